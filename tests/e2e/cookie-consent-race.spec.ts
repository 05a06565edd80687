import { expect, test } from "./fixtures";
import { waitForHydration } from "./helpers";

// Two clean-clone CI runs ended on the home page instead of the professional checkout: the
// banner's answer arrived while the start form was still posting. The banner's post must
// not make the app reload (or redirect) the page the visitor is on the way to.
test("a cookie choice still on its way does not undo 'Jetzt starten'", async ({
  page,
  context,
}) => {
  await page.goto("/steuerberater");
  await waitForHydration(page);
  // what the app asks the server for from here on, as "METHOD path"
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    asked.push(`${request.method()} ${url.pathname}`);
  });

  // hold both answers, then let the banner's arrive first, while the start form still posts
  let releaseConsent!: () => void;
  const consentHeld = new Promise<void>((resolve) => (releaseConsent = resolve));
  let consentPosted!: () => void;
  const consentArrived = new Promise<void>((resolve) => (consentPosted = resolve));
  await page.route("**/cookie-consent*", async (route) => {
    consentPosted();
    await consentHeld;
    await route.continue();
  });
  let releaseStart!: () => void;
  const startHeld = new Promise<void>((resolve) => (releaseStart = resolve));
  let startPosted!: () => void;
  const startArrived = new Promise<void>((resolve) => (startPosted = resolve));
  await page.route("**/professional-start*", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    startPosted();
    await startHeld;
    await route.continue();
  });

  const banner = page.getByRole("region", { name: "Cookie-Hinweis" });
  await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(banner).toBeHidden();
  await consentArrived;
  await page
    .getByRole("button", { name: /Jetzt starten/ })
    .first()
    .click();
  await startArrived;
  const consentAnswered = page.waitForEvent("requestfinished", (request) =>
    request.url().includes("/cookie-consent"),
  );
  releaseConsent();
  await consentAnswered;
  // two turns of the page's task queue: time for the app to act on that answer
  for (let turn = 0; turn < 2; turn++)
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  releaseStart();

  await expect(page).toHaveURL(/\/professional-checkout$/);
  await expect(page.getByTestId("setup-fee")).toHaveText(/236,81\s€/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // whatever the app still had in flight is done: it stays on the checkout
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/professional-checkout$/);
  await expect(page.getByTestId("setup-fee")).toBeVisible();
  // the banner's answer made the app reload nothing: no page data for the start form's
  // address (whose GET sends home) and none for the home page
  expect(asked.filter((entry) => entry.startsWith("GET /professional-start"))).toEqual([]);
  expect(asked).not.toContain("GET /");
  expect((await context.cookies()).find((c) => c.name === "cookieConsent")?.value).toBe("all");
});
