// The one dispatcher of Stripe's webhooks: event type → the function that owns it. Every
// handler runs its effects and the processed-events row (payment_events) in one
// transaction, so a replayed event changes nothing. Stripe is asked (subscription state,
// refunds of a charge, the payment of an invoice) before that transaction, never inside.
import Stripe from "stripe";
import { PROFESSIONAL_MONTHLY_CENTS } from "./amounts";
import { applyHostingCheckout } from "./hosting.server";
import {
  applyOnce,
  flagPaymentProblem,
  historyNote,
  PAYMENT_PROBLEMS,
  recordPayment,
  type Tx,
} from "./ledger.server";
import { recordFailedCharge, settleFailedCharge, voidFailedCharge } from "./recovery.server";
import { applyStripeSubscription } from "./subscription.server";
import { queueMail } from "~/jobs/send-mail.server";
import { adminPaymentProblemMail, paymentFailedMail } from "~/mails/billing";
import { checkoutPaymentFailedMail } from "~/mails/notifications";
import { MAIL_RECIPIENT_SELECT } from "~/models/account/mail-recipient";
import {
  orderIdOf,
  recordCheckoutPayment,
  recordEventOnly,
  recordFirstPayment,
} from "~/models/billing/order-payment.server";
import { notifyCustomerById, prepareNotifications } from "~/models/messages/notifications.server";
import {
  isProfessionalSetupSession,
  recordProfessionalSetup,
} from "~/models/professional/professional.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/format";
import { payments } from "~/utils/payments.server";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);
const fromSeconds = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/** Applies one verified webhook event. Unknown types are acknowledged and ignored. */
export async function handleStripeEvent(event: Stripe.Event, testMode: boolean): Promise<string> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutCompleted(event, event.data.object, testMode);
    case "checkout.session.async_payment_failed":
      return checkoutPaymentFailed(event, event.data.object);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChanged(event, event.data.object);
    case "invoice.paid":
      return invoicePaid(event, event.data.object, testMode);
    case "invoice.payment_failed":
      return invoiceFailed(event, event.data.object, testMode);
    case "invoice.voided":
      return invoiceVoided(event, event.data.object);
    case "charge.refunded":
      return chargeRefunded(event, event.data.object, testMode);
    case "charge.dispute.created":
      return disputeCreated(event, event.data.object);
    default:
      return "ignored";
  }
}

/** A delayed payment (e.g. SEPA direct debit) of a checkout failed: note it, tell the customer. */
async function checkoutPaymentFailed(event: Stripe.Event, session: Stripe.Checkout.Session) {
  const orderId = orderIdOf(session);
  await prepareNotifications();
  return applyOnce(event, orderId, async (tx) => {
    if (!orderId) return "payment-failed";
    const order = await tx.order.findFirst({
      where: { id: orderId, status: { in: ["draft", "pending_payment"] } },
      select: { id: true, userId: true, totalPriceCents: true },
    });
    if (!order) return "payment-failed";
    await tx.order.update({
      where: { id: order.id },
      data: { lastPaymentError: "Die Zahlung ist fehlgeschlagen." },
    });
    await notifyCustomerById(tx, order.userId, "paymentFailed", (user) =>
      checkoutPaymentFailedMail(user, order.id, session.amount_total ?? order.totalPriceCents),
    );
    return "payment-failed";
  });
}

async function checkoutCompleted(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  testMode: boolean,
) {
  // the professional setup fee has no order yet: the payment creates user and order
  if (isProfessionalSetupSession(session)) {
    const outcome = await recordProfessionalSetup(session, {
      eventId: event.id,
      eventType: event.type,
      testMode,
    });
    if (outcome.ok) return outcome.created ? "professional-created" : "professional-exists";
    if (outcome.reason !== "duplicate-event") {
      const fresh = await recordEventOnly(event.id, event.type, null);
      const to = getEnv().ADMIN_NOTIFY_EMAIL;
      // paid, but not the setup fee we charge: nobody would know without this mail
      if (fresh && outcome.reason === "amount-mismatch" && to)
        await queueMail(
          adminPaymentProblemMail(
            to,
            session.id,
            PAYMENT_PROBLEMS.amountMismatch,
            `Einrichtungsgebühr: ${formatCents(session.amount_total ?? 0)} bezahlt (Stripe ${session.id}); es wurde kein Auftrag angelegt.`,
          ),
        );
    }
    return outcome.reason;
  }
  if (session.metadata?.kind === "subscription_start")
    return pendingSubscriptionPaid(event, session);
  if (session.metadata?.kind === "hosting") return hostingCheckoutPaid(event, session);
  return recordCheckoutPayment(session, { eventId: event.id, eventType: event.type, testMode });
}

