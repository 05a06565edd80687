// What the terms and the privacy policy promise to delete, and when: uploaded files 30 days
// after the contract ends, unpaid drafts after 6 months (with a warning 14 days before).
// Every function takes `now`, is idempotent and is safe to run as often as the job system
// likes; tests and /dev/retention run it with a simulated date.
//
// Runs as a sweep of the job queue (app/job-handlers/retention.server.ts).
import { TERMS_FIGURES } from "../catalog/catalog";
import { queueMail } from "~/jobs/send-mail.server";
import { draftDeletionWarningMail } from "~/mails/draft-deletion-warning";
import { MAIL_RECIPIENT_SELECT } from "~/models/account/mail-recipient";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { shortId } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { getStorage } from "~/utils/storage.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION = {
  /** uploaded files are deleted this long after the contract ended (the terms' export period) */
  filesAfterContractEndDays: TERMS_FIGURES.dataExportDays,
  /** unpaid drafts untouched this long are deleted */
  unpaidDraftMonths: 6,
  /** the customer is warned this long before */
  draftWarningDays: 14,
} as const;

/** Statuses of an order that was never paid for and may still be completed by the customer. */
const UNPAID_DRAFT_STATUSES = ["draft", "pending_details", "pending_payment"];
/** Subscription states after which nothing is charged any more. */
export const ENDED_SUBSCRIPTION_STATUSES = ["canceled", "incomplete_expired"];
const ENDED_ORDER_STATUSES = ["completed", "online", "cancelled"];

