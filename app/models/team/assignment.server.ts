// Who works on an order ("Zuständig"): set or cleared from the order page or the dashboard,
// written with a line in the order's history that names the staff member who did it.
import { z } from "zod";
import { isOrderStatus } from "../order/status";
import { recordStatusChange } from "../order/status-history.server";
import { notifyAssignee } from "./notifications.server";
import { staffSignature } from "./permissions";
import { isAssignable, SIGNATURE_SELECT } from "./staff.server";
import { assigneeAssignedMail } from "~/mails/assignee";
import { prepareNotifications } from "~/models/messages/notifications.server";
import { prisma } from "~/utils/db.server";
import { isUuid } from "~/utils/misc";

export const ASSIGN_INTENT = "assign";

export const ASSIGN_MESSAGES = {
  invalid: "Bitte wählen Sie eine Person aus dem Team.",
  notAssignable: "Diese Person kann keine Aufträge übernehmen.",
  assigned: "Zuständigkeit gespeichert",
  unchanged: "Zuständigkeit unverändert",
} as const;

/** "" clears the assignment; anything else must be a staff member's id. */
export const assignSchema = z.object({
  assigneeId: z
    .string({ invalid_type_error: ASSIGN_MESSAGES.invalid })
    .trim()
    .max(36, ASSIGN_MESSAGES.invalid)
    .refine((v) => v === "" || isUuid(v), ASSIGN_MESSAGES.invalid)
    .optional()
    .transform((v) => v || null),
});

export type AssignOutcome =
  | { outcome: "not_found" }
  | { outcome: "not_assignable" }
  | { outcome: "unchanged" }
  | { outcome: "assigned"; label: string };

export async function assignOrder(
  orderId: string,
  assigneeId: string | null,
  actorId: string,
): Promise<AssignOutcome> {
  if (assigneeId && !(await isAssignable(assigneeId))) return { outcome: "not_assignable" };
  await prepareNotifications();
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { status: true, assigneeId: true },
    });
    if (!order || !isOrderStatus(order.status)) return { outcome: "not_found" } as const;
    if (order.assigneeId === assigneeId) return { outcome: "unchanged" } as const;
    const person = assigneeId
      ? await tx.user.findUniqueOrThrow({
          where: { id: assigneeId },
          select: { firstName: true, lastName: true, email: true, staffRole: true },
        })
      : null;
    const label = person ? staffSignature(person) : "niemand";
    const actor =
      assigneeId && assigneeId !== actorId
        ? await tx.user.findUnique({ where: { id: actorId }, select: SIGNATURE_SELECT })
        : null;
    const actorLabel = actor ? staffSignature(actor) : null;
    await tx.order.update({ where: { id: orderId }, data: { assigneeId } });
    await recordStatusChange(tx, {
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      changedById: actorId,
      source: "admin",
      note: `Zuständig: ${label}`,
    });
    // who takes an order themself needs no mail about it
    if (assigneeId)
      await notifyAssignee(
        tx,
        orderId,
        "staffNotifyAssigned",
        (recipient, order) => assigneeAssignedMail(recipient, order, actorLabel),
        { except: actorId },
      );
    return { outcome: "assigned", label } as const;
  });
}
