// The frame of an admin order's sub-pages of their own (acceptance, go-live): the way back
// to the order, its number and its current status above the sub-page's panel.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminShell } from "~/components/admin/admin-shell";
import { Badge } from "~/components/ui/badge";
import { statusLabel, statusTone } from "~/models/order/status";

export function AdminOrderSubPage({
  back,
  shortId,
  status,
  children,
}: {
  /** the order page (on the tab the sub-page belongs to) */
  back: string;
  shortId: string;
  status: string;
  children: ReactNode;
}) {
  return (
    <AdminShell>
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <Link to={back} className="text-sm font-semibold text-brand-700 hover:underline">
          ← Zurück zu Auftrag #{shortId}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
          Auftrag <span className="font-mono">#{shortId}</span>
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          Aktueller Status:
          <span data-testid="current-status">
            <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>
          </span>
        </p>
        {children}
      </div>
    </AdminShell>
  );
}
