// Payments: Checkout Sessions built from the stored order and the catalogue, and the
// one function that records a successful payment – used by the success page and by the
// webhook alike, idempotently and in one transaction.
import { getPackage, SUBSCRIPTION_TERMS, type PackageId } from "./catalog";
import { orderDetailsSchema } from "./order-details";
import { isReadOnlyForCustomer } from "./order-status";
import { parseAdditionalServices } from "./order.server";
import { computePrice, type PackageConfig, type PriceBreakdown } from "./pricing";
import { isProfessionalSetupSession, recordProfessionalSetup } from "./professional.server";
import type { Order, Prisma } from "@prisma/client";
import type Stripe from "stripe";
import { adminPaidNotification, paymentConfirmationMail } from "~/mails/payment";
import { isUniqueViolation } from "~/utils/db-errors.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { sendMail } from "~/utils/mail.server";
import { payments } from "~/utils/payments.server";

export const PAYMENT_MESSAGES = {
  termsRequired: "AGB-Zustimmung erforderlich",
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
export async function createCheckoutSession(order: Order, customerEmail: string) {
  const price = checkoutPrice(order);
  if (!price) throw new Error(`Bestellung ${order.id} hat kein bekanntes Paket`);
  const { stripe } = await payments();
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

type PaymentOutcome =
  "paid" | "already-paid" | "duplicate-event" | "not-paid" | "amount-mismatch" | "unknown-order";

/**
 * Records a paid Checkout Session: the order becomes 'paid' exactly once, whichever of
 * success page and webhook comes first. An event id makes replays a no-op.
 */
export async function recordCheckoutPayment(
  session: Stripe.Checkout.Session,
  options: { eventId?: string; eventType?: string; testMode: boolean },
): Promise<PaymentOutcome> {
  const orderId = orderIdOf(session);
  if (!orderId) return "unknown-order";
  if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") {
    if (options.eventId) await recordEventOnly(options.eventId, options.eventType ?? "", orderId);
    return "not-paid";
  }
  const paymentIntent =
    session.payment_intent && typeof session.payment_intent === "object"
      ? session.payment_intent
      : null;
  try {
    const outcome = await prisma.$transaction(async (tx) => {
      if (options.eventId) {
        if (
          await tx.paymentEvent.findUnique({ where: { id: options.eventId }, select: { id: true } })
        )
          return "duplicate-event" as const;
        await tx.paymentEvent.create({
          data: { id: options.eventId, type: options.eventType ?? "", orderId },
        });
      }
      const order = await tx.order.findUnique({
        where: { id: orderId },
        select: { status: true, totalPriceCents: true },
      });
      if (!order) return "unknown-order" as const;
      if (session.amount_total !== null && session.amount_total !== order.totalPriceCents) {
        await tx.order.update({
          where: { id: orderId },
          data: {
            lastPaymentError: `Betrag ${session.amount_total} passt nicht zu ${order.totalPriceCents}`,
          },
        });
        return "amount-mismatch" as const;
      }
      const { count } = await tx.order.updateMany({
        where: { id: orderId, status: { in: ["draft", "pending_payment"] } },
        data: {
          status: "paid",
          paidAt: new Date(),
          paymentMethod: session.mode === "subscription" ? "subscription" : "full",
          paymentMethodType:
            paymentIntent?.payment_method_types?.[0] ?? session.payment_method_types?.[0] ?? null,
          stripeCheckoutSessionId: session.id,
          stripePaymentId: session.id,
          stripePaymentIntentId: idOf(session.payment_intent),
          stripeSubscriptionId: idOf(session.subscription),
          stripeCustomerId: idOf(session.customer),
          subscriptionStatus: session.mode === "subscription" ? "active" : null,
          isTestPayment: options.testMode || !session.livemode,
          lastPaymentError: null,
        },
      });
      if (count === 0) return "already-paid" as const;
      await tx.orderStatusChange.create({
        data: {
          orderId,
          fromStatus: order.status,
          toStatus: "paid",
          source: "payment",
          note: options.eventType
            ? `Stripe: ${options.eventType}`
            : "Stripe: Rückkehr zur Erfolgsseite",
        },
      });
      return "paid" as const;
    });
    if (outcome === "paid") await notifyPaid(orderId);
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate-event";
    throw error;
  }
}

async function recordEventOnly(
  eventId: string,
  type: string,
  orderId: string | null,
  update?: Prisma.OrderUpdateManyMutationInput,
  where?: Prisma.OrderWhereInput,
) {
  try {
    const fresh = await prisma.$transaction(async (tx) => {
      if (await tx.paymentEvent.findUnique({ where: { id: eventId }, select: { id: true } }))
        return false;
      await tx.paymentEvent.create({ data: { id: eventId, type, orderId } });
      if (update && where) await tx.order.updateMany({ where, data: update });
      return true;
    });
    return fresh;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function notifyPaid(orderId: string) {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    include: { user: { select: { email: true, firstName: true, lastName: true } } },
  });
  if (!order) return;
  const adminEmail = getEnv().ADMIN_NOTIFY_EMAIL;
  const mails = [
    paymentConfirmationMail(order.user, order),
    ...(adminEmail ? [adminPaidNotification(adminEmail, order)] : []),
  ];
  for (const mail of mails) {
    try {
      await sendMail(mail);
    } catch (error) {
      // the payment is recorded; a lost mail must not undo it
      logger.error({ error }, "Zahlungs-E-Mail konnte nicht gesendet werden");
    }
  }
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): {
  subscriptionId: string | null;
  orderId: string | null;
} {
  const raw = invoice as unknown as {
    subscription?: string | { id: string } | null;
    subscription_details?: { metadata?: Record<string, string> | null } | null;
    parent?: {
      subscription_details?: {
        subscription?: string | { id: string } | null;
        metadata?: Record<string, string> | null;
      } | null;
    } | null;
  };
  const details = raw.parent?.subscription_details;
  return {
    subscriptionId: idOf(details?.subscription ?? raw.subscription ?? null),
    orderId: details?.metadata?.orderId ?? raw.subscription_details?.metadata?.orderId ?? null,
  };
}

/** Applies one verified webhook event. Unknown types are acknowledged and ignored. */
export async function handleStripeEvent(event: Stripe.Event, testMode: boolean): Promise<string> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      // the professional setup fee has no order yet: the payment creates user and order
      if (isProfessionalSetupSession(event.data.object)) {
        const outcome = await recordProfessionalSetup(event.data.object, {
          eventId: event.id,
          eventType: event.type,
          testMode,
        });
        if (outcome.ok) return outcome.created ? "professional-created" : "professional-exists";
        if (outcome.reason !== "duplicate-event") await recordEventOnly(event.id, event.type, null);
        return outcome.reason;
      }
      return recordCheckoutPayment(event.data.object, {
        eventId: event.id,
        eventType: event.type,
        testMode,
      });
    case "checkout.session.async_payment_failed": {
      const orderId = orderIdOf(event.data.object);
      const ok = await recordEventOnly(
        event.id,
        event.type,
        orderId,
        { lastPaymentError: "Die Zahlung ist fehlgeschlagen." },
        { id: orderId ?? undefined, status: { in: ["draft", "pending_payment"] } },
      );
      return ok ? "payment-failed" : "duplicate-event";
    }
    case "invoice.paid": {
      const { subscriptionId, orderId } = subscriptionOfInvoice(event.data.object);
      const where: Prisma.OrderWhereInput = orderId
        ? { id: orderId }
        : { stripeSubscriptionId: subscriptionId ?? "-" };
      const order = await prisma.order.findFirst({
        where,
        select: { id: true, status: true, totalPriceCents: true },
      });
      if (!order)
        return (await recordEventOnly(event.id, event.type, null))
          ? "unknown-order"
          : "duplicate-event";
      if (order.status === "draft" || order.status === "pending_payment") {
        // the first invoice of a subscription is the payment, even if the checkout event never arrives
        const invoice = event.data.object;
        return recordCheckoutPayment(
          {
            id: `invoice:${invoice.id}`,
            object: "checkout.session",
            mode: "subscription",
            payment_status: "paid",
            amount_total: invoice.amount_paid,
            metadata: { orderId: order.id },
            client_reference_id: order.id,
            subscription: subscriptionId,
            customer: idOf(invoice.customer as string | null),
            payment_intent: null,
            payment_method_types: ["card"],
            livemode: invoice.livemode,
          } as unknown as Stripe.Checkout.Session,
          { eventId: event.id, eventType: event.type, testMode },
        );
      }
      return (await recordEventOnly(
        event.id,
        event.type,
        order.id,
        { subscriptionStatus: "active", lastPaymentError: null },
        { id: order.id },
      ))
        ? "recorded"
        : "duplicate-event";
    }
    case "invoice.payment_failed": {
      const { subscriptionId, orderId } = subscriptionOfInvoice(event.data.object);
      const where: Prisma.OrderWhereInput = orderId
        ? { id: orderId }
        : { stripeSubscriptionId: subscriptionId ?? "-" };
      return (await recordEventOnly(
        event.id,
        event.type,
        orderId,
        {
          subscriptionStatus: "past_due",
          lastPaymentError: "Die monatliche Zahlung ist fehlgeschlagen.",
        },
        where,
      ))
        ? "recorded"
        : "duplicate-event";
    }
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      const where: Prisma.OrderWhereInput = subscription.metadata?.orderId
        ? { id: subscription.metadata.orderId }
        : { stripeSubscriptionId: subscription.id };
      // the order keeps its status: the website was built; only the subscription ended
      return (await recordEventOnly(
        event.id,
        event.type,
        subscription.metadata?.orderId ?? null,
        { subscriptionStatus: "canceled" },
        where,
      ))
        ? "recorded"
        : "duplicate-event";
    }
    default:
      return "ignored";
  }
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
      await tx.orderStatusChange.create({
        data: {
          orderId: order.id,
          fromStatus: "draft",
          toStatus: "pending_payment",
          source: "customer",
          changedById: userId,
        },
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
