import { customerWithOrder } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { acceptCookies, headerItem, uniqueEmail } from "./helpers";

const phone = { width: 390, height: 844 };

test("prices keep their parts together: '+199 €' and '19 % MwSt.' never wrap apart", async ({
  page,
}) => {
  await page.goto("/package-selection?paymentType=onetime");
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).toContain("19\u00a0%\u00a0MwSt.");
  expect(text).toMatch(/\+\d+\u00a0€/);
  expect(text).not.toMatch(/\+\d+ €|\+ \d/);
});

test("the cookie banner stays out of the admin area", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie-Hinweis" })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Cookie-Hinweis" })).toBeVisible();
});

test("the phone menu closes after choosing a section", async ({ page }, info) => {
  test.skip(info.project.name !== "js", "without JavaScript the browser leaves the details open");
  await page.setViewportSize(phone);
  await page.goto("/");
  await acceptCookies(page);
  const menu = page.locator("details").filter({ has: page.getByLabel("Menü") });
  await page.getByLabel("Menü").click();
  await expect(menu).toHaveAttribute("open", "");
  await page.getByRole("navigation", { name: "Mobile Navigation" }).getByText("Preise").click();
  await expect(page).toHaveURL(/#preise$/);
  await expect(menu).not.toHaveAttribute("open", "");
});

test("a long e-mail address and 'E-Mail-Adresse' stay inside the check-e-mail card at 390 px", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const email = uniqueEmail("eine-sehr-lange-adresse-fuer-das-schmale-telefon");
  await page.goto("/package-selection?paymentType=onetime");
  await acceptCookies(page);
  await page.getByRole("button", { name: "Standard wählen" }).click();
  await page.getByLabel("Vorname").fill("Erika");
  await page.getByLabel("Nachname").fill("Muster");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel(/^Passwort\*?$/).fill("geheim123");
  await page.getByLabel("Passwort bestätigen").fill("geheim123");
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.getByText("Registrierung erfolgreich")).toBeVisible();
  const card = (await page.locator("section[aria-labelledby=auth-title]").boundingBox())!;
  const address = (await page.getByText(email, { exact: true }).boundingBox())!;
  expect(address.x + address.width).toBeLessThanOrEqual(card.x + card.width);
  // "E-Mail-Adresse" in the title is one unbroken line box
  const lines = await page
    .getByRole("heading", { level: 1 })
    .locator("span", { hasText: "E-Mail-Adresse" })
    .evaluate((span) => span.getClientRects().length);
  expect(lines).toBe(1);
});

test("order tabs fit a phone, and the dashboard offers 'Abmelden' once", async ({
  browser,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const js = info.project.name === "js";
  const { context, page } = await customerWithOrder(browser, baseURL, js);
  for (const viewport of [phone, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/dashboard");
    // in the header's bar from 768 px, in its 'Menü' panel on a phone; never twice
    await expect(await headerItem(page, "button", "Abmelden")).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Abmelden" }).filter({ visible: true }),
    ).toHaveCount(1);
  }
  await page.setViewportSize(phone);
  await page.getByRole("link", { name: "Details vervollständigen" }).first().click();
  if (js) {
    for (const tab of await page.getByRole("tab").all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
  }
  await context.close();
});

test("unknown demo slugs answer with the German not-found page", async ({ page }) => {
  for (const path of ["/portfolio/xyz", "/beispiele/xyz"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Not Found")).toHaveCount(0);
  }
  await page.goto("/beispiele/anwalt-schmidt");
  await expect(page.getByRole("link", { name: "Unsere Standorte" })).toBeVisible();
});
