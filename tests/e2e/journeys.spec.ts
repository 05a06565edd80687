// Issue 17, the journeys where money changes hands: the order details form (items 1–3 and
// the checkout notice of 13), the admin's status changes (5) and wording (12). Tagged
// @no-js where the plain-form path matters too; at 390 and 1280 px where layout matters.
import { expectNoSeriousViolations } from "./a11y";
import { refund } from "./admin-helpers";
import { paidStarterOrder } from "./delivery-helpers";
import {
  expect,
  test,
  signInAsNewAdmin,
  signInAsNewCustomer,
  type Browser,
  type Page,
} from "./fixtures";
import { isJsProject, reviewScreenshot, typeKeyByKey, waitForHydration } from "./helpers";

const WIDTHS = [390, 1280] as const;

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

const COMPANY = {
  "Straße und Hausnummer": "Hauptstraße 1",
  Postleitzahl: "10115",
  Ort: "Berlin",
  Ansprechpartner: "Erika Muster",
  Telefon: "030 123456",
  Branche: "Handwerk",
  "Beschreibung Ihres Unternehmens": "Wir bauen Möbel.",
};

async function fillCompany(page: Page) {
  await page.getByLabel(/^Firmenname/).fill("Muster Möbel GmbH");
  for (const [label, value] of Object.entries(COMPANY))
    await page.getByLabel(new RegExp(`^${label}\\*?$`)).fill(value);
}