/** The customer started a pending subscription through Checkout. */
async function pendingSubscriptionPaid(event: Stripe.Event, session: Stripe.Checkout.Session) {
  const orderId = orderIdOf(session);
  const subscriptionId = idOf(session.subscription);
  const sub = subscriptionId ? await retrieveSubscription(subscriptionId) : null;
  return applyOnce(event, orderId, async (tx) => {
    if (!orderId || !subscriptionId) return "unknown-order";
    const row = await tx.subscription.findUnique({ where: { orderId }, select: { id: true } });
    if (!row) return "unknown-order";
    await tx.subscription.update({
      where: { id: row.id },
      data: {
        stripeSubscriptionId: subscriptionId,
        stripeCustomerId: idOf(session.customer),
        status: sub?.status ?? "active",
        startedAt: new Date(),
        currentPeriodEnd: fromSeconds(sub?.items.data[0]?.current_period_end),
        lastPaymentError: null,
        checkoutSessionId: null,
      },
    });
    await tx.order.update({
      where: { id: orderId },
      data: {
        stripeSubscriptionId: subscriptionId,
        stripeCustomerId: idOf(session.customer),
        subscriptionStatus: sub?.status ?? "active",
      },
    });
    await historyNote(tx, orderId, "Abo vom Kunden gestartet (Stripe Checkout)", {
      source: "payment",
    });
    return "subscription-started";
  });
}

/** The customer continued the hosting after the free year (hosting.server.ts). */
async function hostingCheckoutPaid(event: Stripe.Event, session: Stripe.Checkout.Session) {
  const orderId = orderIdOf(session);
  const subscriptionId = idOf(session.subscription);
  const sub = subscriptionId ? await retrieveSubscription(subscriptionId) : null;
  return applyOnce(event, orderId, async (tx) =>
    subscriptionId
      ? applyHostingCheckout(tx, { ...session, subscriptionId }, sub)
      : "unknown-order",
  );
}

async function retrieveSubscription(id: string): Promise<Stripe.Subscription | null> {
  const { stripe } = await payments();
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
    throw error;
  }
}

/**
 * Events can arrive in any order: the subscription is read from Stripe again, so an
 * older 'created' after an 'updated' cannot turn the state back.
 */
async function subscriptionChanged(event: Stripe.Event, object: Stripe.Subscription) {
  const current = (await retrieveSubscription(object.id)) ?? object;
  if (event.type === "customer.subscription.deleted" && current.status !== "canceled")
    current.status = "canceled";
  return applyOnce(event, object.metadata?.orderId ?? null, async (tx) => {
    const orderId = await applyStripeSubscription(tx, current);
    return orderId ? "recorded" : "unknown-order";
  });
}

interface InvoiceRefs {
  subscriptionId: string | null;
  orderId: string | null;
  /** "hosting" for the hosting after the free year of a one-time package */
  kind: string | null;
}

function invoiceRefs(invoice: Stripe.Invoice): InvoiceRefs {
  const raw = invoice as unknown as {
    subscription?: string | { id: string } | null;
    subscription_details?: { metadata?: Record<string, string> | null } | null;
  };
  const details = invoice.parent?.subscription_details;
  const metadata = details?.metadata ?? raw.subscription_details?.metadata ?? null;
  return {
    subscriptionId: idOf(details?.subscription ?? raw.subscription ?? null),
    orderId: metadata?.orderId ?? null,
    kind: metadata?.kind ?? null,
  };
}

/**
 * An event about an order or payment we do not know is only recorded: the first time it is
 * reported as unknown, a replay as a duplicate.
 */
