import { expect, test, type Page } from "./fixtures";

// Issue 28 item 10: a box ticked at once – right after a client-side navigation, or before
// the scripts have run – must stay ticked, and the post must get through. The visitor is a
// slow device: the CPU runs four times slower, so React's work after the navigation (or
// the hydration) happens while the box is already ticked.

// the slowed CPU makes each test take up to a minute on a loaded 2-core machine
test.describe.configure({ timeout: 120_000 });

/** Slows the page's CPU down until the returned function is called. */
async function slowDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return () => cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
}

/** Marks the document, so the test can check later that no full page load happened since. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
}

test("the deletion tick stays when ticked at once after coming from /account", async ({
  page,
  customer,
}) => {
  await page.goto("/account");
  const fullSpeed = await slowDevice(page);
  await markDocument(page);
  await page.getByRole("link", { name: "Konto löschen …" }).click();
  const confirm = page.getByLabel("Ja, mein Konto soll endgültig gelöscht werden.");
  await confirm.check();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expectSameDocument(page);
  await fullSpeed();

  await page.getByLabel("Aktuelles Passwort").fill(customer.password);
  await expect(confirm).toBeChecked();
  await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
  await expect(page.getByTestId("toast")).toContainText("Ihr Konto wurde gelöscht");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Bitte bestätigen Sie, dass Ihr Konto")).toHaveCount(0);
});

test("ticks on the way to a checkout stay: before hydration and after /steuerberater", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "cookieConsent", value: "necessary", url: baseURL! }]);
  await page.goto("/steuerberater");
  let fullSpeed = await slowDevice(page);

  // the package selection with its scripts held back: the add-on is ticked before hydration
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/build/entry.client*", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // a plain load (page.goto would wait for the hydration held back here)
  await page.evaluate(() => window.location.assign("/package-selection"));
  const bilingual = page.getByRole("checkbox", { name: /Zweisprachigkeit/ });
  await bilingual.check();
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
    false,
  );
  releaseScripts();
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  // the page took the tick over: the URL (and so the price and the order) carries it
  await expect(page).toHaveURL(/bilingual=on/);
  await expect(bilingual).toBeChecked();
  await page.unroute("**/build/entry.client*");
  await fullSpeed();

  // the professional checkout, reached by the start form's client-side post, ticked at once
  await page.goto("/steuerberater");
  fullSpeed = await slowDevice(page);
  await markDocument(page);
  await page
    .getByRole("button", { name: /Jetzt starten/ })
    .first()
    .click();
  const terms = page.getByLabel(/Ich akzeptiere die/);
  await terms.check();
  await expect(page).toHaveURL(/\/professional-checkout$/);
  await expectSameDocument(page);
  await fullSpeed();
  await expect(terms).toBeChecked();
  await page.getByRole("button", { name: /Einrichtungsgebühr bezahlen/ }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
  await expect(page.getByText("AGB-Zustimmung erforderlich")).toHaveCount(0);
});
