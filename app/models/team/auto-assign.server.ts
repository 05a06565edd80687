// Automatic assignment of newly paid orders per package: the owner's rules (one person per
// package, or none) and applying them inside the payment confirmation's transaction, so a paid
// order is never seen unassigned when a rule exists, and a retried confirmation assigns once.
import { AUTO_ASSIGN_TEXTS } from "./auto-assign";
import { notifyAssignee } from "./notifications.server";
import { staffSignature } from "./permissions";
import { isAssignable, SIGNATURE_SELECT } from "./staff.server";
import type { Prisma } from "@prisma/client";
import type { OrderStatus } from "~/models/order/status";
import { assigneeAssignedMail } from "~/mails/assignee";
import { PACKAGE_IDS, type PackageId } from "~/models/catalog/catalog";
import { recordStatusChange } from "~/models/order/status-history.server";
import { prisma } from "~/utils/db.server";

/** The rules as the team page shows them: package id → assignee id. */
export async function autoAssignmentRules(): Promise<Partial<Record<PackageId, string>>> {
  const rows = await prisma.autoAssignment.findMany({
    select: { packageType: true, assigneeId: true },
  });
  return Object.fromEntries(rows.map((r) => [r.packageType, r.assigneeId]));
}

export type SaveRulesOutcome = { ok: true } | { ok: false; reason: "not_assignable" };

/**
 * Sets the rules of the packages given: a person, or null for none; a package not given keeps
 * its rule. Nothing is written when one person is refused.
 */
export async function saveAutoAssignmentRules(
  rules: Partial<Record<PackageId, string | null>>,
  ownerId: string,
): Promise<SaveRulesOutcome> {
  const people = [...new Set(Object.values(rules).filter((v): v is string => Boolean(v)))];
  for (const id of people)
    if (!(await isAssignable(id))) return { ok: false, reason: "not_assignable" };
  await prisma.$transaction(async (tx) => {
    for (const packageType of PACKAGE_IDS.filter((id) => id in rules)) {
      const assigneeId = rules[packageType] ?? null;
      if (!assigneeId) await tx.autoAssignment.deleteMany({ where: { packageType } });
      else
        await tx.autoAssignment.upsert({
          where: { packageType },
          create: { packageType, assigneeId, updatedById: ownerId },
          update: { assigneeId, updatedById: ownerId },
        });
    }
  });
  return { ok: true };
}

/**
 * In the payment confirmation's transaction: an unassigned order of a package with a rule goes
 * to its person – if that person can still take orders (active, not Buchhaltung) – with a
 * line in the history.
 */
export async function autoAssignPaidOrder(tx: Prisma.TransactionClient, orderId: string) {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { status: true, packageType: true, assigneeId: true },
  });
  if (!order || order.assigneeId) return;
  const rule = await tx.autoAssignment.findUnique({
    where: { packageType: order.packageType },
    select: { assignee: { select: { id: true, deactivatedAt: true, ...SIGNATURE_SELECT } } },
  });
  const person = rule?.assignee;
  if (!person || !person.isAdmin || person.deactivatedAt || person.staffRole === "accounting")
    return;
  await tx.order.update({ where: { id: orderId }, data: { assigneeId: person.id } });
  await recordStatusChange(tx, {
    orderId,
    fromStatus: order.status,
    toStatus: order.status as OrderStatus,
    changedById: null,
    source: "system",
    note: AUTO_ASSIGN_TEXTS.historyNote(staffSignature(person)),
  });
  await notifyAssignee(tx, orderId, "staffNotifyAssigned", (recipient, mailOrder) =>
    assigneeAssignedMail(recipient, mailOrder, null),
  );
}
