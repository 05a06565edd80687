// POST /api/orders (01 §7): creates a draft order for the signed-in customer. The price
// fields of the payload are ignored: the catalogue prices the order, as on the pages.
import type { ActionFunctionArgs } from "@remix-run/node";
import { createDraftOrder, parseAdditionalServices } from "~/models/order.server";
import { packageChoiceSchema } from "~/models/package-config";
import {
  api,
  apiJson,
  fieldErrorsOf,
  methodNotAllowed,
  readJson,
  requireApiCustomer,
  requireMethod,
  validationError,
} from "~/utils/api.server";

export const ORDER_CREATE_FAILED = "Fehler beim Erstellen der Bestellung";

/** Reads the spec's payload shape (packageType, additionalServices as JSON text) into a package config. */
export function configFromPayload(body: Record<string, unknown>) {
  const services = parseAdditionalServices(
    typeof body.additionalServices === "string"
      ? body.additionalServices
      : JSON.stringify(body.additionalServices ?? {}),
  );
  const nested = (body.config && typeof body.config === "object" ? body.config : body) as Record<
    string,
    unknown
  >;
  return packageChoiceSchema.safeParse({
    packageId: nested.packageId ?? nested.packageType,
    paymentType: nested.paymentType ?? undefined,
    additionalPagesCount: nested.additionalPagesCount ?? 0,
    bilingual: nested.bilingual ?? services.bilingual,
    blogSystem: nested.blogSystem ?? services.blogSystem,
    bookingSystem: nested.bookingSystem ?? services.bookingSystem,
  });
}

export function action({ request }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "POST");
    const body = await readJson(request);
    const userId = await requireApiCustomer(request, body.userId);
    const config = configFromPayload(body);
    if (!config.success)
      throw validationError(
        fieldErrorsOf(config.error.flatten().fieldErrors as Record<string, string[]>),
        ORDER_CREATE_FAILED,
      );
    const order = await createDraftOrder(userId, config.data);
    return apiJson({ id: order.id }, { status: 201 });
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
