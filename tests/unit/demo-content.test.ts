// The twelve demo sites are JSON files checked by one schema (app/content/demos/schema.ts):
// every file on disk is one the routes serve, each one passes the schema as it lies on disk,
// a broken one is refused with its name and the path of the wrong value, and every picture a
// site names is one its image type has.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DemoImageRef, DemoSite } from "~/content/demos/schema";
import { readSite, SITE_FILES, type SiteKind } from "~/content/demos/sites.server";
import { PORTFOLIO_IMAGES } from "~/models/catalog/portfolio-images";

const DIR = path.resolve("app/content/demos");
const filesOnDisk = readdirSync(DIR).filter((name) => name.endsWith(".json"));
const kindOf = (file: string): SiteKind => (file in SITE_FILES.portfolio ? "portfolio" : "example");
const readFromDisk = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(DIR, file), "utf8"));

/** Every image a site names: single pictures (`image`) and gallery entries (`images`). */
function imagesOf(value: unknown): DemoImageRef[] {
  if (Array.isArray(value)) return value.flatMap(imagesOf);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (key === "image") return [child as DemoImageRef];
    if (key === "images") return child as DemoImageRef[];
    return imagesOf(child);
  });
}

describe("demo content", () => {
  it("serves every JSON file: six portfolio demos and six example sites", () => {
    expect(Object.keys(SITE_FILES.portfolio)).toHaveLength(6);
    expect(Object.keys(SITE_FILES.example)).toHaveLength(6);
    expect(
      [...Object.keys(SITE_FILES.portfolio), ...Object.keys(SITE_FILES.example)].sort(),
    ).toEqual(filesOnDisk.sort());
  });

  it.each(filesOnDisk)("%s passes the schema as it lies on disk", (file) => {
    const site = readSite(file, kindOf(file), readFromDisk(file));
    expect(`${site.slug}.json`).toBe(file);
    expect(site.nav.at(-1)).toEqual({ id: "kontakt", label: "Kontakt" });
  });

  it("refuses a mistyped key, naming the file and the path", () => {
    const content = readFromDisk("steuerberater-weber.json") as {
      sections: Array<{ items: Array<Record<string, unknown>> }>;
    };
    const { title, ...card } = content.sections[0].items[1];
    content.sections[0].items[1] = { ...card, titel: title };
    expect(() => readSite("steuerberater-weber.json", "example", content)).toThrow(
      /steuerberater-weber\.json.* sections\.0\.items\.1\.title: .*; sections\.0\.items\.1: .*titel/,
    );
  });

  it("refuses a wrong value and a key the frame adds, naming the path", () => {
    const content = readFromDisk("cafe-marktplatz.json") as Record<string, unknown>;
    const theme = content.theme as Record<string, unknown>;
    const broken = { ...content, theme: { ...theme, headerClear: "bg-black" }, imageType: "cafe2" };
    expect(() => readSite("cafe-marktplatz.json", "portfolio", broken)).toThrow(
      /cafe-marktplatz\.json.* imageType: .*; theme: .*headerClear/,
    );
  });

  it("refuses a file whose slug is not its name", () => {
    const content = { ...(readFromDisk("arzt-kaiser.json") as object), slug: "arzt-keiser" };
    expect(() => readSite("arzt-kaiser.json", "example", content)).toThrow(
      /arzt-kaiser\.json trägt den Slug „arzt-keiser“/,
    );
  });

  it.each(Object.keys(SITE_FILES.portfolio))("%s names only images of its type", (file) => {
    const site: DemoSite = readSite(file, "portfolio", readFromDisk(file));
    const images = imagesOf(site.sections);
    expect(images.length).toBeGreaterThan(3);
    const known = Object.keys(PORTFOLIO_IMAGES[site.imageType!]);
    for (const image of images) expect(known, `${file}: ${image.name}`).toContain(image.name);
  });

  // example sites have no image type, so a picture they named would show nowhere
  it.each(Object.keys(SITE_FILES.example))("%s names no images", (file) => {
    expect(imagesOf(readFromDisk(file))).toEqual([]);
  });
});
