// Payment recovery: a renewal whose charge failed is a FailedCharge row
// (one per Stripe invoice, however often Stripe retries or repeats the event), open until
// invoice.paid settles it (or invoice.voided cancels it). The customer sees it on the dashboard, the order page and
// 'Zahlungen & Abo' with 'Jetzt bezahlen' (Stripe's hosted invoice page, the stand-in's
// /dev/billing?invoice=… without keys); the admin sees the overdue subscriptions.
import { Prisma } from "@prisma/client";
import Stripe from "stripe";
import { subscriptionLabel } from "./subscription.server";
import type { Tx } from "./ledger.server";
import { getPackage, getProfession } from "~/models/catalog/catalog";
import { prisma } from "~/utils/db.server";
import { formatCents, formatDate, shortId } from "~/utils/format";
import { payments } from "~/utils/payments.server";

export const RECOVERY_MESSAGES = {
  notFound: "Diese offene Zahlung wurde nicht gefunden.",
  alreadyPaid: "Diese Zahlung ist bereits beglichen",
  alreadyPaidText: "Vielen Dank – der Betrag ist bei uns eingegangen.",
  notPayable:
    "Diese Rechnung kann nicht mehr online bezahlt werden. Bitte schreiben Sie uns, wir finden eine Lösung.",
  payFailed: "Die Zahlungsseite konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.",
} as const;

/** Neither paid nor voided: the customer still owes it. */
const OPEN = { paidAt: null, voidedAt: null } as const;

