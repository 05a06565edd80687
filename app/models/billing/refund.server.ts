// Refunds by the admin: full or partial, never more than what is left of the payment,
// always with a reason; made through Stripe and written as a refund row (the later
// charge.refunded webhook finds it and adds nothing).
import Stripe from "stripe";
import { z } from "zod";
import { historyNote, recordPayment, refundableCents } from "./ledger.server";
import { queueMail } from "~/jobs/send-mail.server";
import { refundIssuedMail } from "~/mails/billing";
import { MAIL_RECIPIENT_SELECT } from "~/models/account/mail-recipient";
import { prisma } from "~/utils/db.server";
import { formatCents } from "~/utils/format";
import { payments } from "~/utils/payments.server";

const REFUND_MESSAGES = {
  paymentRequired: "Bitte wählen Sie die Zahlung, die erstattet werden soll.",
  amountRequired: "Bitte geben Sie einen Betrag in Euro ein, z. B. 49,00.",
  amountInvalid: "Bitte geben Sie einen gültigen Betrag in Euro ein, z. B. 49,00.",
  amountPositive: "Der Betrag muss größer als 0 € sein.",
  reasonRequired: "Bitte geben Sie einen Grund für die Erstattung an.",
  reasonTooLong: "Der Grund darf höchstens 500 Zeichen lang sein.",
  unknownPayment: "Diese Zahlung gehört nicht zu diesem Auftrag.",
  nothingLeft: "Diese Zahlung ist bereits vollständig erstattet.",
  noStripeId:
    "Diese Zahlung kann nicht über Stripe erstattet werden (keine Zahlungs-ID vorhanden).",
  failed: "Die Erstattung ist bei Stripe fehlgeschlagen",
  done: "Erstattung ausgeführt",
} as const;

const tooMuchMessage = (maxCents: number) =>
  `Höchstens ${formatCents(maxCents)} können noch erstattet werden.`;

/** '49', '49,5', '1.234,56', '49.90', '49 €' → cents; null when it is not an amount. */
export function parseEuroCents(input: string): number | null {
  let text = input.replace(/[\s\u00a0€]/g, "");
  if (!text) return null;
  if (text.includes(",")) text = text.replace(/\./g, "").replace(",", ".");
  else if (!/^\d+\.\d{1,2}$/.test(text)) text = text.replace(/\.(?=\d{3}(\.|$))/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** The admin's refund form; the confirmation step posts the same fields plus a key. */
export const refundSchema = z.object({
  paymentId: z
    .string({ required_error: REFUND_MESSAGES.paymentRequired })
    .uuid(REFUND_MESSAGES.paymentRequired),
  amount: z
    .string({ required_error: REFUND_MESSAGES.amountRequired })
    .trim()
    .min(1, REFUND_MESSAGES.amountRequired)
    .transform((value, ctx) => {
      const cents = parseEuroCents(value);
      if (cents === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: REFUND_MESSAGES.amountInvalid });
        return z.NEVER;
      }
      if (cents <= 0) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: REFUND_MESSAGES.amountPositive });
        return z.NEVER;
      }
      return cents;
    }),
  reason: z
    .string({ required_error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(3, REFUND_MESSAGES.reasonRequired)
    .max(500, REFUND_MESSAGES.reasonTooLong),
});
export type RefundInput = z.output<typeof refundSchema>;

export type RefundCheck =
  | { ok: true; paymentLabel: string; amountCents: number; maxCents: number }
  | { ok: false; field: "paymentId" | "amount"; message: string };

