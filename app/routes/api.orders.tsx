// POST /api/orders (01 §7): creates a draft order for the signed-in customer. The price
// fields of the payload are ignored: the catalogue prices the order, as on the pages.
import { createOrderAction } from "~/http/api-orders.server";
import { methodNotAllowed } from "~/utils/api.server";

export const action = createOrderAction;

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
