// POST /api/user-orders (01 §7): the signed-in customer's orders, newest first.
import type { ActionFunctionArgs } from "@remix-run/node";
import { serializeOrder } from "~/models/order-api.server";
import {
  api,
  apiJson,
  methodNotAllowed,
  readJson,
  requireApiCustomer,
  requireMethod,
} from "~/utils/api.server";
import { prisma } from "~/utils/db.server";

export function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "POST");
    const body = await readJson(request).catch(() => ({}) as Record<string, unknown>);
    const userId = await requireApiCustomer(request, body.userId);
    const orders = await prisma.order.findMany({
      where: { userId },
      orderBy: { createdAt: "desc" },
    });
    return apiJson(orders.map((o) => serializeOrder(o)));
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
