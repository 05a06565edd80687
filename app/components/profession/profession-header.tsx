// Header of the profession pages: in-page anchors instead of the landing navigation,
// and 'Jetzt anfragen' (02 §2.5) as a plain anchor so it scrolls without JavaScript.
import { Logo } from "~/components/logo";
import { buttonClasses } from "~/components/ui/button";

export const PROFESSION_NAV = [
  { href: "#vorteile", label: "Vorteile" },
  { href: "#ablauf", label: "Ablauf" },
  { href: "#preis", label: "Preis" },
  { href: "#beispiele", label: "Beispiele" },
  { href: "#faq", label: "FAQ" },
] as const;

export function ProfessionHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Zum Inhalt springen
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Logo />
        <nav aria-label="Seitennavigation" className="hidden items-center gap-6 text-sm font-medium text-slate-600 lg:flex">
          {PROFESSION_NAV.map((item) => (
            <a key={item.href} href={item.href} className="hover:text-slate-900">
              {item.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <a href="#features" className={buttonClasses({ size: "sm" })}>
            Jetzt anfragen
          </a>
          <details className="group relative lg:hidden">
            <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg border border-slate-200" aria-label="Menü">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 group-open:hidden" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
              </svg>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-5 w-5 group-open:block" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
              <span className="sr-only">Menü öffnen oder schließen</span>
            </summary>
            <nav aria-label="Mobile Seitennavigation" className="absolute right-0 mt-2 flex w-56 flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
              {PROFESSION_NAV.map((item) => (
                <a key={item.href} href={item.href} className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-50">
                  {item.label}
                </a>
              ))}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
