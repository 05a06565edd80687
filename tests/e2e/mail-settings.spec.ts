// 'Benachrichtigungen' on /account in the browser, with JavaScript (1280 px) and without
// (390 px): each kind of optional mail has its own switch, what always goes out is said,
// and the choice is there on the next visit.
import { expect, signInAsNewCustomer, test } from "./fixtures";

test(
  "the mail switches on /account save one kind at a time",
  { tag: "@no-js" },
  async ({ page }) => {
    await signInAsNewCustomer(page, null);
    await page.goto("/account#benachrichtigungen");
    const section = page.locator("#benachrichtigungen");
    const messages = section.getByRole("checkbox", { name: /Nachrichten des Teams/ });
    const status = section.getByRole("checkbox", { name: /Neuigkeiten zum Projektverlauf/ });
    const reminders = section.getByRole("checkbox", { name: /Erinnerungen/ });
    for (const box of [messages, status, reminders]) await expect(box).toBeChecked();
    await expect(section.getByText(/Immer erhalten Sie: Zahlungen und Rechnungen/)).toBeVisible();

    await status.uncheck();
    await section.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByText("Einstellungen gespeichert")).toBeVisible();
    await page.goto("/account");
    await expect(messages).toBeChecked();
    await expect(status).not.toBeChecked();
    await expect(reminders).toBeChecked();
  },
);
