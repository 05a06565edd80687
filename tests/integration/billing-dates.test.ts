// Billing dates that are true: a professional's subscription walked on the test clock
// through notice, a renewal, a failed renewal and its recovery. Every date a page shows –
// the customer's /billing, dashboard card and order page, the admin's order page and
// dashboard – is compared with the day it happened and with the invoice of the period.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  adminCookieFor,
  cookieFromSetCookie,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { deliverStripeEvent } from "../support/stripe-webhook";
import { startJobs, stopJobs } from "~/job-handlers/index.server";
import { saveBillingProfile } from "~/models/billing/profile.server";
import { startSubscriptionForOrder } from "~/models/billing/subscription.server";
import { issueForPayment } from "~/models/invoice/invoice.server";
import { loader as adminDashboardLoader } from "~/routes/admin.dashboard";
import { loader as adminOrderLoader } from "~/routes/admin.orders.$orderId";
import { action as billingAction, loader as billingLoader } from "~/routes/billing";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as orderDetailsLoader } from "~/routes/order-details.$orderId";
import { action as proCheckoutAction } from "~/routes/professional-checkout";
import { prisma } from "~/utils/db.server";
import { formatDate } from "~/utils/format";
import { commitVisitorSession, sessionStorage } from "~/utils/session.server";
import {
  payStandInInvoice,
  payStandInSession,
  renewStandInSubscription,
  takeStandInEvents,
} from "~/utils/stand-in/stripe.server";

let adminId: string;

