// Order statuses, their German labels (01 §4) and what each one means on screens.
import { isProfessionalPackage } from "./catalog";

export const ORDER_STATUSES = [
  "draft",
  "pending_details",
  "pending_payment",
  "paid",
  "in_progress",
  // decided by the product owner (shared/notes/decisions.md): a preview waits for acceptance
  "review",
  "completed",
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
  completed: "Abgeschlossen",
  cancelled: "Storniert",
};

export type BadgeTone = "neutral" | "warning" | "success" | "info" | "brand";
export const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  draft: "neutral",
  pending_details: "warning",
  pending_payment: "warning",
  paid: "success",
  in_progress: "info",
  review: "warning",
  completed: "brand",
  cancelled: "neutral",
};

/** The five statuses an admin may set freely (01 §4). */
export const ADMIN_SETTABLE_STATUSES: readonly OrderStatus[] = [
  "draft",
  "pending_payment",
  "paid",
  "in_progress",
  "completed",
];

/** Statuses that count as paid: revenue (01 §9) and the admin payment badge (01 §4). */
export const PAID_STATUSES: readonly OrderStatus[] = ["paid", "in_progress", "review", "completed"];

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

export function paymentStatusLabel(status: string): "Bezahlt" | "Ausstehend" {
  return isReadOnlyForCustomer(status) ? "Bezahlt" : "Ausstehend";
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
