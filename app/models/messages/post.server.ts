// Reading one message form post (multipart: text, files, the internal tick) for either side
// of the thread, with the rules both share: a refused file stops the whole message, an
// empty one is refused, the customer's rate limit. It answers with an outcome, not HTTP:
// the two thread routes turn it into their response.
import { orderExists, ownOrderExists } from "../order/order.server";
import { MESSAGE_TEXTS, messageSchema, type MessageFormData } from "./messages";
import { postAgencyMessage, postCustomerMessage, type PostOutcome } from "./messages.server";
import { parseWithZod } from "~/utils/conform-zod";
import { consume } from "~/utils/rate-limit.server";
import {
  discardUploads,
  isMultipart,
  parseUploadRequest,
  uploadErrorStatus,
  type StoredUpload,
} from "~/utils/upload.server";

export type MessagePostOutcome =
  | { kind: "not_found" }
  | { kind: "refused"; status: number; data: MessageFormData; retryAfter?: number }
  /** `js`: the fetcher stays on the page; otherwise the route redirects with a toast */
  | { kind: "sent"; js: boolean; data: MessageFormData; title: string };

type Post = (input: {
  body: string;
  internal: boolean;
  files: StoredUpload[];
}) => Promise<PostOutcome>;

async function receive(
  request: Request,
  orderId: string,
  post: Post,
  limitKey: string | null,
): Promise<MessagePostOutcome> {
  if (!isMultipart(request))
    return { kind: "refused", status: 400, data: { error: MESSAGE_TEXTS.required } };
  const upload = await parseUploadRequest(request, `orders/${orderId}`);
  const js = upload.formData.get("js") === "1";
  const submission = parseWithZod(upload.formData, { schema: messageSchema });
  // a message goes out complete or not at all: a refused file stops it
  if (upload.errors.length) {
    await discardUploads(upload.files);
    return {
      kind: "refused",
      status: uploadErrorStatus(upload.errors),
      data: {
        result: submission.reply(),
        uploadErrors: upload.errors.map((e) => ({ name: e.name, message: e.message })),
      },
    };
  }
  if (submission.status !== "success") {
    await discardUploads(upload.files);
    return { kind: "refused", status: 400, data: { result: submission.reply() } };
  }
  const body = submission.value.body ?? "";
  if (!body && upload.files.length === 0)
    return {
      kind: "refused",
      status: 400,
      data: { result: submission.reply({ fieldErrors: { body: [MESSAGE_TEXTS.required] } }) },
    };
  // counted once the message would go out (a form with errors costs nothing); checked after
  // the body was read so that the answer can give the text back
  const limit = limitKey ? await consume("messages", limitKey) : null;
  if (limit && !limit.allowed) {
    await discardUploads(upload.files);
    return {
      kind: "refused",
      status: 429,
      data: { result: submission.reply(), error: MESSAGE_TEXTS.tooMany },
      retryAfter: limit.retryAfter,
    };
  }
  const outcome = await post({ body, internal: submission.value.internal, files: upload.files });
  if (!outcome.ok) {
    await discardUploads(upload.files);
    return { kind: "not_found" };
  }
  const title = submission.value.internal ? MESSAGE_TEXTS.noteSaved : MESSAGE_TEXTS.sent;
  return {
    kind: "sent",
    js,
    title,
    data: { sent: true, title, result: submission.reply({ resetForm: true }) },
  };
}

export async function receiveCustomerMessage(request: Request, userId: string, orderId: string) {
  // refused before a byte of the body is stored
  if (!(await ownOrderExists(userId, orderId))) return { kind: "not_found" } as const;
  return receive(
    request,
    orderId,
    ({ body, files }) => postCustomerMessage({ orderId, userId, body, files }),
    `customer:${userId}`,
  );
}

export async function receiveAgencyMessage(request: Request, adminId: string, orderId: string) {
  if (!(await orderExists(orderId))) return { kind: "not_found" } as const;
  return receive(
    request,
    orderId,
    ({ body, internal, files }) => postAgencyMessage({ orderId, adminId, body, internal, files }),
    null,
  );
}
