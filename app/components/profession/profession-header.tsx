// Header of the profession pages: in-page anchors instead of the landing navigation,
// and 'Jetzt anfragen' (02 §2.5) as a plain anchor so it scrolls without JavaScript.
import { DesktopNav, HeaderBar, MobileMenu } from "~/components/header-parts";
import { buttonClasses } from "~/components/ui/button";

const PROFESSION_NAV = [
  { href: "#vorteile", label: "Vorteile" },
  { href: "#ablauf", label: "Ablauf" },
  { href: "#preis", label: "Preis" },
  { href: "#beispiele", label: "Beispiele" },
  { href: "#faq", label: "FAQ" },
  { href: "#kontakt", label: "Kontakt" },
] as const;

export function ProfessionHeader() {
  return (
    <HeaderBar>
      <DesktopNav label="Seitennavigation" items={PROFESSION_NAV} showFrom="lg" />
      <div className="flex items-center gap-2">
        <a href="#features" className={buttonClasses({ size: "sm" })}>
          Jetzt anfragen
        </a>
        <MobileMenu hideFrom="lg">
          <nav
            aria-label="Mobile Seitennavigation"
            className="absolute right-0 mt-2 flex w-56 flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-xl"
          >
            {PROFESSION_NAV.map((item) => (
              <a
                key={item.href}
                href={item.href}
                className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-50"
              >
                {item.label}
              </a>
            ))}
          </nav>
        </MobileMenu>
      </div>
    </HeaderBar>
  );
}
