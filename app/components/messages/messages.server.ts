// Loader and action of the two thread routes (/order-details/{id}/messages for the
// customer, /admin/orders/{id}/messages for the agency), and the thread data for the order
// pages. The routes only dispatch here.
import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { MESSAGE_TEXTS, messageSchema, type MessageFormData } from "~/models/messages";
import {
  adminThread,
  customerThread,
  postAgencyMessage,
  postCustomerMessage,
  type PostOutcome,
} from "~/models/messages.server";
import { orderExists, ownOrderExists } from "~/models/order.server";
import { consume } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  discardUploads,
  isMultipart,
  parseUploadRequest,
  uploadErrorStatus,
  type StoredUpload,
} from "~/utils/upload.server";

const notFound = () => json(MESSAGE_TEXTS.notFound, { status: 404 });

export const customerThreadUrl = (orderId: string) => `/order-details/${orderId}/messages`;
export const adminThreadUrl = (orderId: string) => `/admin/orders/${orderId}/messages`;

/** The thread for the customer's order page; throws 404 for another customer's order. */
export async function customerThreadData(orderId: string, userId: string) {
  const thread = await customerThread(orderId, userId);
  if (!thread) throw notFound();
  return { thread, action: customerThreadUrl(orderId) };
}

export async function adminThreadData(orderId: string) {
  const thread = await adminThread(orderId);
  if (!thread) throw notFound();
  return { thread, action: adminThreadUrl(orderId) };
}

async function handlePost(
  request: Request,
  orderId: string,
  back: string,
  post: (input: { body: string; internal: boolean; files: StoredUpload[] }) => Promise<PostOutcome>,
  limitKey: string | null = null,
) {
  if (!isMultipart(request))
    return json<MessageFormData>({ error: MESSAGE_TEXTS.required }, { status: 400 });
  const upload = await parseUploadRequest(request, `orders/${orderId}`);
  const js = upload.formData.get("js") === "1";
  const submission = parseWithZod(upload.formData, { schema: messageSchema });
  // a message goes out complete or not at all: a refused file stops it
  if (upload.errors.length) {
    await discardUploads(upload.files);
    return json<MessageFormData>(
      {
        result: submission.reply(),
        uploadErrors: upload.errors.map((e) => ({ name: e.name, message: e.message })),
      },
      { status: uploadErrorStatus(upload.errors) },
    );
  }
  if (submission.status !== "success") {
    await discardUploads(upload.files);
    return json<MessageFormData>({ result: submission.reply() }, { status: 400 });
  }
  const body = submission.value.body ?? "";
  if (!body && upload.files.length === 0)
    return json<MessageFormData>(
      { result: submission.reply({ fieldErrors: { body: [MESSAGE_TEXTS.required] } }) },
      { status: 400 },
    );
  // counted once the message would go out (a form with errors costs nothing); checked after
  // the body was read so that the answer can give the text back
  const limit = limitKey ? await consume("messages", limitKey) : null;
  if (limit && !limit.allowed) {
    await discardUploads(upload.files);
    return json<MessageFormData>(
      { result: submission.reply(), error: MESSAGE_TEXTS.tooMany },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  const outcome = await post({ body, internal: submission.value.internal, files: upload.files });
  if (!outcome.ok) {
    await discardUploads(upload.files);
    throw notFound();
  }
  const title = submission.value.internal ? MESSAGE_TEXTS.noteSaved : MESSAGE_TEXTS.sent;
  // with JavaScript the fetcher stays on the page and the thread revalidates in place
  if (js)
    return json<MessageFormData>({
      sent: true,
      title,
      result: submission.reply({ resetForm: true }),
    });
  return redirectWithToast(`${back}#nachrichten`, { type: "success", title });
}

export async function customerMessageAction(request: Request, userId: string, orderId: string) {
  // refused before a byte of the body is stored
  if (!(await ownOrderExists(userId, orderId))) throw notFound();
  return handlePost(
    request,
    orderId,
    `/order-details/${orderId}`,
    ({ body, files }) => postCustomerMessage({ orderId, userId, body, files }),
    `customer:${userId}`,
  );
}

export async function adminMessageAction(request: Request, adminId: string, orderId: string) {
  if (!(await orderExists(orderId))) throw notFound();
  return handlePost(request, orderId, `/admin/orders/${orderId}`, ({ body, internal, files }) =>
    postAgencyMessage({ orderId, adminId, body, internal, files }),
  );
}
