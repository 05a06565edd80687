// Content-Security-Policy of HTML documents. Scripts run only with this response's nonce
// (Remix's inline hydration scripts carry it) or from our own origin. A page the anonymous
// page cache stores gets the nonce replaced by its scripts' hashes (server/page-cache.mjs).
// Styles allow 'unsafe-inline' because the pages use React style attributes (style={{…}}), which
// nonces cannot cover; style injection cannot run code. Stripe's hosted checkout is a
// redirect after a form post, which form-action must allow.
export function documentCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${devServerSocket()}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** `npm run dev` only: the live-reload socket of Remix's development server (another port). */
function devServerSocket(): string {
  const origin = process.env.NODE_ENV === "development" ? process.env.REMIX_DEV_ORIGIN : "";
  return origin ? ` ${new URL(origin).origin.replace(/^http/, "ws")}` : "";
}
