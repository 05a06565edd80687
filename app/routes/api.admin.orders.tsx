// GET /api/admin/orders (01 §7): all orders for admins, with the dashboard's filters
// (?status=, ?q=, ?page=) and figures.
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  getAdminStats,
  listAdminOrders,
  parseAdminOrderFilter,
} from "~/models/admin-orders.server";
import { api, apiJson, cents, methodNotAllowed, requireApiAdmin } from "~/utils/api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    await requireApiAdmin(request);
    const filter = parseAdminOrderFilter(new URL(request.url).searchParams);
    const [stats, list] = await Promise.all([getAdminStats(), listAdminOrders(filter)]);
    return apiJson({
      stats: { ...stats, revenue: cents(stats.revenueCents) },
      page: list.page,
      pageCount: list.pageCount,
      total: list.total,
      orders: list.orders.map((o) => ({
        id: o.id,
        company: o.company,
        contactPerson: o.contactPerson,
        email: o.user.email,
        packageType: o.packageType,
        paymentType: o.paymentType,
        totalPrice: cents(o.totalPriceCents),
        monthlyPrice: cents(o.monthlyPriceCents),
        status: o.status,
        createdAt: o.createdAt.toISOString(),
      })),
    });
  });
}

// every method this call does not offer answers 405 (issue 16)
export const action = methodNotAllowed;