async function unmatched<U extends "unknown-order" | "unknown-payment">(
  event: Stripe.Event,
  unknown: U,
): Promise<U | "duplicate-event"> {
  return (await recordEventOnly(event.id, event.type, null)) ? unknown : "duplicate-event";
}

async function orderOfInvoice(refs: InvoiceRefs) {
  const select = { id: true, status: true, userId: true } as const;
  if (refs.orderId) {
    const order = await prisma.order.findUnique({ where: { id: refs.orderId }, select });
    if (order) return order;
  }
  if (!refs.subscriptionId) return null;
  const sub = await prisma.subscription.findUnique({
    where: { stripeSubscriptionId: refs.subscriptionId },
    select: { order: { select } },
  });
  return (
    sub?.order ??
    (await prisma.order.findFirst({ where: { stripeSubscriptionId: refs.subscriptionId }, select }))
  );
}

/** The PaymentIntent behind an invoice (refunds and disputes find the period by it). */
async function paymentIntentOfInvoice(invoiceId: string): Promise<string | null> {
  const { stripe } = await payments();
  try {
    const list = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 3 });
    const paid = list.data.find((p) => p.payment.payment_intent) ?? list.data[0];
    return idOf(paid?.payment.payment_intent ?? null);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return null;
    throw error;
  }
}

function periodOf(invoice: Stripe.Invoice) {
  const line = invoice.lines?.data?.[0];
  return {
    periodStart: fromSeconds(line?.period?.start ?? invoice.period_start),
    periodEnd: fromSeconds(line?.period?.end ?? invoice.period_end),
  };
}

/** A subscription period was paid: a Payment row per invoice, the subscription active. */
async function invoicePaid(event: Stripe.Event, invoice: Stripe.Invoice, testMode: boolean) {
  const refs = invoiceRefs(invoice);
  const order = await orderOfInvoice(refs);
  if (!order) return unmatched(event, "unknown-order");
  if (order.status === "draft" || order.status === "pending_payment")
    // the first invoice of a subscription is the payment, even if the checkout event never arrives
    return recordFirstPayment(
      {
        orderId: order.id,
        sessionId: null,
        invoiceId: invoice.id,
        mode: "subscription",
        paid: true,
        amountCents: invoice.amount_paid,
        paymentIntentId: await paymentIntentOfInvoice(invoice.id),
        subscriptionId: refs.subscriptionId,
        customerId: idOf(invoice.customer as string | null),
        methodType: "card",
        livemode: invoice.livemode,
      },
      { eventId: event.id, eventType: event.type, testMode },
    );
  const paymentIntentId = invoice.amount_paid > 0 ? await paymentIntentOfInvoice(invoice.id) : null;
  return applyOnce(event, order.id, async (tx) => {
    const period = periodOf(invoice);
    const sub = await subscriptionRow(tx, order.id, refs.subscriptionId);
    // the first invoice of a package subscription is the checkout's payment, recorded already
    const hosting = refs.kind === "hosting";
    const checkoutRow =
      invoice.billing_reason === "subscription_create" && !hosting
        ? await tx.payment.findFirst({
            where: {
              orderId: order.id,
              kind: "payment",
              purpose: "order",
              OR: [{ stripeInvoiceId: null }, { stripeInvoiceId: invoice.id }],
            },
            select: { id: true },
          })
        : null;
    let paymentId: string | null = checkoutRow?.id ?? null;
    if (checkoutRow)
      await tx.payment.update({
        where: { id: checkoutRow.id },
        data: { stripeInvoiceId: invoice.id, ...period },
      });
    else if (invoice.amount_paid > 0)
      ({ id: paymentId } = await recordPayment(tx, {
        orderId: order.id,
        kind: "payment",
        purpose: hosting ? "hosting_period" : "subscription_period",
        amountCents: invoice.amount_paid,
        externalId: invoice.id,
        stripeInvoiceId: invoice.id,
        stripePaymentIntentId: paymentIntentId,
        ...period,
        methodType: "card",
        isTest: testMode || !invoice.livemode,
      }));
    // a failed renewal paid later (hosted invoice page, Stripe's retry): settled by this row
    const stillOpen = await settleFailedCharge(tx, order.id, invoice.id, paymentId);
    // a start still in progress writes its own row (startSubscriptionForOrder)
    if (sub && sub.status !== "starting") {
      await tx.subscription.update({
        where: { id: sub.id },
        data: {
          status: "active",
          lastPaymentError: null,
          ...(period.periodEnd ? { currentPeriodEnd: period.periodEnd } : {}),
          ...(refs.subscriptionId && !sub.stripeSubscriptionId
            ? { stripeSubscriptionId: refs.subscriptionId }
            : {}),
        },
      });
      if (
        invoice.billing_reason === "subscription_cycle" &&
        invoice.amount_paid !== sub.amountCents
      )
        await flagPaymentProblem(
          tx,
          order.id,
          PAYMENT_PROBLEMS.amountMismatch,
          `Monatsrechnung ${invoice.id}: ${formatCents(invoice.amount_paid)} bezahlt, ${formatCents(sub.amountCents)} vereinbart.`,
        );
    }
    const current = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { paymentProblem: true },
    });
    await tx.order.update({
      where: { id: order.id },
      data: {
        subscriptionStatus: "active",
        lastPaymentError: null,
        // a failed renewal is settled by this payment (unless another period is still open)
        ...(stillOpen === 0 && current.paymentProblem?.startsWith(PAYMENT_PROBLEMS.failed)
          ? { paymentProblem: null, paymentProblemAt: null }
          : {}),
      },
    });
    return "recorded";
  });
}

