// The admin order page's hosting box: state and date of the hosting after the free year.
import type { BadgeTone } from "~/models/order/status";
import { Badge } from "~/components/ui/badge";
import { Panel } from "~/components/ui/panel";

export interface HostingAdminData {
  label: string;
  dateLabel: string;
  date: string | null;
  freeUntil: string;
  tone: BadgeTone;
}

export function HostingAdminPanel({ hosting }: { hosting: HostingAdminData | null }) {
  if (!hosting) return null;
  return (
    <Panel titleId="hosting-title" title="Hosting" testId="admin-hosting">
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd>
            <Badge tone={hosting.tone}>{hosting.label}</Badge>
          </dd>
        </div>
        {hosting.date ? (
          <div>
            <dt className="text-slate-500">{hosting.dateLabel}</dt>
            <dd className="font-medium text-slate-900">{hosting.date}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-500">Kostenloses Jahr bis</dt>
          <dd className="font-medium text-slate-900">{hosting.freeUntil}</dd>
        </div>
      </dl>
    </Panel>
  );
}
