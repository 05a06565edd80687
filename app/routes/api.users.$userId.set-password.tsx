// POST /api/users/{userId}/set-password (01 §7): a professional customer signed in by the
// payment sets a first password (the set-password rules: min 8). Only for oneself.
import type { ActionFunctionArgs } from "@remix-run/node";
import { MESSAGES } from "~/models/account-schemas";
import { setPassword } from "~/models/user.server";
import {
  api,
  API_MESSAGES,
  ApiError,
  apiJson,
  methodNotAllowed,
  readJson,
  requireApiCustomer,
  requireMethod,
} from "~/utils/api.server";
import { prisma } from "~/utils/db.server";

export const SET_PASSWORD_FAILED = "Passwort konnte nicht gesetzt werden";

export function action({ request, params }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "POST");
    const body = await readJson(request);
    const userId = await requireApiCustomer(request, params.userId);
    if (params.userId !== userId) throw new ApiError(403, API_MESSAGES.forbidden);
    const password = typeof body.password === "string" ? body.password : "";
    if (password.length < 8)
      throw new ApiError(400, MESSAGES.setPasswordMin, { password: [MESSAGES.setPasswordMin] });
    if (password.length > 200)
      throw new ApiError(400, MESSAGES.passwordMax, { password: [MESSAGES.passwordMax] });
    const user = await prisma.user.findUniqueOrThrow({
      where: { id: userId },
      select: { needsPasswordSetup: true, passwordHash: true },
    });
    // an existing password is changed through the reset flow, not here
    if (!user.needsPasswordSetup || user.passwordHash) throw new ApiError(403, SET_PASSWORD_FAILED);
    await setPassword(userId, password);
    return apiJson({ success: true });
  });
}

// every method this call does not offer answers 405 (issue 16)
export const loader = methodNotAllowed;
