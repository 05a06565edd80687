// Without JavaScript every slide sits in a horizontally scrollable, snapping list, so all
// of them can be reached. After hydration it becomes a one-slide carousel that rotates on
// its own unless the visitor prefers reduced motion, pauses it, or hovers/focuses it.
import { useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useDemo } from "./demo-context";
import { useCyclingIndex, usePrefersReducedMotion } from "./use-cycling-index";
import { cn } from "~/components/ui/cn";
import { LineIcon } from "~/components/ui/line-icon";

export type Slide = { key: string; label: string; content: ReactNode };

export function Carousel({
  label,
  slides,
  intervalMs,
}: {
  label: string;
  slides: Slide[];
  intervalMs: number;
}) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  // reduced motion: no automatic rotation, but the visitor may still start it
  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);
  const running = hydrated && playing && !hovered;
  const [index, setIndex] = useCyclingIndex(slides.length, intervalMs, running);
  const { theme } = useDemo();

  if (!hydrated) {
    return (
      <div role="region" aria-label={label} data-carousel="static" data-interval={intervalMs}>
        {/* focusable so keyboard users can scroll the list */}
        <ul
          tabIndex={0}
          aria-label={`${label} – zum Blättern seitlich scrollen`}
          className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4"
        >
          {slides.map((slide) => (
            <li
              key={slide.key}
              data-carousel-item
              className="w-[85%] shrink-0 snap-start sm:w-[60%] lg:w-[46%]"
            >
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  return (
    <div
      role="region"
      aria-roledescription="Karussell"
      aria-label={label}
      data-carousel="live"
      data-carousel-index={index}
      data-interval={intervalMs}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="overflow-hidden rounded-3xl">
        <div
          aria-live={running ? "off" : "polite"}
          className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              data-carousel-item
              role="group"
              aria-roledescription="Folie"
              aria-label={`${i + 1} von ${slides.length}: ${slide.label}`}
              aria-hidden={i !== index}
              className="w-full shrink-0"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
        <ControlButton
          label="Vorherige Folie"
          onClick={() => go(index - 1)}
          path="m15 18-6-6 6-6"
        />
        <div className="flex items-center gap-1">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              aria-label={`Folie ${i + 1} anzeigen: ${slide.label}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              className="grid h-8 w-8 place-items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current"
            >
              <span
                className={cn(
                  "block h-2.5 rounded-full transition-all",
                  i === index ? cn("w-6", theme.button) : "w-2.5 bg-slate-300",
                )}
              />
            </button>
          ))}
        </div>
        <ControlButton label="Nächste Folie" onClick={() => go(index + 1)} path="m9 6 6 6-6 6" />
        <button
          type="button"
          onClick={() => setPlaying((p) => !p)}
          className="ml-2 inline-flex min-h-[36px] items-center rounded-full border border-slate-300 bg-white px-3 text-xs font-semibold text-slate-700 hover:bg-slate-50"
        >
          {playing ? "Pausieren" : "Automatisch abspielen"}
        </button>
      </div>
    </div>
  );
}

function ControlButton({
  label,
  onClick,
  path,
}: {
  label: string;
  onClick: () => void;
  path: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid h-10 w-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50"
    >
      <LineIcon path={path} className="h-5 w-5" strokeWidth={2} />
    </button>
  );
}
