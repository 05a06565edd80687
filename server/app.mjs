// The HTTP layer around the Remix build: static files, request ids and JSON access
// logs, the cross-origin check, the security headers and the anonymous page cache.
// Everything Remix serves (pages, data requests, resource routes, the JSON API,
// webhooks) passes through the one catch-all handler below, so no route can forget a check.
import { webcrypto } from "node:crypto";
import { gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@remix-run/node";
import { requestUrl, sendFetchResponse, toFetchRequest } from "./fetch-bridge.mjs";
import { createPageCache } from "./page-cache.mjs";
import { applySecurityHeaders, checkOrigin, requestIdFrom } from "./security.mjs";

export const newNonce = () => Buffer.from(webcrypto.getRandomValues(new Uint8Array(16))).toString("base64url");

/**
 * @param {{
 *   build: import("@remix-run/node").ServerBuild,
 *   logger: ReturnType<typeof import("./log.mjs").createLogger>,
 *   production: boolean,
 *   appUrl?: string,
 *   isDraining?: () => boolean,
 * }} options
 */
export function createApp({ build, logger, production, appUrl, isDraining = () => false }) {
  const remix = createRequestHandler(build, "production");
  const pageCache = createPageCache({ newNonce });
  // the same for every response; a cached page brings its own CSP (with the nonce)
  const securityHeaders = Object.fromEntries([...applySecurityHeaders(new Headers(), { production })].filter(([k]) => k !== "content-security-policy"));

  const app = express();
  app.disable("x-powered-by");
  // behind a load balancer: client IP, host and protocol come from X-Forwarded-* (TRUST_PROXY=0 turns it off)
  app.set("trust proxy", process.env.TRUST_PROXY !== "0");

  app.use((req, res, next) => {
    const requestId = requestIdFrom(req.get("x-request-id"));
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    // while draining, keep-alive clients are told to reconnect (to another instance)
    if (isDraining()) res.setHeader("Connection", "close");
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      // path only: query strings carry reset and verification tokens
      const fields = { requestId, method: req.method, path: req.path, status: res.statusCode, durationMs, ip: req.ip };
      if (res.statusCode >= 500) logger.error("request", fields);
      else logger.info("request", fields);
    });
    next();
  });
  // Cache hits of anonymous public pages are answered here, before any Fetch API
  // conversion or stream: the cheapest path for the most frequent request (see page-cache.mjs).
  app.use((req, res, next) => {
    if (req.method !== "GET" || req.headers.cookie || req.headers.authorization) return next();
    const hit = pageCache.peek(requestUrl(req));
    if (!hit) return next();
    /** @type {Record<string, string>} */
    const headers = { ...securityHeaders, ...Object.fromEntries(hit.headers), Vary: "Accept-Encoding" };
    let body = hit.body;
    if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      body = gzipSync(body, { level: 1 }); // ~0.1 ms for the start page; the nonce makes each body unique
      headers["Content-Encoding"] = "gzip";
    }
    headers["Content-Length"] = String(body.length);
    res.writeHead(200, headers);
    res.end(body);
  });
  app.use(compression());

  const staticHeaders = (/** @type {import("http").ServerResponse} */ res) => {
    for (const [k, v] of applySecurityHeaders(new Headers(), { production })) res.setHeader(k, v);
  };
  app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y", setHeaders: staticHeaders }));
  app.use(express.static("public", { maxAge: "1h", setHeaders: staticHeaders }));

  app.all("*", async (req, res, next) => {
    try {
      const requestId = res.locals.requestId;
      let response;
      if (isDraining() && req.path === "/readyz") {
        // the load balancer stops sending new requests while in-flight ones finish
        response = new Response(JSON.stringify({ status: "beendet", message: "Der Server wird gerade beendet." }), { status: 503, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" } });
      } else {
        const request = toFetchRequest(req, res);
        const refused = checkOrigin(request, { appUrl });
        if (refused) {
          logger.warn("Anfrage fremder Herkunft abgelehnt", { requestId, method: req.method, path: req.path, origin: req.get("origin") ?? null });
          response = refused;
        } else {
          // the CSP nonce reaches entry.server through the load context
          response = await pageCache(request, () => remix(request, { requestId, cspNonce: newNonce() }));
        }
      }
      const headers = applySecurityHeaders(new Headers(response.headers), { production });
      await sendFetchResponse(res, new Response(response.body, { status: response.status, statusText: response.statusText, headers }));
    } catch (error) {
      next(error);
    }
  });

  /** @type {import("express").ErrorRequestHandler} */
  const onError = (error, _req, res, _next) => {
    logger.error("Unbehandelter Fehler", { requestId: res.locals.requestId, error });
    if (res.headersSent) return void res.end();
    res.status(500).type("text/plain; charset=utf-8").send("Interner Serverfehler. Bitte versuchen Sie es später erneut.");
  };
  app.use(onError);
  return app;
}
