// The shortest way to a payable order, shared by the payment specs.
import { expect, signInAsNewCustomer, type Page } from "./fixtures";

/** A starter order (one page) with every required detail, ending on its checkout page. */
export async function starterOrderAtCheckout(page: Page, js: boolean) {
  await signInAsNewCustomer(page, { packageId: "starter", paymentType: "onetime" });
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Details vervollständigen" }).click();
  for (const [label, value] of [
    [/^Firmenname/, "Ausgang GmbH"],
    [/^Straße und Hausnummer/, "Weg 2"],
    [/^Postleitzahl/, "01067"],
    [/^Ort/, "Dresden"],
    [/^Ansprechpartner/, "Anna Ausgang"],
    [/^Telefon/, "0351 1"],
    [/^Branche\*?$/, "Beratung"],
    [/^Beschreibung Ihres Unternehmens/, "Beratung"],
  ] as const)
    await page.getByLabel(label).fill(value);
  if (js) await page.getByRole("tab", { name: "Website" }).click();
  await page.getByLabel(/^Wunsch-Domain/).fill("ausgang");
  await page.getByLabel(/^Designwünsche/).fill("klar");
  if (js) await page.getByRole("tab", { name: "Seiteninhalte" }).click();
  await page
    .getByRole("group", { name: "Startseite" })
    .getByLabel(/^Inhalt und Beschreibung/)
    .fill("Alles auf einer Seite");
  await page.getByRole("button", { name: "Speichern und zur Zahlung" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}
