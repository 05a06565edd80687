// The staff side of the permission matrix: which orders a staff member may open (Produktion:
// only those assigned to them and unassigned ones) and the people an order can be assigned to.
import { can, isStaffRole, staffSignature, type StaffRole } from "./permissions";
import type { Prisma } from "@prisma/client";
import { prisma } from "~/utils/db.server";

export interface Staff {
  id: string;
  role: StaffRole;
}

/** The orders this staff member may see, as a Prisma filter ({} for every order). */
export function orderScope(staff: Staff): Prisma.OrderWhereInput {
  if (can(staff.role, "orders.all")) return {};
  return { OR: [{ assigneeId: staff.id }, { assigneeId: null }] };
}

/** Whether the order exists within the staff member's scope: "ok", "out-of-scope" or "missing". */
export async function orderAccess(
  staff: Staff,
  orderId: string,
): Promise<"ok" | "out-of-scope" | "missing"> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return "missing";
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: { assigneeId: true },
  });
  if (!order) return "missing";
  if (can(staff.role, "orders.all")) return "ok";
  return order.assigneeId === null || order.assigneeId === staff.id ? "ok" : "out-of-scope";
}

/** Active staff who work on orders (everybody but Buchhaltung), for the "Zuständig" field. */
export async function assignableStaff() {
  const people = await prisma.user.findMany({
    where: {
      isAdmin: true,
      deactivatedAt: null,
      staffRole: { in: ["owner", "project_lead", "production"] },
    },
    select: { id: true, firstName: true, lastName: true, email: true, staffRole: true },
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { email: "asc" }],
  });
  return people.map((p) => ({ id: p.id, label: staffSignature(p) }));
}

export async function isAssignable(userId: string) {
  const person = await prisma.user.findFirst({
    where: { id: userId, isAdmin: true, deactivatedAt: null },
    select: { staffRole: true },
  });
  return Boolean(person && isStaffRole(person.staffRole) && person.staffRole !== "accounting");
}

/** Who signs a change: the Prisma select every history uses with staffSignature. */
export const SIGNATURE_SELECT = {
  firstName: true,
  lastName: true,
  email: true,
  staffRole: true,
  isAdmin: true,
} as const;
