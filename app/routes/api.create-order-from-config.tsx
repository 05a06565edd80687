// POST /api/create-order-from-config (01 §7): the same as POST /api/orders, with the
// package config of package selection (packageId, paymentType, add-ons).
export { action } from "./api.orders";
