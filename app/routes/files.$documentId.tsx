// Downloads of uploaded documents, for the order's owner and for admins only. As an
// attachment with a neutral type, so an uploaded HTML or SVG file can never run in our
// origin. `?inline=1` shows PNG, JPEG, WebP, GIF and PDF in the browser (message previews)
// – with the type from our own list (never the stored one), only when the file's first bytes
// are of that type, sandboxed and with nosniff; any other file is downloaded as always.
import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { optionalStaff } from "~/http/staff.server";
import { inlineType } from "~/models/messages/messages";
import { findDownloadableDocument } from "~/models/order/document.server";
import { orderScope } from "~/models/team/staff.server";
import { getUserId } from "~/utils/auth.server";
import { hasSignatureOf, peekStream, SIGNATURE_BYTES } from "~/utils/file-signature.server";
import { onlyGet } from "~/utils/form-data.server";
import { contentDisposition } from "~/utils/misc";
import { objectForDownload } from "~/utils/storage.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.documentId ?? "";
  const [userId, staff] = await Promise.all([getUserId(request), optionalStaff(request)]);
  if (!userId && !staff) return new Response("Anmeldung erforderlich", { status: 401 });
  // a customer never gets the files of the agency's internal notes; Produktion only those of
  // the orders it may open
  const doc = await findDownloadableDocument(id, {
    adminId: staff?.id ?? null,
    userId,
    adminScope: staff ? orderScope(staff) : undefined,
  });
  // another customer's file looks exactly like a missing one
  if (!doc) return new Response("Datei nicht gefunden", { status: 404 });
  const object = await objectForDownload(doc.storageKey, "Datei nicht gefunden");
  if (object instanceof Response) return object;
  const wanted =
    new URL(request.url).searchParams.get("inline") === "1"
      ? inlineType(doc.name, doc.contentType)
      : null;
  let body = object.body;
  let inline = wanted;
  if (wanted) {
    // an HTML page named .png is downloaded, not shown, whatever the uploader declared
    const peeked = await peekStream(object.body, SIGNATURE_BYTES);
    body = peeked.body;
    if (!hasSignatureOf(wanted.type, peeked.head)) inline = null;
  }
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: {
      "Content-Type": inline?.type ?? "application/octet-stream",
      "Content-Disposition": inline
        ? contentDisposition(doc.name).replace(/^attachment/, "inline")
        : contentDisposition(doc.name),
      "Content-Length": String(object.size || doc.size),
      "X-Content-Type-Options": "nosniff",
      // a PDF opened on its own is sandboxed too (the browser's viewer still shows it); it
      // is never framed by another site
      "Content-Security-Policy": "default-src 'none'; sandbox; frame-ancestors 'none'",
      "Cache-Control": "private, no-store",
    },
  });
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
