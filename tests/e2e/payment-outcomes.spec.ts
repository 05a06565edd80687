import { starterOrderAtCheckout } from "./checkout-helpers";
import { expect, test, type Page } from "./fixtures";
import { acceptCookies, uniqueEmail } from "./helpers";

async function toPaymentPage(page: Page) {
  await page.getByLabel(/Ich akzeptiere die/).check();
  await page.getByRole("button", { name: /Jetzt bezahlen/ }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
}

test(
  "a cancelled, a failed payment and an old payment link each lead on",
  { tag: "@no-js" },
  async ({ page }, info) => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const checkoutPath = await starterOrderAtCheckout(page, info.project.name === "js");

    await toPaymentPage(page);
    await page.getByRole("button", { name: "Abbrechen und zurück" }).click();
    await expect(page).toHaveURL(new RegExp(`${checkoutPath}\\?abgebrochen=1$`));
    await expect(page.getByText("Zahlung abgebrochen", { exact: true })).toBeVisible();

    await toPaymentPage(page);
    const paymentLink = page.url();
    await page.getByRole("button", { name: "Fehlgeschlagene Zahlung simulieren" }).click();
    await expect(page).toHaveURL(/\/payment-success\/[0-9a-f-]{36}\?session_id=cs_test_/);
    await expect(page.getByRole("heading", { name: "Zahlung fehlgeschlagen" })).toBeVisible();
    await expect(page.getByText("Zahlung konnte nicht verifiziert werden")).toBeVisible();
    await expect(page.getByText("Die Zahlung ist fehlgeschlagen.")).toBeVisible();
    expect(errors).toEqual([]);
    const resultUrl = page.url();

    await page.goto(paymentLink);
    await expect(page.getByText("Diese Sitzung ist bereits abgeschlossen.")).toBeVisible();
    await page.getByRole("link", { name: "Zum Ergebnis der Zahlung" }).click();
    await expect(page).toHaveURL(resultUrl);

    await page.getByRole("link", { name: "Erneut bezahlen" }).click();
    await expect(page).toHaveURL(new RegExp(`${checkoutPath}$`));
    await expect(page.getByRole("button", { name: /Jetzt bezahlen/ })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test("a failed professional payment shows the error with the way back to the checkout", async ({
  page,
}) => {
  await page.goto("/steuerberater");
  await acceptCookies(page);
  await page
    .getByRole("button", { name: /Jetzt starten/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/professional-checkout$/);
  // The URL changes a moment before the checkout has rendered; a non-waiting look for the
  // consent box (as here before) could find the profession page still and skip it.
  await page.getByLabel(/Ich akzeptiere die/).check();
  await page.getByRole("button", { name: /Einrichtungsgebühr bezahlen/ }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
  await page.getByLabel("E-Mail").fill(uniqueEmail("praxis"));
  await page.getByRole("button", { name: "Fehlgeschlagene Zahlung simulieren" }).click();
  await expect(page).toHaveURL(/\/professional-payment-success\?session_id=cs_test_/);
  await expect(page.getByRole("heading", { name: "Zahlung nicht bestätigt" })).toBeVisible();
  await expect(page.getByText("Die Zahlung ist fehlgeschlagen.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Erneut prüfen" })).toHaveCount(0);
  await page.getByRole("link", { name: "Zurück zur Zahlung" }).click();
  await expect(page).toHaveURL(/\/professional-checkout$/);
});
