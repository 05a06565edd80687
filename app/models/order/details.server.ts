// Saving the order-details form (01 §2): reading its post with the customer's uploads, the
// draft autosave that never fails on one bad field, the save of both buttons, and removing
// a document without losing what was typed. The route answers; these say what happened.
import type { Order } from "@prisma/client";
import { orderDetailsSchema, READ_ONLY_MESSAGE, SAVE_FAILED } from "~/models/order/details";
import { attachDocuments, deleteDocument } from "~/models/order/document.server";
import {
  OrderReadOnlyError,
  updateOrderDetails,
  type OrderDetailsUpdate,
} from "~/models/order/order.server";
import { parseWithZod } from "~/utils/conform-zod";
import { logger } from "~/utils/logger.server";
import { parseUploadRequest } from "~/utils/upload.server";

/**
 * The form, plain or multipart. Stored files are the customer's deliberate uploads: they
 * are kept even when the rest of the form does not validate yet.
 */
export async function readOrderDetailsForm(request: Request, orderId: string, userId: string) {
  const upload = await parseUploadRequest(request, `orders/${orderId}`);
  if (upload.files.length) await attachDocuments(orderId, userId, upload.files);
  return { formData: upload.formData, uploadErrors: upload.errors };
}

/**
 * The autosave never fails on one bad field: fields that do not pass the draft checks
 * (too long, a malformed USt-IdNr.) are left out and everything else is saved.
 */
function parseDraftLeniently(formData: FormData) {
  const schema = orderDetailsSchema("save-draft");
  const dropped: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status === "success") return { value: submission.value, dropped };
    for (const name of Object.keys(submission.error ?? {})) {
      formData.delete(name);
      dropped.push(name);
    }
  }
  return { value: {}, dropped };
}

/** The draft autosave (JavaScript): false when the order was paid meanwhile. */
export async function autosaveOrderDraft(userId: string, order: Order, formData: FormData) {
  const { value, dropped } = parseDraftLeniently(formData);
  // a field left out keeps what was stored before
  for (const name of dropped)
    if (name in order && !name.includes("."))
      Object.assign(value, { [name]: order[name as keyof typeof order] ?? undefined });
  try {
    await updateOrderDetails(userId, order.id, value);
  } catch (error) {
    if (error instanceof OrderReadOnlyError) return false;
    throw error;
  }
  return true;
}

/** 'Dokument entfernen' also saves the draft around it; false for an unknown document. */
export async function deleteOrderDocument(
  userId: string,
  orderId: string,
  formData: FormData,
  documentId: string,
) {
  const draft = parseWithZod(formData, { schema: orderDetailsSchema("save-draft") });
  if (draft.status === "success") await updateOrderDetails(userId, orderId, draft.value);
  return deleteDocument(orderId, documentId);
}

export type SaveOutcome = { ok: true } | { ok: false; status: number; message: string };

/** Saves validated details; a refusal carries its status and German message. */
export async function saveOrderDetails(
  userId: string,
  orderId: string,
  value: OrderDetailsUpdate,
): Promise<SaveOutcome> {
  try {
    await updateOrderDetails(userId, orderId, value);
    return { ok: true };
  } catch (error) {
    if (error instanceof OrderReadOnlyError)
      return { ok: false, status: 409, message: READ_ONLY_MESSAGE };
    // input the database cannot store (a NUL byte): the form shows the German reason
    if (error instanceof Response && error.status < 500)
      return { ok: false, status: error.status, message: await error.text() };
    logger.error({ error }, "Bestelldetails konnten nicht gespeichert werden");
    return { ok: false, status: 500, message: SAVE_FAILED };
  }
}
