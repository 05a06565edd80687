import { json } from "@remix-run/node";
import type { LegalDocument } from "~/content/legal/types";
import { getProvider, type ProviderDetails } from "~/utils/provider.server";

/** Builds the document with the configured provider details on every request. */
export function legalLoader(
  build: (provider: ProviderDetails) => LegalDocument,
  { toc = true } = {},
) {
  return json({ document: build(getProvider()), toc });
}
