// The admin order page's tabs and addresses (01 §2), shared by its view model, its
// actions (where a form returns to) and its views. The tabs are links (?tab=…), so they
// work the same with and without JavaScript.
export const ADMIN_ORDER_TABS = [
  { id: "company", label: "Unternehmen" },
  { id: "website", label: "Website" },
  { id: "services", label: "Leistungen" },
  { id: "pages", label: "Seiten" },
  { id: "payment", label: "Zahlung" },
  { id: "delivery", label: "Abnahme" },
  { id: "intake", label: "Angaben" },
] as const;
export type AdminOrderTab = (typeof ADMIN_ORDER_TABS)[number]["id"];

export const ORDER_NOT_FOUND = "Auftrag nicht gefunden";
export const ORDER_NOT_FOUND_TEXT = "Diesen Auftrag gibt es nicht (mehr).";

/**
 * The title of an admin order page, `page` naming a sub-page of the order (Abnahme,
 * Veröffentlichung); without an order (not found) the title says so.
 */
export function adminOrderTitle(shortId: string | undefined, page?: string): string {
  if (!shortId) return `${ORDER_NOT_FOUND} – Admin – Seitenwerk`;
  return `${page ? `${page} – ` : ""}Auftrag #${shortId} – Admin – Seitenwerk`;
}

/** The tab a query or form value names; the first tab for anything else. */
export function adminOrderTab(value: unknown): AdminOrderTab {
  return ADMIN_ORDER_TABS.find((t) => t.id === value)?.id ?? "company";
}

export function adminOrderTabLabel(tab: AdminOrderTab): string {
  return ADMIN_ORDER_TABS.find((t) => t.id === tab)!.label;
}

/** The order page on a tab (the first tab has no query). */
export function adminOrderHref(orderId: string, tab: string = "company"): string {
  return `/admin/orders/${orderId}${tab === "company" ? "" : `?tab=${tab}`}`;
}

/** The delivery form's own route (a plain post without JavaScript lands there on errors). */
export function adminDeliveryHref(orderId: string): string {
  return `/admin/orders/${orderId}/delivery`;
}

/** The go-live form's own route: a refused post shows the form there. */
export function adminGoLiveHref(orderId: string): string {
  return `/admin/orders/${orderId}/go-live`;
}
