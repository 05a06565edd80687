// The admin's customer list: search by name, e-mail or company through a GET form (works
// without JavaScript, can be bookmarked), a page at a time, each customer with orders,
// invoices and unread messages, linking to the customer page. The same permission as the
// customer page (customers.read): Produktion sees no customers' contact details.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { CustomerList, CustomerPager, CustomerSearch } from "~/components/admin/customer-list";
import { requireStaff } from "~/http/staff.server";
import { listCustomers } from "~/models/account/customer-list.server";
import { formatDate } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";

export const meta: MetaFunction = () => noindexMeta("Kunden – Admin – Seitenwerk");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "customers.read");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const list = await listCustomers({ query: q, page });
  return json({
    q,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    customers: list.rows.map((c) => ({ ...c, createdAt: formatDate(c.createdAt) })),
  });
}

export default function AdminCustomers() {
  const { q, customers, page, pageCount, total } = useLoaderData<typeof loader>();
  return (
    <AdminShell>
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Kunden</h1>
        <p className="mt-1 text-slate-600">
          Kundenkonten mit ihren Aufträgen, Rechnungen und ungelesenen Nachrichten.
        </p>
        <CustomerSearch q={q} />
        <CustomerList customers={customers} q={q} />
        <CustomerPager q={q} page={page} pageCount={pageCount} total={total} />
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
