// The HTTP layer around the Remix build: static files, request ids and access logs
// (pino-http), the cross-origin check, the security headers and the anonymous page cache.
// Everything Remix serves (pages, data requests, resource routes, the JSON API,
// webhooks) passes through the one catch-all handler below, so no route can forget a check.
import { webcrypto } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { pinoHttp } from "pino-http";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge.mjs";
import { cacheKeyOf, createPageCache } from "./page-cache.mjs";
import {
  allowedMethods,
  BAD_URL_MESSAGE,
  BodyStalledError,
  BODY_TOO_LARGE_MESSAGE,
  BodyTooLargeError,
  clientAddressOf,
  DEFAULT_BODY_IDLE_TIMEOUT_MS,
  lingerAfterRefusal,
  MAX_BODY_BYTES,
  METHOD_NOT_ALLOWED_MESSAGE,
  trustProxyHops,
} from "./request-guards.mjs";
import {
  alignHostWithOrigin,
  applySecurityHeaders,
  checkOrigin,
  requestIdFrom,
} from "./security.mjs";

/** Uploads: up to 50 files of 20 MB each per request (app/utils/upload.server.ts). */
const MAX_MULTIPART_BYTES = 50 * 20 * 1024 * 1024 + MAX_BODY_BYTES;

/**
 * A short German answer in plain text (the JSON API's errors are plain text too).
 * @param {number} status @param {string} message
 */
