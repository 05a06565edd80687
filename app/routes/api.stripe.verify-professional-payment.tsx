// POST /api/stripe/verify-professional-payment (01 §7): { sessionId } → { success, email,
// userId, orderId, needsPassword, token, error }. The same verification as the page;
// the session cookie is the token (`token` stays null: no second credential exists).
import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyProfessionalPayment } from "~/models/professional-verify.server";
import {
  api,
  ApiError,
  apiJson,
  methodNotAllowed,
  readJson,
  requireMethod,
} from "~/utils/api.server";
import { prisma } from "~/utils/db.server";

export function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "POST");
    const body = await readJson(request);
    const { result, headers } = await verifyProfessionalPayment(
      request,
      typeof body.sessionId === "string" ? body.sessionId : null,
    );
    if (result.state === "error") throw new ApiError(400, result.message);
    if (result.state === "verifying")
      return apiJson({ success: false, error: result.message }, { status: 202 });
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: result.orderId },
      select: { userId: true },
    });
    const signedIn = result.state === "needs-password" || result.signedIn;
    return apiJson(
      {
        success: true,
        email: result.email,
        // only the payer's own client learns the account id
        userId: signedIn ? order.userId : null,
        orderId: result.orderId,
        needsPassword: result.state === "needs-password",
        token: null,
      },
      { headers },
    );
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
