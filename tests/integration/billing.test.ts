// Billing after the first payment (issue 18 items 3–7, issue 16 item 12, issue 17 items
// 6 and 7): payment rows, the professional subscription on acceptance, lifecycle
// webhooks, refunds, cancellation and the admin's figures – against the Stripe stand-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  BASE,
  cookieFromSetCookie,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
  defaultPackageConfig,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { deliverStripeEvent } from "../support/stripe-webhook";
import { drainQueue, enqueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { collectExportData } from "~/models/account/data-export.server";
import { parseEuroCents } from "~/models/billing/refund.server";
import {
  cancelSubscription,
  startSubscriptionForOrder,
  withdrawNotice,
} from "~/models/billing/subscription.server";
import {
  addMonths,
  earliestContractEnd,
  earliestNoticeDate,
  endOfMonth,
  noticeEffectiveDate,
} from "~/models/billing/terms";
import { type PackageConfig } from "~/models/catalog/pricing";
import { getAdminStats } from "~/models/order/admin-list.server";
import { createDraftOrder, updateOrderDetails } from "~/models/order/order.server";
import { loader as dashboardLoader } from "~/routes/admin.dashboard";
import {
  action as adminOrderAction,
  loader as adminOrderLoader,
} from "~/routes/admin.orders.$orderId";
import { action as billingAction, loader as billingLoader } from "~/routes/billing";
import { action as checkoutAction } from "~/routes/checkout.$orderId";
import { loader as customerDashboardLoader } from "~/routes/dashboard";
import { loader as devBillingLoader } from "~/routes/dev.billing";
import { loader as orderDetailsLoader } from "~/routes/order-details.$orderId";
import { action as proCheckoutAction } from "~/routes/professional-checkout";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { formatDate } from "~/utils/format";
import { payments } from "~/utils/payments.server";
import { commitVisitorSession, sessionStorage } from "~/utils/session.server";
import {
  disputeStandInPayment,
  getStandInSession,
  payStandInInvoice,
  payStandInSession,
  renewStandInSubscription,
  standInSubscription,
  takeStandInEvents,
  type StandInCardBehaviour,
} from "~/utils/stand-in/stripe.server";

const ADMIN_MAIL = "team@seitenwerk.example";
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let adminCookie: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    ADMIN_NOTIFY_EMAIL: ADMIN_MAIL,
  });
  resetEnvCache();
  const admin = await createCustomer({ isAdmin: true });
  adminCookie = await adminCookieFor(admin.id);
  // mails are jobs: the tests work them off with drainQueue instead of a worker
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT", "ADMIN_NOTIFY_EMAIL"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});

async function mailTo(to: string, match: Parameters<typeof smtp.waitFor>[1]) {
  await drainQueue({ names: ["send-mail"] });
  return smtp.waitFor(to, match);
}

const deliver = deliverStripeEvent;

/** Delivers what Stripe would have sent for the API calls made since the last call. */
async function deliverPending() {
  const results: Record<string, string> = {};
  for (const event of takeStandInEvents()) results[event.type] = await deliver(event);
  return results;
}

const details = {
  company: "Abo GmbH",
  companyAddress: "Weg 1",
  companyZip: "20095",
  companyCity: "Hamburg",
  contactPerson: "Paula Abo",
  contactPhone: "040 1",
  industry: "Handel",
  description: "Wir handeln.",
  domain: "abo",
  designPreferences: "schlicht",
};

async function readyOrder(config: Partial<PackageConfig> = {}) {
  const user = await createCustomer();
  const order = await createDraftOrder(user.id, {
    ...defaultPackageConfig("standard"),
    paymentType: "onetime",
    ...config,
  });
  const pages = await prisma.order.findUniqueOrThrow({
    where: { id: order.id },
    select: { pageContents: true },
  });
  await updateOrderDetails(user.id, order.id, {
    ...details,
    pageContents: (pages.pageContents as Array<{ title: string }>).map((p) => ({
      title: p.title,
      description: "Inhalt",
    })),
  });
  return { user, orderId: order.id, cookie: await customerCookie(user.id) };
}

async function startCheckout(orderId: string, cookie: string) {
  const response = await thrown(
    checkoutAction(
      routeArgs(formRequest(`/checkout/${orderId}`, { acceptTerms: "on" }, cookie), { orderId }),
    ),
  );
  expect(response.status).toBe(302);
  return response.headers.get("Location")!.split("/").pop()!;
}

async function paidPackageOrder(config: Partial<PackageConfig> = {}) {
  const ready = await readyOrder(config);
  const sessionId = await startCheckout(ready.orderId, ready.cookie);
  const events = payStandInSession(sessionId)!;
  for (const event of events) await deliver(event);
  return { ...ready, sessionId };
}

/** A professional customer who paid the setup fee (through the real checkout action). */
async function paidProfessional(card: StandInCardBehaviour = "ok") {
  const session = await sessionStorage().getSession();
  session.set("profession", "steuerberater");
  const cookie = cookieFromSetCookie(await commitVisitorSession(session));
  const response = await thrown(
    proCheckoutAction(
      routeArgs(formRequest("/professional-checkout", { acceptTerms: "on" }, cookie)),
    ),
  );
  expect(response.status).toBe(302);
  const sessionId = response.headers.get("Location")!.split("/").pop()!;
  const email = `pro-${Math.random().toString(36).slice(2, 9)}@example.com`;
  const [completed] = payStandInSession(
    sessionId,
    "paid",
    { email, name: "Dr. Klara Kanzlei" },
    card,
  )!;
  expect(await deliver(completed)).toBe("professional-created");
  const order = await prisma.order.findUniqueOrThrow({
    where: { stripeCheckoutSessionId: sessionId },
    select: { id: true, userId: true },
  });
  return { orderId: order.id, userId: order.userId, email, sessionId };
}

/** What the delivery module does on acceptance (status, date, history); then the job. */
async function accept(orderId: string, acceptedAt = new Date()) {
  await prisma.order.update({
    where: { id: orderId },
    data: { status: "completed", acceptedAt, acceptanceKind: "declared" },
  });
}

