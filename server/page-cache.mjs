// @ts-check
// A small in-process cache for public pages seen by anonymous visitors. A page opts in
// with the internal header `X-Page-Cache: <seconds>` (see app/utils/page-cache.ts); the
// server only stores it when the request carried no cookie and no credentials and the
// response sets no cookie, so nothing personal can ever be stored or served to someone
// else.
//
// A stored page is frozen: its CSP allows exactly the inline scripts it contains by
// their SHA-256 hashes instead of the render's nonce (a nonce must never be reused, and a
// hash of fixed content needs no secret). So a hit is a prepared buffer – gzip done once
// at store time – written straight to the socket, without Express, Remix or a stream.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

const PAGE_CACHE_HEADER = "x-page-cache";
const MAX_ENTRIES = 200;
const MAX_BYTES = 1024 * 1024;

/**
 * `headers` for reading; `plainHead`/`gzipHead` are the same as flat [name, value, …] lists
 * with Content-Length (and Content-Encoding) already in, ready for res.writeHead().
 * @typedef {{ headers: Record<string, string>, body: Buffer, gzip: Buffer, plainHead: string[], gzipHead: string[], expires: number }} Entry
 */

/** @param {string | null} csp */
function nonceOf(csp) {
  return csp?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] ?? null;
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The page without its nonce, and its CSP with the hashes of its inline scripts in the
 * nonce's place. Null when the page has a nonce in the body but none in the CSP (then it
 * is not ours to rewrite and is not stored).
 * @param {string} html @param {string} csp
 */
export function freezeCsp(html, csp) {
  const nonce = nonceOf(csp);
  if (!nonce) return { html, csp };
  const body = html.split(` nonce="${nonce}"`).join("");
  if (body.includes(nonce)) return null; // the nonce somewhere else: leave such a page alone
  const hashes = [
    ...new Set(
      [...body.matchAll(INLINE_SCRIPT)].map(
        (m) =>
          `'sha256-${createHash("sha256")
            .update(m[1] ?? "", "utf8")
            .digest("base64")}'`,
      ),
    ),
  ];
  return { html: body, csp: csp.replace(`'nonce-${nonce}'`, hashes.join(" ") || "'none'") };
}

/** @param {Headers} headers */
function isAnonymous(headers) {
  return !headers.has("cookie") && !headers.has("authorization");
}

/**
 * @param {{ now?: () => number }} [options]
 */
export function createPageCache({ now = Date.now } = {}) {
  /** @type {Map<string, Entry>} */
  const entries = new Map();

  /**
   * The stored page for an anonymous GET of `key` (see cacheKeyOf), or null.
   * @param {string} key
   * @returns {Entry | null}
   */
  const lookup = (key) => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires > now()) return entry;
    entries.delete(key);
    return null;
  };

  /**
   * Renders through `render()` and stores the result when the page asked for it and
   * the request and response are anonymous.
   * @param {Request} request @param {string} key @param {() => Promise<Response>} render
   * @param {(headers: Headers) => Headers} [finishHeaders] adds the headers every response gets
   */
  const renderAndStore = async (request, key, render, finishHeaders = (h) => h) => {
    const response = await render();
    if (!response.headers.has(PAGE_CACHE_HEADER)) return response;
    const ttl = Number(response.headers.get(PAGE_CACHE_HEADER));
    const headers = new Headers(response.headers);
    headers.delete(PAGE_CACHE_HEADER);
    const storable =
      request.method === "GET" &&
      isAnonymous(request.headers) &&
      ttl > 0 &&
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (!storable)
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    const html = await response.text();
    const frozen =
      html.length <= MAX_BYTES
        ? freezeCsp(html, headers.get("content-security-policy") ?? "")
        : null;
    if (!frozen) return new Response(html, { status: 200, headers });
    if (headers.has("content-security-policy")) headers.set("Content-Security-Policy", frozen.csp);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? "");
    const body = Buffer.from(frozen.html);
    const stored = finishHeaders(new Headers(headers));
    for (const name of ["content-length", "content-encoding", "transfer-encoding"])
      stored.delete(name);
    stored.set("Vary", "Accept-Encoding");
    stored.set("X-Cache", "HIT");
    const gzip = gzipSync(body, { level: 9 });
    const flat = [...stored].flat();
    entries.set(key, {
      headers: Object.fromEntries(stored),
      body,
      gzip,
      plainHead: [...flat, "Content-Length", String(body.length)],
      gzipHead: [...flat, "Content-Encoding", "gzip", "Content-Length", String(gzip.length)],
      expires: now() + ttl * 1000,
    });
    headers.set("X-Cache", "MISS");
    return new Response(body, { status: 200, headers });
  };
  return { lookup, renderAndStore };
}

/**
 * The cache key of a raw Node request: scheme, host and URL as the app sees them (behind
 * a proxy from X-Forwarded-*), so a page rendered for one host is never served for another.
 * @param {import("node:http").IncomingMessage} req @param {{ trustProxy: boolean }} options
 */
export function cacheKeyOf(req, { trustProxy }) {
  const first = (/** @type {string | string[] | undefined} */ v) =>
    (Array.isArray(v) ? v[0] : v)?.split(",")[0]?.trim();
  const proto =
    (trustProxy && first(req.headers["x-forwarded-proto"])) ||
    ("encrypted" in req.socket && req.socket.encrypted ? "https" : "http");
  const host = (trustProxy && first(req.headers["x-forwarded-host"])) || req.headers.host || "";
  return `${proto}://${host}${req.url}`;
}
