// Delivery and acceptance (Abnahme) of every order (decisions: one correction loop
// included, deemed acceptance after a configurable period, reminder before it).
//
// Every step is one transaction: the order's status, the delivery's outcome, the history
// row, its mails (as jobs) and, on acceptance, the subscription start request. Each step
// changes rows only under the condition it checked (status "review", outcome still open),
// so two answers to one delivery – a double click, two tabs, the customer racing the
// deemed acceptance sweep – produce exactly one outcome.
import { correctionLoopsIncluded, isProfessionalPackage, withOffer } from "../catalog/catalog";
import { notifyCustomerById } from "../messages/notifications.server";
import { recordStatusChange } from "../order/status-history.server";
import { notifyAssignee } from "../team/notifications.server";
import {
  correctionSchema,
  DELIVERY_MESSAGES,
  deliverySchema,
  type DeliveryOutcome,
  CHARGEABLE_TEXT,
} from "./delivery";
import type { Prisma } from "@prisma/client";
import type { MailRecipient } from "~/mails/layout";
import type { StoredUpload } from "~/utils/upload.server";
import { enqueue } from "~/jobs/queue.server";
import { queueMail } from "~/jobs/send-mail.server";
import { assigneeCorrectionMail } from "~/mails/assignee";
import {
  acceptanceReminderMail,
  acceptedAgencyMail,
  acceptedMail,
  correctionRequestedMail,
  previewDeliveredMail,
} from "~/mails/delivery";
import { MAIL_RECIPIENT_SELECT } from "~/models/account/mail-recipient";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { isUuid } from "~/utils/misc";
import { getStorage } from "~/utils/storage.server";

type Tx = Prisma.TransactionClient;

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/** Only orders that are paid and being worked on can be delivered. */
const DELIVERABLE_STATUSES = ["paid", "in_progress"] as const;

export function isDeliverable(status: string): boolean {
  return (DELIVERABLE_STATUSES as readonly string[]).includes(status);
}

export function acceptancePeriods() {
  const env = getEnv();
  return { reminderDays: env.ACCEPTANCE_REMINDER_DAYS, deemedDays: env.ACCEPTANCE_DEEMED_DAYS };
}

/** The moment a delivery without an answer counts as accepted. */
function acceptanceDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + acceptancePeriods().deemedDays * DAY_MS);
}

function reminderDue(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + acceptancePeriods().reminderDays * DAY_MS);
}

/**
 * Asks for the order's subscription to start. Only the professional plan's monthly fee
 * starts on acceptance; package subscriptions began with their first payment.
 */
function startsSubscriptionOnAcceptance(order: { packageType: string }): boolean {
  return isProfessionalPackage(order.packageType);
}

// The billing module owns subscriptions (app/job-handlers/start-subscription.server.ts, idempotent
// per order); this object is the seam tests observe.
export const subscriptionStart = {
  async request(tx: Tx, orderId: string): Promise<void> {
    await enqueue("start-subscription", { orderId }, { db: tx });
  },
};

function requestSubscriptionStart(tx: Tx, orderId: string): Promise<void> {
  return subscriptionStart.request(tx, orderId);
}

const ORDER_FOR_MAIL = {
  id: true,
  status: true,
  packageType: true,
  company: true,
  acceptedAt: true,
  user: { select: MAIL_RECIPIENT_SELECT },
} as const;
type OrderForMail = {
  id: string;
  packageType: string;
  company: string | null;
  status: string;
  acceptedAt: Date | null;
  user: MailRecipient;
};

function agencyAddress() {
  return getEnv().ADMIN_NOTIFY_EMAIL;
}

async function deleteStoredFiles(files: StoredUpload[]) {
  await Promise.all(
    files.map((f) =>
      getStorage()
        .delete(f.storageKey)
        .catch(() => {}),
    ),
  );
}

/** A step changed nothing because another one got there first; rolls the transaction back. */
class LostRace extends Error {}

// ---------------------------------------------------------------------------------------
// Delivery (admin)

export type DeliverResult =
  | { ok: true; deliveryId: string }
  | { ok: false; reason: "not_found" | "not_deliverable" }
  | { ok: false; reason: "invalid"; errors: Record<string, string[]> };

/** Records the stored files of a delivery (the agency's) or of a correction request (the customer's). */
async function attachFiles(
  tx: Tx,
  files: StoredUpload[],
  to: { orderId: string; uploadedById: string; section: string; deliveryId: string },
) {
  if (!files.length) return;
  await tx.uploadedDocument.createMany({
    data: files.map((f) => ({
      ...to,
      name: f.name,
      contentType: f.contentType,
      size: f.size,
      storageKey: f.storageKey,
    })),
  });
}

