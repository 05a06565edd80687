import { expectNoSeriousViolations } from "./a11y";
import { test } from "./fixtures";

for (const path of [
  "/register",
  "/login",
  "/forgot-password",
  "/verify-email/resend",
  "/verify-email",
  "/reset-password?token=x",
]) {
  test(`no serious accessibility violations on ${path}`, async ({ visitorPage: page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}
