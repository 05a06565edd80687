import { test } from "@playwright/test";
import { expectNoSeriousViolations } from "./a11y";

for (const path of [
  "/steuerberater",
  "/anwaelte",
  "/aerzte",
  "/agb",
  "/datenschutz",
  "/impressum",
]) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}
