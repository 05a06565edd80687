// "Meine Benachrichtigungen" on /admin/profil in the browser, with JavaScript (1280 px) and
// without (390 px): reached from the admin header, every switch on at first, one switched off
// stays off on the next visit.
import { expect, test } from "./fixtures";
import { reviewScreenshot } from "./helpers";

test(
  "a staff member switches off one kind of mail on /admin/profil",
  { tag: "@no-js" },
  async ({ page, admin }, info) => {
    await page.goto("/admin/dashboard");
    // the role label beside "Abmelden" on a wide screen, a navigation link on a phone
    await page
      .getByRole("link", { name: /^(Mein )?Profil/ })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/profil$/);
    await expect(page.getByTestId("profile-identity")).toContainText(admin.email);
    const section = page.getByRole("region", { name: "Meine Benachrichtigungen" });
    const boxes = {
      messages: section.getByRole("checkbox", { name: /Neue Nachricht eines Kunden/ }),
      corrections: section.getByRole("checkbox", { name: /Korrektur gewünscht/ }),
      due: section.getByRole("checkbox", { name: /Vorschau morgen fällig/ }),
      assigned: section.getByRole("checkbox", { name: /Neuer Auftrag mir zugewiesen/ }),
    };
    for (const box of Object.values(boxes)) await expect(box).toBeChecked();
    await reviewScreenshot(page, info, "profil.png", { fullPage: true });

    await boxes.due.uncheck();
    await section.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByText("Benachrichtigungen gespeichert")).toBeVisible();
    await page.goto("/admin/profil");
    await expect(boxes.due).not.toBeChecked();
    for (const box of [boxes.messages, boxes.corrections, boxes.assigned])
      await expect(box).toBeChecked();
  },
);
