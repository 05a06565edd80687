import { Form, Link } from "@remix-run/react";
import { Logo } from "../logo";
import type { ReactNode } from "react";

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
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="bg-slate-900 text-white">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
        >
          Zum Inhalt springen
        </a>
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <Logo inverted />
            <span className="rounded-md bg-white/10 px-2 py-0.5 text-xs font-semibold uppercase tracking-wider text-slate-100 ring-1 ring-inset ring-white/20">
              Admin
            </span>
          </div>
          {signedIn ? (
            <div className="flex items-center gap-1 sm:gap-3">
              {/* on a phone the header has room for the logout only; pages link back themselves */}
              <nav aria-label="Admin-Navigation" className="hidden sm:block">
                <Link
                  to="/admin/dashboard"
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-white/10"
                >
                  Aufträge
                </Link>
              </nav>
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
