// GET and PATCH /api/orders/{id} (01 §7). GET: the owner or an admin. PATCH: the owner
// saves the order-detail fields, with the order-details schema and the same read-only
// rule as the page (409 once paid). Documents are managed by the upload call.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { serializeOrderWithDocuments } from "~/models/order-api.server";
import { orderDetailsSchema, READ_ONLY_MESSAGE, SAVE_FAILED } from "~/models/order-details";
import { isReadOnlyForCustomer } from "~/models/order-status";
import { getOwnOrder, isUuid, OrderReadOnlyError, updateOrderDetails } from "~/models/order.server";
import { PAYMENT_MESSAGES } from "~/models/payment.server";
import {
  api,
  API_MESSAGES,
  ApiError,
  apiJson,
  fieldErrorsOf,
  readJson,
  requireApiCustomer,
  requireMethod,
  validationError,
} from "~/utils/api.server";
import { getAdminUserId, getUserId } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  return api(async () => {
    const orderId = params.orderId ?? "";
    const [userId, adminId] = await Promise.all([getUserId(request), getAdminUserId(request)]);
    if (!userId && !adminId) throw new ApiError(401, API_MESSAGES.unauthenticated);
    const order = isUuid(orderId)
      ? await prisma.order.findUnique({ where: { id: orderId } })
      : null;
    if (!order) throw new ApiError(404, PAYMENT_MESSAGES.orderNotFound);
    if (!adminId && order.userId !== userId) throw new ApiError(403, API_MESSAGES.forbidden);
    return apiJson(await serializeOrderWithDocuments(order));
  });
}

export function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "PATCH");
    const body = await readJson(request);
    const userId = await requireApiCustomer(request, body.userId);
    const orderId = params.orderId ?? "";
    const order = isUuid(orderId)
      ? await prisma.order.findUnique({
          where: { id: orderId },
          select: { userId: true, status: true },
        })
      : null;
    if (!order) throw new ApiError(404, PAYMENT_MESSAGES.orderNotFound);
    if (order.userId !== userId) throw new ApiError(403, API_MESSAGES.forbidden);
    if (isReadOnlyForCustomer(order.status)) throw new ApiError(409, READ_ONLY_MESSAGE);
    // the spec's client also sends prices, documents and userId: they are not the customer's to set
    const pages = Array.isArray(body.pageContents)
      ? body.pageContents.map((p: { title?: unknown; description?: unknown }) => ({
          title: p?.title ?? "",
          description: p?.description ?? "",
        }))
      : undefined;
    const intent = body.validate === true ? "save-and-pay" : "save-draft";
    const parsed = orderDetailsSchema(intent).safeParse({
      ...body,
      designStyle: body.designStyle || undefined,
      pageContents: pages,
    });
    if (!parsed.success)
      throw validationError(
        fieldErrorsOf(parsed.error.flatten().fieldErrors as Record<string, string[]>),
        SAVE_FAILED,
      );
    try {
      await updateOrderDetails(userId, orderId, parsed.data);
    } catch (error) {
      if (error instanceof OrderReadOnlyError) throw new ApiError(409, READ_ONLY_MESSAGE);
      throw error;
    }
    const updated = await getOwnOrder(userId, orderId);
    return apiJson(await serializeOrderWithDocuments(updated!));
  });
}
