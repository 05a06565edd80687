import { ProfessionSection } from "./section-heading";
import type { Testimonial } from "~/content/professions";
import { Stars } from "~/components/ui/stars";

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ProfessionSection id="kundenstimmen" title="Das sagen Ihre Kolleginnen und Kollegen" center>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {items.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
              <Stars count={t.rating} />
              <blockquote className="mt-3 flex-1 text-slate-700">„{t.text}“</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-slate-900">{t.name}</span>
                <span className="block text-slate-600">{t.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ProfessionSection>
  );
}
