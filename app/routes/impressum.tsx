import { LegalRoute, legalMeta } from "~/components/legal/legal-page";
import { legalLoader } from "~/components/legal/loader.server";
import { impressumDocument } from "~/content/legal/impressum";

export const loader = () => legalLoader(impressumDocument, { toc: false });
export const meta = legalMeta;
export default LegalRoute;
