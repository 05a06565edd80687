// The project timeline on the customer's order page: an ordered list, the step
// the order stands at marked with aria-current="step", each step with its date and who
// acted, the current one with what comes next. Plain HTML: nothing here needs JavaScript.
import type { OrderTimeline as Timeline, TimelineStep } from "~/models/order/timeline";
import { cn } from "~/components/ui/cn";

function Marker({ state, current }: { state: TimelineStep["state"]; current: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative z-10 flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold",
        state === "done" && !current && "border-emerald-600 bg-emerald-600 text-white",
        state === "done" &&
          current &&
          "border-emerald-600 bg-emerald-600 text-white ring-4 ring-emerald-100",
        state === "current" && "border-brand-600 bg-white text-brand-700 ring-4 ring-brand-100",
        state === "upcoming" && "border-slate-300 bg-white text-slate-400",
      )}
    >
      {state === "done" ? "✓" : state === "current" ? "●" : ""}
    </span>
  );
}

const STATE_TEXT: Record<TimelineStep["state"], string> = {
  done: "erledigt",
  current: "aktueller Schritt",
  upcoming: "noch offen",
};

export function OrderTimeline({ timeline, className }: { timeline: Timeline; className?: string }) {
  return (
    <section
      aria-labelledby="timeline-title"
      className={cn("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}
      data-testid="order-timeline"
    >
      <h2 id="timeline-title" className="text-lg font-semibold text-slate-900">
        Projektverlauf
      </h2>
      <ol className="mt-4">
        {timeline.steps.map((s, i) => {
          const current = i === timeline.currentIndex;
          const last = i === timeline.steps.length - 1;
          return (
            <li
              key={s.key}
              aria-current={current ? "step" : undefined}
              className="relative flex gap-3 pb-5 last:pb-0"
              data-testid={`timeline-step-${s.key}`}
              data-state={s.state}
            >
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute left-[13px] top-7 h-[calc(100%-1.75rem)] w-0.5",
                    s.state === "done" ? "bg-emerald-600" : "bg-slate-200",
                  )}
                />
              )}
              <Marker state={s.state} current={current} />
              <div className="min-w-0 flex-1 pt-0.5">
                <p
                  className={cn(
                    "font-semibold",
                    s.state === "upcoming" ? "text-slate-500" : "text-slate-900",
                  )}
                >
                  {s.label}
                  <span className="sr-only"> ({STATE_TEXT[s.state]})</span>
                </p>
                {s.date || s.actor ? (
                  <p className="text-sm text-slate-600">
                    {s.date ? <time dateTime={s.date.iso}>{s.date.label}</time> : null}
                    {s.date && s.actor ? " · " : null}
                    {s.actor ? <span>{s.actor}</span> : null}
                  </p>
                ) : null}
                {s.detail ? <p className="mt-0.5 text-sm text-slate-600">{s.detail}</p> : null}
                {s.link ? <LiveLink link={s.link} className="mt-1 inline-block break-all" /> : null}
                {current && s.next ? (
                  <p
                    className="mt-2 inline-block rounded-lg bg-brand-50 px-3 py-1.5 text-sm text-brand-900"
                    data-testid="timeline-next"
                  >
                    <NextStepText next={s.next} dateClassName="font-semibold" />
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** What comes next, and the promised day when there is one. */
export function NextStepText({
  next,
  dateClassName,
}: {
  next: NonNullable<TimelineStep["next"]>;
  dateClassName: string;
}) {
  return (
    <>
      {next.label}
      {next.date ? (
        <>
          {" "}
          <time dateTime={next.date.iso} className={dateClassName}>
            {next.date.label}
          </time>
        </>
      ) : null}
    </>
  );
}

/** The live site, in a new tab (said to screen readers too). */
export function LiveLink({
  link,
  className,
}: {
  link: { href: string; label: string };
  className?: string;
}) {
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("text-sm font-semibold text-brand-700 hover:underline", className)}
    >
      {link.label} ↗<span className="sr-only"> (öffnet in neuem Tab)</span>
    </a>
  );
}
