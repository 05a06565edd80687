// Work shared by the loaders of one request. A page runs the root loader and its own
// loader in parallel, and both want to know who is signed in; without this each asked
// the database again (four queries for the dashboard instead of two).
//
// Only GET and HEAD requests share anything: an action may sign someone in or out, and
// the loaders that run after it must not see what was true before it.
import { AsyncLocalStorage } from "node:async_hooks";

const store = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `handle` with a fresh memo for one request (called by server/app.mjs via entry.server). */
export function runWithRequestMemo<T>(request: Request, handle: () => T): T {
  if (request.method !== "GET" && request.method !== "HEAD") return handle();
  return store.run(new Map(), handle);
}

/** `compute()` once per request and key; outside a memoised request it simply runs. */
export function memoForRequest<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const memo = store.getStore();
  if (!memo) return compute();
  let pending = memo.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = compute();
    memo.set(key, pending);
    // a failed lookup is not remembered: the next loader asks again and sees the error itself
    pending.catch(() => memo.delete(key));
  }
  // A thrown Response (the database's 503) reaches every loader that waited for it, and
  // Remix reads each one's body: the same object twice failed with "body used already".
  return pending.catch((error: unknown) => {
    throw error instanceof Response ? error.clone() : error;
  });
}
