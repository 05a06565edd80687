import { useDemo } from "./demo-context";
import { DemoImage, WideImage } from "./demo-image";
import { SectionShell } from "./section-shell";
import type { DemoSection } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

type StepsSection = Extract<DemoSection, { kind: "steps" }>;

export function Steps({ section, alt }: { section: StepsSection; alt: boolean }) {
  const { theme } = useDemo();
  return (
    <SectionShell section={section} alt={alt}>
      <WideImage image={section.image} />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((step, i) => (
          <li
            key={step.title}
            className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
          >
            {step.image ? <DemoImage image={step.image} className="aspect-[4/3] w-full" /> : null}
            <div className="p-6">
              <span
                className={cn(
                  "grid h-10 w-10 place-items-center rounded-full text-base font-bold",
                  theme.button,
                )}
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className={cn("mt-4 text-lg font-semibold text-slate-900", theme.heading)}>
                <span className="sr-only">Schritt {i + 1}: </span>
                {step.title}
              </h3>
              {step.text ? <p className="mt-2 text-slate-600">{step.text}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
