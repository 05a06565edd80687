// POST /api/create-checkout-session (01 §7): { orderId, acceptTerms } → { checkoutUrl }.
// The terms must be accepted here too (the page's rule); amounts come from the catalogue.
import { z } from "zod";
import {
  beginCheckout,
  CheckoutError,
  PAYMENT_MESSAGES,
} from "~/models/billing/order-payment.server";
import { getOwnOrder, orderExists } from "~/models/order/order.server";
import {
  API_MESSAGES,
  ApiError,
  apiAction,
  apiJson,
  methodNotAllowed,
  refusal,
} from "~/utils/api.server";

const bodySchema = z.object({
  // any other value names no order of the caller's: 404 below, as for an unknown id
  orderId: z.unknown().transform((v) => (typeof v === "string" ? v : "")),
  // only a real `true` accepts the terms; anything else is the page's "AGB-Zustimmung erforderlich"
  acceptTerms: z.unknown().transform((v) => v === true),
});

export const action = apiAction({
  method: "POST",
  auth: "customer",
  schema: bodySchema,
  handler: async ({ body: { orderId, acceptTerms }, userId }) => {
    const order = await getOwnOrder(userId, orderId);
    if (!order) {
      const exists = await orderExists(orderId);
      throw new ApiError(
        exists ? 403 : 404,
        exists ? API_MESSAGES.forbidden : PAYMENT_MESSAGES.orderNotFound,
      );
    }
    try {
      return apiJson({ checkoutUrl: await beginCheckout(order, userId, acceptTerms) });
    } catch (error) {
      if (error instanceof CheckoutError) throw refusal(error);
      throw error;
    }
  },
});

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
