// GET /api/admin/orders/{id} (01 §7): one order with everything, for admins.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiStaff } from "~/http/staff.server";
import { serializeOrderWithDocuments } from "~/models/order/api.server";
import { findOrderWithOwner } from "~/models/order/order.server";
import { listStatusHistory } from "~/models/order/status.server";
import { api, ApiError, apiJson, methodNotAllowed } from "~/utils/api.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  return api(async () => {
    await requireApiStaff(request, "api.read");
    const orderId = params.orderId ?? "";
    const order = await findOrderWithOwner(orderId);
    if (!order) throw new ApiError(404, "Auftrag nicht gefunden");
    const { user, ...rest } = order;
    return apiJson({
      ...(await serializeOrderWithDocuments(rest)),
      user,
      statusHistory: await listStatusHistory(order.id),
    });
  });
}

// every method this call does not offer answers 405
export const action = methodNotAllowed;
