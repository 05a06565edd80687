// GET /api/admin/orders (01 §7): all orders for admins, with the dashboard's filters
// (?status=, ?q=, ?page=) and figures.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApiStaff } from "~/http/staff.server";
import {
  getAdminStats,
  listAdminOrders,
  parseAdminOrderFilter,
} from "~/models/order/admin-list.server";
import { orderScope } from "~/models/team/staff.server";
import { api, apiJson, cents, methodNotAllowed } from "~/utils/api.server";

export function loader({ request }: LoaderFunctionArgs) {
  return api(async () => {
    const staff = await requireApiStaff(request, "api.read");
    const filter = parseAdminOrderFilter(new URL(request.url).searchParams);
    const scope = orderScope(staff);
    const [stats, list] = await Promise.all([
      getAdminStats(scope),
      listAdminOrders(filter, { id: staff.id, scope }),
    ]);
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

// every method this call does not offer answers 405
export const action = methodNotAllowed;
