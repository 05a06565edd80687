// PATCH …/status for admins (01 §7 lists it twice): one handler for both paths.
import { api, ApiError, apiJson, readJson, requireApiAdmin, requireMethod } from "./api.server";
import { logger } from "./logger.server";
import {
  changeOrderStatus,
  InvalidStatusError,
  STATUS_UPDATE_FAILED,
} from "~/models/order-status.server";

export function adminStatusAction(request: Request, orderId: string | undefined) {
  return api(async () => {
    requireMethod(request, "PATCH", "POST");
    const adminId = await requireApiAdmin(request);
    const body = await readJson(request);
    try {
      const result = await changeOrderStatus(orderId ?? "", String(body.status ?? ""), {
        userId: adminId,
        source: "admin",
      });
      if (result.outcome === "not_found") throw new ApiError(404, "Auftrag nicht gefunden");
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
  });
}