async function subscriptionRow(tx: Tx, orderId: string, stripeSubscriptionId: string | null) {
  const select = { id: true, amountCents: true, stripeSubscriptionId: true, status: true } as const;
  return (
    (stripeSubscriptionId
      ? await tx.subscription.findUnique({ where: { stripeSubscriptionId }, select })
      : null) ?? (await tx.subscription.findUnique({ where: { orderId }, select }))
  );
}

/** A renewal failed: the customer gets Stripe's invoice link, the admin sees it on the order. */
async function invoiceFailed(event: Stripe.Event, invoice: Stripe.Invoice, testMode: boolean) {
  const refs = invoiceRefs(invoice);
  const order = await orderOfInvoice(refs);
  if (!order) return unmatched(event, "unknown-order");
  if (order.status === "draft" || order.status === "pending_payment")
    return (await recordEventOnly(
      event.id,
      event.type,
      order.id,
      { lastPaymentError: "Die Zahlung ist fehlgeschlagen." },
      { id: order.id },
    ))
      ? "recorded"
      : "duplicate-event";
  return applyOnce(event, order.id, async (tx) => {
    const message = "Die monatliche Zahlung ist fehlgeschlagen.";
    const sub = await subscriptionRow(tx, order.id, refs.subscriptionId);
    if (sub)
      await tx.subscription.update({
        where: { id: sub.id },
        data: { status: "past_due", lastPaymentError: message },
      });
    await tx.order.update({
      where: { id: order.id },
      data: { subscriptionStatus: "past_due", lastPaymentError: message },
    });
    const amount = invoice.amount_due || sub?.amountCents || PROFESSIONAL_MONTHLY_CENTS;
    // the failed charge is a row of its own (one per invoice), listed until and after it is paid
    if (refs.subscriptionId || sub) {
      const period = periodOf(invoice);
      await recordFailedCharge(tx, {
        orderId: order.id,
        stripeInvoiceId: invoice.id,
        amountCents: amount,
        ...period,
        createdAt: fromSeconds(invoice.created),
        attemptCount: invoice.attempt_count || 1,
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        isTest: testMode || !invoice.livemode,
      });
    }
    await flagPaymentProblem(
      tx,
      order.id,
      PAYMENT_PROBLEMS.failed,
      `Rechnung ${invoice.id} über ${formatCents(amount)} (Versuch ${invoice.attempt_count || 1}).`,
      { mailAdmin: false },
    );
    const user = await tx.user.findUniqueOrThrow({
      where: { id: order.userId },
      select: MAIL_RECIPIENT_SELECT,
    });
    await queueMail(paymentFailedMail(user, order.id, amount, invoice.hosted_invoice_url ?? null), {
      db: tx,
    });
    return "recorded";
  });
}

