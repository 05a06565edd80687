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
    // the team has not started yet: the order stands at "Bezahlt", as the admin sees it
    await expect(current).toContainText("Bezahlt");
    await expect(timeline.getByTestId("timeline-step-progress")).toHaveAttribute(
      "data-state",
      "upcoming",
    );
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
    await expect(summary).toContainText("Schritt 1 von 6: Bezahlt");
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
    await expect(page.getByTestId("timeline-next")).toContainText("Online spätestens am");

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
    // until when hosting is free: here, on /billing and in the mail alike
    const freeUntil = mail.text.match(/bis zum (\d\d\.\d\d\.\d{4}) kostenlos/)![1];
    await expect(page.getByTestId("timeline-next")).toHaveText(
      `Hosting kostenlos bis ${freeUntil}`,
    );
    // stored in its parsed form
    await expect(current.getByRole("link", { name: /www\.timeline-test\.de/ })).toHaveAttribute(
      "href",
      "https://www.timeline-test.de/",
    );
    await page.goto("/dashboard");
    await expect(summary).toContainText("Schritt 6 von 6");
    await expect(summary.getByRole("link", { name: /www\.timeline-test\.de/ })).toBeVisible();
    await page.goto("/billing");
    await expect(page.getByTestId("billing-hosting-free-until")).toHaveText(
      `Hosting kostenlos bis ${freeUntil}`,
    );
  },
);

test(
  "a paid order's page leads with the project; the read-only details open behind a link",
  { tag: "@no-js" },
  async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const { orderId } = await paidStarterOrder(page, baseURL!);
    await page.goto(`/order-details/${orderId}`);
    // the thread is one link away from the top of the page
    const threadLink = page.getByTestId("thread-link");
    await expect(threadLink).toBeInViewport();
    // timeline, then the thread, then the details – in that order on the page
    const top = async (selector: string) => (await page.locator(selector).boundingBox())!.y;
    const details = page.getByTestId("order-details-readonly");
    expect(await top('[data-testid="order-timeline"]')).toBeLessThan(await top("#nachrichten"));
    expect(await top("#nachrichten")).toBeLessThan(
      await top('[data-testid="order-details-readonly"]'),
    );
    await expect(page.getByText("Diese Bestellung ist bezahlt")).toHaveCount(0);
    // closed: the form is not in the way; a click (no script needed) shows it, read-only
    const firm = page.getByLabel(/^Firmenname/);
    await expect(firm).toBeHidden();
    await details.getByText("Ihre Angaben zur Bestellung ansehen").click();
    await expect(firm).toBeVisible();
    await expect(firm).toBeDisabled();
    await expect(page.getByRole("button", { name: "Entwurf speichern" })).toHaveCount(0);
    await threadLink.click();
    await expect(page).toHaveURL(/#nachrichten$/);
  },
);
