// What the billing screens show, read from our own tables only (no Stripe call in a
// loader): the customer's payments, refunds, subscriptions and invoices, and the admin's
// money panel of one order.
import { PROFESSIONAL_MONTHLY_CENTS } from "./amounts";
import { HOSTING_VIEW_SELECT, hostingSummary } from "./hosting.server";
import { servicePeriodLabel } from "./period";
import {
  failedChargesOfUser,
  openChargeView,
  OPEN_CHARGES,
  type OpenChargeView,
} from "./recovery.server";
import { subscriptionLabel, SUBSCRIPTION_MESSAGES } from "./subscription.server";
import { earliestContractEnd, minimumTermEnd } from "./terms";
import { getPackage, getProfession, isProfessionalPackage } from "~/models/catalog/catalog";
import { listInvoicesForUser, toInvoiceListEntries } from "~/models/invoice/invoice.server";
import { prisma } from "~/utils/db.server";
import { formatCents, formatDate, shortId } from "~/utils/format";

export const PURPOSE_LABELS: Record<string, string> = {
  order: "Bestellung",
  setup_fee: "Einrichtungsgebühr",
  subscription_period: "Monatsgebühr",
  hosting_period: "Hosting",
  refund: "Erstattung",
};

/** A one-time package's subscription is its hosting after the free year. */
const planName = (packageType: string, paymentType?: string) => {
  const name = getPackage(packageType)?.name ?? getProfession(packageType)?.name ?? packageType;
  return paymentType === "onetime" ? `Hosting (${name})` : name;
};

function paymentLine(p: {
  id: string;
  kind: string;
  purpose: string;
  amountCents: number;
  paidAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  reason: string | null;
  isTest: boolean;
  orderId: string;
}) {
  const refund = p.kind === "refund";
  return {
    id: p.id,
    orderId: p.orderId,
    orderShortId: shortId(p.orderId),
    date: formatDate(p.paidAt),
    label: PURPOSE_LABELS[p.purpose] ?? p.purpose,
    period: servicePeriodLabel(p.periodStart, p.periodEnd),
    amount: `${refund ? "−" : ""}${formatCents(p.amountCents)}`,
    refund,
    reason: refund ? p.reason : null,
    isTest: p.isTest,
    /** a failed renewal (its own record): 'Fehlgeschlagen', and when it was settled */
    failed: false,
    settledOn: null as string | null,
    voidedOn: null as string | null,
  };
}

/** A failed renewal as a line of the payment list: no money moved, so no sum counts it. */
function failedLine(f: Awaited<ReturnType<typeof failedChargesOfUser>>[number]) {
  return {
    id: f.id,
    orderId: f.orderId,
    orderShortId: shortId(f.orderId),
    date: formatDate(f.failedAt),
    label: PURPOSE_LABELS.subscription_period,
    period: servicePeriodLabel(f.periodStart, f.periodEnd),
    amount: formatCents(f.amountCents),
    refund: false,
    reason: null,
    isTest: f.isTest,
    failed: true,
    settledOn: f.paidAt ? formatDate(f.paidAt) : null,
    voidedOn: f.voidedAt ? formatDate(f.voidedAt) : null,
  };
}

/**
 * The next charge: the end of the paid period. After notice the charges run on until the
 * contract ends, so the date stays while a period starts before that end. While a period
 * is unpaid Stripe's period has already moved on: the open amount is due now instead.
 */
function nextPaymentOf(
  s: { currentPeriodEnd: Date | null; cancelAt: Date | null },
  live: boolean,
  open: OpenChargeView | null,
) {
  if (!live || open || !s.currentPeriodEnd) return null;
  if (s.cancelAt && s.currentPeriodEnd >= s.cancelAt) return null;
  return formatDate(s.currentPeriodEnd);
}

