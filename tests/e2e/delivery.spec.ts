// Delivery and acceptance end to end, with and without JavaScript: the admin delivers a
// preview, the customer asks for a correction, the admin delivers again, the customer
// accepts; a second order is accepted by the deadline, walked through /dev/clock.
import { expectNoSeriousViolations } from "./a11y";
import { adminPage, deliver, paidStarterOrder } from "./delivery-helpers";
import { expect, test } from "./fixtures";
import { fileOfSize, isJsProject, waitForHydration, waitForMail } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;

test(
  "deliver, ask for a correction, deliver again, accept",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }, info) => {
    test.setTimeout(180_000);
    const js = isJsProject(info.project.name);
    const { email, orderId } = await paidStarterOrder(page, baseURL!);
    const { context: adminContext, page: admin } = await adminPage(browser, baseURL!, js);

    // the address must be https: a German message, nothing delivered
    await admin.goto(`/admin/orders/${orderId}?tab=delivery`);
    if (js) await waitForHydration(admin);
    await admin.getByLabel("Adresse der Vorschau").fill("http://vorschau.example.de");
    await admin.getByRole("button", { name: "Vorschau übermitteln" }).click();
    await expect(admin.getByText("Die Vorschau muss über https:// erreichbar sein.")).toBeVisible();
    await expect(admin.getByLabel("Adresse der Vorschau")).toHaveValue(
      "http://vorschau.example.de",
    );
    await expect(admin.getByTestId("current-status")).toHaveText("Bezahlt");
    if (js) await expectNoSeriousViolations(admin);

    await deliver(admin, orderId, "https://vorschau.example.de/abnahme-test", js);
    const mail = await waitForMail(email, (m) => /bereit zur Abnahme/.test(m.subject));
    expect(mail.text).toContain("https://vorschau.example.de/abnahme-test");
    expect(mail.text).toContain("§ 640 Abs. 2 BGB");

    // the customer sees 'Website prüfen' and the preview
    await page.goto("/dashboard");
    const card = page.getByTestId("order-card");
    await expect(card.getByText("Zur Abnahme", { exact: true })).toBeVisible();
    await card.getByRole("link", { name: "Website prüfen" }).click();
    await expect(page).toHaveURL(new RegExp(`/order-details/${orderId}$`));
    await expect(page.getByRole("heading", { name: "Ihre Website zur Abnahme" })).toBeVisible();
    await expect(page.getByTestId("preview-link")).toContainText(
      "https://vorschau.example.de/abnahme-test",
    );
    await expect(page.getByText("Die Texte sind noch Platzhalter.")).toBeVisible();
    await expect(page.getByRole("link", { name: "hinweise.pdf" })).toHaveAttribute(
      "href",
      /^\/files\//,
    );
    await expect(page.getByTestId("deadline")).toContainText("gilt die Website als abgenommen");
    await expect(page.getByTestId("correction-loops")).toHaveText("0 genutzt · 1 inklusive");
    if (js) {
      await waitForHydration(page);
      await expectNoSeriousViolations(page);
    }

    // a correction needs a text
    await page.getByRole("button", { name: "Korrektur anfordern" }).click();
    await expect(page.getByText("Bitte beschreiben Sie, was wir ändern sollen.")).toBeVisible();
    await expect(page.getByLabel("Was sollen wir ändern?")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Was sollen wir ändern?").fill("Bitte das Logo größer.");
    await page.getByRole("button", { name: "Korrektur anfordern" }).click();
    await expect(page.getByRole("heading", { name: "Ihre Korrekturwünsche" })).toBeVisible();
    await expect(page.getByText("In Bearbeitung", { exact: true })).toBeVisible();
    await expect(page.getByTestId("correction-loops")).toHaveText("1 genutzt · 1 inklusive");

    const agencyMail = await waitForMail(
      "team@e2e.example",
      (m) => m.subject.startsWith("Korrekturwunsch") && m.subject.includes(orderId.slice(0, 8)),
    );
    expect(agencyMail.text).toContain("Bitte das Logo größer.");
    // the agency sees the request and delivers again
    await admin.goto(`/admin/orders/${orderId}?tab=delivery`);
    await expect(admin.getByTestId("correction-request")).toContainText("Bitte das Logo größer.");
    await expect(admin.getByTestId("correction-request")).not.toContainText(
      "möglicherweise kostenpflichtig",
    );
    await deliver(admin, orderId, "https://vorschau.example.de/v2", js);
    await adminContext.close();

    // a further correction would be possibly chargeable; the customer accepts instead
    await page.goto(`/order-details/${orderId}`);
    await expect(page.getByTestId("preview-link")).toContainText("https://vorschau.example.de/v2");
    await expect(page.getByText("möglicherweise kostenpflichtig").first()).toBeVisible();
    await expect(page.getByText("Frühere Lieferungen (1)")).toBeVisible();
    if (js) await waitForHydration(page);
    await page.getByRole("link", { name: "Website abnehmen" }).click();
    if (js) {
      const dialog = page.getByRole("dialog", { name: "Website verbindlich abnehmen?" });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(page);
      await dialog.getByRole("button", { name: "Jetzt abnehmen" }).click();
    } else {
      await expect(page).toHaveURL(/abnahme=bestaetigen/);
      await expect(
        page.getByRole("heading", { name: "Website verbindlich abnehmen?" }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Jetzt abnehmen" }).click();
    }
    await expect(page.getByRole("heading", { name: "Ihre Website ist abgenommen" })).toBeVisible();
    await expect(page.getByTestId("acceptance")).toHaveText(/^Abgenommen am \d{2}\.\d{2}\.\d{4}$/);
    await expect(page.getByText("Abgenommen", { exact: true })).toBeVisible();
    await waitForMail(email, (m) => /Abnahme bestätigt/.test(m.subject));
    await page.goto("/dashboard");
    await expect(
      page.getByTestId("order-card").getByText("Abgenommen", { exact: true }),
    ).toBeVisible();
  },
);

// with JavaScript only: the customer just reads here, and the admin's delivery form without
// JavaScript is walked by the journey above
test("without an answer the delivery is deemed accepted: reminder and deadline on /dev/clock", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(150_000);
  const js = isJsProject(info.project.name);
  const { email, orderId } = await paidStarterOrder(page, baseURL!);
  const { context: adminContext, page: admin } = await adminPage(browser, baseURL!, true);
  await deliver(admin, orderId, "https://vorschau.example.de/frist", true);

  const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  // scoped to this order: other tests' deliveries on the same server stay untouched
  const runClock = async (days: number) => {
    await admin.goto("/dev/clock");
    await admin.getByLabel("Datum").fill(day(days));
    await admin.getByLabel("Nur Auftrag (optional)").fill(orderId);
    await admin.getByRole("button", { name: "Fristen prüfen zum Datum" }).click();
    return admin.getByTestId("clock-summary");
  };
  await expect(await runClock(8)).toHaveText(
    "1 Erinnerung(en) gesendet, 0 Abnahme(n) als erteilt erfasst.",
  );
  if (js) await expectNoSeriousViolations(admin);
  await waitForMail(email, (m) => /Erinnerung/.test(m.subject));
  await expect(await runClock(8)).toHaveText(
    "0 Erinnerung(en) gesendet, 0 Abnahme(n) als erteilt erfasst.",
  );
  await expect(await runClock(15)).toHaveText(
    "0 Erinnerung(en) gesendet, 1 Abnahme(n) als erteilt erfasst.",
  );
  await adminContext.close();
  await waitForMail(email, (m) => /gilt als abgenommen/.test(m.subject));

  await page.goto(`/order-details/${orderId}`);
  await expect(page.getByTestId("acceptance")).toHaveText(
    /^Abgenommen am \d{2}\.\d{2}\.\d{4} – als abgenommen geltend \(§ 640 Abs\. 2 BGB\)$/,
  );
  await expect(page.getByText("Abgenommen", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Website abnehmen" })).toHaveCount(0);
});

// with JavaScript only: the answer goes through a fetcher to /order-details/{id}/delivery, so
// a refusal stays on the order page (the journey above walks the page without JavaScript)
test("with JavaScript a refused correction stays on the order page with the text typed", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const { orderId } = await paidStarterOrder(page, baseURL!);
  const { context: adminContext, page: admin } = await adminPage(browser, baseURL!, true);
  await deliver(admin, orderId, "https://vorschau.example.de/zu-gross", true);
  await adminContext.close();

  await page.goto(`/order-details/${orderId}`);
  await waitForHydration(page);
  await page.getByLabel("Was sollen wir ändern?").fill("Siehe Anhang.");
  await page.getByLabel("Dateien (optional)").setInputFiles(fileOfSize(info, "video.mov", 21));
  await page.getByRole("button", { name: "Korrektur anfordern" }).click();
  await expect(page.getByText("Dateien nicht übernommen")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-details/${orderId}$`));
  await expect(page.getByLabel("Was sollen wir ändern?")).toHaveValue("Siehe Anhang.");
  await expect(page.getByTestId("correction-loops")).toHaveText("0 genutzt · 1 inklusive");
});
