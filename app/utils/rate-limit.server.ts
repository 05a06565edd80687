// Rate limits on rate-limiter-flexible, one named limiter per limit below, in one of two
// stores (RATE_LIMIT_STORE):
// - "memory" (default): counters in process memory, each expiring with its window; right
//   for a single instance.
// - "database": counters in the `rate_limits` table (RateLimiterPrisma), shared by every
//   instance behind a load balancer. It goes through our Prisma client, so it shares the
//   app's pool and its 503 handling.
import {
  RateLimiterMemory,
  RateLimiterPrisma,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { prisma } from "./db.server";
import type { AppLoadContext } from "@remix-run/node";

export interface Limit {
  limit: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

export const LIMITS = {
  // Sign-ins count failed attempts only (login-throttle.server.ts). The tight limit is per
  // account *and* address, so an attacker cannot lock a customer out who signs in from
  // elsewhere; the slow per-account limit stops guessing spread over many addresses and
  // cannot be reached from one address (at most 4 × 5 = 20 failures an hour).
  loginPerAccountAndIp: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 50, windowMs: 60 * MINUTE },
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  // registrations per client address and hour; RATE_LIMIT_REGISTER raises it where many
  // accounts come from one address on purpose (end-to-end tests, an office behind one NAT)
  register: { limit: Number(process.env.RATE_LIMIT_REGISTER) || 10, windowMs: 60 * MINUTE },
  mailPerAddress: { limit: 3, windowMs: 15 * MINUTE },
  mailPerIp: { limit: 20, windowMs: 60 * MINUTE },
  // contact inquiries per client address and hour: enough for a real visitor, not for a flood
  // (RATE_LIMIT_CONTACT raises it for the end-to-end tests, which all come from one address)
  contact: { limit: Number(process.env.RATE_LIMIT_CONTACT) || 5, windowMs: 60 * MINUTE },
  // the account page: wrong current passwords per account (across password, e-mail, export
  // and deletion), e-mail change links and data exports per account
  reauthFailures: { limit: 5, windowMs: 15 * MINUTE },
  emailChange: { limit: 3, windowMs: 15 * MINUTE },
  exports: { limit: 5, windowMs: 60 * MINUTE },
  // order messages per customer: each one mails the agency, so a script must not flood its
  // inbox; a person writing follow-ups stays far below
  messages: { limit: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export const TOO_MANY_ATTEMPTS =
  "Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.";

let limiters: { store: string; byName: Map<LimitName, RateLimiterAbstract> } | undefined;

function limiter(name: LimitName): RateLimiterAbstract {
  const store = process.env.RATE_LIMIT_STORE === "database" ? "database" : "memory";
  if (limiters?.store !== store) limiters = { store, byName: new Map() };
  let found = limiters.byName.get(name);
  if (!found) {
    const { limit, windowMs } = LIMITS[name];
    const options = { keyPrefix: name, points: limit, duration: windowMs / 1000 };
    found =
      store === "database"
        ? new RateLimiterPrisma({ ...options, storeClient: prisma, tableName: "rateLimit" })
        : new RateLimiterMemory(options);
    limiters.byName.set(name, found);
  }
  return found;
}

const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Seconds until `key` may try again under `name`, or 0 while it is under the limit. */
export async function retryAfter(name: LimitName, key: string): Promise<number> {
  const res = await limiter(name).get(key);
  return res && res.consumedPoints >= LIMITS[name].limit && res.msBeforeNext > 0 ? seconds(res) : 0;
}

/** Counts one attempt without refusing it (e.g. a failed sign-in already answered). */
export async function hit(name: LimitName, key: string) {
  await limiter(name).penalty(key);
}

export async function reset(name: LimitName, key: string) {
  await limiter(name).delete(key);
}

/** Counts one attempt and says whether it is still allowed. */
export async function consume(
  name: LimitName,
  key: string,
): Promise<{ allowed: boolean; retryAfter: number }> {
  try {
    await limiter(name).consume(key);
    return { allowed: true, retryAfter: 0 };
  } catch (rejection) {
    // the library rejects with a RateLimiterRes when the limit is reached, with an Error on failure
    if (rejection instanceof RateLimiterRes)
      return { allowed: false, retryAfter: seconds(rejection) };
    throw rejection;
  }
}

/**
 * The client's address as the server determined it (server/app.mjs: the peer, or what
 * the configured number of trusted proxy hops reports) and handed over in the load
 * context. Request headers are never read here: a client could write any X-Forwarded-For.
 */
export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp || "local";
}

/**
 * Refusal of a client address that is over `name` already, checked before the request's
 * body is read (a throttled client must not make us read and parse its body): the conform
 * result of a form error, for the pages' forms.
 */
export async function refusedBeforeBody(name: LimitName, key: string) {
  const wait = await retryAfter(name, key);
  if (!wait) return null;
  return {
    retryAfter: wait,
    headers: { "Retry-After": String(wait) },
    result: { status: "error" as const, error: { "": [TOO_MANY_ATTEMPTS] } },
  };
}

export async function _resetAllForTests() {
  if (limiters?.store === "database") await prisma.rateLimit.deleteMany();
  limiters = undefined;
}
