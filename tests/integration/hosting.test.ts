// Hosting after the free year (issue 28 item 7), on the clock seam (/dev/clock) from month
// 11 to month 14: reminders 30 and 7 days before the anniversary (each once), the grace
// period, the mark for shutdown; the customer's two choices through the hosting page, the
// continued hosting through the Stripe stand-in's Checkout (first charge on the
// anniversary) and its invoice.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { deliverStripeEvent } from "../support/stripe-webhook";
import { drainQueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { sweepHosting } from "~/models/billing/hosting.server";
import { addMonths } from "~/models/billing/terms";
import { HOSTING } from "~/models/catalog/catalog";
import { loader as adminDashboardLoader } from "~/routes/admin.dashboard";
import { loader as adminOrderLoader } from "~/routes/admin.orders.$orderId";
import { loader as billingLoader } from "~/routes/billing";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { action as clockAction } from "~/routes/dev.clock";
import { action as hostingAction, loader as hostingLoader } from "~/routes/hosting.$orderId";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { formatCents, formatDate } from "~/utils/format";
import {
  payStandInSession,
  renewStandInSubscription,
  standInSubscription,
  takeStandInEvents,
} from "~/utils/stand-in/stripe.server";

const AGENCY = "team@seitenwerk.example";
const DAY = 24 * 60 * 60 * 1000;

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let adminCookie: string;
beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    ADMIN_NOTIFY_EMAIL: AGENCY,
  });
  resetEnvCache();
  const admin = await createCustomer({ isAdmin: true });
  adminCookie = await adminCookieFor(admin.id);
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT", "ADMIN_NOTIFY_EMAIL"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});

async function mails(to: string, subject: RegExp) {
  await drainQueue({ names: ["send-mail"] });
  return smtp.mails.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
}

/**
 * A one-time package, paid, accepted and published at `acceptedAt` (issue 30: the free year
 * runs from the go-live).
 */
async function acceptedOrder(acceptedAt: Date, paymentType = "onetime", packageType = "standard") {
  const user = await createCustomer({ email: `hosting-${randomUUID().slice(0, 8)}@example.com` });
  const order = await prisma.order.create({
    data: {
      userId: user.id,
      packageType,
      paymentType,
      status: "online",
      company: "Hosting GmbH",
      companyAddress: "Hafenweg 1",
      companyZip: "20095",
      companyCity: "Hamburg",
      contactPerson: "Hanna Host",
      domain: "hosting-gmbh",
      basePriceCents: 49900,
      totalPriceCents: 49900,
      paidAt: new Date(acceptedAt.getTime() - 10 * DAY),
      acceptedAt: new Date(acceptedAt.getTime() - 2 * DAY),
      acceptanceKind: "declared",
      liveAt: acceptedAt,
      liveUrl: "https://www.hosting-gmbh.de",
    },
  });
  return { user, orderId: order.id, cookie: await customerCookie(user.id) };
}

async function clock(date: string, orderId: string) {
  const response = await thrown(
    clockAction(routeArgs(formRequest("/dev/clock", { date, orderId }, adminCookie))),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { summary: { hosting: string } }).summary.hosting;
}

const hostingRow = (orderId: string) => prisma.hosting.findUniqueOrThrow({ where: { orderId } });

async function dashboardNotices(cookie: string) {
  const response = await thrown(dashboardLoader(routeArgs(getRequest("/dashboard", cookie))));
  return ((await response.json()) as { hostingNotices: Array<{ status: string }> }).hostingNotices;
}

async function adminHosting(orderId: string) {
  const response = await thrown(
    adminOrderLoader(routeArgs(getRequest(`/admin/orders/${orderId}`, adminCookie), { orderId })),
  );
  return ((await response.json()) as { hosting: { label: string; date: string } | null }).hosting;
}

async function deliverPending() {
  for (const event of takeStandInEvents()) await deliverEvent(event);
}

const deliverEvent = deliverStripeEvent;

