import { useId } from "react";
import { DemoButton } from "./demo-button";
import { useDemo } from "./demo-context";
import { DemoImage } from "./demo-image";
import type { DemoSection } from "~/content/demos/types";
import { cn } from "~/components/ui/cn";

type StorySection = Extract<DemoSection, { kind: "story" }>;

/** Text beside an image: history, why-us blocks, practice tour. */
export function Story({ section, alt }: { section: StorySection; alt: boolean }) {
  const { theme } = useDemo();
  const headingId = useId();
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-20 py-16 sm:py-24", alt && theme.alt)}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className={cn(section.reverse && "lg:order-last")}>
          {section.eyebrow ? (
            <p className={cn("text-sm font-semibold uppercase tracking-wider", theme.accentText)}>
              {section.eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={cn(
              "mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl",
              theme.heading,
            )}
          >
            {section.title}
          </h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-slate-600">
              {p}
            </p>
          ))}
          {section.bullets ? (
            <ul className="mt-6 space-y-3">
              {section.bullets.map((b) => (
                <li key={b} className="flex gap-3 text-slate-700">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className={cn("mt-0.5 h-5 w-5 shrink-0", theme.accentText)}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2.5}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="m5 12 5 5L20 7" />
                  </svg>
                  <span>{b}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {section.actions ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {section.actions.map((a) => (
                <DemoButton key={a.label} action={a} />
              ))}
            </div>
          ) : null}
        </div>
        {section.image ? (
          <DemoImage image={section.image} className="aspect-[4/3] w-full rounded-3xl shadow-lg" />
        ) : section.facts ? (
          <dl className="grid grid-cols-2 gap-4">
            {section.facts.map((fact) => (
              <div
                key={fact.label}
                className={cn("flex flex-col-reverse rounded-3xl p-6 sm:p-8", theme.soft)}
              >
                <dt className="mt-1 text-sm font-medium opacity-80">{fact.label}</dt>
                <dd className={cn("text-3xl font-bold sm:text-4xl", theme.heading)}>
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