function plainAnswer(status, message) {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Cookies that carry a sign-in (customer and admin sessions). */
const SESSION_COOKIE = /(?:^|[;,]\s*)(?:__session|__admin)=/;

/**
 * URL paths of the files in `dir` (the build's own folder is served separately).
 * @param {string} dir @param {string} buildPublicPath
 */
function listPublicFiles(dir, buildPublicPath) {
  if (!existsSync(dir)) return new Set();
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map(
      (e) =>
        "/" +
        path
          .relative(dir, path.join(e.parentPath ?? e.path, e.name))
          .split(path.sep)
          .join("/"),
    )
    .filter((p) => !p.startsWith(buildPublicPath));
  return new Set(files);
}

const newNonce = () =>
  Buffer.from(webcrypto.getRandomValues(new Uint8Array(16))).toString("base64url");

/**
 * @param {{
 *   build: import("@remix-run/node").ServerBuild,
 *   logger: import("pino").Logger,
 *   production: boolean,
 *   appUrl?: string,
 *   isDraining?: () => boolean,
 *   trustProxy?: number,
 *   bodyIdleTimeoutMs?: number,
 * }} options
 */
export function createApp({
  build,
  logger,
  production,
  appUrl,
  isDraining = () => false,
  // TRUST_PROXY: the number of proxies in front (0 = exposed directly, the default)
  trustProxy = trustProxyHops(process.env.TRUST_PROXY),
  bodyIdleTimeoutMs = Number(process.env.BODY_IDLE_TIMEOUT_MS) || DEFAULT_BODY_IDLE_TIMEOUT_MS,
}) {
  // "development" only for the build of `npm run dev` (Remix then shows error details)
  const remix = createRequestHandler(build, build.mode);
  // lets the loaders of one request share lookups such as the signed-in user (app/utils/request-memo.server.ts)
  /** @type {(request: Request, handle: () => Promise<Response>) => Promise<Response>} */
  const withRequestMemo = build.entry.module.runWithRequestMemo ?? ((_request, handle) => handle());
  // SEITENWERK_COUNT_QUERIES=1 (bench and tests only): an X-Query-Count header on every answer
  // Remix gives (app/utils/query-count.server.ts); unset, requests never pass through it
  /** @type {((request: Request, handle: () => Promise<Response>) => Promise<Response>) | null} */
  const withQueryCount = process.env.SEITENWERK_COUNT_QUERIES
    ? (build.entry.module.withQueryCount ?? null)
    : null;
  const pageCache = createPageCache();

  const app = express();
  app.disable("x-powered-by");
  // Behind load balancers, client IP, host and protocol come from X-Forwarded-*, but only
  // as far as `trustProxy` hops reach: Express's req.ip is then the address the outermost
  // trusted proxy saw; a client's own X-Forwarded-For entries are never believed.
  app.set("trust proxy", trustProxy);
  /** @param {import("node:http").IncomingMessage} req whether the peer is a trusted proxy */
  const peerIsProxy = (req) => trustProxy > 0 && Boolean(req.socket.remoteAddress);

  app.use((req, res, next) => {
    res.locals.requestId = req.id;
    res.setHeader("X-Request-Id", String(req.id));
    // while draining, keep-alive clients are told to reconnect (to another instance)
    if (isDraining()) res.setHeader("Connection", "close");
    next();
  });
  app.use(compression());

  const staticHeaders = (/** @type {import("http").ServerResponse} */ res) => {
    for (const [k, v] of applySecurityHeaders(new Headers(), { production })) res.setHeader(k, v);
  };
  /**
   * A German plain-text answer of Express's own, with the headers every page carries.
   * @param {import("express").Response} res @param {number} status @param {string} message
   */
  const sendPlain = (res, status, message) => {
    staticHeaders(res);
    res.status(status).type("text/plain; charset=utf-8").set("Cache-Control", "no-store");
    res.send(message);
  };
  // The static handlers decode the path themselves and answer a broken escape in English
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return sendPlain(res, 400, BAD_URL_MESSAGE);
    }
    next();
  });
  // the build's scripts and styles as compressed at build time (scripts/compress-assets.mjs:
  // brotli 11 and gzip 9, where `compression` would spend CPU on every request and send
  // brotli at quality 4); a file without them falls through to `compression` above
  app.use(
    build.publicPath,
    expressStaticGzip(build.assetsBuildDirectory, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", setHeaders: staticHeaders },
    }),
  );
  // Files in public/ outside the build are few and fixed at deploy time. Asking the file
  // system about every page request cost a stat call each (~6 % of a signed-in page's CPU).
  const publicStatic = express.static("public", { maxAge: "1h", setHeaders: staticHeaders });
  const publicFiles = listPublicFiles("public", build.publicPath);
  app.use((req, res, next) => (publicFiles.has(req.path) ? publicStatic(req, res, next) : next()));

  /**
   * Answers that need neither the body nor Remix: a method the path does not offer, a
   * URL that is not valid UTF-8, a body announced larger than the limit (refused before a
   * byte of it is read).
   * @param {import("express").Request} req
   */
  const refuseEarly = (req) => {
    const allowed = allowedMethods(req.path);
    if (!allowed.includes(req.method)) {
      const response = plainAnswer(405, METHOD_NOT_ALLOWED_MESSAGE);
      response.headers.set("Allow", allowed.join(", "));
      return response;
    }
    try {
      decodeURIComponent(req.path);
    } catch {
      return plainAnswer(400, BAD_URL_MESSAGE);
    }
    const multipart = /^multipart\/form-data/i.test(req.get("content-type") ?? "");
    const length = Number(req.get("content-length") ?? 0);
    if (length > (multipart ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES)) {
      if (req.res) lingerAfterRefusal(req, req.res, length);
      return plainAnswer(413, BODY_TOO_LARGE_MESSAGE);
    }
    return null;
  };

  app.all("*", async (req, res, next) => {
    try {
      const requestId = res.locals.requestId;
      let response;
      if (isDraining() && req.path === "/readyz") {
        // the load balancer stops sending new requests while in-flight ones finish
        response = new Response(
          JSON.stringify({ status: "beendet", message: "Der Server wird gerade beendet." }),
          {
            status: 503,
            headers: {
              "Content-Type": "application/json; charset=utf-8",
              "Cache-Control": "no-store",
            },
          },
        );
      } else {
        const refusal = refuseEarly(req);
        const multipart = /^multipart\/form-data/i.test(req.get("content-type") ?? "");
        const { request, failed } = refusal
          ? { request: null, failed: null }
          : toFetchRequest(req, res, {
              maxBytes: multipart ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES,
              idleMs: bodyIdleTimeoutMs,
            });
        const foreign = request && checkOrigin(request, { appUrl });
        if (foreign)
          logger.warn(
            { requestId, method: req.method, path: req.path, origin: req.get("origin") ?? null },
            "Anfrage fremder Herkunft abgelehnt",
          );
        if (refusal || foreign || !request) {
          response = /** @type {Response} */ (refusal ?? foreign);
        } else {
          alignHostWithOrigin(request);
          // the CSP nonce and the client address reach the routes through the load context
          const context = { requestId, cspNonce: newNonce(), clientIp: req.ip ?? "" };
          const handle = () => withRequestMemo(request, () => remix(request, context));
          const render = withQueryCount ? () => withQueryCount(request, handle) : handle;
          const rendered = pageCache.renderAndStore(
            request,
            cacheKeyOf(req, { trustProxy: peerIsProxy(req) }),
            render,
            (h) => applySecurityHeaders(h, { production }),
          );
          // a body that breaks (too large, stalled) is answered here; the route, whose
          // reads now fail, cleans up behind it (its answer is dropped)
          const broken = /** @type {Promise<Error>} */ (failed).then((error) =>
            error instanceof BodyTooLargeError || error instanceof BodyStalledError
              ? error
              : new Promise(() => {}),
          );
          const first = await Promise.race([rendered, broken]);
          if (first instanceof Error) {
            rendered.catch(() => {});
            logger.warn(
              { requestId, method: req.method, path: req.path, reason: first.message },
              "Anfragekörper abgewiesen",
            );
            res.setHeader("Connection", "close");
            response = plainAnswer(/** @type {BodyTooLargeError} */ (first).status, first.message);
          } else response = first;
        }
      }
      const headers = applySecurityHeaders(new Headers(response.headers), { production });
      // what a signed-in visitor sees (or the answer that signs one in) is never stored by
      // a browser or a shared cache
      if (
        SESSION_COOKIE.test(req.get("cookie") ?? "") ||
        SESSION_COOKIE.test(headers.get("set-cookie") ?? "")
      )
        headers.set("Cache-Control", "private, no-store");
      await sendFetchResponse(
        res,
        new Response(response.body, {
          status: response.status,
          statusText: response.statusText,
          headers,
        }),
      );
    } catch (error) {
      next(error);
    }
  });

  /** @type {import("express").ErrorRequestHandler} */
  const onError = (error, _req, res, _next) => {
    // errors Express or its middleware raise for a bad request (a malformed URL) carry a 4xx
    const status = Number(error?.status ?? error?.statusCode);
    if (status >= 400 && status < 500 && !res.headersSent)
      return void sendPlain(res, status, "Ungültige Anfrage");
    logger.error({ requestId: res.locals.requestId, error }, "Unbehandelter Fehler");
    if (res.headersSent) return void res.end();
    sendPlain(res, 500, "Interner Serverfehler. Bitte versuchen Sie es später erneut.");
  };
  app.use(onError);

  /**
   * Anonymous public pages already in the cache: answered before Express, Remix or any
   * stream is involved – the cheapest path for the most frequent request (page-cache.mjs).
   * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
   */
  const serveCachedPage = (req, res) => {
    if (req.method !== "GET" || req.headers.cookie || req.headers.authorization || isDraining())
      return false;
    const entry = pageCache.lookup(cacheKeyOf(req, { trustProxy: peerIsProxy(req) }));
    if (!entry) return false;
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    res.writeHead(200, [...(gzip ? entry.gzipHead : entry.plainHead), "X-Request-Id", req.id]);
    // headers handed to writeHead as a list cannot be read back for the access log
    cacheHits.add(res);
    res.end(gzip ? entry.gzip : entry.body);
    return true;
  };

  /** @type {WeakSet<import("node:http").ServerResponse>} */
  const cacheHits = new WeakSet();
  // One access-log line per request, also for cached pages, which never reach Express.
  // The path only: query strings carry reset and verification tokens.
  const accessLog = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    genReqId: (req) =>
      requestIdFrom(/** @type {string | undefined} */ (req.headers["x-request-id"])),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    customSuccessObject: (req, res, { responseTime }) => accessFields(req, res, responseTime),
    customErrorObject: (req, res, _error, { responseTime }) => accessFields(req, res, responseTime),
  });
  /**
   * @param {import("node:http").IncomingMessage & { ip?: string, originalUrl?: string }} req
   * @param {import("node:http").ServerResponse} res @param {number} durationMs
   */
  const accessFields = (req, res, durationMs) => ({
    method: req.method,
    // Express shortens req.url inside mounted middleware such as the static files
    path: (req.originalUrl ?? req.url ?? "/").split("?")[0],
    status: res.statusCode,
    durationMs,
    // Express sets req.ip; a cached page is answered before Express
    ip: req.ip ?? clientAddressOf(req, trustProxy),
    cache: cacheHits.has(res) ? "HIT" : res.getHeader("x-cache"),
  });

  /** @type {import("node:http").RequestListener} */
  const handler = (req, res) => {
    accessLog(req, res);
    if (!serveCachedPage(req, res)) app(req, res);
  };
  return Object.assign(handler, {
    /** @param {number} port @param {string | undefined} host @param {() => void} [onListening] */
    listen: (port, host, onListening) => createServer(handler).listen(port, host, onListening),
  });
}
