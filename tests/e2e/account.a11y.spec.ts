import { expectNoSeriousViolations } from "./a11y";
import { changePassword, downloadDataExport } from "./account-helpers";
import { customerWithOrder } from "./admin-helpers";
import { expect, test, signInAsNewAdmin, signInAsNewCustomer } from "./fixtures";
import { uniqueEmail } from "./helpers";

// With JavaScript, and each form of 'Mein Konto' is sent once with it as well: the journeys
// through these pages (account.spec.ts) run without JavaScript only
test("no serious accessibility violations on the account pages, also with errors shown; every account form works with JavaScript", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { password } = await signInAsNewCustomer(page);
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

  // the profile: checked in the browser, then saved
  const profile = page.getByRole("region", { name: "Persönliche Angaben" });
  await profile.getByLabel(/^Vorname/).fill("");
  await profile.getByRole("button", { name: "Angaben speichern" }).click();
  await expect(profile.getByText("Vorname ist erforderlich")).toBeVisible();
  await profile.getByLabel(/^Vorname/).fill("Marta");
  await profile.getByRole("button", { name: "Angaben speichern" }).click();
  await expect(page.getByText("Angaben gespeichert")).toBeVisible();
  // the new e-mail address waits for its link
  const mail = page.getByRole("region", { name: "E-Mail-Adresse" });
  await mail.getByLabel(/^Neue E-Mail-Adresse/).fill(uniqueEmail("neu"));
  await mail.getByLabel(/^Aktuelles Passwort/).fill(password);
  await mail.getByRole("button", { name: "Bestätigungslink senden" }).click();
  await expect(mail.getByText("Bestätigung ausstehend")).toBeVisible();
  // the data export: prepared, then downloaded by a real form post (no fetch)
  await downloadDataExport(page, password);
  // the password: the server's refusal, then the change
  await changePassword(page, password, "ganz-neu-456");

  await page.goto("/account/email-confirm?token=x");
  await expectNoSeriousViolations(page);
  // the operator's tool, in the same browser signed in to the admin area as well
  await signInAsNewAdmin(page);
  await page.goto("/dev/retention");
  await expectNoSeriousViolations(page);

  // deleting: refused without the tick, then done
  await page.goto("/account/delete");
  await page.getByLabel(/^Aktuelles Passwort/).fill("ganz-neu-456");
  await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page.getByText("Bitte bestätigen Sie, dass Ihr Konto")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel(/^Aktuelles Passwort/).fill("ganz-neu-456");
  await page.getByLabel("Ja, mein Konto soll endgültig gelöscht werden.").check();
  await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Ihr Konto wurde gelöscht")).toBeVisible();
});

test("no serious accessibility violations on the admin customer view", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { context, shortId } = await customerWithOrder(browser, baseURL, false);
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
