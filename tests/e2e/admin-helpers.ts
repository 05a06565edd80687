// Shared by the admin's specs (a spec file may not import another).
import { expect, type Browser, type Page } from "@playwright/test";
import { signInAsNewCustomer } from "./fixtures";

/** Created at server start from ADMIN_EMAIL/ADMIN_PASSWORD (tests/support/e2e-server.ts). */
export const E2E_ADMIN = { email: "admin@e2e.example", password: "e2e-admin-passwort-1" };

/** A customer with a fresh Standard draft order, in a browser context of its own. */
export async function customerWithOrder(
  browser: Browser,
  baseURL: string | undefined,
  javaScriptEnabled: boolean,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  const { email, shortId } = await signInAsNewCustomer(page);
  await page.goto("/dashboard");
  return { context, page, email, shortId: shortId! };
}

/** Opens the refund form, which stays closed behind "Erstatten…" until asked for. */
export async function openRefund(admin: Page) {
  const money = admin.getByTestId("order-money");
  const step = money.getByTestId("money-step");
  if ((await step.getAttribute("open")) === null) await step.locator("summary").click();
  await expect(money.getByLabel(/^Betrag in Euro/)).toBeVisible();
}

/**
 * The refund's two steps in the order's money panel (the payment chosen in the panel):
 * 'Erstattung prüfen' shows what will be refunded, 'Jetzt erstatten' does it.
 */
export async function refund(admin: Page, euros: number, reason: string) {
  const money = admin.getByTestId("order-money");
  await openRefund(admin);
  await money.getByLabel(/^Betrag in Euro/).fill(`${euros},00`);
  await money
    .getByLabel(/^Grund/)
    .first()
    .fill(reason);
  await money.getByRole("button", { name: "Erstattung prüfen" }).click();
  await expect(money.getByText(new RegExp(`${euros}\\s€ der Zahlung über`))).toBeVisible();
  await money.getByRole("button", { name: "Jetzt erstatten" }).click();
  await expect(admin.getByText("Erstattung ausgeführt")).toBeVisible();
  await expect(admin.getByTestId("status-history")).toContainText(
    `Erstattung ${euros}\u00a0€: ${reason}`,
  );
}
