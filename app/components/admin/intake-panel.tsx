// The admin order page's tab 'Angaben': the professional portal's six steps (labels as in
// the wizard), its files and the payment provider's customer data, then every order field.
import { DetailList, EMPTY_VALUE } from "./detail-list";
import type { AdminIntake } from "~/models/order/admin-intake.server";
import { formatBytes } from "~/utils/format";

function Files({ files }: { files: NonNullable<AdminIntake["professional"]>["files"] }) {
  if (!files.length) return <p className="text-slate-900">{EMPTY_VALUE}</p>;
  return (
    <ul className="space-y-1" aria-label="Dateien aus dem Kundenportal">
      {files.map((f) => (
        <li key={f.id} className="flex flex-wrap items-center gap-x-3">
          {f.url ? (
            <a
              href={f.url}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {f.name}
            </a>
          ) : (
            <span className="text-slate-700">{f.name} (gelöscht)</span>
          )}
          <span className="text-xs text-slate-500">{formatBytes(f.size)}</span>
        </li>
      ))}
    </ul>
  );
}

export function IntakePanel({ intake }: { intake: AdminIntake }) {
  const pro = intake.professional;
  return (
    <div className="space-y-8" data-testid="intake">
      {pro ? (
        <>
          <p className="text-sm text-slate-600">
            {pro.submittedAt
              ? `Im Kundenportal übermittelt am ${pro.submittedAt}.`
              : "Die Angaben im Kundenportal sind noch nicht übermittelt (Stand des letzten Speicherns)."}
          </p>
          {pro.steps.map((s) => (
            <section key={s.step} aria-labelledby={`intake-step-${s.step}`}>
              <h3
                id={`intake-step-${s.step}`}
                className="mb-3 border-b border-slate-100 pb-2 text-base font-semibold text-slate-900"
              >
                Schritt {s.step}: {s.title}
              </h3>
              <DetailList items={s.items} />
            </section>
          ))}
          <section aria-labelledby="intake-files">
            <h3
              id="intake-files"
              className="mb-3 border-b border-slate-100 pb-2 text-base font-semibold text-slate-900"
            >
              Dateien aus dem Kundenportal
            </h3>
            <Files files={pro.files} />
          </section>
          <section aria-labelledby="intake-provider">
            <h3
              id="intake-provider"
              className="mb-3 border-b border-slate-100 pb-2 text-base font-semibold text-slate-900"
            >
              Kundendaten beim Zahlungsanbieter
            </h3>
            <DetailList items={pro.providerCustomer} />
          </section>
        </>
      ) : null}
      <section aria-labelledby="intake-order">
        <h3
          id="intake-order"
          className="mb-3 border-b border-slate-100 pb-2 text-base font-semibold text-slate-900"
        >
          Alle Auftragsfelder
        </h3>
        <DetailList items={intake.orderFields} />
      </section>
    </div>
  );
}
