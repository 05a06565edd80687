// Order queries of the admin area: not scoped to an owner, but to what the staff member may
// see (`scope`, from models/team/staff.server). Only staff loaders (behind requireStaff) call these.
import { getPackage, getProfession } from "../catalog/catalog";
import { isOrderStatus, PAID_STATUSES, type OrderStatus } from "./status";
import type { Prisma } from "@prisma/client";
import { PAYMENT_PROBLEMS } from "~/models/billing/ledger.server";
import { prisma } from "~/utils/db.server";
import { isUuid } from "~/utils/misc";

export const ADMIN_PAGE_SIZE = 50;

export interface AdminStats {
  totalOrders: number;
  /** orders whose payment status is 'Bezahlt': paid, in_progress, completed (01 §4) */
  paidOrders: number;
  inProgressOrders: number;
  /** money received: every payment row minus every refund row */
  revenueCents: number;
  /** 'monatlich wiederkehrend': the monthly amounts of the running subscriptions */
  recurringCents: number;
}

/** Subscriptions that still bring money each month (a notice given keeps them running). */
const RECURRING_STATUSES = ["active", "trialing", "past_due"] as const;

/** Grouped queries: counts per status, and the ledger's and subscriptions' sums. */
export async function getAdminStats(scope: Prisma.OrderWhereInput = {}): Promise<AdminStats> {
  const [groups, money, recurring] = await Promise.all([
    prisma.order.groupBy({ by: ["status"], where: scope, _count: { _all: true } }),
    prisma.payment.groupBy({ by: ["kind"], _sum: { amountCents: true } }),
    prisma.subscription.aggregate({
      where: { status: { in: [...RECURRING_STATUSES] } },
      _sum: { amountCents: true },
    }),
  ]);
  const paid = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);
  const sumOf = (kind: string) => money.find((m) => m.kind === kind)?._sum.amountCents ?? 0;
  return groups.reduce<AdminStats>(
    (stats, g) => ({
      ...stats,
      totalOrders: stats.totalOrders + g._count._all,
      paidOrders: stats.paidOrders + (paid(g.status) ? g._count._all : 0),
      inProgressOrders: stats.inProgressOrders + (g.status === "in_progress" ? g._count._all : 0),
    }),
    {
      totalOrders: 0,
      paidOrders: 0,
      inProgressOrders: 0,
      revenueCents: sumOf("payment") - sumOf("refund"),
      recurringCents: recurring._sum.amountCents ?? 0,
    },
  );
}

export const PAYMENT_PROBLEM_FILTERS = {
  failed: PAYMENT_PROBLEMS.failed,
  any: "Alle Zahlungsprobleme",
} as const;
type PaymentProblemFilter = keyof typeof PAYMENT_PROBLEM_FILTERS;

export interface AdminOrderFilter {
  status?: OrderStatus;
  /** orders the admin must look at for money: a failed renewal, or any payment problem */
  problem?: PaymentProblemFilter;
  /** company, customer e-mail or order number (a prefix of the id) */
  query?: string;
  /** "mine": assigned to the staff member asking; "unassigned": nobody's yet */
  view?: AssignmentView;
  page?: number;
}

export const ASSIGNMENT_VIEWS = { mine: "Meine Aufträge", unassigned: "Nicht zugewiesen" } as const;
type AssignmentView = keyof typeof ASSIGNMENT_VIEWS;

