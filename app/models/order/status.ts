// Order statuses, their German labels (01 §4) and what each one means on screens.
import { isProfessionalPackage } from "../catalog/catalog";

export const ORDER_STATUSES = [
  "draft",
  "pending_details",
  "pending_payment",
  "paid",
  "in_progress",
  // decided by the product owner (shared/notes/decisions.md): a preview waits for acceptance
  "review",
  // accepted (Abnahme): labelled 'Abgenommen'; the site is not yet published
  "completed",
  // published at its live address (go-live), the end of the project
  "online",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  draft: "Entwurf",
  // used for professional packages; its label is not given in the spec
  pending_details: "Angaben ausstehend",
  pending_payment: "Zahlung ausstehend",
  paid: "Bezahlt",
  in_progress: "In Bearbeitung",
  review: "Zur Abnahme",
  // the spec's 'Abgeschlossen' said "done" before the site was live
  completed: "Abgenommen",
  online: "Online",
  cancelled: "Storniert",
};

export type BadgeTone = "neutral" | "warning" | "success" | "info" | "brand";
const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  draft: "neutral",
  pending_details: "warning",
  pending_payment: "warning",
  paid: "success",
  in_progress: "info",
  review: "warning",
  completed: "brand",
  online: "success",
  cancelled: "neutral",
};

/** Statuses that count as paid: revenue (01 §9) and the admin payment badge (01 §4). */
export const PAID_STATUSES: readonly OrderStatus[] = [
  "paid",
  "in_progress",
  "review",
  "completed",
  "online",
];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function statusLabel(status: string): string {
  return isOrderStatus(status) ? STATUS_LABELS[status] : status;
}

export function statusTone(status: string): BadgeTone {
  return isOrderStatus(status) ? STATUS_TONES[status] : "neutral";
}

