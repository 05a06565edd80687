// Converts between Express and the Fetch API, as @remix-run/express does internally
// (its createRemixRequest/sendRemixResponse are not part of its public entry point, so
// the few lines are kept here). Having Request/Response in hand lets the server check
// and decorate every request in one place before and after Remix.
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";

/** The full URL of an Express request (honours "trust proxy" for host and protocol). */
export function requestUrl(req) {
  // req.hostname honours "trust proxy" (X-Forwarded-Host) but drops the port
  const port = (req.get("x-forwarded-host") ?? req.get("host") ?? "").split(":")[1];
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
}

/** @param {import("express").Request} req @param {import("express").Response} res */
export function toFetchRequest(req, res) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  const url = new URL(requestUrl(req));
  /** @type {AbortController | null} */
  let controller = new AbortController();
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = /** @type {ReadableStream} */ (createReadableStreamFromReadable(req));
    init.duplex = "half";
  }
  // abort loaders and actions when the client goes away before the response is sent
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url.href, init);
}

/** @param {import("express").Response} res @param {Response} response */
export async function sendFetchResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
