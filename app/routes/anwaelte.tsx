import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { PageErrorBoundary } from "~/components/error-boundary";
import { ProfessionRoute, professionMeta } from "~/components/profession/profession-page";
import { getProfessionContent } from "~/content/professions";
import { captureGclid } from "~/utils/gclid.server";

// a gclid in the link is kept as on the landing page
export const loader = async ({ request }: LoaderFunctionArgs) =>
  json({ content: getProfessionContent("anwaelte") }, { headers: await captureGclid(request) });
export const meta = professionMeta;
export default ProfessionRoute;

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
