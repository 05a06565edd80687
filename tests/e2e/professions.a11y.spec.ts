import { expectNoSeriousViolations } from "./a11y";
import { test } from "./fixtures";

// the three profession pages are scanned in professions.spec.ts, on the load that checks them
for (const path of ["/agb", "/datenschutz", "/impressum"]) {
  test(`no serious accessibility violations on ${path}`, async ({ visitorPage: page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}
