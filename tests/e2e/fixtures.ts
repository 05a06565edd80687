// Signed-in starting points for tests that are not about signing up or in: a new verified
// customer (with a draft order) or a new admin, made by the server's test hook
// (app/routes/dev.test-session.tsx) with its session cookie put straight into the page's
// browser context. Only tests/e2e/accounts.spec.ts walks registration and the mail link,
// and admin.spec.ts the admin sign-in form.
import {
  test as playwrightTest,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { uniqueEmail, waitForHydration } from "./helpers";

/**
 * With JavaScript on, a page the browser loads (goto, reload, back) is only handed back to
 * the test once Remix has hydrated it: before that, widgets that appear with JavaScript (the
 * order form's tabs) are not there yet and a click can land on the server-rendered page
 * the script is about to replace. On a loaded 2-core CI machine that gap is seconds wide.
 * Pages without the app's scripts (JavaScript off, a download) return at once.
 */
function waitForHydrationOnLoad(page: Page) {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      await waitForHydration(page);
      return response;
    };
  }
}

/**
 * What a failed test's pages did that its steps do not show: script errors and every
 * document load (a click that became a full page load replaces what the test had typed).
 * Printed with the failure, so a rare CI failure comes with its evidence.
 */
const pageEvents: string[] = [];
/**
 * React's hydration errors (production codes 418–425): the browser's render differed from the
 * server's page, so React replaced it, and what only the server knew was gone (a message
 * imported from a `.server` module, 27 Nov 2026). Any of them fails the test.
 */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed/;
const hydrationErrors: string[] = [];
function recordPageEvents(page: Page) {
  const stamp = () => new Date().toISOString().slice(11, 23);
  page.on("pageerror", (error) => {
    pageEvents.push(`${stamp()} Skriptfehler: ${error.message}`);
    if (HYDRATION_ERROR.test(error.message))
      hydrationErrors.push(`${page.url()}: ${error.message.slice(0, 120)}`);
  });
  page.on("load", () => pageEvents.push(`${stamp()} Dokument geladen: ${page.url()}`));
}

const watchedPages = new WeakSet<Page>();
function watchPage(page: Page) {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  waitForHydrationOnLoad(page);
  recordPageEvents(page);
}

/** Every page of the context: the ones to come, and the one a reused context brings along. */
function hydratingContext(context: BrowserContext) {
  context.on("page", watchPage);
  context.pages().forEach(watchPage);
  return context;
}

/** Every page of every context (the test's own and those a test opens) waits as above. */
const base = playwrightTest
  .extend<object, { browser: Browser }>({
    browser: [
      async ({ browser }, use) => {
        // browser.newPage() goes through this.newContext() as well
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => hydratingContext(await newContext(options));
        await use(browser);
      },
      { scope: "worker" },
    ],
  })
  .extend<{ context: BrowserContext; pageEventsOnFailure: void }>({
    context: async ({ context }, use) => use(hydratingContext(context)),
    pageEventsOnFailure: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
      async ({}, use, testInfo) => {
        pageEvents.length = 0;
        hydrationErrors.length = 0;
        await use();
        if (testInfo.status !== testInfo.expectedStatus && pageEvents.length)
          console.log(`Seitenereignisse des Tests:\n  ${pageEvents.join("\n  ")}`);
        expect([...new Set(hydrationErrors)], "Hydrierungsfehler auf den Seiten des Tests").toEqual(
          [],
        );
      },
      { auto: true },
    ],
  });

export interface PackageChoice {
  packageId: "starter" | "standard" | "premium";
  paymentType?: "onetime" | "subscription";
  additionalPagesCount?: number;
  bilingual?: boolean;
  blogSystem?: boolean;
  bookingSystem?: boolean;
}

export interface TestCustomer {
  userId: string;
  email: string;
  password: string;
  orderId: string | null;
  /** the order number as pages show it (#…), when there is an order */
  shortId: string | null;
}

async function createSession(page: Page, data: Record<string, unknown>) {
  // the cookie banner was answered on the way, as a person signing up would have
  const url = base.info().project.use.baseURL!;
  await page.context().addCookies([{ name: "cookieConsent", value: "necessary", url }]);
  const response = await page.request.post("/dev/test-session", { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { userId: string; orderId?: string | null };
}

/** Signs the page's context in as a new verified customer with a draft order for `pkg`. */
export async function signInAsNewCustomer(
  page: Page,
  pkg: PackageChoice | null = { packageId: "standard", paymentType: "onetime" },
): Promise<TestCustomer> {
  const email = uniqueEmail();
  const password = "geheim123";
  const { userId, orderId = null } = await createSession(page, {
    kind: "customer",
    email,
    password,
    package: pkg,
  });
  return { userId, email, password, orderId, shortId: orderId ? orderId.slice(0, 8) : null };
}

/** Signs the page's context in as a new admin (its own account, the admin cookie). */
export async function signInAsNewAdmin(page: Page) {
  const email = uniqueEmail("admin");
  await createSession(page, { kind: "admin", email, password: "e2e-admin-passwort-2" });
  return { email };
}

/**
 * `customer`: the page starts signed in as a new customer with a Standard draft order
 * (one-time payment); `admin`: the page starts signed in to the admin area.
 *
 * `visitorPage`: an anonymous visitor who has answered the cookie banner ("Nur notwendige"),
 * for tests that only read public pages. One browser context per worker serves all of them:
 * a new context per test costs ~1 s of the two cores (the context, then fetching and
 * compiling the app's scripts again), which the many page checks of the demo, profession and
 * legal pages paid ~150 times. Each test starts on a blank page with storage and cookies reset
 * and the project's viewport; tests that install a fake clock, emulate media, look at the
 * banner or are about scrolling use `page`.
 */
export const test = base.extend<
  { customer: TestCustomer; admin: { email: string }; visitorPage: Page },
  { sharedVisitorPage: Page }
>({
  customer: async ({ page }, use) => use(await signInAsNewCustomer(page)),
  admin: async ({ page }, use) => use(await signInAsNewAdmin(page)),
  sharedVisitorPage: [
    async ({ browser }, use, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        locale: options.locale,
        timezoneId: options.timezoneId,
        viewport: options.viewport,
        userAgent: options.userAgent,
        deviceScaleFactor: options.deviceScaleFactor,
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
        javaScriptEnabled: options.javaScriptEnabled,
        reducedMotion: options.reducedMotion,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  // the viewport follows test.use() as well; other context options are the project's
  visitorPage: async ({ sharedVisitorPage: page, baseURL, viewport }, use) => {
    // Between tests the tab rests on a page of the app's own origin without scripts, not on
    // about:blank: leaving the site for about:blank and coming back gives the tab a new
    // renderer process each time (with or without the site's Cross-Origin-Opener-Policy),
    // which compiles the app's scripts afresh. 20 loads of a page with JavaScript (browser's CPU):
    // via about:blank 0.45–0.48 CPU-s each, via /healthz 0.29 (28 Nov 2026)
    await page.goto("/healthz");
    // like a new tab: no stored scroll positions (Remix's ScrollRestoration), no storage
    await page.evaluate(() => (sessionStorage.clear(), localStorage.clear()));
    await page.context().clearCookies();
    await page.context().addCookies([{ name: "cookieConsent", value: "necessary", url: baseURL! }]);
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});

export { expect, type Browser, type BrowserContext, type Page };
