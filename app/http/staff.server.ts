// The server's check of the permission matrix for every admin loader, action and admin API
// call. A page or a form post without the right is a German 403 (the admin error boundary
// shows it) before anything is read or written; the API answers 403 JSON.
import {
  can,
  FORBIDDEN_TEXT,
  isStaffRole,
  ORDER_OUT_OF_SCOPE,
  type Permission,
} from "~/models/team/permissions";
import { orderAccess, type Staff } from "~/models/team/staff.server";
import { API_MESSAGES, ApiError, staffApiForbidden } from "~/utils/api.server";
import { getAdminStaff, requireAdminUserId, getUserId } from "~/utils/auth.server";

const forbidden = (text = FORBIDDEN_TEXT) =>
  new Response(text, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The signed-in staff member (else the sign-in page, as before), who must hold every one of
 * `permissions` (else 403).
 */
export async function requireStaff(request: Request, ...permissions: Permission[]): Promise<Staff> {
  await requireAdminUserId(request);
  const staff = await getAdminStaff(request);
  if (!staff || !isStaffRole(staff.role)) throw forbidden();
  const role = staff.role;
  if (permissions.some((p) => !can(role, p))) throw forbidden();
  return { id: staff.id, role };
}

/** 403 unless the staff member holds `permission` (an action's intent, after requireStaff). */
export function assertCan(staff: Staff, permission: Permission) {
  if (!can(staff.role, permission)) throw forbidden();
}

/** requireStaff, and the order must be within the member's scope (404 for an unknown one). */
export async function requireStaffOrder(
  request: Request,
  orderId: string | undefined,
  notFound: () => Response,
  ...permissions: Permission[]
): Promise<Staff> {
  const staff = await requireStaff(request, "orders.read", ...permissions);
  const access = await orderAccess(staff, orderId ?? "");
  if (access === "missing") throw notFound();
  if (access === "out-of-scope") throw forbidden(ORDER_OUT_OF_SCOPE);
  return staff;
}

/** The staff member when the admin cookie is live, without requiring one (shared downloads). */
export async function optionalStaff(request: Request): Promise<Staff | null> {
  const staff = await getAdminStaff(request);
  return staff && isStaffRole(staff.role) ? { id: staff.id, role: staff.role } : null;
}

/** The admin JSON API: 401 without a session, 403 JSON without the right. */
export async function requireApiStaff(
  request: Request,
  ...permissions: Permission[]
): Promise<Staff> {
  const staff = await optionalStaff(request);
  if (!staff) {
    if (await getUserId(request)) throw staffApiForbidden();
    throw new ApiError(401, API_MESSAGES.unauthenticated);
  }
  if (permissions.some((p) => !can(staff.role, p))) throw staffApiForbidden(FORBIDDEN_TEXT);
  return staff;
}