export interface FailedChargeInput {
  orderId: string;
  stripeInvoiceId: string;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** when Stripe created the invoice (kept for the record; the due day is the failure's) */
  createdAt: Date | null;
  attemptCount: number;
  hostedInvoiceUrl: string | null;
  isTest: boolean;
}

/**
 * Records a failed renewal once per invoice: a later attempt (or a repeated event) updates
 * the same row; a row already paid is left alone (a late failure event changes nothing).
 */
export async function recordFailedCharge(
  tx: Tx,
  input: FailedChargeInput,
  now = new Date(),
): Promise<{ id: string; created: boolean }> {
  const existing = await tx.failedCharge.findUnique({
    where: { stripeInvoiceId: input.stripeInvoiceId },
    select: { id: true, attemptCount: true, paidAt: true, voidedAt: true },
  });
  if (existing) {
    if (!existing.paidAt && !existing.voidedAt)
      await tx.failedCharge.update({
        where: { id: existing.id },
        data: {
          attemptCount: Math.max(existing.attemptCount, input.attemptCount),
          lastFailedAt: now,
          ...(input.hostedInvoiceUrl ? { hostedInvoiceUrl: input.hostedInvoiceUrl } : {}),
        },
      });
    return { id: existing.id, created: false };
  }
  const row = await tx.failedCharge.create({
    data: {
      orderId: input.orderId,
      stripeInvoiceId: input.stripeInvoiceId,
      amountCents: input.amountCents,
      // due since the charge failed: the period's start can lie ahead of that day (a renewal
      // billed early, the stand-in's renewal button), and "fällig seit" a future day is untrue
      dueAt: now,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      attemptCount: Math.max(1, input.attemptCount),
      failedAt: now,
      lastFailedAt: now,
      hostedInvoiceUrl: input.hostedInvoiceUrl,
      isTest: input.isTest,
    },
    select: { id: true },
  });
  return { id: row.id, created: true };
}

/**
 * invoice.paid for an invoice that had failed: the row is settled by the period's payment.
 * Returns how many charges of the order are still open.
 */
export async function settleFailedCharge(
  tx: Tx,
  orderId: string,
  stripeInvoiceId: string,
  paymentId: string | null,
  now = new Date(),
): Promise<number> {
  await tx.failedCharge.updateMany({
    where: { stripeInvoiceId, ...OPEN },
    data: { paidAt: now, paymentId },
  });
  return tx.failedCharge.count({ where: { orderId, ...OPEN } });
}

/**
 * invoice.voided: Stripe cancelled the invoice (e.g. the admin voided it in Stripe's
 * dashboard), so nothing is owed for it. Returns whether a charge was closed and how many
 * of the order are still open.
 */
export async function voidFailedCharge(
  tx: Tx,
  orderId: string,
  stripeInvoiceId: string,
  now = new Date(),
): Promise<{ closed: boolean; stillOpen: number }> {
  const { count } = await tx.failedCharge.updateMany({
    where: { stripeInvoiceId, ...OPEN },
    data: { voidedAt: now },
  });
  return {
    closed: count > 0,
    stillOpen: await tx.failedCharge.count({ where: { orderId, ...OPEN } }),
  };
}

const openSelect = {
  id: true,
  orderId: true,
  amountCents: true,
  dueAt: true,
  failedAt: true,
  periodStart: true,
  periodEnd: true,
} as const;

type OpenRow = {
  id: string;
  orderId: string;
  amountCents: number;
  dueAt: Date;
  failedAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
};

/** What a banner shows for one order: the open sum, the oldest due day, the charge to pay. */
export interface OpenChargeView {
  /** the oldest open charge: 'Jetzt bezahlen' pays this one */
  chargeId: string;
  amount: string;
  dueDate: string;
  /** more than one period open: the sum of all of them */
  count: number;
  total: string;
}

function openView(rows: OpenRow[]): OpenChargeView | null {
  if (!rows.length) return null;
  const oldest = rows.reduce((a, b) => (b.failedAt < a.failedAt ? b : a));
  return {
    chargeId: oldest.id,
    amount: formatCents(oldest.amountCents),
    // the day the charge failed, on every page (rows from before kept the period's start)
    dueDate: formatDate(oldest.failedAt),
    count: rows.length,
    total: formatCents(rows.reduce((sum, r) => sum + r.amountCents, 0)),
  };
}

/** An order's open failed charges as a nested read (one statement with the order's). */
export const OPEN_CHARGES = {
  where: OPEN,
  orderBy: { dueAt: "asc" },
  select: openSelect,
} as const;

/** The banner of one order's open failed charges (read with OPEN_CHARGES); null: none. */
export const openChargeView = (rows: OpenRow[]) => openView(rows);

/** The open failed charges of a customer's orders, by order id. */
export async function openChargesByOrder(userId: string): Promise<Record<string, OpenChargeView>> {
  const rows = await prisma.failedCharge.findMany({
    where: { ...OPEN, order: { userId } },
    orderBy: { dueAt: "asc" },
    select: openSelect,
  });
  const byOrder = new Map<string, OpenRow[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return Object.fromEntries([...byOrder].map(([orderId, list]) => [orderId, openView(list)!]));
}

/** The open failed charges of one order (the order page; the caller checked the owner). */
export async function openChargeOfOrder(orderId: string): Promise<OpenChargeView | null> {
  return openView(
    await prisma.failedCharge.findMany({
      where: { orderId, ...OPEN },
      orderBy: { dueAt: "asc" },
      select: openSelect,
    }),
  );
}

/** Every failed charge of a customer (open and settled), for the payment list on /billing. */
export function failedChargesOfUser(userId: string, take = 100) {
  return prisma.failedCharge.findMany({
    where: { order: { userId } },
    orderBy: { failedAt: "desc" },
    take,
    select: {
      id: true,
      orderId: true,
      amountCents: true,
      failedAt: true,
      periodStart: true,
      periodEnd: true,
      paidAt: true,
      voidedAt: true,
      isTest: true,
    },
  });
}

export type RecoveryPayment =
  { ok: true; url: string } | { ok: false; status: number; message: string; paid?: boolean };

/**
 * 'Jetzt bezahlen': the open invoice's page at Stripe (hosted_invoice_url), asked fresh from
 * Stripe so a charge paid meanwhile is not offered again. Only the order's owner.
 */
export async function recoveryPaymentUrl(
  chargeId: string,
  userId: string,
): Promise<RecoveryPayment> {
  const charge = await prisma.failedCharge.findFirst({
    where: { id: chargeId, order: { userId } },
    select: {
      id: true,
      stripeInvoiceId: true,
      paidAt: true,
      voidedAt: true,
      hostedInvoiceUrl: true,
    },
  });
  if (!charge) return { ok: false, status: 404, message: RECOVERY_MESSAGES.notFound };
  if (charge.paidAt)
    return { ok: false, status: 409, message: RECOVERY_MESSAGES.alreadyPaid, paid: true };
  if (charge.voidedAt) return { ok: false, status: 409, message: RECOVERY_MESSAGES.notPayable };
  const { stripe } = await payments();
  let invoice: Stripe.Invoice;
  try {
    invoice = await stripe.invoices.retrieve(charge.stripeInvoiceId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      return { ok: false, status: 409, message: RECOVERY_MESSAGES.notPayable };
    throw error;
  }
  // paid at Stripe, the webhook not yet here: do not send the customer to pay twice
  if (invoice.status === "paid")
    return { ok: false, status: 409, message: RECOVERY_MESSAGES.alreadyPaid, paid: true };
  const url = invoice.hosted_invoice_url ?? charge.hostedInvoiceUrl;
  if (invoice.status !== "open" || !url)
    return { ok: false, status: 409, message: RECOVERY_MESSAGES.notPayable };
  return { ok: true, url };
}

const planName = (packageType: string) =>
  getPackage(packageType)?.name ?? getProfession(packageType)?.name ?? packageType;

/** Stripe's states of a subscription whose money is overdue. */
const OVERDUE_STATUSES = ["past_due", "unpaid"];

/** An open failed charge, or a subscription Stripe calls overdue (a superset of the list). */
async function anythingOverdue() {
  const [row] = await prisma.$queryRaw<Array<{ overdue: boolean }>>`
    SELECT EXISTS (SELECT 1 FROM "failed_charges" WHERE "paidAt" IS NULL AND "voidedAt" IS NULL)
        OR EXISTS (SELECT 1 FROM "subscriptions" WHERE "status" IN (${Prisma.join(OVERDUE_STATUSES)}))
        AS "overdue"`;
  return Boolean(row?.overdue);
}

/**
 * The admin dashboard's overdue subscriptions: orders with an open failed charge, and
 * subscriptions Stripe calls overdue without one (rows from before the failed charges were
 * recorded, or an event still on its way), oldest first.
 */
export async function overdueSubscriptions() {
  // on most days nothing is overdue: one cheap statement instead of two reads with their
  // relations (8 statements before relation joins)
  if (!(await anythingOverdue())) return [];
  const orderSelect = {
    company: true,
    packageType: true,
    user: { select: { email: true, deletedAt: true } },
    subscription: { select: { status: true } },
  } as const;
  const [rows, overdueSubs] = await Promise.all([
    prisma.failedCharge.findMany({
      where: OPEN,
      orderBy: { dueAt: "asc" },
      select: { ...openSelect, order: { select: orderSelect } },
    }),
    prisma.subscription.findMany({
      where: {
        status: { in: OVERDUE_STATUSES },
        order: { failedCharges: { none: OPEN } },
      },
      orderBy: { updatedAt: "asc" },
      select: { orderId: true, order: { select: orderSelect } },
    }),
  ]);
  const byOrder = new Map<string, typeof rows>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  const entry = (
    orderId: string,
    order: (typeof rows)[number]["order"],
    view: OpenChargeView | null,
  ) => {
    const status = order.subscription?.status ?? null;
    return {
      orderId,
      shortId: shortId(orderId),
      customer: order.company || (order.user.deletedAt ? null : order.user.email),
      planName: planName(order.packageType),
      /** null: Stripe says overdue, but no failed charge is recorded (see the order) */
      open: view?.total ?? null,
      periods: view?.count ?? 0,
      since: view?.dueDate ?? null,
      statusLabel: status ? (subscriptionLabel[status] ?? "Unbekannt") : null,
    };
  };
  return [
    ...[...byOrder.values()].map((list) => entry(list[0].orderId, list[0].order, openView(list))),
    ...overdueSubs.map((s) => entry(s.orderId, s.order, null)),
  ];
}
