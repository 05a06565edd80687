// What server/app.mjs passes to every loader, action and entry.server.
export {};

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    requestId?: string;
    cspNonce?: string;
    /** the client's address: the peer, or what the trusted proxy hops report (TRUST_PROXY) */
    clientIp?: string;
  }
}
