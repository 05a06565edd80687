// POST /api/user-orders (01 §7): the signed-in customer's orders, newest first.
import { z } from "zod";
import { listOrdersForApi } from "~/models/order/api.server";
import { apiAction, apiJson, methodNotAllowed } from "~/utils/api.server";

export const action = apiAction({
  method: "POST",
  auth: "customer",
  // nothing but the optional userId, which must be the caller's own
  schema: z.object({}),
  bodyOptional: true,
  handler: async ({ userId }) => apiJson(await listOrdersForApi(userId)),
});

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
