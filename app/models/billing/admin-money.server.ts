// The admin order page's money actions (refund, end a subscription, settle a payment
// problem): each refund and each cancellation goes through a confirmation step that is
// plain server-rendered HTML, so it works without JavaScript. The model answers with an
// outcome (back to the page, done with a notice, or the form's data with a status); the
// admin order route turns it into the HTTP answer.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { historyNote } from "./ledger.server";
import { checkRefund, refundPayment, refundSchema } from "./refund.server";
import { cancelSubscription, cancelSubscriptionNow } from "./subscription.server";
import { earliestContractEnd } from "./terms";
import type { ToastInput } from "~/utils/toast";
import { parseWithZod } from "~/utils/conform-zod";
import { prisma } from "~/utils/db.server";
import { formatCents, formatDate } from "~/utils/format";

const MONEY_INTENTS = [
  "refund-check",
  "refund",
  "cancel-check",
  "cancel-subscription",
  "clear-problem",
  "refund-cancel",
  "cancel-abort",
] as const;
export type MoneyIntent = (typeof MONEY_INTENTS)[number];

export function isMoneyIntent(value: unknown): value is MoneyIntent {
  return typeof value === "string" && (MONEY_INTENTS as readonly string[]).includes(value);
}

export interface MoneyActionData {
  money: {
    form: "refund" | "cancel" | "problem";
    error?: string;
    fieldErrors?: Partial<Record<"paymentId" | "amount" | "reason", string>>;
    values?: { paymentId: string; amount: string; reason: string };
    refundConfirm?: {
      paymentId: string;
      amount: string;
      amountLabel: string;
      paymentLabel: string;
      reason: string;
      key: string;
    };
    cancelConfirm?: { mode: "notice" | "now"; text: string; reason: string };
  };
}

const cancelSchema = z.object({
  mode: z.enum(["notice", "now"], {
    errorMap: () => ({ message: "Bitte wählen Sie, wann das Abo enden soll." }),
  }),
  reason: z.string().trim().max(500, "Der Grund darf höchstens 500 Zeichen lang sein.").default(""),
});

const REFUND_KEY_MESSAGE = "Bitte bestätigen Sie die Erstattung erneut.";
const refundConfirmSchema = refundSchema.extend({
  key: z
    .string({ required_error: REFUND_KEY_MESSAGE })
    .regex(/^[0-9a-f-]{36}$/, REFUND_KEY_MESSAGE),
});

/** A posted field as the form shows it again (a file or a missing field is empty). */
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** What a money action leads to: the page again, the page with a notice, or the form's state. */
export type MoneyOutcome =
  | { kind: "back" }
  | { kind: "done"; toast: ToastInput }
  | { kind: "answer"; data: MoneyActionData; status: number };

const fail = (data: MoneyActionData["money"], status = 400): MoneyOutcome => ({
  kind: "answer",
  data: { money: data },
  status,
});
const answer = (data: MoneyActionData["money"]): MoneyOutcome => ({
  kind: "answer",
  data: { money: data },
  status: 200,
});
const done = (toast: ToastInput): MoneyOutcome => ({ kind: "done", toast });

