// @ts-check
// A small in-process cache for public pages seen by anonymous visitors. A page opts in
// with the internal header `X-Page-Cache: <seconds>` (see app/utils/page-cache.ts); the
// server only stores it when the request carried no cookie and no credentials and the
// response sets no cookie, so nothing personal can ever be stored or served to someone
// else. The CSP nonce is replaced on every hit: a nonce must never be reused.
export const PAGE_CACHE_HEADER = "x-page-cache";
const MAX_ENTRIES = 200;
const MAX_BYTES = 1024 * 1024;

/** @typedef {{ parts: Buffer[], headers: [string, string][], nonce: string | null, expires: number }} Entry */

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

  /**
   * The cached page for an anonymous GET of `url`, with a fresh nonce, or null.
   * @param {string} url
   * @returns {{ headers: [string, string][], body: Buffer } | null}
   */
  const peek = (url) => {
    const entry = entries.get(url);
    if (!entry) return null;
    if (entry.expires <= now()) {
      entries.delete(url);
      return null;
    }
    const nonce = newNonce();
    const old = entry.nonce;
    const nonceBytes = Buffer.from(nonce);
    // the body was split at the old nonce when stored: joining buffers is the cheap part of a hit
    const body = Buffer.concat(entry.parts.flatMap((p, i) => (i === 0 ? [p] : [nonceBytes, p])));
    const headers = entry.headers.map(([k, v]) => /** @type {[string, string]} */ ([k, old && v.includes(old) ? v.split(old).join(nonce) : v]));
    headers.push(["X-Cache", "HIT"]);
    return { headers, body };
  };

  /** @param {Request} request @param {() => Promise<Response>} render */
  const cached = async (request, render) => {
    const eligible = anonymous(request);
    const key = request.url;
    if (eligible) {
      const hit = peek(key);
      if (hit) return new Response(/** @type {any} */ (hit.body), { status: 200, headers: hit.headers });
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
      const nonce = nonceOf(headers.get("content-security-policy"));
      const parts = (nonce ? body.split(nonce) : [body]).map((p) => Buffer.from(p));
      entries.set(key, { parts, headers: [...headers], nonce, expires: now() + ttl * 1000 });
    }
    headers.set("X-Cache", "MISS");
    return new Response(body, { status: 200, headers });
  };
  return Object.assign(cached, { peek });
}
