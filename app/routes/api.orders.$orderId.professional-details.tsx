// PATCH /api/orders/{id}/professional-details (01 §7): { details, currentStep } – the
// portal's autosave as JSON, checked with the portal steps' schemas; 409 once the details
// are submitted (until a correction loop).
import { z } from "zod";
import { requirePortalOrder, saveSentDetails } from "~/http/api-portal.server";
import { LAST_STEP, portalDetailsSchema } from "~/models/professional/professional";
import { apiAction, apiJson, methodNotAllowed } from "~/utils/api.server";

const bodySchema = z.object({
  details: portalDetailsSchema.optional(),
  currentStep: z.coerce.number().int().min(1).max(LAST_STEP).optional(),
});

export const action = apiAction({
  method: "PATCH",
  auth: "customer",
  schema: bodySchema,
  handler: async ({ params, body, userId }) => {
    const order = await requirePortalOrder(userId, params.orderId ?? "");
    await saveSentDetails(order, body.details, body.currentStep ?? order.currentStep);
    return apiJson({ success: true, savedAt: new Date().toISOString() });
  },
});

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
