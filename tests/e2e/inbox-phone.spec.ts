// Messages on a phone (390 px), with and without JavaScript: the closed menu button carries
// the unread count; the inbox opens a thread in place of its list (beside it from 1024 px),
// where the customer reads it (which marks it read) and answers, and returns to the same place.
import { expectNoSeriousViolations } from "./a11y";
import { adminPage } from "./delivery-helpers";
import { expect, signInAsNewCustomer, test, type Page } from "./fixtures";
import { isJsProject, waitForHydration } from "./helpers";
import { thread } from "./message-helpers";

const phone = { width: 390, height: 844 };
// LAYOUT_SHOTS=<folder>: screenshots of each state for a look by eye
const shot = (page: Page, name: string, project: string) =>
  process.env.LAYOUT_SHOTS
    ? page.screenshot({ path: `${process.env.LAYOUT_SHOTS}/${name}-${project}.png` })
    : Promise.resolve();

test(
  "the menu badge counts unread messages; the inbox reads and answers a thread in place",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }, info) => {
    test.setTimeout(120_000);
    const js = isJsProject(info.project.name);
    await page.setViewportSize(phone);
    const customer = await signInAsNewCustomer(page, { packageId: "starter" });
    const orderId = customer.orderId!;

    // two answers of the agency, posted as its form would
    const { context: adminContext, page: admin } = await adminPage(browser, baseURL!, js);
    for (const body of ["Ihre Vorschau ist in Arbeit.", "Bitte senden Sie uns Ihr Logo."]) {
      const posted = await admin.request.post(`/admin/orders/${orderId}/messages`, {
        multipart: { body },
        headers: { Origin: baseURL! },
      });
      expect(posted.status()).toBe(200);
    }
    await adminContext.close();

    // the closed menu says it, in figures for the eye and in words for a screen reader
    await page.goto("/dashboard");
    const banner = page.getByRole("banner");
    const menuButton = banner.getByLabel("Menü, 2 ungelesene Nachrichten");
    await expect(menuButton).toBeVisible();
    const badge = banner.getByTestId("menu-badge");
    await expect(badge).toHaveText("2");
    await shot(page, "menu-badge", info.project.name);
    // on the button's corner, inside the header's row and the screen
    const button = (await menuButton.boundingBox())!;
    const badgeBox = (await badge.boundingBox())!;
    const bar = (await banner.boundingBox())!;
    expect(badgeBox.x).toBeGreaterThan(button.x);
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(phone.width);
    expect(badgeBox.y).toBeGreaterThanOrEqual(bar.y);
    expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(bar.y + bar.height);

    await menuButton.click();
    await banner.getByRole("link", { name: "Nachrichten (2 neu)" }).click();
    await expect(page).toHaveURL(/\/nachrichten$/);
    const list = page.getByRole("list", { name: "Unterhaltungen" });
    await list.getByTestId("inbox-thread").filter({ hasText: customer.shortId! }).click();

    // the thread replaces the list, with the way back and to the order
    await expect(page).toHaveURL(new RegExp(`/nachrichten\\?thread=${orderId}$`));
    await expect(list).toBeHidden();
    await expect(thread(page).getByTestId("message")).toHaveCount(2);
    await expect(thread(page).locator("[data-unread]")).toHaveCount(2);
    await shot(page, "inbox-thread-390", info.project.name);
    if (js) {
      await waitForHydration(page);
      await expectNoSeriousViolations(page);
    }
    await expect(
      page.getByRole("link", { name: `Zur Bestellung #${customer.shortId}` }),
    ).toBeVisible();
    const box = (await thread(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);

    // an empty answer: a German message, nothing sent, still here
    if (js) await waitForHydration(page);
    const send = thread(page).getByRole("button", { name: "Nachricht senden" });
    await send.click();
    await expect(
      thread(page).getByText("Bitte schreiben Sie eine Nachricht oder hängen Sie eine Datei an."),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/nachrichten\\?thread=${orderId}`));
    await expect(thread(page).getByTestId("message")).toHaveCount(2);

    // an answer stays in the same place and shows in the thread
    await thread(page).getByLabel("Ihre Nachricht").fill("Das Logo kommt morgen.");
    await send.click();
    await expect(
      thread(page).getByTestId("message").filter({ hasText: "Das Logo kommt morgen." }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/nachrichten\\?thread=${orderId}(#nachrichten)?$`));
    await expect(list).toBeHidden();
    await shot(page, "inbox-answered-390", info.project.name);

    // read now: the badge is gone, the menu button is just 'Menü'
    await page.goto("/dashboard");
    await expect(banner.getByLabel("Menü", { exact: true })).toBeVisible();
    await expect(banner.getByTestId("menu-badge")).toHaveCount(0);

    // back to the list from the thread
    await page.goto(`/nachrichten?thread=${orderId}`);
    await page.getByRole("link", { name: "← Zurück zur Übersicht" }).click();
    await expect(page).toHaveURL(/\/nachrichten$/);
    await expect(list).toBeVisible();

    // on a wide screen the list and the thread stand side by side, one row
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/nachrichten?thread=${orderId}`);
    await expect(list).toBeVisible();
    await expect(page.getByRole("link", { name: "← Zurück zur Übersicht" })).toBeHidden();
    await expect(list.getByRole("link", { name: new RegExp(customer.shortId!) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await shot(page, "inbox-thread-1280", info.project.name);
    if (js) {
      await waitForHydration(page);
      await expectNoSeriousViolations(page);
    }
    const left = (await list.boundingBox())!;
    const right = (await thread(page).boundingBox())!;
    expect(left.x + left.width).toBeLessThanOrEqual(right.x);
    expect(Math.abs(left.y - right.y)).toBeLessThan(60);
  },
);

test(
  "another customer's thread is not found in the inbox",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }) => {
    const stranger = await browser.newContext({ baseURL });
    const other = await signInAsNewCustomer(await stranger.newPage(), { packageId: "starter" });
    await stranger.close();
    await signInAsNewCustomer(page, { packageId: "starter" });
    const response = await page.goto(`/nachrichten?thread=${other.orderId}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Auftrag nicht gefunden")).toBeVisible();
  },
);
