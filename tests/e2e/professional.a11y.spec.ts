import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { acceptCookies } from "./helpers";
import { buyProfessional } from "./professional-helpers";

async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("professional checkout has no serious accessibility violations", async ({ page }) => {
  await page.goto("/anwaelte");
  await acceptCookies(page);
  await page.getByRole("button", { name: /Jetzt starten/ }).first().click();
  await expect(page).toHaveURL(/\/professional-checkout$/);
  await noSeriousViolations(page);
});

test("payment success and portal steps have no serious accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  await buyProfessional(page, "aerzte");
  await expect(page.getByRole("button", { name: "Passwort setzen und weiter" })).toBeVisible();
  await noSeriousViolations(page);
  await page.getByRole("link", { name: "Später festlegen" }).click();
  await expect(page).toHaveURL(/\/professional-portal\?orderId=/);
  await noSeriousViolations(page);
  const url = page.url();
  for (const step of [5, 6]) {
    await page.goto(`${url}&step=${step}`);
    await noSeriousViolations(page);
  }
});
