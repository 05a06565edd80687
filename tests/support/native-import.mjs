// Node's own dynamic import, for what Vitest must not load through its module runner
// (vitest.config.ts lists this file under server.deps.external): see http-app.ts.
/** @param {string} url */
export const nativeImport = (url) => import(url);
