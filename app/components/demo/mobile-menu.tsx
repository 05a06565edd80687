// Without JavaScript the menu is a <details> disclosure, which opens and closes natively.
// After hydration it becomes a button with aria-expanded that also closes when a link is
// chosen or Escape is pressed.
import { useEffect, useId, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { DemoButton } from "./demo-button";
import type { DemoAction, NavItem } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";
import { LineIcon } from "~/components/ui/line-icon";

const toggleClasses =
  "inline-flex min-h-[44px] cursor-pointer list-none items-center gap-2 rounded-full border border-current px-4 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current lg:hidden";
const panelClasses =
  "absolute inset-x-0 top-full border-t border-slate-200 bg-white px-4 pb-6 pt-2 text-slate-800 shadow-xl lg:hidden";

function MenuIcon({ open }: { open: boolean }) {
  return (
    <LineIcon
      path={open ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
      className="h-5 w-5"
      strokeWidth={2}
      roundJoins={false}
    />
  );
}

function MenuLinks({
  nav,
  action,
  onChoose,
}: {
  nav: NavItem[];
  action?: DemoAction;
  onChoose?: () => void;
}) {
  return (
    <nav aria-label="Mobile Navigation">
      <ul className="divide-y divide-slate-100">
        {nav.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={onChoose}
              className="block py-3 text-base font-medium hover:underline"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
      {action ? <DemoButton action={action} className="mt-4 w-full" /> : null}
    </nav>
  );
}

export function MobileMenu({ nav, action }: { nav: NavItem[]; action?: DemoAction }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  if (!hydrated) {
    return (
      <details className="group lg:hidden" data-mobile-menu="details">
        <summary className={toggleClasses}>
          <span className="group-open:hidden">
            <MenuIcon open={false} />
          </span>
          <span className="hidden group-open:inline">
            <MenuIcon open />
          </span>
          Menü
        </summary>
        <div className={panelClasses}>
          <MenuLinks nav={nav} action={action} />
        </div>
      </details>
    );
  }

  return (
    <div className="lg:hidden" data-mobile-menu="button">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={toggleClasses}
      >
        <MenuIcon open={open} />
        {open ? "Menü schließen" : "Menü"}
      </button>
      <div id={panelId} hidden={!open} className={cn(panelClasses)}>
        <MenuLinks nav={nav} action={action} onChoose={() => setOpen(false)} />
      </div>
    </div>
  );
}
