/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  tailwind: true,
  postcss: true,
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // off: its on-demand route discovery (GET /__manifest) raced a cookie-banner fetcher
    // and a form redirect in Remix 2 – the visitor landed on "/" instead of the checkout
    // (tests/e2e/professions.spec.ts under CI load). The whole manifest is a few KB gzip.
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  },
};
