// Renders one demo or example site from its content; the sections alternate their
// background so long pages stay easy to scan.
import { Banner } from "./banner";
import { CardGrid } from "./card-grid";
import { Contact } from "./contact";
import { DemoProvider } from "./demo-context";
import { Gallery } from "./gallery";
import { Hero } from "./hero";
import { ImageCarousel } from "./image-carousel";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { StatsStrip } from "./stats-strip";
import { Steps } from "./steps";
import { Story } from "./story";
import { Team } from "./team";
import { Testimonials } from "./testimonials";
import type { DemoSection, DemoSite } from "~/content/demos/types";
import { cn } from "~/components/ui/cn";

function Section({ section, alt }: { section: DemoSection; alt: boolean }) {
  switch (section.kind) {
    case "hero":
      return <Hero section={section} />;
    case "stats":
      return <StatsStrip items={section.items} />;
    case "cards":
      return <CardGrid section={section} alt={alt} />;
    case "steps":
      return <Steps section={section} alt={alt} />;
    case "gallery":
      return <Gallery section={section} alt={alt} />;
    case "carousel":
      return <ImageCarousel section={section} alt={alt} />;
    case "testimonials":
      return <Testimonials section={section} alt={alt} />;
    case "team":
      return <Team section={section} alt={alt} />;
    case "story":
      return <Story section={section} alt={alt} />;
    case "banner":
      return <Banner section={section} />;
    case "contact":
      return <Contact section={section} alt={alt} />;
  }
}

const ALTERNATING = new Set<DemoSection["kind"]>([
  "cards",
  "steps",
  "gallery",
  "carousel",
  "testimonials",
  "team",
  "story",
  "contact",
]);

export function DemoPage({ site, images }: { site: DemoSite; images: Record<string, string> }) {
  let shade = 0;
  return (
    <DemoProvider value={{ theme: site.theme, imageType: site.imageType, images }}>
      <div lang={site.lang} data-demo={site.slug} className={cn("min-h-screen", site.theme.page)}>
        <a
          href="#inhalt"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900 focus:shadow-lg"
        >
          Zum Inhalt springen
        </a>
        <SiteHeader site={site} />
        <main id="inhalt">
          {site.sections.map((section, i) => {
            const alt = ALTERNATING.has(section.kind) && shade++ % 2 === 1;
            const key = section.id ?? `${section.kind}-${i}`;
            if (!section.lang) return <Section key={key} section={section} alt={alt} />;
            return (
              <div key={key} lang={section.lang}>
                <Section section={section} alt={alt} />
              </div>
            );
          })}
        </main>
        <SiteFooter site={site} />
      </div>
    </DemoProvider>
  );
}
