// Cookie banner (02 §2.4). A plain form post stores the choice in a cookie, so it works
// without JavaScript; with JavaScript the choice is also mirrored to localStorage
// (key cookieConsent) and the banner closes without a reload.
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "./ui/button";
import { useHydrated } from "~/utils/use-hydrated";

export const COOKIE_CONSENT_KEY = "cookieConsent";
export type CookieConsent = "all" | "necessary";

export function CookieBanner({ consent }: { consent: CookieConsent | null }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  const [hidden, setHidden] = useState(Boolean(consent));

  useEffect(() => {
    if (consent) {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, consent);
      return;
    }
    // an earlier choice made in this browser counts even if the cookie is gone
    const stored = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    if (stored === "all" || stored === "necessary") {
      setHidden(true);
      fetcher.submit({ choice: stored, js: "1" }, { method: "post", action: "/cookie-consent" });
    }
    // Runs once per server-side consent value only: the fetcher object changes on every
    // submission, and depending on it would post the stored choice again and again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [consent]);

  // the agency's own staff area: their consent is no visitor's concern
  if (hidden || location.pathname.startsWith("/admin")) return null;

  return (
    <div
      role="region"
      aria-label="Cookie-Hinweis"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
    >
      <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl">
        <h2 className="text-base font-semibold text-slate-900">Cookies und Datenschutz</h2>
        <p className="mt-1 text-sm text-slate-600">
          Wir verwenden technisch notwendige Cookies, damit diese Website funktioniert. Mit Ihrer
          Zustimmung nutzen wir zusätzlich Cookies zur Reichweitenmessung. Mehr dazu in unserer{" "}
          <Link
            to="/datenschutz"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Datenschutzerklärung
          </Link>
          .
        </p>
        <fetcher.Form
          method="post"
          action="/cookie-consent"
          className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end"
          onSubmit={(e) => {
            const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            const choice = submitter?.value;
            if (choice === "all" || choice === "necessary")
              window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
            setHidden(true);
          }}
        >
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <Button type="submit" name="choice" value="necessary" variant="secondary">
            Nur notwendige
          </Button>
          <Button type="submit" name="choice" value="all">
            Alle akzeptieren
          </Button>
        </fetcher.Form>
      </div>
    </div>
  );
}
