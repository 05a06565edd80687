// The data export download (resource route). The password was checked on /account, which
// handed out a one-time token for this POST; the ZIP is streamed while it is built.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createExportArchive } from "~/models/account/data-export.server";
import { redeemDataExport } from "~/models/account/settings.server";
import { requireUser } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { privateDownload } from "~/utils/download.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";

export const EXPORT_EXPIRED =
  "Der Download ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie den Export erneut an.";

// the one-time token /account handed out; without one the download is as expired as a used one
const exportTokenSchema = z.object({ token: z.string({ required_error: EXPORT_EXPIRED }) });

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: exportTokenSchema });
  const token = submission.status === "success" ? submission.value.token : null;
  if (!token || !(await redeemDataExport(user.id, token)))
    return redirectWithToast("/account#daten", {
      type: "error",
      title: "Export nicht möglich",
      description: EXPORT_EXPIRED,
    });
  const now = new Date();
  const archive = await createExportArchive(user.id, now);
  const day = now.toISOString().slice(0, 10);
  return privateDownload(archive, {
    name: `seitenwerk-daten-${day}.zip`,
    type: "application/zip",
  });
}

// the download is a POST (it uses up the token); a GET goes back to the account page
export function loader() {
  return redirect("/account#daten");
}
