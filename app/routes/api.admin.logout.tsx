// POST /api/admin/logout (01 §7): ends the admin session.
import type { ActionFunctionArgs } from "@remix-run/node";
import { api, apiJson, methodNotAllowed, requireMethod } from "~/utils/api.server";
import { adminSignOutHeaders } from "~/utils/auth.server";

export function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "POST");
    return apiJson({ success: true }, { headers: await adminSignOutHeaders(request) });
  });
}

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
