import { expectNoSeriousViolations } from "./a11y";
import { test } from "./fixtures";

const PATHS = [
  "/portfolio/cafe-marktplatz",
  "/portfolio/zimmerei-zimmermann",
  "/portfolio/blumenhaus-berger",
  "/portfolio/fahrschule-hoffmann",
  "/portfolio/physiotherapie-klein",
  "/portfolio/baeckerei-richter",
  "/beispiele/steuerberater-weber",
  "/beispiele/steuerberater-mueller",
  "/beispiele/anwalt-hoffmann",
  "/beispiele/anwalt-schmidt",
  "/beispiele/arzt-bergmann",
  "/beispiele/arzt-kaiser",
];

for (const path of PATHS) {
  test(`no serious accessibility violations on ${path}`, async ({ visitorPage: page }) => {
    await page.goto(path);
    await page.locator("[data-mobile-menu='button']").first().waitFor({ state: "attached" });
    await expectNoSeriousViolations(page);
  });
}
