// Portal access for the JSON API: the same rule as /professional-portal (owner, a
// professional order, still in the intake) answered as API errors.
import { isProfessionalPackage } from "~/models/catalog/catalog";
import { getOwnOrder } from "~/models/order/order.server";
import {
  isPortalEditable,
  PORTAL_MESSAGES,
  PORTAL_STATUSES,
} from "~/models/professional/professional";
import { API_MESSAGES, ApiError } from "~/utils/api.server";
import { prisma } from "~/utils/db.server";
import { isUuid } from "~/utils/misc";

export async function requirePortalOrder(userId: string, orderId: string) {
  const order = await getOwnOrder(userId, orderId);
  if (!order) {
    const exists = isUuid(orderId) && (await prisma.order.count({ where: { id: orderId } })) > 0;
    throw new ApiError(
      exists ? 403 : 404,
      exists ? API_MESSAGES.forbidden : "Bestellung nicht gefunden",
    );
  }
  if (!isProfessionalPackage(order.packageType))
    throw new ApiError(403, PORTAL_MESSAGES.deniedText);
  if (!(PORTAL_STATUSES as readonly string[]).includes(order.status) || !isPortalEditable(order))
    throw new ApiError(409, PORTAL_MESSAGES.lockedText);
  return order;
}
