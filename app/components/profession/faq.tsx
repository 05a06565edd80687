import { SectionHeading } from "./section-heading";
import type { FaqItem } from "~/content/professions";
import { FaqList } from "~/components/faq-list";

export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 py-20">
      <div className="container-page max-w-3xl">
        <SectionHeading id="faq-title" title="Häufige Fragen" center />
        <FaqList items={items} />
      </div>
    </section>
  );
}
