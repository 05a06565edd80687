// The dashboard card's short timeline: six segments and one line – where the order stands
// and what comes next (the full list is on the order page).
import { LiveLink, NextStepText } from "./order-timeline";
import { cn } from "~/components/ui/cn";
import { TIMELINE_MILESTONES, type TimelineSummary } from "~/models/order/timeline";

export function TimelineSummaryLine({
  summary,
  className,
}: {
  summary: TimelineSummary;
  className?: string;
}) {
  const done = summary.link !== null;
  return (
    <div className={cn("rounded-xl bg-slate-50 p-3", className)} data-testid="timeline-summary">
      <div aria-hidden="true" className="flex gap-1">
        {TIMELINE_MILESTONES.map((name, i) => (
          <span
            key={name}
            title={name}
            className={cn(
              "h-1.5 flex-1 rounded-full",
              i + 1 < summary.milestone || (done && i + 1 === summary.milestone)
                ? "bg-emerald-600"
                : i + 1 === summary.milestone
                  ? "bg-brand-600"
                  : "bg-slate-200",
            )}
          />
        ))}
      </div>
      {/* one text with the step: the status badge stays the only element saying just the status */}
      <p className="mt-2 text-sm font-semibold text-slate-900">
        <span className="font-normal text-slate-500">
          Schritt {summary.milestone} von {summary.of}:{" "}
        </span>
        {summary.label}
      </p>
      {summary.next ? (
        <p className="text-sm text-slate-600">
          <NextStepText next={summary.next} dateClassName="font-semibold text-slate-900" />
        </p>
      ) : null}
      {summary.link ? <LiveLink link={summary.link} /> : null}
    </div>
  );
}
