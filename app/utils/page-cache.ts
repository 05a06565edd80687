import type { HeadersFunction } from "@remix-run/node";

/**
 * `export const headers = publicPageHeaders` on a page whose HTML is the same for every
 * anonymous visitor. It sets the internal header server/page-cache.mjs reads (and strips):
 * the server keeps the page for this many seconds, but only for requests without any
 * cookie and only when the response sets none – never anything personal.
 */
const PUBLIC_PAGE_TTL_SECONDS = 60;

export const publicPageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  headers.set("X-Page-Cache", String(PUBLIC_PAGE_TTL_SECONDS));
  return headers;
};
