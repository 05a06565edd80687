// Orders. Every query a customer can trigger is scoped to its owner in `where`, so a
// foreign order id behaves exactly like an unknown one.
import { getPackage, includedPages } from "../catalog/catalog";
import { computePrice, type PackageConfig } from "../catalog/pricing";
import type { Prisma } from "@prisma/client";
import { prisma } from "~/utils/db.server";
import { isUuid } from "~/utils/misc";

export interface AdditionalServices {
  bilingual: boolean;
  bilingualLanguages: string[];
  blogSystem: boolean;
  bookingSystem: boolean;
}

function serializeAdditionalServices(
  config: Pick<PackageConfig, "bilingual" | "blogSystem" | "bookingSystem">,
  bilingualLanguages: string[] = [],
): string {
  const services: AdditionalServices = {
    bilingual: config.bilingual,
    bilingualLanguages: config.bilingual
      ? bilingualLanguages.length
        ? bilingualLanguages
        : ["de", "en"]
      : [],
    blogSystem: config.blogSystem,
    bookingSystem: config.bookingSystem,
  };
  return JSON.stringify(services);
}

export function parseAdditionalServices(text: string | null | undefined): AdditionalServices {
  try {
    const raw = JSON.parse(text || "{}");
    return {
      bilingual: Boolean(raw.bilingual),
      bilingualLanguages: Array.isArray(raw.bilingualLanguages)
        ? raw.bilingualLanguages.map(String)
        : [],
      blogSystem: Boolean(raw.blogSystem),
      bookingSystem: Boolean(raw.bookingSystem),
    };
  } catch {
    return { bilingual: false, bilingualLanguages: [], blogSystem: false, bookingSystem: false };
  }
}

/** Initial page list: 'Startseite', then 'Seite 2' … (01 §2 order details). */
function initialPageContents(pageCount: number) {
  return Array.from({ length: pageCount }, (_, i) => ({
    title: i === 0 ? "Startseite" : `Seite ${i + 1}`,
    description: "",
  }));
}

/** Creates a draft order from a package config; the price comes from the catalogue only. */
export async function createDraftOrder(
  userId: string,
  config: PackageConfig,
  tx: Prisma.TransactionClient = prisma,
) {
  const pkg = getPackage(config.packageId);
  if (!pkg) throw new Error(`Unbekanntes Paket ${config.packageId}`);
  const price = computePrice(config);
  return tx.order.create({
    data: {
      userId,
      packageType: pkg.id,
      paymentType: config.paymentType,
      additionalPages: pkg.additionalPages,
      additionalPagesCount: config.additionalPagesCount,
      additionalServices: serializeAdditionalServices(config),
      basePriceCents: price.baseCents,
      totalPriceCents: price.totalCents,
      monthlyPriceCents: price.monthlyCents,
      status: "draft",
      // 01 §2: included pages + bought pages; a one-pager still has its start page
      pageContents: initialPageContents(
        pageCountOf({
          additionalPages: pkg.additionalPages,
          additionalPagesCount: config.additionalPagesCount,
        }),
      ),
      statusChanges: { create: { toStatus: "draft", source: "customer", changedById: userId } },
    },
    select: { id: true },
  });
}

export async function getOwnOrder(userId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  return prisma.order.findFirst({ where: { id: orderId, userId } });
}

/** Whether the order exists and is the user's: the check before a body is read. */
export async function ownOrderExists(userId: string, orderId: string) {
  if (!isUuid(orderId)) return false;
  return Boolean(
    await prisma.order.findFirst({ where: { id: orderId, userId }, select: { id: true } }),
  );
}

export async function orderExists(orderId: string) {
  if (!isUuid(orderId)) return false;
  return Boolean(await prisma.order.findUnique({ where: { id: orderId }, select: { id: true } }));
}

/** Whose order it is and where it stands (null for an unknown id). */
export function getOrderOwnerAndStatus(orderId: string) {
  if (!isUuid(orderId)) return null;
  return prisma.order.findUnique({
    where: { id: orderId },
    select: { userId: true, status: true },
  });
}

