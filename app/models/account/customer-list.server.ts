// The admin's customer list: customer accounts (never staff), searched by name, e-mail and
// company, a page at a time, with what each has going on. Three statements per page whatever
// its length: the total, the page, and one aggregate for the page's counts.
import { Prisma } from "@prisma/client";
import { prisma } from "~/utils/db.server";

export const CUSTOMERS_PER_PAGE = 25;

type CustomerListRow = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  deleted: boolean;
  createdAt: Date;
  orders: number;
  invoices: number;
  unreadMessages: number;
};

function searchWhere(query: string): Prisma.UserWhereInput {
  const where: Prisma.UserWhereInput = { isAdmin: false };
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return where;
  const has = (value: string) => ({ contains: value, mode: "insensitive" as const });
  // every word must match somewhere: "Muster GmbH" or "Ada Muster" narrows, never widens
  where.AND = words.map((word) => ({
    OR: [
      { firstName: has(word) },
      { lastName: has(word) },
      { email: has(word) },
      { companyName: has(word) },
      { billingProfile: { is: { company: has(word) } } },
      { orders: { some: { company: has(word) } } },
    ],
  }));
  return where;
}

export async function listCustomers({ query, page }: { query: string; page: number }) {
  const where = searchWhere(query);
  const total = await prisma.user.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  const users = await prisma.user.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: (current - 1) * CUSTOMERS_PER_PAGE,
    take: CUSTOMERS_PER_PAGE,
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      companyName: true,
      deletedAt: true,
      createdAt: true,
      billingProfile: { select: { company: true } },
    },
  });
  const ids = users.map((u) => u.id);
  const counts = ids.length
    ? await prisma.$queryRaw<
        Array<{ userId: string; orders: number; invoices: number; unread: number }>
      >`
        SELECT o."userId",
               count(*)::int AS orders,
               coalesce(sum((SELECT count(*) FROM invoices i WHERE i."orderId" = o.id)), 0)::int
                 AS invoices,
               coalesce(sum((SELECT count(*) FROM order_messages m
                              WHERE m."orderId" = o.id AND m."fromAgency" = false
                                AND m."readAt" IS NULL)), 0)::int AS unread
          FROM orders o
         WHERE o."userId" IN (${Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`))})
         GROUP BY o."userId"`
    : [];
  const byUser = new Map(counts.map((c) => [c.userId, c]));
  const rows: CustomerListRow[] = users.map((u) => {
    const c = byUser.get(u.id);
    return {
      id: u.id,
      name: `${u.firstName} ${u.lastName}`.trim(),
      email: u.email,
      company: u.billingProfile?.company || u.companyName || null,
      deleted: Boolean(u.deletedAt),
      createdAt: u.createdAt,
      orders: c?.orders ?? 0,
      invoices: c?.invoices ?? 0,
      unreadMessages: c?.unread ?? 0,
    };
  });
  return { rows, total, page: current, pageCount };
}
