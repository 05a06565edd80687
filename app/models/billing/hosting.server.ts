// Hosting of a one-time package after its free year. The free year runs
// from the go-live (orders accepted before that step existed: from acceptance); 30
// and 7 days before its end a
// mail and a dashboard notice; the customer continues (a Stripe subscription through
// Checkout whose first charge is the anniversary) or ends it (site switched off at the end
// of the free year, export and domain handed over); without an answer a grace period,
// then "zur Abschaltung vorgemerkt". Subscriptions (monthly packages, professional plan)
// include hosting and never get a row here.
import { historyNote, type Tx } from "./ledger.server";
import { addMonths } from "./terms";
import type { Prisma } from "@prisma/client";
import type Stripe from "stripe";
import type { BadgeTone } from "~/models/order/status";
import { queueMail } from "~/jobs/send-mail.server";
import {
  adminHostingShutdownMail,
  hostingContinuedMail,
  hostingEndingMail,
  hostingGraceMail,
  hostingReminderMail,
  hostingShutdownMarkedMail,
} from "~/mails/hosting";
import { MAIL_RECIPIENT_SELECT } from "~/models/account/mail-recipient";
import { getPackage, HOSTING, isProfessionalPackage, offerName } from "~/models/catalog/catalog";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { formatCents, formatDate, shortId } from "~/utils/format";
import { payments } from "~/utils/payments.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
/** Stripe's Checkout needs a trial end at least 48 hours ahead. */
const MIN_TRIAL_MS = 49 * 60 * 60 * 1000;

type HostingStatus = "free" | "continued" | "ending" | "grace" | "shutdown_marked" | "ended";

export const HOSTING_MESSAGES = {
  notFound: "Für diese Bestellung gibt es kein Hosting nach dem kostenlosen Jahr.",
  notOpen: "Zum Hosting dieser Website ist keine Entscheidung mehr offen.",
  startFailed: "Die Zahlungsseite konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.",
} as const;

const userSelect = { select: MAIL_RECIPIENT_SELECT } as const;

/** The first day a new row's free year may end: nobody loses hosting without notice. */
const earliestEnd = (now: Date) => new Date(now.getTime() + HOSTING.reminderDaysBefore[0] * DAY_MS);

const eligibleOrders = {
  paymentType: "onetime",
  hosting: { is: null },
  OR: [{ liveAt: { not: null } }, { hostingFromAcceptance: true, acceptedAt: { not: null } }],
} satisfies Prisma.OrderWhereInput;

/** The free year's first day: the go-live, or acceptance for orders accepted before it existed. */
function freeYearStart(order: {
  liveAt: Date | null;
  acceptedAt: Date | null;
  hostingFromAcceptance: boolean;
}): Date | null {
  return order.liveAt ?? (order.hostingFromAcceptance ? order.acceptedAt : null);
}

/**
 * Rows for published one-time packages that have none yet. The free year ends 12 months
 * after the go-live – but never sooner than the first reminder's lead time from the day
 * the row is made, so orders accepted before this feature get their full notice.
 */
export async function openHostingRows(now: Date, orderId?: string) {
  const orders = await prisma.order.findMany({
    where: { ...eligibleOrders, ...(orderId ? { id: orderId } : {}) },
    select: {
      id: true,
      acceptedAt: true,
      liveAt: true,
      hostingFromAcceptance: true,
      packageType: true,
    },
    take: BATCH,
  });
  const rows = orders.flatMap((o) => {
    const start = freeYearStart(o);
    if (isProfessionalPackage(o.packageType) || !start || start > now) return [];
    const anniversary = addMonths(start, HOSTING.freeMonths);
    const freeUntil =
      anniversary < earliestEnd(now) && start < now ? earliestEnd(now) : anniversary;
    return [{ orderId: o.id, freeFrom: start, freeUntil }];
  });
  if (rows.length) await prisma.hosting.createMany({ data: rows, skipDuplicates: true });
  return rows.length;
}

export interface HostingSweepResult {
  opened: number;
  reminded: number;
  grace: number;
  shutdownMarked: number;
  /** continued hostings whose subscription got notice: now ending */
  noticed: number;
  ended: number;
}

/**
 * The hosting's timed steps as of `now` (the sweep job every 10 minutes; /dev/clock in
 * development). Idempotent: every step changes its row only under the condition it
 * checked, in the transaction that queues its mail.
 */
