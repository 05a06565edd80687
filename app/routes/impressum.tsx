import { json } from "@remix-run/node";
import { PageErrorBoundary } from "~/components/error-boundary";
import { LegalRoute, legalMeta } from "~/components/legal/legal-page";
import { impressumDocument } from "~/content/legal/impressum";
import { getProvider } from "~/utils/provider.server";

// the provider details are read on every request (configuration, not build time)
export const loader = () => json({ document: impressumDocument(getProvider()), toc: false });
export const meta = legalMeta;
export default LegalRoute;

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
