import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

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
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.locator("[data-mobile-menu='button']").first().waitFor({ state: "attached" });
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
