import { legalLoader } from "~/components/legal/loader.server";
import { LegalRoute, legalMeta } from "~/components/legal/legal-page";
import { impressumDocument } from "~/content/legal/impressum";

export const loader = () => legalLoader(impressumDocument, { toc: false });
export const meta = legalMeta;
export default LegalRoute;
