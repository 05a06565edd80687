import { expectNoSeriousViolations } from "./a11y";
import { expect, test, type Page } from "./fixtures";
import { acceptCookies, isJsProject } from "./helpers";
import type { Locator } from "@playwright/test";

// Expectations written out here (not imported from the app) so a content change is noticed.
const PAGES = [
  {
    path: "/portfolio/cafe-marktplatz",
    title: /Café am Marktplatz/,
    anchors: ["ueber-uns", "spezialitaeten", "galerie", "veranstaltungen", "kontakt"],
    texts: ["Unsere Spezialitäten", "Galerie"],
  },
  {
    path: "/portfolio/zimmerei-zimmermann",
    title: /Zimmerei Zimmermann/,
    anchors: ["leistungen", "projekte", "ueber-uns", "kontakt"],
    texts: ["Ausgewählte Projekte", "Dachstühle"],
  },
  {
    path: "/portfolio/blumenhaus-berger",
    title: /Blumenhaus Berger/,
    anchors: ["sortiment", "anlaesse", "hochzeit", "kontakt"],
    texts: ["15 €", "35 €", "Kostenlose Lieferung ab 30 €"],
  },
  {
    path: "/portfolio/fahrschule-hoffmann",
    title: /Fahrschule Hoffmann/,
    anchors: ["ausbildung", "preise", "team", "stimmen", "kontakt"],
    texts: ["899 €", "1.599 €", "2.199 €"],
  },
  {
    path: "/portfolio/physiotherapie-klein",
    title: /Physiotherapie Klein/,
    anchors: ["leistungen", "praxis", "team", "kontakt"],
    texts: ["Massage", "Sportphysiotherapie"],
  },
  {
    path: "/portfolio/baeckerei-richter",
    title: /Bäckerei Richter/,
    anchors: ["sortiment", "tradition", "handwerk", "filialen", "kontakt"],
    texts: ["Mo-Fr 6:00-19:00", "50+", "Brotsorten"],
  },
  {
    path: "/beispiele/steuerberater-weber",
    title: /Frankfurt/,
    anchors: ["home", "leistungen", "team", "referenzen", "kontakt"],
    texts: ["500+", "8:00-18:00"],
  },
  {
    path: "/beispiele/steuerberater-mueller",
    title: /München/,
    anchors: ["home", "kompetenzen", "team", "mandanten", "kontakt"],
    texts: ["1.200+", "8:00-19:00", "9:00-13:00 nach Vereinbarung"],
  },
  {
    path: "/beispiele/anwalt-hoffmann",
    title: /Berlin/,
    anchors: ["home", "rechtsgebiete", "team", "erfolge", "kontakt"],
    texts: ["Strafrecht", "Arbeitsrecht", "Familienrecht", "5.000+", "48.000 €"],
  },
  {
    path: "/beispiele/anwalt-schmidt",
    title: /Hamburg, London und New York/,
    anchors: ["home", "expertise", "team", "international", "kontakt"],
    texts: ["Our Offices", "New York"],
  },
  {
    path: "/beispiele/arzt-bergmann",
    title: /Kardiologie/,
    anchors: ["home", "leistungen", "team", "praxis", "kontakt"],
    texts: [
      "Termin online buchen",
      "Termin vereinbaren",
      "Notfall-Hotline: 116 117",
      "Virtuelle Praxistour",
      "10.000+",
      "4.9",
    ],
  },
  {
    path: "/beispiele/arzt-kaiser",
    title: /Hausarztpraxis/,
    anchors: ["home", "leistungen", "team", "aktuelles", "kontakt"],
    texts: [
      "Online-Terminbuchung",
      "Videosprechstunde",
      "COVID-19",
      "E-Rezept",
      "Urlaubsvertretung",
      "Online-Termin buchen",
      "Anrufen",
      "15.000+",
      "98%",
    ],
  },
];

test("unknown demo slugs answer 404", async ({ visitorPage: page }) => {
  expect((await page.goto("/portfolio/gibt-es-nicht"))?.status()).toBe(404);
  expect((await page.goto("/beispiele/gibt-es-nicht"))?.status()).toBe(404);
});