beforeAll(async () => {
  adminId = (await createCustomer({ isAdmin: true })).id;
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The test clock: every `new Date()` of the app and the Stripe stand-in reads it. */
const clock = (iso: string) => vi.setSystemTime(new Date(iso));

const deliver = deliverStripeEvent;

async function deliverAll(events: unknown[] | null) {
  for (const event of events ?? []) await deliver(event);
}

async function professionalWithSubscription() {
  const session = await sessionStorage().getSession();
  session.set("profession", "steuerberater");
  const cookie = cookieFromSetCookie(await commitVisitorSession(session));
  const response = await thrown(
    proCheckoutAction(
      routeArgs(formRequest("/professional-checkout", { acceptTerms: "on" }, cookie)),
    ),
  );
  const sessionId = response.headers.get("Location")!.split("/").pop()!;
  await deliverAll(
    payStandInSession(sessionId, "paid", {
      email: `daten-${Math.random().toString(36).slice(2, 9)}@example.com`,
      name: "Dr. Klara Kanzlei",
    }),
  );
  const order = await prisma.order.findUniqueOrThrow({
    where: { stripeCheckoutSessionId: sessionId },
    select: { id: true, userId: true },
  });
  await saveBillingProfile(order.userId, {
    company: "Kanzlei Kalender",
    street: "Weg 1",
    zip: "20095",
    city: "Hamburg",
    country: "DE",
    vatId: null,
    contactFirstName: "Anna",
    contactLastName: "Weber",
  });
  await prisma.order.update({
    where: { id: order.id },
    data: { status: "completed", acceptedAt: new Date(), acceptanceKind: "declared" },
  });
  expect(await startSubscriptionForOrder(order.id)).toBe("started");
  await deliverAll(takeStandInEvents());
  const sub = await prisma.subscription.findUniqueOrThrow({ where: { orderId: order.id } });
  return {
    orderId: order.id,
    userId: order.userId,
    stripeSubscriptionId: sub.stripeSubscriptionId!,
    cookie: await customerCookie(order.userId),
  };
}

async function json(response: Promise<Response>) {
  return (await thrown(response)).json();
}

/** Every page that shows a date of the subscription, as the customer and the admin see it. */
async function pages(orderId: string, userId: string) {
  // signed in afresh on the clock's day: a session from weeks before has expired
  const cookie = await customerCookie(userId);
  const adminCookie = await adminCookieFor(adminId);
  const [billing, dashboard, order, admin, adminDashboard] = await Promise.all([
    json(billingLoader(routeArgs(getRequest("/billing", cookie)))),
    json(dashboardLoader(routeArgs(getRequest("/dashboard", cookie)))),
    json(
      orderDetailsLoader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
    ),
    json(
      adminOrderLoader(routeArgs(getRequest(`/admin/orders/${orderId}`, adminCookie), { orderId })),
    ),
    json(adminDashboardLoader(routeArgs(getRequest("/admin/dashboard", adminCookie)))),
  ]);
  return {
    subscription: billing.subscriptions[0],
    billingLines: billing.payments as Array<{
      id: string;
      period: string | null;
      failed: boolean;
      settledOn: string | null;
    }>,
    card: dashboard.orders.find((o: { id: string }) => o.id === orderId),
    order,
    money: admin.money,
    overdue: adminDashboard.overdue.find((o: { orderId: string }) => o.orderId === orderId),
  };
}

/** Issues the invoice of every period paid so far and returns its period as the PDF prints it. */
async function invoicePeriods(orderId: string) {
  const periods = await prisma.payment.findMany({
    where: { orderId, purpose: "subscription_period" },
    orderBy: { paidAt: "asc" },
    select: { id: true },
  });
  const result: Record<string, string> = {};
  for (const { id } of periods) {
    await issueForPayment(id);
    const invoice = await prisma.invoice.findFirstOrThrow({
      where: { paymentId: id },
      select: { periodStart: true, periodEnd: true, document: true },
    });
    const service = (invoice.document as { service: { period?: { start: string; end: string } } })
      .service.period!;
    // the stored columns and the document the PDF is drawn from agree
    expect(formatDate(invoice.periodEnd!)).toBe(formatDate(`${service.end}T12:00:00Z`));
    result[id] = `${formatDate(invoice.periodStart!)} – ${formatDate(invoice.periodEnd!)}`;
  }
  return result;
}

/** /billing's and the admin's period of every paid month equal the invoice's. */
async function expectPeriodsAsInvoiced(orderId: string, userId: string) {
  const invoiced = await invoicePeriods(orderId);
  const seen = await pages(orderId, userId);
  for (const [paymentId, period] of Object.entries(invoiced)) {
    expect(seen.billingLines.find((l) => l.id === paymentId)?.period).toBe(period);
    expect(seen.money.payments.find((p: { id: string }) => p.id === paymentId)?.period).toBe(
      period,
    );
  }
  return invoiced;
}

describe("billing dates on the test clock", () => {
  it("notice, renewal, a failed renewal and its recovery: every date shown is the true one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    clock("2026-10-28T09:00:00Z");
    const { orderId, userId, cookie, stripeSubscriptionId } = await professionalWithSubscription();
    let seen = await pages(orderId, userId);
    expect(seen.subscription.nextPayment).toBe("28.11.2026");
    // one convention: the first month ends the day before the next one starts, as invoiced
    expect(Object.values(await expectPeriodsAsInvoiced(orderId, userId))).toEqual([
      "28.10.2026 – 27.11.2026",
    ]);

    // notice inside the minimum term: the contract ends at its end, charges run until then
    clock("2026-11-05T10:00:00Z");
    const preview = await json(
      billingAction(routeArgs(formRequest("/billing", { intent: "cancel", orderId }, cookie))),
    );
    const confirmed = await thrown(
      billingAction(
        routeArgs(
          formRequest(
            "/billing",
            { intent: "cancel-confirm", orderId, cancelAt: preview.confirm.cancelAtIso },
            cookie,
          ),
        ),
      ),
    );
    expect(confirmed.status).toBe(302);
    await deliverAll(takeStandInEvents());
    seen = await pages(orderId, userId);
    expect(seen.subscription).toMatchObject({ cancelAt: "31.10.2027", nextPayment: "28.11.2026" });
    expect(seen.money.subscription).toMatchObject({
      cancelAt: "31.10.2027",
      nextPayment: "28.11.2026",
    });
    // the dashboard card says so too
    expect(seen.card.noticeEndsOn).toBe("31.10.2027");

    // the renewal on its day
    clock("2026-11-28T09:00:00Z");
    await deliverAll(renewStandInSubscription(stripeSubscriptionId, "paid"));
    seen = await pages(orderId, userId);
    expect(seen.subscription.nextPayment).toBe("28.12.2026");
    expect(Object.values(await expectPeriodsAsInvoiced(orderId, userId))).toEqual([
      "28.10.2026 – 27.11.2026",
      "28.11.2026 – 27.12.2026",
    ]);

    // a renewal charged ahead of its period fails (the development billing page's button)
    clock("2026-12-20T10:00:00Z");
    const events = renewStandInSubscription(stripeSubscriptionId, "failed")!;
    await deliverAll(events);
    seen = await pages(orderId, userId);
    // due since the day it failed – everywhere, never the unpaid period's first day ahead
    const open = { dueDate: "20.12.2026", amount: "69\u00a0€" };
    expect(seen.subscription.openCharge).toMatchObject(open);
    expect(seen.subscription.nextPayment).toBeNull();
    expect(seen.card.openCharge).toMatchObject(open);
    expect(seen.order.openCharge).toMatchObject(open);
    expect(seen.money.problemAt).toBe("20.12.2026");
    expect(seen.money.subscription.openCharge).toMatchObject(open);
    expect(seen.overdue).toMatchObject({ since: "20.12.2026" });
    expect(seen.billingLines.find((l) => l.failed)).toMatchObject({
      period: "28.12.2026 – 27.01.2027",
      settledOn: null,
    });

    // recovery: the customer pays the open invoice two days later
    clock("2026-12-22T15:00:00Z");
    const failed = events.find((e) => e.type === "invoice.payment_failed")!;
    await deliverAll(payStandInInvoice((failed.data.object as { id: string }).id));
    seen = await pages(orderId, userId);
    expect(seen.subscription).toMatchObject({ openCharge: null, nextPayment: "28.01.2027" });
    expect(seen.card.openCharge).toBeNull();
    expect(seen.overdue).toBeUndefined();
    expect(seen.billingLines.find((l) => l.failed)).toMatchObject({
      period: "28.12.2026 – 27.01.2027",
      settledOn: "22.12.2026",
    });
    expect(Object.values(await expectPeriodsAsInvoiced(orderId, userId))).toEqual([
      "28.10.2026 – 27.11.2026",
      "28.11.2026 – 27.12.2026",
      "28.12.2026 – 27.01.2027",
    ]);
  }, 90_000); // a year of billing events, each through the webhook and the pages
});
