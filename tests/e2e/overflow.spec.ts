// Every screen fits a 390 px phone: nothing may widen the page beyond the viewport
// (issue 17: a hidden table label once made the admin dashboard 907 px wide).
import { customerWithOrder } from "./admin-helpers";
import { expect, test, signInAsNewAdmin, type Page } from "./fixtures";
import { acceptCookies } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({ page: _page }, info) => {
  test.skip(info.project.name !== "js", "layout does not depend on JavaScript; checked once");
});

const PUBLIC_PATHS = [
  "/",
  "/package-selection",
  "/package-selection?paymentType=subscription",
  "/register",
  "/login",
  "/forgot-password",
  "/verify-email/resend",
  "/kontakt",
  "/impressum",
  "/datenschutz",
  "/agb",
  "/steuerberater",
  "/anwaelte",
  "/aerzte",
  "/admin/login",
  "/gibt-es-nicht",
  "/portfolio/xyz",
  "/beispiele/xyz",
  ...[
    "cafe-marktplatz",
    "zimmerei-zimmermann",
    "blumenhaus-berger",
    "fahrschule-hoffmann",
    "physiotherapie-klein",
    "baeckerei-richter",
  ].map((slug) => `/portfolio/${slug}`),
  ...[
    "steuerberater-weber",
    "steuerberater-mueller",
    "anwalt-hoffmann",
    "anwalt-schmidt",
    "arzt-bergmann",
    "arzt-kaiser",
  ].map((slug) => `/beispiele/${slug}`),
];

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${path} is ${scrollWidth}px wide`).toBeLessThanOrEqual(innerWidth);
}

test("every public page fits 390 px", async ({ visitorPage: page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await acceptCookies(page);
  for (const path of PUBLIC_PATHS) await expectFits(page, path);
});

test("the signed-in customer's and the admin's pages fit 390 px", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await customerWithOrder(browser, baseURL, true);
  await customer.page.setViewportSize({ width: 390, height: 844 });
  const orderLink = customer.page
    .getByTestId("order-card")
    .first()
    .getByRole("link", { name: /Details/ })
    .first();
  const orderPath = new URL((await orderLink.getAttribute("href"))!, baseURL).pathname;
  const orderId = orderPath.split("/").pop()!;
  for (const path of [
    "/dashboard",
    orderPath,
    `/checkout/${orderId}`,
    "/package-selection",
    "/nachrichten",
  ])
    await expectFits(customer.page, path);
  await customer.context.close();

  await signInAsNewAdmin(page);
  await expectFits(page, "/admin/dashboard");
  await expectFits(page, "/admin/inquiries");
  await expectFits(page, "/admin/nachrichten");
  await expectFits(page, `/admin/orders/${orderId}`);
});
