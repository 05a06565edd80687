// The billing profile: who every invoice of a customer is addressed to. It is
// stored once per customer and copied into each invoice document when the invoice is
// issued; a later change never touches an issued invoice (GoBD), it only applies to the
// next one, and the admin can re-issue an old one to the corrected buyer.
//
// Where it comes from: package customers fill in company and address on the order's
// "Unternehmen" tab before they may pay, so their first invoice adopts it from there;
// professionals pay the setup fee first and give their firm in portal step 1, so their
// setup-fee invoice waits until step 1 is left complete (or the profile is saved on
// /account). No invoice is issued with a guessed buyer.
import { recordStatusChange } from "../order/status-history.server";
import type { OrderStatus } from "../order/status";
import type { BillingProfileDefaults, BillingProfileInput } from "./profile";
import type { BillingProfile, Order } from "@prisma/client";
import { enqueue } from "~/jobs/queue.server";
import { registeredJobs } from "~/jobs/registry.server";
import { prisma } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";

export async function getBillingProfile(userId: string) {
  return prisma.billingProfile.findUnique({ where: { userId } });
}

type OrderCompany = Pick<
  Order,
  "company" | "companyAddress" | "companyZip" | "companyCity" | "contactPerson" | "vatId"
>;

/** An order's company tab as a profile, or null while it lacks firm or address. */
function profileFromOrder(order: OrderCompany): BillingProfileInput | null {
  const company = order.company?.trim();
  const street = order.companyAddress?.trim();
  const zip = order.companyZip?.trim();
  const city = order.companyCity?.trim();
  if (!company || !street || !zip || !city) return null;
  // the order has one "Ansprechpartner" field; its last word is taken as the surname
  const contact = order.contactPerson?.trim().split(/\s+/) ?? [];
  return {
    company,
    street,
    zip,
    city,
    country: "DE",
    vatId: order.vatId?.trim() || null,
    contactFirstName: contact.slice(0, -1).join(" "),
    contactLastName: contact.at(-1) ?? "",
  };
}

/** What the /account form starts with: the profile, else the newest order's company tab. */
export async function billingProfileDefaults(userId: string): Promise<{
  defaults: BillingProfileDefaults;
  stored: BillingProfile | null;
}> {
  const stored = await getBillingProfile(userId);
  if (stored)
    return {
      stored,
      defaults: { ...stored, vatId: stored.vatId ?? "" },
    };
  const [user, order] = await Promise.all([
    prisma.user.findUnique({
      where: { id: userId },
      select: { firstName: true, lastName: true, companyName: true },
    }),
    prisma.order.findFirst({
      where: { userId, company: { not: null } },
      orderBy: { createdAt: "desc" },
    }),
  ]);
  return {
    stored: null,
    defaults: {
      company: order?.company ?? user?.companyName ?? "",
      street: order?.companyAddress ?? "",
      zip: order?.companyZip ?? "",
      city: order?.companyCity ?? "",
      country: "DE",
      vatId: order?.vatId ?? "",
      contactFirstName: user?.firstName ?? "",
      contactLastName: user?.lastName ?? "",
    },
  };
}

/**
 * Saves the profile (the customer on /account, or an admin correcting it) and issues the
 * invoices that were waiting for it. Issued invoices stay as they are.
 */
export async function saveBillingProfile(
  userId: string,
  input: BillingProfileInput,
  by: { adminId?: string } = {},
): Promise<BillingProfile> {
  const data = { ...input, updatedById: by.adminId ?? null };
  const adminId = by.adminId;
  const profile = await prisma.$transaction(async (tx) => {
    const saved = await tx.billingProfile.upsert({
      where: { userId },
      create: { userId, ...data },
      update: data,
    });
    // the account's firm is the profile's: the admin's customer page and exports read it
    await tx.user.update({
      where: { id: userId },
      data: { companyName: input.company },
      select: { id: true },
    });
    // a staff member's correction changes whom the next invoices name: each order the
    // customer has gone past the draft with says so, signed, beside its status
    if (adminId) {
      const orders = await tx.order.findMany({
        where: { userId, status: { not: "draft" } },
        select: { id: true, status: true },
      });
      const note = billingCorrectionNote(saved);
      for (const order of orders)
        await recordStatusChange(tx, {
          orderId: order.id,
          fromStatus: order.status,
          toStatus: order.status as OrderStatus,
          changedById: adminId,
          source: "admin",
          note,
        });
    }
    return saved;
  });
  await issueWaitingInvoices(userId);
  return profile;
}

/** The history's line for a corrected billing profile: whom invoices name from now on. */
function billingCorrectionNote(profile: {
  company: string;
  street: string;
  zip: string;
  city: string;
}) {
  return `Rechnungsangaben korrigiert: ${profile.company}, ${profile.street}, ${profile.zip} ${profile.city}`;
}

/**
 * The profile for an order's invoice: the stored one, or – for a customer who has none yet –
 * the order's complete company tab, stored as the profile from then on. Null when neither
 * names a firm with its address: the invoice must wait.
 */
export async function billingProfileForOrder(order: Order): Promise<BillingProfile | null> {
  const stored = await getBillingProfile(order.userId);
  if (stored) return stored;
  const fromOrder = profileFromOrder(order);
  if (!fromOrder) return null;
  // two invoices adopting at once: the first one's row wins, both use it
  const { count } = await prisma.billingProfile.createMany({
    data: [{ userId: order.userId, ...fromOrder }],
    skipDuplicates: true,
  });
  if (count)
    await prisma.user.update({
      where: { id: order.userId },
      data: { companyName: fromOrder.company },
      select: { id: true },
    });
  return getBillingProfile(order.userId);
}

/**
 * Portal step 1 left complete (or the intake submitted): a professional without a profile
 * gets one from the firm just entered, and the setup-fee invoice that waited is issued.
 * An existing profile is not overwritten: from then on it is changed on /account.
 */
export async function adoptBillingProfileFromOrder(orderId: string): Promise<void> {
  const order = await prisma.order.findUnique({ where: { id: orderId } });
  if (!order) return;
  const adopted = await billingProfileForOrder(order);
  if (adopted) await issueWaitingInvoices(order.userId);
}

/** Queues the invoice job for every payment of the customer that has no document yet. */
async function issueWaitingInvoices(userId: string): Promise<number> {
  const waiting = await prisma.payment.findMany({
    where: { order: { userId }, invoices: { none: {} } },
    orderBy: { paidAt: "asc" },
    select: { id: true },
  });
  // registered by the invoice module when the job queue is loaded (as in ledger.server.ts)
  if (!registeredJobs().some((job) => job.name === "issue-invoice")) return 0;
  for (const { id } of waiting) await enqueue("issue-invoice", { paymentId: id });
  if (waiting.length)
    logger.info(
      { userId, count: waiting.length },
      "Rechnungsangaben vollständig: Rechnungen folgen",
    );
  return waiting.length;
}
