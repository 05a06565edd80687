import { expectNoSeriousViolations } from "./a11y";
import { customerWithOrder } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { acceptCookies } from "./helpers";

test("no serious accessibility violations on /admin/login (also with its error)", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await expectNoSeriousViolations(page);
  await acceptCookies(page, "Nur notwendige");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("no serious accessibility violations on the admin dashboard and an order's tabs", async ({
  page,
  browser,
  baseURL,
  admin: _signedIn,
}) => {
  test.setTimeout(120_000);
  const customer = await customerWithOrder(browser, baseURL, true);
  await customer.context.close();
  await page.goto("/admin/dashboard");
  await expectNoSeriousViolations(page);
  await page.goto(`/admin/dashboard?q=${customer.shortId}`);
  await page
    .getByRole("link", { name: /^Details/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(customer.shortId);
  for (const tab of ["company", "services", "pages", "payment"]) {
    await page.goto(`${new URL(page.url()).pathname}?tab=${tab}`);
    await expectNoSeriousViolations(page);
  }
});
