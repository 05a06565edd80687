// Portal access for the JSON API: the same rule as /professional-portal (owner, a
// professional order, still in the intake) answered as API errors.
import type { z } from "zod";
import { isProfessionalPackage } from "~/models/catalog/catalog";
import { getOwnOrder } from "~/models/order/order.server";
import {
  isPortalEditable,
  mergeSentDetails,
  normalizeDetails,
  PORTAL_MESSAGES,
  PORTAL_STATUSES,
  type portalDetailsSchema,
} from "~/models/professional/professional";
import {
  PortalLockedError,
  saveProfessionalDetails,
} from "~/models/professional/professional.server";
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

type PortalOrder = Awaited<ReturnType<typeof requirePortalOrder>>;

/**
 * Saves the details a client sent over what is stored (fields it left out stay as they are);
 * a submission that locked the intake in the meantime is a 409 like any locked portal.
 */
export async function saveSentDetails(
  order: PortalOrder,
  sent: z.infer<typeof portalDetailsSchema> | undefined,
  currentStep: number,
) {
  const details = mergeSentDetails(normalizeDetails(order.professionalDetails), sent);
  try {
    await saveProfessionalDetails(order, details, currentStep);
  } catch (error) {
    if (error instanceof PortalLockedError) throw new ApiError(409, PORTAL_MESSAGES.lockedText);
    throw error;
  }
}
