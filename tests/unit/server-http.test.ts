// The HTTP layer's pure pieces: the cross-origin check, the header set, the page cache
// (never personal, frozen with script hashes instead of a nonce) and the log redaction.
import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cacheKeyOf, createPageCache, freezeCsp } from "../../server/page-cache.mjs";
import { applySecurityHeaders, checkOrigin, requestIdFrom } from "../../server/security.mjs";
import { createLogger, maskUrls, redact } from "~/utils/logger.server";

const req = (method: string, url: string, headers: Record<string, string> = {}) =>
  new Request(url, { method, headers });

describe("checkOrigin", () => {
  const appUrl = "https://seitenwerk.example";
  it.each([
    [
      "GET from anywhere",
      req("GET", "http://app:3000/", { Origin: "https://evil.example" }),
      false,
    ],
    ["POST same host", req("POST", "http://app:3000/login", { Origin: "http://app:3000" }), false],
    [
      "POST from APP_URL behind a proxy",
      req("POST", "http://app:3000/login", { Origin: "https://seitenwerk.example" }),
      false,
    ],
    [
      "POST via a trusted proxy (the server put X-Forwarded-Host into the URL)",
      req("POST", "http://www.seitenwerk.example/login", {
        Origin: "https://www.seitenwerk.example",
      }),
      false,
    ],
    [
      "POST with an X-Forwarded-Host of its own (not believed)",
      req("POST", "http://app:3000/login", {
        Origin: "https://evil.example",
        "X-Forwarded-Host": "evil.example",
      }),
      true,
    ],
    [
      "POST foreign origin",
      req("POST", "http://app:3000/login", { Origin: "https://evil.example" }),
      true,
    ],
    ["POST opaque origin", req("POST", "http://app:3000/login", { Origin: "null" }), true],
    [
      "DELETE foreign origin on the API",
      req("DELETE", "http://app:3000/api/orders/1", { Origin: "https://evil.example" }),
      true,
    ],
    [
      "POST cross-site without Origin",
      req("POST", "http://app:3000/login", { "Sec-Fetch-Site": "cross-site" }),
      true,
    ],
    [
      "POST same-site without Origin",
      req("POST", "http://app:3000/login", { "Sec-Fetch-Site": "same-origin" }),
      false,
    ],
    ["POST without either (curl, server to server)", req("POST", "http://app:3000/login"), false],
    [
      "Stripe webhook from Stripe",
      req("POST", "http://app:3000/webhooks/stripe", { Origin: "https://stripe.com" }),
      false,
    ],
    [
      "another method on the webhook path is not exempt",
      req("PUT", "http://app:3000/webhooks/stripe", { Origin: "https://evil.example" }),
      true,
    ],
  ])("%s", (_label, request, refused) => {
    const result = checkOrigin(request, { appUrl });
    expect(result?.status ?? null).toBe(refused ? 403 : null);
  });
});