function subscriptionView(
  s: {
    orderId: string;
    status: string;
    amountCents: number;
    currentPeriodEnd: Date | null;
    minimumTermEndsAt: Date | null;
    cancelAt: Date | null;
    canceledAt: Date | null;
    lastPaymentError: string | null;
    startedAt: Date | null;
  },
  packageType: string,
  now: Date,
  paymentType?: string,
  open: OpenChargeView | null = null,
) {
  const live = !["canceled", "incomplete_expired", "start_pending", "starting"].includes(s.status);
  const noticeGiven = Boolean(s.cancelAt) && s.status !== "canceled";
  return {
    orderId: s.orderId,
    orderShortId: shortId(s.orderId),
    planName: planName(packageType, paymentType),
    status: s.status,
    statusLabel: subscriptionLabel[s.status] ?? s.status,
    amount: `${formatCents(s.amountCents)} / Monat`,
    startedAt: s.startedAt ? formatDate(s.startedAt) : null,
    nextPayment: nextPaymentOf(s, live, open),
    openCharge: open,
    minimumTermEndsAt: s.minimumTermEndsAt ? formatDate(s.minimumTermEndsAt) : null,
    cancelAt: s.cancelAt ? formatDate(s.cancelAt) : null,
    canceledAt: s.status === "canceled" && s.canceledAt ? formatDate(s.canceledAt) : null,
    problem: s.status === "past_due" || s.status === "start_pending" ? s.lastPaymentError : null,
    startPending: s.status === "start_pending",
    cancellable: live && !s.cancelAt,
    /** where notice given today would end it – shown before the customer presses the button */
    noticeEndIfToday:
      live && !s.cancelAt ? formatDate(earliestContractEnd(now, s.minimumTermEndsAt)) : null,
    withdrawable: live && noticeGiven && s.cancelAt! > now,
  };
}

const subscriptionSelect = {
  orderId: true,
  status: true,
  amountCents: true,
  currentPeriodEnd: true,
  minimumTermEndsAt: true,
  cancelAt: true,
  canceledAt: true,
  lastPaymentError: true,
  startedAt: true,
} as const;

const paymentSelect = {
  id: true,
  kind: true,
  purpose: true,
  amountCents: true,
  paidAt: true,
  periodStart: true,
  periodEnd: true,
  reason: true,
  isTest: true,
  orderId: true,
} as const;

/**
 * A professional plan accepted a moment ago: the start-subscription job has not made its
 * row yet. Shown as 'Wird eingerichtet' instead of 'no subscription'.
 */
function settingUpView(order: { id: string; packageType: string; acceptedAt: Date }, now: Date) {
  return subscriptionView(
    {
      orderId: order.id,
      status: "starting",
      amountCents: PROFESSIONAL_MONTHLY_CENTS,
      currentPeriodEnd: null,
      minimumTermEndsAt: minimumTermEnd(order.acceptedAt),
      cancelAt: null,
      canceledAt: null,
      lastPaymentError: null,
      startedAt: null,
    },
    order.packageType,
    now,
  );
}

/**
 * How many payments and invoices /billing shows until the customer asks for all of them:
 * a customer with many orders had every payment and invoice of every order on one page
 * (250 KB of HTML for 20 orders).
 */
export const BILLING_LIST_SIZE = 10;
/** The most a full list shows (the ZIP has every invoice). */
const ALL_PAYMENTS = 200;

/** Which of /billing's lists are shown in full (`?zahlungen=alle`, `?rechnungen=alle`). */
export function billingListsOf(searchParams: URLSearchParams) {
  return {
    allPayments: searchParams.get("zahlungen") === "alle",
    allInvoices: searchParams.get("rechnungen") === "alle",
  };
}

/**
 * The customer's 'Zahlungen & Abo': every subscription of theirs, and the newest
 * BILLING_LIST_SIZE payments and invoices (all of them when asked). One row more than
 * shown is read to know whether there are more, so no count is needed.
 */
