// POST /api/create-order-from-config (01 §7): the same as POST /api/orders, with the
// package config of package selection (packageId, paymentType, add-ons).
import { createOrderAction } from "~/http/api-orders.server";
import { methodNotAllowed } from "~/utils/api.server";

export const action = createOrderAction;

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
