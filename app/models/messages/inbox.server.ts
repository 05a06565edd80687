// One inbox across orders: every order's thread as one line with its
// last message and unread count, unread threads first, then by the last message. The
// customer sees their own orders' threads without internal notes; the agency sees all.
import { getPackage, getProfession } from "../catalog/catalog";
import { ADMIN_INBOX_LIMIT, inboxThreadUrl, type InboxThread } from "./messages";
import { CUSTOMER_VISIBLE_DOCUMENTS, unreadForCustomer } from "./messages.server";
import type { Prisma } from "@prisma/client";
import { prisma } from "~/utils/db.server";
import { shortId } from "~/utils/format";
import { isUuid } from "~/utils/misc";

const PREVIEW_LENGTH = 160;
const preview = (body: string) =>
  body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : body;

async function inbox(options: {
  /** which messages belong to the viewer's threads */
  visible: Prisma.OrderMessageWhereInput;
  /** which of them are unread for the viewer */
  unread: Prisma.OrderMessageWhereInput;
  documents: Prisma.UploadedDocumentWhereInput;
  href: (orderId: string) => string;
  limit?: number;
}): Promise<InboxThread[]> {
  const [latest, unread] = await Promise.all([
    prisma.orderMessage.groupBy({
      by: ["orderId"],
      where: options.visible,
      _max: { createdAt: true },
      _count: { _all: true },
      orderBy: { _max: { createdAt: "desc" } },
      take: options.limit,
    }),
    prisma.orderMessage.groupBy({
      by: ["orderId"],
      where: { AND: [options.visible, options.unread] },
      _count: { _all: true },
    }),
  ]);
  const unreadOf = new Map(unread.map((g) => [g.orderId, g._count._all]));
  const orderIds = [...new Set([...unread.map((g) => g.orderId), ...latest.map((g) => g.orderId)])];
  if (orderIds.length === 0) return [];
  const orders = await prisma.order.findMany({
    where: { id: { in: orderIds } },
    select: {
      id: true,
      company: true,
      packageType: true,
      user: { select: { firstName: true, lastName: true, email: true, deletedAt: true } },
      _count: { select: { messages: { where: options.visible } } },
      messages: {
        where: options.visible,
        orderBy: { createdAt: "desc" },
        take: 1,
        select: {
          body: true,
          fromAgency: true,
          internal: true,
          createdAt: true,
          _count: { select: { documents: { where: options.documents } } },
        },
      },
    },
  });
  return orders
    .filter((o) => o.messages.length > 0)
    .map((o): InboxThread => {
      const last = o.messages[0];
      const name = `${o.user.firstName} ${o.user.lastName}`.trim();
      return {
        orderId: o.id,
        shortId: shortId(o.id),
        href: options.href(o.id),
        title:
          o.company ||
          getPackage(o.packageType)?.name ||
          getProfession(o.packageType)?.name ||
          "Bestellung",
        customer: o.user.deletedAt ? "Konto gelöscht" : name || o.user.email,
        unread: unreadOf.get(o.id) ?? 0,
        total: o._count.messages,
        last: {
          preview: preview(last.body),
          fromAgency: last.fromAgency,
          internal: last.internal,
          fileCount: last._count.documents,
          createdAt: last.createdAt.toISOString(),
        },
      };
    })
    .sort(
      (a, b) =>
        Number(b.unread > 0) - Number(a.unread > 0) ||
        b.last.createdAt.localeCompare(a.last.createdAt),
    );
}

/** The customer's threads: their orders only, never an internal note. */
export function customerInbox(userId: string) {
  return inbox({
    visible: { internal: false, order: { userId } },
    unread: { fromAgency: true, readAt: null },
    documents: CUSTOMER_VISIBLE_DOCUMENTS,
    href: inboxThreadUrl.customer,
  });
}

/** The agency's threads: the most recent conversations and every one with unread messages. */
export function adminInbox(scope: Prisma.OrderWhereInput = {}) {
  return inbox({
    // the staff member's orders (Produktion: assigned and unassigned ones)
    visible: { order: scope },
    unread: { fromAgency: false, readAt: null },
    documents: {},
    href: inboxThreadUrl.admin,
    limit: ADMIN_INBOX_LIMIT,
  });
}

/**
 * Unread messages for the header's link: the customer's across their orders, but for the
 * order whose thread the page shows (`shown`), which that page marks read.
 */
export async function countUnreadForCustomer(userId: string, shown: string | null = null) {
  const perOrder = await unreadForCustomer(userId);
  return Object.entries(perOrder).reduce(
    (sum, [orderId, count]) => (orderId === shown ? sum : sum + count),
    0,
  );
}

/** … and the agency's: customer messages nobody at the agency has opened yet. */
export function countUnreadForAgency(
  scope: Prisma.OrderWhereInput = {},
  shown: string | null = null,
) {
  return prisma.orderMessage.count({
    where: {
      fromAgency: false,
      readAt: null,
      order: scope,
      ...(shown && isUuid(shown) ? { orderId: { not: shown } } : {}),
    },
  });
}

// for the admin layout's loader: a browser import of thread-pages there would put it into a
// chunk of its own that every page loads, beside the root's copy
export { threadShownAt } from "./thread-pages";
