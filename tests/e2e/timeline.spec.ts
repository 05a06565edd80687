// The project timeline and the go-live (issue 30), with and without JavaScript: a paid
// order shows its timeline with the promised date; the admin delivers, the acceptance is
// deemed on /dev/clock, the admin records the live address (a German message for http://
// first); the customer sees 'Online' with the link on the order page and the dashboard,
// and gets the mail.
import { expectNoSeriousViolations } from "./a11y";
import { adminPage, deliver, goLive, paidStarterOrder } from "./delivery-helpers";
import { expect, test } from "./fixtures";
import { isJsProject, waitForHydration, waitForMail } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });
const germanDay = (date: Date) =>
  date.toLocaleDateString("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  });

test(
  "paid → timeline with the promised date → delivered → accepted → online",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }, info) => {
    test.setTimeout(180_000);
    const js = isJsProject(info.project.name);
    const paidOn = new Date();
    const { email, orderId } = await paidStarterOrder(page, baseURL!);

    // right after payment: where the order stands and when the preview is due
    await page.goto(`/order-details/${orderId}`);
    const timeline = page.getByTestId("order-timeline");
    await expect(timeline.getByRole("heading", { name: "Projektverlauf" })).toBeVisible();
    const current = timeline.locator('li[aria-current="step"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("In Bearbeitung");
    // paid just now: the promise is 7 days from today (Berlin)
    const due = germanDay(new Date(paidOn.getTime() + 7 * DAY));
    await expect(page.getByTestId("timeline-next")).toHaveText(`Vorschau spätestens am ${due}`);
    await expect(timeline.getByTestId("timeline-step-paid")).toContainText("Sie");
    if (js) {
      await waitForHydration(page);
      await expectNoSeriousViolations(page);
    }
    await page.goto("/dashboard");
    const summary = page.getByTestId("order-card").getByTestId("timeline-summary");
    await expect(summary).toContainText("Schritt 2 von 6: In Bearbeitung");
    await expect(summary).toContainText(`Vorschau spätestens am ${due}`);

    // the agency delivers; the acceptance is deemed 14 days later (the clock seam)
    const { context: adminContext, page: admin } = await adminPage(browser, baseURL!, js);
    await deliver(admin, orderId, "https://vorschau.example.de/timeline", js);
    await page.goto(`/order-details/${orderId}`);
    await expect(current).toContainText("Vorschau zur Abnahme");
    await expect(page.getByTestId("timeline-next")).toContainText("Ihre Antwort bis");
    const clock = await admin.request.post("/dev/clock", {
      form: { date: isoDay(new Date(Date.now() + 15 * DAY)), orderId },
      headers: { Origin: baseURL! },
    });
    expect(clock.status()).toBe(200);
    await page.reload();
    await expect(timeline.getByTestId("timeline-step-accepted")).toContainText("automatisch");
    await expect(current).toContainText("Veröffentlichung");

    // go-live: http:// is refused in German, the input stays, nothing changes
    await admin.goto(`/admin/orders/${orderId}`);
    if (js) await waitForHydration(admin);
    const panel = admin.getByTestId("admin-project-panel");
    await panel.getByLabel("Live-Adresse").fill("http://www.timeline-test.de");
    await panel.getByRole("button", { name: "Als online eintragen" }).click();
    await expect(
      admin.getByText("Die Live-Adresse muss über https:// erreichbar sein."),
    ).toBeVisible();
    await expect(admin.getByLabel("Live-Adresse")).toHaveValue("http://www.timeline-test.de");
    await expect(admin.getByTestId("current-status")).toHaveText("Abgenommen");
    if (js) await expectNoSeriousViolations(admin);

    await goLive(admin, orderId, "https://www.timeline-test.de", js);
    await expect(admin.getByTestId("go-live-recorded")).toContainText(
      "https://www.timeline-test.de",
    );
    await expect(admin.getByTestId("status-history")).toContainText(
      "Website veröffentlicht: https://www.timeline-test.de",
    );
    await adminContext.close();

    const mail = await waitForMail(email, (m) => /Ihre Website ist online/.test(m.subject));
    expect(mail.text).toContain("https://www.timeline-test.de");

    await page.goto(`/order-details/${orderId}`);
    await expect(page.getByText("Online", { exact: true })).toBeVisible();
    await expect(current).toContainText(`Online seit ${germanDay(new Date())}`);
    // stored in its parsed form
    await expect(current.getByRole("link", { name: /www\.timeline-test\.de/ })).toHaveAttribute(
      "href",
      "https://www.timeline-test.de/",
    );
    await page.goto("/dashboard");
    await expect(summary).toContainText("Schritt 6 von 6");
    await expect(summary.getByRole("link", { name: /www\.timeline-test\.de/ })).toBeVisible();
  },
);
