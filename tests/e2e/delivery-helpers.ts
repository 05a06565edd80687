// The agency's side of a delivery, shared by the package and the professional journeys.
import { expect, type Browser, type Page } from "@playwright/test";
import { signInAsNewAdmin, signInAsNewCustomer } from "./fixtures";
import { waitForHydration } from "./helpers";

/**
 * A customer with a paid Starter order, made fast: registration in the browser, then the
 * order's own form posts (details, terms, the stand-in checkout) with the page's cookies.
 */
export async function paidStarterOrder(page: Page, baseURL: string) {
  const { email, orderId: created } = await signInAsNewCustomer(page, {
    packageId: "starter",
    paymentType: "onetime",
  });
  const orderId = created!;
  const post = (path: string, form: Record<string, string>) =>
    page.request.post(path, { form, headers: { Origin: baseURL } });
  const details = await post(`/order-details/${orderId}`, {
    intent: "save-and-pay",
    company: "Abnahme Test GmbH",
    companyAddress: "Prüfweg 1",
    companyZip: "10115",
    companyCity: "Berlin",
    contactPerson: "Erika Muster",
    contactPhone: "030 123",
    industry: "Beratung",
    description: "Wir beraten.",
    domain: "abnahme-test",
    designPreferences: "Klar und freundlich",
    "pageContents[0].title": "Startseite",
    "pageContents[0].description": "Willkommen",
  });
  expect(details.url()).toContain(`/checkout/${orderId}`);
  const checkout = await post(`/checkout/${orderId}`, { acceptTerms: "on" });
  const standIn = new URL(checkout.url()).pathname;
  expect(standIn).toMatch(/^\/dev\/checkout\/cs_test_/);
  const paid = await post(standIn, { intent: "pay" });
  expect(paid.url()).toContain(`/payment-success/${orderId}`);
  return { email, orderId, shortId: orderId.slice(0, 8) };
}

/** A signed-in admin in a browser context of its own (JavaScript as the test's project). */
export async function adminPage(browser: Browser, baseURL: string, js: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: js });
  const page = await context.newPage();
  await signInAsNewAdmin(page);
  return { context, page };
}

/** Delivers a preview with a note and a file; the order is then 'Zur Abnahme'. */
export async function deliver(admin: Page, orderId: string, previewUrl: string, js: boolean) {
  await admin.goto(`/admin/orders/${orderId}?tab=delivery`);
  if (js) await waitForHydration(admin);
  await admin.getByLabel("Adresse der Vorschau").fill(previewUrl);
  await admin
    .getByLabel("Notiz für den Kunden (optional)")
    .fill("Die Texte sind noch Platzhalter.");
  await admin.getByLabel("Dateien (optional)").setInputFiles({
    name: "hinweise.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 Hinweise"),
  });
  await admin.getByRole("button", { name: "Vorschau übermitteln" }).click();
  await expect(admin.getByTestId("current-status")).toHaveText("Zur Abnahme");
}

/** Records the go-live of an accepted order (issue 30); the order is then 'Online'. */
export async function goLive(admin: Page, orderId: string, liveUrl: string, js: boolean) {
  await admin.goto(`/admin/orders/${orderId}`);
  if (js) await waitForHydration(admin);
  const panel = admin.getByTestId("admin-project-panel");
  await panel.getByLabel("Live-Adresse").fill(liveUrl);
  await panel
    .getByLabel("Hinweise zur Domain (optional)")
    .fill("Domain bei INWX, A-Record gesetzt.");
  await panel.getByRole("button", { name: "Als online eintragen" }).click();
  await expect(admin.getByTestId("current-status")).toHaveText("Online");
}
