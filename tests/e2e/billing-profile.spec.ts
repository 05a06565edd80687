// 'Rechnungsangaben' on /account in the browser, with JavaScript (1280 px) and without
// (390 px): a malformed USt-IdNr. is named beside its field with the input kept, the
// corrected form saves, and the saved values come back on the next visit.
import { expect, signInAsNewCustomer, test } from "./fixtures";

test(
  "the billing profile saves from /account, a bad USt-IdNr. is refused in German",
  { tag: "@no-js" },
  async ({ page }) => {
    await signInAsNewCustomer(page, null);
    await page.goto("/account#rechnungsangaben");
    const section = page.locator("#rechnungsangaben");
    await expect(section.getByText(/Noch nicht gespeichert/)).toBeVisible();
    await section.getByLabel(/^Firma bzw\./).fill("Kanzlei Steuer & Partner");
    await section.getByLabel(/^Straße und Hausnummer/).fill("Ludwigstraße 10");
    await section.getByLabel(/^PLZ/).fill("80539");
    await section.getByLabel(/^Ort/).fill("München");
    await section.getByLabel(/^USt-IdNr\./).fill("DE12345");
    await section.getByRole("button", { name: "Rechnungsangaben speichern" }).click();
    await expect(section.getByText(/Bitte geben Sie eine gültige USt-IdNr\. ein/)).toBeVisible();
    await expect(section.getByLabel(/^Firma bzw\./)).toHaveValue("Kanzlei Steuer & Partner");

    await section.getByLabel(/^USt-IdNr\./).fill("de 987 654 321");
    await section.getByRole("button", { name: "Rechnungsangaben speichern" }).click();
    await expect(page.getByText("Rechnungsangaben gespeichert")).toBeVisible();
    await page.goto("/account");
    await expect(section.getByText(/An diese Firma und Anschrift/)).toBeVisible();
    await expect(section.getByLabel(/^USt-IdNr\./)).toHaveValue("DE987654321");
    await expect(section.getByLabel(/^Ort/)).toHaveValue("München");
  },
);
