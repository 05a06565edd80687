import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  expect,
  type Locator,
  type Page,
  type PageScreenshotOptions,
  type TestInfo,
} from "@playwright/test";
import { readMailDir, type ReceivedMail } from "../support/smtp-sink";

const MAIL_DIR = path.resolve(`tests/.tmp/e2e-${process.env.E2E_PORT || 3100}/mail`);

/**
 * With JavaScript: waits until Remix has hydrated the page (app/root.tsx marks <html> with
 * data-hydrated in the render that switches every useHydrated() widget on). A click before
 * that is a plain form post (which works, but skips what the script adds). Pages without
 * the app's scripts (JavaScript off, a download) return at once.
 */
export async function waitForHydration(page: Page) {
  // One evaluate that an observer of the document answers, not waitForFunction: that one injects
  // Playwright's polling script into every loaded page and wakes it on every animation frame,
  // which cost the browser 0.03–0.04 CPU-s and ~30 ms per load (bench with a page check after
  // each load, 27 Nov 2026; the README's figures)
  for (let attempt = 1; ; attempt++) {
    try {
      const hydrated = await page.evaluate(
        (timeoutMs) =>
          new Promise<boolean>((resolve) => {
            // document.documentElement, not one kept: a failed hydration replaces <html>
            const done = () =>
              !("__remixContext" in window) ||
              document.documentElement.hasAttribute("data-hydrated");
            if (done()) return resolve(true);
            const observer = new MutationObserver(() => {
              if (!done()) return;
              observer.disconnect();
              clearTimeout(timer);
              resolve(true);
            });
            const timer = setTimeout(() => (observer.disconnect(), resolve(done())), timeoutMs);
            observer.observe(document, {
              subtree: true,
              childList: true,
              attributes: true,
              attributeFilter: ["data-hydrated"],
            });
          }),
        20_000,
      );
      expect(hydrated, `${page.url()} wurde in 20 s nicht hydriert`).toBe(true);
      return;
    } catch (error) {
      // the page moved on while waiting (a redirect after hydration): wait on the next one
      if (attempt >= 3 || !/Execution context was destroyed|navigation/i.test(String(error)))
        throw error;
      await page.waitForLoadState("domcontentloaded");
    }
  }
}

/**
 * Types one key at a time and waits until the page shows each one before the next: a person's
 * pace, with the page's re-render between keys, and no fixed pause (a 60 ms delay per key
 * spent 8 s of each "typing slowly" test asleep and still did not guarantee the render).
 */
export async function typeKeyByKey(field: Locator, text: string) {
  const before = await field.inputValue();
  for (let i = 1; i <= text.length; i++) {
    await field.pressSequentially(text[i - 1]);
    await expect(field).toHaveValue(before + text.slice(0, i));
  }
}

/**
 * A link or button of the site header at any width: on a phone it sits in the 'Menü'
 * panel (a <details>, so it opens without JavaScript too), which is opened first.
 */
export async function headerItem(page: Page, role: "link" | "button", name: string | RegExp) {
  const banner = page.getByRole("banner");
  const visible = banner.getByRole(role, { name }).filter({ visible: true }).first();
  if ((await visible.count()) === 0) await banner.getByLabel("Menü").first().click();
  return visible;
}

/** Closes the cookie banner the way a visitor would (works with and without JS). */
export async function acceptCookies(
  page: Page,
  choice: "Alle akzeptieren" | "Nur notwendige" = "Alle akzeptieren",
) {
  const banner = page.getByRole("region", { name: "Cookie-Hinweis" });
  if (await banner.isVisible()) {
    // with JavaScript on, let the page hydrate first: the click then behaves as for a real visitor
    await waitForHydration(page);
    await banner.getByRole("button", { name: choice }).click();
    await expect(banner).toBeHidden();
  }
}

export async function waitForMail(
  to: string,
  match: (m: ReceivedMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () =>
        (found = readMailDir(MAIL_DIR)
          .reverse()
          .find((m) => m.to.includes(to.toLowerCase()) && match(m))),
      // a poll is cheap (the folder's mails are parsed once): look twice a second, not
      // once a second after the first steps as expect.poll would
      { message: `Keine Mail an ${to}`, timeout: timeoutMs, intervals: [100, 250, 500] },
    )
    .toBeTruthy();
  return found!;
}

export function uniqueEmail(prefix = "kunde") {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const isJsProject = (projectName: string) => projectName === "js";

export function linkFrom(text: string, path: string) {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`));
  if (!match) throw new Error(`kein Link ${path}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/**
 * A file of `megabytes` MB in the test's output folder, for the upload limit's tests: handed
 * to setInputFiles by path, the browser reads it from disk. As a buffer, Playwright carries
 * the 21 MB to the page as base64 through its protocol: 13 of that journey's 21.5 s went into
 * that one call (trace of 27 Nov 2026), time no person uploading a file ever waits.
 */
export function fileOfSize(info: TestInfo, name: string, megabytes: number) {
  const file = info.outputPath(name);
  writeFileSync(file, Buffer.alloc(megabytes * 1024 * 1024, 1));
  return file;
}

/**
 * A picture of the page in the test's output folder (test-results/…) for a person reviewing
 * the screens. Not in CI, which keeps only the printed output: there the ten pictures only
 * cost time (~0.5–0.8 s each on two cores).
 */
export async function reviewScreenshot(
  page: Page,
  info: TestInfo,
  name: string,
  options: Omit<PageScreenshotOptions, "path"> = {},
) {
  if (process.env.CI) return;
  await page.screenshot({ ...options, path: info.outputPath(name) });
}
