// The browser suite's Chromium: Chromium keeps only the last `--disable-features` switch, so
// one of our own next to Playwright's would switch Playwright's list back on (it did until
// 27 Nov 2026). The launch arguments must carry one list with all of them.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../playwright.config";

const require = createRequire(import.meta.url);

/** What Playwright puts in its own `--disable-features` (its bundle, read independently of the config). */
function playwrightList() {
  const bundle = path.join(path.dirname(require.resolve("playwright-core/package.json")), "lib");
  const source = readFileSync(path.join(bundle, "coreBundle.js"), "utf8");
  const switches = source.slice(source.indexOf("chromiumSwitches.ts"));
  const array = switches.slice(switches.indexOf("["), switches.indexOf("].filter"));
  return [...array.replace(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

describe("playwright.config.ts", () => {
  it("gives every project one --disable-features with Playwright's list and ours", () => {
    const expected = playwrightList();
    expect(expected).toContain("ThirdPartyStoragePartitioning");
    for (const project of config.projects ?? []) {
      const args = project.use?.launchOptions?.args ?? [];
      const lists = args.filter((a) => a.startsWith("--disable-features="));
      expect(lists, project.name).toHaveLength(1);
      const features = lists[0].slice("--disable-features=".length).split(",");
      expect(features).toEqual(expect.arrayContaining([...expected, "site-per-process"]));
    }
  });
});
