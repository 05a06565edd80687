// The portal's answer to a foreign, unknown or closed order (403).
import { PageShell } from "~/components/page-shell";
import { ButtonLink } from "~/components/ui/button";
import { PORTAL_MESSAGES } from "~/models/professional/professional";

export function PortalDenied() {
  return (
    <PageShell>
      <div className="container-page flex max-w-lg justify-center py-16">
        <section
          aria-labelledby="denied-title"
          className="w-full rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm"
        >
          <h1 id="denied-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {PORTAL_MESSAGES.deniedTitle}
          </h1>
          <p className="mt-2 text-slate-600">{PORTAL_MESSAGES.deniedText}</p>
          <ButtonLink to="/" className="mt-6">
            Zur Startseite
          </ButtonLink>
        </section>
      </div>
    </PageShell>
  );
}
