// The JSON API's order creation: a draft order for the signed-in customer. The price fields
// of the payload are ignored: the catalogue prices the order, as on the pages.
import { z } from "zod";
import { packageChoiceSchema } from "~/models/catalog/package-config";
import { createDraftOrder, parseAdditionalServices } from "~/models/order/order.server";
import { apiAction, apiJson } from "~/utils/api.server";

const ORDER_CREATE_FAILED = "Fehler beim Erstellen der Bestellung";

/** The spec's payload shape (packageType, additionalServices as JSON text) as a package config. */
function configFromPayload(body: Record<string, unknown>) {
  const services = parseAdditionalServices(
    typeof body.additionalServices === "string"
      ? body.additionalServices
      : JSON.stringify(body.additionalServices ?? {}),
  );
  const nested = (body.config && typeof body.config === "object" ? body.config : body) as Record<
    string,
    unknown
  >;
  return {
    packageId: nested.packageId ?? nested.packageType,
    paymentType: nested.paymentType ?? undefined,
    additionalPagesCount: nested.additionalPagesCount ?? 0,
    bilingual: nested.bilingual ?? services.bilingual,
    blogSystem: nested.blogSystem ?? services.blogSystem,
    bookingSystem: nested.bookingSystem ?? services.bookingSystem,
  };
}

const payloadSchema = z.preprocess(
  (body) => configFromPayload(body as Record<string, unknown>),
  packageChoiceSchema,
);

/** POST /api/orders and its old name /api/create-order-from-config. */
export const createOrderAction = apiAction({
  method: "POST",
  auth: "customer",
  schema: payloadSchema,
  invalid: ORDER_CREATE_FAILED,
  handler: async ({ body: config, userId }) => {
    const order = await createDraftOrder(userId, config);
    return apiJson({ id: order.id }, { status: 201 });
  },
});