async function adminOrder(orderId: string) {
  return (
    await thrown(
      adminOrderLoader(routeArgs(getRequest(`/admin/orders/${orderId}`, adminCookie), { orderId })),
    )
  ).json();
}

function adminPost(orderId: string, fields: Record<string, string>) {
  return thrown(
    adminOrderAction(
      routeArgs(formRequest(`/admin/orders/${orderId}`, fields, adminCookie), { orderId }),
    ),
  );
}

describe("the professional setup fee", () => {
  it("is charged as 236,81 € only with consent, saves the card on a customer and writes a payment row", async () => {
    const session = await sessionStorage().getSession();
    session.set("profession", "aerzte");
    const cookie = cookieFromSetCookie(await commitVisitorSession(session));
    const refused = await thrown(
      proCheckoutAction(routeArgs(formRequest("/professional-checkout", {}, cookie))),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "AGB-Zustimmung erforderlich" });

    const { orderId, sessionId } = await paidProfessional();
    expect(getStandInSession(sessionId)).toMatchObject({ amountTotal: 23681, savesCard: true });
    const payments = await prisma.payment.findMany({ where: { orderId } });
    expect(payments).toEqual([
      expect.objectContaining({
        kind: "payment",
        purpose: "setup_fee",
        amountCents: 23681,
        externalId: sessionId,
      }),
    ]);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.stripeCustomerId).toMatch(/^cus_test_/);
    expect(order.totalPriceCents).toBe(23681);
  });
});

describe("the subscription on acceptance", () => {
  it("accepting twice and the job twice create ONE subscription of 69 € from the catalogue, minimum term from acceptance", async () => {
    const { orderId, email } = await paidProfessional();
    const acceptedAt = new Date("2026-03-15T10:00:00Z");
    await accept(orderId, acceptedAt);
    // a tampered order price must not reach Stripe: the amount comes from the catalogue
    await prisma.order.update({ where: { id: orderId }, data: { monthlyPriceCents: 1 } });
    const outcomes = await Promise.all([
      startSubscriptionForOrder(orderId),
      startSubscriptionForOrder(orderId),
    ]);
    expect(outcomes.sort()).toEqual(["exists", "started"]);
    expect(await startSubscriptionForOrder(orderId)).toBe("exists");
    const created = takeStandInEvents();
    expect(created.filter((e) => e.type === "customer.subscription.created")).toHaveLength(1);
    for (const event of created) await deliver(event);

    const subs = await prisma.subscription.findMany({ where: { orderId } });
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: "active", amountCents: 6900 });
    expect(subs[0].stripeSubscriptionId).toMatch(/^sub_test_/);
    expect(subs[0].minimumTermEndsAt).toEqual(new Date("2027-03-15T10:00:00Z"));
    // the first period's payment came with invoice.paid
    const periods = await prisma.payment.findMany({
      where: { orderId, purpose: "subscription_period" },
    });
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ amountCents: 6900 });
    expect(periods[0].stripeInvoiceId).toBe(periods[0].externalId);
    expect(periods[0].periodStart).toBeInstanceOf(Date);
    await mailTo(email, (m) => m.subject.includes("Abo") && m.subject.includes("begonnen"));

    const cookie = await customerCookie(
      (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).userId,
    );
    const page = await (
      await thrown(billingLoader(routeArgs(getRequest("/billing", cookie))))
    ).json();
    expect(page.subscriptions).toEqual([
      expect.objectContaining({
        status: "active",
        amount: "69\u00a0€ / Monat",
        minimumTermEndsAt: "15.03.2027",
      }),
    ]);
    expect(page.payments.map((p: { label: string }) => p.label)).toEqual(
      expect.arrayContaining(["Einrichtungsgebühr", "Monatsgebühr"]),
    );
  });

  it("a card that needs the customer leaves the start pending with a mail and a Checkout button, which starts it", async () => {
    const { orderId, email, userId } = await paidProfessional("requires_action");
    await accept(orderId);
    expect(await startSubscriptionForOrder(orderId)).toBe("start_pending");
    expect(await startSubscriptionForOrder(orderId)).toBe("exists");
    expect(await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).toMatchObject({
      status: "start_pending",
      stripeSubscriptionId: null,
    });
    await mailTo(email, (m) => m.subject.startsWith("Bitte bestätigen Sie den Start"));
    const cookie = await customerCookie(userId);
    const first = await thrown(
      billingAction(routeArgs(formRequest("/billing", { intent: "start", orderId }, cookie))),
    );
    const firstSession = first.headers.get("Location")!.split("/").pop()!;
    const again = await thrown(
      billingAction(routeArgs(formRequest("/billing", { intent: "start", orderId }, cookie))),
    );
    const sessionId = again.headers.get("Location")!.split("/").pop()!;
    // the previous start session cannot be paid any more
    expect(getStandInSession(firstSession)!.status).toBe("expired");
    expect(getStandInSession(sessionId)).toMatchObject({ mode: "subscription", amountTotal: 6900 });
    for (const event of payStandInSession(sessionId)!) await deliver(event);
    const sub = await prisma.subscription.findUniqueOrThrow({ where: { orderId } });
    expect(sub.status).toBe("active");
    expect(sub.stripeSubscriptionId).toMatch(/^sub_test_/);
    expect(await prisma.payment.count({ where: { orderId, purpose: "subscription_period" } })).toBe(
      1,
    );
  });

  it("the start-subscription job enqueued twice (acceptance and deemed acceptance racing) starts one subscription", async () => {
    const { orderId } = await paidProfessional();
    await accept(orderId);
    await enqueue("start-subscription", { orderId });
    await enqueue("start-subscription", { orderId });
    const run = await drainQueue({ names: ["start-subscription"] });
    expect(run).toMatchObject({ completed: 2, failed: 0 });
    expect(
      takeStandInEvents().filter((e) => e.type === "customer.subscription.created"),
    ).toHaveLength(1);
    expect(await prisma.subscription.count({ where: { orderId } })).toBe(1);
    expect((await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).status).toBe(
      "active",
    );
  });

  it("an order that is not accepted (or not professional) starts nothing", async () => {
    const { orderId } = await paidProfessional();
    expect(await startSubscriptionForOrder(orderId)).toBe("not-eligible");
    const pkg = await paidPackageOrder();
    await accept(pkg.orderId);
    expect(await startSubscriptionForOrder(pkg.orderId)).toBe("not-eligible");
    expect(await prisma.subscription.count({ where: { orderId } })).toBe(0);
  });
});

