import { useId, type ReactNode } from "react";
import { useDemo } from "./demo-context";
import { cn } from "~/components/ui/cn";

/** A page section with its anchor, optional eyebrow, h2 and intro. */
export function SectionShell({
  id,
  eyebrow,
  title,
  intro,
  alt,
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  alt?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { theme } = useDemo();
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("scroll-mt-20 py-16 sm:py-24", alt && theme.alt, className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-14">
            {eyebrow ? (
              <p className={cn("text-sm font-semibold uppercase tracking-wider", theme.accentText)}>
                {eyebrow}
              </p>
            ) : null}
            <h2
              id={headingId}
              className={cn(
                "mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl",
                theme.heading,
              )}
            >
              {title}
            </h2>
            {intro ? <p className="mt-4 text-lg text-slate-600">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
