import { CheckIcon } from "./icons";
import { ProfessionSection } from "./section-heading";
import { StartForm } from "./start-form";
import type { ProfessionContent } from "~/content/professions";

export function PriceSection({ content }: { content: ProfessionContent }) {
  const { price, plan } = content;
  return (
    <ProfessionSection
      id="preis"
      title="Ein Preis, alles inklusive"
      intro="Keine versteckten Kosten: eine einmalige Einrichtung und ein fester Monatsbeitrag."
      center
    >
      <article
        aria-labelledby="plan-title"
        data-testid="price-card"
        className="mx-auto mt-12 grid max-w-4xl overflow-hidden rounded-3xl border border-brand-500 bg-white shadow-xl ring-2 ring-brand-500 md:grid-cols-2"
      >
        <div className="flex flex-col bg-gradient-to-br from-brand-50 to-white p-6 sm:p-8">
          <h3 id="plan-title" className="text-lg font-semibold text-slate-900">
            Professional für {plan.name}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
          <p className="mt-6 flex items-baseline gap-1">
            <span
              className="text-5xl font-bold tracking-tight text-slate-900"
              data-testid="price-monthly"
            >
              {price.monthly}
            </span>
            <span className="text-base text-slate-600">/ Monat</span>
          </p>
          <p className="mt-3 text-sm text-slate-700">
            +{" "}
            <strong className="font-semibold text-slate-900" data-testid="price-setup">
              {price.setupFee}
            </strong>{" "}
            einmalige Einrichtungsgebühr
            <span className="block text-xs text-slate-600">{price.setupNote}</span>
          </p>
          <p className="mt-5 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900 ring-1 ring-inset ring-emerald-200">
            {price.startNote}
          </p>
          <div className="mt-auto pt-8">
            <StartForm profession={content.id} />
            <p className="mt-3 text-center text-xs text-slate-600">{price.termNote}</p>
          </div>
        </div>
        <div className="border-t border-slate-200 p-6 sm:p-8 md:border-l md:border-t-0">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            Im Preis enthalten
          </h4>
          <ul className="mt-4 space-y-3 text-sm text-slate-700">
            {price.included.map((f) => (
              <li key={f} className="flex gap-2">
                <CheckIcon />
                <span>{f}</span>
              </li>
            ))}
          </ul>
        </div>
      </article>
    </ProfessionSection>
  );
}