async function activeProfessional() {
  const pro = await paidProfessional();
  await accept(pro.orderId);
  await startSubscriptionForOrder(pro.orderId);
  await deliverPending();
  const sub = await prisma.subscription.findUniqueOrThrow({ where: { orderId: pro.orderId } });
  return { ...pro, stripeSubscriptionId: sub.stripeSubscriptionId! };
}

describe("lifecycle webhooks", () => {
  it("a renewal adds one payment per period; replays change nothing", async () => {
    const { orderId, stripeSubscriptionId } = await activeProfessional();
    const events = renewStandInSubscription(stripeSubscriptionId, "paid")!;
    for (const event of events) await deliver(event);
    for (const event of events) expect(await deliver(event)).toBe("duplicate-event");
    const periods = await prisma.payment.findMany({
      where: { orderId, purpose: "subscription_period" },
      orderBy: { paidAt: "asc" },
    });
    expect(periods).toHaveLength(2);
    expect(periods[1].periodStart!.getTime()).toBe(periods[0].periodEnd!.getTime());
  });

  it("a failed renewal mails the customer Stripe's invoice link and shows on the order and the dashboard filter until paid", async () => {
    const { orderId, email, stripeSubscriptionId } = await activeProfessional();
    for (const event of renewStandInSubscription(stripeSubscriptionId, "failed")!)
      await deliver(event);
    const mail = await mailTo(email, (m) => m.subject.startsWith("Zahlung fehlgeschlagen"));
    const invoiceId = mail.text.match(/invoice=(in_test_\w+)/)![1];
    expect(await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).toMatchObject({
      status: "past_due",
    });
    expect((await adminOrder(orderId)).money.problem).toBe("Zahlung fehlgeschlagen");
    const filtered = await (
      await thrown(
        dashboardLoader(routeArgs(getRequest("/admin/dashboard?problem=failed", adminCookie))),
      )
    ).json();
    expect(filtered.orders.map((o: { id: string }) => o.id)).toContain(orderId);
    const user = await prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { userId: true },
    });
    const page = await (
      await thrown(
        billingLoader(routeArgs(getRequest("/billing", await customerCookie(user.userId)))),
      )
    ).json();
    expect(page.subscriptions[0]).toMatchObject({
      status: "past_due",
      statusLabel: "Zahlung überfällig",
    });

    for (const event of payStandInInvoice(invoiceId)!) await deliver(event);
    expect((await adminOrder(orderId)).money.problem).toBeNull();
    expect(await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).toMatchObject({
      status: "active",
    });
  });

  it("a dispute flags the order and alerts the admin", async () => {
    const { orderId } = await paidPackageOrder();
    const payment = await prisma.payment.findFirstOrThrow({ where: { orderId } });
    for (const event of disputeStandInPayment(payment.stripePaymentIntentId!)!)
      await deliver(event);
    expect((await adminOrder(orderId)).money.problem).toBe("Zahlung angefochten");
    await mailTo(ADMIN_MAIL, (m) => m.subject.startsWith("Zahlung angefochten"));
  });

  it("a package subscription gets its row with the minimum term from the first payment, and the first invoice is not counted twice", async () => {
    const { orderId } = await paidPackageOrder({
      paymentType: "subscription",
      bookingSystem: true,
    });
    const sub = await prisma.subscription.findUniqueOrThrow({ where: { orderId } });
    expect(sub).toMatchObject({ status: "active", amountCents: 4900 });
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(sub.minimumTermEndsAt).toEqual(addMonths(order.paidAt!, 12));
    const payments = await prisma.payment.findMany({ where: { orderId } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 4900 + 19900, purpose: "order" });
    expect(payments[0].stripeInvoiceId).toMatch(/^in_test_/);
  });
});