export async function sweepHosting(
  now: Date,
  options: { orderId?: string } = {},
): Promise<HostingSweepResult> {
  const only = options.orderId ? { orderId: options.orderId } : {};
  const result = { opened: await openHostingRows(now, options.orderId), reminded: 0 };
  const [first, second] = HOSTING.reminderDaysBefore;

  // reminders: 30 days before (unless the 7-day one is due already), then 7 days before
  const remind = async (field: "reminder30SentAt" | "reminder7SentAt", days: number, next = 0) => {
    const due = await prisma.hosting.findMany({
      where: {
        ...only,
        status: "free",
        [field]: null,
        freeUntil: {
          gt: new Date(now.getTime() + next * DAY_MS),
          lte: new Date(now.getTime() + days * DAY_MS),
        },
      },
      select: { id: true, orderId: true, freeUntil: true },
      take: BATCH,
    });
    for (const row of due) {
      const sent = await prisma.$transaction(async (tx) => {
        const { count } = await tx.hosting.updateMany({
          where: { id: row.id, status: "free", [field]: null },
          data: { [field]: now },
        });
        if (!count) return false;
        const user = await customerOf(tx, row.orderId);
        await queueMail(hostingReminderMail(user, row.orderId, row.freeUntil, days, HOSTING), {
          db: tx,
        });
        await historyNote(
          tx,
          row.orderId,
          `Hosting: Erinnerung ${days} Tage vor Ende des kostenlosen Jahres gesendet`,
          { source: "system" },
        );
        return true;
      });
      if (sent) result.reminded++;
    }
  };
  await remind("reminder30SentAt", first, second);
  await remind("reminder7SentAt", second);

  const grace = await step(
    { ...only, status: "free", freeUntil: { lte: now } },
    "grace",
    async (tx, row) => {
      const graceUntil = new Date(row.freeUntil.getTime() + HOSTING.graceDays * DAY_MS);
      await tx.hosting.update({ where: { id: row.id }, data: { graceUntil } });
      await queueMail(
        hostingGraceMail(await customerOf(tx, row.orderId), row.orderId, graceUntil, HOSTING),
        { db: tx },
      );
      return `Hosting: kostenloses Jahr ohne Entscheidung abgelaufen, Nachfrist bis ${formatDate(graceUntil)}`;
    },
  );
  const shutdownMarked = await step(
    { ...only, status: "grace", graceUntil: { lte: now } },
    "shutdown_marked",
    async (tx, row) => {
      await tx.hosting.update({ where: { id: row.id }, data: { shutdownMarkedAt: now } });
      await queueMail(
        hostingShutdownMarkedMail(await customerOf(tx, row.orderId), row.orderId, HOSTING),
        {
          db: tx,
        },
      );
      const to = getEnv().ADMIN_NOTIFY_EMAIL;
      if (to) await queueMail(adminHostingShutdownMail(to, row.orderId), { db: tx });
      return "Hosting: Nachfrist abgelaufen, Website zur Abschaltung vorgemerkt";
    },
  );
  // notice on a continued hosting (on /billing): it ends then, never inside the free year;
  // a notice withdrawn in time lets it run on
  const noticed = await step(
    {
      ...only,
      status: "continued",
      order: { subscription: { is: { cancelAt: { not: null } } } },
    },
    "ending",
    async (tx, row) => {
      const sub = await tx.subscription.findUniqueOrThrow({
        where: { orderId: row.orderId },
        select: { cancelAt: true },
      });
      const endsAt = sub.cancelAt! > row.freeUntil ? sub.cancelAt! : row.freeUntil;
      await tx.hosting.update({ where: { id: row.id }, data: { endedAt: endsAt } });
      return `Hosting gekündigt: endet am ${formatDate(endsAt)}`;
    },
  );
  await step(
    {
      ...only,
      status: "ending",
      decision: "continue",
      order: { subscription: { is: { cancelAt: null, status: { not: "canceled" } } } },
    },
    "continued",
    async (tx, row) => {
      await tx.hosting.update({ where: { id: row.id }, data: { endedAt: null } });
      return "Hosting läuft weiter: Kündigung zurückgenommen";
    },
  );
  const ended = await step(
    { ...only, status: "ending", endedAt: { lte: now } },
    "ended",
    async () =>
      "Hosting beendet: Website abgeschaltet (Export und Domain-Freigabe auf Anforderung)",
  );
  return { ...result, grace, shutdownMarked, noticed, ended };
}

