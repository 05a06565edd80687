// Subscriptions: the professional plan's 69 €/month starts on acceptance, on the Stripe
// customer and card saved with the setup fee; package subscriptions come from their
// checkout. The 12-month minimum term is a stored date (minimumTermEndsAt) that our own
// cancellation enforces – see README "Billing lifecycle" for why not a schedule.
import Stripe from "stripe";
import { PROFESSIONAL_MONTHLY_CENTS } from "./amounts";
import { historyNote, type Tx } from "./ledger.server";
import { earliestContractEnd, minimumTermEnd } from "./terms";
import { queueMail } from "~/jobs/send-mail.server";
import {
  cancellationConfirmedMail,
  noticeWithdrawnMail,
  subscriptionStartedMail,
  subscriptionStartPendingMail,
} from "~/mails/billing";
import { MAIL_RECIPIENT_SELECT } from "~/models/account/mail-recipient";
import {
  getProfession,
  HOSTING,
  isProfessionalPackage,
  SUBSCRIPTION_TERMS,
} from "~/models/catalog/catalog";
import { isUniqueViolation } from "~/utils/db-errors.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { formatCents, formatDate } from "~/utils/format";
import { payments } from "~/utils/payments.server";

export const SUBSCRIPTION_MESSAGES = {
  pendingLabel: "Abo-Start ausstehend",
  noPaymentMethod: "Keine gespeicherte Zahlungsmethode",
  needsCustomer: "Die erste Zahlung braucht die Bestätigung des Kunden",
  notPending: "Für dieses Abo ist kein Start ausstehend.",
  notFound: "Abo nicht gefunden",
  alreadyCanceled: "Dieses Abo ist bereits gekündigt.",
  canceled: "Kündigung bestätigt",
  noNotice: "Für dieses Abo liegt keine Kündigung vor.",
  noticeInEffect:
    "Die Kündigung ist bereits wirksam geworden. Für eine neue Zusammenarbeit schreiben Sie uns gern.",
  withdrawn: "Kündigung zurückgenommen",
  endChanged:
    "Das frühestmögliche Vertragsende hat sich seit Ihrer Anfrage geändert. Bitte prüfen Sie das neue Datum und bestätigen Sie erneut.",
  startFailed: "Die Zahlungsseite konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.",
  portalFailed: "Das Kundenportal konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.",
  noPortal: "Für Ihr Konto ist noch keine Zahlungsmethode bei unserem Zahlungsanbieter hinterlegt.",
} as const;

