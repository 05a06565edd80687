import type { HeadersFunction } from "@remix-run/node";

/**
 * `export const headers = throttleHeaders` on a page whose action can refuse with 429. On a
 * plain form post (no JavaScript) Remix keeps only the cookies of an action's answer unless
 * the route passes its headers on, so the client would never learn when to try again.
 */
export const throttleHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
