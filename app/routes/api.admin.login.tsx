// POST /api/admin/login (01 §7): { email, password } → { admin: { email } } with the
// admin cookie; the same schema and throttle as /admin/login.
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiLogin } from "~/http/api-login.server";
import { adminLoginSchema, FILL_ALL_FIELDS } from "~/models/account/schemas";
import { getUserSummary } from "~/models/account/user.server";
import { api, ApiError, apiJson, methodNotAllowed } from "~/utils/api.server";
import { adminSignInHeaders } from "~/utils/auth.server";

export function action({ request, context }: ActionFunctionArgs) {
  return api(async () => {
    const login = await apiLogin(request, context, {
      scope: "admin-login",
      schema: adminLoginSchema,
      invalid: () => new ApiError(400, FILL_ALL_FIELDS),
    });
    if (login instanceof Response) return login;
    const admin = await getUserSummary(login.userId);
    return apiJson({ admin }, { headers: await adminSignInHeaders(request, admin.id) });
  });
}

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
