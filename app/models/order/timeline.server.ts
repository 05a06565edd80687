// The project timeline's facts from the database: one order (order pages), all orders of a
// customer (dashboard) and the overdue promises of a page of orders (admin list).
import { acceptancePeriods } from "../delivery/delivery.server";
import {
  buildOrderTimeline,
  timelineSummary,
  type TimelineInput,
  type TimelineSummary,
} from "./timeline";
import { prisma } from "~/utils/db.server";

const ORDER_FACTS = {
  id: true,
  status: true,
  packageType: true,
  paidAt: true,
  detailsSubmittedAt: true,
  acceptedAt: true,
  acceptanceKind: true,
  liveAt: true,
  liveUrl: true,
  deliveries: {
    select: { deliveredAt: true, outcome: true, respondedAt: true, correctionChargeable: true },
  },
  statusChanges: { select: { toStatus: true, createdAt: true, changedById: true } },
  hosting: { select: { freeUntil: true, status: true } },
} as const;

/** What ORDER_FACTS reads: the timeline's input as stored (its history under its relation name). */
type OrderFacts = Omit<TimelineInput, "changes" | "deemedDays" | "now" | "hostingFreeUntil"> & {
  statusChanges: TimelineInput["changes"];
  hosting: { freeUntil: Date; status: string } | null;
};

/** Hosting still free or continued after the free year: the free year's end is worth showing. */
const FREE_YEAR_SHOWN = ["free", "continued"];

function timelineOf({ hosting, ...order }: OrderFacts, now: Date) {
  return buildOrderTimeline({
    ...order,
    hostingFreeUntil:
      hosting && FREE_YEAR_SHOWN.includes(hosting.status) ? hosting.freeUntil : null,
    changes: order.statusChanges,
    deemedDays: acceptancePeriods().deemedDays,
    now,
  });
}

/** What promiseOf needs of an order, as a Prisma select (the dashboard's "Was ansteht"). */
export const PROMISE_FACTS = ORDER_FACTS;

/** The first preview's promise of an order read with PROMISE_FACTS: its day and, once passed, since when it is overdue. */
export function promiseOf(order: OrderFacts, now = new Date()) {
  return timelineOf(order, now)?.promise ?? null;
}

/** The timeline of one order (null for unpaid, cancelled or unknown orders). */
export async function orderTimeline(orderId: string, now = new Date()) {
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: ORDER_FACTS });
  return order ? timelineOf(order, now) : null;
}

/** The dashboard's short timeline per order of a customer, by order id. */
export async function timelineSummariesForUser(
  userId: string,
  now = new Date(),
): Promise<Record<string, TimelineSummary>> {
  const orders = await prisma.order.findMany({
    where: { userId, status: { notIn: ["draft", "pending_payment", "cancelled"] } },
    select: ORDER_FACTS,
  });
  const result: Record<string, TimelineSummary> = {};
  for (const order of orders) {
    const timeline = timelineOf(order, now);
    if (timeline) result[order.id] = timelineSummary(timeline);
  }
  return result;
}

/**
 * Orders among `orderIds` whose first preview is overdue, with the first overdue day
 * ("12.03.2026"): only paid orders without any delivery can be.
 */
export async function overduePromises(
  orderIds: string[],
  now = new Date(),
): Promise<Record<string, string>> {
  if (!orderIds.length) return {};
  const orders = await prisma.order.findMany({
    where: {
      id: { in: orderIds },
      status: { in: ["paid", "in_progress", "pending_details"] },
      deliveries: { none: {} },
    },
    select: ORDER_FACTS,
  });
  const result: Record<string, string> = {};
  for (const order of orders) {
    const since = timelineOf(order, now)?.promise?.overdueSince;
    if (since) result[order.id] = since.label;
  }
  return result;
}
