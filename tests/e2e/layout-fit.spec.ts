// Things that sat out of line (measured, with and without JavaScript where it differs): the
// dashboard card's status badge at 390 px, a toast on top of the cookie banner, the admin's
// 'Zurücksetzen' past the order table and the admin order tabs wrapping at 1280 px.
import { adminPage, deliver, goLive, paidStarterOrder } from "./delivery-helpers";
import { expect, test, type Page } from "./fixtures";
import { isJsProject, waitForHydration } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function box(page: Page, locator: ReturnType<Page["locator"]>) {
  const b = await locator.boundingBox();
  expect(b, "sichtbar").not.toBeNull();
  return b!;
}

// LAYOUT_SHOTS=<folder>: screenshots of each measured state for a look by eye
const shot = (page: Page, name: string, project: string) =>
  process.env.LAYOUT_SHOTS
    ? page.screenshot({
        path: `${process.env.LAYOUT_SHOTS}/${name}-${project}.png`,
        fullPage: false,
      })
    : Promise.resolve();

test(
  "the 'Online' badge stays in its card's first row at 390 px; the admin's tabs and filter fit at 1280 px",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }, info) => {
    test.setTimeout(180_000);
    const js = isJsProject(info.project.name);
    const { orderId } = await paidStarterOrder(page, baseURL!);
    const { context: adminContext, page: admin } = await adminPage(browser, baseURL!, js);
    await admin.setViewportSize(desktop);

    // 1280 px: the order's tab bar is one row (all seven tabs, 'Angaben' not alone below)
    await admin.goto(`/admin/orders/${orderId}`);
    const tabs = admin.getByRole("navigation", { name: "Bereiche des Auftrags" });
    const links = tabs.getByRole("link");
    const tops = new Set<number>();
    for (const link of await links.all()) tops.add(Math.round((await box(admin, link)).y));
    await shot(admin, "admin-order-tabs", info.project.name);
    expect([...tops]).toHaveLength(1);
    const bar = await box(admin, tabs);
    const last = await box(admin, links.last());
    expect(last.x + last.width).toBeLessThanOrEqual(bar.x + bar.width);

    // 1280 px: with a filter set, 'Zurücksetzen' ends inside the table's box
    await admin.goto("/admin/dashboard?status=paid&q=Abnahme");
    const reset = admin.getByRole("link", { name: "Zurücksetzen" });
    const table = admin.getByTestId("admin-orders");
    await expect(table).toBeVisible();
    await shot(admin, "admin-filter", info.project.name);
    const resetBox = await box(admin, reset);
    const tableBox = await box(admin, table);
    // within the pixel of the table's own border
    expect(resetBox.x + resetBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width + 1);

    // the order goes online: delivered, accepted by the deadline, published
    await deliver(admin, orderId, "https://vorschau.example.de/layout", js);
    const clock = await admin.request.post("/dev/clock", {
      form: { date: isoDay(new Date(Date.now() + 15 * DAY)), orderId },
      headers: { Origin: baseURL! },
    });
    expect(clock.status()).toBe(200);
    await goLive(admin, orderId, "https://www.layout-test.de", js);
    await adminContext.close();

    // 390 px: the badge on the heading's line, inside the card
    await page.setViewportSize(phone);
    await page.goto("/dashboard");
    const card = page.getByTestId("order-card");
    const badge = card.getByText("Online", { exact: true });
    await expect(badge).toBeVisible();
    await shot(page, "dashboard-online", info.project.name);
    const heading = await box(page, card.getByRole("heading", { level: 2 }));
    const badgeBox = await box(page, badge);
    const cardBox = await box(page, card);
    // on the heading's line: the middles within a few pixels (aligned by their tops they were 4 apart)
    const middle = badgeBox.y + badgeBox.height / 2;
    expect(Math.abs(middle - (heading.y + heading.height / 2))).toBeLessThanOrEqual(2);
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  },
);

test("a toast never lies on the cookie banner", { tag: "@no-js" }, async ({ page }, info) => {
  const js = isJsProject(info.project.name);
  for (const viewport of [phone, desktop]) {
    await page.context().clearCookies();
    await page.setViewportSize(viewport);
    await page.goto("/#kontakt");
    const banner = page.getByRole("region", { name: "Cookie-Hinweis" });
    await expect(banner).toBeVisible();
    if (js) {
      // with JavaScript the contact form confirms in place: any other toast, as showToast sends it
      await waitForHydration(page);
      await page.evaluate(() =>
        window.dispatchEvent(
          new CustomEvent("app:toast", {
            detail: { id: "t", type: "success", title: "Nachricht gesendet" },
          }),
        ),
      );
    } else {
      // without it the post returns to #kontakt with the toast (the visitor has not chosen yet)
      const section = page.locator("section#kontakt");
      await section.getByLabel("Vorname").fill("Dora");
      await section.getByLabel("Nachname").fill("Doktor");
      await section.getByLabel("E-Mail").fill("dora@praxis.example");
      await section.getByLabel("Nachricht").fill("Wir möchten eine neue Website.");
      await section.getByRole("button", { name: "Nachricht senden" }).click();
    }
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    await expect(banner).toBeVisible();
    await shot(page, `toast-banner-${viewport.width}`, info.project.name);
    const a = await box(page, toast);
    const b = await box(page, banner);
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, JSON.stringify({ toast: a, banner: b })).toBe(false);
    // and the banner's buttons can be reached
    await expect(banner.getByRole("button", { name: "Nur notwendige" })).toBeInViewport();
  }
});