describe("payment recovery (issue 28 item 3)", () => {
  async function customerViews(orderId: string, cookie: string) {
    const [billing, dashboard, order, admin] = await Promise.all([
      thrown(billingLoader(routeArgs(getRequest("/billing", cookie)))),
      thrown(customerDashboardLoader(routeArgs(getRequest("/dashboard", cookie)))),
      thrown(
        orderDetailsLoader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
      ),
      thrown(dashboardLoader(routeArgs(getRequest("/admin/dashboard", adminCookie)))),
    ]);
    return {
      billing: await billing.json(),
      card: (await dashboard.json()).orders.find((o: { id: string }) => o.id === orderId),
      order: await order.json(),
      overdue: (await admin.json()).overdue.filter(
        (o: { orderId: string }) => o.orderId === orderId,
      ),
    };
  }

  it("a failed renewal is one record per invoice (replays and retries included), shown as due on every page until paid", async () => {
    const { orderId, userId, stripeSubscriptionId } = await activeProfessional();
    const cookie = await customerCookie(userId);
    const before = await customerViews(orderId, cookie);
    const paidUntil = before.billing.subscriptions[0].nextPayment;
    expect(paidUntil).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(before.card.openCharge).toBeNull();

    const events = renewStandInSubscription(stripeSubscriptionId, "failed")!;
    for (const event of events) await deliver(event);
    for (const event of events) expect(await deliver(event)).toBe("duplicate-event");
    // Stripe's retry of the same invoice: a new event, the same record
    const failedEvent = events.find((e) => e.type === "invoice.payment_failed")!;
    const invoice = failedEvent.data.object as { id: string; attempt_count: number };
    expect(
      await deliver({
        ...failedEvent,
        id: `${failedEvent.id}_retry`,
        data: { object: { ...invoice, attempt_count: 2 } },
      }),
    ).toBe("recorded");
    const rows = await prisma.failedCharge.findMany({ where: { orderId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stripeInvoiceId: invoice.id,
      amountCents: 6900,
      attemptCount: 2,
      paidAt: null,
      isTest: true,
    });
    // due since the day it failed: the stand-in renews ahead of the period, and a "fällig
    // seit" in the future (the unpaid period's first day) would be untrue
    const failedOn = formatDate(new Date());
    expect(formatDate(rows[0].dueAt)).toBe(failedOn);
    expect(await prisma.payment.count({ where: { orderId, purpose: "subscription_period" } })).toBe(
      1,
    );

    const open = await customerViews(orderId, cookie);
    const expected = { amount: "69\u00a0€", dueDate: failedOn, count: 1 };
    // 'Nächste Zahlung' does not jump a month ahead: the open amount is due instead
    expect(open.billing.subscriptions[0]).toMatchObject({
      status: "past_due",
      nextPayment: null,
      openCharge: expect.objectContaining(expected),
    });
    expect(open.billing.payments[0]).toMatchObject({
      failed: true,
      settledOn: null,
      label: "Monatsgebühr",
      amount: "69\u00a0€",
    });
    expect(open.card.openCharge).toMatchObject(expected);
    expect((await adminOrder(orderId)).money.subscription).toMatchObject({
      nextPayment: null,
      openCharge: expected,
    });
    expect(open.order.openCharge).toMatchObject(expected);
    expect(open.overdue).toEqual([
      expect.objectContaining({
        open: "69\u00a0€",
        since: failedOn,
        statusLabel: "Zahlung überfällig",
      }),
    ]);

    // 'Jetzt bezahlen': only the owner, sent to the open invoice's page
    const intruder = await customerCookie((await createCustomer()).id);
    const chargeId = rows[0].id;
    const refused = await thrown(
      billingAction(routeArgs(formRequest("/billing", { intent: "pay", chargeId }, intruder))),
    );
    expect(refused.status).toBe(404);
    const pay = await thrown(
      billingAction(routeArgs(formRequest("/billing", { intent: "pay", chargeId }, cookie))),
    );
    expect(pay.status).toBe(302);
    expect(pay.headers.get("Location")).toMatch(
      new RegExp(`/dev/billing\\?invoice=${invoice.id}$`),
    );
    const bad = await thrown(
      billingAction(routeArgs(formRequest("/billing", { intent: "pay", chargeId: "x" }, cookie))),
    );
    expect(bad.status).toBe(400);

    // paid on that page: invoice.paid through the webhook settles the record
    for (const event of payStandInInvoice(invoice.id)!) await deliver(event);
    const settled = await prisma.failedCharge.findUniqueOrThrow({ where: { id: chargeId } });
    const period = await prisma.payment.findUniqueOrThrow({ where: { externalId: invoice.id } });
    expect(settled.paymentId).toBe(period.id);
    expect(settled.paidAt).toBeInstanceOf(Date);
    const after = await customerViews(orderId, cookie);
    expect(after.billing.subscriptions[0]).toMatchObject({ status: "active", openCharge: null });
    expect(after.billing.subscriptions[0].nextPayment).not.toBeNull();
    expect(after.card.openCharge).toBeNull();
    expect(after.order.openCharge).toBeNull();
    expect(after.overdue).toEqual([]);
    const lines = after.billing.payments.filter(
      (p: { label: string }) => p.label === "Monatsgebühr",
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((p: { failed: boolean }) => p.failed).settledOn).toBe(formatDate(new Date()));
    // a late failure event for the paid invoice changes nothing; 'Jetzt bezahlen' says it is paid
    await deliver({ ...failedEvent, id: `${failedEvent.id}_late` });
    expect(
      (await prisma.failedCharge.findUniqueOrThrow({ where: { id: chargeId } })).paidAt,
    ).toEqual(settled.paidAt);
    const again = await thrown(
      billingAction(routeArgs(formRequest("/billing", { intent: "pay", chargeId }, cookie))),
    );
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/billing");
    // the data export names it too
    const exported = await collectExportData(userId);
    expect(
      exported.data.bestellungen.find((o) => o.bestellnummer === orderId.slice(0, 8))!
        .fehlgeschlageneAbbuchungen,
    ).toEqual([
      expect.objectContaining({
        betragCent: 6900,
        betrag: "69,00 €",
        bezahltAm: settled.paidAt,
        storniertAm: null,
      }),
    ]);
  });

  it("an invoice voided at Stripe closes its failed charge: no banner, not overdue, listed as cancelled", async () => {
    const { orderId, userId, stripeSubscriptionId } = await activeProfessional();
    const cookie = await customerCookie(userId);
    const events = renewStandInSubscription(stripeSubscriptionId, "failed")!;
    for (const event of events) await deliver(event);
    const failedEvent = events.find((e) => e.type === "invoice.payment_failed")!;
    const voided = {
      ...failedEvent,
      id: `${failedEvent.id}_void`,
      type: "invoice.voided",
      data: { object: { ...failedEvent.data.object, status: "void" } },
    };
    expect(await deliver(voided)).toBe("voided");
    expect(await deliver(voided)).toBe("duplicate-event");
    const row = await prisma.failedCharge.findFirstOrThrow({ where: { orderId } });
    expect(row.voidedAt).toBeInstanceOf(Date);
    const views = await customerViews(orderId, cookie);
    expect(views.card.openCharge).toBeNull();
    expect(views.order.openCharge).toBeNull();
    expect(views.overdue.filter((o: { open: string | null }) => o.open)).toEqual([]);
    expect(views.billing.payments[0]).toMatchObject({
      failed: true,
      voidedOn: formatDate(new Date()),
    });
    expect((await adminOrder(orderId)).money.problem).toBeNull();
    const pay = await thrown(
      billingAction(
        routeArgs(formRequest("/billing", { intent: "pay", chargeId: row.id }, cookie)),
      ),
    );
    expect(pay.status).toBe(409);
  });

  it("right after acceptance, before the job has run, /billing says the subscription is being set up", async () => {
    const { orderId, userId } = await paidProfessional();
    const acceptedAt = new Date("2026-03-15T10:00:00Z");
    await accept(orderId, acceptedAt);
    const cookie = await customerCookie(userId);
    const page = await (
      await thrown(billingLoader(routeArgs(getRequest("/billing", cookie))))
    ).json();
    expect(page.subscriptions).toEqual([
      expect.objectContaining({
        orderId,
        status: "starting",
        statusLabel: "Wird eingerichtet",
        amount: "69\u00a0€ / Monat",
        minimumTermEndsAt: "15.03.2027",
        cancellable: false,
      }),
    ]);
    await startSubscriptionForOrder(orderId);
    await deliverPending();
    const started = await (
      await thrown(billingLoader(routeArgs(getRequest("/billing", cookie))))
    ).json();
    expect(started.subscriptions).toEqual([expect.objectContaining({ status: "active" })]);
  });
});

describe("first payments that do not fit (issue 16 item 12, issue 17 item 6)", () => {
  it("creating a new checkout session expires the previous open one", async () => {
    const { orderId, cookie } = await readyOrder();
    const first = await startCheckout(orderId, cookie);
    const second = await startCheckout(orderId, cookie);
    expect(getStandInSession(first)!.status).toBe("expired");
    expect(payStandInSession(first)).toBeNull();
    expect(getStandInSession(second)!.status).toBe("open");
  });

  it("a payment for an already-paid order is recorded and flagged 'Doppelte Zahlung – bitte erstatten'", async () => {
    const { orderId, sessionId } = await paidPackageOrder();
    const [completed] = payStandInSession(await newOpenSession(orderId))!;
    expect(await deliver(completed)).toBe("duplicate-payment");
    const payments = await prisma.payment.findMany({ where: { orderId } });
    expect(payments.map((p) => p.externalId).sort()).toEqual(
      [sessionId, (completed.data.object as { id: string }).id].sort(),
    );
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.paymentProblem).toBe("Doppelte Zahlung – bitte erstatten");
    await mailTo(ADMIN_MAIL, (m) => m.subject.startsWith("Doppelte Zahlung"));
    expect(await deliver(completed)).toBe("duplicate-event");
    expect(await prisma.payment.count({ where: { orderId } })).toBe(2);
  });

  it("an amount mismatch is recorded, flagged on the order and mailed to the admin", async () => {
    const { orderId, cookie } = await readyOrder();
    const [completed] = payStandInSession(await startCheckout(orderId, cookie))!;
    const cheap = {
      ...completed,
      id: "evt_cheap_billing",
      data: { object: { ...(completed.data.object as object), amount_total: 100 } },
    };
    expect(await deliver(cheap)).toBe("amount-mismatch");
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.status).toBe("pending_payment");
    expect(order.paymentProblem).toBe("Betrag weicht ab");
    expect(await prisma.payment.findFirst({ where: { orderId } })).toMatchObject({
      amountCents: 100,
    });
    const mail = await mailTo(ADMIN_MAIL, (m) => m.subject.startsWith("Betrag weicht ab"));
    expect(mail.text).toContain("1\u00a0€ bezahlt");
  });

  it("the invoice.paid fallback stores the invoice id in its own field", async () => {
    const { orderId, cookie } = await readyOrder({ paymentType: "subscription" });
    const sessionId = await startCheckout(orderId, cookie);
    const event = {
      id: "evt_invoice_first",
      object: "event",
      type: "invoice.paid",
      api_version: "2026-10-28",
      created: 1,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null },
      data: {
        object: {
          id: "in_fallback_1",
          object: "invoice",
          amount_paid: 4900,
          billing_reason: "subscription_create",
          livemode: false,
          lines: { data: [] },
          parent: {
            subscription_details: { subscription: "sub_fallback_1", metadata: { orderId } },
          },
        },
      },
    };
    expect(await deliver(event)).toBe("paid");
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.status).toBe("paid");
    expect(order.stripeCheckoutSessionId).toBe(sessionId);
    expect(order.stripePaymentId).toBeNull();
    expect(await prisma.payment.findFirstOrThrow({ where: { orderId } })).toMatchObject({
      externalId: "in_fallback_1",
      stripeInvoiceId: "in_fallback_1",
    });
  });
});

