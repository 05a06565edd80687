import { Form, Link } from "@remix-run/react";
import { ButtonLink } from "./ui/button";
import { Logo } from "./logo";

export interface NavLink {
  href: string;
  label: string;
}

export const LANDING_NAV: NavLink[] = [
  { href: "/#leistungen", label: "Leistungen" },
  { href: "/#portfolio", label: "Portfolio" },
  { href: "/#preise", label: "Preise" },
  { href: "/#kundenstimmen", label: "Kundenstimmen" },
];

/** Site header; the mobile menu is a <details> so it opens and closes without JS. */
export function SiteHeader({ nav = LANDING_NAV, signedIn = false }: { nav?: NavLink[]; signedIn?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Zum Inhalt springen
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Hauptnavigation" className="hidden items-center gap-6 text-sm font-medium text-slate-600 md:flex">
          {nav.map((item) => (
            <a key={item.href} href={item.href} className="hover:text-slate-900">
              {item.label}
            </a>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          {signedIn ? (
            <>
              <ButtonLink to="/dashboard" variant="ghost" size="sm">
                Meine Bestellungen
              </ButtonLink>
              <Form method="post" action="/logout">
                <button type="submit" className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
                  Abmelden
                </button>
              </Form>
            </>
          ) : (
            <ButtonLink to="/login" variant="ghost" size="sm">
              Anmelden
            </ButtonLink>
          )}
          <ButtonLink to="/package-selection" size="sm">
            Website bestellen
          </ButtonLink>
        </div>
        <details className="group relative md:hidden">
          <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg border border-slate-200" aria-label="Menü">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 group-open:hidden" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-5 w-5 group-open:block" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
            <span className="sr-only">Menü öffnen oder schließen</span>
          </summary>
          <div className="absolute right-0 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
            <nav aria-label="Mobile Navigation" className="flex flex-col">
              {nav.map((item) => (
                <a key={item.href} href={item.href} className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-50">
                  {item.label}
                </a>
              ))}
              <Link to={signedIn ? "/dashboard" : "/login"} className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-50">
                {signedIn ? "Meine Bestellungen" : "Anmelden"}
              </Link>
            </nav>
            <ButtonLink to="/package-selection" className="mt-2 w-full">
              Website bestellen
            </ButtonLink>
          </div>
        </details>
      </div>
    </header>
  );
}