export const subscriptionLabel: Record<string, string> = {
  starting: "Wird eingerichtet",
  start_pending: SUBSCRIPTION_MESSAGES.pendingLabel,
  active: "Aktiv",
  trialing: "Aktiv",
  past_due: "Zahlung überfällig",
  unpaid: "Unbezahlt",
  incomplete: "Unvollständig",
  incomplete_expired: "Abgelaufen",
  canceled: "Beendet",
  paused: "Pausiert",
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

const fromSeconds = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/** Stripe's monthly price for an amount: found by its lookup key, created once. */
async function monthlyPrice(stripe: Stripe, amountCents: number, name: string) {
  const lookupKey = `seitenwerk_monthly_${amountCents}`;
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const price = await stripe.prices.create(
    {
      currency: "eur",
      unit_amount: amountCents,
      recurring: { interval: "month" },
      // our prices are gross prices incl. 19 % VAT
      tax_behavior: "inclusive",
      lookup_key: lookupKey,
      product_data: { name },
    },
    { idempotencyKey: `price-${lookupKey}` },
  );
  return price.id;
}

const userSelect = { select: MAIL_RECIPIENT_SELECT } as const;

export type StartOutcome = "started" | "start_pending" | "exists" | "not-eligible" | "not-found";

/**
 * Starts the professional plan's monthly fee after acceptance: the handler of the
 * `start-subscription` job. Idempotent: the Subscription row (unique per order) is
 * claimed first, and Stripe's idempotency key per order makes a retried or doubled
 * call return the same Stripe subscription.
 */
export async function startSubscriptionForOrder(orderId: string): Promise<StartOutcome> {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      packageType: true,
      profession: true,
      acceptedAt: true,
      stripeCustomerId: true,
      user: userSelect,
    },
  });
  if (!order) return "not-found";
  if (!isProfessionalPackage(order.packageType) || !order.acceptedAt) return "not-eligible";
  const minimumTermEndsAt = minimumTermEnd(order.acceptedAt);
  try {
    await prisma.subscription.create({
      data: {
        orderId,
        status: "starting",
        amountCents: PROFESSIONAL_MONTHLY_CENTS,
        minimumTermEndsAt,
        stripeCustomerId: order.stripeCustomerId,
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await prisma.subscription.findUniqueOrThrow({
      where: { orderId },
      select: { status: true },
    });
    // a row still 'starting' is a start that did not finish: go on (Stripe's key makes it safe)
    if (existing.status !== "starting") return "exists";
  }

  const { stripe, standIn } = await payments();
  const paymentMethod = order.stripeCustomerId
    ? (
        await stripe.paymentMethods.list({
          customer: order.stripeCustomerId,
          type: "card",
          limit: 1,
        })
      ).data[0]?.id
    : undefined;
  if (!order.stripeCustomerId || !paymentMethod)
    return markStartPending(orderId, SUBSCRIPTION_MESSAGES.noPaymentMethod);

  const planName = getProfession(order.profession ?? order.packageType)?.name ?? "Professional";
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.create(
      {
        customer: order.stripeCustomerId,
        items: [
          {
            price: await monthlyPrice(
              stripe,
              PROFESSIONAL_MONTHLY_CENTS,
              `Professional ${planName} – monatliche Gebühr`,
            ),
          },
        ],
        default_payment_method: paymentMethod,
        off_session: true,
        // a charge that needs the customer (SCA) or fails creates nothing: the customer starts it
        payment_behavior: "error_if_incomplete",
        metadata: { orderId, kind: "professional" },
        description: `Professional ${planName}, Bestellung ${orderId.slice(0, 8)}`,
      },
      { idempotencyKey: `subscription-start-${orderId}` },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError)
      return markStartPending(
        orderId,
        `${SUBSCRIPTION_MESSAGES.needsCustomer} (${error.code ?? "card_error"})`,
      );
    throw error;
  }
  const started = await prisma.$transaction(async (tx) => {
    const { count } = await tx.subscription.updateMany({
      where: { orderId, status: "starting" },
      data: {
        stripeSubscriptionId: subscription.id,
        stripeCustomerId: order.stripeCustomerId,
        status: subscription.status,
        startedAt: fromSeconds(subscription.start_date) ?? new Date(),
        currentPeriodEnd: fromSeconds(subscription.items.data[0]?.current_period_end),
        lastPaymentError: null,
      },
    });
    if (count !== 1) return false;
    await tx.order.update({
      where: { id: orderId },
      data: {
        stripeSubscriptionId: subscription.id,
        subscriptionStatus: subscription.status,
        monthlyPriceCents: PROFESSIONAL_MONTHLY_CENTS,
      },
    });
    await historyNote(
      tx,
      orderId,
      `Abo gestartet: ${formatCents(PROFESSIONAL_MONTHLY_CENTS)} / Monat, Mindestlaufzeit bis ${formatDate(minimumTermEndsAt)}${standIn ? " (Testmodus)" : ""}`,
      { source: "system" },
    );
    await queueMail(
      subscriptionStartedMail(order.user, orderId, PROFESSIONAL_MONTHLY_CENTS, minimumTermEndsAt),
      { db: tx },
    );
    return true;
  });
  return started ? "started" : "exists";
}

async function markStartPending(orderId: string, reason: string): Promise<StartOutcome> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.subscription.updateMany({
      where: { orderId, status: "starting" },
      data: { status: "start_pending", lastPaymentError: reason },
    });
    if (count !== 1) return "exists" as const;
    const order = await tx.order.update({
      where: { id: orderId },
      data: { subscriptionStatus: "start_pending" },
      select: { user: userSelect },
    });
    await historyNote(tx, orderId, `${SUBSCRIPTION_MESSAGES.pendingLabel}: ${reason}`, {
      source: "system",
    });
    await queueMail(subscriptionStartPendingMail(order.user, orderId, PROFESSIONAL_MONTHLY_CENTS), {
      db: tx,
    });
    return "start_pending" as const;
  });
}

