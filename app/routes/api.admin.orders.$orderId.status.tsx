// PATCH /api/admin/orders/{id}/status (01 §7): the same as PATCH /api/orders/{id}/status.
import { adminStatusAction } from "~/http/api-status.server";
import { methodNotAllowed } from "~/utils/api.server";

export const action = adminStatusAction;

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
