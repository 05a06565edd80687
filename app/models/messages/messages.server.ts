// The order thread between customer and agency (order_messages): messages with files,
// the agency's internal notes, and the unread state.
//
// Read state: `readAt` of a message is when the *other* side first saw it – for a
// customer's message the agency, for the agency's message the customer. Internal notes
// are never unread. Showing a thread marks what it shows as read (the thread's loader),
// like every mail program; the badge 'Neu' is computed before that, so it shows once.
//
// Internal notes and their files never leave this module for a customer: every customer
// query filters `internal: false`, and CUSTOMER_VISIBLE_DOCUMENTS is the filter for
// documents anywhere else (downloads, export).
import { withOffer } from "../catalog/catalog";
import { notifyAssignee } from "../team/notifications.server";
import { staffSignature } from "../team/permissions";
import { SIGNATURE_SELECT } from "../team/staff.server";
import { inlineType, type ThreadMessage } from "./messages";
import {
  notifyAgency,
  notifyCustomer,
  prepareNotifications,
  RECIPIENT_SELECT,
} from "./notifications.server";
import type { Prisma } from "@prisma/client";
import type { StoredUpload } from "~/utils/upload.server";
import { assigneeCustomerMessageMail } from "~/mails/assignee";
import { customerMessageAgencyMail, agencyMessageMail } from "~/mails/notifications";
import { prisma } from "~/utils/db.server";
import { isUuid } from "~/utils/misc";
import { memoForRequest } from "~/utils/request-memo.server";

/** Documents a customer may see: not attached to an internal note. */
export const CUSTOMER_VISIBLE_DOCUMENTS: Prisma.UploadedDocumentWhereInput = {
  OR: [{ messageId: null }, { message: { internal: false } }],
};

const MESSAGE_DOCUMENT_SECTION = "message";

const THREAD_SELECT = {
  id: true,
  fromAgency: true,
  internal: true,
  body: true,
  readAt: true,
  createdAt: true,
  author: { select: SIGNATURE_SELECT },
  documents: {
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true, size: true, contentType: true },
  },
} satisfies Prisma.OrderMessageSelect;

type Row = Prisma.OrderMessageGetPayload<{ select: typeof THREAD_SELECT }>;

function toThread(rows: Row[], unread: (row: Row) => boolean): ThreadMessage[] {
  return rows.map((row) => ({
    id: row.id,
    fromAgency: row.fromAgency,
    internal: row.internal,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    unread: unread(row),
    readAt: row.readAt?.toISOString() ?? null,
    // a staff member with their role: "Anna Beispiel (Projektleitung)"
    authorName: row.author ? staffSignature(row.author) : null,
    files: row.documents.map((d) => ({
      id: d.id,
      name: d.name,
      size: d.size,
      url: `/files/${d.id}`,
      preview: inlineType(d.name, d.contentType)?.preview ?? null,
    })),
  }));
}

/**
 * The customer's view of the thread (no internal notes); marks the agency's messages as
 * read. Null when the order is not this customer's.
 */
async function customerThread(orderId: string, userId: string) {
  if (!isUuid(orderId)) return null;
  const order = await prisma.order.findFirst({
    where: { id: orderId, userId },
    select: { id: true },
  });
  if (!order) return null;
  const rows = await prisma.orderMessage.findMany({
    where: { orderId, internal: false },
    orderBy: { createdAt: "asc" },
    select: THREAD_SELECT,
  });
  const thread = toThread(rows, (r) => r.fromAgency && !r.readAt);
  if (thread.some((m) => m.unread))
    await prisma.orderMessage.updateMany({
      where: { orderId, fromAgency: true, internal: false, readAt: null },
      data: { readAt: new Date() },
    });
  return thread;
}

/** The agency's view: every message and internal note; marks the customer's as read. */
async function adminThread(orderId: string) {
  if (!isUuid(orderId)) return null;
  const rows = await prisma.orderMessage.findMany({
    where: { orderId },
    orderBy: { createdAt: "asc" },
    select: THREAD_SELECT,
  });
  const thread = toThread(rows, (r) => !r.fromAgency && !r.readAt);
  if (thread.some((m) => m.unread))
    await prisma.orderMessage.updateMany({
      where: { orderId, fromAgency: false, readAt: null },
      data: { readAt: new Date() },
    });
  return thread;
}

const customerThreadUrl = (orderId: string) => `/order-details/${orderId}/messages`;
const adminThreadUrl = (orderId: string) => `/admin/orders/${orderId}/messages`;

/** The thread for the customer's order page and its form's target; null for another's order. */
export async function customerThreadData(orderId: string, userId: string) {
  const thread = await customerThread(orderId, userId);
  return thread ? { thread, action: customerThreadUrl(orderId) } : null;
}

