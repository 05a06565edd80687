// PATCH /api/orders/{id}/status (01 §7): used by the admin status changer; admins only.
import { adminStatusAction } from "~/http/api-status.server";
import { methodNotAllowed } from "~/utils/api.server";

export const action = adminStatusAction;

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
