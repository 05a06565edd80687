import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";

/** The h2 + intro every section starts with; the id labels the section landmark. */
function SectionHeading({
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

/**
 * A section of the profession page: its anchor (the header's in-page links), the heading
 * labelling the landmark, then the content.
 */
export function ProfessionSection({
  id,
  title,
  intro,
  center,
  tinted = false,
  narrow = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  center?: boolean;
  /** the grey ground that sets every other section apart */
  tinted?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("scroll-mt-20", tinted && "bg-slate-50", "py-20")}
    >
      <div className={cn("container-page", narrow && "max-w-3xl")}>
        <SectionHeading id={`${id}-title`} title={title} intro={intro} center={center} />
        {children}
      </div>
    </section>
  );
}
