// The HTTP layer's pure pieces: the cross-origin check, the header set, the page cache
// (never personal, fresh nonce per hit) and the log redaction.
import { describe, expect, it } from "vitest";
import { createLogger, maskUrls, redact } from "../../server/log.mjs";
import { createPageCache } from "../../server/page-cache.mjs";
import { applySecurityHeaders, checkOrigin, requestIdFrom } from "../../server/security.mjs";

const req = (method: string, url: string, headers: Record<string, string> = {}) => new Request(url, { method, headers });

describe("checkOrigin", () => {
  const appUrl = "https://seitenwerk.example";
  it.each([
    ["GET from anywhere", req("GET", "http://app:3000/", { Origin: "https://evil.example" }), false],
    ["POST same host", req("POST", "http://app:3000/login", { Origin: "http://app:3000" }), false],
    ["POST from APP_URL behind a proxy", req("POST", "http://app:3000/login", { Origin: "https://seitenwerk.example" }), false],
    ["POST via X-Forwarded-Host", req("POST", "http://app:3000/login", { Origin: "https://www.seitenwerk.example", "X-Forwarded-Host": "www.seitenwerk.example" }), false],
    ["POST foreign origin", req("POST", "http://app:3000/login", { Origin: "https://evil.example" }), true],
    ["POST opaque origin", req("POST", "http://app:3000/login", { Origin: "null" }), true],
    ["DELETE foreign origin on the API", req("DELETE", "http://app:3000/api/orders/1", { Origin: "https://evil.example" }), true],
    ["POST cross-site without Origin", req("POST", "http://app:3000/login", { "Sec-Fetch-Site": "cross-site" }), true],
    ["POST same-site without Origin", req("POST", "http://app:3000/login", { "Sec-Fetch-Site": "same-origin" }), false],
    ["POST without either (curl, server to server)", req("POST", "http://app:3000/login"), false],
    ["Stripe webhook from Stripe", req("POST", "http://app:3000/webhooks/stripe", { Origin: "https://stripe.com" }), false],
    ["another method on the webhook path is not exempt", req("PUT", "http://app:3000/webhooks/stripe", { Origin: "https://evil.example" }), true],
  ])("%s", (_label, request, refused) => {
    const result = checkOrigin(request, { appUrl });
    expect(result?.status ?? null).toBe(refused ? 403 : null);
  });
});

describe("applySecurityHeaders", () => {
  it("keeps a response's own CSP and adds HSTS only in production", () => {
    const own = applySecurityHeaders(new Headers({ "Content-Security-Policy": "default-src 'none'; sandbox" }), { production: false });
    expect(own.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(own.get("strict-transport-security")).toBeNull();
    const prod = applySecurityHeaders(new Headers(), { production: true });
    expect(prod.get("content-security-policy")).toContain("default-src 'none'");
    expect(prod.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("request ids: kept when well-formed, replaced otherwise", () => {
    expect(requestIdFrom("abc-123")).toBe("abc-123");
    expect(requestIdFrom("x".repeat(200))).not.toBe("x".repeat(200));
    expect(requestIdFrom(null)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("page cache", () => {
  let n = 0;
  const nonce = () => `nonce${++n}`;
  const page = (opts: { setCookie?: boolean; ttl?: string } = {}) => async () => {
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "script-src 'nonce-first'", "X-Page-Cache": opts.ttl ?? "60" });
    if (opts.setCookie) headers.set("Set-Cookie", "a=b");
    return new Response(`<script nonce="first">x</script>`, { headers });
  };

  it("serves anonymous repeats from memory with a fresh nonce in body and CSP", async () => {
    const cache = createPageCache({ newNonce: nonce });
    const first = await cache(req("GET", "http://x/"), page());
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.has("x-page-cache")).toBe(false);
    let rendered = false;
    const second = await cache(req("GET", "http://x/"), async () => ((rendered = true), page()()));
    expect(rendered).toBe(false);
    const body = await second.text();
    const cspNonce = second.headers.get("content-security-policy")!.match(/nonce-(\w+)/)![1];
    expect(cspNonce).not.toBe("first");
    expect(body).toBe(`<script nonce="${cspNonce}">x</script>`);
  });

  it("never stores or serves for requests with cookies, or responses that set one", async () => {
    const cache = createPageCache({ newNonce: nonce });
    await cache(req("GET", "http://x/a", { Cookie: "__session=1" }), page());
    expect((await cache(req("GET", "http://x/a"), page())).headers.get("x-cache")).toBe("MISS");
    const withCookie = createPageCache({ newNonce: nonce });
    await withCookie(req("GET", "http://x/b"), page({ setCookie: true }));
    expect((await withCookie(req("GET", "http://x/b"), page())).headers.get("x-cache")).toBe("MISS");
    // a signed-in visitor always gets a fresh page even when an anonymous copy exists
    const signedIn = await cache(req("GET", "http://x/a", { Cookie: "__session=1" }), page());
    expect(signedIn.headers.get("x-cache")).toBeNull();
  });

  it("expires entries", async () => {
    let now = 0;
    const cache = createPageCache({ newNonce: nonce, now: () => now });
    await cache(req("GET", "http://x/"), page({ ttl: "1" }));
    now = 500;
    expect((await cache(req("GET", "http://x/"), page())).headers.get("x-cache")).toBe("HIT");
    now = 1500;
    expect((await cache(req("GET", "http://x/"), page())).headers.get("x-cache")).toBe("MISS");
  });
});

describe("logs", () => {
  it("mask secrets by key and credentials in URLs", () => {
    expect(redact({ password: "p", nested: { SESSION_SECRET: "s", ok: 1 }, authorization: "Bearer x" })).toEqual({ password: "[verborgen]", nested: { SESSION_SECRET: "[verborgen]", ok: 1 }, authorization: "[verborgen]" });
    expect(maskUrls("postgresql://app:geheim@db:5432/x")).toBe("postgresql://app:[verborgen]@db:5432/x");
    const lines: string[] = [];
    createLogger({ level: "info", write: (l) => lines.push(l) }).info("verbunden mit postgresql://u:pw@h/db", { cookie: "a=b", path: "/x" });
    expect(lines[0]).not.toContain("pw@");
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "info", cookie: "[verborgen]", path: "/x" });
  });
});
