// GET /api/portfolio-images/{type} (02 §7): the named image addresses stored for a type.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { isPortfolioType } from "~/models/catalog/portfolio-images";
import { getStoredPortfolioImages } from "~/models/catalog/portfolio-images.server";
import { methodNotAllowed } from "~/utils/api.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const type = params.type;
  if (!isPortfolioType(type)) return json({ error: "Unbekannter Bildtyp" }, { status: 404 });
  return json({ type, images: await getStoredPortfolioImages(type) });
}

// every method this call does not offer answers 405
export const action = methodNotAllowed;