/**
 * The admin delivers a preview: the order goes to "review" and the customer is invited to
 * accept it. `files` are already in storage (parseUploadRequest); when the delivery is
 * refused they are removed again, so a refused delivery leaves nothing behind.
 */
export async function deliverPreview(input: {
  orderId: string;
  adminId: string;
  previewUrl: string;
  note?: string | null;
  files?: StoredUpload[];
  now?: Date;
}): Promise<DeliverResult> {
  const files = input.files ?? [];
  const parsed = deliverySchema.safeParse({
    intent: "deliver",
    previewUrl: input.previewUrl,
    note: input.note ?? undefined,
  });
  if (!parsed.success) {
    await deleteStoredFiles(files);
    return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error) };
  }
  if (!isUuid(input.orderId)) {
    await deleteStoredFiles(files);
    return { ok: false, reason: "not_found" };
  }
  const now = input.now ?? new Date();
  const { previewUrl } = parsed.data;
  const note = parsed.data.note || null;
  try {
    const result = await prisma.$transaction(async (tx): Promise<DeliverResult> => {
      const order = await tx.order.findUnique({
        where: { id: input.orderId },
        select: ORDER_FOR_MAIL,
      });
      if (!order) return { ok: false, reason: "not_found" };
      if (!isDeliverable(order.status)) return { ok: false, reason: "not_deliverable" };
      const { count } = await tx.order.updateMany({
        where: { id: order.id, status: order.status },
        data: { status: "review" },
      });
      if (count !== 1) return { ok: false, reason: "not_deliverable" };
      // a preview the admin took back by changing the status by hand is replaced by this one
      await tx.delivery.updateMany({
        where: { orderId: order.id, outcome: null },
        data: { outcome: "superseded" satisfies DeliveryOutcome, respondedAt: now },
      });
      const delivery = await tx.delivery.create({
        data: {
          orderId: order.id,
          previewUrl,
          note,
          deliveredById: input.adminId,
          deliveredAt: now,
        },
        select: { id: true },
      });
      await attachFiles(tx, files, {
        orderId: order.id,
        uploadedById: input.adminId,
        section: "delivery",
        deliveryId: delivery.id,
      });
      await recordStatusChange(tx, {
        orderId: order.id,
        fromStatus: order.status,
        toStatus: "review",
        changedById: input.adminId,
        source: "admin",
        note: "Vorschau zur Abnahme übermittelt",
      });
      await queueMail(
        previewDeliveredMail(order.user, withOffer(order), {
          previewUrl,
          note,
          deadline: acceptanceDeadline(now),
          fileCount: files.length,
        }),
        { db: tx },
      );
      return { ok: true, deliveryId: delivery.id };
    });
    if (!result.ok) await deleteStoredFiles(files);
    return result;
  } catch (error) {
    await deleteStoredFiles(files);
    throw error;
  }
}

function fieldErrors(error: { issues: Array<{ path: (string | number)[]; message: string }> }) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

// ---------------------------------------------------------------------------------------
// The customer's answer

export type AnswerRefusal = "not_found" | "not_in_review" | "already_accepted";

async function openDeliveryOf(tx: Tx, orderId: string) {
  return tx.delivery.findFirst({
    where: { orderId, outcome: null },
    orderBy: { deliveredAt: "desc" },
    select: { id: true, deliveredAt: true, previewUrl: true },
  });
}

/** Why an answer found nothing to answer: read again after a lost race. */
async function refusalFor(tx: Tx, orderId: string): Promise<AnswerRefusal> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { status: true, acceptedAt: true },
  });
  if (!order) return "not_found";
  return order.status === "completed" && order.acceptedAt ? "already_accepted" : "not_in_review";
}

type OpenDelivery = NonNullable<Awaited<ReturnType<typeof openDeliveryOf>>>;

/**
 * Runs the customer's answer in one transaction on their order in review and its open
 * delivery; any other state is refused with the reason read again, and a race lost to
 * another answer (LostRace) counts as no longer in review.
 */
