// PATCH /api/admin/orders/{id}/status (01 §7).
export { action } from "./api.orders.$orderId.status";
