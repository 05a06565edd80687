// Issue 28 item 9: at 390 px no table cuts money off or needs sideways scrolling – the
// payment list on /billing and the admin's order and invoice tables become stacked cards
// with each value labelled (app/components/ui/stacked-table.tsx) – and the admin order page
// puts the status changer before the tabs, within the first screen. Pure HTML/CSS: like the
// overflow checks, it runs once, in the no-js project (the layout every phone gets first).
import { expect, test, signInAsNewAdmin, type Page } from "./fixtures";
import { isJsProject } from "./helpers";
import { buyProfessional, saveBillingProfile, setPasswordIntoPortal } from "./professional-helpers";
import type { Locator } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

/** The page is no wider than the phone, and no stacked table is wider than its box. */
async function expectNoOverflow(page: Page, path: string) {
  const sizes = await page.evaluate(() => ({
    page: [document.documentElement.scrollWidth, window.innerWidth],
    tables: [...document.querySelectorAll<HTMLElement>("[data-stacked-table]")].map((box) => [
      box.scrollWidth,
      box.clientWidth,
    ]),
  }));
  expect(sizes.page[0], `${path} is ${sizes.page[0]} px wide`).toBeLessThanOrEqual(sizes.page[1]);
  expect(sizes.tables.length, `${path} has a stacked table`).toBeGreaterThan(0);
  for (const [scrollWidth, clientWidth] of sizes.tables)
    expect(scrollWidth, `${path}: table ${scrollWidth} px in a ${clientWidth} px box`).toBe(
      clientWidth,
    );
}

/** Every amount is shown in full: inside its card and the viewport, not clipped. */
async function expectFullyVisible(cells: Locator, what: string) {
  const count = await cells.count();
  expect(count, `${what}: amounts`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const cell = cells.nth(i);
    await expect(cell).toHaveText(/\d\s?€/);
    const fits = await cell.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const frame = el.closest("[data-stacked-table]")!.getBoundingClientRect();
      return (
        el.scrollWidth <= el.clientWidth &&
        box.left >= frame.left &&
        box.right <= frame.right &&
        box.right <= window.innerWidth
      );
    });
    expect(fits, `${what}: "${await cell.textContent()}" is cut off`).toBe(true);
  }
}

test("at 390 px the billing, order and invoice tables are labelled cards and the status changer comes first @no-js", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.skip(isJsProject(info.project.name), "layout does not depend on JavaScript; checked once");
  test.setTimeout(150_000);
  // a customer with a payment: the professional setup fee (with its invoice)
  await buyProfessional(page);
  const orderId = await setPasswordIntoPortal(page);
  // the buyer's firm and address, without which the invoices wait
  await saveBillingProfile(page);

  await page.goto("/billing");
  const row = page.getByTestId("billing-payment-row").filter({ hasText: "Einrichtungsgebühr" });
  await expect(row).toHaveCount(1);
  // the column names stand beside the values on the card
  for (const label of ["Datum", "Bestellung", "Art", "Betrag"])
    await expect(row.getByText(label, { exact: true })).toBeVisible();
  await expect(row.getByTestId("billing-payment-amount")).toContainText(/236,81\s€/);
  await expectNoOverflow(page, "/billing");
  await expectFullyVisible(page.getByTestId("billing-payment-amount"), "/billing");

  const adminContext = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const admin = await adminContext.newPage();
  await signInAsNewAdmin(admin);

  await admin.goto(`/admin/dashboard?q=${orderId.slice(0, 8)}`);
  const order = admin.getByTestId("admin-order-row");
  await expect(order).toHaveCount(1);
  for (const label of ["Kunde", "Paket", "Preis", "Status", "Datum"])
    await expect(order.getByText(label, { exact: true })).toBeVisible();
  await expect(
    order.getByRole("link", { name: `Details zu Auftrag #${orderId.slice(0, 8)}` }),
  ).toBeVisible();
  await expectNoOverflow(admin, "/admin/dashboard");
  await expectFullyVisible(admin.getByTestId("admin-order-price"), "/admin/dashboard");
  await admin.goto("/admin/dashboard");
  await expectNoOverflow(admin, "/admin/dashboard (alle)");

  await admin.goto("/admin/invoices");
  const invoice = admin.getByTestId("admin-invoice-row").first();
  for (const label of ["Datum", "Nummer", "Kunde", "Netto", "USt", "Brutto", "Auftrag"])
    await expect(invoice.getByText(label, { exact: true })).toBeVisible();
  await expectNoOverflow(admin, "/admin/invoices");
  const invoices = admin.getByTestId("admin-invoices");
  await expectFullyVisible(
    invoices.locator("td").filter({ hasText: /€/ }).filter({ visible: true }),
    "/admin/invoices",
  );
  await expect(invoices.getByRole("rowheader", { name: /^Summe/ })).toBeVisible();

  // the order page: status and next step before the tabs, the form on the first screen
  await admin.goto(`/admin/orders/${orderId}`);
  const select = admin.getByLabel("Status ändern");
  const save = admin.getByRole("button", { name: "Status speichern" });
  await expect(admin.getByTestId("next-action")).not.toBeEmpty();
  const tabs = await admin.getByRole("navigation", { name: "Bereiche des Auftrags" }).boundingBox();
  const saveBox = (await save.boundingBox())!;
  expect((await select.boundingBox())!.y).toBeLessThan(tabs!.y);
  expect(
    saveBox.y + saveBox.height,
    "„Status speichern“ auf dem ersten Bildschirm",
  ).toBeLessThanOrEqual(844);
  await expect(admin.locator('form:has(select[name="status"])')).toHaveCount(1);
  await adminContext.close();
});