/**
 * The customer starts a pending subscription: a Checkout Session in subscription mode
 * (Stripe asks for the card and any confirmation). A previous open one is expired first.
 */
export async function beginPendingSubscriptionCheckout(orderId: string, userId: string) {
  const sub = await prisma.subscription.findFirst({
    where: { orderId, order: { userId } },
    select: {
      id: true,
      status: true,
      amountCents: true,
      stripeCustomerId: true,
      checkoutSessionId: true,
      order: { select: { profession: true, packageType: true, user: { select: { email: true } } } },
    },
  });
  if (!sub) return { ok: false as const, message: SUBSCRIPTION_MESSAGES.notFound, status: 404 };
  if (sub.status !== "start_pending")
    return { ok: false as const, message: SUBSCRIPTION_MESSAGES.notPending, status: 409 };
  const { stripe } = await payments();
  const { expirePreviousSession } = await import("./checkout.server");
  await expirePreviousSession(stripe, sub.checkoutSessionId);
  const appUrl = getEnv().appUrl;
  const planName =
    getProfession(sub.order.profession ?? sub.order.packageType)?.name ?? "Professional";
  const metadata = { orderId, kind: "subscription_start" };
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    locale: "de",
    client_reference_id: orderId,
    metadata,
    ...(sub.stripeCustomerId
      ? { customer: sub.stripeCustomerId }
      : { customer_email: sub.order.user.email }),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "eur",
          unit_amount: sub.amountCents,
          tax_behavior: "inclusive",
          recurring: { interval: "month" },
          product_data: {
            name: `Professional ${planName} – monatliche Gebühr (Mindestlaufzeit ${SUBSCRIPTION_TERMS.minimumTermMonths} Monate ab Abnahme)`,
          },
        },
      },
    ],
    subscription_data: { metadata: { orderId, kind: "professional" } },
    success_url: `${appUrl}/billing?started=${orderId}`,
    cancel_url: `${appUrl}/billing`,
  });
  await prisma.subscription.update({
    where: { id: sub.id },
    data: { checkoutSessionId: session.id },
  });
  if (!session.url)
    return { ok: false as const, message: SUBSCRIPTION_MESSAGES.startFailed, status: 502 };
  return { ok: true as const, url: session.url };
}

/**
 * Brings our row in line with a Stripe subscription (from a webhook). A row still being
 * started by startSubscriptionForOrder is left to it. Returns the order id, if known.
 */
