// POST /api/orders/{orderId}/submit-professional-details (01 §7): { details } → saves
// them (checked with the portal steps' schemas) and submits like the portal's 'Jetzt
// übermitteln' (step 1 re-checked).
import { z } from "zod";
import { requirePortalOrder, saveSentDetails } from "~/http/api-portal.server";
import { portalFiles } from "~/models/professional/portal.server";
import { PORTAL_MESSAGES, portalDetailsSchema } from "~/models/professional/professional";
import { submitProfessionalDetails } from "~/models/professional/professional.server";
import { ApiError, apiAction, apiJson, methodNotAllowed } from "~/utils/api.server";

const bodySchema = z.object({ details: portalDetailsSchema.optional() });

export const action = apiAction({
  method: "POST",
  auth: "customer",
  schema: bodySchema,
  handler: async ({ params, body, userId }) => {
    const order = await requirePortalOrder(userId, params.orderId ?? "");
    if (body.details) await saveSentDetails(order, body.details, order.currentStep);
    const fresh = await requirePortalOrder(userId, order.id);
    const outcome = await submitProfessionalDetails(fresh, await portalFiles(order.id));
    if (outcome === "incomplete")
      throw new ApiError(400, PORTAL_MESSAGES.submitIncompleteTitle, {
        details: [PORTAL_MESSAGES.submitIncompleteText],
      });
    if (outcome === "locked") throw new ApiError(409, PORTAL_MESSAGES.lockedText);
    return apiJson({ success: true, message: PORTAL_MESSAGES.submittedText });
  },
});

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
