import { expect, test, type Page } from "@playwright/test";
import { STAND_IN_PAYER } from "../../app/dev/stand-in-payer";
import { acceptCookies, uniqueEmail } from "./helpers";

/**
 * Profession page → 'Jetzt starten' → checkout → test payment on the stand-in page, through
 * the pages. Ends on the success page. Only the purchase journey (professional.spec.ts)
 * walks it; the tests of what comes after start from buyProfessional.
 */
export async function buyProfessionalThroughPages(page: Page, profession = "steuerberater") {
  const email = uniqueEmail("praxis");
  await page.goto(`/${profession}`);
  await acceptCookies(page);
  await page
    .getByRole("button", { name: /Jetzt starten/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/professional-checkout$/);
  // 199 € net plus 19 % VAT (decisions.md), with the same consent as every checkout
  await expect(page.getByTestId("setup-fee")).toHaveText(/236,81\s€/);
  await page.getByLabel(/Ich akzeptiere die/).check();
  await page.getByRole("button", { name: /Einrichtungsgebühr bezahlen/ }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
  await expect(page.getByTestId("standin-total")).toHaveText(/236,81\s€/);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByRole("button", { name: "Testzahlung ausführen" }).click();
  await expect(page).toHaveURL(/\/professional-payment-success\?session_id=cs_test_/);
  return { email, successUrl: page.url() };
}

/**
 * The same purchase as the form posts a browser without JavaScript sends (the profession, the
 * terms, the stand-in's test payment with the values its form is filled with), without
 * rendering the three pages on the way; the checkout session, the webhook and the sign-in on
 * the success page are the app's own. Ends on the success page.
 */
export async function buyProfessional(page: Page, profession = "steuerberater") {
  const email = uniqueEmail("praxis");
  const { baseURL } = test.info().project.use;
  await page.context().addCookies([{ name: "cookieConsent", value: "necessary", url: baseURL! }]);
  const post = async (url: string, form: Record<string, string>) => {
    const response = await page.request.post(url, { form, maxRedirects: 0 });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(302);
    return response.headers().location;
  };
  await post("/professional-start", { profession });
  const standIn = await post("/professional-checkout", { acceptTerms: "on" });
  expect(standIn).toMatch(/\/dev\/checkout\/cs_test_/);
  const successUrl = await post(standIn, {
    intent: "pay",
    email,
    ...STAND_IN_PAYER,
    card: "ok",
  });
  await page.goto(successUrl);
  await expect(page).toHaveURL(/\/professional-payment-success\?session_id=cs_test_/);
  return { email, successUrl: page.url() };
}

/** On the success page: sets the new account's password, which opens the portal; its order id. */
export async function setPasswordIntoPortal(page: Page) {
  await page.getByLabel(/^Passwort\*?$/).fill("kanzlei-geheim");
  await page.getByLabel("Passwort bestätigen").fill("kanzlei-geheim");
  await page.getByRole("button", { name: "Passwort setzen und weiter" }).click();
  await expect(page).toHaveURL(/\/professional-portal\?orderId=[0-9a-f-]{36}/, { timeout: 10_000 });
  return new URL(page.url()).searchParams.get("orderId")!;
}

/**
 * 'Angaben übermitteln' on the portal's last step and its confirmation – a dialog with
 * JavaScript, a page of its own without. Ends on the dashboard.
 */
export async function submitIntake(page: Page, js: boolean) {
  await page.getByRole("button", { name: "Angaben übermitteln" }).click();
  await (js ? page.getByRole("dialog", { name: "Angaben jetzt übermitteln?" }) : page)
    .getByRole("button", { name: "Jetzt übermitteln" })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * 'Rechnungsangaben' on /account: without them no invoice is issued (issue 28 item 1), so
 * tests that look at a professional's invoices give them first, as the portal's step 1 would.
 */
export async function saveBillingProfile(page: Page) {
  await page.goto("/account#rechnungsangaben");
  const section = page.locator("#rechnungsangaben");
  await section.getByLabel(/^Firma bzw\./).fill("Kanzlei Steuer & Partner");
  await section.getByLabel(/^Straße und Hausnummer/).fill("Ludwigstraße 10");
  await section.getByLabel(/^PLZ/).fill("80539");
  await section.getByLabel(/^Ort/).fill("München");
  await section.getByRole("button", { name: "Rechnungsangaben speichern" }).click();
  await expect(page.getByText("Rechnungsangaben gespeichert")).toBeVisible();
}
