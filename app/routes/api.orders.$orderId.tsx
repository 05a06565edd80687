// GET and PATCH /api/orders/{id} (01 §7). GET: the owner or an admin. PATCH: the owner
// saves the order-detail fields, with the order-details schema and the same read-only
// rule as the page (409 once paid). Documents are managed by the upload call.
import { z } from "zod";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { optionalStaff } from "~/http/staff.server";
import { PAYMENT_MESSAGES } from "~/models/billing/order-payment.server";
import { serializeOrderWithDocuments } from "~/models/order/api.server";
import { orderDetailsSchema, READ_ONLY_MESSAGE, SAVE_FAILED } from "~/models/order/details";
import {
  findOrder,
  getOwnOrder,
  OrderReadOnlyError,
  updateOrderDetails,
} from "~/models/order/order.server";
import { isReadOnlyForCustomer } from "~/models/order/status";
import { can, FORBIDDEN_TEXT } from "~/models/team/permissions";
import {
  api,
  API_MESSAGES,
  apiAction,
  ApiError,
  apiJson,
  schemaError,
  staffApiForbidden,
} from "~/utils/api.server";
import { getUserId } from "~/utils/auth.server";

type StoredOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>;
type Page = { title: string; description: string };

/** The order form's values after applying `patch` to the stored order (null clears a field). */
export function mergePatch(order: StoredOrder, patch: Record<string, unknown>) {
  const merged: Record<string, unknown> = {};
  for (const field of ORDER_FORM_FIELDS) {
    const value = Object.hasOwn(patch, field) ? patch[field] : order[field];
    merged[field] = value === null || value === undefined ? undefined : value;
  }
  if (merged.designStyle === "") merged.designStyle = undefined;
  const stored = (Array.isArray(order.pageContents) ? order.pageContents : []) as Page[];
  const sent = Object.hasOwn(patch, "pageContents") ? patch.pageContents : undefined;
  if (sent !== undefined && !Array.isArray(sent))
    merged.pageContents = sent; // the schema says no
  else {
    const pages = stored.map((p) => ({ title: p?.title ?? "", description: p?.description ?? "" }));
    (sent ?? []).forEach((page: unknown, i: number) => {
      const next = page && typeof page === "object" ? (page as Record<string, unknown>) : {};
      pages[i] = {
        title: (Object.hasOwn(next, "title") ? next.title : pages[i]?.title) ?? "",
        description:
          (Object.hasOwn(next, "description") ? next.description : pages[i]?.description) ?? "",
      } as Page;
    });
    merged.pageContents = pages;
  }
  return merged;
}

const ORDER_FORM_FIELDS = [
  "company",
  "companyAddress",
  "companyZip",
  "companyCity",
  "contactPerson",
  "contactPhone",
  "industry",
  "description",
  "currentWebsite",
  "vatId",
  "domain",
  "domainExtension",
  "designStyle",
  "colorDescription",
  "designPreferences",
] as const;

export function loader({ request, params }: LoaderFunctionArgs) {
  return api(async () => {
    const orderId = params.orderId ?? "";
    const [userId, staff] = await Promise.all([getUserId(request), optionalStaff(request)]);
    if (!userId && !staff) throw new ApiError(401, API_MESSAGES.unauthenticated);
    const order = await findOrder(orderId);
    if (!order) throw new ApiError(404, PAYMENT_MESSAGES.orderNotFound);
    if (order.userId === userId) return apiJson(await serializeOrderWithDocuments(order));
    // the order with its prices: staff who may use the admin API
    if (!staff) throw new ApiError(403, API_MESSAGES.forbidden);
    if (!can(staff.role, "api.read")) throw staffApiForbidden(FORBIDDEN_TEXT);
    return apiJson(await serializeOrderWithDocuments(order));
  });
}

/**
 * The PATCH body: any of the order form's fields (checked by the order-details schema once
 * merged with the stored order) and `validate`, true to check it as for payment.
 */
const orderPatchSchema = z
  .object({
    validate: z.boolean({ invalid_type_error: "Nur true oder false erlaubt" }).optional(),
  })
  .passthrough();

export const action = apiAction({
  method: "PATCH",
  auth: "customer",
  schema: orderPatchSchema,
  invalid: SAVE_FAILED,
  async handler({ params, body, userId }) {
    const orderId = params.orderId ?? "";
    const order = await findOrder(orderId);
    if (!order) throw new ApiError(404, PAYMENT_MESSAGES.orderNotFound);
    if (order.userId !== userId) throw new ApiError(403, API_MESSAGES.forbidden);
    if (isReadOnlyForCustomer(order.status)) throw new ApiError(409, READ_ONLY_MESSAGE);
    // PATCH changes only what it names: the stored order is the starting point, so a field
    // the call leaves out keeps its value instead of being emptied. The
    // spec's client also sends prices, documents and userId: they are not the customer's
    // to set and are not part of the form.
    const intent = body.validate ? "save-and-pay" : "save-draft";
    const parsed = orderDetailsSchema(intent).safeParse(mergePatch(order, body));
    if (!parsed.success) throw schemaError(parsed.error, SAVE_FAILED);
    try {
      await updateOrderDetails(userId, orderId, parsed.data);
    } catch (error) {
      if (error instanceof OrderReadOnlyError) throw new ApiError(409, READ_ONLY_MESSAGE);
      throw error;
    }
    const updated = await getOwnOrder(userId, orderId);
    return apiJson(await serializeOrderWithDocuments(updated!));
  },
});
