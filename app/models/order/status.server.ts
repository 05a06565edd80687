// Status changes with their audit row (order_status_changes) in one transaction: an
// order never shows a status nobody can account for. Used by the admin order page and
// meant for the JSON API too.
import { z } from "zod";
import { notifyStatusChanged, prepareNotifications } from "../messages/notifications.server";
import { SIGNATURE_SELECT } from "../team/staff.server";
import { adminTransition, ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from "./status";
import { recordStatusChange, type StatusSource } from "./status-history.server";
import { prisma } from "~/utils/db.server";
import { isUuid } from "~/utils/misc";

export const INVALID_STATUS = "Ungültiger Status";
export const STATUS_UPDATE_FAILED = "Status konnte nicht aktualisiert werden.";
export const CONFIRMATION_REQUIRED = "Bestätigung erforderlich";

/** Any known status parses; whether it fits the order is `adminTransition`'s decision. */
export const adminStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { errorMap: () => ({ message: INVALID_STATUS }) }),
  confirm: z
    .union([z.literal("1"), z.literal("true"), z.boolean()])
    .optional()
    .transform((v) => v === true || v === "1" || v === "true"),
  note: z.string().trim().max(500, "Höchstens 500 Zeichen").optional(),
});

/**
 * The JSON call's body (PATCH …/status): the same status list; as the spec's client sends it,
 * any other `confirm` means no, and a note that is not text is left out, a long one cut.
 */
export const adminStatusApiSchema = z.object({
  status: adminStatusSchema.shape.status,
  confirm: z.unknown().transform((v) => v === true || v === "1" || v === "true"),
  note: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => v?.slice(0, 500) ?? null),
});

export interface StatusActor {
  /** null for the system (payment provider, webhook) */
  userId: string | null;
  source: StatusSource;
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
  | { outcome: "not_allowed"; fromStatus: string; toStatus: OrderStatus; reason: string }
  | { outcome: "needs_confirmation"; fromStatus: OrderStatus; toStatus: OrderStatus }
  | { outcome: "changed"; fromStatus: string; toStatus: OrderStatus };

/** 'Status von „Abgeschlossen“ auf „In Bearbeitung“ zurücksetzen?' and its history note. */
export function confirmationQuestion(from: OrderStatus, to: OrderStatus) {
  return to === "cancelled"
    ? `Auftrag von „${STATUS_LABELS[from]}“ auf „${STATUS_LABELS[to]}“ setzen?`
    : `Status von „${STATUS_LABELS[from]}“ auf „${STATUS_LABELS[to]}“ zurücksetzen?`;
}

/**
 * Sets the order's status as an admin, by the rules of `adminTransition` (one source of
 * truth for page and API), and records who changed it from what to what. An unchanged
 * status writes nothing; a change that needs confirmation writes nothing until it comes
 * with `confirmed`, and is then recorded with a note saying so. The update is conditional
 * on the status read before, so a concurrent change cannot leave an audit row with a
 * wrong `fromStatus`.
 */
export async function changeOrderStatus(
  orderId: string,
  toStatus: string,
  actor: StatusActor,
  options: { confirmed?: boolean; note?: string | null } = {},
): Promise<StatusChangeResult> {
  const parsed = adminStatusSchema.shape.status.safeParse(toStatus);
  if (!parsed.success) throw new InvalidStatusError();
  const status = parsed.data;
  if (!isUuid(orderId)) return { outcome: "not_found" };
  await prepareNotifications();
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { status: true, paidAt: true },
    });
    if (!order) return { outcome: "not_found" } as const;
    if (order.status === status) return { outcome: "unchanged", status } as const;
    const rule = adminTransition(order, status);
    if (!rule.allowed)
      return {
        outcome: "not_allowed",
        fromStatus: order.status,
        toStatus: status,
        reason: rule.reason,
      } as const;
    if (rule.needsConfirmation && !options.confirmed)
      return {
        outcome: "needs_confirmation",
        fromStatus: order.status as OrderStatus,
        toStatus: status,
      } as const;
    const { count } = await tx.order.updateMany({
      where: { id: orderId, status: order.status },
      data: { status },
    });
    if (count !== 1) throw new Error("Status wurde gleichzeitig geändert");
    const note = rule.needsConfirmation
      ? [rule.backwards ? "Zurückgesetzt (bestätigt)" : "Bestätigt", options.note?.trim()]
          .filter(Boolean)
          .join(": ")
      : options.note?.trim() || null;
    await recordStatusChange(tx, {
      orderId,
      fromStatus: order.status,
      toStatus: status,
      changedById: actor.userId,
      source: actor.source,
      note,
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
      changedBy: { select: SIGNATURE_SELECT },
    },
  });
}
