import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrowserMockup } from "~/components/browser-mockup";
import { ContactSection } from "~/components/contact/contact-form";
import { PageErrorBoundary } from "~/components/error-boundary";
import { FaqList } from "~/components/faq-list";
import { PackageCard } from "~/components/package-card";
import { PageShell } from "~/components/page-shell";
import { ButtonLink } from "~/components/ui/button";
import { LineIcon } from "~/components/ui/line-icon";
import { NewTabHint } from "~/components/ui/new-tab-hint";
import { Stars } from "~/components/ui/stars";
import { CLAIMS, FAQ, HERO, PORTFOLIO, SERVICES, TESTIMONIALS } from "~/content/landing";
import { PACKAGES, PROFESSIONAL_PACKAGE, PROFESSIONS } from "~/models/catalog/catalog";
import { getUserId } from "~/utils/auth.server";
import { formatEuros, VAT_LABEL } from "~/utils/format";
import { captureGclid } from "~/utils/gclid.server";
import { publicPageHeaders } from "~/utils/page-cache";

export const meta: MetaFunction = () => [
  { title: "Seitenwerk – Professionelle Websites in maximal 7 Tagen" },
  { name: "description", content: HERO.text },
];

export const headers = publicPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  // 02 §2.2: a signed-in customer goes straight to the dashboard
  if (await getUserId(request)) throw redirect("/dashboard");
  const headers = await captureGclid(request);
  return json(
    {
      packages: PACKAGES,
      professions: PROFESSIONS.map((p) => ({ id: p.id, name: p.name, description: p.description })),
    },
    { headers },
  );
}

const icons: Record<string, string> = {
  design: "M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z",
  mobile: "M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2",
  search: "M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm5-2 4 4",
  shield: "M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z",
  access: "M12 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-7 3h14M12 9v5m0 0-3 7m3-7 3 7",
  support: "M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1v-4Zm16 0h-3v5h2a1 1 0 0 0 1-1v-4Z",
};

