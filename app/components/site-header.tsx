import { Form, Link } from "@remix-run/react";
import { DesktopNav, HeaderBar, MobileMenu } from "./header-parts";
import { ButtonLink } from "./ui/button";
import { useOptionalUser } from "~/utils/root-data";

export interface NavLink {
  href: string;
  label: string;
}

const LANDING_NAV: NavLink[] = [
  { href: "/#leistungen", label: "Leistungen" },
  { href: "/#portfolio", label: "Portfolio" },
  { href: "/#preise", label: "Preise" },
  { href: "/#kundenstimmen", label: "Kundenstimmen" },
  { href: "/#kontakt", label: "Kontakt" },
];

/** Site header; the mobile menu is a <details> so it opens and closes without JS. */
export function SiteHeader({
  nav = LANDING_NAV,
  signedIn = false,
}: {
  nav?: NavLink[];
  signedIn?: boolean;
}) {
  const unread = useOptionalUser()?.unreadMessages ?? 0;
  const messagesLabel = unread ? `Nachrichten (${unread} neu)` : "Nachrichten";
  return (
    <HeaderBar>
      {/* the start page sends signed-in customers to their dashboard, so its anchors mean
          nothing to them; the bar needs the room for their own links */}
      {signedIn ? null : <DesktopNav label="Hauptnavigation" items={nav} showFrom="md" />}
      {/* a signed-in customer's four links need more room: the menu serves them below lg */}
      <div
        className={`hidden items-center gap-2 whitespace-nowrap ${signedIn ? "lg:flex" : "md:flex"}`}
      >
        {signedIn ? (
          <>
            <ButtonLink to="/dashboard" variant="ghost" size="sm">
              Meine Bestellungen
            </ButtonLink>
            <ButtonLink to="/nachrichten" variant="ghost" size="sm">
              {messagesLabel}
            </ButtonLink>
            <ButtonLink to="/account" variant="ghost" size="sm">
              Mein Konto
            </ButtonLink>
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
              >
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
      <MobileMenu hideFrom={signedIn ? "lg" : "md"} unread={signedIn ? unread : 0}>
        <div className="absolute right-0 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
          <nav aria-label="Mobile Navigation" className="flex flex-col">
            {nav.map((item) => (
              <a
                key={item.href}
                href={item.href}
                className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-50"
              >
                {item.label}
              </a>
            ))}
            <Link
              to={signedIn ? "/dashboard" : "/login"}
              className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-50"
            >
              {signedIn ? "Meine Bestellungen" : "Anmelden"}
            </Link>
            {signedIn ? (
              <>
                <Link
                  to="/nachrichten"
                  className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-50"
                >
                  {messagesLabel}
                </Link>
                <Link
                  to="/account"
                  className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-50"
                >
                  Mein Konto
                </Link>
              </>
            ) : null}
          </nav>
          {/* every signed-in page can sign out on a phone too, not only the dashboard */}
          {signedIn ? (
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="w-full rounded-lg px-3 py-2 text-left text-slate-700 hover:bg-slate-50"
              >
                Abmelden
              </button>
            </Form>
          ) : null}
          <ButtonLink to="/package-selection" className="mt-2 w-full">
            Website bestellen
          </ButtonLink>
        </div>
      </MobileMenu>
    </HeaderBar>
  );
}
