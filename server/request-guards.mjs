// @ts-check
// Guards on the request line and the body, before any route code runs:
// - which methods a path offers (405 otherwise; TRACE and friends never reach Remix,
//   whose Fetch Request cannot even be built for them);
// - a size limit for every body that is not a file upload (413 before reading when the
//   Content-Length says so, otherwise as soon as the limit is passed);
// - a body that stalls (sends nothing for BODY_IDLE_TIMEOUT_MS while the route waits for
//   it) is cut with 408, and a body whose client went away errors at once, so no upload
//   waits minutes with an open file;
// - the client address from the configured number of trusted proxy hops.

/** Bodies other than multipart uploads: forms and JSON are a few KB; 1 MB is plenty. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** A body that sends nothing for this long while the route waits for it is cut. */
export const DEFAULT_BODY_IDLE_TIMEOUT_MS = 30_000;

export const BODY_TOO_LARGE_MESSAGE =
  "Die Anfrage ist zu groß (höchstens 1 MB ohne Dateien). Bitte kürzen Sie Ihre Eingaben.";
export const BODY_STALLED_MESSAGE =
  "Die Übertragung ist ins Stocken geraten und wurde abgebrochen. Bitte versuchen Sie es erneut.";
export const METHOD_NOT_ALLOWED_MESSAGE = "Methode nicht erlaubt";
export const BAD_URL_MESSAGE = "Ungültige Adresse";

const PAGE_METHODS = ["GET", "HEAD", "POST"];
const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Methods a path may be asked with at all. Pages and resource routes outside /api/ have
 * loaders and form actions only (Remix would otherwise run a page's action for PUT,
 * DELETE, PATCH or OPTIONS); the JSON API checks the exact method in each route.
 * @param {string} path
 */
export function allowedMethods(path) {
  return path.startsWith("/api/") ? API_METHODS : PAGE_METHODS;
}

/** After a 413 sent while the client still sends: how much more we read to let it finish. */
const LINGER_MAX_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 10_000;

/**
 * A lingering close for a body refused by its announced size. Closing the
 * socket while the client is still sending makes the kernel answer its next bytes with a reset,
 * and the client then sees that instead of our 413 (about 1 client in 3 with a 5 MB body).
 * So the connection stays open: after the answer Node reads and drops the rest of the body
 * (keep-alive), and only a body that does not end within LINGER_MS is cut. A body announced
 * larger than LINGER_MAX_BYTES is not worth reading: that connection closes at once.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} announcedBytes
 */
export function lingerAfterRefusal(req, res, announcedBytes) {
  if (announcedBytes > LINGER_MAX_BYTES) {
    res.setHeader("Connection", "close");
    return;
  }
  res.once("finish", () => {
    if (req.complete) return;
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.once("close", () => clearTimeout(timer));
  });
}

export class BodyTooLargeError extends Error {
  status = 413;
  constructor() {
    super(BODY_TOO_LARGE_MESSAGE);
  }
}
export class BodyStalledError extends Error {
  status = 408;
  constructor() {
    super(BODY_STALLED_MESSAGE);
  }
}
class ClientGoneError extends Error {
  constructor() {
    super("Die Verbindung wurde vom Client getrennt.");
  }
}

/**
 * The body of `req` as a web stream that enforces the limits. `failed` resolves with the
 * error when the body breaks (too large, stalled, client gone) – whoever waits for the
 * route's answer can answer for it instead.
 * @param {import("node:http").IncomingMessage} req
 * @param {{ maxBytes: number | null, idleMs: number }} options
 */
export function guardedBody(req, { maxBytes, idleMs }) {
  /** @type {(error: Error) => void} */
  let settle = () => {};
  /** @type {Promise<Error>} */
  const failed = new Promise((resolve) => (settle = resolve));
  /** @type {ReadableStreamDefaultController<Uint8Array> | undefined} */
  let controller;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let bytes = 0;
  let over = false;
  const fail = (/** @type {Error} */ error) => {
    if (over) return;
    over = true;
    clearTimeout(timer);
    try {
      controller?.error(error);
    } catch {
      // already closed
    }
    settle(error);
  };
  // a client that disconnects mid-body: the reader must learn it now, not at a timeout
  const onAborted = () => fail(new ClientGoneError());
  req.once("aborted", onAborted);
  req.once("error", onAborted);
  req.once("close", () => {
    if (!req.complete) onAborted();
  });
  const iterator = req[Symbol.asyncIterator]();
  const body = new ReadableStream({
    start(c) {
      controller = c;
    },
    async pull(c) {
      if (over) return;
      // the timer runs only while the route waits for data, never while it digests a chunk
      timer = setTimeout(() => fail(new BodyStalledError()), idleMs);
      try {
        const { done, value } = await iterator.next();
        clearTimeout(timer);
        if (over) return;
        if (done) {
          over = true;
          req.off("aborted", onAborted);
          return c.close();
        }
        bytes += value.length;
        if (maxBytes !== null && bytes > maxBytes) return fail(new BodyTooLargeError());
        c.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      } catch {
        fail(new ClientGoneError());
      }
    },
    cancel() {
      over = true;
      clearTimeout(timer);
      void iterator.return?.();
    },
  });
  return { body, failed };
}

/**
 * The client address: the peer, or – for each trusted proxy hop in front of us – the
 * address that hop reports in X-Forwarded-For (what Express's req.ip gives with
 * `trust proxy` set to the hop count). For requests answered before Express.
 * @param {import("node:http").IncomingMessage} req @param {number} hops
 */
export function clientAddressOf(req, hops) {
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  const chain = [req.socket.remoteAddress ?? "", ...forwarded];
  return chain[Math.min(hops, chain.length - 1)] ?? "";
}

/**
 * TRUST_PROXY: how many proxies in front of the app set X-Forwarded-* (0: none, the app
 * is exposed directly; 1: one load balancer). "true"/"false" are read as 1/0.
 * @param {string | undefined} value
 */
export function trustProxyHops(value) {
  if (value === undefined || value.trim() === "" || value === "false") return 0;
  if (value === "true") return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops >= 0 ? hops : 0;
}
