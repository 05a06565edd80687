// Status changes with their audit row (order_status_changes) in one transaction: an
// order never shows a status nobody can account for. Used by the admin order page and
// meant for the JSON API too.
import { z } from "zod";
import { notifyStatusChanged, prepareNotifications } from "./notifications.server";
import { ADMIN_SETTABLE_STATUSES, type OrderStatus } from "./order-status";
import { isUuid } from "./order.server";
import { prisma } from "~/utils/db.server";

export const INVALID_STATUS = "Ungültiger Status";
export const STATUS_UPDATE_FAILED = "Status konnte nicht aktualisiert werden.";

/** An admin may set exactly the five statuses of 01 §4, nothing else. */
export const adminStatusSchema = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES as [OrderStatus, ...OrderStatus[]], {
    errorMap: () => ({ message: INVALID_STATUS }),
  }),
});

export interface StatusActor {
  /** null for the system (payment provider, webhook) */
  userId: string | null;
  source: "admin" | "customer" | "system" | "payment";
}

export class InvalidStatusError extends Error {
  readonly status = 400;
  constructor() {
    super(INVALID_STATUS);
  }
}

export type StatusChangeResult =
  | { outcome: "not_found" }
  | { outcome: "unchanged"; status: OrderStatus }
  | { outcome: "changed"; fromStatus: string; toStatus: OrderStatus };

/**
 * Sets the order's status and records who changed it from what to what. An unchanged
 * status writes nothing. The update is conditional on the status read before, so a
 * concurrent change cannot leave an audit row with a wrong `fromStatus`.
 */
export async function changeOrderStatus(
  orderId: string,
  toStatus: string,
  actor: StatusActor,
): Promise<StatusChangeResult> {
  const parsed = adminStatusSchema.shape.status.safeParse(toStatus);
  if (!parsed.success) throw new InvalidStatusError();
  const status = parsed.data;
  if (!isUuid(orderId)) return { outcome: "not_found" };
  await prepareNotifications();
  // PGlite has one connection: only `tx` may be used inside the transaction
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { status: true } });
    if (!order) return { outcome: "not_found" } as const;
    if (order.status === status) return { outcome: "unchanged", status } as const;
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: order.status },
      data: { status },
    });
    if (count !== 1) throw new Error("Status wurde gleichzeitig geändert");
    await tx.orderStatusChange.create({
      data: {
        orderId,
        fromStatus: order.status,
        toStatus: status,
        changedById: actor.userId,
        source: actor.source,
      },
    });
    await notifyStatusChanged(tx, orderId, status);
    return { outcome: "changed", fromStatus: order.status, toStatus: status } as const;
  });
}

/** The audit trail of one order, newest first, with who changed it. */
export async function listStatusHistory(orderId: string) {
  return prisma.orderStatusChange.findMany({
    where: { orderId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      fromStatus: true,
      toStatus: true,
      source: true,
      note: true,
      createdAt: true,
      changedBy: { select: { email: true } },
    },
  });
}
