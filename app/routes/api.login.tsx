// POST /api/login (01 §7): signs in with the same rules as /login; the cookie session is
// the pages' session.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiLogin } from "~/http/api-login.server";
import { LOGIN_FAILED, loginSchema } from "~/models/account/schemas";
import { getUserSummary } from "~/models/account/user.server";
import { api, apiJson, methodNotAllowed, schemaError } from "~/utils/api.server";
import { signInHeaders } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/misc";

export function action({ request, context }: ActionFunctionArgs) {
  return api(async () => {
    const login = await apiLogin(request, context, {
      scope: "login",
      schema: loginSchema,
      invalid: (error) => schemaError(error, LOGIN_FAILED),
    });
    if (login instanceof Response) return login;
    const { redirectTo } = login.values;
    const user = await getUserSummary(login.userId);
    return apiJson(
      { user, ...(redirectTo ? { redirectTo: safeRedirect(redirectTo, "/dashboard") } : {}) },
      { headers: await signInHeaders(request, user.id) },
    );
  });
}

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
