// Account deletion (DSGVO Art. 17), by the customer or by an admin on the customer's
// request. What goes and what stays (README "Konto und Daten"):
// - deleted: every session and token, unpaid orders with everything on them, all order
//   messages (and their attachments), the files of orders whose contract has ended;
// - kept, without the person: paid orders with their payments, invoices, deliveries and
//   history (§ 147 AO, § 14b UStG: 8 years). The order keeps company, address and VAT id
//   (an invoice must name the recipient, § 14 Abs. 4 UStG); contact person, phone, the
//   payment provider's customer copy and the intake's contact fields are removed. Files of
//   a paid order still running stay until the retention rule deletes them (30 days after
//   its end);
// - the user row stays as an anonymous shell (the paid orders point to it): names, phone,
//   company, gclid and password removed, e-mail `geloescht-<id>@invalid`, deletedAt set.
// A running subscription blocks deletion: it would go on charging someone we can no longer
// reach. The customer gives notice on 'Zahlungen & Abo' (at any time; it takes effect at
// the earliest allowed end) and deletes once it has ended.
import { Prisma } from "@prisma/client";
import { earliestContractEnd } from "../billing/terms";
import { type TEXT_FIELDS } from "../professional/professional";
import { AccountError } from "./account.server";
import {
  CONTRACT_FACTS_SELECT,
  contractEndedAt,
  ENDED_SUBSCRIPTION_STATUSES,
  purgeDocuments,
} from "./retention.server";
import { queueMail } from "~/jobs/send-mail.server";
import { accountDeletedMail } from "~/mails/account-deleted";
import { listInvoicesForUser } from "~/models/invoice/invoice.server";
import { prisma } from "~/utils/db.server";
import { formatDate, shortId } from "~/utils/format";

const DELETED_EMAIL_DOMAIN = "invalid";
export const deletedEmailFor = (userId: string) => `geloescht-${userId}@${DELETED_EMAIL_DOMAIN}`;

const DELETION_MESSAGES = {
  failed:
    "Ihr Konto konnte gerade nicht vollständig gelöscht werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  admin: "Administratorkonten können nicht über diese Funktion gelöscht werden.",
  alreadyDeleted: "Dieses Konto ist bereits gelöscht.",
} as const;

export interface DeletionBlocker {
  orderId: string;
  shortId: string;
  minimumTermEndsAt: Date | null;
  cancelAt: Date | null;
}

/** Subscriptions of the user's orders that still run (or would still charge). */
export async function deletionBlockers(userId: string): Promise<DeletionBlocker[]> {
  const orders = await prisma.order.findMany({
    where: {
      userId,
      OR: [
        { subscription: { is: { status: { notIn: ENDED_SUBSCRIPTION_STATUSES } } } },
        // before subscriptions had rows, the provider's state was kept on the order
        {
          subscription: { is: null },
          subscriptionStatus: { not: null, notIn: ENDED_SUBSCRIPTION_STATUSES },
        },
      ],
    },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      subscription: { select: { minimumTermEndsAt: true, cancelAt: true, status: true } },
    },
  });
  return orders
    .filter((o) => o.subscription?.status !== "incomplete")
    .map((o) => ({
      orderId: o.id,
      shortId: shortId(o.id),
      minimumTermEndsAt: o.subscription?.minimumTermEndsAt ?? null,
      cancelAt: o.subscription?.cancelAt ?? null,
    }));
}

/** The German explanation for the customer (and the admin), naming the earliest date. */
export function blockerMessage(blockers: DeletionBlocker[], now = new Date()): string {
  const lines = blockers.map((b) => {
    const order = `Bestellung #${b.shortId}`;
    if (b.cancelAt)
      return `Das Abonnement zu ${order} ist zum ${formatDate(b.cancelAt)} gekündigt. Ab diesem Tag können Sie Ihr Konto löschen.`;
    // notice can be given at any time: name the page and the date it would end
    const end = formatDate(earliestContractEnd(now, b.minimumTermEndsAt));
    const term =
      b.minimumTermEndsAt && b.minimumTermEndsAt > now
        ? ` (Mindestlaufzeit bis zum ${formatDate(b.minimumTermEndsAt)}, danach ein Monat zum Monatsende)`
        : " (ein Monat zum Monatsende)";
    return `Das Abonnement zu ${order} läuft noch. Kündigen Sie es unter „Zahlungen & Abo“ – das geht jederzeit; bei Kündigung heute endet es am ${end}${term}. Ab diesem Tag können Sie Ihr Konto löschen.`;
  });
  return `Ihr Konto kann noch nicht gelöscht werden. ${lines.join(" ")}`;
}

class AccountDeletionBlocked extends AccountError {
  constructor(readonly blockers: DeletionBlocker[]) {
    super(blockerMessage(blockers), 409);
  }
}

export type DeletionActor =
  | { kind: "customer" }
  | { kind: "admin"; adminId: string; adminEmail: string; note: string | null };

export interface DeletionSummary {
  deletedOrders: number;
  keptOrders: number;
  deletedFiles: number;
}