export async function applyStripeSubscription(
  tx: Tx,
  sub: Pick<
    Stripe.Subscription,
    | "id"
    | "status"
    | "metadata"
    | "start_date"
    | "cancel_at"
    | "cancel_at_period_end"
    | "canceled_at"
    | "ended_at"
    | "customer"
  > & { items?: { data: Array<{ current_period_end?: number }> } },
): Promise<string | null> {
  let row = await tx.subscription.findUnique({
    where: { stripeSubscriptionId: sub.id },
    select: { id: true, orderId: true, status: true, cancelAt: true },
  });
  const orderId = row?.orderId ?? sub.metadata?.orderId ?? null;
  if (!row && orderId) {
    const byOrder = await tx.subscription.findUnique({
      where: { orderId },
      select: {
        id: true,
        orderId: true,
        status: true,
        cancelAt: true,
        stripeSubscriptionId: true,
      },
    });
    // another (live) Stripe subscription already belongs to the order: keep ours
    if (
      byOrder?.stripeSubscriptionId &&
      !["canceled", "incomplete_expired", "start_pending"].includes(byOrder.status)
    )
      return orderId;
    row = byOrder;
  }
  if (!orderId) return null;
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { id: true, monthlyPriceCents: true, paidAt: true },
  });
  if (!order) return null;
  if (row?.status === "starting") return orderId;
  const currentPeriodEnd = fromSeconds(sub.items?.data[0]?.current_period_end);
  // notice given as "at period end" (Stripe's dashboard, older API versions) may come
  // without cancel_at
  const cancelAt =
    fromSeconds(sub.cancel_at) ?? (sub.cancel_at_period_end ? currentPeriodEnd : null);
  const data = {
    stripeSubscriptionId: sub.id,
    stripeCustomerId: idOf(sub.customer),
    status: sub.status,
    currentPeriodEnd,
    cancelAt,
    canceledAt: fromSeconds(sub.canceled_at ?? sub.ended_at),
  };
  if (row) {
    await tx.subscription.update({ where: { id: row.id }, data });
    // notice given or withdrawn outside our forms (Stripe's dashboard): our own forms
    // write the same date before the webhook arrives, so only a real change is noted
    if (sub.status !== "canceled" && row.cancelAt?.getTime() !== cancelAt?.getTime())
      await historyNote(
        tx,
        orderId,
        cancelAt
          ? `Kündigung beim Zahlungsanbieter eingetragen: Abo endet am ${formatDate(cancelAt)}`
          : `Kündigung zum ${formatDate(row.cancelAt!)} beim Zahlungsanbieter zurückgenommen`,
        { source: "system" },
      );
  } else {
    // a package subscription made by its checkout: the minimum term runs from the first payment
    const startedAt = fromSeconds(sub.start_date) ?? new Date();
    // the hosting after a one-time package's free year: its own fee, no minimum term
    const hosting = sub.metadata?.kind === "hosting";
    await tx.subscription.create({
      data: {
        ...data,
        orderId,
        amountCents: hosting ? HOSTING.monthlyCents : (order.monthlyPriceCents ?? 0),
        startedAt,
        minimumTermEndsAt: hosting ? null : minimumTermEnd(order.paidAt ?? startedAt),
      },
    });
  }
  await tx.order.update({
    where: { id: orderId },
    data: { stripeSubscriptionId: sub.id, subscriptionStatus: sub.status },
  });
  return orderId;
}

/** The package subscription's row, written with its first payment (checkout). */
export async function ensurePackageSubscription(
  tx: Tx,
  input: {
    orderId: string;
    stripeSubscriptionId: string | null;
    stripeCustomerId: string | null;
    amountCents: number;
    paidAt: Date;
  },
) {
  const existing = await tx.subscription.findUnique({
    where: { orderId: input.orderId },
    select: { id: true, minimumTermEndsAt: true },
  });
  if (existing) {
    // a webhook made the row first: the minimum term runs from the first payment
    await tx.subscription.update({
      where: { id: existing.id },
      data: { minimumTermEndsAt: existing.minimumTermEndsAt ?? minimumTermEnd(input.paidAt) },
    });
    return;
  }
  if (input.stripeSubscriptionId) {
    const taken = await tx.subscription.findUnique({
      where: { stripeSubscriptionId: input.stripeSubscriptionId },
      select: { id: true },
    });
    if (taken) return;
  }
  await tx.subscription.create({
    data: {
      orderId: input.orderId,
      stripeSubscriptionId: input.stripeSubscriptionId,
      stripeCustomerId: input.stripeCustomerId,
      status: "active",
      amountCents: input.amountCents,
      startedAt: input.paidAt,
      minimumTermEndsAt: minimumTermEnd(input.paidAt),
    },
  });
}

export type CancelOutcome =
  { ok: true; cancelAt: Date } | { ok: false; status: number; message: string; cancelAt?: Date };

const noticeSelect = {
  id: true,
  status: true,
  stripeSubscriptionId: true,
  minimumTermEndsAt: true,
  cancelAt: true,
  order: { select: { user: userSelect } },
} as const;