async function answerOpenDelivery<R extends { ok: boolean }>(
  input: { orderId: string; userId: string },
  answer: (tx: Tx, order: OrderForMail, delivery: OpenDelivery) => Promise<R>,
): Promise<R | { ok: false; reason: AnswerRefusal }> {
  try {
    return await prisma.$transaction(async (tx) => {
      const order = await tx.order.findFirst({
        where: { id: input.orderId, userId: input.userId },
        select: ORDER_FOR_MAIL,
      });
      if (!order) return { ok: false, reason: "not_found" } as const;
      const delivery = await openDeliveryOf(tx, order.id);
      if (order.status !== "review" || !delivery)
        return { ok: false, reason: await refusalFor(tx, order.id) } as const;
      return answer(tx, order, delivery);
    });
  } catch (error) {
    if (error instanceof LostRace) return { ok: false, reason: "not_in_review" };
    throw error;
  }
}

/**
 * Records the acceptance of the open delivery, declared by the customer or deemed by the
 * sweep. Returns false when the delivery was answered meanwhile (nothing written).
 */
async function recordAcceptance(
  tx: Tx,
  order: OrderForMail,
  delivery: { id: string },
  acceptance: { kind: "declared" | "deemed"; at: Date; respondedAt: Date; actorId: string | null },
): Promise<boolean> {
  const deemed = acceptance.kind === "deemed";
  const answered = await tx.delivery.updateMany({
    where: { id: delivery.id, outcome: null },
    data: {
      outcome: (deemed ? "deemed_accepted" : "accepted") satisfies DeliveryOutcome,
      respondedAt: acceptance.respondedAt,
    },
  });
  if (answered.count !== 1) return false;
  const acceptedAt = order.acceptedAt ?? acceptance.at;
  const completed = await tx.order.updateMany({
    where: { id: order.id, status: "review" },
    data: { status: "completed", acceptedAt, acceptanceKind: acceptance.kind },
  });
  // the admin changed the status by hand in between: undo the delivery's answer too
  if (completed.count !== 1) throw new LostRace();
  const { deemedDays } = acceptancePeriods();
  await recordStatusChange(tx, {
    orderId: order.id,
    fromStatus: "review",
    toStatus: "completed",
    changedById: acceptance.actorId,
    source: deemed ? "system" : "customer",
    note: deemed
      ? `Abnahme fingiert (§ 640 Abs. 2 BGB): keine Antwort innerhalb von ${deemedDays} Tagen nach der Lieferung`
      : "Website vom Kunden abgenommen",
  });
  if (startsSubscriptionOnAcceptance(order)) await requestSubscriptionStart(tx, order.id);
  const facts = { at: acceptedAt, deemed };
  await queueMail(acceptedMail(order.user, withOffer(order), facts), { db: tx });
  const agency = agencyAddress();
  if (agency) await queueMail(acceptedAgencyMail(agency, withOffer(order), facts), { db: tx });
  return true;
}

export type AcceptResult = { ok: true } | { ok: false; reason: AnswerRefusal };

/** The customer accepts the delivered preview (a form post after a confirmation step). */
export async function acceptDelivery(input: {
  orderId: string;
  userId: string;
  now?: Date;
}): Promise<AcceptResult> {
  if (!isUuid(input.orderId)) return { ok: false, reason: "not_found" };
  const now = input.now ?? new Date();
  return answerOpenDelivery(input, async (tx, order, delivery): Promise<AcceptResult> => {
    const recorded = await recordAcceptance(tx, order, delivery, {
      kind: "declared",
      at: now,
      respondedAt: now,
      actorId: input.userId,
    });
    return recorded ? { ok: true } : { ok: false, reason: await refusalFor(tx, order.id) };
  });
}

export type CorrectionResult =
  | { ok: true; chargeable: boolean; used: number; included: number }
  | { ok: false; reason: AnswerRefusal | "deadline_passed" }
  | { ok: false; reason: "invalid"; errors: Record<string, string[]> };

/**
 * The customer asks for corrections: the order goes back to "in_progress". Beyond the
 * included loops the request still goes through, marked as possibly chargeable. After the
 * deadline the acceptance is deemed given, so the request records that instead.
 */
