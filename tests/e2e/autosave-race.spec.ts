import { expect, test } from "./fixtures";
import { isJsProject, waitForHydration } from "./helpers";
import type { Request, Route } from "@playwright/test";

/** A held request: `arrived` once the browser sent it, `release()` lets it through. */
function holdOnce(match: (request: Request) => boolean) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let taken = false;
  return {
    arrived,
    release,
    handler: async (route: Route) => {
      if (taken || !match(route.request())) return route.fallback();
      taken = true;
      arrive();
      await held;
      await route.fallback();
    },
  };
}

// A clean-clone CI run missed 'Entwurf gespeichert' after the save button: a draft autosave
// that was still on its way answered while the save's redirect loaded the page again.
test("an autosave answering during 'Entwurf speichern' keeps its 'Entwurf gespeichert' notice", async ({
  page,
  customer,
}, info) => {
  test.skip(!isJsProject(info.project.name), "the autosave needs JavaScript");
  await page.goto(`/order-details/${customer.orderId}`);
  await waitForHydration(page);

  const autosave = holdOnce(
    (request) => request.method() === "POST" && /\bautosave\b/.test(request.postData() ?? ""),
  );
  // the page data the save's redirect asks for (the order details route, not the root)
  const pageData = holdOnce(
    (request) => request.method() === "GET" && /_data=routes%2Forder-details/.test(request.url()),
  );
  await page.route("**/order-details/**", autosave.handler);
  await page.route("**/order-details/**", pageData.handler);

  await page.getByLabel(/^Firmenname/).fill("Muster Möbel GmbH");
  await autosave.arrived;

  const rootLoaded = page.waitForResponse(
    (response) => response.request().method() === "GET" && response.url().includes("_data=root"),
  );
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  // the redirect's root data (with the notice) is in; the page's own data is still held
  await pageData.arrived;
  await rootLoaded;

  const autosaveAnswered = page.waitForEvent("requestfinished", (request) =>
    /\bautosave\b/.test(request.postData() ?? ""),
  );
  autosave.release();
  await autosaveAnswered;
  // two turns of the page's task queue: time for the app to act on the autosave's answer
  for (let turn = 0; turn < 2; turn++)
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  pageData.release();

  await expect(page.getByText("Entwurf gespeichert")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Firmenname/)).toHaveValue("Muster Möbel GmbH");
});
