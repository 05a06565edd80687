// @ts-check
// Request guards and response headers for EVERY request the server hands to Remix
// (documents, data requests, resource routes and the JSON API alike). This is the one
// place where they live: Remix v2 has no hook that sees resource routes before their
// action runs, so the check sits in front of the Remix handler (server/app.mjs).

/** Methods that never change state; everything else must come from our own origin. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Requests allowed from anywhere because they carry their own proof (a signature). */
const ORIGIN_EXEMPT = [{ method: "POST", path: "/webhooks/stripe" }];

export const FOREIGN_ORIGIN_MESSAGE =
  "Anfrage abgelehnt: Formulare und Aktionen dürfen nur von dieser Website aus gesendet werden.";

/**
 * Hosts the app answers as: the host of the request's URL and the host of APP_URL. The
 * server builds the URL from X-Forwarded-Host only when the peer is a trusted proxy
 * (TRUST_PROXY) and removes the header otherwise, so a client cannot name its own host.
 * @param {Request} request
 * @param {string | undefined} appUrl
 */
function ownHosts(request, appUrl) {
  const hosts = new Set();
  const url = new URL(request.url);
  hosts.add(url.host);
  if (appUrl) {
    try {
      hosts.add(new URL(appUrl).host);
    } catch {
      // a bad APP_URL is reported by the env check at start
    }
  }
  return hosts;
}

/**
 * After `checkOrigin` let a request through: tells Remix the host the form was sent to.
 * Remix runs a check of its own that compares Origin with the Host header only, and throws –
 * a 500 – when a balancer rewrote Host to the instance's address (`app-1:3000`) while the
 * browser sent APP_URL's origin. Ours has already judged that origin against APP_URL, so the
 * host header is set to the origin's host for Remix; the request's URL stays as it came.
 * @param {Request} request
 */
export function alignHostWithOrigin(request) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return;
  let host;
  try {
    host = new URL(origin).host;
  } catch {
    return;
  }
  if (request.headers.get("host") !== host) request.headers.set("host", host);
}

/**
 * Cross-site request forgery defence: a state-changing request whose Origin is not ours
 * (or, for browsers that send no Origin, whose Sec-Fetch-Site says cross-site) is
 * refused with 403. Requests without either header come from non-browser clients, which
 * cannot carry a victim's cookies, and pass. The scheme is not compared: behind a
 * TLS-terminating proxy the app itself sees http.
 * @param {Request} request
 * @param {{ appUrl?: string }} [options]
 * @returns {Response | null} the refusal, or null when the request may proceed
 */
export function checkOrigin(request, { appUrl } = {}) {
  if (SAFE_METHODS.has(request.method)) return null;
  const { pathname } = new URL(request.url);
  if (ORIGIN_EXEMPT.some((e) => e.method === request.method && e.path === pathname)) return null;
  const origin = request.headers.get("origin");
  let foreign;
  if (origin) {
    let host = null;
    try {
      host = origin === "null" ? null : new URL(origin).host;
    } catch {
      host = null;
    }
    foreign = !host || !ownHosts(request, appUrl).has(host);
  } else {
    foreign = request.headers.get("sec-fetch-site") === "cross-site";
  }
  if (!foreign) return null;
  const wantsJson =
    pathname.startsWith("/api/") ||
    (request.headers.get("accept") ?? "").includes("application/json");
  return wantsJson
    ? new Response(JSON.stringify({ error: FOREIGN_ORIGIN_MESSAGE }), {
        status: 403,
        headers: { "Content-Type": "application/json; charset=utf-8" },
      })
    : new Response(FOREIGN_ORIGIN_MESSAGE, {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
}

/** CSP for responses that did not bring their own (data, JSON, redirects, files): nothing may load. */
const FALLBACK_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Adds the security headers every response carries. A Content-Security-Policy set by
 * the response (documents with their nonce, the stricter one of /files/*) is kept.
 * @param {Headers} headers
 * @param {{ production: boolean }} options
 */
export function applySecurityHeaders(headers, { production }) {
  if (!headers.has("content-security-policy")) headers.set("Content-Security-Policy", FALLBACK_CSP);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY"); // for browsers without frame-ancestors
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  // HSTS only where the site is served over HTTPS for real; on localhost it would pin http users out
  if (production) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return headers;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of this request: a well-formed incoming X-Request-Id (set by a load balancer)
 * is kept so logs can be followed across hops, anything else is replaced.
 * @param {string | null | undefined} incoming
 */
export function requestIdFrom(incoming) {
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}
