import { LegalRoute, legalMeta } from "~/components/legal/legal-page";
import { legalLoader } from "~/components/legal/loader.server";
import { agbDocument } from "~/content/legal/agb";

export const loader = () => legalLoader(agbDocument);
export const meta = legalMeta;
export default LegalRoute;