/** Reads the dashboard's GET parameters; anything unexpected falls back to "no filter". */
export function parseAdminOrderFilter(
  searchParams: URLSearchParams,
): Required<Pick<AdminOrderFilter, "page">> & AdminOrderFilter {
  const status = searchParams.get("status") ?? "";
  const problem = searchParams.get("problem") ?? "";
  const query = (searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Number.parseInt(searchParams.get("page") ?? "1", 10);
  const view = searchParams.get("view") ?? "";
  return {
    view: view === "mine" || view === "unassigned" ? view : undefined,
    status: isOrderStatus(status) ? status : undefined,
    problem: problem === "failed" || problem === "any" ? problem : undefined,
    query: query || undefined,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/**
 * An order number is the id's first characters. The id is a uuid column, which has no
 * LIKE, so a hex prefix becomes the range of ids starting with it (uses the primary key).
 */
export function idPrefixRange(input: string): { gte: string; lte: string } | null {
  const hex = input.replace(/^#/, "").replace(/-/g, "").toLowerCase();
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return null;
  const format = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return { gte: format(hex.padEnd(32, "0")), lte: format(hex.padEnd(32, "f")) };
}

/** A search text matched literally by LIKE: its wildcards and the escape character escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

function whereOf(
  filter: AdminOrderFilter,
  viewer: { id: string; scope: Prisma.OrderWhereInput },
): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = {};
  if (filter.status) where.status = filter.status;
  if (filter.view === "mine") where.assigneeId = viewer.id;
  if (filter.view === "unassigned") where.assigneeId = null;
  if (filter.problem === "failed") where.paymentProblem = { startsWith: PAYMENT_PROBLEMS.failed };
  if (filter.problem === "any") where.paymentProblem = { not: null };
  if (filter.query) {
    const q = filter.query;
    // Prisma hands `contains` to LIKE as is: % and _ would be wildcards
    const literal = escapeLike(q);
    const or: Prisma.OrderWhereInput[] = [
      { company: { contains: literal, mode: "insensitive" } },
      { user: { email: { contains: literal, mode: "insensitive" } } },
    ];
    const range = idPrefixRange(q);
    if (range) or.push({ id: range });
    where.OR = or;
  }
  // the staff member's scope is its own condition: a search's OR must not widen it
  return { AND: [where, viewer.scope] };
}

export function packageDisplayName(packageType: string): string {
  return getPackage(packageType)?.name ?? getProfession(packageType)?.name ?? packageType;
}

/** A page of the dashboard table, newest first, with the columns the table shows. */
export async function listAdminOrders(
  filter: AdminOrderFilter,
  viewer: { id: string; scope: Prisma.OrderWhereInput },
) {
  const where = whereOf(filter, viewer);
  const page = filter.page ?? 1;
  const [total, orders] = await Promise.all([
    prisma.order.count({ where }),
    prisma.order.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
      select: {
        id: true,
        company: true,
        contactPerson: true,
        packageType: true,
        paymentType: true,
        totalPriceCents: true,
        monthlyPriceCents: true,
        status: true,
        paymentProblem: true,
        createdAt: true,
        user: { select: { email: true, firstName: true, lastName: true, deletedAt: true } },
        assigneeId: true,
        assignee: { select: { firstName: true, lastName: true, email: true, staffRole: true } },
      },
    }),
  ]);
  return { total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), orders };
}

/** Everything the admin order page shows; null for an unknown (or malformed) id. */
export async function getAdminOrder(orderId: string) {
  if (!isUuid(orderId)) return null;
  return prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      status: true,
      createdAt: true,
      paidAt: true,
      professionalPackage: true,
      detailsSubmittedAt: true,
      correctionRequestedAt: true,
      company: true,
      contactPerson: true,
      contactPhone: true,
      industry: true,
      companyAddress: true,
      companyZip: true,
      companyCity: true,
      currentWebsite: true,
      description: true,
      domain: true,
      domainExtension: true,
      designStyle: true,
      colorDescription: true,
      designPreferences: true,
      pageContents: true,
      packageType: true,
      paymentType: true,
      additionalPagesCount: true,
      additionalServices: true,
      basePriceCents: true,
      totalPriceCents: true,
      monthlyPriceCents: true,
      paymentMethod: true,
      paymentMethodType: true,
      subscriptionStatus: true,
      stripePaymentId: true,
      stripePaymentIntentId: true,
      isTestPayment: true,
      assigneeId: true,
      assignee: { select: { firstName: true, lastName: true, email: true, staffRole: true } },
      user: { select: { id: true, email: true, firstName: true, lastName: true, deletedAt: true } },
    },
  });
}
