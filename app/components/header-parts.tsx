// The pieces both site headers share (the main one and the profession pages' one): the
// sticky bar with the skip link and the logo, and the mobile menu as a <details>, so it
// opens and closes without JavaScript.
import { useEffect, useRef, type ReactNode } from "react";
import { Logo } from "./logo";

export function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Zum Inhalt springen
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Logo />
        {children}
      </div>
    </header>
  );
}

// full class names, so Tailwind finds them
const HIDE_FROM = { md: "md:hidden", lg: "lg:hidden" } as const;
const SHOW_FROM = { md: "md:flex", lg: "lg:flex" } as const;

/** The links in the bar, shown from the `showFrom` breakpoint up (below it the mobile menu has them). */
export function DesktopNav({
  label,
  items,
  showFrom,
}: {
  label: string;
  items: ReadonlyArray<{ href: string; label: string }>;
  showFrom: keyof typeof SHOW_FROM;
}) {
  return (
    <nav
      aria-label={label}
      className={`hidden items-center gap-6 text-sm font-medium text-slate-600 ${SHOW_FROM[showFrom]}`}
    >
      {items.map((item) => (
        <a key={item.href} href={item.href} className="hover:text-slate-900">
          {item.label}
        </a>
      ))}
    </nav>
  );
}

/** The menu button's name when it hides unread messages: "Menü, 2 ungelesene Nachrichten". */
function menuLabel(unread: number) {
  if (!unread) return "Menü";
  return `Menü, ${unread} ${unread === 1 ? "ungelesene Nachricht" : "ungelesene Nachrichten"}`;
}

/**
 * The menu button for narrow screens; `children` is the opened panel. `unread` puts the count
 * of unread messages on the closed button: the link that counts them is inside the menu.
 */
export function MobileMenu({
  hideFrom,
  unread = 0,
  children,
}: {
  hideFrom: keyof typeof HIDE_FROM;
  unread?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  // an in-page anchor keeps the page, so the open panel would cover what it jumped to
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (event: MouseEvent) => {
      if ((event.target as Element).closest("a")) details.removeAttribute("open");
    };
    details.addEventListener("click", close);
    return () => details.removeEventListener("click", close);
  }, []);
  return (
    <details ref={ref} className={`group relative ${HIDE_FROM[hideFrom]}`}>
      <summary
        className="relative flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg border border-slate-200"
        aria-label={menuLabel(unread)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 group-open:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="hidden h-5 w-5 group-open:block"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
        <span className="sr-only">Menü öffnen oder schließen</span>
        {unread ? (
          // the button's name says it in words; the figure is for the eye
          <span
            aria-hidden="true"
            data-testid="menu-badge"
            className="absolute -right-2 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </summary>
      {/* an in-page anchor keeps the page, so the open panel would cover what it jumped to;
          clicks on links inside bubble here (keyboard activation of a link is a click too) */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a"))
            event.currentTarget.closest("details")?.removeAttribute("open");
        }}
      >
        {children}
      </div>
    </details>
  );
}
