import { useId } from "react";
import { DemoButton } from "./demo-button";
import { useDemo } from "./demo-context";
import { DemoImage } from "./demo-image";
import type { DemoSection } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

type BannerSection = Extract<DemoSection, { kind: "banner" }>;

/** Call-to-action band on the theme's dark ground. */
export function Banner({ section }: { section: BannerSection }) {
  const { theme } = useDemo();
  const headingId = useId();
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="scroll-mt-20 px-4 py-12 sm:px-6 lg:px-8"
    >
      <div
        className={cn(
          "relative isolate mx-auto grid max-w-6xl items-center gap-8 overflow-hidden rounded-[2rem] p-8 text-white shadow-xl sm:p-12",
          section.image && "lg:grid-cols-2",
          theme.dark,
        )}
      >
        <div>
          <h2
            id={headingId}
            className={cn("text-3xl font-bold tracking-tight sm:text-4xl", theme.heading)}
          >
            {section.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-white/85">{section.text}</p>
          {section.lines ? (
            <ul className="mt-4 space-y-1 font-medium">
              {section.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            {section.actions.map((a) => (
              <DemoButton key={a.label} action={a} onDark />
            ))}
          </div>
        </div>
        {section.image ? (
          <DemoImage image={section.image} className="aspect-[4/3] w-full rounded-2xl" />
        ) : null}
      </div>
    </section>
  );
}
