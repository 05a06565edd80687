// PATCH /api/orders/{id}/professional-details (01 §7): { details, currentStep } – the
// portal's autosave as JSON; 409 once the details are submitted (until a correction loop).
import type { ActionFunctionArgs } from "@remix-run/node";
import { clampStep, normalizeDetails, PORTAL_MESSAGES } from "~/models/professional";
import { PortalLockedError, saveProfessionalDetails } from "~/models/professional.server";
import { requirePortalOrder } from "~/utils/api-portal.server";
import {
  api,
  ApiError,
  apiJson,
  methodNotAllowed,
  readJson,
  requireApiCustomer,
  requireMethod,
} from "~/utils/api.server";

export function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "PATCH");
    const body = await readJson(request);
    const userId = await requireApiCustomer(request, body.userId);
    const order = await requirePortalOrder(userId, params.orderId ?? "");
    const stored = normalizeDetails(order.professionalDetails);
    const details = normalizeDetails({
      ...stored,
      ...(body.details && typeof body.details === "object" ? body.details : {}),
      uploadedFiles: stored.uploadedFiles,
    });
    try {
      await saveProfessionalDetails(order, details, clampStep(body.currentStep, order.currentStep));
    } catch (error) {
      if (error instanceof PortalLockedError) throw new ApiError(409, PORTAL_MESSAGES.lockedText);
      throw error;
    }
    return apiJson({ success: true, savedAt: new Date().toISOString() });
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
