import { Icon } from "./icons";
import { ProfessionSection } from "./section-heading";
import { StartForm } from "./start-form";
import type { ProfessionContent } from "~/content/professions";

/** The section 'Jetzt anfragen' leads to, so it ends with the way to start. */
export function Features({ content }: { content: ProfessionContent }) {
  const { features, price } = content;
  return (
    <ProfessionSection id="features" title={features.title} intro={features.intro} tinted>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.items.map((f) => (
          <li key={f.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={f.icon} />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{f.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{f.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-12 rounded-3xl bg-gradient-to-r from-brand-700 to-brand-900 p-8 text-white sm:flex sm:items-center sm:justify-between sm:gap-8 sm:p-10">
        <div>
          <h3 className="text-2xl font-bold">Bereit für Ihre neue Website?</h3>
          <p className="mt-2 max-w-xl text-brand-100">
            {price.monthly} im Monat, einmalig {price.setupFee} Einrichtung. {price.startNote}
          </p>
        </div>
        <StartForm profession={content.id} variant="light" className="mt-6 shrink-0 sm:mt-0" />
      </div>
    </ProfessionSection>
  );
}
