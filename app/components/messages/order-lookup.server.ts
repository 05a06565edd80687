// The two existence checks the thread routes make before reading a request body.
import { isUuid } from "~/models/order.server";
import { prisma } from "~/utils/db.server";

export async function getOwnOrder(userId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  return prisma.order.findFirst({ where: { id: orderId, userId }, select: { id: true } });
}

export async function getAdminOrderExists(orderId: string) {
  if (!isUuid(orderId)) return false;
  return Boolean(await prisma.order.findUnique({ where: { id: orderId }, select: { id: true } }));
}