for (const width of WIDTHS) {
  test(
    `order details: a failed 'Speichern und zur Zahlung' marks and names every section with errors (${width} px)`,
    { tag: "@no-js" },
    async ({ page }, info) => {
      const js = isJsProject(info.project.name);
      await page.setViewportSize({ width, height: 900 });
      const { orderId } = await signInAsNewCustomer(page);
      await page.goto(`/order-details/${orderId}`);
      if (js) await waitForHydration(page);
      await page.getByLabel(/^Firmenname/).fill("Muster GmbH");
      await page.getByRole("button", { name: "Speichern und zur Zahlung" }).click();

      // the banner names all three, as tabs with JavaScript, as sections without
      const where = js ? "in den Tabs" : "in den Bereichen";
      await expect(
        page
          .getByText(
            `Bitte füllen Sie alle rot markierten Felder ${where} „Unternehmen“, „Website“ und „Seiteninhalte“ aus.`,
          )
          .first(),
      ).toBeVisible();
      await expect(page.getByText("im Tab „Unternehmen“")).toHaveCount(0);
      if (js) {
        // every tab shows it visibly: a red count beside its name (and for screen readers)
        await expect(page.getByTestId("tab-errors-company")).toHaveText("7");
        await expect(page.getByTestId("tab-errors-website")).toHaveText("2");
        await expect(page.getByTestId("tab-errors-pages")).toHaveText("3");
        await expect(page.getByRole("tab", { name: "Website (2 fehlende Angaben)" })).toBeVisible();
        // the first tab with errors is open and its first missing field has the focus
        await expect(page.getByRole("tab", { name: /^Unternehmen/ })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(page.getByLabel(/^Straße und Hausnummer/)).toBeFocused();
        // the marks and the banner are readable for everyone (axe; hangs without JS)
        await expectNoSeriousViolations(page);
      } else {
        await expect(page.getByTestId("section-errors-company")).toHaveText(
          " (7 fehlende Angaben)",
        );
        await expect(page.getByTestId("section-errors-website")).toHaveText(
          " (2 fehlende Angaben)",
        );
        await expect(page.getByTestId("section-errors-pages")).toHaveText(" (3 fehlende Angaben)");
      }
      await expect(page.getByLabel(/^Firmenname/)).toHaveValue("Muster GmbH");
      await expect(page.getByLabel(/^Wunsch-Domain/)).toHaveAttribute("aria-invalid", "true");
      await noHorizontalOverflow(page);
      await reviewScreenshot(page, info, `failed-submit-${width}.png`, { fullPage: true });
    },
  );
}

for (const width of WIDTHS) {
  test(`order details, JS: typing slowly on 'Website' and 'Seiteninhalte' after a failed submit keeps the tab, the focus and every character (${width} px)`, async ({
    page,
  }, info) => {
    test.skip(!isJsProject(info.project.name), "the tabs exist with JavaScript only");
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // the autosave's timer runs on Playwright's clock: nothing is saved while typing
    await page.clock.install({ time: new Date("2026-11-23T09:00:00+01:00") });
    const { orderId } = await signInAsNewCustomer(page);
    await page.goto(`/order-details/${orderId}`);
    await waitForHydration(page);
    await page.clock.pauseAt(new Date("2026-11-23T09:30:00+01:00"));

    await fillCompany(page);
    await page.getByRole("button", { name: "Speichern und zur Zahlung" }).click();
    const banner = page.locator("#missing-fields");
    await expect(banner).toContainText(
      "Bitte füllen Sie alle rot markierten Felder in den Tabs „Website“ und „Seiteninhalte“ aus.",
    );
    const websiteTab = page.getByRole("tab", { name: /^Website/ });
    await expect(websiteTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("tab-errors-company")).toHaveCount(0);

    // from here on no request may leave the page while typing
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET") posts.push(r.url());
    });

    async function typeSlowly(field: ReturnType<Page["getByLabel"]>, text: string, tab: string) {
      await field.click();
      await typeKeyByKey(field, text);
      await expect(field).toHaveValue(text);
      await expect(field).toBeFocused();
      await expect(page.getByRole("tab", { name: new RegExp(`^${tab}`) })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    }

    await websiteTab.click();
    await typeSlowly(page.getByLabel(/^Wunsch-Domain/), "muster-moebel", "Website");
    await typeSlowly(
      page.getByLabel(/^Designwünsche und Vorbilder/),
      // short texts, yet with a space, a comma and an ß: every key waits for the page's
      // re-render, and 135 keys took ~10 of this test's 14 s on a slow machine
      "Hell, große Bilder",
      "Website",
    );
    await expect(page.getByTestId("tab-errors-website")).toHaveCount(0);
    // one section fixed: the banner now names only the other
    await expect(banner).toContainText("im Tab „Seiteninhalte“");

    await page.getByRole("tab", { name: /^Seiteninhalte/ }).click();
    for (const [i, name] of ["Startseite", "Seite 2", "Seite 3"].entries())
      await typeSlowly(
        page.getByRole("group", { name }).getByLabel(/^Inhalt und Beschreibung/),
        `Seite ${i + 1}: Wer wir sind.`,
        "Seiteninhalte",
      );

    // every error fixed: the banner and the tab marks are gone; nothing was sent
    await expect(banner).toBeHidden();
    await expect(page.locator("[data-testid^=tab-errors-]")).toHaveCount(0);
    expect(posts).toEqual([]);
    await expect(page.getByLabel(/^Ort/)).toHaveValue("Berlin");

    // the draft saves itself 2 s after the last keystroke, once (item 3)
    await page.clock.runFor(2_100);
    await expect(page.getByTestId("autosave")).toHaveText("Gespeichert um 09:30");
    expect(posts).toHaveLength(1);
    await reviewScreenshot(page, info, `typed-${width}.png`);
  });
}

test("order details, JS: before any submit, leaving a field checks only its format (postcode), nothing is flagged as missing", async ({
  page,
}, info) => {
  test.skip(!isJsProject(info.project.name), "the browser's checks need JavaScript");
  const { orderId } = await signInAsNewCustomer(page);
  await page.goto(`/order-details/${orderId}`);
  await waitForHydration(page);
  const zip = page.getByLabel(/^Postleitzahl/);
  await zip.fill("1011");
  await page.getByLabel(/^Ort/).focus();
  await expect(page.getByText("Bitte geben Sie eine fünfstellige Postleitzahl an.")).toBeVisible();
  await expect(page.getByText("Dieses Feld ist erforderlich")).toHaveCount(0);
  await expect(page.getByLabel(/^Ort/)).toBeFocused();
  await expect(page.locator("#missing-fields")).toHaveCount(0);
  // fixed while typing
  await zip.pressSequentially("5");
  await expect(page.getByText("Bitte geben Sie eine fünfstellige Postleitzahl an.")).toHaveCount(0);
  await expect(zip).toBeFocused();
});

