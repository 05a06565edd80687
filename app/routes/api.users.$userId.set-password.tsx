// POST /api/users/{userId}/set-password (01 §7): a professional customer signed in by the
// payment sets a first password (the set-password rules: min 8). Only for oneself.
import { z } from "zod";
import { MESSAGES } from "~/models/account/schemas";
import { needsFirstPassword, setPassword } from "~/models/account/user.server";
import { API_MESSAGES, ApiError, apiAction, apiJson, methodNotAllowed } from "~/utils/api.server";

export const SET_PASSWORD_FAILED = "Passwort konnte nicht gesetzt werden";

const bodySchema = z.object({
  password: z
    .string({
      required_error: MESSAGES.setPasswordMin,
      invalid_type_error: MESSAGES.setPasswordMin,
    })
    .min(8, MESSAGES.setPasswordMin)
    .max(200, MESSAGES.passwordMax),
});

export const action = apiAction({
  method: "POST",
  auth: "customer",
  schema: bodySchema,
  // the path names the account: only one's own
  claimedUserId: ({ params }) => params.userId,
  handler: async ({ body: { password }, userId, params }) => {
    if (params.userId !== userId) throw new ApiError(403, API_MESSAGES.forbidden);
    // an existing password is changed through the reset flow, not here
    if (!(await needsFirstPassword(userId))) throw new ApiError(403, SET_PASSWORD_FAILED);
    await setPassword(userId, password);
    return apiJson({ success: true });
  },
});

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
