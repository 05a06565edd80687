import type { ProfessionContent } from "~/content/professions";
import { CheckIcon } from "./icons";
import { StartForm } from "./start-form";

export function ProfessionHero({ content }: { content: ProfessionContent }) {
  const { hero, plan } = content;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{hero.eyebrow}</p>
          <h1 id="hero-title" className="mt-3 hyphens-auto break-words text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
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
        <BrowserMockup title={plan.exampleSites[0]?.title ?? plan.name} />
      </div>
    </section>
  );
}

/** A stylised page preview; decorative, so hidden from assistive technology. */
function BrowserMockup({ title }: { title: string }) {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block lg:max-w-none">
      <div className="rounded-3xl border border-slate-200 bg-white p-3 shadow-2xl">
        <div className="flex items-center gap-1.5 px-2 pb-3">
          <span className="h-2.5 w-2.5 rounded-full bg-red-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-amber-300" />
          <span className="h-2.5 w-2.5 rounded-full bg-emerald-300" />
          <span className="ml-3 h-5 flex-1 rounded-md bg-slate-100" />
        </div>
        <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-950 p-6 text-white">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-200">{title}</p>
          <div className="mt-5 h-5 w-3/4 rounded bg-white/90" />
          <div className="mt-3 h-3 w-2/3 rounded bg-white/50" />
          <div className="mt-2 h-3 w-1/2 rounded bg-white/40" />
          <div className="mt-6 flex gap-2">
            <div className="h-9 w-32 rounded-lg bg-white" />
            <div className="h-9 w-24 rounded-lg border border-white/40" />
          </div>
        </div>
        <div className="grid grid-cols-3 gap-3 p-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="rounded-xl bg-slate-100 p-3">
              <div className="h-8 w-8 rounded-lg bg-brand-200" />
              <div className="mt-3 h-2 w-full rounded bg-slate-300" />
              <div className="mt-2 h-2 w-2/3 rounded bg-slate-200" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
