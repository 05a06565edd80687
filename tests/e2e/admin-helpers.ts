// Shared by admin.spec.ts and admin.a11y.spec.ts (a spec file may not import another).
import { signInAsNewCustomer } from "./fixtures";
import type { Browser } from "@playwright/test";

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
