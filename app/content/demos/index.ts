// Which content belongs to which route. Decisions where 02 §2.9 leaves it open:
// - steuerberater-weber is the Frankfurt tax firm, steuerberater-mueller the Munich one;
// - anwalt-hoffmann is the Berlin firm (criminal, labour, family law), anwalt-schmidt the
//   international business-law firm (Hamburg, London, New York; partly in English).
import { anwaltHoffmann } from "./anwalt-hoffmann";
import { anwaltSchmidt } from "./anwalt-schmidt";
import { arztBergmann } from "./arzt-bergmann";
import { arztKaiser } from "./arzt-kaiser";
import { baeckereiRichter } from "./baeckerei-richter";
import { blumenhausBerger } from "./blumenhaus-berger";
import { cafeMarktplatz } from "./cafe-marktplatz";
import { fahrschuleHoffmann } from "./fahrschule-hoffmann";
import { physiotherapieKlein } from "./physiotherapie-klein";
import { steuerberaterMueller } from "./steuerberater-mueller";
import { steuerberaterWeber } from "./steuerberater-weber";
import { zimmereiZimmermann } from "./zimmerei-zimmermann";
import type { DemoSite } from "./types";

const PORTFOLIO_SITES: DemoSite[] = [
  cafeMarktplatz,
  zimmereiZimmermann,
  blumenhausBerger,
  fahrschuleHoffmann,
  physiotherapieKlein,
  baeckereiRichter,
];
const EXAMPLE_SITES: DemoSite[] = [
  steuerberaterWeber,
  steuerberaterMueller,
  anwaltHoffmann,
  anwaltSchmidt,
  arztBergmann,
  arztKaiser,
];

const bySlug = (sites: DemoSite[], slug: string | undefined) =>
  sites.find((site) => site.slug === slug);

export const findPortfolioSite = (slug: string | undefined) => bySlug(PORTFOLIO_SITES, slug);
export const findExampleSite = (slug: string | undefined) => bySlug(EXAMPLE_SITES, slug);
