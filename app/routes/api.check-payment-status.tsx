// POST /api/check-payment-status (01 §7): { sessionId } → { success }. Asks Stripe; only
// the session's own customer may check it.
import { z } from "zod";
import {
  retrieveCheckoutSession,
  orderIdOf,
  verifyCheckoutSession,
  PAYMENT_MESSAGES,
} from "~/models/billing/order-payment.server";
import { getOrderOwnerAndStatus } from "~/models/order/order.server";
import { API_MESSAGES, ApiError, apiAction, apiJson, methodNotAllowed } from "~/utils/api.server";

const bodySchema = z.object({
  sessionId: z
    .string({ required_error: PAYMENT_MESSAGES.noSessionId })
    .min(1, PAYMENT_MESSAGES.noSessionId),
});

export const action = apiAction({
  method: "POST",
  auth: "customer",
  schema: bodySchema,
  invalid: PAYMENT_MESSAGES.noSessionId,
  handler: async ({ body: { sessionId }, userId }) => {
    let orderId: string | null;
    try {
      orderId = orderIdOf((await retrieveCheckoutSession(sessionId)).session);
    } catch {
      throw new ApiError(404, PAYMENT_MESSAGES.notVerified);
    }
    const order = orderId ? await getOrderOwnerAndStatus(orderId) : null;
    if (!order || !orderId) throw new ApiError(404, PAYMENT_MESSAGES.orderNotFound);
    if (order.userId !== userId) throw new ApiError(403, API_MESSAGES.forbidden);
    const result = await verifyCheckoutSession(orderId, sessionId);
    const status = (await getOrderOwnerAndStatus(orderId))?.status;
    return apiJson({
      success: result.ok,
      orderId,
      status,
      ...(result.ok ? {} : { error: result.message }),
    });
  },
});

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
