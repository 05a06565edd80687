import { Form, NavLink, useRouteLoaderData } from "@remix-run/react";
import { Logo } from "../logo";
import type { ReactNode } from "react";
import type { Permission, StaffRole } from "~/models/team/permissions";

/** What the admin layout route (routes/admin.tsx) gives every admin page. */
export type AdminLayoutData = {
  newInquiries: number;
  unreadMessages: number;
  /** the signed-in staff member's role and what it may use; null when signed out */
  staff: { role: StaffRole; roleLabel: string; can: Record<Permission, boolean> } | null;
};

/** The signed-in staff member's permissions, for hiding what the role may not use. */
export function useStaffCan(): Record<Permission, boolean> | null {
  const layout = useRouteLoaderData("routes/admin") as AdminLayoutData | undefined;
  return layout?.staff?.can ?? null;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-white/10 ${
    isActive ? "bg-white/10" : ""
  }`;

function NavCount({ count }: { count: number }) {
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-900">
      {count}
      <span className="sr-only"> neu</span>
    </span>
  );
}

/**
 * Frame of the admin area: a dark header that says "Admin" so nobody mistakes it for
 * the customer pages, and the logout button once signed in.
 */
export function AdminShell({
  children,
  signedIn = true,
}: {
  children: ReactNode;
  signedIn?: boolean;
}) {
  const layout = useRouteLoaderData("routes/admin") as AdminLayoutData | undefined;
  const newInquiries = layout?.newInquiries;
  const unreadMessages = layout?.unreadMessages;
  const can = layout?.staff?.can;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="bg-slate-900 text-white">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
        >
          Zum Inhalt springen
        </a>
        {/* below xl the navigation takes a row of its own: six links with their counts, the role and "Abmelden" do not fit one row there */}
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 py-3 xl:h-16 xl:flex-nowrap xl:py-0">
          <div className="flex items-center gap-3">
            <Logo inverted />
            <span className="rounded-md bg-white/10 px-2 py-0.5 text-xs font-semibold uppercase tracking-wider text-slate-100 ring-1 ring-inset ring-white/20">
              Admin
            </span>
          </div>
          {signedIn ? (
            <div className="contents xl:flex xl:items-center xl:gap-3">
              <nav
                aria-label="Admin-Navigation"
                className="order-last -mx-3 mt-2 flex w-full flex-wrap items-center gap-1 xl:order-none xl:mx-0 xl:mt-0 xl:w-auto xl:flex-nowrap"
              >
                <NavLink to="/admin/dashboard" className={navLinkClass}>
                  Aufträge
                </NavLink>
                <NavLink to="/admin/nachrichten" className={navLinkClass}>
                  Nachrichten
                  {unreadMessages ? <NavCount count={unreadMessages} /> : null}
                </NavLink>
                {can?.["customers.read"] ? (
                  <NavLink to="/admin/customers" className={navLinkClass}>
                    Kunden
                  </NavLink>
                ) : null}
                {can?.["inquiries.manage"] ? (
                  <NavLink to="/admin/inquiries" className={navLinkClass}>
                    Anfragen
                    {newInquiries ? <NavCount count={newInquiries} /> : null}
                  </NavLink>
                ) : null}
                {can?.["invoices.read"] ? (
                  <NavLink to="/admin/invoices" className={navLinkClass}>
                    Rechnungen
                  </NavLink>
                ) : null}
                {can?.["team.manage"] ? (
                  <NavLink to="/admin/team" className={navLinkClass}>
                    Team
                  </NavLink>
                ) : null}
                {/* on a phone the role label below is hidden, so "Profil" is a link of its own */}
                <NavLink to="/admin/profil" className={(s) => `${navLinkClass(s)} sm:hidden`}>
                  Profil
                </NavLink>
              </nav>
              {layout?.staff ? (
                // the role opens "Mein Profil": a link of its own would not fit the one row
                // beside the counts
                <NavLink
                  to="/admin/profil"
                  aria-label={`Mein Profil (${layout.staff.roleLabel})`}
                  title="Mein Profil"
                  className={({ isActive }) =>
                    `ml-auto hidden rounded-md px-2 py-1 text-xs text-slate-300 underline decoration-white/30 underline-offset-4 hover:bg-white/10 hover:text-white sm:inline ${isActive ? "bg-white/10 text-white" : ""}`
                  }
                  data-testid="staff-role"
                >
                  {layout.staff.roleLabel}
                </NavLink>
              ) : null}
              <Form method="post" action="/admin/logout">
                <button
                  type="submit"
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-100 ring-1 ring-inset ring-white/25 hover:bg-white/10"
                >
                  Abmelden
                </button>
              </Form>
            </div>
          ) : null}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
