// POST /api/register (01 §7): the registration of /register as JSON. Same schema, same
// model function, same throttle.
import type { ActionFunctionArgs } from "@remix-run/node";
import { AccountError, registerCustomer } from "~/models/account/account.server";
import { apiRegisterSchema, REGISTER_FAILED } from "~/models/account/schemas";
import { packageChoiceSchema, storedPackageConfig } from "~/models/catalog/package-config";
import {
  api,
  ApiError,
  apiJson,
  methodNotAllowed,
  readJson,
  refusal,
  requireMethod,
  schemaError,
} from "~/utils/api.server";
import { clientIp, consume, refusedBeforeBody, TOO_MANY_ATTEMPTS } from "~/utils/rate-limit.server";
import { getVisitorSession } from "~/utils/session.server";

export function action({ request, context }: ActionFunctionArgs) {
  return api(async () => {
    requireMethod(request, "POST");
    if (await refusedBeforeBody("register", clientIp(context)))
      throw new ApiError(429, TOO_MANY_ATTEMPTS);
    const body = await readJson(request);
    const parsed = apiRegisterSchema.safeParse(body);
    if (!parsed.success) throw schemaError(parsed.error, REGISTER_FAILED);
    const config = body.packageConfig ? packageChoiceSchema.safeParse(body.packageConfig) : null;
    if (config && !config.success) throw schemaError(config.error, REGISTER_FAILED);
    if (!(await consume("register", clientIp(context))).allowed)
      throw new ApiError(429, TOO_MANY_ATTEMPTS);
    const session = await getVisitorSession(request);
    try {
      const { firstName, lastName, email, password, gclid } = parsed.data;
      const result = await registerCustomer({
        firstName,
        lastName,
        email,
        password,
        gclid: gclid ?? session.get("gclid"),
        packageConfig: config?.data ?? storedPackageConfig(session.get("packageConfig")),
      });
      return apiJson(
        {
          requiresVerification: result.requiresVerification,
          emailSent: result.emailSent,
          orderId: result.orderId,
          user: {
            id: result.user.id,
            email: result.user.email,
            firstName: result.user.firstName,
            lastName: result.user.lastName,
          },
        },
        { status: 201 },
      );
    } catch (error) {
      if (error instanceof AccountError) throw refusal(error);
      throw error;
    }
  });
}

// every method this call does not offer answers 405
export const loader = methodNotAllowed;
