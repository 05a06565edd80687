import { expectNoSeriousViolations } from "./a11y";
import { expect, test } from "./fixtures";
import { acceptCookies } from "./helpers";
import { buyProfessional } from "./professional-helpers";

test("professional checkout has no serious accessibility violations", async ({ page }) => {
  await page.goto("/anwaelte");
  await acceptCookies(page);
  await page
    .getByRole("button", { name: /Jetzt starten/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/professional-checkout$/);
  await expectNoSeriousViolations(page);
});

test("payment success and portal steps have no serious accessibility violations", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await buyProfessional(page, "aerzte");
  await expect(page.getByRole("button", { name: "Passwort setzen und weiter" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Später festlegen" }).click();
  await expect(page).toHaveURL(/\/professional-portal\?orderId=/);
  await expectNoSeriousViolations(page);
  const url = page.url();
  for (const step of [5, 6]) {
    await page.goto(`${url}&step=${step}`);
    await expectNoSeriousViolations(page);
  }
});
