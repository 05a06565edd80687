// The order's status history (order_status_changes): every status change, and every money
// event worth a line beside it, is written here in the transaction that made it, so the
// admin's history never shows a status nobody can account for.
import type { OrderStatus } from "./status";
import type { Prisma } from "@prisma/client";

export type StatusSource = "admin" | "customer" | "system" | "payment";

export interface StatusChangeRecord {
  orderId: string;
  /** null for an order's first status */
  fromStatus: string | null;
  toStatus: OrderStatus;
  /** who acted; null or absent for the system (payment provider, webhook, timers) */
  changedById?: string | null;
  source: StatusSource;
  /** what the history shows beside the change, in German */
  note?: string | null;
}

export async function recordStatusChange(tx: Prisma.TransactionClient, change: StatusChangeRecord) {
  await tx.orderStatusChange.create({
    data: { ...change, changedById: change.changedById ?? null, note: change.note?.trim() || null },
  });
}
