// Who is told about what. Every notification is a mail job written in the transaction that
// records its event (queueMail with db: tx), so it goes out exactly when the event commits,
// survives an SMTP outage in the queue, and a replayed event (which commits nothing) sends
// nothing twice.
//
// Customers choose on /account which optional mails they get, per kind (messages of the team,
// status news, reminders); the mails listed as essential here (money, a preview with its
// acceptance deadline, a status that asks them to act, the site going online) always go
// out. Deleted (anonymised) accounts get nothing.
import { withOffer } from "../catalog/catalog";
import { statusLabel } from "../order/status";
import type { Prisma } from "@prisma/client";
import type { MailRecipient } from "~/mails/layout";
import { startQueue } from "~/jobs/queue.server";
import { queueMail, type MailToQueue } from "~/jobs/send-mail.server";
import { setupFeePaidAgencyMail, setupFeePaidMail, statusChangedMail } from "~/mails/notifications";
import { MAIL_RECIPIENT_SELECT } from "~/models/account/mail-recipient";
import { getEnv } from "~/utils/env.server";

type Tx = Prisma.TransactionClient;

/**
 * Call before the transaction that will queue a notification, so the queue's start-up
 * (schema check, queue creation) is not part of it. The app starts it at boot; scripts and
 * tests start it here on first use.
 */
export async function prepareNotifications(): Promise<void> {
  await startQueue();
}

/** The switches on /account, each a column of users. */
type NotificationSetting = "notifyMessages" | "notifyStatus" | "notifyOptional";

/**
 * Every mail a customer can get about an order: essential ones always go out, the others
 * follow the customer's switch for their kind.
 */
const CUSTOMER_NOTIFICATIONS = {
  /** a new status that needs nothing from the customer (paid, in progress, accepted) */
  statusChanged: { essential: false, setting: "notifyStatus" },
  /** a new status that asks the customer to act or ends the order (correction, payment, cancelled) */
  statusActionNeeded: { essential: true },
  siteOnline: { essential: true },
  previewDelivered: { essential: true },
  agencyMessage: { essential: false, setting: "notifyMessages" },
  paymentReceived: { essential: true },
  paymentFailed: { essential: true },
  invoiceIssued: { essential: true },
  /** a reminder of a deadline the delivery mail already named */
  acceptanceReminder: { essential: false, setting: "notifyOptional" },
} as const satisfies Record<
  string,
  { essential: true } | { essential: false; setting: NotificationSetting }
>;

/** Statuses whose mail always goes out: the customer has to act, or the order ends. */
const ACTION_STATUSES = new Set(["pending_details", "pending_payment", "review", "cancelled"]);

export type CustomerNotification = keyof typeof CUSTOMER_NOTIFICATIONS;

export const RECIPIENT_SELECT = {
  ...MAIL_RECIPIENT_SELECT,
  notifyOptional: true,
  notifyMessages: true,
  notifyStatus: true,
  deletedAt: true,
} as const;

export type NotificationRecipient = MailRecipient & {
  deletedAt: Date | null;
} & Record<NotificationSetting, boolean>;

function wantsNotification(user: NotificationRecipient, kind: CustomerNotification) {
  if (user.deletedAt) return false;
  const notification: { essential: boolean; setting?: NotificationSetting } =
    CUSTOMER_NOTIFICATIONS[kind];
  return notification.essential || user[notification.setting!];
}

/** Queues a customer's mail in `tx`, unless the customer switched this kind off. */
export async function notifyCustomer(
  tx: Tx,
  user: NotificationRecipient,
  kind: CustomerNotification,
  mail: (user: NotificationRecipient) => MailToQueue,
): Promise<boolean> {
  if (!wantsNotification(user, kind)) return false;
  await queueMail(mail(user), { db: tx });
  return true;
}

/** Same, for a customer known by id. */
export async function notifyCustomerById(
  tx: Tx,
  userId: string,
  kind: CustomerNotification,
  mail: (user: NotificationRecipient) => MailToQueue,
): Promise<boolean> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: RECIPIENT_SELECT });
  return user ? notifyCustomer(tx, user, kind, mail) : false;
}

/** Queues a mail to the agency (ADMIN_NOTIFY_EMAIL) in `tx`; nothing when it is unset. */
export async function notifyAgency(tx: Tx, mail: (to: string) => MailToQueue): Promise<boolean> {
  const to = getEnv().ADMIN_NOTIFY_EMAIL;
  if (!to) return false;
  await queueMail(mail(to), { db: tx });
  return true;
}

/** The customer's mail about a new status of their order (always sent when it asks for action). */
export async function notifyStatusChanged(tx: Tx, orderId: string, toStatus: string) {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { id: true, packageType: true, company: true, user: { select: RECIPIENT_SELECT } },
  });
  if (!order) return false;
  const kind = ACTION_STATUSES.has(toStatus) ? "statusActionNeeded" : "statusChanged";
  return notifyCustomer(tx, order.user, kind, (user) =>
    statusChangedMail(user, withOffer(order), statusLabel(toStatus)),
  );
}

/** The professional setup fee is paid: the customer's receipt and the agency's notice. */
export async function notifySetupFeePaid(tx: Tx, orderId: string) {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      packageType: true,
      company: true,
      isTestPayment: true,
      totalPriceCents: true,
      user: { select: RECIPIENT_SELECT },
    },
  });
  if (!order) return;
  await notifyCustomer(tx, order.user, "paymentReceived", (user) =>
    setupFeePaidMail(user, withOffer(order), order.totalPriceCents),
  );
  await notifyAgency(tx, (to) =>
    setupFeePaidAgencyMail(to, withOffer(order), order.user.email, order.totalPriceCents),
  );
}
