// PATCH /api/orders/{id}/status (01 §7): used by the admin status changer; admins only.
import type { ActionFunctionArgs } from "@remix-run/node";
import { adminStatusAction } from "~/utils/api-status.server";

export function action({ request, params }: ActionFunctionArgs) {
  return adminStatusAction(request, params.orderId);
}