export async function requestCorrection(input: {
  orderId: string;
  userId: string;
  text: string;
  files?: StoredUpload[];
  now?: Date;
}): Promise<CorrectionResult> {
  const files = input.files ?? [];
  const parsed = correctionSchema.safeParse({
    intent: "request-correction",
    correctionText: input.text,
  });
  if (!parsed.success) {
    await deleteStoredFiles(files);
    return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error) };
  }
  if (!isUuid(input.orderId)) {
    await deleteStoredFiles(files);
    return { ok: false, reason: "not_found" };
  }
  const text = parsed.data.correctionText;
  const now = input.now ?? new Date();
  let result: CorrectionResult;
  try {
    result = await answerOpenDelivery(
      input,
      async (tx, order, delivery): Promise<CorrectionResult> => {
        const deadline = acceptanceDeadline(delivery.deliveredAt);
        if (now >= deadline) {
          const recorded = await recordAcceptance(tx, order, delivery, {
            kind: "deemed",
            at: deadline,
            respondedAt: now,
            actorId: null,
          });
          return recorded
            ? { ok: false, reason: "deadline_passed" }
            : { ok: false, reason: await refusalFor(tx, order.id) };
        }
        const used =
          (await tx.delivery.count({ where: { orderId: order.id, outcome: "correction" } })) + 1;
        const included = correctionLoopsIncluded(order.packageType);
        const chargeable = used > included;
        const answered = await tx.delivery.updateMany({
          where: { id: delivery.id, outcome: null },
          data: {
            outcome: "correction" satisfies DeliveryOutcome,
            respondedAt: now,
            correctionText: text,
            correctionChargeable: chargeable,
          },
        });
        if (answered.count !== 1) return { ok: false, reason: await refusalFor(tx, order.id) };
        const reopened = await tx.order.updateMany({
          where: { id: order.id, status: "review" },
          data: { status: "in_progress" },
        });
        if (reopened.count !== 1) throw new LostRace();
        await attachFiles(tx, files, {
          orderId: order.id,
          uploadedById: input.userId,
          section: "correction",
          deliveryId: delivery.id,
        });
        await recordStatusChange(tx, {
          orderId: order.id,
          fromStatus: "review",
          toStatus: "in_progress",
          changedById: input.userId,
          source: "customer",
          note: chargeable
            ? `Korrektur angefordert (${used}. Schleife, ${included} inklusive: möglicherweise kostenpflichtig)`
            : `Korrektur angefordert (${used}. Schleife, ${included} inklusive)`,
        });
        const agency = agencyAddress();
        if (agency)
          await queueMail(
            correctionRequestedMail(agency, withOffer(order), {
              text,
              fileCount: files.length,
              chargeableNote: chargeable ? CHARGEABLE_TEXT : null,
              used,
              included,
            }),
            { db: tx },
          );
        await notifyAssignee(tx, order.id, "staffNotifyCorrections", (person, mailOrder) =>
          assigneeCorrectionMail(person, mailOrder, {
            text,
            fileCount: files.length,
            used,
            included,
          }),
        );
        return { ok: true, chargeable, used, included };
      },
    );
  } catch (error) {
    await deleteStoredFiles(files);
    throw error;
  }
  if (!result.ok) await deleteStoredFiles(files);
  return result;
}

export const ANSWER_MESSAGES: Record<AnswerRefusal | "deadline_passed", string> = {
  not_found: DELIVERY_MESSAGES.notInReview,
  not_in_review: DELIVERY_MESSAGES.notInReview,
  already_accepted: DELIVERY_MESSAGES.alreadyAccepted,
  deadline_passed: DELIVERY_MESSAGES.deadlinePassed,
};

// ---------------------------------------------------------------------------------------
// Timed steps

/**
 * Sends due reminders and records due deemed acceptances as of `now`. Idempotent: a
 * delivery gets one reminder, and an acceptance is recorded once, however often (and on
 * however many instances) it runs. A delivery already past its deadline gets no reminder.
 * `orderId` limits the run to one order (the development clock, tests). The scheduled
 * "sweep" job calls it with the real time (app/job-handlers/acceptance.server.ts).
 */
export async function sweepAcceptance(
  now: Date,
  options: { orderId?: string } = {},
): Promise<{ reminded: number; deemed: number }> {
  const { reminderDays, deemedDays } = acceptancePeriods();
  if (options.orderId !== undefined && !isUuid(options.orderId)) return { reminded: 0, deemed: 0 };
  const due = await prisma.delivery.findMany({
    where: {
      outcome: null,
      deliveredAt: { lte: new Date(now.getTime() - reminderDays * DAY_MS) },
      order: { status: "review" },
      ...(options.orderId ? { orderId: options.orderId } : {}),
    },
    orderBy: { deliveredAt: "asc" },
    // a backlog (after an outage) is worked off over the next runs
    take: SWEEP_BATCH,
    select: { id: true, orderId: true, deliveredAt: true, reminderSentAt: true },
  });
  const deemedBefore = now.getTime() - deemedDays * DAY_MS;
  let reminded = 0;
  let deemed = 0;
  for (const delivery of due) {
    if (delivery.deliveredAt.getTime() <= deemedBefore) {
      if (await deemAccepted(delivery, now)) deemed++;
    } else if (!delivery.reminderSentAt) {
      if (await sendReminder(delivery, now)) reminded++;
    }
  }
  return { reminded, deemed };
}

