import { beforeAll, describe, expect, it } from "vitest";
import { getRequest, routeArgs } from "../support/fixtures";
import { PORTFOLIO_IMAGES, PORTFOLIO_TYPES } from "~/models/catalog/portfolio-images";
import { seedPortfolioImages } from "~/models/catalog/portfolio-images.server";
import { loader as apiLoader } from "~/routes/api.portfolio-images.$type";
import { loader as imageLoader } from "~/routes/images.portfolio.$type.$file";
import { loader as portfolioLoader } from "~/routes/portfolio.$slug";
import { prisma } from "~/utils/db.server";

const callApi = (type: string) =>
  apiLoader(routeArgs(getRequest(`/api/portfolio-images/${type}`), { type }));
type ImageAnswer = { type: string; images: Record<string, string | undefined> };
const readApi = async (type: string) => (await (await callApi(type)).json()) as ImageAnswer;
const callImage = (type: string, file: string) =>
  imageLoader(routeArgs(getRequest(`/images/portfolio/${type}/${file}`), { type, file }));
const callPage = (slug: string) =>
  portfolioLoader(routeArgs(getRequest(`/portfolio/${slug}`), { slug }));

describe("portfolio images", () => {
  beforeAll(async () => {
    // twice: the start-up seed must be idempotent
    await seedPortfolioImages();
    await seedPortfolioImages();
  });

  it("seeds every named image once", async () => {
    const expected = PORTFOLIO_TYPES.reduce(
      (sum, type) => sum + Object.keys(PORTFOLIO_IMAGES[type]).length,
      0,
    );
    expect(await prisma.portfolioImage.count()).toBe(expected);
  });

  it("answers the seeded names for each of the six types", async () => {
    for (const type of PORTFOLIO_TYPES) {
      const response = await callApi(type);
      expect(response.status).toBe(200);
      const body = (await response.json()) as ImageAnswer;
      expect(body.type).toBe(type);
      expect(Object.keys(body.images).sort()).toEqual(Object.keys(PORTFOLIO_IMAGES[type]).sort());
      for (const url of Object.values(body.images))
        expect(url).toMatch(new RegExp(`^/images/portfolio/${type}/\\w+\\.svg$`));
    }
    const bakery = (await readApi("baeckerei")).images;
    for (const name of [
      "hero",
      "baking",
      "product1",
      "product2",
      "product3",
      "product4",
      "product5",
      "product6",
      "tradition",
      "fresh",
      "showcase",
    ])
      expect(bakery[name], name).toBe(`/images/portfolio/baeckerei/${name}.svg`);
    const cafe = (await readApi("cafe")).images;
    for (const name of ["hero", "gallery1", "gallery6", "history", "event", "atmosphere"])
      expect(cafe[name], name).toBeTruthy();
  });

  it("answers 404 JSON for an unknown type", async () => {
    const response = await callApi("metzgerei");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Unbekannter Bildtyp" });
  });

  it("serves a cacheable SVG placeholder with the German label and the §9 size", async () => {
    const response = await callImage("baeckerei", "product1.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const svg = await response.text();
    expect(svg).toContain("<svg");
    expect(svg).toContain("Sauerteigbrot");
    expect(svg).toContain('width="800" height="600"');
    expect(await (await callImage("baeckerei", "hero.svg")).text()).toContain(
      'width="1920" height="1080"',
    );
    expect(await (await callImage("baeckerei", "cake1.svg")).text()).toContain(
      'width="600" height="600"',
    );
    expect((await callImage("metzgerei", "hero.svg")).status).toBe(404);
    expect((await callImage("baeckerei", "hero.png")).status).toBe(404);
  });

  it("pages read the table and fall back to the placeholder for a missing row", async () => {
    await prisma.portfolioImage.update({
      where: { page_imageKey: { page: "baeckerei", imageKey: "hero" } },
      data: { imageUrl: "/images/portfolio/baeckerei/hero.svg?v=2" },
    });
    await prisma.portfolioImage.delete({
      where: { page_imageKey: { page: "baeckerei", imageKey: "product3" } },
    });

    const api = (await readApi("baeckerei")).images;
    expect(api.product3).toBeUndefined();

    const page = await (await callPage("baeckerei-richter")).json();
    expect(page.images.hero).toBe("/images/portfolio/baeckerei/hero.svg?v=2");
    expect(page.images.product3).toBe("/images/portfolio/baeckerei/product3.svg");
    expect(Object.keys(page.images).sort()).toEqual(Object.keys(PORTFOLIO_IMAGES.baeckerei).sort());
  });

  it("answers 404 for an unknown demo slug", async () => {
    const thrown = await callPage("baeckerei-mueller").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
