// The admin dashboard's overdue subscriptions: every order with a failed
// renewal still unpaid, what is open since when, and the way to the order.
import { Link } from "@remix-run/react";
import { Badge } from "~/components/ui/badge";

export interface OverdueSubscriptionRow {
  orderId: string;
  shortId: string;
  customer: string | null;
  planName: string;
  open: string | null;
  periods: number;
  since: string | null;
  statusLabel: string | null;
}

export function OverdueSubscriptions({ rows }: { rows: OverdueSubscriptionRow[] }) {
  if (!rows.length) return null;
  return (
    <section
      aria-labelledby="overdue-title"
      className="mt-8 rounded-2xl border border-red-200 bg-red-50/60 p-5"
      data-testid="overdue-subscriptions"
    >
      <h2 id="overdue-title" className="text-lg font-semibold text-red-900">
        Überfällige Abos ({rows.length})
      </h2>
      <p className="mt-1 text-sm text-red-900">
        Die Abbuchung ist fehlgeschlagen und noch nicht beglichen. Der Kunde sieht die offene
        Zahlung mit „Jetzt bezahlen“ in seinem Konto.
      </p>
      <ul className="mt-4 divide-y divide-red-100 rounded-xl bg-white ring-1 ring-red-100">
        {rows.map((r) => (
          <li
            key={r.orderId}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p className="font-medium text-slate-900">
                <span className="font-mono">#{r.shortId}</span> · {r.customer ?? "–"}
              </p>
              <p className="text-sm text-slate-600">
                {r.planName} ·{" "}
                {r.open ? (
                  <>
                    offen <strong className="text-red-700">{r.open}</strong>
                    {r.periods > 1 ? ` (${r.periods} Monate)` : ""} seit {r.since}
                  </>
                ) : (
                  "offener Betrag: siehe Auftrag"
                )}
                {r.statusLabel ? (
                  <Badge tone="warning" className="ml-2">
                    {r.statusLabel}
                  </Badge>
                ) : null}
              </p>
            </div>
            <Link
              to={`/admin/orders/${r.orderId}`}
              className="shrink-0 text-sm font-semibold text-brand-700 underline"
              aria-label={`Auftrag öffnen: überfälliges Abo #${r.shortId}`}
            >
              Auftrag öffnen
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
