import { useDemo } from "./demo-context";
import type { DemoSection } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

type StatsSection = Extract<DemoSection, { kind: "stats" }>;

export function StatsStrip({ section }: { section: StatsSection }) {
  const { theme } = useDemo();
  return (
    <section aria-label="Zahlen und Fakten" className={cn("border-y border-black/5", theme.soft)}>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:px-8">
        {section.items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm font-medium opacity-80">{item.label}</dt>
            <dd className={cn("text-3xl font-bold sm:text-4xl", theme.heading)}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
