// 'Alle herunterladen' on 'Zahlungen & Abo': every invoice and credit note PDF of the
// signed-in customer's orders as one ZIP (resource route), streamed from storage while it
// is built. Only the customer's own invoices; admins download per order.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createInvoiceArchive } from "~/models/account/data-export.server";
import { requireUser } from "~/utils/auth.server";
import { privateDownload } from "~/utils/download.server";
import { onlyGet } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const archive = await createInvoiceArchive(user.id, now);
  if (!archive)
    return redirectWithToast("/billing", {
      type: "message",
      title: "Noch keine Rechnungen",
      description: "Nach jeder Zahlung erscheint die Rechnung auf dieser Seite.",
    });
  const day = now.toISOString().slice(0, 10);
  return privateDownload(archive, {
    name: `seitenwerk-rechnungen-${day}.zip`,
    type: "application/zip",
  });
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