for (const width of [390, 1280])
  test(`order details, JS: the draft autosave ('Gespeichert um HH:MM') survives a reload (${width} px)`, async ({
    page,
  }, info) => {
    test.skip(!isJsProject(info.project.name), "the autosave needs JavaScript");
    await page.setViewportSize({ width, height: 844 });
    await page.clock.install({ time: new Date("2026-11-23T14:00:00+01:00") });
    const { orderId } = await signInAsNewCustomer(page);
    await page.goto(`/order-details/${orderId}`);
    await waitForHydration(page);
    await page.clock.pauseAt(new Date("2026-11-23T14:05:00+01:00"));
    await typeKeyByKey(page.getByLabel(/^Firmenname/), "Autosave GmbH");
    await page.getByLabel(/^USt-IdNr/).fill("123 falsch");
    await page.getByRole("tab", { name: /^Website/ }).click();
    await page.getByLabel(/^Farbwünsche/).fill("Dunkelgrün");
    await expect(page.getByTestId("autosave")).toHaveText("");
    await page.clock.runFor(2_100);
    await expect(page.getByTestId("autosave")).toHaveText("Gespeichert um 14:05");

    // a reload (or a crash) keeps it; a malformed field alone is left out
    await page.clock.resume();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel(/^Firmenname/)).toHaveValue("Autosave GmbH");
    await expect(page.getByLabel(/^USt-IdNr/)).toHaveValue("");
    await page.getByRole("tab", { name: /^Website/ }).click();
    await expect(page.getByLabel(/^Farbwünsche/)).toHaveValue("Dunkelgrün");
  });

