// Fixed-window counters in process memory. Good for one instance; several instances
// behind a load balancer need the shared store (see README, production issue).
export interface Limit {
  limit: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();

function current(key: string, windowMs: number): Window {
  const now = Date.now();
  let w = windows.get(key);
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + windowMs };
    windows.set(key, w);
  }
  return w;
}

/** Seconds until the key may try again, or 0 when it is under its limit. */
export function retryAfter(key: string, { limit, windowMs }: Limit): number {
  const w = current(key, windowMs);
  return w.count >= limit ? Math.ceil((w.resetAt - Date.now()) / 1000) : 0;
}

export function hit(key: string, { windowMs }: Limit) {
  current(key, windowMs).count += 1;
}

export function reset(key: string) {
  windows.delete(key);
}

/** Counts one attempt and says whether it is still allowed. */
export function consume(key: string, limit: Limit): { allowed: boolean; retryAfter: number } {
  const wait = retryAfter(key, limit);
  if (wait > 0) return { allowed: false, retryAfter: wait };
  hit(key, limit);
  return { allowed: true, retryAfter: 0 };
}

export function clientIp(request: Request): string {
  // behind a reverse proxy the first X-Forwarded-For entry is the client
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "local";
}

export const LIMITS = {
  loginPerAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  loginPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  // registrations per client address and hour; RATE_LIMIT_REGISTER raises it where many
  // accounts come from one address on purpose (end-to-end tests, an office behind one NAT)
  register: { limit: Number(process.env.RATE_LIMIT_REGISTER) || 10, windowMs: 60 * 60 * 1000 },
  mailPerAddress: { limit: 3, windowMs: 15 * 60 * 1000 },
  mailPerIp: { limit: 20, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, Limit>;

export const TOO_MANY_ATTEMPTS = "Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.";

export function _resetAllForTests() {
  windows.clear();
}
