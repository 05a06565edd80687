// The JSON sign-in of /api/login and /api/admin/login: the same steps as the pages' sign-in
// (the per-address limit before the body, the credentials checked under the throttle).
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { authenticateCredentials } from "~/http/authenticator.server";
import { loginRefusedBeforeBody, throttledLogin } from "~/http/login-throttle.server";
import { ApiError, readJson, requireMethod, tooManyResponse } from "~/utils/api.server";
import { TOO_MANY_ATTEMPTS } from "~/utils/rate-limit.server";

type Credentials = { email: string; password: string };

/**
 * Signs in from a JSON body: the parsed body and the user's id, or a 429 answer (with
 * Retry-After once the account is throttled). Throws `invalid(error)` for a body the schema
 * refuses and an ApiError with the sign-in's status for wrong credentials.
 */
export async function apiLogin<Schema extends z.ZodType<Credentials>>(
  request: Request,
  context: AppLoadContext | undefined,
  {
    scope,
    schema,
    invalid,
  }: { scope: "login" | "admin-login"; schema: Schema; invalid: (error: z.ZodError) => Error },
): Promise<Response | { values: z.output<Schema>; userId: string }> {
  requireMethod(request, "POST");
  const refused = await loginRefusedBeforeBody(context, scope);
  if (refused) return tooManyResponse(TOO_MANY_ATTEMPTS, refused.headers);
  const parsed = schema.safeParse(await readJson(request));
  if (!parsed.success) throw invalid(parsed.error);
  const { email, password } = parsed.data;
  const result = await throttledLogin(context, scope, email, () =>
    authenticateCredentials(request, email, password),
  );
  if (!result.ok) {
    if (result.retryAfter)
      return tooManyResponse(result.message, { "Retry-After": String(result.retryAfter) });
    throw new ApiError(result.status, result.message);
  }
  return { values: parsed.data, userId: result.user.id };
}