function findForNotice(orderId: string, actor: { userId: string; role: "customer" | "admin" }) {
  return prisma.subscription.findFirst({
    where: actor.role === "admin" ? { orderId } : { orderId, order: { userId: actor.userId } },
    select: noticeSelect,
  });
}

export type NoticePreview =
  | { ok: true; cancelAt: Date; minimumTermEndsAt: Date | null }
  | { ok: false; status: number; message: string };

/**
 * The first step of the customer's notice: the date it would take effect, changing nothing.
 * Never a refusal for the minimum term – notice given early takes effect at its end.
 */
export async function previewNotice(
  orderId: string,
  userId: string,
  now = new Date(),
): Promise<NoticePreview> {
  const sub = await findForNotice(orderId, { userId, role: "customer" });
  if (!sub || !sub.stripeSubscriptionId)
    return { ok: false, status: 404, message: SUBSCRIPTION_MESSAGES.notFound };
  if (sub.status === "canceled" || sub.cancelAt)
    return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.alreadyCanceled };
  return {
    ok: true,
    cancelAt: earliestContractEnd(now, sub.minimumTermEndsAt),
    minimumTermEndsAt: sub.minimumTermEndsAt,
  };
}

/**
 * Notice (our own form, not the portal): it takes effect at the earliest allowed end –
 * the end of the notice period, and not before the minimum term (terms.ts) – through
 * Stripe's `cancel_at`, without a proration credit (terms: to the end of a month).
 * `shownCancelAt` is the date the customer confirmed: if the earliest end has moved since
 * (a month boundary passed between the two posts), nothing is changed and the new date
 * is returned to be confirmed again.
 */
export async function cancelSubscription(
  orderId: string,
  actor: { userId: string; role: "customer" | "admin" },
  now = new Date(),
  shownCancelAt?: Date,
): Promise<CancelOutcome> {
  const sub = await findForNotice(orderId, actor);
  if (!sub || !sub.stripeSubscriptionId)
    return { ok: false, status: 404, message: SUBSCRIPTION_MESSAGES.notFound };
  if (sub.status === "canceled" || sub.cancelAt)
    return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.alreadyCanceled };
  const cancelAt = earliestContractEnd(now, sub.minimumTermEndsAt);
  if (shownCancelAt && shownCancelAt.getTime() !== cancelAt.getTime())
    return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.endChanged, cancelAt };
  // One notice however many posts arrive at once: the first to set the date wins, the
  // others see it set and answer as a repeated notice would
  const claimed = await prisma.subscription.updateMany({
    where: { id: sub.id, cancelAt: null, status: { not: "canceled" } },
    data: { cancelAt },
  });
  if (claimed.count === 0)
    return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.alreadyCanceled };
  try {
    const { stripe } = await payments();
    await stripe.subscriptions.update(sub.stripeSubscriptionId, {
      cancel_at: Math.floor(cancelAt.getTime() / 1000),
      proration_behavior: "none",
    });
  } catch (error) {
    await prisma.subscription.updateMany({
      where: { id: sub.id, cancelAt },
      data: { cancelAt: null },
    });
    throw error;
  }
  await prisma.$transaction(async (tx) => {
    await historyNote(
      tx,
      orderId,
      `Abo gekündigt zum ${formatDate(cancelAt)} (${actor.role === "admin" ? "durch Admin" : "durch Kunden"})`,
      { userId: actor.userId, source: actor.role },
    );
    await queueMail(cancellationConfirmedMail(sub.order.user, orderId, cancelAt), { db: tx });
  });
  return { ok: true, cancelAt };
}

/**
 * Withdraws a notice that has not taken effect yet: Stripe's end date is cleared (by
 * `cancel_at_period_end: false` where the notice was given that way, e.g. in Stripe's
 * dashboard), our row follows, and the customer gets a mail.
 */
