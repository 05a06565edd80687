// POST /api/stripe/verify-professional-payment (01 §7): { sessionId } → { success, email,
// userId, orderId, needsPassword, token, error }. The same verification as the page;
// the session cookie is the token (`token` stays null: no second credential exists).
import { z } from "zod";
import { getOrderOwnerAndStatus } from "~/models/order/order.server";
import { verifyProfessionalPayment } from "~/models/professional/verify.server";
import { ApiError, apiAction, apiJson, methodNotAllowed } from "~/utils/api.server";

const bodySchema = z.object({
  // a missing id gets the page's own message from the verification
  sessionId: z.unknown().transform((v) => (typeof v === "string" ? v : null)),
});

export const action = apiAction({
  method: "POST",
  auth: "anyone",
  schema: bodySchema,
  handler: async ({ request, body: { sessionId } }) => {
    const { result, headers } = await verifyProfessionalPayment(request, sessionId);
    if (result.state === "error") throw new ApiError(400, result.message);
    if (result.state === "verifying")
      return apiJson({ success: false, error: result.message }, { status: 202 });
    const order = result.orderId ? await getOrderOwnerAndStatus(result.orderId) : null;
    const signedIn = result.state === "needs-password" || result.signedIn;
    return apiJson(
      {
        success: true,
        email: result.email,
        // only the payer's own client learns the account id
        userId: signedIn ? (order?.userId ?? null) : null,
        orderId: result.orderId,
        needsPassword: result.state === "needs-password",
        token: null,
      },
      { headers },
    );
  },
});

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
