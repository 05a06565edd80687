// One layout for /steuerberater, /anwaelte and /aerzte (02 §2.5); each route only
// chooses its content.
import { useLoaderData } from "@remix-run/react";
import { Benefits } from "./benefits";
import { ExampleSites } from "./example-sites";
import { Faq } from "./faq";
import { Features } from "./features";
import { ProfessionHero } from "./hero";
import { PriceSection } from "./price-card";
import { ProcessSteps } from "./process-steps";
import { ProfessionHeader } from "./profession-header";
import { Testimonials } from "./testimonials";
import type { MetaFunction } from "@remix-run/node";
import type { ProfessionContent } from "~/content/professions";
import { ContactSection } from "~/components/contact/contact-form";
import { SiteFooter } from "~/components/site-footer";

function ProfessionPage({ content }: { content: ProfessionContent }) {
  return (
    <div className="flex min-h-screen flex-col">
      <ProfessionHeader />
      <main id="main" className="flex-1">
        <ProfessionHero content={content} />
        <Benefits benefits={content.benefits} />
        <ProcessSteps steps={content.process} />
        <PriceSection content={content} />
        <Features content={content} />
        <Testimonials items={content.testimonials} />
        <ExampleSites examples={content.examples} />
        <Faq items={content.faq} />
        <ContactSection
          returnTo={`/${content.id}`}
          intro="Sie möchten erst sprechen, bevor Sie starten? Schreiben Sie uns Ihre Frage – wir antworten in der Regel innerhalb eines Werktags."
        />
      </main>
      <SiteFooter />
    </div>
  );
}

export function ProfessionRoute() {
  const { content } = useLoaderData<{ content: ProfessionContent }>();
  return <ProfessionPage content={content} />;
}

export const professionMeta: MetaFunction = ({ data }) => {
  const content = (data as { content?: ProfessionContent } | undefined)?.content;
  if (!content) return [{ title: "Seitenwerk" }];
  return [{ title: content.metaTitle }, { name: "description", content: content.metaDescription }];
};
