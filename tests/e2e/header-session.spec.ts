import { expect, test, type Page } from "./fixtures";
import { acceptCookies, headerItem, linkFrom, uniqueEmail, waitForMail } from "./helpers";
import { buyProfessional } from "./professional-helpers";

async function expectSignedInHeader(page: Page) {
  const header = page.getByRole("banner");
  await expect(await headerItem(page, "button", "Abmelden")).toBeVisible();
  await expect(header.getByRole("link", { name: "Anmelden" })).toHaveCount(0);
}

test(
  "the page that signs in by the e-mail link shows the signed-in header",
  { tag: "@no-js" },
  async ({ page }) => {
    // with JavaScript the page moves on after 3 s; a frozen clock keeps it here to look at
    await page.clock.install();
    const email = uniqueEmail();
    await page.goto("/package-selection?paymentType=onetime");
    await acceptCookies(page);
    await page.getByRole("button", { name: "Standard wählen" }).click();
    await page.getByLabel("Vorname").fill("Erika");
    await page.getByLabel("Nachname").fill("Muster");
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel(/^Passwort\*?$/).fill("geheim123");
    await page.getByLabel("Passwort bestätigen").fill("geheim123");
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(page.getByText("Registrierung erfolgreich")).toBeVisible();
    const mail = await waitForMail(email);
    await page.goto(linkFrom(mail.text, "/verify-email"));
    await expect(page.getByRole("heading", { name: "E-Mail-Adresse bestätigt" })).toBeVisible();
    await expectSignedInHeader(page);
  },
);

test(
  "the professional payment page that signs in shows the signed-in header",
  { tag: "@no-js" },
  async ({ page }) => {
    await buyProfessional(page);
    await expect(page.getByRole("heading", { name: "Zahlung erfolgreich" })).toBeVisible();
    await expectSignedInHeader(page);
  },
);
