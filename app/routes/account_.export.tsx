// The data export download (resource route). The password was checked on /account, which
// handed out a one-time token for this POST; the ZIP is streamed while it is built.
import { Readable } from "node:stream";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { redeemDataExport } from "~/models/account-settings.server";
import { createExportArchive } from "~/models/data-export.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { contentDisposition } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

export const EXPORT_EXPIRED =
  "Der Download ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie den Export erneut an.";

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const token = String(formData.get("token") ?? "");
  if (!(await redeemDataExport(user.id, token)))
    return redirectWithToast("/account#daten", {
      type: "error",
      title: "Export nicht möglich",
      description: EXPORT_EXPIRED,
    });
  const now = new Date();
  const archive = await createExportArchive(user.id, now);
  const day = now.toISOString().slice(0, 10);
  return new Response(Readable.toWeb(archive) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(`seitenwerk-daten-${day}.zip`),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

// the download is a POST (it uses up the token); a GET goes back to the account page
export function loader() {
  return redirect("/account#daten");
}
