// The one place that throttles sign-ins (customer and admin, page and JSON API), after
// rate-limiter-flexible's "login endpoint protection": failed attempts count per account
// and address pair (tight), per account (slow) and per address; a success clears the pair.
// Each area accepts only its own accounts: a customer's correct password is a wrong one at
// the admin sign-in, and an admin's at the customer sign-in.
import type { AppLoadContext } from "@remix-run/node";
import { INVALID_CREDENTIALS } from "~/models/account/schemas";
import { normalizeEmail, type LoginResult } from "~/models/account/user.server";
import {
  clientIp,
  hit,
  refusedBeforeBody,
  reset,
  retryAfter,
  TOO_MANY_ATTEMPTS,
} from "~/utils/rate-limit.server";

type LoginScope = "login" | "admin-login";

const UNVERIFIED =
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

/** The per-address limit, checked before the sign-in's body is read. */
export function loginRefusedBeforeBody(context: AppLoadContext | undefined, scope: LoginScope) {
  return refusedBeforeBody("loginPerIp", `${scope}:${clientIp(context)}`);
}

export async function throttledLogin(
  context: AppLoadContext | undefined,
  scope: LoginScope,
  email: string,
  verify: () => Promise<LoginResult>,
): Promise<ThrottledLogin> {
  const account = `${scope}:${normalizeEmail(email)}`;
  const ip = `${scope}:${clientIp(context)}`;
  const pair = `${account}:${clientIp(context)}`;
  const wait = Math.max(
    await retryAfter("loginPerAccountAndIp", pair),
    await retryAfter("loginPerAccount", account),
    await retryAfter("loginPerIp", ip),
  );
  if (wait > 0) return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS, retryAfter: wait };
  const result = await verify();
  const wrongArea = result.ok && result.user.isAdmin !== (scope === "admin-login");
  // an unverified customer at the admin sign-in is just as wrong
  if ((!result.ok && (result.reason === "invalid" || scope === "admin-login")) || wrongArea) {
    await Promise.all([
      hit("loginPerAccountAndIp", pair),
      hit("loginPerAccount", account),
      hit("loginPerIp", ip),
    ]);
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }
  if (!result.ok) return { ok: false, status: 403, message: UNVERIFIED, unverified: true };
  await reset("loginPerAccountAndIp", pair);
  return { ok: true, user: result.user };
}
