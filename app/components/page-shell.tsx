import { SiteFooter } from "./site-footer";
import { SiteHeader, type NavLink } from "./site-header";
import type { ReactNode } from "react";
import { useOptionalUser } from "~/utils/root-data";

/** Header + main + footer of the product's own pages (demo sites bring their own). */
export function PageShell({
  children,
  nav,
  footer = true,
  signedIn = false,
}: {
  children: ReactNode;
  nav?: NavLink[];
  footer?: boolean;
  /** For a page whose own loader has just signed the visitor in: the root loader read the
   * request's cookies before that and still sees a visitor. */
  signedIn?: boolean;
}) {
  const user = useOptionalUser();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader nav={nav} signedIn={signedIn || Boolean(user)} />
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}
