// POST /api/login (01 §7): signs in with the same rules as /login; the cookie session is
// the pages' session.
import { LOGIN_FAILED } from "./login";
import type { ActionFunctionArgs } from "@remix-run/node";
import { authenticateCredentials } from "~/http/authenticator.server";
import { loginRefusedBeforeBody, throttledLogin } from "~/http/login-throttle.server";
import { loginSchema } from "~/models/account-schemas";
import { getUserSummary } from "~/models/user.server";
import {
  api,
  ApiError,
  apiJson,
  methodNotAllowed,
  readJson,
  requireMethod,
  tooManyResponse,
  schemaError,
} from "~/utils/api.server";
import { signInHeaders } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/misc";
import { TOO_MANY_ATTEMPTS } from "~/utils/rate-limit.server";

export function action({ request, context }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "POST");
    const refused = await loginRefusedBeforeBody(context, "login");
    if (refused) return tooManyResponse(TOO_MANY_ATTEMPTS, refused.headers);
    const parsed = loginSchema.safeParse(await readJson(request));
    if (!parsed.success) throw schemaError(parsed.error, LOGIN_FAILED);
    const { email, password, redirectTo } = parsed.data;
    const result = await throttledLogin(context, "login", email, () =>
      authenticateCredentials(request, email, password),
    );
    if (!result.ok) {
      const error = new ApiError(result.status, result.message);
      if (result.retryAfter)
        return tooManyResponse(error.message, { "Retry-After": String(result.retryAfter) });
      throw error;
    }
    const user = await getUserSummary(result.user.id);
    return apiJson(
      { user, ...(redirectTo ? { redirectTo: safeRedirect(redirectTo, "/dashboard") } : {}) },
      { headers: await signInHeaders(request, user.id) },
    );
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
