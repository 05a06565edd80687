// Payments: Checkout Sessions built from the stored order and the catalogue, and the
// one function that records a successful payment – used by the success page and by the
// webhook alike, idempotently and in one transaction.
import { getPackage, PROMISES, SUBSCRIPTION_TERMS, type PackageId } from "../catalog/catalog";
import { computePrice, type PackageConfig, type PriceBreakdown } from "../catalog/pricing";
import { notifyAgency, notifyCustomer, RECIPIENT_SELECT } from "../messages/notifications.server";
import { TERMS_REQUIRED } from "../order/accept-terms";
import { orderDetailsSchema } from "../order/details";
import { parseAdditionalServices } from "../order/order.server";
import { isReadOnlyForCustomer, paymentConfirmedNote } from "../order/status";
import { recordStatusChange } from "../order/status-history.server";
import type { Order, Prisma } from "@prisma/client";
import type Stripe from "stripe";
import { adminPaidNotification, paymentConfirmationMail } from "~/mails/payment";
import { expirePreviousSession } from "~/models/billing/checkout.server";
import {
  applyOnce,
  flagPaymentProblem,
  PAYMENT_PROBLEMS,
  recordPayment,
  type Tx,
} from "~/models/billing/ledger.server";
import { ensurePackageSubscription } from "~/models/billing/subscription.server";
import { autoAssignPaidOrder } from "~/models/team/auto-assign.server";
import { isUniqueViolation } from "~/utils/db-errors.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { payments } from "~/utils/payments.server";

export const PAYMENT_MESSAGES = {
  termsRequired: TERMS_REQUIRED,
  noUrl: "Keine Checkout-URL erhalten",
  createFailed: "Fehler beim Erstellen der Zahlungssitzung",
  orderNotFound: "Bestellung nicht gefunden",
  noSessionId: "Keine Zahlungs-ID gefunden",
  notVerified: "Zahlung konnte nicht verifiziert werden",
  wrongOrder: "Diese Zahlung gehört nicht zu dieser Bestellung.",
  notPaidYet:
    "Die Zahlung ist noch nicht abgeschlossen. Sobald sie bestätigt ist, ändert sich der Status Ihrer Bestellung automatisch.",
  alreadyPaid: "Diese Bestellung ist bereits bezahlt.",
} as const;

/** The package config an order was priced with (for one of the three packages). */
export function configOf(
  order: Pick<Order, "packageType" | "paymentType" | "additionalPagesCount" | "additionalServices">,
): PackageConfig | null {
  const pkg = getPackage(order.packageType);
  if (!pkg) return null;
  const services = parseAdditionalServices(order.additionalServices);
  return {
    packageId: pkg.id as PackageId,
    paymentType: order.paymentType === "subscription" ? "subscription" : "onetime",
    additionalPagesCount: order.additionalPagesCount,
    bilingual: services.bilingual,
    blogSystem: services.blogSystem,
    bookingSystem: services.bookingSystem,
  };
}

export function checkoutPrice(order: Parameters<typeof configOf>[0]): PriceBreakdown | null {
  const config = configOf(order);
  return config ? computePrice(config) : null;
}

/** Builds the Checkout Session; every amount comes from the catalogue, never the browser. */
async function createCheckoutSession(order: Order, customerEmail: string) {
  const price = checkoutPrice(order);
  if (!price) throw new Error(`Bestellung ${order.id} hat kein bekanntes Paket`);
  const { stripe, standIn } = await payments();
  // one open session per order: the previous one can no longer be paid
  const previous = await expirePreviousSession(stripe, order.stripeCheckoutSessionId);
  if (previous?.payment_status === "paid") {
    await recordCheckoutPayment(previous, { testMode: standIn });
    throw new CheckoutError(409, PAYMENT_MESSAGES.alreadyPaid);
  }
  const appUrl = getEnv().appUrl;
  const subscription = price.paymentType === "subscription";
  const metadata = { orderId: order.id };
  const session = await stripe.checkout.sessions.create({
    mode: subscription ? "subscription" : "payment",
    locale: "de",
    client_reference_id: order.id,
    metadata,
    customer_email: customerEmail,
    billing_address_collection: "required",
    line_items: price.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: "eur",
        unit_amount: line.unitCents,
        // our prices are gross prices incl. 19 % VAT
        tax_behavior: "inclusive",
        product_data: {
          name: line.recurring
            ? `${line.label} (monatlich, Mindestlaufzeit ${SUBSCRIPTION_TERMS.minimumTermMonths} Monate)`
            : line.label,
        },
        ...(line.recurring ? { recurring: { interval: "month" as const } } : {}),
      },
    })),
    ...(subscription ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    success_url: `${appUrl}/payment-success/${order.id}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${appUrl}/checkout/${order.id}`,
  });
  // the prices the session was built with become the order's prices
  await prisma.order.update({
    where: { id: order.id },
    data: {
      stripeCheckoutSessionId: session.id,
      basePriceCents: price.baseCents,
      totalPriceCents: price.totalCents,
      monthlyPriceCents: price.monthlyCents,
    },
  });
  return session;
}

