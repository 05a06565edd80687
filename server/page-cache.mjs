// @ts-check
// A small in-process cache for public pages seen by anonymous visitors. A page opts in
// with the internal header `X-Page-Cache: <seconds>` (see app/utils/page-cache.ts); the
// server only stores it when the request carried no cookie and no credentials and the
// response sets no cookie, so nothing personal can ever be stored or served to someone
// else. The CSP nonce is replaced on every hit: a nonce must never be reused.
export const PAGE_CACHE_HEADER = "x-page-cache";
const MAX_ENTRIES = 200;
const MAX_BYTES = 1024 * 1024;

/** @typedef {{ body: string, headers: [string, string][], nonce: string | null, expires: number }} Entry */

/** @param {string | null} csp */
function nonceOf(csp) {
  return csp?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] ?? null;
}

/** @param {Request} request */
function anonymous(request) {
  return request.method === "GET" && !request.headers.has("cookie") && !request.headers.has("authorization");
}

/**
 * Returns `cached(request, render)`: answers from the cache or calls `render()`.
 * @param {{ newNonce: () => string, now?: () => number }} options
 */
export function createPageCache({ newNonce, now = Date.now }) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();

  /** @param {Entry} entry */
  const serve = (entry) => {
    const nonce = newNonce();
    const swap = (/** @type {string} */ s) => (entry.nonce ? s.split(entry.nonce).join(nonce) : s);
    const headers = new Headers(entry.headers.map(([k, v]) => [k, swap(v)]));
    headers.set("X-Cache", "HIT");
    return new Response(swap(entry.body), { status: 200, headers });
  };

  /** @param {Request} request @param {() => Promise<Response>} render */
  const cached = async (request, render) => {
    const eligible = anonymous(request);
    const key = request.url;
    if (eligible) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return serve(hit);
      if (hit) entries.delete(key);
    }
    const response = await render();
    const ttl = Number(response.headers.get(PAGE_CACHE_HEADER));
    if (!response.headers.has(PAGE_CACHE_HEADER)) return response;
    const headers = new Headers(response.headers);
    headers.delete(PAGE_CACHE_HEADER);
    const storable =
      eligible && ttl > 0 && response.status === 200 && !response.headers.has("set-cookie") && (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (!storable) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    const body = await response.text();
    if (body.length <= MAX_BYTES) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? "");
      entries.set(key, { body, headers: [...headers], nonce: nonceOf(headers.get("content-security-policy")), expires: now() + ttl * 1000 });
    }
    headers.set("X-Cache", "MISS");
    return new Response(body, { status: 200, headers });
  };
  return cached;
}
