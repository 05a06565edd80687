// Hosting after the free year (issue 28 item 7), JS on and off: a one-time order accepted
// (deemed, on /dev/clock) and published (go-live, issue 30: the free year starts then), the
// clock moved to 30 days before the anniversary, the
// customer follows the dashboard notice and continues the hosting through the stand-in
// Checkout, whose first charge is the anniversary.
import { expectNoSeriousViolations } from "./a11y";
import { adminPage, deliver, goLive, paidStarterOrder } from "./delivery-helpers";
import { expect, test } from "./fixtures";
import { isJsProject, waitForMail } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });

test(
  "the customer continues the hosting from the dashboard notice through Checkout",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }, info) => {
    test.setTimeout(150_000);
    const { email, orderId, shortId } = await paidStarterOrder(page, baseURL!);
    const { context: adminContext, page: admin } = await adminPage(browser, baseURL!, true);
    await deliver(admin, orderId, "https://vorschau.example.de/hosting", true);

    // scoped to this order: other tests' orders on the same server stay untouched
    const clock = async (date: Date) => {
      const response = await admin.request.post("/dev/clock", {
        form: { date: isoDay(date), orderId },
        headers: { Origin: baseURL! },
      });
      expect(response.status()).toBe(200);
    };
    // deemed accepted 14 days after the delivery, then published: the free year starts then
    await clock(new Date(Date.now() + 15 * DAY));
    const published = new Date();
    await goLive(admin, orderId, "https://www.hosting-test.de", true);
    const anniversary = new Date(published);
    anniversary.setFullYear(anniversary.getFullYear() + 1);
    await clock(new Date(anniversary.getTime() - 29 * DAY));
    await waitForMail(email, (m) => /kostenloses Hosting endet am/.test(m.subject));

    await page.goto("/dashboard");
    const notice = page.getByTestId("hosting-notice");
    await expect(notice).toContainText(`(#${shortId})`);
    await notice.getByRole("link", { name: "Jetzt entscheiden" }).click();
    await expect(page.getByRole("heading", { name: "Hosting Ihrer Website" })).toBeVisible();
    await expect(page.getByTestId("hosting-state")).toContainText("Kostenlos bis");
    if (isJsProject(info.project.name)) await expectNoSeriousViolations(page);

    // "Hosting beenden" without the confirmation: a German message, nothing changed
    await page.getByRole("button", { name: "Hosting beenden" }).click();
    await expect(
      page.getByText("Bitte bestätigen Sie, dass Ihre Website zum genannten Datum abgeschaltet"),
    ).toBeVisible();

    await page.getByRole("button", { name: /Hosting fortführen \(19\s€\/Monat\)/ }).click();
    await expect(page).toHaveURL(/\/dev\/checkout\/cs_/);
    await page.getByRole("button", { name: "Testzahlung ausführen" }).click();
    await expect(page).toHaveURL(new RegExp(`/hosting/${orderId}\\?fortgefuehrt=1$`));
    await expect(page.getByTestId("hosting-state")).toContainText("Fortgeführt");
    await waitForMail(email, (m) => /Ihr Hosting läuft weiter/.test(m.subject));

    await admin.goto(`/admin/orders/${orderId}`);
    await expect(admin.getByTestId("admin-hosting")).toContainText("Fortgeführt");
    await adminContext.close();
  },
);
