import { expect, test } from "./fixtures";
import { acceptCookies, waitForHydration } from "./helpers";

test.describe("landing page", () => {
  test("shows every section and the marketing claims", async ({ visitorPage: page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Seitenwerk/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    for (const id of ["leistungen", "preise", "portfolio", "faq", "kundenstimmen"])
      await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.getByText("bis zur ersten Vorschau")).toBeVisible();
    await expect(page.getByText("500+")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    for (const label of ["Leistungen", "Portfolio", "Preise", "Kundenstimmen"])
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }),
    ).toHaveAttribute("href", "/impressum");
    for (const href of ["/steuerberater", "/anwaelte", "/aerzte", "/datenschutz", "/agb"])
      await expect(page.getByRole("contentinfo").locator(`a[href="${href}"]`)).toHaveCount(1);
  });

  test("portfolio cards open the demo in a new tab", async ({ visitorPage: page }) => {
    await page.goto("/");
    const cards = page.locator('#portfolio a[href^="/portfolio/"]');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card).toHaveAttribute("target", "_blank");
    await expect(page.locator('#portfolio a[href="/portfolio/baeckerei-richter"]')).toHaveAttribute(
      "rel",
      /noopener/,
    );
  });

  test("FAQ: first item open, items toggle independently", async ({ visitorPage: page }) => {
    await page.goto("/");
    await acceptCookies(page);
    const items = page.locator("#faq details");
    await expect(items.first()).toHaveAttribute("open", "");
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.first()).toHaveAttribute("open", "");
    await items.first().locator("summary").click();
    await expect(items.first()).not.toHaveAttribute("open", "");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(page.getByText("Das Hosting ist im ersten Jahr kostenlos")).toBeVisible();
  });

  test(
    "cookie banner stores the choice and stays away",
    { tag: "@no-js" },
    async ({ page, context }, info) => {
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Cookie-Hinweis" });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
        "href",
        "/datenschutz",
      );
      if (info.project.name === "js") await waitForHydration(page);
      await banner.getByRole("button", { name: "Nur notwendige" }).click();
      await expect(banner).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      // with JavaScript the banner hides at once and the cookie follows with the post's answer
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === "cookieConsent")?.value)
        .toBe("necessary");
      if (info.project.name === "js")
        expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("necessary");
      await page.goto("/package-selection");
      await expect(page.getByRole("region", { name: "Cookie-Hinweis" })).toHaveCount(0);
    },
  );

  test("unknown paths answer 404 with a German page", async ({ visitorPage: page }) => {
    const response = await page.goto("/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  });

  test("keeps a gclid from the query", async ({ page, context }) => {
    await page.goto("/?gclid=test-click-123");
    const session = (await context.cookies()).find((c) => c.name === "__session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
  });
});