export async function retrieveCheckoutSession(sessionId: string) {
  const { stripe, standIn } = await payments();
  const session = await stripe.checkout.sessions.retrieve(sessionId, {
    expand: ["payment_intent"],
  });
  return { session, standIn };
}

export function orderIdOf(
  session: Pick<Stripe.Checkout.Session, "metadata" | "client_reference_id">,
): string | null {
  return session.metadata?.orderId ?? session.client_reference_id ?? null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

export type PaymentOutcome =
  | "paid"
  | "already-paid"
  | "duplicate-event"
  | "duplicate-payment"
  | "unexpected-payment"
  | "not-paid"
  | "amount-mismatch"
  | "unknown-order";

/**
 * What a first payment of an order says, whether it came as a Checkout Session or – when
 * the checkout event never arrived – as the subscription's first invoice. Invoice ids
 * stay in their own field: never in the session or payment-id columns.
 */
export interface CheckoutPaymentFacts {
  orderId: string;
  sessionId: string | null;
  invoiceId: string | null;
  mode: "payment" | "subscription";
  paid: boolean;
  amountCents: number | null;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  methodType: string | null;
  livemode: boolean;
}

function factsOfSession(session: Stripe.Checkout.Session): CheckoutPaymentFacts | null {
  const orderId = orderIdOf(session);
  if (!orderId) return null;
  const paymentIntent =
    session.payment_intent && typeof session.payment_intent === "object"
      ? session.payment_intent
      : null;
  return {
    orderId,
    sessionId: session.id,
    invoiceId: idOf(session.invoice as string | { id: string } | null),
    mode: session.mode === "subscription" ? "subscription" : "payment",
    paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
    amountCents: session.amount_total,
    paymentIntentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    methodType:
      paymentIntent?.payment_method_types?.[0] ?? session.payment_method_types?.[0] ?? null,
    livemode: session.livemode,
  };
}

/**
 * Records a paid Checkout Session: the order becomes 'paid' exactly once, whichever of
 * success page and webhook comes first. An event id makes replays a no-op.
 */
export async function recordCheckoutPayment(
  session: Stripe.Checkout.Session,
  options: { eventId?: string; eventType?: string; testMode: boolean },
): Promise<PaymentOutcome> {
  const facts = factsOfSession(session);
  if (!facts) return "unknown-order";
  return recordFirstPayment(facts, options);
}

/**
 * The one place a first payment is written: a Payment row per Stripe object, the order's
 * payment fields, its history, and – for subscriptions – the Subscription row. A payment
 * that does not fit (wrong amount, an order paid already) is recorded too and flagged to
 * the admin, never dropped.
 */
export async function recordFirstPayment(
  facts: CheckoutPaymentFacts,
  options: { eventId?: string; eventType?: string; testMode: boolean },
): Promise<PaymentOutcome> {
  const { orderId } = facts;
  if (!facts.paid) {
    if (options.eventId) await recordEventOnly(options.eventId, options.eventType ?? "", orderId);
    return "not-paid";
  }
  const externalId =
    facts.mode === "subscription" ? (facts.invoiceId ?? facts.sessionId) : facts.sessionId;
  if (!externalId) return "unknown-order";
  const isTest = options.testMode || !facts.livemode;
  const run = async (tx: Tx): Promise<PaymentOutcome> => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: {
        status: true,
        paidAt: true,
        totalPriceCents: true,
        monthlyPriceCents: true,
        profession: true,
      },
    });
    if (!order) return "unknown-order";
    const amountCents = facts.amountCents ?? order.totalPriceCents;
    const row = {
      orderId,
      kind: "payment" as const,
      purpose: "order" as const,
      amountCents,
      externalId,
      stripePaymentIntentId: facts.paymentIntentId,
      stripeInvoiceId: facts.invoiceId,
      methodType: facts.methodType,
      isTest,
    };
    const known = await tx.payment.findUnique({ where: { externalId }, select: { id: true } });
    if (known) return order.paidAt ? "already-paid" : "amount-mismatch";
    const payable = order.status === "draft" || order.status === "pending_payment";
    if (!payable) {
      // money for an order that is not waiting for it: keep it and tell the admin
      await recordPayment(tx, row);
      const duplicate = Boolean(order.paidAt);
      await flagPaymentProblem(
        tx,
        orderId,
        duplicate ? PAYMENT_PROBLEMS.duplicate : PAYMENT_PROBLEMS.unexpected,
        `${formatCents(amountCents)} über Stripe (${externalId}${facts.subscriptionId ? `, Abo ${facts.subscriptionId}` : ""}) für einen Auftrag im Status „${order.status}“.`,
      );
      return duplicate ? "duplicate-payment" : "unexpected-payment";
    }
    if (facts.amountCents !== null && facts.amountCents !== order.totalPriceCents) {
      await recordPayment(tx, row);
      await tx.order.update({
        where: { id: orderId },
        data: {
          lastPaymentError: `Betrag ${facts.amountCents} passt nicht zu ${order.totalPriceCents}`,
        },
      });
      await flagPaymentProblem(
        tx,
        orderId,
        PAYMENT_PROBLEMS.amountMismatch,
        `${formatCents(facts.amountCents)} bezahlt, ${formatCents(order.totalPriceCents)} erwartet (${externalId}). Der Auftrag bleibt unbezahlt, bis Sie es geprüft haben.`,
      );
      return "amount-mismatch";
    }
    const paidAt = new Date();
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: { in: ["draft", "pending_payment"] } },
      data: {
        status: "paid",
        paidAt,
        paymentMethod: facts.mode === "subscription" ? "subscription" : "full",
        paymentMethodType: facts.methodType,
        ...(facts.sessionId
          ? { stripeCheckoutSessionId: facts.sessionId, stripePaymentId: facts.sessionId }
          : {}),
        stripePaymentIntentId: facts.paymentIntentId,
        stripeSubscriptionId: facts.subscriptionId,
        stripeCustomerId: facts.customerId,
        subscriptionStatus: facts.mode === "subscription" ? "active" : null,
        isTestPayment: isTest,
        lastPaymentError: null,
      },
    });
    if (count === 0) return "already-paid";
    await recordPayment(tx, row);
    if (facts.mode === "subscription")
      await ensurePackageSubscription(tx, {
        orderId,
        stripeSubscriptionId: facts.subscriptionId,
        stripeCustomerId: facts.customerId,
        amountCents: order.monthlyPriceCents ?? 0,
        paidAt,
      });
    await recordStatusChange(tx, {
      orderId,
      fromStatus: order.status,
      toStatus: "paid",
      source: "payment",
      note: paymentConfirmedNote(options.eventType),
    });
    // the owner's rule for the package (/admin/team), in the same transaction as the payment
    await autoAssignPaidOrder(tx, orderId);
    // in the transaction that records the payment: sent once, and kept through an SMTP outage
    await notifyPaid(tx, orderId);
    return "paid";
  };
  let outcome: PaymentOutcome;
  if (options.eventId)
    outcome = (await applyOnce(
      { id: options.eventId, type: options.eventType ?? "" },
      orderId,
      run,
    )) as PaymentOutcome;
  else {
    outcome = "already-paid";
    for (let attempt = 0; ; attempt++) {
      try {
        outcome = await prisma.$transaction(run);
        break;
      } catch (error) {
        // the webhook wrote the same payment at the same moment: a second look finds it
        if (attempt < 2 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }
  return outcome;
}

export async function recordEventOnly(
  eventId: string,
  type: string,
  orderId: string | null,
  update?: Prisma.OrderUpdateManyMutationInput,
  where?: Prisma.OrderWhereInput,
) {
  const result = await applyOnce({ id: eventId, type }, orderId, async (tx) => {
    if (update && where) await tx.order.updateMany({ where, data: update });
    return "recorded";
  });
  return result !== "duplicate-event";
}

async function notifyPaid(tx: Tx, orderId: string) {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    include: { user: { select: RECIPIENT_SELECT } },
  });
  if (!order) return;
  const packageName = getPackage(order.packageType)?.name ?? order.packageType;
  await notifyCustomer(tx, order.user, "paymentReceived", (user) =>
    paymentConfirmationMail(user, order, packageName, PROMISES.packageFirstPreviewDays),
  );
  await notifyAgency(tx, (to) => adminPaidNotification(to, order, packageName));
}

