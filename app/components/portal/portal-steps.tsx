// Where the customer is in the portal: the progress line and the six step buttons (each a
// submit that saves the step and goes there, so it works without JavaScript).
import { cn } from "~/components/ui/cn";
import { LAST_STEP, PORTAL_STEPS } from "~/models/professional/professional";

export function PortalProgress({ step }: { step: number }) {
  const current = PORTAL_STEPS[step - 1];
  return (
    <div className="mt-6">
      <div className="flex justify-between text-sm text-slate-600">
        <span>
          Schritt {step} von {LAST_STEP}:{" "}
          <strong className="text-slate-900">{current.title}</strong>
        </span>
        <span>{Math.round((step / LAST_STEP) * 100)} %</span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Fortschritt"
        aria-valuemin={1}
        aria-valuemax={LAST_STEP}
        aria-valuenow={step}
        aria-valuetext={`Schritt ${step} von ${LAST_STEP}`}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-all"
          style={{ width: `${(step / LAST_STEP) * 100}%` }}
        />
      </div>
    </div>
  );
}

export function PortalStepNav({
  step,
  disabled,
  busy,
}: {
  step: number;
  /** a step that cannot be reached now (read-only, or beyond an incomplete step 1) */
  disabled: (step: number) => boolean;
  busy: boolean;
}) {
  return (
    <nav aria-label="Schritte">
      <ol className="grid grid-cols-6 gap-1.5 sm:gap-2">
        {PORTAL_STEPS.map((s) => (
          <li key={s.step}>
            <button
              type="submit"
              name="goto"
              value={s.step}
              disabled={disabled(s.step) || busy}
              aria-current={s.step === step ? "step" : undefined}
              className={cn(
                "flex w-full min-w-0 flex-col items-center gap-1 rounded-xl border px-1 py-2 text-xs font-semibold transition disabled:cursor-not-allowed",
                s.step === step
                  ? "border-brand-500 bg-brand-50 text-brand-800"
                  : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
                disabled(s.step) && s.step !== step && "text-slate-500 opacity-70",
              )}
            >
              <span
                className={cn(
                  "flex h-6 w-6 items-center justify-center rounded-full text-xs",
                  s.step <= step ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-700",
                )}
              >
                {s.step}
              </span>
              {/* long German step names do not fit six columns on small screens: the progress line above names the current one */}
              <span className="sr-only text-center text-[11px] leading-tight lg:not-sr-only">
                {s.title}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