type StepRow = { id: string; orderId: string; status: string; freeUntil: Date };

/** Moves due rows to `to`, each once, with its history note (and mails) in one transaction. */
async function step(
  where: Record<string, unknown>,
  to: HostingStatus,
  apply: (tx: Tx, row: StepRow) => Promise<string>,
) {
  const due = await prisma.hosting.findMany({
    where,
    select: { id: true, orderId: true, status: true, freeUntil: true },
    take: BATCH,
  });
  let done = 0;
  for (const row of due) {
    const moved = await prisma.$transaction(async (tx) => {
      const { count } = await tx.hosting.updateMany({
        where: { id: row.id, status: row.status },
        data: { status: to },
      });
      if (!count) return false;
      await historyNote(tx, row.orderId, await apply(tx, row), { source: "system" });
      return true;
    });
    if (moved) done++;
  }
  return done;
}

async function customerOf(tx: Tx, orderId: string) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { user: userSelect },
  });
  return order.user;
}

// ---------------------------------------------------------------- what people see

const HOSTING_STATUS_LABELS: Record<HostingStatus, string> = {
  free: "Kostenlos",
  continued: "Fortgeführt",
  ending: "Endet",
  grace: "Nachfrist",
  shutdown_marked: "Zur Abschaltung vorgemerkt",
  ended: "Beendet",
};

const TONES: Record<HostingStatus, BadgeTone> = {
  free: "neutral",
  continued: "success",
  ending: "info",
  grace: "warning",
  shutdown_marked: "warning",
  ended: "neutral",
};

export interface HostingRowView {
  status: string;
  freeFrom: Date;
  freeUntil: Date;
  graceUntil: Date | null;
  endedAt: Date | null;
  shutdownMarkedAt: Date | null;
  decidedAt: Date | null;
  reminder30SentAt: Date | null;
  reminder7SentAt: Date | null;
}

/** One line for customer and admin: the state, its date, and whether a choice is open. */
export function hostingSummary(row: HostingRowView) {
  const status = row.status as HostingStatus;
  const label = HOSTING_STATUS_LABELS[status] ?? row.status;
  // the word that joins state and date: "Nachfrist bis 09.01.2028", "Endet am …"
  const dates: Record<HostingStatus, [string, Date | null]> = {
    free: ["bis", row.freeUntil],
    continued: ["ab", row.freeUntil],
    ending: ["am", row.endedAt],
    grace: ["bis", row.graceUntil],
    shutdown_marked: ["seit", row.shutdownMarkedAt],
    ended: ["am", row.endedAt],
  };
  const [joiner, date] = dates[status] ?? ["", null];
  const dateLabel = `${label} ${joiner}`;
  const canChoose =
    status === "grace" || status === "shutdown_marked" || status === "ending" || status === "free";
  return {
    status,
    label,
    dateLabel,
    date: date ? formatDate(date) : null,
    text: date ? `${dateLabel} ${formatDate(date)}` : label,
    freeUntil: formatDate(row.freeUntil),
    canChoose,
    canEnd: status === "free" || status === "grace" || status === "shutdown_marked",
    /** the dashboard shows a notice from the first reminder on until a decision is made */
    needsDecision:
      status === "grace" ||
      status === "shutdown_marked" ||
      (status === "free" && Boolean(row.reminder30SentAt ?? row.reminder7SentAt)),
    tone: TONES[status] ?? "neutral",
  };
}

/** What `hostingSummary` reads, for reads that join the hosting to an order. */
export const HOSTING_VIEW_SELECT = {
  status: true,
  freeFrom: true,
  freeUntil: true,
  graceUntil: true,
  endedAt: true,
  shutdownMarkedAt: true,
  decidedAt: true,
  reminder30SentAt: true,
  reminder7SentAt: true,
} as const;

/** The hosting of one order (admin order page), or null for orders without one. */
export async function hostingForOrder(orderId: string) {
  const row = await prisma.hosting.findUnique({ where: { orderId }, select: HOSTING_VIEW_SELECT });
  return row ? hostingSummary(row) : null;
}

