import { existsSync, statfsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3100);

function largeDevShm() {
  try {
    const { bsize, blocks } = statfsSync("/dev/shm");
    return bsize * blocks >= 2 * 1024 ** 3;
  } catch {
    return false;
  }
}

// Debian's Chromium; no test tool may download a browser of its own. The old headless shell
// (Debian package chromium-headless-shell, same Blink and V8) is what Playwright itself uses for
// headless runs; the full browser in its new headless mode carries a GPU process and the desktop
// browser's machinery, which cost a test run far more CPU for the same specs.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // one renderer per tab: every test runs on one origin, so site isolation only adds
      // processes. Chromium keeps only the last --disable-features, so this one also replaces
      // Playwright's own list (paint holding, storage partitioning, HTTPS upgrades, … stay as in
      // Chrome); adding Playwright's list back made the whole suite costlier, not cheaper
      "--disable-features=site-per-process,IsolateOrigins",
      // V8 stops at its baseline compiler (Sparkplug): a test's pages live for seconds, too short
      // for Maglev's and TurboFan's optimised code to pay back its compilation, which runs on the
      // renderer's other threads. Same JavaScript semantics, only no optimising tiers.
      // Vitest's processes run the same code for minutes and do need those tiers: not there.
      "--js-flags=--max-opt=1",
    ],
    // Playwright's default moves shared memory to /tmp for containers with a small /dev/shm;
    // ours is large (24 GB on these machines), and the file-backed copy costs the browser CPU
    ignoreDefaultArgs: largeDevShm() ? ["--disable-dev-shm-usage"] : [],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // no retries: a test that needs one is a bug to fix (tests wait for conditions, never for time)
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  // CI's 2 cores run the app, its database and two browsers: a server answer can take a
  // few seconds there (a failing assertion only fails later; passing ones do not wait)
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace makes the suite far slower on 2 cores, and CI keeps only the printed
    // output: E2E_TRACE=1 records one per failure.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    // E2E_REUSE_CONTEXT=1: one browser context per worker, reset between tests (cookies,
    // storage, clock, pages). Off by default: isolation wins, for no measurable gain. The reset
    // passes through about:blank, so the tab's next page gets a new renderer process that
    // compiles the app's scripts again, and even --process-per-site, which keeps that
    // process, saved nothing
    reuseContext: Boolean(process.env.E2E_REUSE_CONTEXT),
    // The browser asks for reduced motion (a setting the site honours: app/tailwind.css).
    // With full motion every anchor jump and scrollIntoView scrolls smoothly, and Playwright
    // waits for the element to stop moving before each click, and the frames cost CPU.
    // Rotating carousels are tested with motion (demos.spec.ts);
    // E2E_FULL_MOTION=1 runs everything with motion.
    reducedMotion: process.env.E2E_FULL_MOTION ? "no-preference" : "reduce",
  },
  projects: [
    // With JavaScript on a desktop, without JavaScript on a phone (390 px): every journey
    // tagged "@no-js" thus runs at both widths and in both modes, without a third run.
    // Features that exist only with JavaScript set the phone width in the test itself.
    // "@no-js-only": journeys whose every step is a plain form or link and whose checks are
    // the server's doing (sessions, mails, downloads, records) run once, without JavaScript,
    // the baseline every visitor gets; the spec names where their forms are sent with it.
    { name: "js", use: { ...chromium }, grepInvert: /@no-js-only/ },
    // Without JavaScript only what behaves differently: the journeys and forms (plain form
    // posts) and the widgets with a no-JS fallback, tagged "@no-js" (or "@no-js-only").
    // Static checks would only run twice; axe hangs without JavaScript (stack notes) anyway.
    {
      name: "no-js",
      use: { ...chromium, javaScriptEnabled: false, viewport: { width: 390, height: 844 } },
      grep: /@no-js/,
    },
  ],
  webServer: {
    command: "npx tsx tests/support/e2e-server.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
    stderr: "pipe",
    // SIGTERM, not Playwright's default SIGKILL of the group: `npm start` then stops its
    // embedded PostgreSQL instead of leaving it running after the suite
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
