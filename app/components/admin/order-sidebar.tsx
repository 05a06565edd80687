// The admin order page's side column below the hosting box: the release of a professional
// intake for changes (a plain POST to the page's action) and the status history.
import { Form } from "@remix-run/react";
import type { AdminOrderPage } from "~/models/order/admin-page.server";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { INTAKE_RELEASE } from "~/models/professional/professional";

export function CorrectionLoopPanel({
  professional,
  tab,
  saving,
}: {
  professional: NonNullable<AdminOrderPage["professional"]>;
  tab: string;
  saving: boolean;
}) {
  return (
    <Panel titleId="correction-title" title="Kundenportal">
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="text-slate-500">Angaben übermittelt</dt>
          <dd className="font-medium text-slate-900">{professional.submittedAt ?? "Noch nicht"}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{INTAKE_RELEASE.state}</dt>
          <dd className="font-medium text-slate-900" data-testid="correction-state">
            {professional.correctionRequestedAt
              ? `am ${professional.correctionRequestedAt}`
              : INTAKE_RELEASE.notUsed}
          </dd>
        </div>
      </dl>
      {professional.canOpenCorrection ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="tab" value={tab} />
          <p className="mb-3 text-xs text-slate-600">{INTAKE_RELEASE.releasedText}</p>
          <Button
            type="submit"
            name="intent"
            value="open-correction"
            variant="secondary"
            className="w-full"
            disabled={saving}
          >
            {INTAKE_RELEASE.action}
          </Button>
        </Form>
      ) : professional.correctionRequestedAt ? null : (
        <p className="mt-3 text-xs text-slate-600" data-testid="release-hint">
          {INTAKE_RELEASE.onlyWhile}
        </p>
      )}
    </Panel>
  );
}

export function StatusHistory({ history }: { history: AdminOrderPage["history"] }) {
  return (
    <Panel titleId="history-title" title="Statusverlauf">
      {history.length ? (
        <ol className="mt-3 space-y-3" data-testid="status-history">
          {history.map((h) => (
            <li key={h.id} className="break-words border-l-2 border-slate-200 pl-3 text-sm">
              <p className="font-medium text-slate-900">
                {h.from === h.to && h.note ? h.note : h.from ? `${h.from} → ${h.to}` : h.to}
              </p>
              {h.note && h.from !== h.to ? <p className="text-slate-600">{h.note}</p> : null}
              <p className="text-slate-500">
                <time>{h.at}</time> ·{" "}
                {/* a staff member signs with name and role: "Anna Beispiel (Projektleitung)" */}
                <span data-testid="history-by">
                  {h.source === "Admin" && h.by ? h.by : `${h.source}${h.by ? ` (${h.by})` : ""}`}
                </span>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Noch keine Statusänderungen.</p>
      )}
    </Panel>
  );
}
