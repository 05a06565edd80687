// "Was ansteht": the work waiting for the team, per person and for all – corrections the
// customer asked for, previews due (with the day promised to the customer, before it has
// passed), unread customer messages, overdue payments (for who settles them) and open
// inquiries. One statement for the orders (relations joined), one for the inquiries; the
// overdue payments are the ones the dashboard reads anyway.
import { can, type StaffRole } from "./permissions";
import { orderScope, type Staff } from "./staff.server";
import type { AttentionItem } from "./attention";
import { adminOrderHref } from "~/models/order/admin-page";
import { promiseOf, PROMISE_FACTS } from "~/models/order/timeline.server";
import { prisma } from "~/utils/db.server";
import { formatDate, shortId } from "~/utils/format";

/** A bound on each list: the dashboard is a to-do list, not the archive. */
const LIMIT = 100;

const OPEN_WORK = ["paid", "in_progress", "pending_details"];
const UNREAD = { fromAgency: false, readAt: null } as const;

interface OverduePayment {
  orderId: string;
  shortId: string;
  customer: string | null;
  since: string | null;
}

export async function attentionQueue(
  staff: Staff,
  overduePayments: OverduePayment[],
  now = new Date(),
): Promise<AttentionItem[]> {
  const role: StaffRole = staff.role;
  const [orders, inquiries] = await Promise.all([
    prisma.order.findMany({
      where: {
        AND: [
          orderScope(staff),
          {
            OR: [
              { messages: { some: UNREAD } },
              {
                status: { in: OPEN_WORK },
                OR: [
                  { deliveries: { none: {} } },
                  { deliveries: { some: { outcome: "correction" } } },
                ],
              },
            ],
          },
        ],
      },
      orderBy: { paidAt: "asc" },
      take: LIMIT,
      select: {
        ...PROMISE_FACTS,
        company: true,
        assigneeId: true,
        deliveries: {
          select: {
            deliveredAt: true,
            outcome: true,
            respondedAt: true,
            correctionChargeable: true,
          },
          orderBy: { deliveredAt: "asc" },
        },
        _count: { select: { messages: { where: UNREAD } } },
      },
    }),
    can(role, "inquiries.manage")
      ? prisma.contactInquiry.findMany({
          where: { status: { in: ["new", "in_progress"] } },
          orderBy: { createdAt: "asc" },
          take: LIMIT,
          select: { id: true, firstName: true, lastName: true, subject: true, createdAt: true },
        })
      : [],
  ]);

  const items: Array<AttentionItem & { sort: string }> = [];
  for (const order of orders) {
    const title = `#${shortId(order.id)}${order.company ? ` · ${order.company}` : ""}`;
    const mine = order.assigneeId === staff.id;
    const open = OPEN_WORK.includes(order.status);
    const last = order.deliveries.at(-1);
    if (open && last?.outcome === "correction")
      items.push({
        kind: "correction",
        key: `correction-${order.id}`,
        title,
        detail: `gewünscht am ${formatDate(last.respondedAt ?? last.deliveredAt)}`,
        href: adminOrderHref(order.id, "delivery"),
        urgent: false,
        mine,
        sort: `1 ${(last.respondedAt ?? last.deliveredAt).toISOString()}`,
      });
    const promise = open && !last ? promiseOf(order, now) : null;
    if (promise)
      items.push({
        kind: "preview",
        key: `preview-${order.id}`,
        title,
        detail: promise.overdueSince
          ? `zugesagt bis ${promise.due.label} – überfällig`
          : `zugesagt bis ${promise.due.label}`,
        href: adminOrderHref(order.id, "delivery"),
        urgent: Boolean(promise.overdueSince),
        mine,
        sort: `0 ${promise.due.iso}`,
      });
    const unread = order._count.messages;
    if (unread)
      items.push({
        kind: "messages",
        key: `messages-${order.id}`,
        title,
        detail: unread === 1 ? "1 ungelesene Nachricht" : `${unread} ungelesene Nachrichten`,
        href: `/admin/orders/${order.id}/messages`,
        urgent: false,
        mine,
        sort: `2 ${order.id}`,
      });
  }
  // settled by Inhaber and Buchhaltung, whoever works on the order
  if (can(role, "money.write"))
    for (const p of overduePayments)
      items.push({
        kind: "payment",
        key: `payment-${p.orderId}`,
        title: `#${p.shortId}${p.customer ? ` · ${p.customer}` : ""}`,
        detail: p.since ? `offen seit ${p.since}` : "laut Stripe überfällig",
        href: adminOrderHref(p.orderId, "payment"),
        urgent: true,
        mine: true,
        sort: `3 ${p.orderId}`,
      });
  for (const inquiry of inquiries)
    items.push({
      kind: "inquiry",
      key: `inquiry-${inquiry.id}`,
      title: `${`${inquiry.firstName} ${inquiry.lastName}`.trim()}${inquiry.subject ? ` · ${inquiry.subject}` : ""}`,
      detail: `eingegangen am ${formatDate(inquiry.createdAt)}`,
      href: `/admin/inquiries/${inquiry.id}`,
      urgent: false,
      mine: true,
      sort: `4 ${inquiry.createdAt.toISOString()}`,
    });
  // overdue first, then by kind and date
  items.sort((a, b) => Number(b.urgent) - Number(a.urgent) || a.sort.localeCompare(b.sort));
  return items.map(({ sort: _sort, ...item }) => item);
}
