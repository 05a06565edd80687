// Turns a delivery overview (models/delivery.server) into what the components show.
import type { DeliveryViewData } from "./types";
import type { DeliveryOverview } from "~/models/delivery.server";
import { PROFESSIONAL_PACKAGE } from "~/models/catalog";
import { acceptancePeriods } from "~/models/delivery.server";
import { documentUrl } from "~/models/document.server";
import { formatCents, formatDate, formatDateTime } from "~/utils/format";

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