export async function adminThreadData(orderId: string) {
  const thread = await adminThread(orderId);
  return thread ? { thread, action: adminThreadUrl(orderId) } : null;
}

/**
 * Unread agency messages per order of one customer (the dashboard's badges). The header's
 * count is their sum (`countUnreadForCustomer`), so the dashboard, which shows both, asks
 * once per request.
 */
export function unreadForCustomer(userId: string): Promise<Record<string, number>> {
  return memoForRequest(`unread-for-customer:${userId}`, async () => {
    const groups = await prisma.orderMessage.groupBy({
      by: ["orderId"],
      where: { fromAgency: true, internal: false, readAt: null, order: { userId } },
      _count: { _all: true },
    });
    return Object.fromEntries(groups.map((g) => [g.orderId, g._count._all]));
  });
}

/** Unread customer messages per order (for the admin's order table). */
export async function unreadForAdmin(orderIds: string[]): Promise<Record<string, number>> {
  if (orderIds.length === 0) return {};
  const groups = await prisma.orderMessage.groupBy({
    by: ["orderId"],
    where: { fromAgency: false, readAt: null, orderId: { in: orderIds } },
    _count: { _all: true },
  });
  return Object.fromEntries(groups.map((g) => [g.orderId, g._count._all]));
}

export type PostOutcome = { ok: true; messageId: string } | { ok: false; reason: "not_found" };

const ORDER_SELECT = {
  id: true,
  packageType: true,
  company: true,
  user: { select: { id: true, ...RECIPIENT_SELECT } },
} as const;

function documentRows(orderId: string, authorId: string, files: StoredUpload[]) {
  return files.map((f) => ({
    orderId,
    uploadedById: authorId,
    section: MESSAGE_DOCUMENT_SECTION,
    name: f.name,
    contentType: f.contentType,
    size: f.size,
    storageKey: f.storageKey,
  }));
}

/**
 * A customer writes on their own order: the message, its files and the agency's mail in
 * one transaction. Another customer's order is `not_found` (the caller answers 404 and
 * removes the stored files).
 */
export async function postCustomerMessage(input: {
  orderId: string;
  userId: string;
  body: string;
  files: StoredUpload[];
}): Promise<PostOutcome> {
  if (!isUuid(input.orderId)) return { ok: false, reason: "not_found" };
  await prepareNotifications();
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findFirst({
      where: { id: input.orderId, userId: input.userId },
      select: ORDER_SELECT,
    });
    if (!order) return { ok: false, reason: "not_found" } as const;
    const message = await tx.orderMessage.create({
      data: {
        orderId: order.id,
        authorId: input.userId,
        fromAgency: false,
        internal: false,
        body: input.body,
        documents: { create: documentRows(order.id, input.userId, input.files) },
      },
      select: { id: true },
    });
    const name = `${order.user.firstName} ${order.user.lastName}`.trim();
    await notifyAgency(tx, (to) =>
      customerMessageAgencyMail(
        to,
        withOffer(order),
        { email: order.user.email, name },
        { body: input.body, fileCount: input.files.length },
      ),
    );
    await notifyAssignee(tx, order.id, "staffNotifyMessages", (person, mailOrder) =>
      assigneeCustomerMessageMail(person, mailOrder, {
        author: name || order.user.email,
        body: input.body,
        fileCount: input.files.length,
      }),
    );
    return { ok: true, messageId: message.id } as const;
  });
}

/**
 * The agency writes: a message (the customer gets a mail, always) or an internal note
 * (no mail, never shown to the customer, never unread).
 */
export async function postAgencyMessage(input: {
  orderId: string;
  adminId: string;
  body: string;
  internal: boolean;
  files: StoredUpload[];
}): Promise<PostOutcome> {
  if (!isUuid(input.orderId)) return { ok: false, reason: "not_found" };
  await prepareNotifications();
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: input.orderId }, select: ORDER_SELECT });
    if (!order) return { ok: false, reason: "not_found" } as const;
    const message = await tx.orderMessage.create({
      data: {
        orderId: order.id,
        authorId: input.adminId,
        fromAgency: true,
        internal: input.internal,
        body: input.body,
        readAt: input.internal ? new Date() : null,
        documents: { create: documentRows(order.id, input.adminId, input.files) },
      },
      select: { id: true },
    });
    if (!input.internal)
      await notifyCustomer(tx, order.user, "agencyMessage", (user) =>
        agencyMessageMail(user, withOffer(order), {
          body: input.body,
          fileCount: input.files.length,
        }),
      );
    return { ok: true, messageId: message.id } as const;
  });
}
