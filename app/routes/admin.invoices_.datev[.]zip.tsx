// The DATEV export as a download: the ZIP with the Buchungsstapel and the period's invoice
// and credit-note PDFs. The form on /admin/invoices sends Von/Bis here (GET: a download
// changes nothing); a period that cannot be exported goes back to the page, which shows why.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/http/staff.server";
import { checkPeriod, datevArchive, DatevExportError } from "~/models/datev/export.server";
import { ExtfFieldError } from "~/models/datev/extf.server";
import { PERIOD_MESSAGES } from "~/models/datev/schema";
import { getDatevSettings } from "~/models/datev/settings.server";
import { privateDownload } from "~/utils/download.server";
import { onlyGet } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "exports.datev");
  const settings = await getDatevSettings();
  if (!settings)
    return redirectWithToast("/admin/invoices/datev", {
      type: "error",
      title: "DATEV-Einstellungen fehlen",
      description: PERIOD_MESSAGES.noSettings,
    });
  const params = new URL(request.url).searchParams;
  const check = checkPeriod(params, settings);
  // the page checks the same period and names the problem beside the field
  if (!check.ok) return redirect(`/admin/invoices?${params}#datev-export`);
  try {
    const archive = await datevArchive(check.period, settings);
    return privateDownload(archive.stream, { name: archive.names.zip, type: "application/zip" });
  } catch (error) {
    if (!(error instanceof DatevExportError || error instanceof ExtfFieldError)) throw error;
    return redirectWithToast(`/admin/invoices?${params}#datev-export`, {
      type: "error",
      title: "DATEV-Export nicht möglich",
      description: error.message,
    });
  }
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
