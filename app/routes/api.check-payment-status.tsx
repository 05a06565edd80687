// POST /api/check-payment-status (01 §7): { sessionId } → { success }. Asks Stripe; only
// the session's own customer may check it.
import type { ActionFunctionArgs } from "@remix-run/node";
import {
  retrieveCheckoutSession,
  orderIdOf,
  verifyCheckoutSession,
  PAYMENT_MESSAGES,
} from "~/models/payment.server";
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
    const sessionId = typeof body.sessionId === "string" ? body.sessionId : null;
    if (!sessionId) throw new ApiError(400, PAYMENT_MESSAGES.noSessionId);
    let orderId: string | null;
    try {
      orderId = orderIdOf((await retrieveCheckoutSession(sessionId)).session);
    } catch {
      throw new ApiError(404, PAYMENT_MESSAGES.notVerified);
    }
    const order = orderId
      ? await prisma.order.findUnique({ where: { id: orderId }, select: { userId: true } })
      : null;
    if (!order) throw new ApiError(404, PAYMENT_MESSAGES.orderNotFound);
    if (order.userId !== userId) throw new ApiError(403, API_MESSAGES.forbidden);
    const result = await verifyCheckoutSession(orderId, sessionId);
    const status = (
      await prisma.order.findUnique({ where: { id: orderId! }, select: { status: true } })
    )?.status;
    return apiJson({
      success: result.ok,
      orderId,
      status,
      ...(result.ok ? {} : { error: result.message }),
    });
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
