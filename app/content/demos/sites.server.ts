// Which content belongs to which route, read on the server only: a demo page gets its own
// site through its loader, so the browser's code carries none of the twelve sites' texts.
// Every file is checked against the schema once, when the server starts; a broken file stops
// it with the file's name and the path of the wrong value.
// Decisions where 02 §2.9 leaves it open:
// - steuerberater-weber is the Frankfurt tax firm, steuerberater-mueller the Munich one;
// - anwalt-hoffmann is the Berlin firm (criminal, labour, family law), anwalt-schmidt the
//   international business-law firm (Hamburg, London, New York; partly in English).
import anwaltHoffmann from "./anwalt-hoffmann.json";
import anwaltSchmidt from "./anwalt-schmidt.json";
import arztBergmann from "./arzt-bergmann.json";
import arztKaiser from "./arzt-kaiser.json";
import baeckereiRichter from "./baeckerei-richter.json";
import blumenhausBerger from "./blumenhaus-berger.json";
import cafeMarktplatz from "./cafe-marktplatz.json";
import fahrschuleHoffmann from "./fahrschule-hoffmann.json";
import { exampleSite, portfolioSite } from "./frame";
import physiotherapieKlein from "./physiotherapie-klein.json";
import { exampleSiteInputSchema, portfolioSiteInputSchema, type DemoSite } from "./schema";
import steuerberaterMueller from "./steuerberater-mueller.json";
import steuerberaterWeber from "./steuerberater-weber.json";
import zimmereiZimmermann from "./zimmerei-zimmermann.json";
import type { z } from "zod";

export type SiteKind = "portfolio" | "example";

/** The content of `file` as the schema reads it; else an error naming every wrong value. */
function checked<T>(file: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, content: unknown) {
  const result = schema.safeParse(content);
  if (result.success) return result.data;
  const issues = result.error.issues.map(
    (issue) => `${issue.path.join(".") || "(Wurzel)"}: ${issue.message}`,
  );
  throw new Error(`Demo-Inhalt app/content/demos/${file} ungültig – ${issues.join("; ")}`);
}

/** One site file's content, checked and framed; `file` names the file in the error. */
export function readSite(file: string, kind: SiteKind, content: unknown): DemoSite {
  const site =
    kind === "portfolio"
      ? portfolioSite(checked(file, portfolioSiteInputSchema, content))
      : exampleSite(checked(file, exampleSiteInputSchema, content));
  // the route finds a site by its slug, the editor by its file: both must name it alike
  if (`${site.slug}.json` !== file)
    throw new Error(`Demo-Inhalt app/content/demos/${file} trägt den Slug „${site.slug}“`);
  return site;
}

/** The file name (= slug) and content of every site, in the order of 02 §2.8 and §2.9. */
export const SITE_FILES: Record<SiteKind, Record<string, unknown>> = {
  portfolio: {
    "cafe-marktplatz.json": cafeMarktplatz,
    "zimmerei-zimmermann.json": zimmereiZimmermann,
    "blumenhaus-berger.json": blumenhausBerger,
    "fahrschule-hoffmann.json": fahrschuleHoffmann,
    "physiotherapie-klein.json": physiotherapieKlein,
    "baeckerei-richter.json": baeckereiRichter,
  },
  example: {
    "steuerberater-weber.json": steuerberaterWeber,
    "steuerberater-mueller.json": steuerberaterMueller,
    "anwalt-hoffmann.json": anwaltHoffmann,
    "anwalt-schmidt.json": anwaltSchmidt,
    "arzt-bergmann.json": arztBergmann,
    "arzt-kaiser.json": arztKaiser,
  },
};

const readAll = (kind: SiteKind) =>
  new Map(
    Object.entries(SITE_FILES[kind]).map(([file, content]) => {
      const site = readSite(file, kind, content);
      return [site.slug, site];
    }),
  );

const PORTFOLIO_SITES = readAll("portfolio");
const EXAMPLE_SITES = readAll("example");

export const findPortfolioSite = (slug: string | undefined) =>
  slug === undefined ? undefined : PORTFOLIO_SITES.get(slug);
export const findExampleSite = (slug: string | undefined) =>
  slug === undefined ? undefined : EXAMPLE_SITES.get(slug);
