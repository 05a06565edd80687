import { useHydrated } from "remix-utils/use-hydrated";
import { DemoButton } from "./demo-button";
import { useDemo } from "./demo-context";
import { DemoImage } from "./demo-image";
import { useCyclingIndex } from "./use-cycling-index";
import type { DemoSection } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

type HeroSection = Extract<DemoSection, { kind: "hero" }>;

export function Hero({ section }: { section: HeroSection }) {
  const { theme } = useDemo();
  const hydrated = useHydrated();
  // 02 §2.8: the bakery keeps a slide index it never shows; kept as state for parity
  const [slide] = useCyclingIndex(
    section.hiddenSlides?.count ?? 0,
    section.hiddenSlides?.intervalMs ?? 3000,
    hydrated && Boolean(section.hiddenSlides),
  );
  return (
    <section
      id={section.id}
      aria-labelledby="hero-title"
      data-hero-slide={section.hiddenSlides ? slide : undefined}
      className={cn(
        "relative isolate scroll-mt-20 overflow-hidden pb-16 pt-28 text-white sm:pb-24 sm:pt-36",
        theme.dark,
      )}
    >
      {section.image ? (
        <>
          <DemoImage
            image={section.image}
            priority
            className="absolute inset-0 -z-20 h-full w-full"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-gradient-to-r from-black/80 via-black/60 to-black/30"
          />
        </>
      ) : (
        <div
          aria-hidden="true"
          className="absolute -right-32 -top-32 -z-10 h-96 w-96 rounded-full bg-white/5"
        />
      )}
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <div>
          {section.eyebrow ? (
            <p className={cn("text-sm font-semibold uppercase tracking-wider", theme.onDarkAccent)}>
              {section.eyebrow}
            </p>
          ) : null}
          <h1
            id="hero-title"
            className={cn(
              "mt-3 text-4xl font-bold leading-tight tracking-tight sm:text-5xl lg:text-6xl",
              theme.heading,
            )}
          >
            {section.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/85">{section.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {section.actions.map((action) => (
              <DemoButton key={action.label} action={action} onDark />
            ))}
          </div>
        </div>
        {section.badge || section.facts ? (
          <div className="rounded-3xl border border-white/15 bg-white/10 p-6 backdrop-blur-md sm:p-8">
            {section.badge ? (
              <div>
                <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-white/80">
                  <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-400" />
                  {section.badge.title}
                </p>
                <ul className="mt-3 space-y-1 text-lg font-medium">
                  {section.badge.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {section.facts ? (
              <dl
                className={cn(
                  "grid grid-cols-2 gap-6",
                  section.badge && "mt-6 border-t border-white/15 pt-6",
                )}
              >
                {section.facts.map((fact) => (
                  <div key={fact.label} className="flex flex-col-reverse">
                    <dt className="text-sm text-white/75">{fact.label}</dt>
                    <dd className="text-2xl font-bold sm:text-3xl">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
