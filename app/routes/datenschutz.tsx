import { LegalRoute, legalMeta } from "~/components/legal/legal-page";
import { legalLoader } from "~/components/legal/loader.server";
import { datenschutzDocument } from "~/content/legal/datenschutz";

export const loader = () => legalLoader(datenschutzDocument);
export const meta = legalMeta;
export default LegalRoute;
