import { useId } from "react";
import { DemoButton } from "./demo-button";
import { useDemo } from "./demo-context";
import { DemoImage } from "./demo-image";
import { SectionBand, SectionTitle } from "./section-shell";
import type { DemoSection } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";
import { LineIcon } from "~/components/ui/line-icon";

type StorySection = Extract<DemoSection, { kind: "story" }>;

/** Text beside an image: history, why-us blocks, practice tour. */
export function Story({ section, alt }: { section: StorySection; alt: boolean }) {
  const { theme } = useDemo();
  const headingId = useId();
  return (
    <SectionBand id={section.id} labelledBy={headingId} alt={alt}>
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className={cn(section.reverse && "lg:order-last")}>
          <SectionTitle id={headingId} eyebrow={section.eyebrow} title={section.title} />
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-slate-600">
              {p}
            </p>
          ))}
          {section.bullets ? (
            <ul className="mt-6 space-y-3">
              {section.bullets.map((b) => (
                <li key={b} className="flex gap-3 text-slate-700">
                  <LineIcon
                    path="m5 12 5 5L20 7"
                    className={cn("mt-0.5 h-5 w-5 shrink-0", theme.accentText)}
                    strokeWidth={2.5}
                  />
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
    </SectionBand>
  );
}
