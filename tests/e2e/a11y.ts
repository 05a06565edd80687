import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe (WCAG 2.1 A/AA) finds nothing serious or critical on the page as it is now. Waits for
 * running animations first: a toast or banner caught mid-fade has too little contrast for
 * axe, which made these scans fail now and then under load.
 */
export async function expectNoSeriousViolations(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // axe.run in the page itself. The default (runPartial per frame, then finishRun in a
    // new blank page that gets axe's 580 KB injected once more) exists for cross-origin
    // iframes, and our pages have none: per scan 2.5–2.8 → 1.2–1.4 s on the landing page,
    // 1.7–1.9 → 0.9 s on /impressum (26 Nov 2026, headless shell, same results)
    .setLegacyMode(true)
    // only violations are read: axe then skips collecting every passing node (~10 % of a
    // scan: 0.78 → 0.68 CPU-s on /impressum, 1.29 → 1.16 on the landing page)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