/** Stripe cancelled an invoice: a failed renewal on it is no longer owed. */
async function invoiceVoided(event: Stripe.Event, invoice: Stripe.Invoice) {
  const order = await orderOfInvoice(invoiceRefs(invoice));
  if (!order) return unmatched(event, "unknown-order");
  return applyOnce(event, order.id, async (tx) => {
    const { closed, stillOpen } = await voidFailedCharge(tx, order.id, invoice.id);
    if (!closed) return "recorded";
    await historyNote(
      tx,
      order.id,
      `Offene Monatsrechnung ${invoice.id} über ${formatCents(invoice.amount_due)} beim Zahlungsanbieter storniert`,
      { source: "payment" },
    );
    const current = await tx.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { paymentProblem: true },
    });
    if (stillOpen === 0 && current.paymentProblem?.startsWith(PAYMENT_PROBLEMS.failed))
      await tx.order.update({
        where: { id: order.id },
        data: { paymentProblem: null, paymentProblemAt: null, lastPaymentError: null },
      });
    return "voided";
  });
}

async function paymentOfCharge(chargeId: string, paymentIntentId: string | null) {
  return prisma.payment.findFirst({
    where: {
      kind: "payment",
      OR: [
        { stripeChargeId: chargeId },
        ...(paymentIntentId ? [{ stripePaymentIntentId: paymentIntentId }] : []),
      ],
    },
    select: { id: true, orderId: true },
  });
}

/** Refunds of a charge (ours or made in Stripe's dashboard) become refund rows. */
async function chargeRefunded(event: Stripe.Event, charge: Stripe.Charge, testMode: boolean) {
  const payment = await paymentOfCharge(charge.id, idOf(charge.payment_intent));
  if (!payment) return unmatched(event, "unknown-payment");
  const { stripe } = await payments();
  const refunds =
    (await stripe.refunds.list({ charge: charge.id, limit: 100 })).data ??
    charge.refunds?.data ??
    [];
  return applyOnce(event, payment.orderId, async (tx) => {
    let added = 0;
    for (const refund of refunds) {
      if (refund.status === "failed" || refund.status === "canceled") continue;
      const { created } = await recordPayment(tx, {
        orderId: payment.orderId,
        kind: "refund",
        purpose: "refund",
        amountCents: refund.amount,
        externalId: refund.id,
        stripeRefundId: refund.id,
        stripeChargeId: charge.id,
        stripePaymentIntentId: idOf(refund.payment_intent),
        refundOfId: payment.id,
        reason: refund.metadata?.reason ?? refund.reason ?? "Erstattung über Stripe",
        isTest: testMode || !charge.livemode,
      });
      // a refund made in the admin area (metadata.paymentId) gets its note from that request
      if (created) added++;
      if (created && !refund.metadata?.paymentId) {
        await historyNote(
          tx,
          payment.orderId,
          `Erstattung über Stripe: ${formatCents(refund.amount)}`,
          { source: "payment" },
        );
      }
    }
    await tx.payment.update({ where: { id: payment.id }, data: { stripeChargeId: charge.id } });
    return added ? "refund-recorded" : "recorded";
  });
}

/** A chargeback: the money may go back; the admin must answer in Stripe in time. */
async function disputeCreated(event: Stripe.Event, dispute: Stripe.Dispute) {
  const payment = await paymentOfCharge(idOf(dispute.charge) ?? "-", idOf(dispute.payment_intent));
  if (!payment) return unmatched(event, "unknown-payment");
  return applyOnce(event, payment.orderId, async (tx) => {
    await flagPaymentProblem(
      tx,
      payment.orderId,
      PAYMENT_PROBLEMS.dispute,
      `Der Kunde hat ${formatCents(dispute.amount)} bei seiner Bank angefochten (Grund: ${dispute.reason}, Stripe ${dispute.id}). Bitte im Stripe-Dashboard fristgerecht antworten.`,
    );
    return "recorded";
  });
}