describe("applySecurityHeaders", () => {
  it("keeps a response's own CSP and adds HSTS only in production", () => {
    const own = applySecurityHeaders(
      new Headers({ "Content-Security-Policy": "default-src 'none'; sandbox" }),
      { production: false },
    );
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
  const html = `<html><script nonce="first">window.a=1</script><script nonce="first" type="module">import "/b.js"</script><script src="/c.js" nonce="first"></script></html>`;
  const page =
    (opts: { setCookie?: boolean; ttl?: string } = {}) =>
    async () => {
      const headers = new Headers({
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": "default-src 'self'; script-src 'self' 'nonce-first'",
        "X-Page-Cache": opts.ttl ?? "60",
      });
      if (opts.setCookie) headers.set("Set-Cookie", "a=b");
      return new Response(html, { headers });
    };
  const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
  const key = "http://x/";

  it("stores an anonymous page frozen: no nonce, its inline scripts allowed by hash, gzip prepared", async () => {
    const cache = createPageCache();
    const first = await cache.renderAndStore(
      req("GET", key),
      key,
      page(),
      (h) => (h.set("X-Extra", "1"), h),
    );
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.has("x-page-cache")).toBe(false);
    const entry = cache.lookup(key)!;
    expect(entry).not.toBeNull();
    const body = entry.body.toString();
    expect(body).not.toContain("nonce");
    expect(await first.text()).toBe(body);
    expect(entry.headers["content-security-policy"]).toBe(
      `default-src 'self'; script-src 'self' ${sha("window.a=1")} ${sha('import "/b.js"')}`,
    );
    expect(first.headers.get("content-security-policy")).toBe(
      entry.headers["content-security-policy"],
    );
    expect(entry.headers["x-extra"]).toBe("1");
    expect(entry.headers["x-cache"]).toBe("HIT");
    expect(gunzipSync(entry.gzip).toString()).toBe(body);
    // the prepared header lists for a hit carry the right lengths and encoding
    const pairs = (flat: string[]) =>
      Object.fromEntries(flat.flatMap((v, i) => (i % 2 ? [] : [[v.toLowerCase(), flat[i + 1]]])));
    expect(pairs(entry.gzipHead)).toMatchObject({
      "content-encoding": "gzip",
      "content-length": String(entry.gzip.length),
      "content-security-policy": entry.headers["content-security-policy"],
    });
    expect(pairs(entry.plainHead)).toMatchObject({ "content-length": String(entry.body.length) });
    expect(pairs(entry.plainHead)["content-encoding"]).toBeUndefined();
  });

  it("leaves a page alone whose nonce appears outside the script attributes", () => {
    expect(
      freezeCsp(`<script nonce="n1">var n = "n1"</script>`, "script-src 'nonce-n1'"),
    ).toBeNull();
  });

  it("never stores for requests with cookies, or responses that set one", async () => {
    const cache = createPageCache();
    await cache.renderAndStore(req("GET", key, { Cookie: "__session=1" }), key, page());
    expect(cache.lookup(key)).toBeNull();
    await cache.renderAndStore(req("GET", key), key, page({ setCookie: true }));
    expect(cache.lookup(key)).toBeNull();
    await cache.renderAndStore(req("POST", key), key, page());
    expect(cache.lookup(key)).toBeNull();
  });

  it("expires entries", async () => {
    let now = 0;
    const cache = createPageCache({ now: () => now });
    await cache.renderAndStore(req("GET", key), key, page({ ttl: "1" }));
    now = 500;
    expect(cache.lookup(key)).not.toBeNull();
    now = 1500;
    expect(cache.lookup(key)).toBeNull();
  });

  it("keys by scheme, host and URL; forwarded values only behind a trusted proxy", () => {
    const raw = (headers: Record<string, string>) =>
      ({ url: "/a?b=1", headers, socket: {} }) as never;
    expect(cacheKeyOf(raw({ host: "shop.test" }), { trustProxy: false })).toBe(
      "http://shop.test/a?b=1",
    );
    expect(
      cacheKeyOf(
        raw({ host: "i:3000", "x-forwarded-host": "shop.test", "x-forwarded-proto": "https" }),
        { trustProxy: true },
      ),
    ).toBe("https://shop.test/a?b=1");
    expect(
      cacheKeyOf(raw({ host: "i:3000", "x-forwarded-host": "evil.test" }), { trustProxy: false }),
    ).toBe("http://i:3000/a?b=1");
  });
});

describe("logs", () => {
  const capture = () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: "info",
      pretty: false,
      destination: { write: (line: string) => void lines.push(line) },
    });
    return { logger, parsed: () => lines.map((l) => JSON.parse(l)), lines };
  };

  it("write one JSON object per line with a level word, fields and serialised errors", () => {
    const { logger, parsed } = capture();
    logger.error({ error: new Error("Stripe weg") }, "Zahlung konnte nicht geprüft werden");
    logger.error({ path: "/x", password: "geheim" }, "Fehler in Loader/Action");
    logger.info("[mail] Betreff → a@example.com");
    logger.debug("unter dem Level");
    expect(parsed()).toHaveLength(3);
    expect(parsed()[0]).toMatchObject({
      level: "error",
      msg: "Zahlung konnte nicht geprüft werden",
      error: { type: "Error", message: "Stripe weg", stack: expect.stringContaining("Stripe weg") },
    });
    expect(parsed()[1]).toMatchObject({ level: "error", path: "/x", password: "[verborgen]" });
    expect(parsed()[2]).toMatchObject({ level: "info", msg: "[mail] Betreff → a@example.com" });
    expect(parsed()[0].time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("mask secrets by key and credentials in URLs", () => {
    expect(
      redact({ password: "p", nested: { SESSION_SECRET: "s", ok: 1 }, authorization: "Bearer x" }),
    ).toEqual({
      password: "[verborgen]",
      nested: { SESSION_SECRET: "[verborgen]", ok: 1 },
      authorization: "[verborgen]",
    });
    expect(maskUrls("postgresql://app:geheim@db:5432/x")).toBe(
      "postgresql://app:[verborgen]@db:5432/x",
    );
    const { logger, lines } = capture();
    logger.info({ cookie: "a=b", path: "/x" }, "verbunden mit postgresql://u:pw@h/db");
    logger.warn("ohne Felder: postgresql://u:pw2@h/db");
    expect(lines.join("")).not.toMatch(/pw2?@/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "info",
      cookie: "[verborgen]",
      path: "/x",
    });
  });

  it("print readable lines with pino-pretty: a multi-line notice stays on separate lines", () => {
    const chunks: string[] = [];
    const logger = createLogger({
      pretty: true,
      destination: new Writable({
        write(chunk, _encoding, done) {
          chunks.push(String(chunk));
          done();
        },
      }),
    });
    logger.warn("ACHTUNG\n  E-Mail:   admin@example.com\n  Passwort: abc");
    const out = chunks.join("");
    expect(out).toContain("WARN");
    expect(out).toContain("\n  Passwort: abc");
    expect(out).not.toContain("{");
  });
});
