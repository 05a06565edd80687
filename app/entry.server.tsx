import { randomBytes } from "node:crypto";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { stopJobs } from "./job-handlers/index.server";
import { settleLinkRequests } from "./models/account/account.server";
import { checkDatabaseAtStart, startBackgroundTasks } from "./startup.server";
import { documentCsp } from "./utils/csp.server";
import { prisma } from "./utils/db.server";
import { announceStandIns, getEnv } from "./utils/env.server";
import { logger } from "./utils/logger.server";
import { NonceProvider } from "./utils/nonce-provider";
import { germanDataError, germanRouterErrors } from "./utils/router-errors.server";
import { installGermanErrorMap } from "./utils/zod-errors";

installGermanErrorMap();

// server/app.mjs wraps every request in this (the build's entry is the one module it can reach)
export { runWithRequestMemo } from "./utils/request-memo.server";
// …and, with SEITENWERK_COUNT_QUERIES set (bench, tests), counts each request's SQL statements
export { withQueryCount } from "./utils/query-count.server";
// server/index.mjs logs through the app's logger
export { logger };

// Fail fast at start with every bad setting listed, not on the first request.
getEnv();
announceStandIns();
startBackgroundTasks();

/**
 * The whole page as one string. No route streams (no `defer`, no Suspense) and the HTTP
 * layer sends a page as one buffer (server/fetch-bridge.mjs), so React's streaming renderer
 * only added work: its 2 KB chunks through a Node stream and a web stream, which cost every
 * signed-in page CPU. A render error throws,
 * and Remix renders the error boundary instead, as it did for a failed shell.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // server/index.mjs hands in a fresh nonce; a fallback keeps other hosts (tests) working
  const nonce =
    typeof loadContext?.cspNonce === "string"
      ? loadContext.cspNonce
      : randomBytes(16).toString("base64url");
  germanRouterErrors(remixContext);
  const html = renderToString(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", documentCsp(nonce));
  // renderToString leaves out the doctype the streaming renderer wrote before <html>
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** Errors thrown by loaders and actions, logged once with the request they belong to. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return; // the client went away; nothing to report
  // The router's own refusals (a POST to a page without an action, an unknown route id)
  // are the client's mistake, answered in German and already in the access log: as errors
  // they let anyone fill the error log with one request each
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error(
    {
      method: request.method,
      path: new URL(request.url).pathname,
      error: isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText }
        : error instanceof Error
          ? error
          : String(error),
    },
    "Fehler in Loader/Action",
  );
};

// Remix answers some data requests itself (a POST to a page without an action, a route id
// that does not match the URL, a thrown Error) with `{"message":"Unexpected Server Error"}`:
// German instead. Our own thrown Responses pass unchanged.
export function handleDataRequest(response: Response): Response {
  return germanDataError(response);
}

/**
 * Awaited by server/index.mjs before it listens: ends the process with a German
 * explanation when the database is not at this build's schema or the admin cannot be made.
 */
export async function onStartup(): Promise<void> {
  if (process.env.VITEST) return;
  await checkDatabaseAtStart();
}

/** Called by server/index.mjs after the last in-flight request finished on SIGTERM. */
export async function onShutdown() {
  try {
    // a reset or verification link being written goes out before the database closes
    await settleLinkRequests();
    // running jobs may finish; what does not is retried later by any instance
    await stopJobs({ timeoutMs: 10_000 });
  } finally {
    await prisma.$disconnect();
  }
}
