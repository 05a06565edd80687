// Converts between Express and the Fetch API, as @remix-run/express does internally
// (its createRemixRequest/sendRemixResponse are not part of its public entry point, so
// the few lines are kept here). Having Request/Response in hand lets the server check
// and decorate every request in one place before and after Remix.
import { writeReadableStreamToWritable } from "@remix-run/node";
import { guardedBody } from "./request-guards.mjs";

/**
 * The host the client asked for: X-Forwarded-Host only when the peer is a trusted proxy
 * (as Express's req.hostname decides it), else the Host header – with its port.
 * @param {import("express").Request} req
 */
function requestHost(req) {
  const trust = req.app.get("trust proxy fn");
  const forwarded = req.get("x-forwarded-host");
  const host =
    forwarded && trust(req.socket.remoteAddress, 0)
      ? forwarded.split(",")[0].trim()
      : (req.get("host") ?? "");
  return host;
}

/** The full URL of an Express request (honours "trust proxy" for host and protocol). */
function requestUrl(req) {
  return `${req.protocol}://${requestHost(req) || "localhost"}${req.originalUrl}`;
}

/** Set by proxies; what they say is already in the URL and in `clientIp` when trusted. */
const PROXY_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "forwarded",
];

/**
 * @param {import("express").Request} req @param {import("express").Response} res
 * @param {{ maxBytes: number | null, idleMs: number }} limits
 */
export function toFetchRequest(req, res, limits) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values || PROXY_HEADERS.includes(key)) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  const url = new URL(requestUrl(req));
  // Remix compares Origin with Host for form actions: the host the client asked for
  headers.set("host", url.host);
  /** @type {AbortController | null} */
  let controller = new AbortController();
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers, signal: controller.signal };
  /** @type {Promise<Error>} */
  let failed = new Promise(() => {});
  if (req.method !== "GET" && req.method !== "HEAD") {
    const guarded = guardedBody(req, limits);
    init.body = guarded.body;
    init.duplex = "half";
    failed = guarded.failed;
  }
  // abort loaders and actions when the client goes away before the response is sent
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return { request: new Request(url.href, init), failed };
}

// Pages and JSON are small and complete before the first byte is sent (no route streams
// with defer), so they go out as one buffer: one gzip pass and one socket write instead of
// a compression flush and a write for every chunk React produced.
const WHOLE_BODY = /^(text\/html|application\/json|text\/plain)/i;

/** @param {import("express").Response} res @param {Response} response */
export async function sendFetchResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  const type = response.headers.get("content-type") ?? "";
  if (!response.body) return void res.end();
  if (/text\/event-stream/i.test(type)) {
    res.flushHeaders();
    return writeReadableStreamToWritable(response.body, res); // flushes every event
  }
  if (WHOLE_BODY.test(type)) return void res.end(Buffer.from(await response.arrayBuffer()));
  // downloads and other bodies stream, at the pace the client reads them
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value))
        await new Promise((resolve) => res.once("drain", resolve).once("close", resolve));
      if (res.destroyed) return void reader.cancel();
    }
    res.end();
  } catch (error) {
    res.destroy(/** @type {Error} */ (error));
    throw error;
  }
}
