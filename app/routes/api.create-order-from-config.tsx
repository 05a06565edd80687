// POST /api/create-order-from-config (01 §7): the same as POST /api/orders, with the
// package config of package selection (packageId, paymentType, add-ons).
import { methodNotAllowed } from "~/utils/api.server";
export { action } from "./api.orders";

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
