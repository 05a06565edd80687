import { Carousel } from "./carousel";
import { useDemo } from "./demo-context";
import { DemoImage } from "./demo-image";
import { SectionShell } from "./section-shell";
import type { DemoSection } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

type CarouselSection = Extract<DemoSection, { kind: "carousel" }>;

export function ImageCarousel({ section, alt }: { section: CarouselSection; alt: boolean }) {
  const { theme } = useDemo();
  return (
    <SectionShell section={section} alt={alt}>
      <Carousel
        label={section.title}
        intervalMs={section.intervalMs}
        slides={section.items.map((item) => ({
          key: item.image.name,
          label: item.title,
          content: (
            <figure className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm md:grid-cols-[3fr_2fr]">
              <DemoImage image={item.image} className="aspect-[4/3] h-full w-full" />
              <figcaption className="flex flex-col justify-center p-6 sm:p-10">
                <h3 className={cn("text-2xl font-semibold text-slate-900", theme.heading)}>
                  {item.title}
                </h3>
                <p className="mt-3 text-slate-600">{item.text}</p>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </SectionShell>
  );
}