/** Dashboard notices: the customer's hostings that wait for a decision. */
export async function hostingNoticesForUser(userId: string) {
  const rows = await prisma.hosting.findMany({
    where: { order: { userId }, status: { in: ["free", "grace", "shutdown_marked"] } },
    select: {
      ...HOSTING_VIEW_SELECT,
      orderId: true,
      order: { select: { packageType: true, domain: true, domainExtension: true } },
    },
    orderBy: { freeUntil: "asc" },
  });
  return rows
    .map((r) => ({
      orderId: r.orderId,
      shortId: shortId(r.orderId),
      site: r.order.domain
        ? `${r.order.domain}${r.order.domainExtension}`
        : offerName(r.order.packageType),
      ...hostingSummary(r),
    }))
    .filter((r) => r.needsDecision);
}

/** The customer's hosting page: the state and what the two choices mean. */
export async function hostingPage(orderId: string, userId: string, now = new Date()) {
  const row = await prisma.hosting.findFirst({
    where: { orderId, order: { userId } },
    select: { ...HOSTING_VIEW_SELECT, order: { select: { packageType: true } } },
  });
  if (!row) return null;
  const summary = hostingSummary(row);
  return {
    orderId,
    shortId: shortId(orderId),
    packageName: getPackage(row.order.packageType)?.name ?? row.order.packageType,
    price: formatCents(HOSTING.monthlyCents),
    graceDays: HOSTING.graceDays,
    handoverDays: HOSTING.handoverDays,
    /** the first charge of a continued hosting: the anniversary, or today once it has passed */
    firstCharge: formatDate(firstChargeOf(row.freeUntil, now)),
    /** where "Hosting beenden" switches the site off */
    endDate: formatDate(row.freeUntil > now ? row.freeUntil : now),
    ...summary,
  };
}

const firstChargeOf = (freeUntil: Date, now: Date) =>
  freeUntil.getTime() - now.getTime() >= MIN_TRIAL_MS ? freeUntil : now;

// ---------------------------------------------------------------- the customer's choice

type Outcome<T> = ({ ok: true } & T) | { ok: false; status: number; message: string };

/**
 * "Hosting beenden": the site stays online until the end of the free year (or, after
 * it, is switched off today) and the handover of the terms follows. Can still be turned
 * into "fortführen" until then.
 */
export async function chooseHostingEnd(
  orderId: string,
  userId: string,
  now = new Date(),
): Promise<Outcome<{ endsAt: Date }>> {
  const row = await prisma.hosting.findFirst({
    where: { orderId, order: { userId } },
    select: { id: true, status: true, freeUntil: true, order: { select: { user: userSelect } } },
  });
  if (!row) return { ok: false, status: 404, message: HOSTING_MESSAGES.notFound };
  if (!["free", "grace", "shutdown_marked"].includes(row.status))
    return { ok: false, status: 409, message: HOSTING_MESSAGES.notOpen };
  const endsAt = row.freeUntil > now ? row.freeUntil : now;
  const done = await prisma.$transaction(async (tx) => {
    const { count } = await tx.hosting.updateMany({
      where: { id: row.id, status: row.status },
      data: { status: "ending", decision: "end", decidedAt: now, endedAt: endsAt },
    });
    if (!count) return false;
    await historyNote(
      tx,
      orderId,
      `Hosting vom Kunden beendet zum ${formatDate(endsAt)} (Export und Domain-Freigabe auf Anforderung)`,
      { userId, source: "customer" },
    );
    await queueMail(hostingEndingMail(row.order.user, orderId, endsAt, HOSTING), { db: tx });
    return true;
  });
  return done
    ? { ok: true, endsAt }
    : { ok: false, status: 409, message: HOSTING_MESSAGES.notOpen };
}

/**
 * "Hosting fortführen": a Checkout Session in subscription mode for the catalogue's
 * monthly hosting fee. Its trial ends on the anniversary, so the first charge falls on
 * it (Stripe needs 48 hours' lead; later the first charge is today).
 */
