// Shared by admin.spec.ts and admin.a11y.spec.ts (a spec file may not import another).
import { expect, type Browser, type Page } from "@playwright/test";
import { acceptCookies, signUpWithPackage } from "./helpers";

/** Created at server start from ADMIN_EMAIL/ADMIN_PASSWORD (tests/support/e2e-server.ts). */
export const E2E_ADMIN = { email: "admin@e2e.example", password: "e2e-admin-passwort-1" };

export async function adminSignIn(page: Page) {
  await page.goto("/admin/login");
  await acceptCookies(page, "Nur notwendige");
  await page.getByLabel("E-Mail").fill(E2E_ADMIN.email);
  await page.getByLabel(/^Passwort/).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** A customer with a fresh draft order, in a browser context of its own. */
export async function customerWithOrder(
  browser: Browser,
  baseURL: string | undefined,
  javaScriptEnabled: boolean,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  const page = await context.newPage();
  const { email } = await signUpWithPackage(page);
  const card = page.getByTestId("order-card").first();
  const shortId = (await card.getByText(/^#[0-9a-f]{8}$/).textContent())!.slice(1);
  return { context, page, email, shortId };
}
