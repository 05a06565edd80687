// GET /images/portfolio/{type}/{name}.svg: the generated placeholder picture of a portfolio
// image – a colour per type and a readable German label (02 §2.8, §8, sizes §9). Names
// outside the catalogue still get a picture, so a page never shows a broken image.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { placeholderSvg } from "~/components/demo/placeholder-svg";
import { PLACEHOLDER_COLORS, imageSpec, isPortfolioType } from "~/models/catalog/portfolio-images";
import { onlyGet } from "~/utils/form-data.server";

export function loader({ params }: LoaderFunctionArgs) {
  const type = params.type;
  const name = params.file?.endsWith(".svg") ? params.file.slice(0, -4) : null;
  if (!isPortfolioType(type) || !name || !/^[A-Za-z0-9_-]{1,40}$/.test(name)) {
    return new Response("Bild nicht gefunden", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const spec = imageSpec(type, name);
  return new Response(placeholderSvg({ ...spec, colors: PLACEHOLDER_COLORS[type] }), {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
