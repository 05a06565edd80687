// POST /api/admin/login (01 §7): { email, password } → { admin: { email } } with the
// admin cookie; the same schema and throttle as /admin/login.
import { adminLoginSchema, FILL_ALL_FIELDS } from "./admin.login";
import type { ActionFunctionArgs } from "@remix-run/node";
import { authenticateCredentials } from "~/http/authenticator.server";
import { loginRefusedBeforeBody, throttledLogin } from "~/http/login-throttle.server";
import { getUserSummary } from "~/models/user.server";
import {
  api,
  ApiError,
  apiJson,
  methodNotAllowed,
  readJson,
  requireMethod,
  tooManyResponse,
} from "~/utils/api.server";
import { adminSignInHeaders } from "~/utils/auth.server";
import { TOO_MANY_ATTEMPTS } from "~/utils/rate-limit.server";

export function action({ request, context }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "POST");
    const refused = await loginRefusedBeforeBody(context, "admin-login");
    if (refused) return tooManyResponse(TOO_MANY_ATTEMPTS, refused.headers);
    const parsed = adminLoginSchema.safeParse(await readJson(request));
    if (!parsed.success) throw new ApiError(400, FILL_ALL_FIELDS);
    const { email, password } = parsed.data;
    const result = await throttledLogin(context, "admin-login", email, () =>
      authenticateCredentials(request, email, password),
    );
    if (!result.ok) {
      if (result.retryAfter)
        return tooManyResponse(result.message, { "Retry-After": String(result.retryAfter) });
      throw new ApiError(401, result.message);
    }
    const admin = await getUserSummary(result.user.id);
    return apiJson({ admin }, { headers: await adminSignInHeaders(request, admin.id) });
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
