// Portfolio images (02 §2.8, §7): the table portfolio_images holds the address of every
// named image of the six demos. The pages and GET /api/portfolio-images/{type} read it;
// names the table lacks fall back to the generated SVG placeholder.
import {
  PORTFOLIO_IMAGES,
  PORTFOLIO_TYPES,
  placeholderUrl,
  type PortfolioType,
} from "./portfolio-images";
import { prisma } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";

export type ImageSet = Record<string, string>;

/** Idempotent: run at every server start, so new names reach existing databases. */
export async function seedPortfolioImages() {
  for (const page of PORTFOLIO_TYPES) {
    for (const [imageKey, spec] of Object.entries(PORTFOLIO_IMAGES[page])) {
      const data = {
        imageUrl: placeholderUrl(page, imageKey),
        query: spec.label,
        width: spec.width,
        height: spec.height,
      };
      await prisma.portfolioImage.upsert({
        where: { page_imageKey: { page, imageKey } },
        create: { page, imageKey, ...data },
        update: data,
      });
    }
  }
}

/** Exactly what the table holds for a type (the image call's answer). */
export async function getStoredPortfolioImages(type: PortfolioType): Promise<ImageSet> {
  const rows = await prisma.portfolioImage.findMany({
    where: { page: type },
    orderBy: { imageKey: "asc" },
  });
  return Object.fromEntries(rows.map((row) => [row.imageKey, row.imageUrl]));
}

function placeholderImages(type: PortfolioType): ImageSet {
  return Object.fromEntries(
    Object.keys(PORTFOLIO_IMAGES[type]).map((name) => [name, placeholderUrl(type, name)]),
  );
}

/** Every name a page needs: stored addresses over placeholders; on a database failure all placeholders (02 §8). */
export async function getPortfolioImageSet(type: PortfolioType): Promise<ImageSet> {
  try {
    return { ...placeholderImages(type), ...(await getStoredPortfolioImages(type)) };
  } catch (error) {
    logger.error({ error }, `Portfolio-Bilder für „${type}“ konnten nicht geladen werden`);
    return placeholderImages(type);
  }
}
