import { expect, test } from "./fixtures";
import { acceptCookies, headerItem, uniqueEmail, waitForMail } from "./helpers";

function linkFrom(text: string, path: string) {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`));
  if (!match) throw new Error(`kein Link ${path}`);
  // the mail carries the public APP_URL; the test browser talks to the same server
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

test(
  "register with a package, verify by mail, see the draft order, log out and in again",
  { tag: "@no-js" },
  async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail();
    await page.goto("/package-selection?paymentType=onetime");
    await acceptCookies(page);
    await page.getByLabel("Zusätzliche Seite").selectOption("1");
    await page.getByRole("button", { name: "Standard wählen" }).click();
    await expect(page).toHaveURL(/\/register$/);

    const summary = page.getByRole("complementary");
    await expect(summary.getByText("Standard · Einmalzahlung")).toBeVisible();
    // the charged price (decisions: one price everywhere), the same as checkout
    await expect(summary.getByText("99 €", { exact: true })).toBeVisible();
    await expect(summary.getByText("598 €", { exact: true })).toBeVisible();

    await page.getByLabel("Vorname").fill("Erika");
    await page.getByLabel("Nachname").fill("Muster");
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel(/^Passwort\*?$/).fill("geheim123");
    await page.getByLabel("Passwort bestätigen").fill("anders123");
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(page.getByText("Passwörter stimmen nicht überein")).toBeVisible();
    await expect(page.getByLabel("E-Mail")).toHaveValue(email);

    await page.getByLabel(/^Passwort\*?$/).fill("geheim123");
    await page.getByLabel("Passwort bestätigen").fill("geheim123");
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(
      page.getByRole("heading", { name: "Bitte bestätigen Sie Ihre E-Mail-Adresse" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toBeVisible();

    const mail = await waitForMail(email);
    await page.goto(linkFrom(mail.text, "/verify-email"));
    await expect(page.getByRole("heading", { name: "E-Mail-Adresse bestätigt" })).toBeVisible();
    // after 3 s the page moves on by itself (meta refresh without JS, timer with JS)
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
    const card = page.getByTestId("order-card");
    await expect(card).toHaveCount(1);
    await expect(card.getByText("Entwurf")).toBeVisible();
    await expect(card.getByText(/598\s€/)).toBeVisible(); // 499 + 99
    await expect(card.getByRole("link", { name: "Details vervollständigen" })).toBeVisible();

    // the header's 'Abmelden' (in the 'Menü' panel on a phone)
    await (await headerItem(page, "button", "Abmelden")).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
    await expect(page.getByText("Anmeldung erforderlich")).toBeVisible();

    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort").fill("falsch123");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("alert")).toContainText("Anmeldung fehlgeschlagen");
    await expect(page.getByRole("alert")).toContainText("Ungültige Anmeldedaten");

    await page.getByLabel("Passwort").fill("geheim123");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("order-card")).toHaveCount(1);

    // a signed-in customer's package choice creates the draft order right away
    await page.goto("/package-selection");
    await page.getByRole("button", { name: "Premium wählen" }).click();
    await expect(page).toHaveURL(/\/order-details\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Bestelldetails" })).toBeVisible();
    await expect(page.getByText(/Premium-Website/)).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText(/99\s€/);
    await page.goto("/dashboard");
    await expect(page.getByTestId("order-card")).toHaveCount(2);
  },
);

// plain forms and a mail link: without JavaScript only (the same sign-up and sign-in forms
// run with JavaScript in the journey above)
test("reset a forgotten password end to end", { tag: "@no-js-only" }, async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("reset");
  await page.goto("/register");
  await acceptCookies(page);
  await page.getByLabel("Vorname").fill("Rita");
  await page.getByLabel("Nachname").fill("Reset");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel(/^Passwort\*?$/).fill("altes-pw1");
  await page.getByLabel("Passwort bestätigen").fill("altes-pw1");
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.getByText("Registrierung erfolgreich")).toBeVisible();

  await page.goto("/login");
  await page.getByRole("link", { name: "Passwort vergessen?" }).click();
  await expect(page.getByRole("heading", { name: "Passwort vergessen?" })).toBeVisible();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByRole("button", { name: "Link senden" }).click();
  await expect(page.getByText("Falls zu dieser Adresse ein Konto existiert")).toBeVisible();

  const mail = await waitForMail(email, (m) => m.subject === "Passwort zurücksetzen");
  const resetLink = linkFrom(mail.text, "/reset-password");
  await page.goto(resetLink);
  await page.getByLabel(/^Neues Passwort\*?$/).fill("neues-pw-123");
  await page.getByLabel("Passwort bestätigen").fill("neues-pw-123");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Passwort geändert")).toBeVisible();

  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill("neues-pw-123");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Noch keine Bestellungen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Paket auswählen" })).toHaveAttribute(
    "href",
    "/package-selection",
  );

  // the link works once; opened again, the page says why (with JavaScript too: the text once
  // came from a .server module and vanished as the page hydrated)
  await page.goto(resetLink);
  await expect(page.getByRole("heading", { name: "Link bereits verwendet" })).toBeVisible();
  await expect(
    page.getByText("Dieser Link zum Zurücksetzen wurde bereits verwendet."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Neuen Link anfordern" })).toBeVisible();
});
