import { expectNoSeriousViolations } from "./a11y";
import { test } from "./fixtures";

for (const path of ["/", "/package-selection", "/gibt-es-nicht"]) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}