const isPaid = (o: { paidAt: Date | null; _count: { payments: number; invoices: number } }) =>
  Boolean(o.paidAt) || o._count.payments > 0 || o._count.invoices > 0;

/** What a deletion would do, for the confirmation screens. */
export async function deletionPreview(userId: string) {
  const orders = await prisma.order.findMany({
    where: { userId },
    select: { paidAt: true, _count: { select: { payments: true, invoices: true } } },
  });
  const kept = orders.filter(isPaid).length;
  // the invoices the customer can still download (as one ZIP) before access ends
  const invoices = (await listInvoicesForUser(userId)).length;
  return { deletedOrders: orders.length - kept, keptOrders: kept, invoices };
}

const CONTACT_DETAIL_FIELDS: ReadonlyArray<(typeof TEXT_FIELDS)[number]> = [
  "contactTitle",
  "contactFirstName",
  "contactLastName",
  "contactPhone",
  "contactEmail",
];

function withoutContactPerson(details: Prisma.JsonValue | null) {
  if (!details || typeof details !== "object" || Array.isArray(details)) return undefined;
  const scrubbed = { ...details } as Record<string, Prisma.JsonValue>;
  for (const field of CONTACT_DETAIL_FIELDS) if (field in scrubbed) scrubbed[field] = "";
  return scrubbed as Prisma.InputJsonObject;
}

export async function deleteAccount(
  userId: string,
  actor: DeletionActor,
  now = new Date(),
): Promise<DeletionSummary> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      firstName: true,
      lastName: true,
      isAdmin: true,
      deletedAt: true,
    },
  });
  if (!user || user.deletedAt) throw new AccountError(DELETION_MESSAGES.alreadyDeleted, 404);
  if (user.isAdmin) throw new AccountError(DELETION_MESSAGES.admin, 403);
  const blockers = await deletionBlockers(userId);
  if (blockers.length) throw new AccountDeletionBlocked(blockers);

  const orders = await prisma.order.findMany({
    where: { userId },
    select: {
      id: true,
      paidAt: true,
      professionalDetails: true,
      _count: { select: { payments: true, invoices: true } },
      ...CONTRACT_FACTS_SELECT,
    },
  });
  const paid = orders.filter(isPaid);
  const unpaid = orders.filter((o) => !isPaid(o));
  const paidEnded = paid.filter((o) => contractEndedAt(o) !== null).map((o) => o.id);

  // objects first: if storage fails, nothing else has changed and the customer can retry
  const docs = await prisma.uploadedDocument.findMany({
    where: {
      OR: [
        { orderId: { in: unpaid.map((o) => o.id) } },
        { orderId: { in: paidEnded } },
        { message: { order: { userId } } },
      ],
    },
    select: { id: true, storageKey: true },
  });
  const purged = await purgeDocuments(docs);
  if (purged.failed) throw new AccountError(DELETION_MESSAGES.failed, 503);

  const note =
    actor.kind === "customer"
      ? "Kundenkonto auf Wunsch des Kunden gelöscht; personenbezogene Daten entfernt"
      : `Kundenkonto durch Admin (${actor.adminEmail}) auf Anfrage des Kunden gelöscht; personenbezogene Daten entfernt${actor.note ? ` – ${actor.note}` : ""}`;

  await prisma.$transaction(async (tx) => {
    const unpaidIds = unpaid.map((o) => o.id);
    await tx.subscription.deleteMany({ where: { orderId: { in: unpaidIds } } });
    await tx.order.deleteMany({ where: { id: { in: unpaidIds }, userId } });
    await tx.orderMessage.deleteMany({ where: { order: { userId } } });
    for (const order of paid) {
      await tx.order.update({
        where: { id: order.id },
        data: {
          contactPerson: null,
          contactPhone: null,
          providerCustomer: Prisma.DbNull,
          professionalDetails: withoutContactPerson(order.professionalDetails),
          statusChanges: {
            create: {
              fromStatus: order.status,
              toStatus: order.status,
              source: actor.kind,
              changedById: actor.kind === "admin" ? actor.adminId : null,
              note,
              createdAt: now,
            },
          },
        },
        select: { id: true },
      });
    }
    await tx.session.deleteMany({ where: { userId } });
    await tx.verification.deleteMany({ where: { userId } });
    // the billing profile names the firm and a contact person; issued invoices keep their
    // own copy for the retention period, so the profile itself goes with the account
    await tx.billingProfile.deleteMany({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: {
        email: deletedEmailFor(userId),
        firstName: "",
        lastName: "",
        phone: null,
        companyName: null,
        gclid: null,
        passwordHash: null,
        emailVerified: false,
        needsPasswordSetup: false,
        notifyOptional: false,
        notifyMessages: false,
        notifyStatus: false,
        deletedAt: now,
        deletionNote: note,
      },
      select: { id: true },
    });
    await queueMail(accountDeletedMail(user, { paidOrders: paid.length }), { db: tx });
  });
  return { deletedOrders: unpaid.length, keptOrders: paid.length, deletedFiles: purged.deleted };
}
