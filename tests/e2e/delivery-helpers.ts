// The agency's side of a delivery, shared by the package and the professional journeys.
import { expect, type Browser, type Page } from "@playwright/test";
import { signInAsNewAdmin } from "./fixtures";
import { waitForHydration } from "./helpers";

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
