import { PageErrorBoundary } from "~/components/error-boundary";
import { ProfessionRoute, professionMeta } from "~/components/profession/profession-page";
import { getProfessionContent } from "~/content/professions";
import { gclidLoader } from "~/utils/gclid.server";

// a gclid in the link is kept as on the landing page
export const loader = gclidLoader({ content: getProfessionContent("steuerberater") });
export const meta = professionMeta;
export default ProfessionRoute;
export const ErrorBoundary = PageErrorBoundary;
