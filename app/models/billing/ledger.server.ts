// The money ledger: one Payment row per Stripe object (payment, subscription period,
// refund), written idempotently; payment problems an admin must look at; notes in the
// order history; and the once-per-event guard every webhook handler runs inside.
import { recordStatusChange, type StatusSource } from "../order/status-history.server";
import type { OrderStatus } from "../order/status";
import type { Prisma } from "@prisma/client";
import { enqueue } from "~/jobs/queue.server";
import { registeredJobs } from "~/jobs/registry.server";
import { queueMail } from "~/jobs/send-mail.server";
import { adminPaymentProblemMail } from "~/mails/billing";
import { isUniqueViolation } from "~/utils/db-errors.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

export type Tx = Prisma.TransactionClient;

/** Labels shown to the admin; the dashboard filters on their beginning. */
export const PAYMENT_PROBLEMS = {
  failed: "Zahlung fehlgeschlagen",
  duplicate: "Doppelte Zahlung – bitte erstatten",
  amountMismatch: "Betrag weicht ab",
  dispute: "Zahlung angefochten",
  unexpected: "Unerwartete Zahlung – bitte prüfen",
} as const;

export interface PaymentInput {
  orderId: string;
  kind: "payment" | "refund";
  purpose: "order" | "setup_fee" | "subscription_period" | "hosting_period" | "refund";
  amountCents: number;
  externalId: string;
  stripePaymentIntentId?: string | null;
  stripeChargeId?: string | null;
  stripeInvoiceId?: string | null;
  stripeRefundId?: string | null;
  periodStart?: Date | null;
  periodEnd?: Date | null;
  methodType?: string | null;
  isTest: boolean;
  refundOfId?: string | null;
  reason?: string | null;
  createdById?: string | null;
  paidAt?: Date;
}

/**
 * Writes the row for one Stripe object once (externalId is unique); a second call finds
 * it. Two writers racing (the admin's refund and Stripe's charge.refunded webhook): the
 * insert skips a duplicate (ON CONFLICT DO NOTHING waits for the other transaction), so the
 * loser finds the winner's row instead of failing.
 */
export async function recordPayment(
  tx: Tx,
  input: PaymentInput,
): Promise<{ id: string; created: boolean }> {
  const { count } = await tx.payment.createMany({ data: [input], skipDuplicates: true });
  const row = await tx.payment.findUniqueOrThrow({
    where: { externalId: input.externalId },
    select: { id: true },
  });
  if (count === 0) return { id: row.id, created: false };
  await afterPaymentRecorded(tx, row.id);
  return { id: row.id, created: true };
}

declare module "~/jobs/registry.server" {
  interface JobPayloads {
    /** defined by the invoice module: one invoice (or credit note) per payment row */
    "issue-invoice": { paymentId: string };
  }
}

/** Everything that follows a new payment or refund row, in the same transaction. */
async function afterPaymentRecorded(tx: Tx, paymentId: string) {
  // the invoice module registers "issue-invoice"; until it does, there is nothing to enqueue
  if (registeredJobs().some((job) => job.name === "issue-invoice"))
    await enqueue("issue-invoice", { paymentId }, { db: tx });
}

/** A line in the order's history without a status change (money facts, problems). */
export async function historyNote(
  tx: Tx,
  orderId: string,
  note: string,
  actor: { userId?: string | null; source: StatusSource },
) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true },
  });
  await recordStatusChange(tx, {
    orderId,
    fromStatus: order.status,
    // a line beside the status, which stays what it was
    toStatus: order.status as OrderStatus,
    changedById: actor.userId ?? null,
    source: actor.source,
    note,
  });
}

/** Marks the order for the admin, notes it in the history and mails the agency. */
export async function flagPaymentProblem(
  tx: Tx,
  orderId: string,
  problem: string,
  detail: string,
  options: { mailAdmin?: boolean } = { mailAdmin: true },
) {
  await tx.order.update({
    where: { id: orderId },
    data: { paymentProblem: problem, paymentProblemAt: new Date() },
  });
  await historyNote(tx, orderId, `${problem}: ${detail}`, { source: "payment" });
  const to = getEnv().ADMIN_NOTIFY_EMAIL;
  if (options.mailAdmin !== false && to)
    await queueMail(adminPaymentProblemMail(to, orderId, problem, detail), { db: tx });
}

/**
 * Applies one webhook event exactly once: the processed-events row and the event's
 * effects commit together. A unique-key clash (a concurrent delivery, or the success page
 * writing the same payment) is retried; the retry sees what the other one wrote.
 */
export async function applyOnce(
  event: { id: string; type: string },
  orderId: string | null,
  apply: (tx: Tx) => Promise<string>,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await prisma.$transaction(async (tx) => {
        if (await tx.paymentEvent.findUnique({ where: { id: event.id }, select: { id: true } }))
          return "duplicate-event";
        await tx.paymentEvent.create({ data: { id: event.id, type: event.type, orderId } });
        return apply(tx);
      });
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Money already refunded of a payment row, and what is left to refund. */
export async function refundableCents(tx: Tx | typeof prisma, paymentId: string) {
  const payment = await tx.payment.findUnique({
    where: { id: paymentId },
    select: { amountCents: true, kind: true, refunds: { select: { amountCents: true } } },
  });
  if (!payment || payment.kind !== "payment") return 0;
  return payment.amountCents - payment.refunds.reduce((sum, r) => sum + r.amountCents, 0);
}
