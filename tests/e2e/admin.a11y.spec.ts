import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { adminSignIn, customerWithOrder } from "./admin-helpers";
import { acceptCookies } from "./helpers";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("no serious accessibility violations on /admin/login (also with its error)", async ({ page }) => {
  await page.goto("/admin/login");
  await expectNoSeriousViolations(page);
  await acceptCookies(page, "Nur notwendige");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("no serious accessibility violations on the admin dashboard and an order's tabs", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const customer = await customerWithOrder(browser, baseURL, true);
  await customer.context.close();
  await adminSignIn(page);
  await expectNoSeriousViolations(page);
  await page.goto(`/admin/dashboard?q=${customer.shortId}`);
  await page.getByRole("link", { name: /^Details/ }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(customer.shortId);
  for (const tab of ["company", "services", "pages", "payment"]) {
    await page.goto(`${new URL(page.url()).pathname}?tab=${tab}`);
    await expectNoSeriousViolations(page);
  }
});
