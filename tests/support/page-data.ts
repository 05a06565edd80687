// A customer with a realistic history for the signed-in pages: orders in several states,
// each with payments and invoices, a subscription on the monthly ones, deliveries, a thread
// in both directions (some unread, some with files) and uploaded documents. Used by the
// query-budget test (with 2 and with 20 of everything, to see that a page's query count does
// not grow with the data) and by the bench (scripts/bench/lib/seed.mjs).
//
// Rows are written directly: the pages only read them, and going through the payment and
// invoice code would render PDFs and send mails for every row.
import { randomUUID } from "node:crypto";
import { createCustomer } from "./fixtures";
import { createDraftOrder } from "~/models/order/order.server";
import { prisma } from "~/utils/db.server";

const STATUSES = ["in_progress", "completed", "paid", "draft"] as const;
const DAY = 24 * 60 * 60 * 1000;

export type SeededCustomer = {
  userId: string;
  email: string;
  /** every order, newest first */
  orders: string[];
  /** an order with everything on it: paid, delivered, invoices and a thread */
  richOrder: string;
};

const BUYER_ADDRESS = {
  company: "Bäckerei Richter GmbH",
  street: "Hauptstraße 1",
  zip: "10115",
  city: "Berlin",
};
const BUYER = { ...BUYER_ADDRESS, country: "DE" };

/**
 * @param orders how many orders (cycling through in_progress, completed, paid, draft)
 * @param perOrder messages, deliveries and invoices per paid order grow with it
 */
export async function seedCustomerWithHistory({
  orders: orderCount,
  perOrder,
  email,
}: {
  orders: number;
  perOrder: number;
  email?: string;
}): Promise<SeededCustomer> {
  const user = await createCustomer(email ? { email } : {});
  await prisma.billingProfile.create({ data: { userId: user.id, ...BUYER_ADDRESS } });
  const agent = await prisma.user.findFirst({ where: { isAdmin: true }, select: { id: true } });
  const ids: string[] = [];
  const base = Date.now() - (orderCount + perOrder + 10) * DAY;
  for (let o = 0; o < orderCount; o++) {
    const monthly = o % 2 === 1;
    const order = await createDraftOrder(user.id, {
      packageId: (["starter", "standard", "premium"] as const)[o % 3],
      paymentType: monthly ? "subscription" : "onetime",
      additionalPagesCount: 0,
      bilingual: false,
      blogSystem: false,
      bookingSystem: false,
    });
    ids.push(order.id);
    const status = STATUSES[o % STATUSES.length];
    const createdAt = new Date(base + o * DAY);
    await prisma.order.update({
      where: { id: order.id },
      data: {
        status,
        createdAt,
        company: `Firma ${o + 1} GmbH`,
        ...(status === "draft" ? {} : { paidAt: createdAt, termsAcceptedAt: createdAt }),
        ...(monthly && status !== "draft" ? { subscriptionStatus: "active" } : {}),
      },
    });
    await prisma.uploadedDocument.createMany({
      data: Array.from({ length: Math.min(perOrder, 5) }, (_, d) => ({
        orderId: order.id,
        uploadedById: user.id,
        section: d % 2 ? "page" : "company",
        pageIndex: d % 2 ? 0 : null,
        name: `datei-${d}.pdf`,
        contentType: "application/pdf",
        size: 1000 + d,
        storageKey: `seed/${order.id}/${d}`,
      })),
    });
    if (status === "draft") continue;
    if (monthly)
      await prisma.subscription.create({
        data: {
          orderId: order.id,
          stripeSubscriptionId: `sub_${randomUUID()}`,
          status: "active",
          amountCents: 4900,
          startedAt: createdAt,
          currentPeriodEnd: new Date(Date.now() + 20 * DAY),
          minimumTermEndsAt: new Date(Date.now() + 300 * DAY),
        },
      });
    // client-side ids and one insert per table: the bench seeds 1 000 orders this way
    const payments = Array.from({ length: perOrder }, (_, p) => ({
      id: randomUUID(),
      orderId: order.id,
      kind: "payment",
      purpose: p === 0 ? (monthly ? "setup_fee" : "order") : "subscription_period",
      amountCents: p === 0 ? 49900 : 4900,
      externalId: `seed_${randomUUID()}`,
      methodType: "card",
      paidAt: new Date(createdAt.getTime() + p * DAY),
    }));
    await prisma.payment.createMany({ data: payments });
    await prisma.invoice.createMany({
      data: payments.map((payment) => {
        const number = `RE-SEED-${randomUUID().slice(0, 13)}`;
        const net = Math.round(payment.amountCents / 1.19);
        return {
          number,
          kind: "invoice",
          orderId: order.id,
          paymentId: payment.id,
          issuedAt: payment.paidAt,
          netCents: net,
          vatCents: payment.amountCents - net,
          grossCents: payment.amountCents,
          // what the invoice lists, the journal and the re-issue check read of an issued
          // document (no PDF is rendered for seeded rows); an empty one made /admin/invoices 500
          document: {
            number,
            kind: "invoice",
            issueDate: payment.paidAt.toISOString().slice(0, 10),
            buyer: { ...BUYER, email: user.email },
            payment: {
              method: "card",
              paidOn: payment.paidAt.toISOString().slice(0, 10),
              stripePaymentId: payment.externalId,
            },
            totals: {
              netCents: net,
              vatCents: payment.amountCents - net,
              grossCents: payment.amountCents,
            },
          },
          storageKey: `invoices/${number}.pdf`,
          sha256: "0".repeat(64),
        };
      }),
    });
    if (status === "in_progress" || status === "completed")
      await prisma.delivery.createMany({
        data: Array.from({ length: perOrder }, (_, d) => {
          const last = d === perOrder - 1;
          return {
            orderId: order.id,
            previewUrl: `https://vorschau.example/${order.id}/${d}`,
            note: `Vorschau ${d + 1}`,
            deliveredById: agent?.id ?? null,
            deliveredAt: new Date(createdAt.getTime() + (d + 1) * DAY),
            // earlier previews were answered with corrections; the last one waits (or was accepted)
            outcome: last ? (status === "completed" ? "accepted" : null) : "correction",
            respondedAt: last && status !== "completed" ? null : new Date(),
            correctionText: last ? null : "Bitte das Logo größer.",
          };
        }),
      });
    const messages = Array.from({ length: perOrder }, (_, m) => {
      const fromAgency = m % 2 === 0;
      return {
        id: randomUUID(),
        orderId: order.id,
        authorId: fromAgency ? (agent?.id ?? null) : user.id,
        fromAgency,
        // the agency's notes to itself: every fourth message, never the unread ones
        internal: fromAgency && m % 4 === 2 && m < perOrder - 2,
        body: `Nachricht ${m + 1} zu Ihrer Bestellung.`,
        // the last two (one of each side) are unread
        readAt: m >= perOrder - 2 ? null : new Date(),
        createdAt: new Date(createdAt.getTime() + m * 60_000),
      };
    });
    await prisma.orderMessage.createMany({ data: messages });
    await prisma.uploadedDocument.createMany({
      data: messages
        .filter((_, m) => m % 3 === 0)
        .map((message, i) => ({
          orderId: order.id,
          uploadedById: message.authorId ?? user.id,
          messageId: message.id,
          section: "message",
          name: `anhang-${i}.pdf`,
          contentType: "application/pdf",
          size: 2000,
          storageKey: `seed/${order.id}/message-${i}`,
        })),
    });
  }
  return {
    userId: user.id,
    email: user.email,
    orders: [...ids].reverse(),
    richOrder: ids[0],
  };
}