test("bakery: six products with prices and a cart button that does nothing, hours badge, stats", async ({
  visitorPage: page,
}) => {
  await page.goto("/portfolio/baeckerei-richter");
  const products = page.locator("#sortiment article");
  await expect(products).toHaveCount(6);
  for (const [name, price] of [
    ["Sauerteigbrot", "3,50 €"],
    ["Baguette", "2,20 €"],
    ["Croissant", "1,80 €"],
    ["Brezel", "1,20 €"],
    ["Vollkornbrot", "4,20 €"],
    ["Roggenbrot", "3,80 €"],
  ]) {
    const card = products.filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card.getByText(price)).toBeVisible();
    await expect(card.getByRole("button", { name: "In den Warenkorb" })).toHaveAttribute(
      "type",
      "button",
    );
  }
  await expect(page.locator("#sortiment").getByText("Dies ist eine Demo-Seite")).toBeVisible();
  for (const hours of ["Mo-Fr 6:00-19:00", "Sa 6:00-18:00", "So 7:00-17:00"])
    await expect(page.locator("#start").getByText(hours)).toBeVisible();
  await expect(page.getByText("Filialen in Köln")).toBeVisible();
  await expect(page.locator("#handwerk li")).toHaveCount(4);
  await expect(page.locator("#torten img")).toHaveCount(4);
  await expect(page.locator("#filialen").getByRole("button", { name: "Route planen" })).toHaveCount(
    3,
  );
  await expect(page.locator("#stimmen figure")).toHaveCount(2);
});

// The rotations run on Playwright's fake clock: time is advanced, never waited for.
// A second at a time, shorter than any rotation interval, so no slide is skipped.
async function tickUntil(page: Page, element: Locator, attribute: string, value: string) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return element.getAttribute(attribute);
    })
    .toBe(value);
}

// The suite runs with reduced motion (playwright.config.ts); rotation is what these test
test.describe("with motion", () => {
  test.use({ reducedMotion: "no-preference" });

  test("bakery hero keeps an undisplayed slide index that cycles with JS", async ({ page }) => {
    await page.clock.install();
    await page.goto("/portfolio/baeckerei-richter");
    const hero = page.locator("#start");
    await expect(hero).toHaveAttribute("data-hero-slide", "0");
    // the slide changes every 3 s: ticks until the page has hydrated and ticked
    await tickUntil(page, hero, "data-hero-slide", "1");
  });

  for (const { path, count, interval } of [
    { path: "/portfolio/cafe-marktplatz", count: 3, interval: "5000" },
    { path: "/portfolio/zimmerei-zimmermann", count: 4, interval: "4000" },
    { path: "/portfolio/fahrschule-hoffmann", count: 3, interval: "5000" },
  ]) {
    test(
      `${path}: every carousel item is in the DOM; it rotates only with JS`,
      { tag: "@no-js" },
      async ({ page }, info) => {
        await page.clock.install();
        await page.goto(path);
        const carousel = page.locator("[data-carousel]");
        await expect(carousel).toHaveAttribute("data-interval", interval);
        await expect(carousel.locator("[data-carousel-item]")).toHaveCount(count);
        if (!isJsProject(info.project.name)) {
          await expect(carousel).toHaveAttribute("data-carousel", "static");
          return;
        }
        await expect(carousel).toHaveAttribute("data-carousel", "live");
        await expect(carousel).toHaveAttribute("data-carousel-index", "0");
        await tickUntil(page, carousel, "data-carousel-index", "1");
        await carousel.getByRole("button", { name: "Nächste Folie" }).click();
        await expect(carousel).toHaveAttribute("data-carousel-index", "2");
      },
    );
  }
});

test("carousels do not rotate for visitors who prefer reduced motion", async ({ page }, info) => {
  test.skip(!isJsProject(info.project.name), "only with JavaScript");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/portfolio/zimmerei-zimmermann");
  const carousel = page.locator("[data-carousel]");
  await expect(carousel).toHaveAttribute("data-carousel", "live");
  // the slides announce themselves only while nothing rotates
  await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(3 * 4_000);
  await expect(carousel).toHaveAttribute("data-carousel-index", "0");
});