describe("hosting after the free year on the clock seam (months 11 to 14)", () => {
  it("reminds 30 and 7 days before, once each; then grace; then marks for shutdown", async () => {
    // accepted 15.01.2025, 11:00 Berlin: the free year ends 15.01.2026
    const acceptedAt = new Date("2025-01-15T10:00:00Z");
    const { user, orderId, cookie } = await acceptedOrder(acceptedAt);
    await clock("2025-01-15", orderId);
    const row = await hostingRow(orderId);
    expect(row.status).toBe("free");
    expect(row.freeUntil.toISOString()).toBe("2026-01-15T10:00:00.000Z");
    expect(await adminHosting(orderId)).toMatchObject({ label: "Kostenlos", date: "15.01.2026" });

    // month 11: nothing yet (31 days to go)
    expect(await clock("2025-12-15", orderId)).toMatch(/^Hosting: 0 Erinnerung/);
    expect(await dashboardNotices(cookie)).toEqual([]);

    // 30 days before: mail and dashboard notice, once however often the sweep runs
    expect(await clock("2025-12-16", orderId)).toMatch(/^Hosting: 1 Erinnerung/);
    expect(await clock("2025-12-16", orderId)).toMatch(/^Hosting: 0 Erinnerung/);
    await sweepHosting(new Date("2025-12-20T12:00:00Z"), { orderId });
    expect(await mails(user.email, /kostenloses Hosting endet am 15\.01\.2026/)).toHaveLength(1);
    expect(await dashboardNotices(cookie)).toMatchObject([{ status: "free" }]);

    // 7 days before: the second reminder, once
    expect(await clock("2026-01-08", orderId)).toMatch(/^Hosting: 1 Erinnerung/);
    expect(await clock("2026-01-09", orderId)).toMatch(/^Hosting: 0 Erinnerung/);
    const reminders = await mails(user.email, /kostenloses Hosting endet am/);
    expect(reminders).toHaveLength(2);
    expect(reminders[1].text).toContain("in 7 Tagen");
    expect(reminders[1].text).toMatch(new RegExp(`${HOSTING.monthlyCents / 100}\\s€ pro Monat`));

    // month 12, the anniversary without an answer: grace period of 30 days
    expect(await clock("2026-01-15", orderId)).toContain("1 Nachfrist(en)");
    expect(await clock("2026-01-16", orderId)).toContain("0 Nachfrist(en)");
    expect((await hostingRow(orderId)).graceUntil?.toISOString()).toBe("2026-02-14T10:00:00.000Z");
    expect(await mails(user.email, /Nachfrist bis 14\.02\.2026/)).toHaveLength(1);
    expect(await dashboardNotices(cookie)).toMatchObject([{ status: "grace" }]);
    expect(await adminHosting(orderId)).toMatchObject({ label: "Nachfrist", date: "14.02.2026" });

    // month 13: still in the grace period
    expect(await clock("2026-02-10", orderId)).toContain("0 zur Abschaltung vorgemerkt");
    expect((await hostingRow(orderId)).status).toBe("grace");

    // month 14: marked for shutdown, customer and agency told once
    expect(await clock("2026-02-15", orderId)).toContain("1 zur Abschaltung vorgemerkt");
    expect(await clock("2026-03-15", orderId)).toContain("0 zur Abschaltung vorgemerkt");
    expect((await hostingRow(orderId)).status).toBe("shutdown_marked");
    expect(await mails(user.email, /zur Abschaltung vorgemerkt/)).toHaveLength(1);
    expect(await mails(AGENCY, new RegExp(`#${orderId.slice(0, 8)} zur Abschaltung`))).toHaveLength(
      1,
    );
    expect(await dashboardNotices(cookie)).toMatchObject([{ status: "shutdown_marked" }]);
    expect(await adminHosting(orderId)).toMatchObject({ label: "Zur Abschaltung vorgemerkt" });

    const list = await thrown(
      adminDashboardLoader(routeArgs(getRequest(`/admin/dashboard?q=${orderId}`, adminCookie))),
    );
    const orders = ((await list.json()) as { orders: Array<{ id: string; hosting: string }> })
      .orders;
    expect(orders.find((o) => o.id === orderId)?.hosting).toMatch(/^Zur Abschaltung vorgemerkt/);
  });

  it("gives orders accepted long before this feature their full notice; subscriptions get no row", async () => {
    const now = new Date();
    const old = await acceptedOrder(addMonths(now, -14));
    const monthly = await acceptedOrder(addMonths(now, -14), "subscription");
    await sweepHosting(now, { orderId: old.orderId });
    await sweepHosting(now, { orderId: monthly.orderId });
    const row = await hostingRow(old.orderId);
    expect(row.status).toBe("free");
    expect(row.freeUntil.getTime()).toBe(now.getTime() + 30 * DAY);
    expect(row.reminder30SentAt).not.toBeNull();
    expect(await prisma.hosting.count({ where: { orderId: monthly.orderId } })).toBe(0);
  });
});

