// The admin order page's head: the way back, the order number, package and customer.
import { Link } from "@remix-run/react";
import { AccountDeletedBadge } from "./account-deleted-badge";
import { useStaffCan } from "./admin-shell";
import type { AdminOrderPage } from "~/models/order/admin-page.server";

export function AdminOrderHeader({ order }: { order: AdminOrderPage["order"] }) {
  const can = useStaffCan();
  return (
    <>
      <Link to="/admin/dashboard" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Zurück zur Übersicht
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            Auftrag <span className="font-mono">#{order.shortId}</span>
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-slate-600">
            {order.packageName} ·{" "}
            {order.customer.deleted ? (
              <AccountDeletedBadge />
            ) : (
              <span>{[order.customer.name, order.customer.email].filter(Boolean).join(", ")}</span>
            )}
            {can && !can["customers.read"] ? null : (
              <Link
                to={`/admin/customers/${order.customer.id}`}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                Kunde ansehen
              </Link>
            )}
          </p>
        </div>
      </div>
    </>
  );
}
