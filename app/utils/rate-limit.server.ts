// Fixed-window rate limits. Two interchangeable stores behind one interface:
// - "memory" (default): counters in process memory; right for a single instance.
// - "database" (RATE_LIMIT_STORE=database): counters in PostgreSQL's `rate_limits`
//   table, shared by every instance behind a load balancer, updated atomically with one
//   upsert per attempt so concurrent requests on different instances cannot overshoot.
import { prisma } from "./db.server";

export interface Limit {
  limit: number;
  windowMs: number;
}

export interface RateLimitStore {
  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string, limit: Limit): Promise<number>;
  /** Counts one attempt; returns the count in the current window. */
  hit(key: string, limit: Limit): Promise<number>;
  reset(key: string): Promise<void>;
  clear(): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

export function createMemoryStore(): RateLimitStore {
  const windows = new Map<string, Window>();
  const current = (key: string, windowMs: number) => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
    }
    return w;
  };
  return {
    async retryAfter(key, { limit, windowMs }) {
      const w = current(key, windowMs);
      return w.count >= limit ? Math.ceil((w.resetAt - Date.now()) / 1000) : 0;
    },
    async hit(key, { windowMs }) {
      return (current(key, windowMs).count += 1);
    },
    async reset(key) {
      windows.delete(key);
    },
    async clear() {
      windows.clear();
    },
  };
}

export function createDatabaseStore(): RateLimitStore {
  return {
    async retryAfter(key, { limit, windowMs }) {
      const rows = await prisma.$queryRaw<Array<{ count: number; windowStart: Date }>>`
        SELECT "count", "windowStart" FROM "rate_limits" WHERE "key" = ${key}`;
      const row = rows[0];
      if (!row) return 0;
      const resetAt = new Date(row.windowStart).getTime() + windowMs;
      if (resetAt <= Date.now() || Number(row.count) < limit) return 0;
      return Math.ceil((resetAt - Date.now()) / 1000);
    },
    async hit(key, { windowMs }) {
      const now = new Date();
      const cutoff = new Date(now.getTime() - windowMs);
      // one statement: a new window starts when the old one has run out
      const rows = await prisma.$queryRaw<Array<{ count: number }>>`
        INSERT INTO "rate_limits" ("key", "count", "windowStart") VALUES (${key}, 1, ${now}::timestamp(3))
        ON CONFLICT ("key") DO UPDATE SET
          "count" = CASE WHEN "rate_limits"."windowStart" <= ${cutoff}::timestamp(3) THEN 1 ELSE "rate_limits"."count" + 1 END,
          "windowStart" = CASE WHEN "rate_limits"."windowStart" <= ${cutoff}::timestamp(3) THEN ${now}::timestamp(3) ELSE "rate_limits"."windowStart" END
        RETURNING "count"`;
      // now and then drop windows that ended long ago, so the table stays small
      if (Math.random() < 0.01) {
        const stale = new Date(now.getTime() - 24 * 60 * 60 * 1000);
        await prisma.$executeRaw`DELETE FROM "rate_limits" WHERE "windowStart" < ${stale}::timestamp(3)`;
      }
      return Number(rows[0]?.count ?? 1);
    },
    async reset(key) {
      await prisma.$executeRaw`DELETE FROM "rate_limits" WHERE "key" = ${key}`;
    },
    async clear() {
      await prisma.$executeRaw`DELETE FROM "rate_limits"`;
    },
  };
}

let store: { kind: string; store: RateLimitStore } | undefined;
function rateLimitStore(): RateLimitStore {
  const kind = process.env.RATE_LIMIT_STORE === "database" ? "database" : "memory";
  if (store?.kind !== kind)
    store = { kind, store: kind === "database" ? createDatabaseStore() : createMemoryStore() };
  return store.store;
}

export const retryAfter = (key: string, limit: Limit) => rateLimitStore().retryAfter(key, limit);
export const hit = async (key: string, limit: Limit) =>
  void (await rateLimitStore().hit(key, limit));
export const reset = (key: string) => rateLimitStore().reset(key);

/** Counts one attempt and says whether it is still allowed. */
export async function consume(
  key: string,
  limit: Limit,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const wait = await retryAfter(key, limit);
  if (wait > 0) return { allowed: false, retryAfter: wait };
  const count = await rateLimitStore().hit(key, limit);
  // with the shared store another instance may have counted in between
  if (count > limit.limit) return { allowed: false, retryAfter: Math.ceil(limit.windowMs / 1000) };
  return { allowed: true, retryAfter: 0 };
}

export function clientIp(request: Request): string {
  // behind a reverse proxy the first X-Forwarded-For entry is the client
  return (
    request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ||
    request.headers.get("x-real-ip") ||
    "local"
  );
}

export const LIMITS = {
  loginPerAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  loginPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  // registrations per client address and hour; RATE_LIMIT_REGISTER raises it where many
  // accounts come from one address on purpose (end-to-end tests, an office behind one NAT)
  register: { limit: Number(process.env.RATE_LIMIT_REGISTER) || 10, windowMs: 60 * 60 * 1000 },
  mailPerAddress: { limit: 3, windowMs: 15 * 60 * 1000 },
  mailPerIp: { limit: 20, windowMs: 60 * 60 * 1000 },
  // contact inquiries per client address and hour: enough for a real visitor, not for a flood
  // (RATE_LIMIT_CONTACT raises it for the end-to-end tests, which all come from one address)
  contact: { limit: Number(process.env.RATE_LIMIT_CONTACT) || 5, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, Limit>;

export const TOO_MANY_ATTEMPTS =
  "Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.";

export async function _resetAllForTests() {
  await rateLimitStore().clear();
}
