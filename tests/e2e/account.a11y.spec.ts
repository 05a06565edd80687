import { expectNoSeriousViolations } from "./a11y";
import { customerWithOrder } from "./admin-helpers";
import { expect, test, signInAsNewAdmin, signInAsNewCustomer } from "./fixtures";

test("no serious accessibility violations on the account pages, also with errors shown", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsNewCustomer(page);
  await page.goto("/dashboard");
  await page.goto("/nachrichten");
  await expectNoSeriousViolations(page);
  await page.goto("/account");
  await expectNoSeriousViolations(page);
  const pw = page.getByRole("region", { name: "Passwort ändern" });
  await pw.getByLabel(/^Aktuelles Passwort/).fill("falsch-123");
  await pw.getByLabel(/^Neues Passwort\*?$/).fill("kurz");
  await pw.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(pw.getByText("Das neue Passwort muss mindestens 8 Zeichen haben")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/account/delete");
  await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page.getByText("Bitte bestätigen Sie, dass Ihr Konto")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/account/email-confirm?token=x");
  await expectNoSeriousViolations(page);
  await page.goto("/dev/retention");
  await expectNoSeriousViolations(page);
});

test("no serious accessibility violations on the admin customer view", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { context, shortId } = await customerWithOrder(browser, baseURL, true);
  await signInAsNewAdmin(page);
  await page.goto(`/admin/dashboard?q=${shortId}`);
  await page.getByRole("link", { name: `Details zu Auftrag #${shortId}` }).click();
  await page.getByRole("link", { name: "Kunde ansehen" }).click();
  await expect(page.getByRole("heading", { name: "Kundendaten" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Kunden löschen/anonymisieren" }).click();
  await expect(page.getByText("Bitte bestätigen Sie, dass der Kunde")).toBeVisible();
  await expectNoSeriousViolations(page);
  await context.close();
});
