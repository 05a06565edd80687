import { Icon } from "./icons";
import { ProfessionSection } from "./section-heading";
import type { ProfessionContent } from "~/content/professions";

export function Benefits({ benefits }: { benefits: ProfessionContent["benefits"] }) {
  return (
    <ProfessionSection id="vorteile" title={benefits.title} intro={benefits.intro}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.items.map((b) => (
          <li key={b.title} className="rounded-2xl border border-slate-200 p-6">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={b.icon} />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{b.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{b.text}</p>
          </li>
        ))}
      </ul>
    </ProfessionSection>
  );
}
