import { expectNoSeriousViolations } from "./a11y";
import { test } from "./fixtures";

for (const path of [
  "/steuerberater",
  "/anwaelte",
  "/aerzte",
  "/agb",
  "/datenschutz",
  "/impressum",
]) {
  test(`no serious accessibility violations on ${path}`, async ({ visitorPage: page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}