/** A second open session for an order that is paid already (bypassing the page's guard). */
async function newOpenSession(orderId: string) {
  const { payments } = await import("~/utils/payments.server");
  const { stripe } = await payments();
  const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    client_reference_id: orderId,
    metadata: { orderId },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "eur",
          unit_amount: order.totalPriceCents,
          product_data: { name: "x" },
        },
      },
    ],
    success_url: `${BASE}/x`,
  });
  return session.id;
}

describe("refunds and revenue", () => {
  it("the admin refunds in two steps, within the remainder, with a reason; revenue drops and the webhook adds nothing", async () => {
    const before = await getAdminStats();
    const { orderId, user } = await paidPackageOrder();
    const payment = await prisma.payment.findFirstOrThrow({ where: { orderId } });
    expect((await getAdminStats()).revenueCents - before.revenueCents).toBe(49900);

    const noReason = await adminPost(orderId, {
      intent: "refund-check",
      paymentId: payment.id,
      amount: "10",
      reason: "",
    });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).money.fieldErrors.reason).toBe(
      "Bitte geben Sie einen Grund für die Erstattung an.",
    );
    const tooMuch = await adminPost(orderId, {
      intent: "refund-check",
      paymentId: payment.id,
      amount: "500",
      reason: "Kulanz",
    });
    expect((await tooMuch.json()).money.fieldErrors.amount).toBe(
      "Höchstens 499\u00a0€ können noch erstattet werden.",
    );
    const garbage = await adminPost(orderId, {
      intent: "refund-check",
      paymentId: payment.id,
      amount: "zehn",
      reason: "Kulanz",
    });
    expect((await garbage.json()).money.fieldErrors.amount).toMatch(/gültigen Betrag/);

    const check = await adminPost(orderId, {
      intent: "refund-check",
      paymentId: payment.id,
      amount: "100,50",
      reason: "Kulanz",
    });
    expect(check.status).toBe(200);
    const confirm = (await check.json()).money.refundConfirm;
    expect(confirm).toMatchObject({ amountLabel: "100,50\u00a0€", reason: "Kulanz" });
    expect(await prisma.payment.count({ where: { orderId, kind: "refund" } })).toBe(0);

    const fields = {
      intent: "refund",
      paymentId: payment.id,
      amount: confirm.amount,
      reason: confirm.reason,
      key: confirm.key,
    };
    // a confirmation without the key the check handed out refunds nothing
    const unkeyed = await adminPost(orderId, { ...fields, key: "nicht-bestätigt" });
    expect(unkeyed.status).toBe(400);
    expect((await unkeyed.json()).money).toMatchObject({
      error: "Bitte bestätigen Sie die Erstattung erneut.",
      values: { amount: confirm.amount, reason: "Kulanz" },
    });
    expect(await prisma.payment.count({ where: { orderId, kind: "refund" } })).toBe(0);
    expect((await adminPost(orderId, fields)).status).toBe(302);
    // the same confirmation posted twice refunds once
    expect((await adminPost(orderId, fields)).status).toBe(302);
    expect(await deliverPending()).toMatchObject({ "charge.refunded": "recorded" });
    const refunds = await prisma.payment.findMany({ where: { orderId, kind: "refund" } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amountCents: 10050,
      refundOfId: payment.id,
      reason: "Kulanz",
    });
    expect((await getAdminStats()).revenueCents - before.revenueCents).toBe(49900 - 10050);
    await mailTo(user.email, (m) => m.subject.startsWith("Erstattung"));
    const history = await prisma.orderStatusChange.findMany({ where: { orderId } });
    expect(history.map((h) => h.note)).toContain("Erstattung 100,50\u00a0€: Kulanz");
  });

  it("the dashboard shows revenue received and the monthly recurring sum separately", async () => {
    const before = await getAdminStats();
    await activeProfessional();
    const after = await getAdminStats();
    expect(after.recurringCents - before.recurringCents).toBe(6900);
    expect(after.revenueCents - before.revenueCents).toBe(23681 + 6900);
    const data = await (
      await thrown(dashboardLoader(routeArgs(getRequest("/admin/dashboard", adminCookie))))
    ).json();
    expect(Object.keys(data.stats)).toEqual([
      "totalOrders",
      "paidOrders",
      "inProgressOrders",
      "revenue",
      "recurring",
      "overdue",
    ]);
  });
});

