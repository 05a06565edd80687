// PATCH /api/orders/{id}/status (01 §7): used by the admin status changer; admins only.
import type { ActionFunctionArgs } from "@remix-run/node";
import { adminStatusAction } from "~/http/api-status.server";
import { methodNotAllowed } from "~/utils/api.server";

export function action({ request, params }: ActionFunctionArgs) {
  return adminStatusAction(request, params.orderId);
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