describe("the customer's choice", () => {
  it("continues through Checkout: first charge on the anniversary, every payment invoiced", async () => {
    // the free year ends in 20 days
    const acceptedAt = new Date(addMonths(new Date(), -12).getTime() + 20 * DAY);
    const { user, orderId, cookie } = await acceptedOrder(acceptedAt);
    await sweepHosting(acceptedAt, { orderId });
    const { freeUntil } = await hostingRow(orderId);

    const page = await thrown(
      hostingLoader(routeArgs(getRequest(`/hosting/${orderId}`, cookie), { orderId })),
    );
    expect(await page.json()).toMatchObject({
      hosting: { status: "free", firstCharge: formatDate(freeUntil), canChoose: true },
    });
    // another customer's order is not found
    const stranger = await customerCookie((await createCustomer()).id);
    expect(
      (
        await thrown(
          hostingLoader(routeArgs(getRequest(`/hosting/${orderId}`, stranger), { orderId })),
        )
      ).status,
    ).toBe(404);

    const started = await thrown(
      hostingAction(
        routeArgs(formRequest(`/hosting/${orderId}`, { intent: "continue" }, cookie), { orderId }),
      ),
    );
    expect(started.status).toBe(302);
    const sessionId = started.headers.get("Location")!.split("/dev/checkout/")[1];
    expect(sessionId).toMatch(/^cs_/);
    // what the stand-in's "Bezahlen" does: Stripe's events reach the webhook
    for (const event of payStandInSession(sessionId, "paid", { email: user.email })!)
      await deliverEvent(event);
    await deliverPending();

    const row = await hostingRow(orderId);
    expect(row).toMatchObject({ status: "continued", decision: "continue" });
    const sub = await prisma.subscription.findUniqueOrThrow({ where: { orderId } });
    expect(sub).toMatchObject({ amountCents: HOSTING.monthlyCents, minimumTermEndsAt: null });
    // trial until the anniversary: nothing charged today
    expect(standInSubscription(sub.stripeSubscriptionId!)).toMatchObject({
      status: "trialing",
      periodEnd: Math.floor(freeUntil.getTime() / 1000),
    });
    expect(await prisma.payment.count({ where: { orderId, purpose: "hosting_period" } })).toBe(0);
    expect(await mails(user.email, /Ihr Hosting läuft weiter/)).toHaveLength(1);
    expect(await adminHosting(orderId)).toMatchObject({ label: "Fortgeführt" });
    expect(await dashboardNotices(cookie)).toEqual([]);
    const billing = await thrown(billingLoader(routeArgs(getRequest("/billing", cookie))));
    expect(await billing.json()).toMatchObject({
      subscriptions: [
        {
          planName: "Hosting (Standard)",
          amount: `${formatCents(HOSTING.monthlyCents)} / Monat`,
          cancellable: true,
        },
      ],
    });

    // the anniversary: the first monthly charge, a payment row and its invoice
    for (const event of renewStandInSubscription(sub.stripeSubscriptionId!, "paid")!)
      await deliverEvent(event);
    const payment = await prisma.payment.findFirstOrThrow({
      where: { orderId, purpose: "hosting_period" },
    });
    expect(payment.amountCents).toBe(HOSTING.monthlyCents);
    expect(payment.periodStart?.getTime()).toBe(Math.floor(freeUntil.getTime() / 1000) * 1000);
    await drainQueue({ names: ["issue-invoice"] });
    const invoice = await prisma.invoice.findFirstOrThrow({ where: { paymentId: payment.id } });
    expect(invoice.grossCents).toBe(HOSTING.monthlyCents);
    expect(JSON.stringify(invoice.document)).toContain("Hosting der Website");
    // the one-time order's own payment is untouched by the hosting's invoices
    expect(await prisma.payment.count({ where: { orderId, purpose: "order" } })).toBe(0);
    // the sweep leaves a continued hosting alone, months later too
    await sweepHosting(addMonths(freeUntil, 2), { orderId });
    expect((await hostingRow(orderId)).status).toBe("continued");

    // notice on /billing ends it at the notice's date; withdrawn in time, it runs on
    const noticeAt = new Date("2031-03-31T21:59:59.000Z");
    await prisma.subscription.update({ where: { orderId }, data: { cancelAt: noticeAt } });
    expect((await sweepHosting(new Date(), { orderId })).noticed).toBe(1);
    expect(await hostingRow(orderId)).toMatchObject({ status: "ending", endedAt: noticeAt });
    await prisma.subscription.update({ where: { orderId }, data: { cancelAt: null } });
    await sweepHosting(new Date(), { orderId });
    expect(await hostingRow(orderId)).toMatchObject({ status: "continued", endedAt: null });
  });

  it("ends the hosting with the handover; a missing confirmation changes nothing", async () => {
    const acceptedAt = new Date(addMonths(new Date(), -12).getTime() + 10 * DAY);
    const { user, orderId, cookie } = await acceptedOrder(acceptedAt);
    await sweepHosting(acceptedAt, { orderId });
    const { freeUntil } = await hostingRow(orderId);

    const bad = await thrown(
      hostingAction(
        routeArgs(formRequest(`/hosting/${orderId}`, { intent: "end" }, cookie), { orderId }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("abgeschaltet werden soll");
    expect((await hostingRow(orderId)).status).toBe("free");

    const ended = await thrown(
      hostingAction(
        routeArgs(formRequest(`/hosting/${orderId}`, { intent: "end", confirm: "on" }, cookie), {
          orderId,
        }),
      ),
    );
    expect(ended.status).toBe(302);
    expect(await hostingRow(orderId)).toMatchObject({ status: "ending", endedAt: freeUntil });
    const [mail] = await mails(user.email, /Ihr Hosting endet am/);
    expect(mail.text).toContain("Auth-Code");
    expect(await adminHosting(orderId)).toMatchObject({
      label: "Endet",
      date: formatDate(freeUntil),
    });
    // no reminder for a decided hosting, no grace: it ends on the anniversary
    const summary = await sweepHosting(new Date(freeUntil.getTime() - 3 * DAY), { orderId });
    expect(summary.reminded).toBe(0);
    expect((await sweepHosting(new Date(freeUntil.getTime() + DAY), { orderId })).ended).toBe(1);
    expect((await hostingRow(orderId)).status).toBe("ended");
  });
});