function monthsBefore(now: Date, months: number) {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export interface ContractFacts {
  status: string;
  paymentType: string;
  updatedAt: Date;
  /** the provider state kept on the order before subscriptions had rows of their own */
  subscriptionStatus: string | null;
  subscription: {
    status: string;
    canceledAt: Date | null;
    cancelAt: Date | null;
    updatedAt: Date;
  } | null;
  /** the latest history row into the current status, if any */
  statusChanges: Array<{ toStatus: string; createdAt: Date }>;
}

export const CONTRACT_FACTS_SELECT = {
  status: true,
  paymentType: true,
  updatedAt: true,
  subscriptionStatus: true,
  subscription: { select: { status: true, canceledAt: true, cancelAt: true, updatedAt: true } },
  statusChanges: {
    where: { toStatus: { in: ENDED_ORDER_STATUSES } },
    orderBy: { createdAt: "desc" as const },
    take: 1,
    select: { toStatus: true, createdAt: true },
  },
} as const;

/**
 * When the contract of an order ended, or null while it runs (or before it began). A
 * subscription decides for subscription orders; otherwise the order's completion or
 * cancellation. Where the facts are missing it answers "still running": a file kept a
 * little longer is better than a running customer's file deleted.
 */
export function contractEndedAt(order: ContractFacts): Date | null {
  const sub = order.subscription;
  if (sub) {
    if (!ENDED_SUBSCRIPTION_STATUSES.includes(sub.status)) return null;
    return sub.canceledAt ?? sub.cancelAt ?? sub.updatedAt;
  }
  if (order.subscriptionStatus)
    return ENDED_SUBSCRIPTION_STATUSES.includes(order.subscriptionStatus) ? order.updatedAt : null;
  if (!ENDED_ORDER_STATUSES.includes(order.status)) return null;
  // a monthly order without any subscription record yet has not started its subscription
  if (order.paymentType === "subscription" && order.status !== "cancelled") return null;
  const change = order.statusChanges.find((c) => c.toStatus === order.status);
  return change?.createdAt ?? order.updatedAt;
}

/**
 * Deletes the storage objects first and the rows of those that are gone: a failed object
 * delete keeps its row, so the next run tries again and no object is ever left without one.
 */
export async function purgeDocuments(docs: Array<{ id: string; storageKey: string }>) {
  const storage = getStorage();
  const gone: string[] = [];
  let failed = 0;
  for (let i = 0; i < docs.length; i += 8) {
    const batch = docs.slice(i, i + 8);
    const results = await Promise.allSettled(batch.map((d) => storage.delete(d.storageKey)));
    results.forEach((r, j) => (r.status === "fulfilled" ? gone.push(batch[j].id) : failed++));
  }
  if (gone.length) await prisma.uploadedDocument.deleteMany({ where: { id: { in: gone } } });
  return { deleted: gone.length, failed };
}

/** Files of orders whose contract ended more than 30 days before `now`. */
async function deleteFilesAfterContractEnd(now: Date) {
  const cutoff = new Date(now.getTime() - RETENTION.filesAfterContractEndDays * DAY_MS);
  const candidates = await prisma.order.findMany({
    where: {
      documents: { some: {} },
      OR: [
        { status: { in: ENDED_ORDER_STATUSES } },
        { subscription: { is: { status: { in: ENDED_SUBSCRIPTION_STATUSES } } } },
        { subscriptionStatus: { in: ENDED_SUBSCRIPTION_STATUSES } },
      ],
    },
    select: { id: true, ...CONTRACT_FACTS_SELECT },
  });
  const due = candidates.filter((o) => {
    const ended = contractEndedAt(o);
    return ended !== null && ended <= cutoff;
  });
  let deleted = 0;
  let failed = 0;
  for (const order of due) {
    const docs = await prisma.uploadedDocument.findMany({
      where: { orderId: order.id },
      select: { id: true, storageKey: true },
    });
    const result = await purgeDocuments(docs);
    deleted += result.deleted;
    failed += result.failed;
  }
  return { orders: due.length, files: deleted, failed };
}

/** Never paid: no payment time, no payment row, no subscription that ever charged. */
const NEVER_PAID = {
  status: { in: UNPAID_DRAFT_STATUSES },
  paidAt: null,
  payments: { none: {} },
  invoices: { none: {} },
  OR: [
    { subscription: { is: null } },
    { subscription: { is: { status: { in: ["incomplete", ...ENDED_SUBSCRIPTION_STATUSES] } } } },
  ],
};

/** Warns the owners of unpaid drafts that will be due for deletion within 14 days. */
async function warnStaleDrafts(now: Date) {
  const threshold = new Date(
    monthsBefore(now, RETENTION.unpaidDraftMonths).getTime() + RETENTION.draftWarningDays * DAY_MS,
  );
  const drafts = await prisma.order.findMany({
    where: {
      ...NEVER_PAID,
      updatedAt: { lte: threshold },
      user: { deletedAt: null },
      // not warned yet, or edited since the last warning (which restarted the period)
      AND: [
        {
          OR: [
            { draftDeletionWarnedAt: null },
            { draftDeletionWarnedAt: { lt: prisma.order.fields.updatedAt } },
          ],
        },
      ],
    },
    select: {
      id: true,
      updatedAt: true,
      user: { select: MAIL_RECIPIENT_SELECT },
    },
  });
  let sent = 0;
  for (const draft of drafts) {
    const dueAt = new Date(
      Math.max(
        now.getTime() + RETENTION.draftWarningDays * DAY_MS,
        addMonths(draft.updatedAt, RETENTION.unpaidDraftMonths).getTime(),
      ),
    );
    const marked = await prisma.$transaction(async (tx) => {
      // keeps updatedAt: the warning is no activity of the customer
      const { count } = await tx.order.updateMany({
        where: { id: draft.id, updatedAt: draft.updatedAt },
        data: { draftDeletionWarnedAt: now, updatedAt: draft.updatedAt },
      });
      if (count !== 1) return false;
      await queueMail(
        draftDeletionWarningMail(
          draft.user,
          { shortId: shortId(draft.id), url: `${getEnv().appUrl}/order-details/${draft.id}` },
          dueAt,
        ),
        { db: tx },
      );
      return true;
    });
    if (marked) sent++;
  }
  return { sent };
}

function addMonths(date: Date, months: number) {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/**
 * Deletes unpaid drafts untouched for 6 months whose owner was warned at least 14 days
 * ago (and has not touched them since), with their files.
 */
async function deleteStaleDrafts(now: Date) {
  const drafts = await prisma.order.findMany({
    where: {
      ...NEVER_PAID,
      updatedAt: { lte: monthsBefore(now, RETENTION.unpaidDraftMonths) },
      AND: [
        {
          draftDeletionWarnedAt: {
            lte: new Date(now.getTime() - RETENTION.draftWarningDays * DAY_MS),
          },
        },
        { draftDeletionWarnedAt: { gte: prisma.order.fields.updatedAt } },
      ],
    },
    select: { id: true, updatedAt: true },
  });
  let orders = 0;
  let files = 0;
  let failed = 0;
  for (const draft of drafts) {
    const docs = await prisma.uploadedDocument.findMany({
      where: { orderId: draft.id },
      select: { id: true, storageKey: true },
    });
    const result = await purgeDocuments(docs);
    files += result.deleted;
    failed += result.failed;
    // an object that could not be deleted keeps its order for the next run
    if (result.failed) continue;
    const removed = await prisma.$transaction(async (tx) => {
      // paid or edited in the meantime: keep it
      const still = await tx.order.findFirst({
        where: { id: draft.id, updatedAt: draft.updatedAt, ...NEVER_PAID },
        select: { id: true },
      });
      if (!still) return 0;
      await tx.subscription.deleteMany({ where: { orderId: draft.id } });
      await tx.order.delete({ where: { id: draft.id } });
      return 1;
    });
    orders += removed;
  }
  return { orders, files, failed };
}

export interface RetentionCounts {
  contractFiles: { orders: number; files: number; failed: number };
  draftsDeleted: { orders: number; files: number; failed: number };
  draftWarnings: { sent: number };
}

/** One run of every retention rule as of `now`; logs and returns what it did. */
export async function runRetention(now: Date): Promise<RetentionCounts> {
  const contractFiles = await deleteFilesAfterContractEnd(now);
  const draftsDeleted = await deleteStaleDrafts(now);
  const draftWarnings = await warnStaleDrafts(now);
  const counts = { contractFiles, draftsDeleted, draftWarnings };
  // every run logs its counts; at info level only when it did (or failed to do) something,
  // since the sweep runs every few minutes
  const busy = Object.values(counts).some((c) => Object.values(c).some((n) => n > 0));
  logger[busy ? "info" : "debug"](
    { now: now.toISOString(), ...counts },
    "Aufbewahrungsfristen angewendet",
  );
  return counts;
}
