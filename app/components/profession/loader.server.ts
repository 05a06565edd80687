import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { Profession } from "~/models/catalog";
import { getProfessionContent } from "~/content/professions";
import { captureGclid } from "~/utils/gclid.server";

/** Shared loader of the profession pages; a gclid in the link is kept like on the landing page. */
export async function professionLoader(profession: Profession, { request }: LoaderFunctionArgs) {
  const headers = await captureGclid(request);
  return json({ content: getProfessionContent(profession) }, { headers });
}
