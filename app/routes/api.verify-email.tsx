// GET /api/verify-email?token= (01 §7): the verification of /verify-email as JSON.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { VERIFY_MESSAGES, verifyEmail } from "~/models/account/account.server";
import { getUserContact } from "~/models/account/user.server";
import { latestOrderId } from "~/models/order/order.server";
import { api, ApiError, apiJson, methodNotAllowed } from "~/utils/api.server";
import { signInHeaders } from "~/utils/auth.server";

export function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    const result = await verifyEmail(new URL(request.url).searchParams.get("token"));
    if (result.state === "error")
      throw new ApiError(400, result.message || VERIFY_MESSAGES.fallback);
    if (result.state === "already-verified")
      return apiJson({
        verified: true,
        alreadyVerified: true,
        message: "Ihre E-Mail-Adresse wurde bereits bestätigt.",
      });
    const user = await getUserContact(result.userId);
    const orderId = await latestOrderId(user.id);
    return apiJson(
      {
        verified: true,
        alreadyVerified: false,
        user,
        orderId,
        message: "E-Mail-Adresse bestätigt",
      },
      { headers: await signInHeaders(request, user.id) },
    );
  });
}

// every method this call does not offer answers 405
export const action = methodNotAllowed;