describe("notice and its withdrawal (issue 28 item 2)", () => {
  const post = (cookie: string, fields: Record<string, string>) =>
    thrown(billingAction(routeArgs(formRequest("/billing", fields, cookie))));

  it("inside the minimum term: the first post shows the end at the minimum term, the second gives notice; a mail confirms it", async () => {
    const { orderId, userId, email } = await activeProfessional();
    const cookie = await customerCookie(userId);
    const sub = await prisma.subscription.findUniqueOrThrow({ where: { orderId } });
    const expected = earliestContractEnd(new Date(), sub.minimumTermEndsAt);
    // the earliest end: the end of the month in which the minimum term ends
    expect(expected).toEqual(endOfMonth(sub.minimumTermEndsAt!));

    const page = await (
      await thrown(billingLoader(routeArgs(getRequest("/billing", cookie))))
    ).json();
    expect(page.subscriptions[0]).toMatchObject({
      cancellable: true,
      withdrawable: false,
      noticeEndIfToday: formatDate(expected),
    });

    const first = await post(cookie, { intent: "cancel", orderId });
    expect(first.status).toBe(200);
    const { confirm } = await first.json();
    expect(confirm).toEqual({
      orderId,
      cancelAt: formatDate(expected),
      cancelAtIso: expected.toISOString(),
      minimumTermEndsAt: formatDate(sub.minimumTermEndsAt!),
      changed: false,
    });
    // nothing changed yet
    expect(takeStandInEvents()).toEqual([]);
    expect(
      (await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).cancelAt,
    ).toBeNull();

    const second = await post(cookie, {
      intent: "cancel-confirm",
      orderId,
      cancelAt: confirm.cancelAtIso,
    });
    expect(second.status).toBe(302);
    expect(second.headers.get("Location")).toBe("/billing");
    expect((await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).cancelAt).toEqual(
      expected,
    );
    expect(standInSubscription(sub.stripeSubscriptionId!)).toBeTruthy();
    // the webhook that follows changes nothing and writes no second note
    expect(await deliverPending()).toEqual({ "customer.subscription.updated": "recorded" });
    const mail = await mailTo(email, (m) => m.subject.startsWith("Kündigung bestätigt"));
    expect(mail.text).toContain(`Das Abo endet am ${formatDate(expected)}`);
    expect(mail.text).toContain("zurücknehmen");
    const notes = await prisma.orderStatusChange.findMany({
      where: { orderId, note: { contains: "ündig" } },
    });
    expect(notes.map((n) => n.note)).toEqual([
      `Abo gekündigt zum ${formatDate(expected)} (durch Kunden)`,
    ]);

    const after = await (
      await thrown(billingLoader(routeArgs(getRequest("/billing", cookie))))
    ).json();
    // notice ends the contract, not the charges before its end: the next one stays shown
    expect(after.subscriptions[0]).toMatchObject({
      cancelAt: formatDate(expected),
      cancellable: false,
      withdrawable: true,
      nextPayment: formatDate(sub.currentPeriodEnd!),
    });
    // a second notice is refused as already given, not as too early
    const again = await post(cookie, { intent: "cancel", orderId });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("Dieses Abo ist bereits gekündigt.");
  });

  it("the admin's notice inside the minimum term is shown with the earliest end and then given, not refused", async () => {
    const { orderId } = await activeProfessional();
    const sub = await prisma.subscription.findUniqueOrThrow({ where: { orderId } });
    const expected = earliestContractEnd(new Date(), sub.minimumTermEndsAt);
    const check = await adminPost(orderId, { intent: "cancel-check", mode: "notice", reason: "" });
    expect(check.status).toBe(200);
    expect((await check.json()).money.cancelConfirm.text).toBe(
      `Das Abo endet am ${formatDate(expected)} (frühestmögliches Vertragsende nach den AGB).`,
    );
    expect(
      (await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).cancelAt,
    ).toBeNull();
    const done = await adminPost(orderId, {
      intent: "cancel-subscription",
      mode: "notice",
      reason: "",
    });
    expect(done.status).toBe(302);
    expect((await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).cancelAt).toEqual(
      expected,
    );
  });

  it("after the minimum term notice ends it one month later at the end of a month", async () => {
    const { orderId, userId } = await activeProfessional();
    const sub = await prisma.subscription.findUniqueOrThrow({ where: { orderId } });
    const later = new Date(sub.minimumTermEndsAt!.getTime() + 40 * 86_400_000);
    const result = await cancelSubscription(orderId, { userId, role: "customer" }, later);
    expect(result).toEqual({ ok: true, cancelAt: noticeEffectiveDate(later) });
    await deliverPending();
    expect((await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).cancelAt).toEqual(
      noticeEffectiveDate(later),
    );
    expect((await adminOrder(orderId)).money.subscription.cancelAt).not.toBeNull();
  });

  it("a confirmation whose date has moved (a month boundary passed) is shown again with the new date", async () => {
    const { orderId, userId } = await activeProfessional();
    const cookie = await customerCookie(userId);
    const stale = new Date("2026-01-31T22:59:59Z").toISOString();
    const response = await post(cookie, { intent: "cancel-confirm", orderId, cancelAt: stale });
    expect(response.status).toBe(409);
    const { confirm } = await response.json();
    expect(confirm.changed).toBe(true);
    expect(confirm.cancelAtIso).not.toBe(stale);
    expect(
      (await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).cancelAt,
    ).toBeNull();
    expect(takeStandInEvents()).toEqual([]);
  });

  it("a notice is withdrawn until it takes effect: Stripe's cancel_at is cleared, our row follows, a mail confirms", async () => {
    const { orderId, userId, email, stripeSubscriptionId } = await activeProfessional();
    const cookie = await customerCookie(userId);
    const given = await cancelSubscription(orderId, { userId, role: "customer" });
    expect(given.ok).toBe(true);
    await deliverPending();
    expect(standInSubscription(stripeSubscriptionId)).toBeTruthy();

    const response = await post(cookie, { intent: "withdraw", orderId });
    expect(response.status).toBe(302);
    const stripeSub = await (await payments()).stripe.subscriptions.retrieve(stripeSubscriptionId);
    expect(stripeSub.cancel_at).toBeNull();
    expect(stripeSub.cancel_at_period_end).toBe(false);
    expect(await deliverPending()).toEqual({ "customer.subscription.updated": "recorded" });
    expect(
      (await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).cancelAt,
    ).toBeNull();
    const mail = await mailTo(email, (m) => m.subject.startsWith("Kündigung zurückgenommen"));
    expect(mail.text).toContain("läuft unverändert weiter");
    const page = await (
      await thrown(billingLoader(routeArgs(getRequest("/billing", cookie))))
    ).json();
    expect(page.subscriptions[0]).toMatchObject({ cancellable: true, withdrawable: false });

    // nothing left to withdraw; and a notice that has taken effect cannot be withdrawn
    expect((await post(cookie, { intent: "withdraw", orderId })).status).toBe(409);
    await cancelSubscription(orderId, { userId, role: "customer" });
    await deliverPending();
    const sub = await prisma.subscription.findUniqueOrThrow({ where: { orderId } });
    const late = await withdrawNotice(
      orderId,
      { userId, role: "customer" },
      new Date(sub.cancelAt!.getTime() + 1000),
    );
    expect(late).toMatchObject({ ok: false, status: 409 });
    // another customer cannot withdraw it
    const intruder = await customerCookie((await createCustomer()).id);
    expect((await post(intruder, { intent: "withdraw", orderId })).status).toBe(404);
  });

  it("five notices posted at once give one notice, one history row and one mail; five withdrawals likewise", async () => {
    const { orderId, userId, email } = await activeProfessional();
    const cookie = await customerCookie(userId);
    const { confirm } = await (await post(cookie, { intent: "cancel", orderId })).json();
    const mailsWith = async (subject: string) => {
      await drainQueue({ names: ["send-mail"] });
      return smtp.mails.filter((m) => m.to.includes(email) && m.subject.startsWith(subject)).length;
    };
    const notices = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(cookie, { intent: "cancel-confirm", orderId, cancelAt: confirm.cancelAtIso }),
      ),
    );
    // one succeeds; the others answer as a repeated notice does
    expect(notices.map((r) => r.status).sort()).toEqual([302, 409, 409, 409, 409]);
    for (const refused of notices.filter((r) => r.status === 409))
      expect((await refused.json()).error).toBe("Dieses Abo ist bereits gekündigt.");
    expect(
      await prisma.orderStatusChange.count({
        where: { orderId, note: { startsWith: "Abo gekündigt" } },
      }),
    ).toBe(1);
    expect(await mailsWith("Kündigung bestätigt")).toBe(1);
    await deliverPending();

    const withdrawals = await Promise.all(
      Array.from({ length: 5 }, () => post(cookie, { intent: "withdraw", orderId })),
    );
    expect(withdrawals.map((r) => r.status).sort()).toEqual([302, 409, 409, 409, 409]);
    expect(
      await prisma.orderStatusChange.count({
        where: { orderId, note: { contains: "zurückgenommen" } },
      }),
    ).toBe(1);
    expect(await mailsWith("Kündigung zurückgenommen")).toBe(1);
    expect(
      (await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).cancelAt,
    ).toBeNull();
  });

  it("notice given or withdrawn in Stripe's dashboard reaches our record through customer.subscription.updated", async () => {
    const { orderId, stripeSubscriptionId } = await activeProfessional();
    const { stripe } = await payments();
    // given there 'at period end'
    await stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true });
    expect(await deliverPending()).toEqual({ "customer.subscription.updated": "recorded" });
    const given = await prisma.subscription.findUniqueOrThrow({ where: { orderId } });
    expect(given.cancelAt).toEqual(given.currentPeriodEnd);
    // withdrawn there
    await stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: false });
    expect(await deliverPending()).toEqual({ "customer.subscription.updated": "recorded" });
    expect(
      (await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).cancelAt,
    ).toBeNull();
    const notes = await prisma.orderStatusChange.findMany({
      where: { orderId, note: { contains: "beim Zahlungsanbieter" } },
      orderBy: { createdAt: "asc" },
    });
    expect(notes.map((n) => n.note)).toEqual([
      `Kündigung beim Zahlungsanbieter eingetragen: Abo endet am ${formatDate(given.cancelAt!)}`,
      `Kündigung zum ${formatDate(given.cancelAt!)} beim Zahlungsanbieter zurückgenommen`,
    ]);
    // Stripe takes one of the two parameters per call, and so does the stand-in
    await expect(
      stripe.subscriptions.update(stripeSubscriptionId, {
        cancel_at: "",
        cancel_at_period_end: false,
      }),
    ).rejects.toThrow(/only specify one/);
  });

  it("the stand-in ends a subscription whose notice has taken effect instead of renewing it", async () => {
    const { orderId, userId, stripeSubscriptionId } = await activeProfessional();
    await prisma.subscription.update({
      where: { orderId },
      data: { minimumTermEndsAt: new Date(Date.now() - 86_400_000) },
    });
    await cancelSubscription(orderId, { userId, role: "customer" });
    await deliverPending();
    // renewals up to the end date, then the end
    let events = renewStandInSubscription(stripeSubscriptionId, "paid")!;
    for (let i = 0; i < 3 && !events.some((e) => e.type === "customer.subscription.deleted"); i++) {
      for (const event of events) await deliver(event);
      events = renewStandInSubscription(stripeSubscriptionId, "paid")!;
    }
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.deleted"]);
    for (const event of events) await deliver(event);
    expect(await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).toMatchObject({
      status: "canceled",
    });
  });
});

