// Invoice PDFs, for the order's owner and for admins only; streamed from storage exactly
// as they were issued. Another customer's invoice looks like a missing one.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { optionalStaff } from "~/http/staff.server";
import { findDownloadableInvoice } from "~/models/invoice/invoice.server";
import { can, FORBIDDEN_TEXT } from "~/models/team/permissions";
import { getUserId } from "~/utils/auth.server";
import { privateDownload } from "~/utils/download.server";
import { onlyGet } from "~/utils/form-data.server";
import { isUuid } from "~/utils/misc";
import { objectForDownload } from "~/utils/storage.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const [userId, staff] = await Promise.all([getUserId(request), optionalStaff(request)]);
  if (!userId && !staff) return new Response("Anmeldung erforderlich", { status: 401 });
  // staff without the right to invoices (and without a customer session of their own)
  if (staff && !userId && !can(staff.role, "invoices.read"))
    return new Response(FORBIDDEN_TEXT, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const adminId = staff && can(staff.role, "invoices.read") ? staff.id : null;
  const id = (params.file ?? "").replace(/\.pdf$/, "");
  const invoice =
    params.file?.endsWith(".pdf") && isUuid(id)
      ? await findDownloadableInvoice(id, { userId, isAdmin: Boolean(adminId) })
      : null;
  if (!invoice) return new Response("Rechnung nicht gefunden", { status: 404 });
  const object = await objectForDownload(invoice.storageKey, "Rechnung nicht gefunden");
  if (object instanceof Response) return object;
  return privateDownload(object.body, {
    name: `${invoice.number}.pdf`,
    type: "application/pdf",
    size: object.size,
  });
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