export async function beginHostingCheckout(
  orderId: string,
  userId: string,
  now = new Date(),
): Promise<Outcome<{ url: string }>> {
  const row = await prisma.hosting.findFirst({
    where: { orderId, order: { userId } },
    select: {
      id: true,
      status: true,
      freeUntil: true,
      checkoutSessionId: true,
      order: {
        select: { stripeCustomerId: true, packageType: true, user: { select: { email: true } } },
      },
    },
  });
  if (!row) return { ok: false, status: 404, message: HOSTING_MESSAGES.notFound };
  if (!["free", "ending", "grace", "shutdown_marked"].includes(row.status))
    return { ok: false, status: 409, message: HOSTING_MESSAGES.notOpen };
  const { stripe } = await payments();
  const { expirePreviousSession } = await import("./checkout.server");
  await expirePreviousSession(stripe, row.checkoutSessionId);
  const firstCharge = firstChargeOf(row.freeUntil, now);
  const metadata = { orderId, kind: "hosting" };
  const appUrl = getEnv().appUrl;
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    locale: "de",
    client_reference_id: orderId,
    metadata,
    ...(row.order.stripeCustomerId
      ? { customer: row.order.stripeCustomerId }
      : { customer_email: row.order.user.email }),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "eur",
          unit_amount: HOSTING.monthlyCents,
          tax_behavior: "inclusive",
          recurring: { interval: "month" },
          product_data: {
            name: `Hosting Ihrer Website (Bestellung #${shortId(orderId)}) – monatlich, erste Zahlung am ${formatDate(firstCharge)}`,
          },
        },
      },
    ],
    subscription_data: {
      metadata,
      ...(firstCharge > now ? { trial_end: Math.floor(firstCharge.getTime() / 1000) } : {}),
    },
    success_url: `${appUrl}/hosting/${orderId}?fortgefuehrt=1`,
    cancel_url: `${appUrl}/hosting/${orderId}`,
  });
  await prisma.hosting.update({ where: { id: row.id }, data: { checkoutSessionId: session.id } });
  if (!session.url) return { ok: false, status: 502, message: HOSTING_MESSAGES.startFailed };
  return { ok: true, url: session.url };
}

/**
 * checkout.session.completed of "Hosting fortführen" (inside the webhook's transaction):
 * the subscription row (hosting fee, no minimum term) and the hosting marked continued.
 */
export async function applyHostingCheckout(
  tx: Tx,
  session: Pick<Stripe.Checkout.Session, "metadata" | "customer"> & { subscriptionId: string },
  sub:
    | (Pick<Stripe.Subscription, "status" | "start_date" | "trial_end"> & {
        items?: { data: Array<{ current_period_end?: number }> };
      })
    | null,
  now = new Date(),
): Promise<string> {
  const orderId = session.metadata?.orderId;
  if (!orderId) return "unknown-order";
  const row = await tx.hosting.findUnique({
    where: { orderId },
    select: { id: true, status: true, order: { select: { user: userSelect } } },
  });
  if (!row) return "unknown-order";
  const customerId =
    typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
  const periodEnd = sub?.items?.data[0]?.current_period_end;
  const firstCharge = sub?.trial_end ? new Date(sub.trial_end * 1000) : now;
  const data = {
    stripeSubscriptionId: session.subscriptionId,
    stripeCustomerId: customerId,
    status: sub?.status ?? "active",
    amountCents: HOSTING.monthlyCents,
    startedAt: sub?.start_date ? new Date(sub.start_date * 1000) : now,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    minimumTermEndsAt: null,
    lastPaymentError: null,
  };
  await tx.subscription.upsert({ where: { orderId }, create: { orderId, ...data }, update: data });
  await tx.order.update({
    where: { id: orderId },
    data: {
      stripeSubscriptionId: session.subscriptionId,
      subscriptionStatus: data.status,
      ...(customerId ? { stripeCustomerId: customerId } : {}),
    },
  });
  await tx.hosting.update({
    where: { id: row.id },
    data: {
      status: "continued",
      decision: "continue",
      decidedAt: now,
      checkoutSessionId: null,
      endedAt: null,
    },
  });
  await historyNote(
    tx,
    orderId,
    `Hosting vom Kunden fortgeführt: ${formatCents(HOSTING.monthlyCents)} / Monat, erste Zahlung am ${formatDate(firstCharge)}`,
    { source: "payment" },
  );
  await queueMail(hostingContinuedMail(row.order.user, orderId, firstCharge, HOSTING), { db: tx });
  return "hosting-continued";
}

/** Admin list: hosting state and date per order id. */
export async function hostingByOrder(orderIds: string[]) {
  if (!orderIds.length) return {};
  const rows = await prisma.hosting.findMany({
    where: { orderId: { in: orderIds } },
    select: { ...HOSTING_VIEW_SELECT, orderId: true },
  });
  return Object.fromEntries(rows.map((r) => [r.orderId, hostingSummary(r)]));
}
