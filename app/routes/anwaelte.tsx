import { PageErrorBoundary } from "~/components/error-boundary";
import { ProfessionRoute, professionMeta } from "~/components/profession/profession-page";
import { getProfessionContent } from "~/content/professions";
import { professionLoader } from "~/http/profession-loader.server";

export const loader = professionLoader(getProfessionContent("anwaelte"));
export const meta = professionMeta;
export default ProfessionRoute;
export const ErrorBoundary = PageErrorBoundary;