export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: "acceptTerms" | "details" | null = null,
  ) {
    super(message);
  }
}

/** The stored details must be complete before anyone pays for them. */
export function detailsComplete(order: Order) {
  const values = Object.fromEntries(Object.entries(order).map(([k, v]) => [k, v ?? undefined]));
  const pages = Array.isArray(order.pageContents) ? order.pageContents : [];
  return orderDetailsSchema("save-and-pay").safeParse({ ...values, pageContents: pages }).success;
}

/**
 * Starts paying an order (page and API alike): terms accepted, details complete, not
 * paid yet; then the Checkout Session, and the order waits for payment. Returns the
 * provider's URL.
 */
export async function beginCheckout(
  order: Order,
  userId: string,
  acceptedTerms: boolean,
): Promise<string> {
  if (isReadOnlyForCustomer(order.status))
    throw new CheckoutError(409, PAYMENT_MESSAGES.alreadyPaid);
  if (!acceptedTerms) throw new CheckoutError(400, PAYMENT_MESSAGES.termsRequired, "acceptTerms");
  if (!detailsComplete(order))
    throw new CheckoutError(400, "Bitte vervollständigen Sie zuerst Ihre Angaben.", "details");
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true },
  });
  let session: Stripe.Checkout.Session;
  try {
    session = await createCheckoutSession(order, user.email);
  } catch (error) {
    if (error instanceof CheckoutError) throw error;
    logger.error({ error }, "Checkout-Sitzung konnte nicht erstellt werden");
    // Stripe's own messages (e.g. a declined configuration) are shown; anything else is generic
    const providerMessage =
      error && typeof error === "object" && "type" in error && error instanceof Error
        ? error.message
        : null;
    throw new CheckoutError(
      502,
      providerMessage
        ? `${PAYMENT_MESSAGES.createFailed}: ${providerMessage}`
        : PAYMENT_MESSAGES.createFailed,
    );
  }
  if (!session.url) throw new CheckoutError(502, PAYMENT_MESSAGES.noUrl);
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: order.id, status: "draft" },
      data: { status: "pending_payment", termsAcceptedAt: new Date() },
    });
    if (count)
      await recordStatusChange(tx, {
        orderId: order.id,
        fromStatus: "draft",
        toStatus: "pending_payment",
        source: "customer",
        changedById: userId,
      });
    else await tx.order.update({ where: { id: order.id }, data: { termsAcceptedAt: new Date() } });
  });
  return session.url;
}

/** Payment status check shared by the success page and the API. */
export async function verifyCheckoutSession(orderId: string | null, sessionId: string | null) {
  if (!sessionId) return { ok: false as const, message: PAYMENT_MESSAGES.noSessionId };
  try {
    const { session, standIn } = await retrieveCheckoutSession(sessionId);
    const sessionOrder = orderIdOf(session);
    if (
      !sessionOrder ||
      (orderId && (sessionOrder !== orderId || session.client_reference_id !== orderId))
    )
      return { ok: false as const, message: PAYMENT_MESSAGES.wrongOrder, orderId: sessionOrder };
    const outcome = await recordCheckoutPayment(session, { testMode: standIn });
    if (outcome === "not-paid")
      return { ok: false as const, message: PAYMENT_MESSAGES.notPaidYet, orderId: sessionOrder };
    if (outcome === "amount-mismatch" || outcome === "unknown-order")
      return { ok: false as const, message: PAYMENT_MESSAGES.notVerified, orderId: sessionOrder };
    return { ok: true as const, orderId: sessionOrder };
  } catch (error) {
    logger.error({ error }, "Zahlung konnte nicht geprüft werden");
    return { ok: false as const, message: PAYMENT_MESSAGES.notVerified };
  }
}
