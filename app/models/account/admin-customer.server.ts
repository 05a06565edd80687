// The admin's view of one customer account and its deletion on request.
import { deletionBlockers, deletionPreview } from "./deletion.server";
import { USER_CONTACT_SELECT } from "~/models/account/user.server";
import { prisma } from "~/utils/db.server";
import { isUuid } from "~/utils/misc";

export async function getAdminCustomer(userId: string) {
  if (!isUuid(userId)) return null;
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      ...USER_CONTACT_SELECT,
      isAdmin: true,
      emailVerified: true,
      createdAt: true,
      deletedAt: true,
      deletionNote: true,
      orders: {
        orderBy: { createdAt: "desc" },
        select: {
          id: true,
          status: true,
          company: true,
          packageType: true,
          totalPriceCents: true,
          paidAt: true,
          createdAt: true,
        },
      },
    },
  });
  if (!user) return null;
  const [blockers, preview] = user.deletedAt
    ? [[], null]
    : await Promise.all([deletionBlockers(user.id), deletionPreview(user.id)]);
  return { user, blockers, preview };
}
