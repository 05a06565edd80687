// Order details. This first version shows the order's package and price to its owner;
// the three-tab form with uploads replaces the body in the order-details issue.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageShell } from "~/components/page-shell";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { getPackage } from "~/models/catalog";
import { parseAdditionalServices } from "~/models/order.server";
import { statusLabel, statusTone } from "~/models/order-status";
import { addOnLines } from "~/models/pricing";
import { formatCents, formatDate, shortId } from "~/utils/format";
import { requireOwnOrder } from "~/utils/order-access.server";

export const meta: MetaFunction = () => [{ title: "Bestelldetails – Seitenwerk" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await requireOwnOrder(request, params.orderId);
  const services = parseAdditionalServices(order.additionalServices);
  return json({
    id: order.id,
    shortId: shortId(order.id),
    status: order.status,
    packageName: getPackage(order.packageType)?.name ?? order.packageType,
    paymentType: order.paymentType,
    createdAt: formatDate(order.createdAt),
    base: formatCents(order.basePriceCents),
    total: formatCents(order.totalPriceCents),
    addOns: addOnLines({ additionalPagesCount: order.additionalPagesCount, ...services }).map((l) => ({ label: l.label, quantity: l.quantity, total: formatCents(l.totalCents) })),
  });
}

export default function OrderDetails() {
  const o = useLoaderData<typeof loader>();
  return (
    <PageShell>
      <div className="container-page max-w-3xl py-10">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm text-slate-500">
              Bestellung <span className="font-mono">#{o.shortId}</span> · {o.createdAt}
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{o.packageName} Website</h1>
          </div>
          <Badge tone={statusTone(o.status)}>{statusLabel(o.status)}</Badge>
        </div>
        <dl className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-6 shadow-sm">
          <div className="flex justify-between py-3">
            <dt className="text-slate-600">Paket ({o.paymentType === "subscription" ? "monatlich" : "einmalig"})</dt>
            <dd className="font-medium">{o.base}</dd>
          </div>
          {o.addOns.map((a) => (
            <div key={a.label} className="flex justify-between py-3">
              <dt className="text-slate-600">
                {a.label}
                {a.quantity > 1 ? ` × ${a.quantity}` : ""}
              </dt>
              <dd className="font-medium">{a.total}</dd>
            </div>
          ))}
          <div className="flex justify-between py-3 font-semibold">
            <dt>Gesamt</dt>
            <dd data-testid="order-total">{o.total}</dd>
          </div>
        </dl>
        <ButtonLink to="/dashboard" variant="secondary" className="mt-8">
          Zurück zu meinen Bestellungen
        </ButtonLink>
      </div>
    </PageShell>
  );
}