export async function customerBilling(
  userId: string,
  now = new Date(),
  { allPayments = false, allInvoices = false } = {},
) {
  const paymentTake = allPayments ? ALL_PAYMENTS : BILLING_LIST_SIZE + 1;
  const [payments, orders, invoices, failed] = await Promise.all([
    prisma.payment.findMany({
      where: { order: { userId } },
      orderBy: [{ paidAt: "desc" }, { createdAt: "desc" }],
      take: paymentTake,
      select: paymentSelect,
    }),
    // subscriptions, open charges, the portal and plans being set up: one read of the
    // customer's few orders with their relations instead of four statements
    prisma.order.findMany({
      where: { userId },
      select: {
        id: true,
        packageType: true,
        paymentType: true,
        acceptedAt: true,
        stripeCustomerId: true,
        subscription: { select: { ...subscriptionSelect, createdAt: true } },
        failedCharges: OPEN_CHARGES,
        hosting: { select: HOSTING_VIEW_SELECT },
      },
    }),
    listInvoicesForUser(userId, undefined, allInvoices ? undefined : BILLING_LIST_SIZE + 1),
    failedChargesOfUser(userId, allPayments ? 100 : BILLING_LIST_SIZE + 1),
  ]);
  const subscriptions = orders
    .flatMap((o) => (o.subscription ? [{ ...o.subscription, order: o }] : []))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const accepted = orders
    .filter((o) => o.acceptedAt && !o.subscription)
    .sort((a, b) => b.acceptedAt!.getTime() - a.acceptedAt!.getTime());
  // payments and failed renewals in one list, newest first
  const lines = [
    ...payments.map((p) => ({ at: p.paidAt.getTime(), line: paymentLine(p) })),
    ...failed.map((f) => ({ at: f.failedAt.getTime(), line: failedLine(f) })),
  ].sort((a, b) => b.at - a.at);
  // the newest BILLING_LIST_SIZE of the merged list are among the newest of each part
  const morePayments = !allPayments && lines.length > BILLING_LIST_SIZE;
  const moreInvoices = !allInvoices && invoices.length > BILLING_LIST_SIZE;
  const shownInvoices = moreInvoices ? invoices.slice(0, BILLING_LIST_SIZE) : invoices;
  const settingUp = accepted
    .filter((o) => isProfessionalPackage(o.packageType))
    .map((o) => settingUpView({ ...o, acceptedAt: o.acceptedAt! }, now));
  return {
    payments: (morePayments ? lines.slice(0, BILLING_LIST_SIZE) : lines).map((l) => l.line),
    /** whether a link to the full list is offered */
    morePayments,
    moreInvoices,
    allPayments,
    allInvoices,
    subscriptions: [
      ...settingUp,
      ...subscriptions.map((s) =>
        subscriptionView(
          s,
          s.order.packageType,
          now,
          s.order.paymentType,
          openChargeView(s.order.failedCharges),
        ),
      ),
    ],
    hasPortal: orders.some((o) => o.stripeCustomerId !== null),
    // a one-time package's hosting: until when it is free, then its state (the order page
    // and the go-live mail say the same day)
    hostings: orders.flatMap((o) =>
      o.hosting
        ? [
            {
              orderId: o.id,
              orderShortId: shortId(o.id),
              planName: planName(o.packageType),
              ...hostingSummary(o.hosting),
            },
          ]
        : [],
    ),
    // every invoice and credit note across all orders (they were only per order)
    invoices: toInvoiceListEntries(shownInvoices).map((entry, i) => ({
      ...entry,
      orderId: shownInvoices[i].orderId,
      orderShortId: shortId(shownInvoices[i].orderId),
    })),
  };
}

/** The order page's 'Abo-Start ausstehend' and similar, for the customer and the admin. */
export async function subscriptionNotice(orderId: string) {
  const sub = await prisma.subscription.findUnique({
    where: { orderId },
    select: { status: true },
  });
  if (!sub) return null;
  return sub.status === "start_pending" ? SUBSCRIPTION_MESSAGES.pendingLabel : null;
}

/** The admin's money panel of one order. */
export async function adminMoney(orderId: string, now = new Date()) {
  // one read with the relations (one statement with relation joins) instead of four
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      paymentProblem: true,
      paymentProblemAt: true,
      packageType: true,
      paymentType: true,
      payments: {
        orderBy: [{ paidAt: "desc" }, { createdAt: "desc" }],
        select: { ...paymentSelect, refunds: { select: { amountCents: true } } },
      },
      subscription: { select: subscriptionSelect },
      failedCharges: OPEN_CHARGES,
    },
  });
  if (!order) return null;
  const { payments, subscription } = order;
  const open = openChargeView(order.failedCharges);
  const paid = payments.filter((p) => p.kind === "payment");
  const refunded = payments.filter((p) => p.kind === "refund");
  const sum = (rows: Array<{ amountCents: number }>) => rows.reduce((s, r) => s + r.amountCents, 0);
  return {
    problem: order.paymentProblem,
    problemAt: order.paymentProblemAt ? formatDate(order.paymentProblemAt) : null,
    payments: payments.map((p) => {
      const left = p.kind === "payment" ? p.amountCents - sum(p.refunds) : 0;
      return {
        ...paymentLine(p),
        refundableCents: left,
        refundable: left > 0 ? formatCents(left) : null,
        refundableInput: left > 0 ? (left / 100).toFixed(2).replace(".", ",") : null,
      };
    }),
    net: formatCents(sum(paid) - sum(refunded)),
    subscription: subscription
      ? subscriptionView(subscription, order.packageType, now, order.paymentType, open)
      : null,
  };
}
export type AdminMoney = NonNullable<Awaited<ReturnType<typeof adminMoney>>>;
