// What server/app.mjs passes to every loader, action and entry.server.
export {};

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    requestId?: string;
    cspNonce?: string;
  }
}