export default function Index() {
  const { packages, professions } = useLoaderData<typeof loader>();
  return (
    <PageShell>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {HERO.eyebrow}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              {HERO.title}
            </h1>
            <p className="mt-5 text-lg text-slate-600">{HERO.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/package-selection" size="lg">
                Website bestellen
              </ButtonLink>
              <ButtonLink to="#portfolio" reloadDocument variant="secondary" size="lg">
                Beispiele ansehen
              </ButtonLink>
            </div>
          </div>
          <BrowserMockup title="Ihre neue Website" />
        </div>
        <div className="container-page pb-12">
          <dl className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-4">
            {CLAIMS.map((c) => (
              <div key={c.label} className="text-center">
                <dt className="order-2 text-sm text-slate-600">{c.label}</dt>
                <dd className="text-2xl font-bold text-slate-900">{c.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="leistungen" aria-labelledby="leistungen-title" className="scroll-mt-20 py-20">
        <div className="container-page">
          <div className="max-w-2xl">
            <h2 id="leistungen-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Alles, was eine gute Website braucht
            </h2>
            <p className="mt-3 text-slate-600">
              Responsiv, SEO-optimiert, barrierearm und DSGVO-konform – bei jedem Paket inklusive.
            </p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map((s) => (
              <li key={s.title} className="rounded-2xl border border-slate-200 p-6">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <LineIcon path={icons[s.icon]} className="h-6 w-6" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{s.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{s.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 rounded-2xl bg-slate-900 p-6 text-white sm:flex sm:items-center sm:justify-between sm:p-8">
            <div>
              <h3 className="text-lg font-semibold">Für Steuerberater, Rechtsanwälte und Ärzte</h3>
              <p className="mt-1 text-sm text-slate-300">
                Spezialisierte Websites für Kanzleien und Praxen –{" "}
                {formatEuros(PROFESSIONAL_PACKAGE.subscriptionPrice)} im Monat, Start erst nach
                Ihrer Abnahme.
              </p>
            </div>
            <ul className="mt-4 flex flex-wrap gap-2 sm:mt-0">
              {professions.map((p) => (
                <li key={p.id}>
                  <a
                    href={`/${p.id}`}
                    className="inline-flex rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20"
                  >
                    {p.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section
        id="preise"
        aria-labelledby="preise-title"
        className="scroll-mt-20 bg-slate-50 py-20"
      >
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="preise-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Transparente Preise
            </h2>
            <p className="mt-3 text-slate-600">
              Einmal zahlen oder im Abo mit Hosting, Pflege und Änderungen. Alle Preise inkl.{" "}
              {VAT_LABEL}
            </p>
          </div>
          <div className="mt-12 grid gap-8 lg:grid-cols-3">
            {packages.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                paymentType="onetime"
                priceNote={`oder ${pkg.subscriptionPrice} € / Monat im Abo`}
                action={
                  <ButtonLink
                    to="/package-selection"
                    variant={pkg.popularTag ? "primary" : "secondary"}
                    className="w-full"
                  >
                    {pkg.name} wählen
                  </ButtonLink>
                }
              />
            ))}
          </div>
        </div>
      </section>

      <section id="portfolio" aria-labelledby="portfolio-title" className="scroll-mt-20 py-20">
        <div className="container-page">
          <div className="max-w-2xl">
            <h2 id="portfolio-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Beispiele unserer Arbeit
            </h2>
            <p className="mt-3 text-slate-600">
              So können Websites aussehen, die wir für kleine und mittlere Unternehmen bauen.
            </p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {PORTFOLIO.map((item) => (
              <li key={item.slug}>
                <a
                  href={`/portfolio/${item.slug}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
                >
                  <div
                    className="flex aspect-[16/10] items-end p-5 text-white"
                    style={{
                      backgroundImage: `linear-gradient(135deg, ${item.colors[0]}, ${item.colors[1]})`,
                    }}
                  >
                    <span className="rounded-full bg-black/25 px-3 py-1 text-xs font-semibold backdrop-blur">
                      {item.category}
                    </span>
                  </div>
                  <div className="flex items-center justify-between p-5">
                    <span className="font-semibold text-slate-900">{item.title}</span>
                    <span className="text-sm font-semibold text-brand-700 group-hover:underline">
                      Ansehen <NewTabHint />
                    </span>
                  </div>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-slate-50 py-20">
        <div className="container-page max-w-3xl">
          <h2
            id="faq-title"
            className="text-center text-3xl font-bold tracking-tight text-slate-900"
          >
            Häufige Fragen
          </h2>
          <FaqList items={FAQ} />
        </div>
      </section>

      <section
        id="kundenstimmen"
        aria-labelledby="kundenstimmen-title"
        className="scroll-mt-20 py-20"
      >
        <div className="container-page">
          <h2
            id="kundenstimmen-title"
            className="text-center text-3xl font-bold tracking-tight text-slate-900"
          >
            Das sagen unsere Kunden
          </h2>
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {TESTIMONIALS.map((t) => (
              <li key={t.name}>
                <figure className="h-full rounded-2xl border border-slate-200 p-6 shadow-sm">
                  <Stars count={t.rating} />
                  <blockquote className="mt-3 text-slate-700">„{t.text}“</blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-slate-500">{t.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <div className="mt-16 rounded-3xl bg-gradient-to-r from-brand-700 to-brand-900 p-8 text-center text-white sm:p-12">
            <h2 className="text-2xl font-bold sm:text-3xl">Bereit für Ihre neue Website?</h2>
            <p className="mx-auto mt-3 max-w-xl text-brand-100">
              Paket wählen, Inhalte hochladen, fertig. In maximal 7 Tagen ist Ihre Website online.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <ButtonLink to="/package-selection" variant="light" size="lg">
                Website bestellen
              </ButtonLink>
              <ButtonLink to="/register" size="lg" className="bg-white/10 hover:bg-white/20">
                Konto erstellen
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <ContactSection returnTo="/" />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
