// The customer's answer to a delivered preview on the order page: accept (after a
// confirmation step) or ask for a correction (text required, files allowed). The forms
// post to the order page with ?delivery; the route only dispatches here.
import { parseWithZod } from "@conform-to/zod";
import type { DeliveryActionOutcome, DeliveryViewData } from "./types";
import { CHARGEABLE_TEXT, correctionSchema, DELIVERY_MESSAGES } from "~/models/delivery";
import { deliveryViewData } from "~/models/delivery-view.server";
import {
  acceptDelivery,
  ANSWER_MESSAGES,
  deliveryOverview,
  requestCorrection,
} from "~/models/delivery.server";
import { readFormData } from "~/utils/form-data.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  discardUploads,
  isMultipart,
  parseUploadRequest,
  uploadErrorStatus,
  type StoredUpload,
  type UploadError,
} from "~/utils/upload.server";

type CustomerOrder = {
  id: string;
  status: string;
  packageType: string;
  acceptedAt: Date | null;
  acceptanceKind: string | null;
};

/** null while nothing was delivered. */
export async function customerDeliveryLoaderData(
  order: CustomerOrder,
): Promise<DeliveryViewData | null> {
  const overview = await deliveryOverview(order);
  return overview.deliveries.length ? deliveryViewData(overview) : null;
}

/** The state changed under the customer's feet (another tab, the deadline): say so on the page. */
async function refused(back: string, message: string): Promise<DeliveryActionOutcome> {
  return {
    response: await redirectWithToast(back, {
      type: "error",
      title: "Nicht möglich",
      description: message,
    }),
  };
}

export async function customerDeliveryAction(
  request: Request,
  userId: string,
  order: CustomerOrder,
): Promise<DeliveryActionOutcome> {
  const back = `/order-details/${order.id}`;
  let formData: FormData;
  let files: StoredUpload[] = [];
  let uploadErrors: UploadError[] = [];
  if (isMultipart(request)) {
    // only an order waiting for the answer takes files
    if (order.status !== "review") return refused(back, ANSWER_MESSAGES.not_in_review);
    const upload = await parseUploadRequest(request, `orders/${order.id}`);
    formData = upload.formData;
    files = upload.files;
    uploadErrors = upload.errors;
  } else {
    formData = await readFormData(request);
  }
  const intent = formData.get("intent");

  if (intent === "accept") {
    await discardUploads(files);
    const result = await acceptDelivery({ orderId: order.id, userId });
    if (result.ok)
      return {
        response: await redirectWithToast(back, {
          type: "success",
          title: DELIVERY_MESSAGES.accepted,
          description: DELIVERY_MESSAGES.acceptedText,
        }),
      };
    if (result.reason === "already_accepted")
      return {
        response: await redirectWithToast(back, {
          type: "message",
          title: DELIVERY_MESSAGES.alreadyAccepted,
        }),
      };
    return refused(back, ANSWER_MESSAGES[result.reason]);
  }

  if (intent === "request-correction") {
    const submission = parseWithZod(formData, { schema: correctionSchema });
    if (uploadErrors.length) {
      await discardUploads(files);
      return {
        status: uploadErrorStatus(uploadErrors),
        data: {
          result: submission.reply(),
          uploadErrors: uploadErrors.map((e) => ({ name: e.name, message: e.message })),
          error: DELIVERY_MESSAGES.filesRefused,
        },
      };
    }
    if (submission.status !== "success") {
      await discardUploads(files);
      return { status: 400, data: { result: submission.reply() } };
    }
    const result = await requestCorrection({
      orderId: order.id,
      userId,
      text: submission.value.correctionText,
      files,
    });
    if (result.ok)
      return {
        response: await redirectWithToast(back, {
          type: "success",
          title: DELIVERY_MESSAGES.correctionSent,
          description: result.chargeable
            ? `${DELIVERY_MESSAGES.correctionSentText} ${CHARGEABLE_TEXT}`
            : DELIVERY_MESSAGES.correctionSentText,
        }),
      };
    if (result.reason === "invalid")
      return { status: 400, data: { result: submission.reply({ fieldErrors: result.errors }) } };
    if (result.reason === "deadline_passed" || result.reason === "already_accepted")
      return {
        response: await redirectWithToast(back, {
          type: "message",
          title: DELIVERY_MESSAGES.alreadyAccepted,
          description: ANSWER_MESSAGES[result.reason],
        }),
      };
    return refused(back, ANSWER_MESSAGES[result.reason]);
  }

  await discardUploads(files);
  return { status: 400, data: { error: DELIVERY_MESSAGES.unknownIntent } };
}
