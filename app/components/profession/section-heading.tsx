import { cn } from "~/components/ui/cn";

/** The h2 + intro every section starts with; the id labels the section landmark. */
export function SectionHeading({
  id,
  title,
  intro,
  center = false,
}: {
  id: string;
  title: string;
  intro?: string;
  center?: boolean;
}) {
  return (
    <div className={cn("max-w-2xl", center && "mx-auto text-center")}>
      <h2
        id={id}
        className="hyphens-auto break-words text-3xl font-bold tracking-tight text-slate-900"
      >
        {title}
      </h2>
      {intro ? <p className="mt-3 text-slate-600">{intro}</p> : null}
    </div>
  );
}