/** Dashboard cards: the customer's own orders, newest first. */
export async function listOwnOrders(userId: string) {
  return prisma.order.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      status: true,
      packageType: true,
      company: true,
      createdAt: true,
      totalPriceCents: true,
      paymentType: true,
      monthlyPriceCents: true,
      isTestPayment: true,
      subscriptionStatus: true,
      // the dashboard card names a notice given (joined: no statement of its own)
      subscription: { select: { cancelAt: true, status: true } },
    },
  });
}

export class OrderReadOnlyError extends Error {
  readonly status = 409;
  constructor() {
    super("Diese Bestellung ist bereits bezahlt und kann nicht mehr geändert werden.");
  }
}

/** Number of pages an order has: included pages plus bought ones (01 §2), at least one. */
export function pageCountOf(order: { additionalPages: number; additionalPagesCount: number }) {
  return includedPages(order) + Math.max(0, order.additionalPagesCount);
}

export interface OrderDetailsUpdate {
  company?: string;
  companyAddress?: string;
  companyZip?: string;
  companyCity?: string;
  contactPerson?: string;
  contactPhone?: string;
  industry?: string;
  description?: string;
  currentWebsite?: string;
  vatId?: string;
  domain?: string;
  domainExtension?: string;
  designStyle?: string;
  colorDescription?: string;
  designPreferences?: string;
  pageContents?: Array<{ title?: string; description?: string }>;
}

/**
 * Saves the customer's details. The owner and the not-yet-paid status are part of the
 * update's own `where`, so a payment landing at the same moment cannot be overwritten.
 */
export async function updateOrderDetails(
  userId: string,
  orderId: string,
  input: OrderDetailsUpdate,
) {
  const order = await prisma.order.findFirst({
    where: { id: orderId, userId },
    select: { additionalPages: true, additionalPagesCount: true },
  });
  if (!order) return null;
  const count = pageCountOf(order);
  const pages = Array.from({ length: count }, (_, i) => ({
    title: input.pageContents?.[i]?.title ?? "",
    description: input.pageContents?.[i]?.description ?? "",
  }));
  const blank = (v: string | undefined) => (v === undefined || v === "" ? null : v);
  const { count: updated } = await prisma.order.updateMany({
    where: {
      id: orderId,
      userId,
      status: { notIn: ["paid", "in_progress", "completed", "online"] },
    },
    data: {
      company: blank(input.company),
      companyAddress: blank(input.companyAddress),
      companyZip: blank(input.companyZip),
      companyCity: blank(input.companyCity),
      contactPerson: blank(input.contactPerson),
      contactPhone: blank(input.contactPhone),
      industry: blank(input.industry),
      description: blank(input.description),
      currentWebsite: blank(input.currentWebsite),
      vatId: blank(input.vatId),
      domain: blank(input.domain),
      domainExtension: input.domainExtension || ".de",
      designStyle: blank(input.designStyle),
      colorDescription: blank(input.colorDescription),
      designPreferences: blank(input.designPreferences),
      pageContents: pages,
    },
  });
  if (updated === 0) throw new OrderReadOnlyError();
  return { pageCount: count };
}

/** One order as stored, or null (for routes that check ownership themselves). */
export function findOrder(orderId: string) {
  return isUuid(orderId) ? prisma.order.findUnique({ where: { id: orderId } }) : null;
}

/** One order with its owner's name and address, for the admin API. */
export function findOrderWithOwner(orderId: string) {
  return isUuid(orderId)
    ? prisma.order.findUnique({
        where: { id: orderId },
        include: { user: { select: { email: true, firstName: true, lastName: true } } },
      })
    : null;
}

/** The customer's order paid through this Checkout session (the professional's setup fee). */
export function orderOfCheckoutSession(userId: string, sessionId: string) {
  return prisma.order.findFirst({
    where: { stripeCheckoutSessionId: sessionId, userId },
    select: { id: true },
  });
}

/** The customer's newest order, e.g. the one a registration started. */
export function latestOrderId(userId: string) {
  return prisma.order
    .findFirst({ where: { userId }, orderBy: { createdAt: "desc" }, select: { id: true } })
    .then((order) => order?.id ?? null);
}
