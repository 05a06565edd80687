// PATCH …/status for admins (01 §7 lists it twice): one handler for both paths, on the
// same rules as the admin order page (`adminTransition` in models/order/status).
import { requireApiStaff } from "./staff.server";
import {
  adminStatusApiSchema,
  changeOrderStatus,
  CONFIRMATION_REQUIRED,
  confirmationQuestion,
  InvalidStatusError,
  STATUS_UPDATE_FAILED,
} from "~/models/order/status.server";
import { ApiError, apiAction, apiJson } from "~/utils/api.server";
import { logger } from "~/utils/logger.server";

export const adminStatusAction = apiAction({
  method: ["PATCH", "POST"],
  auth: "admin",
  // Buchhaltung and Produktion read orders but do not change their status
  authorize: (request) => requireApiStaff(request, "orders.status"),
  schema: adminStatusApiSchema,
  handler: async ({ params, body, userId }) => {
    try {
      const result = await changeOrderStatus(
        params.orderId ?? "",
        body.status,
        { userId, source: "admin" },
        { confirmed: body.confirm, note: body.note },
      );
      if (result.outcome === "not_found") throw new ApiError(404, "Auftrag nicht gefunden");
      if (result.outcome === "not_allowed")
        throw new ApiError(409, `Statuswechsel nicht möglich: ${result.reason}`);
      if (result.outcome === "needs_confirmation")
        throw new ApiError(
          409,
          `${CONFIRMATION_REQUIRED}: ${confirmationQuestion(result.fromStatus, result.toStatus)} Senden Sie "confirm": true.`,
        );
      return apiJson({
        success: true,
        status: result.outcome === "changed" ? result.toStatus : result.status,
        changed: result.outcome === "changed",
      });
    } catch (error) {
      if (error instanceof InvalidStatusError)
        throw new ApiError(400, error.message, { status: [error.message] });
      if (error instanceof ApiError) throw error;
      logger.error({ error }, "Status konnte nicht geändert werden");
      throw new ApiError(500, STATUS_UPDATE_FAILED);
    }
  },
});
