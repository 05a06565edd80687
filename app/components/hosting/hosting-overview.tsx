// 'Zahlungen & Abo': the hosting of each one-time package – until when it is free and what
// it is now – so the end of the free year is not only in the go-live mail.
import { Link } from "@remix-run/react";
import type { BadgeTone } from "~/models/order/status";
import { Badge } from "~/components/ui/badge";
import { HOSTING_FREE_UNTIL } from "~/models/billing/hosting";

export interface HostingOverviewEntry {
  orderId: string;
  orderShortId: string;
  planName: string;
  status: string;
  label: string;
  text: string;
  freeUntil: string;
  tone: BadgeTone;
  canChoose: boolean;
}

export function HostingOverview({ hostings }: { hostings: HostingOverviewEntry[] }) {
  if (!hostings.length) return null;
  return (
    <section aria-labelledby="hosting-title" className="mt-12">
      <h2 id="hosting-title" className="text-xl font-semibold text-slate-900">
        Hosting
      </h2>
      <ul className="mt-4 grid gap-5 md:grid-cols-2">
        {hostings.map((h) => (
          <li
            key={h.orderId}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            data-testid="billing-hosting"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{h.planName}</h3>
                <p className="text-sm text-slate-500">
                  Bestellung <span className="font-mono">#{h.orderShortId}</span>
                </p>
              </div>
              <Badge tone={h.tone} className="shrink-0 whitespace-nowrap">
                {h.label}
              </Badge>
            </div>
            <p className="mt-4 text-sm text-slate-700" data-testid="billing-hosting-free-until">
              {HOSTING_FREE_UNTIL} <strong className="text-slate-900">{h.freeUntil}</strong>
            </p>
            {h.status !== "free" ? <p className="text-sm text-slate-600">{h.text}</p> : null}
            {h.canChoose ? (
              <Link
                to={`/hosting/${h.orderId}`}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
              >
                Hosting nach dem kostenlosen Jahr festlegen
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