/** Paid and later orders are read-only for the customer. */
export function isReadOnlyForCustomer(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/**
 * The payment badge comes from the payment facts, never from the status alone: a status
 * change cannot make a paid order look unpaid (decisions: payment facts are records).
 */
export function paymentStatusLabel(order: {
  status: string;
  paidAt?: Date | string | null;
}): "Bezahlt" | "Ausstehend" {
  return isPaidOrder(order) ? "Bezahlt" : "Ausstehend";
}

/** Paid once means paid: the recorded payment date, or a status only a payment reaches. */
export function isPaidOrder(order: { status: string; paidAt?: Date | string | null }): boolean {
  return Boolean(order.paidAt) || isReadOnlyForCustomer(order.status);
}

// ---------------------------------------------------------------------------------------
// The admin's status changes: the one source of truth for what the dropdown offers and
// what the page action and PATCH …/status accept (decisions: "Order lifecycle after
// payment"). Statuses that belong to a flow are reached only through it: 'Bezahlt' by a
// payment, 'Zur Abnahme' by delivering a preview (tab Abnahme), 'Abgenommen' by the
// customer's acceptance (declared or deemed, which also starts a professional
// subscription), 'Online' by the go-live (the live address), 'Angaben ausstehend' by the
// payment of the setup fee or the team's release of the intake for changes. A paid order never returns to 'Entwurf' or 'Zahlung ausstehend', so it is never
// payable again. A change backwards (or to or from 'Storniert') asks for confirmation and
// is written to the history with its note.

/** The order of the lifecycle; a lower rank is "backwards". */
const STATUS_RANK: Record<OrderStatus, number> = {
  draft: 0,
  pending_payment: 1,
  pending_details: 2,
  paid: 2,
  in_progress: 3,
  review: 4,
  completed: 5,
  online: 6,
  cancelled: 7,
};

const TRANSITION_REASONS = {
  paymentOnly: "„Bezahlt“ setzt nur eine eingegangene Zahlung.",
  paidStaysPaid: "Ein bezahlter Auftrag kann nicht wieder zahlbar werden.",
  deliveryOnly: "„Zur Abnahme“ entsteht nur durch eine Lieferung im Tab „Abnahme“.",
  acceptanceOnly:
    "„Abgenommen“ entsteht nur durch die Abnahme des Kunden (erklärt oder nach Fristablauf).",
  goLiveOnly: "„Online“ entsteht nur durch die Veröffentlichung mit der Live-Adresse.",
  notPaid: "Der Auftrag ist noch nicht bezahlt.",
  portalOnly:
    "„Angaben ausstehend“ entsteht nur durch die Zahlung der Einrichtungsgebühr oder die Freigabe der Angaben zur Bearbeitung.",
  intakePending: "Die Angaben im Kundenportal stehen noch aus.",
} as const;

export type AdminTransition =
  | { allowed: true; backwards: boolean; needsConfirmation: boolean }
  | { allowed: false; reason: string };

/** May an admin move this order from its status to `to`, and must it be confirmed? */
export function adminTransition(
  order: { status: string; paidAt?: Date | string | null },
  to: OrderStatus,
): AdminTransition {
  const from = isOrderStatus(order.status) ? order.status : "draft";
  const paid = isPaidOrder(order) || from === "pending_details";
  const deny = (reason: string) => ({ allowed: false, reason }) as const;
  if (to === "pending_details") return deny(TRANSITION_REASONS.portalOnly);
  if (from === "pending_details" && to === "paid") return deny(TRANSITION_REASONS.intakePending);
  if (paid && (to === "draft" || to === "pending_payment"))
    return deny(TRANSITION_REASONS.paidStaysPaid);
  if (!paid && to !== "draft" && to !== "pending_payment" && to !== "cancelled")
    return deny(to === "paid" ? TRANSITION_REASONS.paymentOnly : TRANSITION_REASONS.notPaid);
  // forwards into a flow's own status is that flow's job; back to it never is either
  if (to === "review" && from !== "review") return deny(TRANSITION_REASONS.deliveryOnly);
  if (to === "completed" && from !== "completed") return deny(TRANSITION_REASONS.acceptanceOnly);
  if (to === "online" && from !== "online") return deny(TRANSITION_REASONS.goLiveOnly);
  const backwards = STATUS_RANK[to] < STATUS_RANK[from];
  return {
    allowed: true,
    backwards,
    needsConfirmation: backwards || to === "cancelled" || from === "cancelled",
  };
}

export interface AdminStatusOption {
  status: OrderStatus;
  label: string;
  disabled: boolean;
  /** why it is not offered, or that it needs a confirmation */
  note: string | null;
}

/**
 * The dropdown: the current status and every status that fits the order. Statuses of a
 * paid order that only a flow sets are listed disabled, so the admin sees where they
 * come from; statuses of the unpaid world are not listed at all once paid.
 */
export function adminStatusOptions(order: {
  status: string;
  paidAt?: Date | string | null;
}): AdminStatusOption[] {
  const paid = isPaidOrder(order) || order.status === "pending_details";
  const fitting: readonly OrderStatus[] = paid
    ? ["paid", "in_progress", "review", "completed", "online", "cancelled"]
    : ["draft", "pending_payment", "cancelled"];
  const list =
    isOrderStatus(order.status) && !fitting.includes(order.status)
      ? [order.status, ...fitting]
      : fitting;
  return list.map((status) => {
    if (status === order.status)
      return { status, label: STATUS_LABELS[status], disabled: false, note: null };
    const t = adminTransition(order, status);
    return {
      status,
      label: STATUS_LABELS[status],
      disabled: !t.allowed,
      note: t.allowed ? (t.needsConfirmation ? "mit Bestätigung" : null) : t.reason,
    };
  });
}

/** Dashboard action per status (01 §4). */
export function dashboardAction(order: { id: string; status: string; packageType: string }): {
  label: string;
  href: string;
} {
  const { id, status, packageType } = order;
  if (isProfessionalPackage(packageType) && (status === "pending_details" || status === "draft"))
    return { label: "Angaben im Portal ergänzen", href: `/professional-portal?orderId=${id}` };
  if (status === "draft")
    return { label: "Details vervollständigen", href: `/order-details/${id}` };
  if (status === "pending_payment") return { label: "Jetzt bezahlen", href: `/checkout/${id}` };
  if (status === "review") return { label: "Website prüfen", href: `/order-details/${id}` };
  return { label: "Details ansehen", href: `/order-details/${id}` };
}

/**
 * The status history's note for a confirmed payment: how we learned of it, in German (the
 * provider's event names are for the logs, not for the agency's staff).
 */
export function paymentConfirmedNote(eventType?: string) {
  if (!eventType) return "Zahlung bestätigt: Rückkehr von der Zahlungsseite";
  if (eventType.endsWith("async_payment_succeeded"))
    return "Zahlung bestätigt: nachträgliche Bestätigung des Zahlungsanbieters";
  return "Zahlung bestätigt: Nachricht des Zahlungsanbieters";
}
