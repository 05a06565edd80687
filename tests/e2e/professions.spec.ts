import { expectNoSeriousViolations } from "./a11y";
import { expect, test, type BrowserContext } from "./fixtures";
import { acceptCookies } from "./helpers";

// Expected values are written out from the spec (02 §2.5, 01 §9), not read from the
// catalogue, so a wrong catalogue entry makes these tests fail.
const PAGES = [
  {
    path: "/steuerberater",
    profession: "steuerberater",
    title: /Steuerberater/,
    examples: ["steuerberater-weber", "steuerberater-mueller"],
  },
  {
    path: "/anwaelte",
    profession: "anwaelte",
    title: /Rechtsanwälte/,
    examples: ["anwalt-hoffmann", "anwalt-schmidt"],
  },
  {
    path: "/aerzte",
    profession: "aerzte",
    title: /Arztpraxen/,
    examples: ["arzt-bergmann", "arzt-kaiser"],
  },
] as const;

const SECTIONS = ["vorteile", "ablauf", "preis", "features", "kundenstimmen", "beispiele", "faq"];

/** Reads the (signed, not encrypted) Remix cookie session: base64 JSON before the last dot. */
async function visitorSession(context: BrowserContext): Promise<Record<string, unknown> | null> {
  const cookie = (await context.cookies()).find((c) => c.name === "__session");
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.value);
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8"));
}

for (const p of PAGES) {
  test.describe(`profession page ${p.path}`, () => {
    test("answers 200 with one h1, every section and the six steps; no serious accessibility violations", async ({
      visitorPage: page,
    }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(p.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      for (const id of SECTIONS) await expect(page.locator(`section#${id}`)).toHaveCount(1);
      const steps = page.locator("#ablauf ol > li");
      await expect(steps).toHaveCount(6);
      for (const [i, text] of [
        "Einrichtungsgebühr zahlen",
        "Portal",
        "Angaben eintragen",
        "5 Werktagen",
        "Abnahme",
        "Abo startet",
      ].entries())
        await expect(steps.nth(i)).toContainText(text);
      await expect(page.locator("#kundenstimmen figure")).toHaveCount(3);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // the accessibility scan on the same load (a second load cost ~2 s of CPU)
      await expectNoSeriousViolations(page);
    });

    // a fresh page: the jump to the anchor is about scrolling, and on the shared visitor page
    // it failed in a full run (the heading never came into view after another test's page)
    test("'Jetzt anfragen' in the header leads to the features section", async ({ page }) => {
      await page.goto(p.path);
      await acceptCookies(page);
      const cta = page.getByRole("banner").getByRole("link", { name: "Jetzt anfragen" });
      await expect(cta).toHaveAttribute("href", "#features");
      await cta.click();
      await expect(page).toHaveURL(/#features$/);
      await expect(
        page.getByRole("heading", { level: 2, name: /online braucht/ }),
      ).toBeInViewport();
    });

    test("example sites open in a new tab", async ({ visitorPage: page }) => {
      await page.goto(p.path);
      const links = page.locator("#beispiele a");
      await expect(links).toHaveCount(2);
      for (const [i, slug] of p.examples.entries()) {
        await expect(links.nth(i)).toHaveAttribute("href", `/beispiele/${slug}`);
        await expect(links.nth(i)).toHaveAttribute("target", "_blank");
        await expect(links.nth(i)).toHaveAttribute("rel", /noopener/);
      }
    });

    test("price card shows 69 € a month and the 199 € setup fee", async ({ visitorPage: page }) => {
      await page.goto(p.path);
      const card = page.getByTestId("price-card");
      await expect(card.getByTestId("price-monthly")).toHaveText("69 €");
      await expect(card.getByTestId("price-setup")).toHaveText("199 €");
      await expect(card).toContainText("/ Monat");
      await expect(card).toContainText("nicht erstattbar");
      await expect(card).toContainText("zzgl. MwSt.");
      await expect(card).toContainText("erst nach Abnahme");
      await expect(card).toContainText("Mindestlaufzeit 12 Monate");
    });

    test("FAQ: first item open, items toggle, answers match the terms", async ({
      visitorPage: page,
    }) => {
      await page.goto(p.path);
      await acceptCookies(page);
      const items = page.locator("#faq details");
      await expect(items.first()).toHaveAttribute("open", "");
      await expect(items.nth(1)).not.toHaveAttribute("open", "");
      await items.nth(1).locator("summary").click();
      await expect(items.nth(1)).toHaveAttribute("open", "");
      await items.first().locator("summary").click();
      await expect(items.first()).not.toHaveAttribute("open", "");
      const faq = page.locator("#faq");
      for (const text of [
        "mit einer Frist von einem Monat zum Monatsende",
        "2 Änderungswünsche",
        "5 Werktagen",
        "Korrekturschleife",
        "12 Monate",
        "nach Ihrer Abnahme",
      ])
        await expect(faq).toContainText(text);
    });

    test(
      "start button keeps the profession in the session and goes to the checkout",
      { tag: "@no-js" },
      async ({ page, context }) => {
        await page.goto(p.path);
        await acceptCookies(page);
        const start = page.getByTestId("price-card").getByRole("button", { name: /Jetzt starten/ });
        await expect(start).toBeVisible();
        await start.click();
        // the checkout itself belongs to another issue, so a 404 there is fine for now
        await expect(page).toHaveURL(/\/professional-checkout$/);
        const session = await visitorSession(context);
        expect(session).toMatchObject({ profession: p.profession });
      },
    );

    test("no horizontal overflow at 390 px", async ({ visitorPage: page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(p.path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expect(
        page.getByRole("banner").getByRole("link", { name: "Jetzt anfragen" }),
      ).toBeVisible();
    });
  });
}

test(
  "every start form posts its own profession to /professional-start",
  { tag: "@no-js" },
  async ({ visitorPage: page }) => {
    for (const p of PAGES) {
      await page.goto(p.path);
      const forms = page.locator('form[action="/professional-start"]');
      expect(await forms.count()).toBeGreaterThanOrEqual(1);
      for (const form of await forms.all()) {
        await expect(form).toHaveAttribute("method", "post");
        await expect(form.locator('input[type="hidden"][name="profession"]')).toHaveValue(
          p.profession,
        );
      }
    }
  },
);
