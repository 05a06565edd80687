#!/usr/bin/env node
// @ts-check
// Production HTTP server (started by scripts/start.mjs, also in the Docker image). It
// replaces `remix-serve`, which has no hook in front of resource routes (needed for the
// cross-origin check), logs plain text, and on SIGTERM closes its listener but never
// exits while timers or database handles are open. Here SIGTERM stops accepting new
// connections, lets in-flight requests finish (at most SHUTDOWN_TIMEOUT_MS), closes the
// database and exits.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import sourceMapSupport from "source-map-support";
import { createApp } from "./app.mjs";

sourceMapSupport.install();
const buildPath = path.resolve(process.argv[2] ?? "build/index.js");
/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(pathToFileURL(buildPath).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });
// the app's own logger (app/utils/logger.server.ts), so both layers write one stream
const { logger } = /** @type {{ logger: import("pino").Logger }} */ (
  /** @type {unknown} */ (build.entry.module)
);

// the embedded database locked and answering before the first request is accepted (a
// database held by another process or broken ends the process with a German explanation)
await /** @type {{ onStartup?: () => Promise<void> }} */ (build.entry.module).onStartup?.();

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);
let draining = false;

const app = createApp({
  build,
  logger,
  production: process.env.APP_ENV === "production",
  appUrl: process.env.APP_URL,
  isDraining: () => draining,
});
const server = app.listen(port, host, () => {
  logger.info({ port }, `Seitenwerk läuft auf http://${host ?? "localhost"}:${port}`);
  // under `npm run dev` (remix dev): this build is served, so the browser may reload
  if (build.mode === "development" && process.env.REMIX_DEV_ORIGIN)
    void broadcastDevReady(build).catch((error) =>
      logger.warn({ error }, "Remix-Entwicklungsserver nicht erreichbar"),
    );
});
// slow clients must not hold a connection forever; uploads of 20 MB still fit easily
server.requestTimeout = 5 * 60_000;
server.headersTimeout = 60_000;
server.keepAliveTimeout = 65_000; // longer than typical load-balancer idle timeouts (60 s)

/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (draining) return;
  draining = true;
  logger.info(
    { signal, timeoutMs: shutdownTimeoutMs },
    "Beende Server: keine neuen Verbindungen, laufende Anfragen werden abgeschlossen",
  );
  const entry = /** @type {{ onShutdown?: () => Promise<void> }} */ (build.entry.module);
  const finish = async (/** @type {number} */ code) => {
    try {
      await entry.onShutdown?.();
    } catch (error) {
      logger.error({ error }, "Fehler beim Schließen der Datenbank");
    }
    logger.info({ code }, "Server beendet");
    process.exit(code);
  };
  const sweeper = setInterval(() => server.closeIdleConnections(), 200);
  server.close(() => {
    clearInterval(sweeper);
    void finish(0);
  });
  // keep-alive connections whose last request ends during the drain become idle later;
  // the sweep closes each one as soon as it is idle (server.close() only does it once)
  server.closeIdleConnections();
  setTimeout(() => {
    logger.warn("Zeitlimit beim Beenden erreicht: offene Verbindungen werden getrennt");
    server.closeAllConnections();
    void finish(1);
  }, shutdownTimeoutMs).unref();
}
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"]))
  process.on(signal, () => shutdown(signal));
