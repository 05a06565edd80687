// Downloads of uploaded documents, for the order's owner and for admins only. Always as
// an attachment with a neutral type, so an uploaded HTML or SVG file can never run in
// our origin.
import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { CUSTOMER_VISIBLE_DOCUMENTS } from "~/models/messages.server";
import { isUuid } from "~/models/order.server";
import { getAdminUserId, getUserId } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";
import { onlyGet } from "~/utils/form-data.server";
import { contentDisposition } from "~/utils/misc";
import { objectForDownload } from "~/utils/storage.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.documentId ?? "";
  const [userId, adminId] = await Promise.all([getUserId(request), getAdminUserId(request)]);
  if (!userId && !adminId) return new Response("Anmeldung erforderlich", { status: 401 });
  const doc = isUuid(id)
    ? await prisma.uploadedDocument.findFirst({
        // a customer never gets the files of the agency's internal notes
        where: {
          id,
          ...(adminId ? {} : { order: { userId: userId! }, ...CUSTOMER_VISIBLE_DOCUMENTS }),
        },
        select: { name: true, storageKey: true, size: true },
      })
    : null;
  // another customer's file looks exactly like a missing one
  if (!doc) return new Response("Datei nicht gefunden", { status: 404 });
  const object = await objectForDownload(doc.storageKey, "Datei nicht gefunden");
  if (object instanceof Response) return object;
  return new Response(Readable.toWeb(object.body) as ReadableStream, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": contentDisposition(doc.name),
      "Content-Length": String(object.size || doc.size),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

// a POST here is a German 405, not Remix's English one
export const action = onlyGet;
