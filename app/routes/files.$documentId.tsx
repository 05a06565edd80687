// Downloads of uploaded documents, for the order's owner and for admins only. As an
// attachment with a neutral type, so an uploaded HTML or SVG file can never run in our
// origin. `?inline=1` shows PNG, JPEG, WebP, GIF and PDF in the browser (message previews)
// – with the type from our own list (never the stored one) and nosniff; any other file
// ignores it and is downloaded as always.
import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { findDownloadableDocument } from "~/models/document.server";
import { inlineType } from "~/models/messages";
import { getAdminUserId, getUserId } from "~/utils/auth.server";
import { onlyGet } from "~/utils/form-data.server";
import { contentDisposition } from "~/utils/misc";
import { objectForDownload } from "~/utils/storage.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.documentId ?? "";
  const [userId, adminId] = await Promise.all([getUserId(request), getAdminUserId(request)]);
  if (!userId && !adminId) return new Response("Anmeldung erforderlich", { status: 401 });
  // a customer never gets the files of the agency's internal notes
  const doc = await findDownloadableDocument(id, { adminId, userId });
  // another customer's file looks exactly like a missing one
  if (!doc) return new Response("Datei nicht gefunden", { status: 404 });
  const object = await objectForDownload(doc.storageKey, "Datei nicht gefunden");
  if (object instanceof Response) return object;
  const inline =
    new URL(request.url).searchParams.get("inline") === "1"
      ? inlineType(doc.name, doc.contentType)
      : null;
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "Content-Type": inline?.type ?? "application/octet-stream",
      "Content-Disposition": inline
        ? contentDisposition(doc.name).replace(/^attachment/, "inline")
        : contentDisposition(doc.name),
      "Content-Length": String(object.size || doc.size),
      "X-Content-Type-Options": "nosniff",
      // the browser's PDF viewer does not open in a sandboxed document or under
      // object-src 'none'; a PDF's own scripts run in that viewer, not in our origin
      "Content-Security-Policy":
        inline?.preview === "pdf" ? "frame-ancestors 'none'" : "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