/** Validates a refund against the ledger (the confirmation step shows what it found). */
export async function checkRefund(orderId: string, input: RefundInput): Promise<RefundCheck> {
  const payment = await prisma.payment.findFirst({
    where: { id: input.paymentId, orderId, kind: "payment" },
    select: { id: true, amountCents: true, paidAt: true, purpose: true },
  });
  if (!payment) return { ok: false, field: "paymentId", message: REFUND_MESSAGES.unknownPayment };
  const maxCents = await refundableCents(prisma, payment.id);
  if (maxCents <= 0) return { ok: false, field: "paymentId", message: REFUND_MESSAGES.nothingLeft };
  if (input.amount > maxCents)
    return { ok: false, field: "amount", message: tooMuchMessage(maxCents) };
  return {
    ok: true,
    paymentLabel: `${formatCents(payment.amountCents)} vom ${payment.paidAt.toLocaleDateString("de-DE", { timeZone: "Europe/Berlin" })}`,
    amountCents: input.amount,
    maxCents,
  };
}

async function paymentIntentOf(payment: {
  stripePaymentIntentId: string | null;
  stripeInvoiceId: string | null;
}) {
  if (payment.stripePaymentIntentId) return payment.stripePaymentIntentId;
  if (!payment.stripeInvoiceId) return null;
  const { stripe } = await payments();
  const list = await stripe.invoicePayments.list({ invoice: payment.stripeInvoiceId, limit: 3 });
  const pi = list.data.find((p) => p.payment.payment_intent)?.payment.payment_intent;
  return typeof pi === "string" ? pi : (pi?.id ?? null);
}

export type RefundOutcome =
  | { ok: true; amountCents: number }
  | { ok: false; field: "paymentId" | "amount" | null; message: string };

/**
 * Refunds through Stripe. `key` comes from the confirmation form: posting the same
 * confirmation twice makes one refund (Stripe's idempotency key).
 */
export async function refundPayment(
  orderId: string,
  adminId: string,
  input: RefundInput & { key: string },
): Promise<RefundOutcome> {
  const check = await checkRefund(orderId, input);
  if (!check.ok) return check;
  const payment = await prisma.payment.findUniqueOrThrow({
    where: { id: input.paymentId },
    select: {
      id: true,
      isTest: true,
      stripePaymentIntentId: true,
      stripeInvoiceId: true,
      order: { select: { user: { select: MAIL_RECIPIENT_SELECT } } },
    },
  });
  const paymentIntent = await paymentIntentOf(payment);
  if (!paymentIntent) return { ok: false, field: null, message: REFUND_MESSAGES.noStripeId };
  const { stripe } = await payments();
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: input.amount,
        reason: "requested_by_customer",
        metadata: { orderId, paymentId: payment.id, reason: input.reason.slice(0, 450) },
      },
      { idempotencyKey: `refund-${payment.id}-${input.key}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      return { ok: false, field: null, message: `${REFUND_MESSAGES.failed}: ${error.message}` };
    throw error;
  }
  await prisma.$transaction(async (tx) => {
    const { id, created } = await recordPayment(tx, {
      orderId,
      kind: "refund",
      purpose: "refund",
      amountCents: refund.amount,
      externalId: refund.id,
      stripeRefundId: refund.id,
      stripePaymentIntentId: paymentIntent,
      stripeChargeId:
        typeof refund.charge === "string" ? refund.charge : (refund.charge?.id ?? null),
      refundOfId: payment.id,
      reason: input.reason,
      createdById: adminId,
      isTest: payment.isTest,
    });
    if (!created) {
      // the charge.refunded webhook can write the row first; it leaves the admin's note and
      // mail to this request, which claims the row – once (a repeated submit finds it claimed)
      const claimed = await tx.payment.updateMany({
        where: { id, createdById: null },
        data: { createdById: adminId, reason: input.reason },
      });
      if (claimed.count === 0) return;
    }
    await historyNote(tx, orderId, `Erstattung ${formatCents(refund.amount)}: ${input.reason}`, {
      userId: adminId,
      source: "admin",
    });
    await queueMail(refundIssuedMail(payment.order.user, orderId, refund.amount), { db: tx });
  });
  return { ok: true, amountCents: refund.amount };
}
