// Development tools of the billing lifecycle (used by /dev/billing only, never in
// production): what the page lists, and acceptance played for an order so a developer
// can walk on to the subscription without the delivery steps.
import { startSubscriptionForOrder } from "~/models/billing/subscription.server";
import { isProfessionalPackage } from "~/models/catalog/catalog";
import { recordStatusChange } from "~/models/order/status-history.server";
import { prisma } from "~/utils/db.server";
import { formatCents, formatDate, shortId } from "~/utils/format";

/**
 * Records a declared acceptance now and runs the `start-subscription` job's handler
 * directly (the acceptance flow of the delivery module enqueues that job).
 */
export async function simulateAcceptance(orderId: string) {
  await prisma.$transaction(async (tx) => {
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { status: true, acceptedAt: true },
    });
    if (order.acceptedAt) return;
    await tx.order.update({
      where: { id: orderId },
      data: { status: "completed", acceptedAt: new Date(), acceptanceKind: "declared" },
    });
    await recordStatusChange(tx, {
      orderId,
      fromStatus: order.status,
      toStatus: "completed",
      source: "system",
      note: "Abnahme simuliert (Entwicklungsseite)",
    });
  });
  return startSubscriptionForOrder(orderId);
}

export async function devBillingOrders(orderId: string | null) {
  const orders = await prisma.order.findMany({
    where: orderId ? { id: orderId } : { paidAt: { not: null } },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: {
      id: true,
      status: true,
      packageType: true,
      company: true,
      acceptedAt: true,
      paymentProblem: true,
      user: { select: { email: true } },
      subscription: {
        select: { status: true, stripeSubscriptionId: true, amountCents: true },
      },
      payments: {
        where: { kind: "payment" },
        orderBy: { paidAt: "desc" },
        select: { id: true, amountCents: true, paidAt: true, stripePaymentIntentId: true },
      },
    },
  });
  return orders.map((o) => ({
    id: o.id,
    shortId: shortId(o.id),
    label: `${o.company ?? o.user.email} · ${o.packageType} · ${o.status}`,
    paymentProblem: o.paymentProblem,
    canAccept: isProfessionalPackage(o.packageType) && !o.acceptedAt,
    subscription: o.subscription
      ? {
          status: o.subscription.status,
          stripeId: o.subscription.stripeSubscriptionId,
          amount: formatCents(o.subscription.amountCents),
        }
      : null,
    payments: o.payments
      .filter((p) => p.stripePaymentIntentId)
      .map((p) => ({
        id: p.id,
        paymentIntent: p.stripePaymentIntentId!,
        text: `${formatDate(p.paidAt)} · ${formatCents(p.amountCents)}`,
      })),
  }));
}