describe("scoping and the development page", () => {
  it("another customer sees none of it and cannot cancel or start it", async () => {
    const { orderId } = await activeProfessional();
    const intruder = await customerCookie((await createCustomer()).id);
    const page = await (
      await thrown(billingLoader(routeArgs(getRequest("/billing", intruder))))
    ).json();
    expect(page).toMatchObject({ payments: [], subscriptions: [], hasPortal: false, invoices: [] });
    for (const intent of ["cancel", "cancel-confirm", "start", "withdraw"]) {
      const response = await thrown(
        billingAction(routeArgs(formRequest("/billing", { intent, orderId }, intruder))),
      );
      expect(response.status).toBe(404);
    }
    expect(
      (await prisma.subscription.findUniqueOrThrow({ where: { orderId } })).cancelAt,
    ).toBeNull();
  });

  it("/dev/billing answers only while Stripe is not configured", async () => {
    expect(
      (await thrown(devBillingLoader(routeArgs(getRequest("/dev/billing", adminCookie))))).status,
    ).toBe(200);
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_test_real",
      STRIPE_WEBHOOK_SECRET: "whsec_real",
    });
    resetEnvCache();
    try {
      expect(
        (await thrown(devBillingLoader(routeArgs(getRequest("/dev/billing", adminCookie))))).status,
      ).toBe(404);
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
      delete process.env.STRIPE_WEBHOOK_SECRET;
      resetEnvCache();
    }
  });
});

