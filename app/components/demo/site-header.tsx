// Fixed header with in-page navigation. On the law, tax and doctor pages it lies clear
// over the hero until the page is scrolled more than 100 px (02 §2.9, §9); without
// JavaScript it stays solid so it is always readable.
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { DemoButton } from "./demo-button";
import { useDemo } from "./demo-context";
import { MobileMenu } from "./mobile-menu";
import type { DemoSite } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

const SCROLL_THRESHOLD_PX = 100;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader({ site }: { site: DemoSite }) {
  const { theme } = useDemo();
  const hydrated = useHydrated();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const clear = Boolean(site.headerSolidOnScroll) && hydrated && !scrolled;
  return (
    <header
      data-header-state={clear ? "clear" : "solid"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-colors duration-300",
        clear ? theme.headerClear : theme.headerSolid,
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:h-20 sm:px-6 lg:px-8">
        <a href="#inhalt" className="flex flex-col leading-tight">
          <span className={cn("text-lg font-bold sm:text-xl", theme.heading)}>{site.name}</span>
          <span className="hidden text-xs opacity-75 sm:block">{site.tagline}</span>
        </a>
        <nav aria-label="Hauptnavigation" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {site.nav.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  className="rounded-full px-3 py-2 text-sm font-medium opacity-90 transition hover:underline hover:underline-offset-4 hover:opacity-100"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {site.headerAction ? (
            <DemoButton action={site.headerAction} className="hidden sm:inline-flex" />
          ) : null}
          <MobileMenu nav={site.nav} action={site.headerAction} />
        </div>
      </div>
    </header>
  );
}
