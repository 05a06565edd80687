import { ProfessionSection } from "./section-heading";
import type { FaqItem } from "~/content/professions";
import { FaqList } from "~/components/faq-list";

export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <ProfessionSection id="faq" title="Häufige Fragen" center narrow>
      <FaqList items={items} />
    </ProfessionSection>
  );
}
