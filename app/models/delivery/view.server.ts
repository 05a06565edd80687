// Turns a delivery overview (delivery.server.ts) into what the delivery screens show, for
// the customer's order page and the admin's order page and delivery page.
import { PROFESSIONAL_PACKAGE } from "../catalog/catalog";
import { documentUrl } from "../order/document.server";
import {
  acceptancePeriods,
  deliveryOrder,
  deliveryOverview,
  type DeliveryOverview,
} from "./delivery.server";
import type { DeliveryViewData } from "./delivery";
import { formatCents, formatDate, formatDateTime, shortId } from "~/utils/format";

export function deliveryViewData(overview: DeliveryOverview): DeliveryViewData {
  const files = (docs: DeliveryOverview["deliveries"][number]["documents"], section: string) =>
    docs
      .filter((d) => d.section === section)
      .map((d) => ({ id: d.id, name: d.name, size: d.size, url: documentUrl(d.id) }));
  return {
    open: overview.open,
    deadline: overview.deadline ? formatDate(overview.deadline) : null,
    deemedDays: acceptancePeriods().deemedDays,
    loops: { used: overview.loopsUsed, included: overview.loopsIncluded },
    nextCorrectionChargeable: overview.nextCorrectionChargeable,
    acceptance: overview.acceptance
      ? { at: formatDate(overview.acceptance.at), deemed: overview.acceptance.deemed }
      : null,
    deliverable: overview.deliverable,
    subscriptionNote: overview.startsSubscription
      ? `Mit der Abnahme beginnt die monatliche Gebühr von ${formatCents(PROFESSIONAL_PACKAGE.subscriptionPrice * 100)} (Mindestlaufzeit ${PROFESSIONAL_PACKAGE.minimumTermMonths} Monate).`
      : null,
    deliveries: overview.deliveries
      .map((d, index) => ({
        id: d.id,
        number: index + 1,
        previewUrl: d.previewUrl,
        note: d.note,
        deliveredAt: formatDateTime(d.deliveredAt),
        reminderSentAt: d.reminderSentAt ? formatDateTime(d.reminderSentAt) : null,
        outcome: d.outcome,
        respondedAt: d.respondedAt ? formatDateTime(d.respondedAt) : null,
        correctionText: d.correctionText,
        correctionChargeable: d.correctionChargeable,
        files: files(d.documents, "delivery"),
        correctionFiles: files(d.documents, "correction"),
      }))
      .reverse(),
  };
}

/** The admin's view of an order's deliveries (its tab 'Abnahme'); null for an unknown id. */
export async function adminDeliveryView(orderId: string): Promise<DeliveryViewData | null> {
  const order = await deliveryOrder(orderId);
  return order ? deliveryViewData(await deliveryOverview(order)) : null;
}

/** The admin's delivery page (/admin/orders/{id}/delivery); null for an unknown id. */
export async function adminDeliveryPage(orderId: string) {
  const order = await deliveryOrder(orderId);
  if (!order) return null;
  return {
    orderId: order.id,
    shortId: shortId(order.id),
    status: order.status,
    delivery: deliveryViewData(await deliveryOverview(order)),
  };
}
