// Mails to the staff member assigned to an order: queued in the transaction of their event
// (a customer's message, a correction request, an assignment), like the customers' mails, so
// they go out exactly when the event commits. Only the order's assignee is told, only while
// active, and only for the kinds they left switched on (/admin/profil).
// "Preview due tomorrow / overdue" has no event: see preview-due.server.ts.
import { isStaffRole, ROLE_LABELS } from "./permissions";
import type { StaffNotificationSetting, StaffNotificationSettings } from "./notifications";
import type { Prisma } from "@prisma/client";
import type { MailOrder, MailRecipient } from "~/mails/layout";
import { queueMail, type MailToQueue } from "~/jobs/send-mail.server";
import { withOffer } from "~/models/catalog/catalog";
import { prisma } from "~/utils/db.server";

type Tx = Prisma.TransactionClient;

const SETTINGS_SELECT = {
  staffNotifyMessages: true,
  staffNotifyCorrections: true,
  staffNotifyPreviewDue: true,
  staffNotifyAssigned: true,
} as const;

const ASSIGNEE_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  isAdmin: true,
  staffRole: true,
  deactivatedAt: true,
  ...SETTINGS_SELECT,
} as const;

type Assignee = Prisma.UserGetPayload<{ select: typeof ASSIGNEE_SELECT }>;

function wants(person: Assignee, setting: StaffNotificationSetting) {
  return (
    person.isAdmin && !person.deactivatedAt && isStaffRole(person.staffRole) && person[setting]
  );
}

/**
 * Queues a mail in `tx` to the order's assignee, unless there is none, they are deactivated,
 * switched this kind off, or are `except` (who caused the event themself).
 */
export async function notifyAssignee(
  tx: Tx,
  orderId: string,
  setting: StaffNotificationSetting,
  mail: (person: MailRecipient, order: MailOrder) => MailToQueue,
  options: { except?: string | null } = {},
): Promise<boolean> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { id: true, packageType: true, company: true, assignee: { select: ASSIGNEE_SELECT } },
  });
  const person = order?.assignee;
  if (!order || !person || person.id === options.except || !wants(person, setting)) return false;
  await queueMail(mail(person, withOffer(order)), { db: tx });
  return true;
}

/** The signed-in staff member's name, address, role and switches (null for a non-staff account). */
export async function staffProfile(userId: string) {
  const person = await prisma.user.findFirst({
    where: { id: userId, isAdmin: true },
    select: { email: true, firstName: true, lastName: true, staffRole: true, ...SETTINGS_SELECT },
  });
  if (!person) return null;
  const { email, firstName, lastName, staffRole, ...settings } = person;
  return {
    name: `${firstName} ${lastName}`.trim() || email,
    email,
    role: isStaffRole(staffRole) ? ROLE_LABELS[staffRole] : null,
    settings: settings satisfies StaffNotificationSettings,
  };
}

export async function setStaffNotificationSettings(
  userId: string,
  settings: StaffNotificationSettings,
): Promise<boolean> {
  const { count } = await prisma.user.updateMany({
    where: { id: userId, isAdmin: true },
    data: settings,
  });
  return count === 1;
}