test("order details, JS: going back from the checkout does not replay 'Sie werden zur Zahlung weitergeleitet'", async ({
  page,
}, info) => {
  test.skip(!isJsProject(info.project.name), "the notice is the JavaScript path's");
  const { orderId } = await signInAsNewCustomer(page, { packageId: "starter" });
  await page.goto(`/order-details/${orderId}`);
  await waitForHydration(page);
  await fillCompany(page);
  await page.getByRole("tab", { name: /^Website/ }).click();
  await page.getByLabel(/^Wunsch-Domain/).fill("muster-moebel");
  await page.getByLabel(/^Designwünsche/).fill("Hell");
  await page.getByRole("tab", { name: /^Seiteninhalte/ }).click();
  await page.getByLabel(/^Inhalt und Beschreibung/).fill("Willkommen");
  // the notice stands for half a second, then the page moves on: on a loaded machine a polling
  // assertion can miss that window, so the page itself records every notice it shows (a
  // client-side navigation keeps the document, and with it the record)
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver(() => {
      const toast = document.querySelector('[data-testid="toast"]');
      if (toast?.textContent) seen.push(toast.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole("button", { name: "Speichern und zur Zahlung" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${orderId}$`));
  const seenToasts = await page.evaluate(
    () => (window as unknown as { seenToasts: string[] }).seenToasts,
  );
  expect(seenToasts.join(" ")).toContain("Sie werden zur Zahlung weitergeleitet.");
  await expect(page.getByText("Sie werden zur Zahlung weitergeleitet.")).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/order-details/${orderId}`));
  await expect(page.getByRole("heading", { name: "Bestelldetails" })).toBeVisible();
  await expect(page.getByLabel(/^Wunsch-Domain/)).toHaveValue("muster-moebel");
  await expect(page.getByText("Sie werden zur Zahlung weitergeleitet.")).toHaveCount(0);
  // and it stays there: no second trip to the checkout
  await page.getByRole("tab", { name: /^Website/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order-details/${orderId}`));
});

// --- admin: status changes and wording (items 5 and 12) -------------------------------

/** A customer's paid Starter order, in a browser context of its own. */
async function paidStarterOrderElsewhere(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const { orderId } = await paidStarterOrder(page, baseURL);
  return { context, page, orderId };
}

for (const width of WIDTHS) {
  test(
    `admin status: a paid order never becomes payable again, backwards asks first and lands in the history; payment method in German (${width} px)`,
    { tag: "@no-js" },
    async ({ page, browser, baseURL }, info) => {
      test.setTimeout(120_000);
      const customer = await paidStarterOrderElsewhere(browser, baseURL!);
      const { orderId } = customer;
      await page.setViewportSize({ width, height: 1000 });
      await signInAsNewAdmin(page);
      await page.goto(`/admin/orders/${orderId}?tab=payment`);
      const panel = page.getByTestId("tab-panel");
      await expect(panel).toContainText("Kreditkarte");
      await expect(panel).not.toContainText("full");
      await expect(panel).not.toContainText("card");

      // the dropdown offers only what fits a paid order; the flows' own statuses are greyed
      const select = page.getByLabel("Status ändern");
      const options = await select
        .locator("option")
        .evaluateAll((list) =>
          list.map((o) => `${(o as HTMLOptionElement).value}:${(o as HTMLOptionElement).disabled}`),
        );
      expect(options).toEqual([
        "paid:false",
        "in_progress:false",
        "review:true",
        "completed:true",
        "online:true",
        "cancelled:false",
      ]);

      // forwards: at once
      await select.selectOption("in_progress");
      await page.getByRole("button", { name: "Status speichern" }).click();
      await expect(page.getByTestId("current-status")).toHaveText("In Bearbeitung");

      // backwards: a confirmation first, nothing changed yet
      await page.getByLabel("Status ändern").selectOption("paid");
      await page.getByRole("button", { name: "Status speichern" }).click();
      const confirm = page.getByTestId("status-confirm");
      await expect(confirm).toContainText(
        "Status von „In Bearbeitung“ auf „Bezahlt“ zurücksetzen?",
      );
      await expect(page.getByTestId("current-status")).toHaveText("In Bearbeitung");
      await noHorizontalOverflow(page);
      await reviewScreenshot(page, info, `confirm-${width}.png`, { fullPage: true });
      await confirm.getByLabel(/^Grund/).fill("Versehentlich gestartet");
      await confirm.getByRole("button", { name: "Ja, Status ändern" }).click();
      await expect(page.getByTestId("current-status")).toHaveText("Bezahlt");
      const latest = page.getByTestId("status-history").getByRole("listitem").first();
      await expect(latest).toContainText("In Bearbeitung → Bezahlt");
      await expect(latest).toContainText("Zurückgesetzt (bestätigt): Versehentlich gestartet");
      // payment facts untouched
      await expect(panel).toContainText("Bezahlt am");
      await expect(panel.getByText("Ausstehend")).toHaveCount(0);

      // the customer is not offered to pay again
      await customer.page.goto("/dashboard");
      await expect(customer.page.getByRole("link", { name: "Jetzt bezahlen" })).toHaveCount(0);
      await customer.context.close();

      // the refund's two steps with JavaScript (billing.spec.ts walks them without it)
      if (!isJsProject(info.project.name) || width !== 1280) return;
      await refund(page, 10, "Teilerstattung");
    },
  );
}

test(
  "admin dashboard: revenue received and the monthly recurring amount are separate figures",
  { tag: "@no-js" },
  async ({ page }) => {
    await signInAsNewAdmin(page);
    await page.goto("/admin/dashboard");
    await expect(page.getByText("Gesamtumsatz")).toHaveCount(0);
    await expect(page.getByTestId("stat-revenue")).toContainText("Umsatz eingegangen");
    await expect(page.getByTestId("stat-revenue")).toContainText(
      "Zahlungen abzüglich Erstattungen",
    );
    await expect(page.getByTestId("stat-recurring")).toContainText("Monatlich wiederkehrend");
    await expect(page.getByTestId("stat-recurring").locator("dd").first()).toHaveText(/€$/);
  },
);

test(
  "required fields read the same on every form: 'Mit * markierte Felder sind Pflichtfelder.'",
  { tag: "@no-js" },
  async ({ page }) => {
    const { orderId } = await signInAsNewCustomer(page);
    for (const path of [`/order-details/${orderId}`, "/account", "/kontakt"]) {
      await page.goto(path);
      await expect(
        page.getByText("markierte Felder sind Pflichtfelder.").first(),
        path,
      ).toBeVisible();
      await expect(page.getByText("Felder mit * sind Pflichtfelder")).toHaveCount(0);
      await expect(page.getByText("* Pflichtfelder.")).toHaveCount(0);
    }
  },
);