export async function withdrawNotice(
  orderId: string,
  actor: { userId: string; role: "customer" | "admin" },
  now = new Date(),
): Promise<CancelOutcome> {
  const sub = await findForNotice(orderId, actor);
  if (!sub || !sub.stripeSubscriptionId)
    return { ok: false, status: 404, message: SUBSCRIPTION_MESSAGES.notFound };
  if (sub.status === "canceled" || (sub.cancelAt && sub.cancelAt <= now))
    return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.noticeInEffect };
  if (!sub.cancelAt) return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.noNotice };
  const withdrawnEnd = sub.cancelAt;
  // One withdrawal however many posts arrive at once (as with the notice above)
  const claimed = await prisma.subscription.updateMany({
    where: { id: sub.id, cancelAt: withdrawnEnd, status: { not: "canceled" } },
    data: { cancelAt: null },
  });
  if (claimed.count === 0)
    return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.noNotice };
  try {
    const { stripe } = await payments();
    const current = await stripe.subscriptions.retrieve(sub.stripeSubscriptionId);
    // Stripe takes only one of the two parameters in one call
    await stripe.subscriptions.update(
      sub.stripeSubscriptionId,
      current.cancel_at_period_end ? { cancel_at_period_end: false } : { cancel_at: "" },
    );
  } catch (error) {
    await prisma.subscription.updateMany({
      where: { id: sub.id, cancelAt: null },
      data: { cancelAt: withdrawnEnd },
    });
    throw error;
  }
  await prisma.$transaction(async (tx) => {
    await historyNote(
      tx,
      orderId,
      `Kündigung zum ${formatDate(withdrawnEnd)} zurückgenommen (${actor.role === "admin" ? "durch Admin" : "durch Kunden"})`,
      { userId: actor.userId, source: actor.role },
    );
    await queueMail(noticeWithdrawnMail(sub.order.user, orderId, withdrawnEnd), { db: tx });
  });
  return { ok: true, cancelAt: withdrawnEnd };
}

/** The admin ends a subscription at once (e.g. after a dispute), through Stripe. */
export async function cancelSubscriptionNow(
  orderId: string,
  adminId: string,
  reason: string,
): Promise<CancelOutcome> {
  const sub = await prisma.subscription.findUnique({
    where: { orderId },
    select: {
      id: true,
      status: true,
      stripeSubscriptionId: true,
      cancelAt: true,
      canceledAt: true,
    },
  });
  if (!sub) return { ok: false, status: 404, message: SUBSCRIPTION_MESSAGES.notFound };
  if (sub.status === "canceled")
    return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.alreadyCanceled };
  const now = new Date();
  const claimed = await prisma.subscription.updateMany({
    where: { id: sub.id, status: { not: "canceled" } },
    data: { status: "canceled", canceledAt: now, cancelAt: sub.stripeSubscriptionId ? now : null },
  });
  if (claimed.count === 0)
    return { ok: false, status: 409, message: SUBSCRIPTION_MESSAGES.alreadyCanceled };
  if (sub.stripeSubscriptionId) {
    try {
      const { stripe } = await payments();
      await stripe.subscriptions.cancel(sub.stripeSubscriptionId);
    } catch (error) {
      await prisma.subscription.update({
        where: { id: sub.id },
        data: { status: sub.status, canceledAt: sub.canceledAt, cancelAt: sub.cancelAt },
      });
      throw error;
    }
  }
  await prisma.$transaction(async (tx) => {
    await tx.order.update({ where: { id: orderId }, data: { subscriptionStatus: "canceled" } });
    await historyNote(tx, orderId, `Abo sofort beendet durch Admin: ${reason}`, {
      userId: adminId,
      source: "admin",
    });
  });
  return { ok: true, cancelAt: now };
}

/** Stripe's customer portal (payment method, Stripe's invoices) for the signed-in customer. */
export async function billingPortalUrl(userId: string): Promise<string | null> {
  const withCustomer = await prisma.order.findFirst({
    where: { userId, stripeCustomerId: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { stripeCustomerId: true },
  });
  if (!withCustomer?.stripeCustomerId) return null;
  const { stripe } = await payments();
  const session = await stripe.billingPortal.sessions.create({
    customer: withCustomer.stripeCustomerId,
    locale: "de",
    return_url: `${getEnv().appUrl}/billing`,
  });
  return session.url;
}
