// Step 6 of the portal: every answer of steps 1–5 and the uploaded files, read-only.
import {
  FIELD_LABELS,
  MULTILINE_FIELDS,
  PORTAL_STEPS,
  STEP_FIELDS,
  styleLabel,
  type PortalView,
  type TextField,
} from "~/models/professional/professional";
import { formatBytes } from "~/utils/format";

export function PortalSummary({ details, documents }: Pick<PortalView, "details" | "documents">) {
  const value = (field: TextField) =>
    (field === "stylePreferences" ? styleLabel(details.stylePreferences) : details[field]) || "–";
  return (
    <div className="space-y-6">
      {PORTAL_STEPS.slice(0, 5).map((s) => (
        <section
          key={s.step}
          aria-labelledby={`summary-${s.step}`}
          className="rounded-xl border border-slate-200 p-4 sm:p-5"
        >
          <h3 id={`summary-${s.step}`} className="font-semibold text-slate-900">
            {s.step}. {s.title}
          </h3>
          <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            {STEP_FIELDS[s.step].map((f) => (
              <div
                key={f}
                className={
                  f !== "existingLogo" && MULTILINE_FIELDS.has(f) ? "sm:col-span-2" : undefined
                }
              >
                <dt className="text-slate-500">{FIELD_LABELS[f]}</dt>
                <dd className="whitespace-pre-line break-words font-medium text-slate-900">
                  {f === "existingLogo" ? (details.existingLogo ? "Ja" : "Nein") : value(f)}
                </dd>
              </div>
            ))}
            {s.step === 5 ? (
              <div className="sm:col-span-2">
                <dt className="text-slate-500">Dateien</dt>
                <dd className="font-medium text-slate-900">
                  {documents.length ? (
                    <ul>
                      {documents.map((d) => (
                        <li key={d.id}>
                          {d.name}{" "}
                          <span className="font-normal text-slate-500">
                            ({formatBytes(d.size)})
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    "–"
                  )}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ))}
    </div>
  );
}
