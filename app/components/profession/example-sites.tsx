import { ProfessionSection } from "./section-heading";
import type { ProfessionContent } from "~/content/professions";
import { NewTabHint } from "~/components/ui/new-tab-hint";

const previewGradients = ["from-brand-600 to-brand-900", "from-slate-700 to-slate-950"];

/** A miniature of the example site; decorative, the card text names it. */
function Preview({ title, gradient }: { title: string; gradient: string }) {
  return (
    <div aria-hidden="true" className="border-b border-slate-200 bg-slate-100 p-3">
      <div className="flex gap-1.5 pb-2">
        <span className="h-2 w-2 rounded-full bg-slate-300" />
        <span className="h-2 w-2 rounded-full bg-slate-300" />
        <span className="h-2 w-2 rounded-full bg-slate-300" />
      </div>
      <div className={`rounded-xl bg-gradient-to-br p-5 text-white ${gradient}`}>
        <div className="flex items-center justify-between">
          <span className="text-sm font-semibold">{title}</span>
          <span className="hidden gap-2 sm:flex">
            {[0, 1, 2].map((i) => (
              <span key={i} className="h-1.5 w-8 rounded bg-white/50" />
            ))}
          </span>
        </div>
        <div className="mt-6 h-3.5 w-2/3 rounded bg-white/90" />
        <div className="mt-2 h-2 w-1/2 rounded bg-white/50" />
        <div className="mt-4 h-6 w-24 rounded-md bg-white" />
      </div>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-lg bg-white p-2">
            <div className="h-1.5 w-full rounded bg-slate-200" />
            <div className="mt-1.5 h-1.5 w-2/3 rounded bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function ExampleSites({ examples }: { examples: ProfessionContent["examples"] }) {
  return (
    <ProfessionSection id="beispiele" title="Beispiel-Websites" intro={examples.intro} tinted>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {examples.sites.map((site, i) => (
          <li key={site.slug}>
            <a
              href={site.href}
              target="_blank"
              rel="noopener noreferrer"
              className="group block h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
            >
              <Preview
                title={site.title}
                gradient={previewGradients[i % previewGradients.length]}
              />
              <div className="p-6">
                <h3 className="font-semibold text-slate-900">{site.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{site.description}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
                  Beispiel ansehen <NewTabHint />
                </span>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </ProfessionSection>
  );
}
