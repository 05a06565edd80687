// The loader of the three profession landing pages (/steuerberater, /anwaelte, /aerzte):
// their content, and a gclid in the link kept as on the landing page.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { captureGclid } from "~/utils/gclid.server";

export const professionLoader =
  <Content>(content: Content) =>
  async ({ request }: LoaderFunctionArgs) =>
    json({ content }, { headers: await captureGclid(request) });
