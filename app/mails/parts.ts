// What several mails say alike: where their button leads (the customer's and the team's order
// page, from the configured public address) and how a message is quoted in them.
import { getEnv } from "~/utils/env.server";

/** The customer's order page; `suffix` adds a hash or a query. */
export const customerOrderUrl = (orderId: string, suffix = "") =>
  `${getEnv().appUrl}/order-details/${orderId}${suffix}`;

/** The order in the admin area; `suffix` adds a path, a tab or a query. */
export const adminOrderUrl = (orderId: string, suffix = "") =>
  `${getEnv().appUrl}/admin/orders/${orderId}${suffix}`;

/** A message in a mail: shortened, so the mail points to the thread rather than replacing it. */
export function excerpt(body: string, max = 600) {
  const text = body.trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** How many files came with a message, as a line of its own (none: no line). */
export const filesLine = (count: number) =>
  count === 0 ? [] : [`Angehängt: ${count === 1 ? "eine Datei" : `${count} Dateien`}.`];
