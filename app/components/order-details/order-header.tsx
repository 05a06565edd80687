// The head of the customer's order page: number, date, package and price, the status, and
// with JavaScript the autosave's quiet status line.
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { statusLabel, statusTone } from "~/models/order/status";

export function OrderHeader({
  order,
  children,
}: {
  order: {
    shortId: string;
    createdAt: string;
    packageName: string;
    offer: string;
    price: string;
    status: string;
  };
  /** beside the status, e.g. the autosave line */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <p className="text-sm text-slate-500">
          Bestellung <span className="font-mono">#{order.shortId}</span> · erstellt am{" "}
          {order.createdAt}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Bestelldetails</h1>
        <p className="mt-1 text-slate-600">
          {order.offer} · <span data-testid="order-total">{order.price}</span>
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
        {children}
      </div>
    </div>
  );
}