async function deemAccepted(
  delivery: { id: string; orderId: string; deliveredAt: Date },
  now: Date,
) {
  try {
    return await prisma.$transaction(async (tx) => {
      const order = await tx.order.findUnique({
        where: { id: delivery.orderId },
        select: ORDER_FOR_MAIL,
      });
      if (!order || order.status !== "review") return false;
      return recordAcceptance(tx, order, delivery, {
        kind: "deemed",
        at: acceptanceDeadline(delivery.deliveredAt),
        respondedAt: now,
        actorId: null,
      });
    });
  } catch (error) {
    if (error instanceof LostRace) return false;
    throw error;
  }
}

async function sendReminder(
  delivery: { id: string; orderId: string; deliveredAt: Date },
  now: Date,
) {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.delivery.updateMany({
      where: { id: delivery.id, outcome: null, reminderSentAt: null, order: { status: "review" } },
      data: { reminderSentAt: now },
    });
    if (count !== 1) return false;
    const order = await tx.order.findUniqueOrThrow({
      where: { id: delivery.orderId },
      select: { ...ORDER_FOR_MAIL, userId: true },
    });
    const { previewUrl } = await tx.delivery.findUniqueOrThrow({
      where: { id: delivery.id },
      select: { previewUrl: true },
    });
    // a reminder is optional: the delivery mail named the deadline already
    await notifyCustomerById(tx, order.userId, "acceptanceReminder", () =>
      acceptanceReminderMail(order.user, withOffer(order), {
        previewUrl,
        deadline: acceptanceDeadline(delivery.deliveredAt),
      }),
    );
    return true;
  });
}

// ---------------------------------------------------------------------------------------
// Reading

const DELIVERY_SELECT = {
  id: true,
  previewUrl: true,
  note: true,
  deliveredAt: true,
  reminderSentAt: true,
  outcome: true,
  respondedAt: true,
  correctionText: true,
  correctionChargeable: true,
  documents: {
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true, size: true, section: true },
  },
} as const satisfies Prisma.DeliverySelect;

/**
 * Everything both sides see about an order's deliveries, oldest first. The caller has
 * checked who may see the order.
 */
export async function deliveryOverview(order: {
  id: string;
  status: string;
  packageType: string;
  acceptedAt: Date | null;
  acceptanceKind: string | null;
}) {
  const deliveries = await prisma.delivery.findMany({
    where: { orderId: order.id },
    orderBy: { deliveredAt: "asc" },
    select: DELIVERY_SELECT,
  });
  const latest = deliveries.at(-1) ?? null;
  const loopsUsed = deliveries.filter((d) => d.outcome === "correction").length;
  const loopsIncluded = correctionLoopsIncluded(order.packageType);
  const open = Boolean(latest && latest.outcome === null && order.status === "review");
  return {
    deliveries,
    latest,
    open,
    deadline: latest && open ? acceptanceDeadline(latest.deliveredAt) : null,
    loopsUsed,
    loopsIncluded,
    /** the next correction request goes beyond the included loops */
    nextCorrectionChargeable: loopsUsed >= loopsIncluded,
    acceptance:
      order.acceptedAt && order.acceptanceKind
        ? { at: order.acceptedAt, deemed: order.acceptanceKind === "deemed" }
        : null,
    deliverable: isDeliverable(order.status),
    startsSubscription: startsSubscriptionOnAcceptance(order),
  };
}

export type DeliveryOverview = Awaited<ReturnType<typeof deliveryOverview>>;

/** Open deliveries with their due dates (the development clock lists them). */
export async function listWaitingDeliveries() {
  const rows = await prisma.delivery.findMany({
    where: { outcome: null, order: { status: "review" } },
    orderBy: { deliveredAt: "asc" },
    take: 50,
    select: { orderId: true, deliveredAt: true, reminderSentAt: true },
  });
  return rows.map((r) => ({
    ...r,
    reminderDue: reminderDue(r.deliveredAt),
    deadline: acceptanceDeadline(r.deliveredAt),
  }));
}

/** The order fields the delivery screens need; null for an unknown id. */
export async function deliveryOrder(orderId: string) {
  if (!isUuid(orderId)) return null;
  return prisma.order.findUnique({
    where: { id: orderId },
    select: { id: true, status: true, packageType: true, acceptedAt: true, acceptanceKind: true },
  });
}
