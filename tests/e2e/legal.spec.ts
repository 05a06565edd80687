import { expect, test } from "./fixtures";
import { acceptCookies } from "./helpers";

const LEGAL = [
  {
    path: "/agb",
    h1: "Allgemeine Geschäftsbedingungen (AGB)",
    sections: 17,
    firstHeading: /^§ 1 /,
  },
  {
    path: "/datenschutz",
    h1: "Datenschutzerklärung",
    sections: 16,
    firstHeading: /^1\. Verantwortlicher/,
  },
  { path: "/impressum", h1: "Impressum", sections: null, firstHeading: /^Anbieter/ },
] as const;

for (const doc of LEGAL) {
  test.describe(`legal page ${doc.path}`, () => {
    test("answers 200 with its title, sections, back button and legal footer", async ({
      visitorPage: page,
    }) => {
      const response = await page.goto(doc.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.h1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const headings = page.locator("article section > h2");
      if (doc.sections !== null) await expect(headings).toHaveCount(doc.sections);
      await expect(headings.first()).toHaveText(doc.firstHeading);
      await expect(
        page.getByRole("link", { name: "Zurück zur Startseite" }).first(),
      ).toHaveAttribute("href", "/");
      const footer = page.getByRole("contentinfo");
      for (const href of ["/impressum", "/datenschutz", "/agb"])
        await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    });

    test("back-to-start button leads home", async ({ visitorPage: page }) => {
      await page.goto(doc.path);
      await acceptCookies(page);
      await page.getByRole("link", { name: "Zurück zur Startseite" }).last().click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("no horizontal overflow at 390 px", async ({ visitorPage: page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(doc.path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  });
}

test("AGB: table of contents links every section; the terms figures are stated", async ({
  visitorPage: page,
}) => {
  await page.goto("/agb");
  const toc = page.locator('aside nav[aria-label="Inhaltsverzeichnis"] a');
  await expect(toc).toHaveCount(17);
  for (const link of await toc.all()) {
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^#p\d+$/);
    await expect(page.locator(`article section${href}`)).toHaveCount(1);
  }
  const article = page.locator("article");
  for (const text of [
    "Zusätzliche Seite 99 € je Seite",
    "59 € bis 129 €",
    "15 € oder 19 € monatlich",
    "Laufzeit von 12 Monaten",
    "99 € für bis zu eine Stunde",
    "69 € berechnet",
    "innerhalb von 5 Werktagen",
    "beträgt 12 Monate ab Abnahme",
    "mindestens 6 Wochen vor ihrem Wirksamwerden",
    "innerhalb von 6 Wochen nach Zugang",
    "innerhalb von 30 Tagen",
    "12 Monaten oder 24 Monaten",
    "Frist von einem Monat",
    "innerhalb von 14 Tagen nach Bereitstellung einer Vorschau",
    "erste Vorschau der Website innerhalb von 7 Tagen",
    "eine Korrekturschleife",
    "erst ab der Abnahme",
    "als Unternehmer handelt",
    "aktiv",
  ])
    await expect(article).toContainText(text);
  // the spec's retired second reading of the extra page (decisions: one price everywhere)
  for (const text of ["149 €", "179 €"]) await expect(article).not.toContainText(text);
});

test("Datenschutz names the processing this product really does", async ({ visitorPage: page }) => {
  await page.goto("/datenschutz");
  const article = page.locator("article");
  for (const text of [
    "Server-Logdateien",
    "„Nur notwendige“",
    "„Alle akzeptieren“",
    "localStorage",
    "„cookieConsent“",
    "S3-kompatiblen",
    "Stripe",
    "gclid",
    "Aufsichtsbehörde",
    "Art. 15 DSGVO",
  ])
    await expect(article).toContainText(text);
});

test("Impressum shows the provider details or loud placeholders", async ({ visitorPage: page }) => {
  await page.goto("/impressum");
  const article = page.locator("article");
  for (const heading of [
    "Anbieter",
    "Vertreten durch",
    "Kontakt",
    "Registereintrag",
    "Umsatzsteuer",
  ])
    await expect(article.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  // the e2e server configures no provider, so every value is a visible placeholder
  await expect(article).toContainText("[Firmenname – bitte PROVIDER_NAME setzen]");
  await expect(article).toContainText("bitte PROVIDER_VAT_ID setzen");
});

test("/weiterleitung sends to the start page", async ({ visitorPage: page }) => {
  await page.goto("/weiterleitung");
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("GET /professional-start sends to the start page", async ({ visitorPage: page }) => {
  await page.goto("/professional-start");
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});
