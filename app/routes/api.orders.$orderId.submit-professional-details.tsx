// POST /api/orders/{orderId}/submit-professional-details (01 §7): { details } → saves
// them and submits like the portal's 'Jetzt übermitteln' (step 1 re-checked).
import type { ActionFunctionArgs } from "@remix-run/node";
import { listDocuments } from "~/models/document.server";
import { normalizeDetails, PORTAL_MESSAGES } from "~/models/professional";
import {
  PortalLockedError,
  saveProfessionalDetails,
  submitProfessionalDetails,
} from "~/models/professional.server";
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
    requireMethod(request, "POST");
    const body = await readJson(request);
    const userId = await requireApiCustomer(request, body.userId);
    const order = await requirePortalOrder(userId, params.orderId ?? "");
    try {
      if (body.details && typeof body.details === "object") {
        const stored = normalizeDetails(order.professionalDetails);
        await saveProfessionalDetails(
          order,
          normalizeDetails({ ...stored, ...body.details, uploadedFiles: stored.uploadedFiles }),
          order.currentStep,
        );
      }
    } catch (error) {
      if (error instanceof PortalLockedError) throw new ApiError(409, PORTAL_MESSAGES.lockedText);
      throw error;
    }
    const fresh = await requirePortalOrder(userId, order.id);
    const files = (await listDocuments(order.id))
      .filter((d) => d.section === "professional")
      .map((d) => ({ id: d.id, name: d.name, size: d.size }));
    const outcome = await submitProfessionalDetails(fresh, files);
    if (outcome === "incomplete")
      throw new ApiError(400, PORTAL_MESSAGES.submitIncompleteTitle, {
        details: [PORTAL_MESSAGES.submitIncompleteText],
      });
    if (outcome === "locked") throw new ApiError(409, PORTAL_MESSAGES.lockedText);
    return apiJson({ success: true, message: PORTAL_MESSAGES.submittedText });
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
