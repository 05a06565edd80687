// POST /api/create-checkout-session (01 §7): { orderId, acceptTerms } → { checkoutUrl }.
// The terms must be accepted here too (the page's rule); amounts come from the catalogue.
import type { ActionFunctionArgs } from "@remix-run/node";
import { getOwnOrder, isUuid } from "~/models/order.server";
import { beginCheckout, CheckoutError, PAYMENT_MESSAGES } from "~/models/payment.server";
import {
  api,
  API_MESSAGES,
  ApiError,
  apiJson,
  methodNotAllowed,
  readJson,
  requireApiCustomer,
  requireMethod,
} from "~/utils/api.server";
import { prisma } from "~/utils/db.server";

export function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "POST");
    const body = await readJson(request);
    const userId = await requireApiCustomer(request, body.userId);
    const orderId = String(body.orderId ?? "");
    const order = await getOwnOrder(userId, orderId);
    if (!order) {
      const exists = isUuid(orderId) && (await prisma.order.count({ where: { id: orderId } })) > 0;
      throw new ApiError(
        exists ? 403 : 404,
        exists ? API_MESSAGES.forbidden : PAYMENT_MESSAGES.orderNotFound,
      );
    }
    try {
      return apiJson({
        checkoutUrl: await beginCheckout(order, userId, body.acceptTerms === true),
      });
    } catch (error) {
      if (error instanceof CheckoutError)
        throw new ApiError(
          error.status,
          error.message,
          error.field ? { [error.field]: [error.message] } : undefined,
        );
      throw error;
    }
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
