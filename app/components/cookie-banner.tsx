// Cookie banner (02 §2.4). A plain form post stores the choice in a cookie, so it works
// without JavaScript; with JavaScript the choice is also mirrored to localStorage
// (key cookieConsent) and the banner closes without a reload.
//
// With JavaScript the choice goes out as a plain fetch, not through a Remix fetcher: a
// fetcher's answer makes Remix reload the data of the page being navigated to, and when
// that answer arrived while a form was still posting (the visitor clicked 'Jetzt starten'
// right after the banner), Remix loaded the form's own address – whose GET sends home – and
// the visitor landed on "/" instead of the checkout (tests/e2e/cookie-consent-race.spec.ts).
// No loader's data depends on the choice, so there is nothing to reload.
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "./ui/button";
import { COOKIE_CONSENT_KEY, type CookieConsent } from "~/utils/root-data";

/** Stores the choice in the consent cookie; a failed post only means the banner asks again. */
function postConsent(choice: CookieConsent) {
  const body = new FormData();
  body.set("choice", choice);
  body.set("js", "1");
  fetch("/cookie-consent", { method: "POST", body, credentials: "same-origin" }).catch(() => {});
}

export function CookieBanner({ consent }: { consent: CookieConsent | null }) {
  const location = useLocation();
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
      postConsent(stored);
    }
  }, [consent]);

  // the agency's own staff area: their consent is no visitor's concern
  if (hidden || location.pathname.startsWith("/admin")) return null;

  return (
    <div
      role="region"
      aria-label="Cookie-Hinweis"
      // while it is shown, toasts move to the top (app/tailwind.css), never onto its buttons
      data-cookie-banner=""
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
        <form
          method="post"
          action="/cookie-consent"
          className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end"
          onSubmit={(e) => {
            const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            const choice = submitter?.value;
            if (choice !== "all" && choice !== "necessary") return;
            e.preventDefault();
            window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
            postConsent(choice);
            setHidden(true);
          }}
        >
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <Button type="submit" name="choice" value="necessary" variant="secondary">
            Nur notwendige
          </Button>
          <Button type="submit" name="choice" value="all">
            Alle akzeptieren
          </Button>
        </form>
      </div>
    </div>
  );
}
