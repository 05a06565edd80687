import { useId, type ReactNode } from "react";
import { useDemo } from "./demo-context";
import type { SectionBase } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

/** The band every section sits on; every second one takes the theme's alternate ground. */
export function SectionBand({
  id,
  labelledBy,
  alt,
  children,
}: {
  id?: string;
  labelledBy?: string;
  alt?: boolean;
  children: ReactNode;
}) {
  const { theme } = useDemo();
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn("scroll-mt-20 py-16 sm:py-24", alt && theme.alt)}
    >
      {children}
    </section>
  );
}

/** Optional eyebrow over the section's h2. */
export function SectionTitle({
  id,
  eyebrow,
  title,
}: {
  id: string;
  eyebrow?: string;
  title: string;
}) {
  const { theme } = useDemo();
  return (
    <>
      {eyebrow ? (
        <p className={cn("text-sm font-semibold uppercase tracking-wider", theme.accentText)}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl",
          theme.heading,
        )}
      >
        {title}
      </h2>
    </>
  );
}

/** A page section with its anchor, optional eyebrow, h2 and intro, taken from its content. */
export function SectionShell({
  section,
  alt,
  children,
}: {
  section: SectionBase;
  alt?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  const { id, eyebrow, title, intro } = section;
  return (
    <SectionBand id={id} labelledBy={title ? headingId : undefined} alt={alt}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-14">
            <SectionTitle id={headingId} eyebrow={eyebrow} title={title} />
            {intro ? <p className="mt-4 text-lg text-slate-600">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </SectionBand>
  );
}
