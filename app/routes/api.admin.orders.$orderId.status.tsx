// PATCH /api/admin/orders/{id}/status (01 §7).
import { methodNotAllowed } from "~/utils/api.server";
export { action } from "./api.orders.$orderId.status";

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
