// The one place that throttles sign-ins (customer and admin, page and JSON API): per
// account and per client address, counting failed attempts only.
import { clientIp, hit, LIMITS, reset, retryAfter, TOO_MANY_ATTEMPTS } from "./rate-limit.server";
import { normalizeEmail, type LoginResult } from "~/models/user.server";

export const INVALID_CREDENTIALS = "Ungültige Anmeldedaten";
export const UNVERIFIED =
  "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir können Ihnen einen neuen Bestätigungslink senden.";

export type ThrottledLogin =
  | { ok: true; user: { id: string; firstName: string; isAdmin: boolean } }
  | {
      ok: false;
      status: 401 | 403 | 429;
      message: string;
      unverified?: boolean;
      retryAfter?: number;
    };

export async function throttledLogin(
  request: Request,
  scope: "login" | "admin-login",
  email: string,
  verify: () => Promise<LoginResult>,
): Promise<ThrottledLogin> {
  const accountKey = `${scope}:account:${normalizeEmail(email)}`;
  const ipKey = `${scope}:ip:${clientIp(request)}`;
  const wait = Math.max(
    await retryAfter(accountKey, LIMITS.loginPerAccount),
    await retryAfter(ipKey, LIMITS.loginPerIp),
  );
  if (wait > 0) return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS, retryAfter: wait };
  const result = await verify();
  // the admin area treats a customer's correct password exactly like a wrong one
  const invalid = !result.ok
    ? result.reason === "invalid" || scope === "admin-login"
    : scope === "admin-login" && !result.user.isAdmin;
  if (invalid) {
    await hit(accountKey, LIMITS.loginPerAccount);
    await hit(ipKey, LIMITS.loginPerIp);
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  if (!result.ok) return { ok: false, status: 403, message: UNVERIFIED, unverified: true };
  await reset(accountKey);
  return { ok: true, user: result.user };
}
