import { ProfessionSection } from "./section-heading";
import type { TextItem } from "~/content/professions";

export function ProcessSteps({ steps }: { steps: TextItem[] }) {
  return (
    <ProfessionSection
      id="ablauf"
      title="So einfach geht es"
      intro="In sechs Schritten zu Ihrer neuen Website – und Sie zahlen das Abo erst, wenn Sie zufrieden sind."
      center
      tinted
    >
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, i) => (
          <li
            key={step.title}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
              <span className="sr-only">Schritt </span>
              {i + 1}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </ProfessionSection>
  );
}