export async function moneyAction(
  orderId: string,
  adminId: string,
  intent: MoneyIntent,
  form: FormData,
): Promise<MoneyOutcome> {
  if (intent === "refund-cancel" || intent === "cancel-abort") return { kind: "back" };
  if (intent === "clear-problem") {
    await prisma.$transaction(async (tx) => {
      const order = await tx.order.findUnique({
        where: { id: orderId },
        select: { paymentProblem: true },
      });
      if (!order?.paymentProblem) return;
      await tx.order.update({
        where: { id: orderId },
        data: { paymentProblem: null, paymentProblemAt: null },
      });
      await historyNote(tx, orderId, `Zahlungsproblem erledigt: ${order.paymentProblem}`, {
        userId: adminId,
        source: "admin",
      });
    });
    return done({ type: "success", title: "Zahlungsproblem als erledigt markiert" });
  }

  if (intent === "refund-check" || intent === "refund") {
    // the confirmation posts the fields again with the key the check step handed out
    const submission = parseWithZod(form, {
      schema: intent === "refund" ? refundConfirmSchema : refundSchema,
    });
    const raw = {
      paymentId: textOf(submission.payload.paymentId),
      amount: textOf(submission.payload.amount),
      reason: textOf(submission.payload.reason),
    };
    if (submission.status !== "success") {
      const { key, ...fields } = submission.error ?? {};
      const fieldErrors: NonNullable<MoneyActionData["money"]["fieldErrors"]> = {};
      for (const [field, messages] of Object.entries(fields))
        if (messages?.length) fieldErrors[field as keyof typeof fieldErrors] = messages[0];
      if (Object.keys(fieldErrors).length || !key?.length)
        return fail({ form: "refund", fieldErrors, values: raw });
      return fail({ form: "refund", error: key[0], values: raw });
    }
    const input = submission.value;
    if (intent === "refund-check") {
      const check = await checkRefund(orderId, input);
      if (!check.ok)
        return fail({ form: "refund", fieldErrors: { [check.field]: check.message }, values: raw });
      return answer({
        form: "refund",
        values: raw,
        refundConfirm: {
          paymentId: input.paymentId,
          amount: raw.amount,
          amountLabel: formatCents(input.amount),
          paymentLabel: check.paymentLabel,
          reason: input.reason,
          key: randomUUID(),
        },
      });
    }
    // the refund intent was parsed with refundConfirmSchema, so the key is there
    const confirmed = input as z.output<typeof refundConfirmSchema>;
    const result = await refundPayment(orderId, adminId, confirmed);
    if (!result.ok)
      return fail(
        {
          form: "refund",
          ...(result.field
            ? { fieldErrors: { [result.field]: result.message } }
            : { error: result.message }),
          values: raw,
        },
        result.field ? 400 : 502,
      );
    return done({
      type: "success",
      title: "Erstattung ausgeführt",
      description: `${formatCents(result.amountCents)} werden über Stripe erstattet.`,
    });
  }

  const submission = parseWithZod(form, { schema: cancelSchema });
  if (submission.status !== "success")
    return fail({ form: "cancel", error: Object.values(submission.error ?? {}).flat()[0] ?? "" });
  const { mode, reason } = submission.value;
  if (mode === "now" && reason.length < 3)
    return fail({
      form: "cancel",
      error: "Bitte geben Sie einen Grund für die sofortige Beendigung an.",
    });
  if (intent === "cancel-check") {
    const sub = await prisma.subscription.findUnique({
      where: { orderId },
      select: { minimumTermEndsAt: true, status: true },
    });
    if (!sub) return fail({ form: "cancel", error: "Zu diesem Auftrag gibt es kein Abo." }, 404);
    let text = "Das Abo wird sofort beendet; es wird nichts mehr abgebucht.";
    if (mode === "notice") {
      // as for the customer: notice is taken at any time and ends at the earliest allowed end
      const cancelAt = earliestContractEnd(new Date(), sub.minimumTermEndsAt);
      text = `Das Abo endet am ${formatDate(cancelAt)} (frühestmögliches Vertragsende nach den AGB).`;
    }
    return answer({ form: "cancel", cancelConfirm: { mode, text, reason } });
  }
  const result =
    mode === "now"
      ? await cancelSubscriptionNow(orderId, adminId, reason)
      : await cancelSubscription(orderId, { userId: adminId, role: "admin" });
  if (!result.ok) return fail({ form: "cancel", error: result.message }, result.status);
  return done({
    type: "success",
    title: "Abo gekündigt",
    description: `Das Abo endet am ${formatDate(result.cancelAt)}.`,
  });
}