describe("term dates (Berlin calendar)", () => {
  it("adds months, ends months and finds the first day notice is possible", () => {
    expect(addMonths(new Date("2027-01-31T10:00:00Z"), 1)).toEqual(
      new Date("2027-02-28T10:00:00Z"),
    );
    // 1 April 00:00 in Berlin (summer time) is 22:00 UTC the day before
    expect(endOfMonth(new Date("2027-03-10T12:00:00Z"))).toEqual(new Date("2027-03-31T21:59:59Z"));
    expect(noticeEffectiveDate(new Date("2027-01-15T12:00:00Z"))).toEqual(
      new Date("2027-02-28T22:59:59Z"),
    );
    const minimum = new Date("2027-03-15T10:00:00Z");
    expect(earliestNoticeDate(minimum)).toEqual(new Date("2027-01-31T23:00:00Z"));
    // notice given long before takes effect at the same earliest end, not later
    expect(earliestContractEnd(new Date("2026-05-10T12:00:00Z"), minimum)).toEqual(
      new Date("2027-03-31T21:59:59Z"),
    );
    expect(earliestContractEnd(new Date("2027-02-01T12:00:00Z"), minimum)).toEqual(
      new Date("2027-03-31T21:59:59Z"),
    );
    expect(earliestContractEnd(new Date("2027-02-20T12:00:00Z"), minimum)).toEqual(
      new Date("2027-03-31T21:59:59Z"),
    );
    expect(earliestContractEnd(new Date("2027-03-01T12:00:00Z"), minimum)).toEqual(
      new Date("2027-04-30T21:59:59Z"),
    );
    expect(earliestContractEnd(new Date("2027-03-01T12:00:00Z"), null)).toEqual(
      new Date("2027-04-30T21:59:59Z"),
    );
  });

  it("parses euro amounts the way people type them", () => {
    expect(parseEuroCents("49")).toBe(4900);
    expect(parseEuroCents("49,5")).toBe(4950);
    expect(parseEuroCents("1.234,56 €")).toBe(123456);
    expect(parseEuroCents("49.90")).toBe(4990);
    expect(parseEuroCents("1.234")).toBe(123400);
    expect(parseEuroCents("-5")).toBeNull();
    expect(parseEuroCents("zehn")).toBeNull();
  });
});
