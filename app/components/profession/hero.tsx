import { CheckIcon } from "./icons";
import { StartForm } from "./start-form";
import type { ProfessionContent } from "~/content/professions";
import { BrowserMockup } from "~/components/browser-mockup";

export function ProfessionHero({ content }: { content: ProfessionContent }) {
  const { hero, plan } = content;
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-3 hyphens-auto break-words text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 text-lg text-slate-600">{hero.text}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            {hero.highlights.map((h) => (
              <li key={h} className="flex items-center gap-2">
                <CheckIcon className="h-4 w-4 shrink-0 text-brand-600" />
                {h}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <StartForm profession={content.id} className="sm:w-auto" />
            <a
              href="#beispiele"
              className="inline-flex items-center justify-center rounded-xl border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50"
            >
              Beispiele ansehen
            </a>
          </div>
        </div>
        <BrowserMockup title={plan.exampleSites[0]?.title ?? plan.name} hideOnPhone />
      </div>
    </section>
  );
}
