import { Link } from "@remix-run/react";
import { Logo } from "./logo";
import { PROMISES } from "~/models/catalog/catalog";
import { PRODUCT_NAME } from "~/utils/brand";
import { VAT_LABEL } from "~/utils/format";

/** The legal pages every footer links to, the reduced one of the order page too. */
export const LEGAL_LINKS = [
  { to: "/impressum", label: "Impressum" },
  { to: "/datenschutz", label: "Datenschutz" },
  { to: "/agb", label: "AGB" },
];

const columns = [
  {
    title: "Angebot",
    links: [
      { to: "/package-selection", label: "Website bestellen" },
      { to: "/#preise", label: "Preise" },
      { to: "/#portfolio", label: "Portfolio" },
    ],
  },
  {
    title: "Branchen",
    links: [
      { to: "/steuerberater", label: "Steuerberater" },
      { to: "/anwaelte", label: "Rechtsanwälte" },
      { to: "/aerzte", label: "Ärzte" },
    ],
  },
  {
    title: "Rechtliches",
    links: LEGAL_LINKS,
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="container-page grid gap-10 py-12 md:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-slate-600">
            Professionelle Websites für Unternehmen, Kanzleien und Praxen – die erste Vorschau in{" "}
            {PROMISES.packageFirstPreviewDays} Tagen.
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-slate-900">{col.title}</h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-600">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="hover:text-slate-900">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} {PRODUCT_NAME}. Alle Preise inkl. {VAT_LABEL} Angebot
        ausschließlich für Unternehmer (B2B).
      </div>
    </footer>
  );
}
