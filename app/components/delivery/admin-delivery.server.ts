// The admin order page's delivery tab: its loader data and its form post (multipart: the
// preview address, a note and files). The route only dispatches here.
import { parseWithZod } from "@conform-to/zod";
import { json, type TypedResponse } from "@remix-run/node";
import { deliveryViewData } from "./view-data.server";
import type { DeliveryFormData, DeliveryViewData } from "./types";
import { DELIVERY_MESSAGES, deliverySchema } from "~/models/delivery";
import {
  deliverPreview,
  deliveryOrder,
  deliveryOverview,
  isDeliverable,
} from "~/models/delivery.server";
import { getStorage } from "~/utils/storage.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseUploadRequest, uploadErrorStatus, type StoredUpload } from "~/utils/upload.server";

export type DeliveryActionOutcome =
  { response: TypedResponse<never> } | { status: number; data: DeliveryFormData };

const NOT_FOUND = "Auftrag nicht gefunden";

export async function adminDeliveryLoaderData(orderId: string): Promise<DeliveryViewData | null> {
  const order = await deliveryOrder(orderId);
  return order ? deliveryViewData(await deliveryOverview(order)) : null;
}

export async function discardUploads(files: StoredUpload[]) {
  await Promise.all(
    files.map((f) =>
      getStorage()
        .delete(f.storageKey)
        .catch(() => {}),
    ),
  );
}

export async function adminDeliveryAction(
  request: Request,
  orderId: string,
  adminId: string,
): Promise<DeliveryActionOutcome> {
  const order = await deliveryOrder(orderId);
  if (!order) throw json(NOT_FOUND, { status: 404 });
  // refused before a byte of the body is stored
  if (!isDeliverable(order.status))
    return { status: 409, data: { error: DELIVERY_MESSAGES.notDeliverable } };

  const upload = await parseUploadRequest(request, `orders/${order.id}`);
  const submission = parseWithZod(upload.formData, { schema: deliverySchema });
  if (upload.formData.get("intent") !== "deliver") {
    await discardUploads(upload.files);
    return { status: 400, data: { error: DELIVERY_MESSAGES.unknownIntent } };
  }
  // a delivery goes out complete or not at all: a refused file stops it
  if (upload.errors.length) {
    await discardUploads(upload.files);
    return {
      status: uploadErrorStatus(upload.errors),
      data: {
        result: submission.reply(),
        uploadErrors: upload.errors.map((e) => ({ name: e.name, message: e.message })),
        error: DELIVERY_MESSAGES.filesRefused,
      },
    };
  }
  if (submission.status !== "success") {
    await discardUploads(upload.files);
    return { status: 400, data: { result: submission.reply() } };
  }
  const result = await deliverPreview({
    orderId: order.id,
    adminId,
    previewUrl: submission.value.previewUrl,
    note: submission.value.note,
    files: upload.files,
  });
  if (result.ok)
    return {
      response: await redirectWithToast(`/admin/orders/${order.id}?tab=delivery`, {
        type: "success",
        title: DELIVERY_MESSAGES.delivered,
        description: DELIVERY_MESSAGES.deliveredText,
      }),
    };
  if (result.reason === "not_found") throw json(NOT_FOUND, { status: 404 });
  if (result.reason === "invalid")
    return { status: 400, data: { result: submission.reply({ fieldErrors: result.errors }) } };
  return {
    status: 409,
    data: { result: submission.reply(), error: DELIVERY_MESSAGES.notDeliverable },
  };
}
