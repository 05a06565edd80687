// POST /api/orders/{id}/upload (01 §7): multipart with repeated `files` entries, streamed
// to storage. Answers the list of stored files (id, name, type, size, url); files over
// 20 MB are refused by name while the others are kept.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { READ_ONLY_MESSAGE } from "~/models/order/details";
import { attachDocuments, documentUrl, uploadTargetSchema } from "~/models/order/document.server";
import { getOwnOrder, pageCountOf } from "~/models/order/order.server";
import { isReadOnlyForCustomer } from "~/models/order/status";
import { isPortalEditable, PORTAL_MESSAGES } from "~/models/professional/professional";
import { requireApiUserId } from "~/utils/auth.server";
import { isMultipart, parseUploadRequest, uploadErrorStatus } from "~/utils/upload.server";

export const INVALID_PAGE_MESSAGE = "Diese Seite gibt es in Ihrer Bestellung nicht.";
export const UPLOAD_FAILED_TEXT = "Die Dateien konnten nicht hochgeladen werden.";

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Methode nicht erlaubt" }, { status: 405 });
  const userId = await requireApiUserId(request);
  const order = await getOwnOrder(userId, params.orderId ?? "");
  if (!order) return json({ error: "Bestellung nicht gefunden" }, { status: 404 });
  if (isReadOnlyForCustomer(order.status))
    return json({ error: READ_ONLY_MESSAGE }, { status: 409 });
  // professional intake: files only while the portal is editable (not after submission)
  if (order.professionalPackage && !isPortalEditable(order))
    return json({ error: PORTAL_MESSAGES.lockedText }, { status: 409 });
  if (!isMultipart(request)) return json({ error: UPLOAD_FAILED_TEXT }, { status: 400 });

  // only pages the order has (refused before a byte of the body is read)
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const target = uploadTargetSchema(pageCountOf(order)).parse(query);
  const section = target.section;
  const pageIndex = section === "page" ? target.pageIndex : null;
  if (section === "page" && pageIndex === null)
    return json({ error: INVALID_PAGE_MESSAGE }, { status: 400 });

  const { files, errors } = await parseUploadRequest(request, `orders/${order.id}`);
  const stored = await attachDocuments(
    order.id,
    userId,
    files.map((f) => ({ ...f, field: "files" })),
    { section, pageIndex },
  );
  const body = {
    files: stored.map((d) => ({
      id: d.id,
      name: d.name,
      type: d.contentType,
      size: d.size,
      url: documentUrl(d.id),
    })),
    errors: errors.map((e) => ({ name: e.name, message: e.message })),
  };
  // nothing stored and something refused: the request failed as a whole
  if (!stored.length && errors.length)
    return json(
      { ...body, error: errors.map((e) => e.message).join(" ") },
      { status: uploadErrorStatus(errors) },
    );
  return json(body);
}

export function loader() {
  return json({ error: "Methode nicht erlaubt" }, { status: 405 });
}