async function openAndCloseMobileMenu(page: Page, jsEnabled: boolean) {
  const panelLink = page
    .getByRole("navigation", { name: "Mobile Navigation" })
    .getByRole("link", { name: "Kontakt" });
  if (jsEnabled) {
    const toggle = page.locator("header button[aria-expanded]");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panelLink).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panelLink).toBeVisible();
    await toggle.click();
    await expect(panelLink).toBeHidden();
    await toggle.click();
    await panelLink.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panelLink).toBeHidden();
    await expect(page).toHaveURL(/#kontakt$/);
  } else {
    const summary = page.locator("header summary", { hasText: "Menü" });
    await expect(panelLink).toBeHidden();
    await summary.click();
    await expect(panelLink).toBeVisible();
    await summary.click();
    await expect(panelLink).toBeHidden();
  }
}

for (const path of [
  "/portfolio/baeckerei-richter",
  "/portfolio/cafe-marktplatz",
  "/beispiele/anwalt-hoffmann",
  "/beispiele/arzt-kaiser",
]) {
  test(
    `${path}: mobile menu opens and closes at 390 px`,
    { tag: "@no-js" },
    async ({ visitorPage: page }, info) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await acceptCookies(page);
      await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
      await openAndCloseMobileMenu(page, isJsProject(info.project.name));
    },
  );
}

test(
  "law, tax and doctor headers turn solid after 100 px; solid without JS",
  { tag: "@no-js" },
  async ({ visitorPage: page }, info) => {
    for (const path of [
      "/beispiele/steuerberater-weber",
      "/beispiele/anwalt-schmidt",
      "/beispiele/arzt-bergmann",
    ]) {
      await page.goto(path);
      const header = page.locator("header").first();
      if (!isJsProject(info.project.name)) {
        await expect(header).toHaveAttribute("data-header-state", "solid");
        continue;
      }
      await expect(header).toHaveAttribute("data-header-state", "clear");
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(header).toHaveAttribute("data-header-state", "solid");
      await page.evaluate(() => window.scrollTo(0, 50));
      await expect(header).toHaveAttribute("data-header-state", "clear");
    }
  },
);

type FieldSpec = {
  label: string;
  tag: "input" | "select" | "textarea";
  type?: string;
  required: boolean;
  options?: string[];
  rows?: string;
  placeholder?: string;
};
// Name, e-mail and phone open every enquiry form; the phone is required where the firm
// calls back.
const contactFields = (phoneRequired: boolean, name = "Name"): FieldSpec[] => [
  { label: name, tag: "input", type: "text", required: true },
  { label: "E-Mail", tag: "input", type: "email", required: true },
  { label: "Telefon", tag: "input", type: "tel", required: phoneRequired },
];
const select = (label: string, options: string[]): FieldSpec => ({
  label,
  tag: "select",
  required: false,
  options,
});
const textarea = (label: string, more: Partial<FieldSpec> = {}): FieldSpec => ({
  label,
  tag: "textarea",
  required: false,
  ...more,
});

