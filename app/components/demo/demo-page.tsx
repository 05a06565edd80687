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
import type { ComponentType } from "react";
import type { DemoSection, DemoSite } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";

type SectionView = ComponentType<{ section: DemoSection; alt: boolean }>;
type SectionViews = {
  [K in DemoSection["kind"]]: ComponentType<{
    section: Extract<DemoSection, { kind: K }>;
    alt: boolean;
  }>;
};

const VIEWS: SectionViews = {
  hero: Hero,
  stats: StatsStrip,
  cards: CardGrid,
  steps: Steps,
  gallery: Gallery,
  carousel: ImageCarousel,
  testimonials: Testimonials,
  team: Team,
  story: Story,
  banner: Banner,
  contact: Contact,
};

function Section({ section, alt }: { section: DemoSection; alt: boolean }) {
  // each view takes its own kind of section; the lookup by kind guarantees the match
  const View = VIEWS[section.kind] as SectionView;
  return <View section={section} alt={alt} />;
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