const FORMS: Array<{ path: string; submit: string; fields: FieldSpec[] }> = [
  {
    path: "/beispiele/steuerberater-weber",
    submit: "Termin anfragen",
    fields: [...contactFields(false), textarea("Ihr Anliegen")],
  },
  {
    path: "/beispiele/steuerberater-mueller",
    submit: "Anfrage senden",
    fields: [
      ...contactFields(false),
      select("Anliegen", ["Erstberatung", "Unternehmensberatung", "Privatberatung", "Sonstiges"]),
      textarea("Nachricht"),
    ],
  },
  {
    path: "/beispiele/anwalt-hoffmann",
    submit: "Fall absenden",
    fields: [
      ...contactFields(true),
      select("Rechtsgebiet", [
        "Bitte wählen",
        "Strafrecht",
        "Arbeitsrecht",
        "Familienrecht",
        "Sonstiges",
      ]),
      textarea("Fallbeschreibung", { rows: "4" }),
    ],
  },
  {
    path: "/beispiele/anwalt-schmidt",
    submit: "Anfrage senden",
    fields: [
      ...contactFields(false, "Name / Unternehmen"),
      select("Standort", ["Hamburg", "London", "New York"]),
      textarea("Nachricht"),
    ],
  },
  {
    path: "/beispiele/arzt-bergmann",
    submit: "Termin anfragen",
    fields: [
      ...contactFields(true),
      select("Leistung", [
        "Vorsorgeuntersuchung",
        "Akute Beschwerden",
        "Kontrolluntersuchung",
        "Zweitmeinung",
      ]),
      textarea("Nachricht", { rows: "4", placeholder: "Beschreiben Sie kurz Ihr Anliegen..." }),
    ],
  },
  {
    path: "/beispiele/arzt-kaiser",
    submit: "Nachricht senden",
    fields: [
      ...contactFields(true),
      select("Betreff", ["Terminanfrage", "Rezeptbestellung", "Überweisung", "Allgemeine Anfrage"]),
      textarea("Nachricht"),
    ],
  },
];

/** The contact form of a demo: every field as promised, and a button that sends nothing. */
async function expectDemoFormSendsNothing(page: Page, form: (typeof FORMS)[number]) {
  await acceptCookies(page);
  const el = page.locator("#kontakt form");
  await expect(
    el.getByText("Dies ist eine Demo-Seite – das Formular wird nicht versendet."),
  ).toBeVisible();
  await expect(el.locator("input, select, textarea")).toHaveCount(form.fields.length);
  for (const field of form.fields) {
    // required labels end with a "*" marker
    const control = el.getByLabel(new RegExp(`^${field.label}\\*?$`));
    await expect(control).toBeVisible();
    expect(await control.evaluate((e) => e.tagName.toLowerCase())).toBe(field.tag);
    if (field.type) await expect(control).toHaveAttribute("type", field.type);
    if (field.required) await expect(control).toHaveAttribute("required", "");
    else await expect(control).not.toHaveAttribute("required", /.*/);
    if (field.rows) await expect(control).toHaveAttribute("rows", field.rows);
    if (field.placeholder) await expect(control).toHaveAttribute("placeholder", field.placeholder);
    if (field.options)
      expect(await control.locator("option").allTextContents()).toEqual(field.options);
  }
  const submit = el.getByRole("button", { name: form.submit });
  await expect(submit).toHaveAttribute("type", "button");
  const url = page.url();
  await el.locator("input").first().fill("Erika Mustermann");
  await submit.click();
  await expect(page).toHaveURL(url);
}

for (const demo of PAGES) {
  const form = FORMS.find((f) => f.path === demo.path);
  const formPart = form ? "; the demo form shows its fields and sends nothing" : "";
  test(`${demo.path}: answers 200 with title, anchors, sections and a Seitenwerk footer; no serious accessibility violations${formPart}`, async ({
    visitorPage: page,
  }) => {
    const response = await page.goto(demo.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(demo.title);
    await expect(page.locator("h1")).toHaveCount(1);
    for (const id of demo.anchors) {
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      await expect(page.locator(`header a[href="#${id}"]`).first()).toBeAttached();
    }
    for (const text of demo.texts)
      await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
    await expect(page.locator("main section").nth(3)).toBeAttached();
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Erstellt mit Seitenwerk" }),
    ).toHaveAttribute("href", "/");
    // no external hosts: every picture comes from this app
    for (const src of await page
      .locator("img")
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src") ?? "")))
      expect(src).toMatch(/^\/images\/portfolio\//);
    // the accessibility scan on the same load: a second load of these long pages cost the
    // suite ~2 s of CPU each
    await page.locator("[data-mobile-menu='button']").first().waitFor({ state: "attached" });
    await expectNoSeriousViolations(page);
    // the form on the same load too (it ends by clicking, so after the scan)
    if (form) await expectDemoFormSendsNothing(page, form);
  });
}
