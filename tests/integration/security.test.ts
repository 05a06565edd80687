// Security suite (issue 10): headers and CSP nonce, the cross-origin check, honeypots,
// open redirects, session cookie flags, escaping of hostile input, readiness. Checks
// that depend on the HTTP layer go through the real server (server/app.mjs) around the
// production build; the rest call loaders and actions directly.
import { createHash } from "node:crypto";
import { readdirSync, readlinkSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  BODY_STALLED_MESSAGE,
  BODY_TOO_LARGE_MESSAGE,
  MAX_BODY_BYTES,
  METHOD_NOT_ALLOWED_MESSAGE,
} from "../../server/request-guards.mjs";
import { FOREIGN_ORIGIN_MESSAGE } from "../../server/security.mjs";
import {
  adminCookieFor,
  cookieFromSetCookie,
  createCustomer,
  customerCookie,
  formRequest,
  routeArgs,
  splitSetCookie,
  thrown,
  defaultPackageConfig,
} from "../support/fixtures";
import { startHttpApp } from "../support/http-app";
import { SWEEPS } from "~/job-handlers/index.server";
import { settleLinkRequests } from "~/models/account/account.server";
import { createDraftOrder } from "~/models/order/order.server";
import { action as adminLoginAction } from "~/routes/admin.login";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as loginAction } from "~/routes/login";
import { action as packageAction } from "~/routes/package-selection";
import { loader as readyLoader } from "~/routes/readyz";
import { action as registerAction } from "~/routes/register";
import { action as resendAction } from "~/routes/verify-email_.resend";
import { createDbSession } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from "~/utils/honeypot";
import { hashPassword } from "~/utils/password.server";
import { _resetAllForTests, TOO_MANY_ATTEMPTS } from "~/utils/rate-limit.server";
import { commitVisitorSession, sessionStorage } from "~/utils/session.server";
import { UNSTORABLE_TEXT_MESSAGE } from "~/utils/text";
import { INCOMPLETE_UPLOAD_MESSAGE } from "~/utils/upload.server";

let app: Awaited<ReturnType<typeof startHttpApp>>;
beforeAll(async () => {
  app = await startHttpApp();
});
afterAll(() => app?.close());

const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${app.origin}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body),
  });

describe("security headers", () => {
  it("a document carries a CSP whose nonce is on every inline script, and the other headers", async () => {
    const res = await fetch(`${app.origin}/login`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // HSTS only with APP_ENV=production (this server runs as test)
    expect(res.headers.get("strict-transport-security")).toBeNull();
    // a new nonce for every response
    const again = (await fetch(`${app.origin}/login`)).headers.get("content-security-policy")!;
    expect(again.match(/'nonce-([^']+)'/)?.[1]).not.toBe(nonce);
  });

  it("a cached public page allows exactly its inline scripts by hash, with and without gzip", async () => {
    await fetch(`${app.origin}/`); // stores it
    const plain = await fetch(`${app.origin}/`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("x-cache")).toBe("HIT");
    const csp = plain.headers.get("content-security-policy")!;
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    expect(plain.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const html = await plain.text();
    expect(html).not.toMatch(/\snonce=/);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    expect(inline.length).toBeGreaterThan(0);
    const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
    for (const script of inline)
      expect(allowed).toContain(createHash("sha256").update(script).digest("base64"));
    // fetch asks for gzip and decodes it: the same page
    const gz = await fetch(`${app.origin}/`);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toBe(html);
    // a visitor with a cookie never gets the shared copy
    const personal = await fetch(`${app.origin}/`, { headers: { Cookie: "cookieConsent=all" } });
    expect(personal.headers.get("x-cache")).toBeNull();
    expect(personal.headers.get("content-security-policy")).toContain("'nonce-");
  });

  it("data requests, resource routes and static files carry the headers too", async () => {
    for (const path of ["/?_data=root", "/healthz", "/favicon.svg"]) {
      const res = await fetch(`${app.origin}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });

  it("echoes a well-formed X-Request-Id, replaces a hostile one, and logs JSON without query strings", async () => {
    const res = await fetch(`${app.origin}/healthz?token=geheim`, {
      headers: { "X-Request-Id": "lb-1234" },
    });
    expect(res.headers.get("x-request-id")).toBe("lb-1234");
    const bad = await fetch(`${app.origin}/healthz`, {
      headers: { "X-Request-Id": "a b\u00e4<script>" },
    });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const line = app.logs.map((l) => JSON.parse(l)).find((l) => l.requestId === "lb-1234");
    expect(line).toMatchObject({ msg: "request", method: "GET", path: "/healthz", status: 200 });
    expect(app.logs.join("\n")).not.toContain("geheim");
  });

  it("HSTS is sent in production", async () => {
    const prod = await startHttpApp({ production: true });
    try {
      expect(
        (await fetch(`${prod.origin}/healthz`)).headers.get("strict-transport-security"),
      ).toContain("max-age=");
    } finally {
      await prod.close();
    }
  });
});

describe("cross-origin requests", () => {
  it("refuses a page action from a foreign origin with 403 and a German message", async () => {
    const res = await post(
      "/login",
      { email: "a@example.com", password: "x" },
      { Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(FOREIGN_ORIGIN_MESSAGE);
  });

  it("refuses a cross-site request without Origin (Sec-Fetch-Site) and answers the API in JSON", async () => {
    const res = await fetch(`${app.origin}/api/orders/x/upload`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: FOREIGN_ORIGIN_MESSAGE });
  });

  it("lets same-origin posts through to the action", async () => {
    const res = await post(
      "/login",
      { email: "niemand@example.com", password: "falsch" },
      { Origin: app.origin },
    );
    expect(res.status).toBe(401);
  });

  it("lets a post through whose Host a balancer rewrote to the instance, when Origin is APP_URL's", async () => {
    const form = new URLSearchParams({ email: "niemand@example.com", password: "falsch" });
    const sent = (origin: string) => {
      const { req, response } = rawRequest(app.origin, {
        path: "/login",
        headers: {
          Host: "app-1:3000",
          Origin: origin,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(form.toString()),
        },
      });
      req.end(form.toString());
      return response;
    };
    // the action ran: a wrong password, not Remix's "host header does not match" 500
    const ours = await sent(process.env.APP_URL!);
    expect(ours.status).toBe(401);
    expect(ours.body).toContain("Anmeldung fehlgeschlagen");
    // a foreign origin is still refused before anything is aligned
    const foreign = await sent("https://evil.example");
    expect(foreign.status).toBe(403);
    expect(foreign.body).toBe(FOREIGN_ORIGIN_MESSAGE);
  });

  it("does not block the signed Stripe webhook (its signature is checked instead)", async () => {
    const res = await fetch(`${app.origin}/webhooks/stripe`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).not.toBe(403);
    expect(res.status).toBe(400);
  });
});

describe("honeypot", () => {
  const bot = { [HONEYPOT_FIELD]: "http://spam.example" };
  it.each([
    [
      "/register",
      registerAction,
      {
        email: "bot@example.com",
        password: "passwort123",
        confirmPassword: "passwort123",
        firstName: "B",
        lastName: "O",
      },
    ],
    ["/login", loginAction, { email: "bot@example.com", password: "passwort123" }],
    ["/forgot-password", forgotAction, { email: "bot@example.com" }],
    ["/verify-email/resend", resendAction, { email: "bot@example.com" }],
    ["/admin/login", adminLoginAction, { email: "bot@example.com", password: "passwort123" }],
    ["/package-selection", packageAction, { packageId: "standard", paymentType: "onetime" }],
  ] as const)(
    "%s refuses a filled honeypot with 400 and changes nothing",
    async (path, action, fields) => {
      const before = await prisma.user.count();
      const res = await thrown(
        (action as (args: ReturnType<typeof routeArgs>) => unknown)(
          routeArgs(formRequest(path, { ...fields, ...bot })),
        ),
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(HONEYPOT_MESSAGE);
      expect(await prisma.user.count()).toBe(before);
    },
  );

  it("the public forms render the field (hidden from people)", async () => {
    for (const path of [
      "/register",
      "/login",
      "/forgot-password",
      "/verify-email/resend",
      "/admin/login",
      "/package-selection",
    ]) {
      const html = await (await fetch(`${app.origin}${path}`)).text();
      expect(html, path).toContain(`name="${HONEYPOT_FIELD}"`);
    }
  });
});

describe("redirectTo stays on the site", () => {
  const hostile = [
    "//evil.example/x",
    "https://evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "http:/evil.example",
    "\t//evil.example",
  ];
  beforeAll(() => _resetAllForTests());

  it("customer login", async () => {
    await createCustomer({
      email: "redirect@example.com",
      passwordHash: await hashPassword("richtig123"),
    });
    for (const redirectTo of hostile) {
      await _resetAllForTests();
      const res = await thrown(
        loginAction(
          routeArgs(
            formRequest("/login", {
              email: "redirect@example.com",
              password: "richtig123",
              redirectTo,
            }),
          ),
        ),
      );
      expect(res.status, redirectTo).toBe(302);
      expect(res.headers.get("Location"), redirectTo).toBe("/dashboard");
    }
  });

  it("admin login", async () => {
    await createCustomer({
      email: "redirect-admin@example.com",
      isAdmin: true,
      passwordHash: await hashPassword("admin-passwort-1"),
    });
    for (const redirectTo of hostile) {
      await _resetAllForTests();
      const res = await thrown(
        adminLoginAction(
          routeArgs(
            formRequest("/admin/login", {
              email: "redirect-admin@example.com",
              password: "admin-passwort-1",
              redirectTo,
            }),
          ),
        ),
      );
      expect(res.status, redirectTo).toBe(302);
      expect(res.headers.get("Location"), redirectTo).toMatch(/^\/admin\/(dashboard|orders)/);
    }
  });
});

describe("session cookie flags", () => {
  it("HttpOnly and SameSite=Lax; Secure in production", async () => {
    await createCustomer({
      email: "flags@example.com",
      passwordHash: await hashPassword("richtig123"),
    });
    await _resetAllForTests();
    const res = await thrown(
      loginAction(
        routeArgs(formRequest("/login", { email: "flags@example.com", password: "richtig123" })),
      ),
    );
    const cookie = res.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/__session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    // production: the same login answers with a Secure cookie (fresh modules read the new env)
    const saved = { ...process.env };
    Object.assign(process.env, {
      APP_ENV: "production",
      DEV_TOOLS: "0",
      DATABASE_URL: "postgresql://x@127.0.0.1:1/x",
      SMTP_HOST: "127.0.0.1",
      S3_ENDPOINT: "http://127.0.0.1:1",
      S3_BUCKET: "b",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      // the provider's legal details, required in production (§ 5 DDG, § 14 UStG)
      PROVIDER_NAME: "Seitenwerk GmbH",
      PROVIDER_ADDRESS: "Musterstraße 1, 10115 Berlin",
      PROVIDER_EMAIL: "kontakt@seitenwerk.example",
      PROVIDER_VAT_ID: "DE123456789",
      PROVIDER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
      PROVIDER_MANAGING_DIRECTOR: "Erika Mustermann",
    });
    try {
      const { vi } = await import("vitest");
      vi.resetModules();
      const { sessionStorage } = await import("~/utils/session.server");
      const set = await sessionStorage().commitSession(await sessionStorage().getSession());
      expect(set).toMatch(/Secure/);
      expect(set).toMatch(/HttpOnly/i);
      expect(set).toMatch(/SameSite=Lax/i);
    } finally {
      process.env = saved;
      resetEnvCache();
    }
  });
});

describe("hostile input is shown escaped", () => {
  const hostile = `<script>alert("xss")</script><img src=x onerror=alert(1)>`;
  it("on the customer dashboard and in the admin order table", async () => {
    const customer = await createCustomer({ firstName: hostile });
    await prisma.order.create({
      data: {
        userId: customer.id,
        status: "draft",
        totalPriceCents: 0,
        company: hostile,
        packageType: "standard",
        paymentType: "onetime",
        additionalPages: 3,
        additionalPagesCount: 0,
      },
    });
    const dashboard = await (
      await fetch(`${app.origin}/dashboard`, {
        headers: { Cookie: await customerCookie(customer.id) },
      })
    ).text();
    const admin = await createCustomer({ isAdmin: true });
    const table = await (
      await fetch(`${app.origin}/admin/dashboard`, {
        headers: { Cookie: await adminCookieFor(admin.id) },
      })
    ).text();
    for (const [where, html] of [
      ["dashboard", dashboard],
      ["admin", table],
    ]) {
      expect(html, where).toContain("&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;");
      expect(html, where).not.toContain(hostile);
      expect(html, where).not.toContain("<img src=x");
    }
  });
});

describe("/readyz", () => {
  it("answers 200 when database and storage answer", async () => {
    const res = await readyLoader();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "bereit",
      checks: { database: "ok", storage: "ok" },
    });
  });

  it("answers 503 with a German message when the storage is unreachable", async () => {
    Object.assign(process.env, {
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_BUCKET: "uploads",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    });
    resetEnvCache();
    try {
      const res = await readyLoader();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: "nicht bereit",
        checks: { database: "ok", storage: "nicht erreichbar" },
        message: "Dateispeicher nicht erreichbar.",
      });
    } finally {
      for (const k of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"])
        delete process.env[k];
      resetEnvCache();
    }
  });
});

// Issue 16: every finding of the black-box probe has a probe here, through the real HTTP
// layer where the finding is about HTTP.
describe("issue 16 probes", () => {
  const api = async (
    method: string,
    path: string,
    {
      cookie,
      json,
      headers = {},
    }: { cookie?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${app.origin}${path}`, {
      method,
      redirect: "manual",
      headers: {
        Origin: app.origin,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });

  it("6: a Starter order with 2 extra pages gets 1 + 2 page slots", async () => {
    const customer = await createCustomer();
    const cookie = await customerCookie(customer.id);
    const created = await api("POST", "/api/orders", {
      cookie,
      json: { packageType: "starter", paymentType: "onetime", additionalPagesCount: 2 },
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const order = await (await api("GET", `/api/orders/${id}`, { cookie })).json();
    expect(order.pageContents).toHaveLength(3);
    expect(order.pageContents[0].title).toBe("Startseite");
  });

  it("5: PATCH /api/orders/{id} changes only the fields it names", async () => {
    const customer = await createCustomer();
    const cookie = await customerCookie(customer.id);
    const { id } = await (
      await api("POST", "/api/orders", { cookie, json: { packageType: "standard" } })
    ).json();
    const full = await api("PATCH", `/api/orders/${id}`, {
      cookie,
      json: {
        company: "Muster GmbH",
        contactPerson: "Ada Muster",
        companyCity: "Köln",
        designStyle: "modern",
        pageContents: [
          { title: "Start", description: "Willkommen" },
          { title: "Leistungen", description: "Was wir tun" },
        ],
      },
    });
    expect(full.status).toBe(200);
    const res = await api("PATCH", `/api/orders/${id}`, { cookie, json: { company: "X" } });
    expect(res.status).toBe(200);
    const order = await res.json();
    expect(order).toMatchObject({
      company: "X",
      contactPerson: "Ada Muster",
      companyCity: "Köln",
      designStyle: "modern",
    });
    expect(order.pageContents.slice(0, 2)).toMatchObject([
      { title: "Start", description: "Willkommen" },
      { title: "Leistungen", description: "Was wir tun" },
    ]);
    // a page entry changes only the page fields it names; null clears a field
    const pages = await (
      await api("PATCH", `/api/orders/${id}`, {
        cookie,
        json: { pageContents: [{ title: "Startseite" }], companyCity: null },
      })
    ).json();
    expect(pages.pageContents[0]).toMatchObject({ title: "Startseite", description: "Willkommen" });
    expect(pages.pageContents[1]).toMatchObject({ title: "Leistungen" });
    expect(pages.companyCity).toBeNull();
    expect(pages.company).toBe("X");
  });

  it("14: % and _ in the admin search are matched literally", async () => {
    const customer = await createCustomer();
    const make = (company: string) =>
      prisma.order.create({
        data: {
          userId: customer.id,
          status: "draft",
          totalPriceCents: 0,
          company,
          packageType: "standard",
          paymentType: "onetime",
          additionalPages: 3,
          additionalPagesCount: 0,
        },
      });
    await make("Rabatt 100% GmbH");
    await make("Ohne Wildcard AG");
    await make("Unter_Strich KG");
    await make("UnterXStrich KG");
    const admin = await createCustomer({ isAdmin: true });
    const cookie = await adminCookieFor(admin.id);
    const search = async (q: string) =>
      (
        await (await api("GET", `/api/admin/orders?q=${encodeURIComponent(q)}`, { cookie })).json()
      ).orders.map((o: { company: string }) => o.company);
    expect(await search("%")).toEqual(["Rabatt 100% GmbH"]);
    expect(await search("Unter_Strich")).toEqual(["Unter_Strich KG"]);
    // the admin page's search form uses the same filter
    const html = await (await api("GET", "/admin/dashboard?q=%25", { cookie })).text();
    expect(html).toContain("Rabatt 100% GmbH");
    expect(html).not.toContain("Ohne Wildcard AG");
  });

  it("13: the clean-up sweep deletes expired sessions and spent tokens at its `now`, live ones stay", async () => {
    const customer = await createCustomer();
    const now = new Date("2031-03-01T12:00:00Z");
    const at = (ms: number) => new Date(now.getTime() + ms);
    const HOUR = 60 * 60 * 1000;
    const session = (id: string, expiresAt: Date) =>
      prisma.session.create({ data: { id, userId: customer.id, expiresAt } });
    await session(`live-${customer.id}`, at(HOUR));
    await session(`expired-${customer.id}`, at(-1000));
    const token = (name: string, expiresAt: Date, usedAt: Date | null = null) =>
      prisma.verification.create({
        data: {
          userId: customer.id,
          purpose: "password_reset",
          tokenHash: `${name}-${customer.id}`,
          expiresAt,
          usedAt,
        },
      });
    await token("unused", at(HOUR));
    // used within its lifetime: kept, a second click still reads "bereits verwendet"
    await token("just-used", at(HOUR), at(-HOUR));
    await token("expired", at(-1000));
    await token("used-and-expired", at(-1000), at(-2 * HOUR));
    await token("used-long-ago", at(HOUR), at(-25 * HOUR));

    // the sweep as the job runs it (alone: the other sweeps have their own tests, and at
    // this `now` the retention sweep would also act on the orders of earlier probes)
    expect(SWEEPS).toContain("sitzungen");
    const sweep = (
      globalThis as unknown as {
        __sweeps: Map<string, (c: { now: Date }) => Promise<number | void>>;
      }
    ).__sweeps.get("sitzungen")!;
    // 4 of this customer's rows (plus the sessions of earlier probes, expired by 2031)
    expect(await sweep({ now })).toBeGreaterThanOrEqual(4);
    const sessions = await prisma.session.findMany({ where: { userId: customer.id } });
    expect(sessions.map((s) => s.id)).toEqual([`live-${customer.id}`]);
    const tokens = await prisma.verification.findMany({
      where: { userId: customer.id },
      orderBy: { tokenHash: "asc" },
    });
    expect(tokens.map((t) => t.tokenHash)).toEqual([
      `just-used-${customer.id}`,
      `unused-${customer.id}`,
    ]);
    // idempotent
    expect(await sweep({ now })).toBe(0);
  });

  it("13: a cookie naming a session that no longer exists is cleared, the package choice stays", async () => {
    const customer = await createCustomer();
    const { id: sessionId } = await createDbSession(customer.id);
    const visitor = await sessionStorage().getSession();
    visitor.set("sessionId", sessionId);
    visitor.set("packageConfig", defaultPackageConfig("premium"));
    const cookie = cookieFromSetCookie(await commitVisitorSession(visitor));
    const visitorCookies = (res: Response) =>
      splitSetCookie(res.headers.get("set-cookie") ?? "").filter((c) => c.startsWith("__session="));

    // live: nothing to clear, no cookie sent
    expect(visitorCookies(await api("GET", "/login", { cookie }))).toEqual([]);

    // signed out elsewhere: the next page clears the id and keeps the rest
    await prisma.session.delete({ where: { id: sessionId } });
    const res = await api("GET", "/login", { cookie });
    expect(res.status).toBe(200);
    const [setCookie] = visitorCookies(res);
    expect(setCookie).toBeTruthy();
    const cleared = await sessionStorage().getSession(cookieFromSetCookie(setCookie));
    expect(cleared.get("sessionId")).toBeUndefined();
    expect(cleared.get("packageConfig")).toEqual(defaultPackageConfig("premium"));
    // with the cleared cookie nothing more is sent
    expect(
      visitorCookies(await api("GET", "/login", { cookie: cookieFromSetCookie(setCookie) })),
    ).toEqual([]);

    // a page that stores the Google Ads click id in the same response: whichever of the two
    // cookies the browser applies last, the id is gone and gclid and package choice stay
    const withGclid = await api("GET", "/package-selection?gclid=probe-13", { cookie });
    expect(withGclid.status).toBe(200);
    const sent = visitorCookies(withGclid);
    expect(sent.length).toBeGreaterThan(0);
    for (const c of sent) {
      const data = await sessionStorage().getSession(cookieFromSetCookie(c));
      expect(data.get("sessionId")).toBeUndefined();
      expect(data.get("gclid")).toBe("probe-13");
      expect(data.get("packageConfig")).toEqual(defaultPackageConfig("premium"));
    }

    // an expired session is just as dead
    const { id: expiredId } = await createDbSession(customer.id, "customer", -1000);
    const expired = await sessionStorage().getSession();
    expired.set("sessionId", expiredId);
    const expiredRes = await api("GET", "/login", {
      cookie: cookieFromSetCookie(await commitVisitorSession(expired)),
    });
    const [expiredCleared] = visitorCookies(expiredRes);
    expect(
      (await sessionStorage().getSession(cookieFromSetCookie(expiredCleared))).get("sessionId"),
    ).toBeUndefined();
  });

  it("13: an admin cookie naming a session that no longer exists is destroyed", async () => {
    const admin = await createCustomer({ isAdmin: true });
    const cookie = await adminCookieFor(admin.id);
    const adminCookies = (res: Response) =>
      splitSetCookie(res.headers.get("set-cookie") ?? "").filter((c) => c.startsWith("__admin="));
    expect((await api("GET", "/admin/dashboard", { cookie })).status).toBe(200);
    await prisma.session.deleteMany({ where: { userId: admin.id, kind: "admin" } });

    // a protected page redirects to the sign-in and destroys the cookie on the way
    const page = await api("GET", "/admin/dashboard", { cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toContain("/admin/login");
    const [destroyed] = adminCookies(page);
    expect(destroyed).toMatch(/^__admin=;/);
    expect(destroyed).toMatch(/Expires=Thu, 01 Jan 1970/i);
    // the sign-in page itself (admin layout) does the same
    const login = await api("GET", "/admin/login", { cookie });
    expect(login.status).toBe(200);
    expect(adminCookies(login)[0]).toMatch(/^__admin=;/);
    // without an admin cookie nothing is sent
    expect(adminCookies(await api("GET", "/admin/login"))).toEqual([]);
  });
});

/** A raw HTTP request whose body the test writes (or withholds) itself. */
function rawRequest(
  origin: string,
  {
    method = "POST",
    path: urlPath,
    headers = {},
  }: { method?: string; path: string; headers?: Record<string, string | number> },
) {
  const req = http.request(new URL(urlPath, origin), {
    method,
    headers: { Origin: origin, ...headers },
  });
  const response = new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      req.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on("error", reject);
      });
      req.on("error", reject);
    },
  );
  return { req, response };
}

/** Files below the upload folder and this process's descriptors open to them. */
function uploadLeftovers() {
  const root = path.join(process.env.DATA_DIR!, "uploads");
  let files: string[] = [];
  try {
    files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    files = [];
  }
  const descriptors = readdirSync("/proc/self/fd").filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(root);
    } catch {
      return false;
    }
  });
  return { files: files.length, descriptors: descriptors.length };
}

describe("issue 16 probes over raw HTTP", () => {
  let quick: Awaited<ReturnType<typeof startHttpApp>>;
  let proxied: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    // stalls are cut after 300 ms here instead of 30 s; this server trusts one proxy hop
    quick = await startHttpApp({ bodyIdleTimeoutMs: 300 });
    proxied = await startHttpApp({ trustProxy: 1 });
  });
  afterAll(async () => {
    await quick?.close();
    await proxied?.close();
  });

  async function uploadTarget() {
    const customer = await createCustomer();
    const order = await createDraftOrder(customer.id, defaultPackageConfig("standard"));
    return { order, cookie: await customerCookie(customer.id) };
  }
  const boundary = "----probe16";
  const partHead = (name = "probe.bin") =>
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;

  it("1: a stalled upload is cut with 408 and leaves no file and no open descriptor", async () => {
    const { order, cookie } = await uploadTarget();
    const before = uploadLeftovers();
    const { req, response } = rawRequest(quick.origin, {
      path: `/api/orders/${order.id}/upload?section=company`,
      headers: {
        Cookie: cookie,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": 5_000_000,
      },
    });
    req.write(partHead());
    req.write(Buffer.alloc(256 * 1024, 7)); // then nothing more: the body stalls
    const res = await response;
    expect(res.status).toBe(408);
    expect(res.body).toBe(BODY_STALLED_MESSAGE);
    req.destroy();
    await vi.waitFor(() => expect(uploadLeftovers()).toEqual(before), { timeout: 10_000 });
  });

  it("1: an upload the client aborts midway leaves no file and no open descriptor", async () => {
    const { order, cookie } = await uploadTarget();
    const before = uploadLeftovers();
    const { req, response } = rawRequest(app.origin, {
      path: `/api/orders/${order.id}/upload?section=company`,
      headers: {
        Cookie: cookie,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": 5_000_000,
      },
    });
    response.catch(() => {});
    req.write(partHead());
    await new Promise<void>((resolve) => req.write(Buffer.alloc(512 * 1024, 3), () => resolve()));
    // the part reached the server's storage before the client goes
    await vi.waitFor(() => expect(uploadLeftovers().files).toBeGreaterThan(before.files), {
      timeout: 10_000,
    });
    req.destroy();
    await vi.waitFor(() => expect(uploadLeftovers()).toEqual(before), { timeout: 10_000 });
  });

  it("1: a multipart body without its closing boundary answers 400 in German and keeps nothing", async () => {
    const { order, cookie } = await uploadTarget();
    const before = uploadLeftovers();
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="ganz.bin"\r\n\r\n`,
      ),
      Buffer.alloc(10_000, 1),
      Buffer.from(`\r\n${partHead("halb.bin")}`),
      Buffer.alloc(20_000, 2),
    ]);
    const res = await fetch(`${app.origin}/api/orders/${order.id}/upload?section=company`, {
      method: "POST",
      headers: {
        Origin: app.origin,
        Cookie: cookie,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(INCOMPLETE_UPLOAD_MESSAGE);
    expect(await prisma.uploadedDocument.count({ where: { orderId: order.id } })).toBe(0);
    await vi.waitFor(() => expect(uploadLeftovers()).toEqual(before), { timeout: 10_000 });
  });

  it("2: a JSON body announced larger than 1 MB is refused with 413 before it is read", async () => {
    const { req, response } = rawRequest(app.origin, {
      path: "/api/login",
      headers: { "Content-Type": "application/json", "Content-Length": 200_000_000 },
    });
    req.write('{"email":"');
    const res = await response; // answered although 199 999 990 bytes were never sent
    req.destroy();
    expect(res.status).toBe(413);
    expect(res.body).toBe(BODY_TOO_LARGE_MESSAGE);
  });

  it("issue 27, 10: after a 413 the client still sending its 5 MB body may finish, no reset", async () => {
    const body = Buffer.alloc(5_000_000, 97);
    const { req, response } = rawRequest(app.origin, {
      path: "/api/login",
      headers: { "Content-Type": "application/json", "Content-Length": body.length },
    });
    const errors: string[] = [];
    let closed = false;
    req.on("error", (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
    const gone = new Promise<void>((resolve) =>
      req.once("close", () => {
        closed = true;
        resolve();
      }),
    );
    const send = (chunk: Buffer) =>
      Promise.race([new Promise<void>((resolve) => req.write(chunk, () => resolve())), gone]);
    await send(body.subarray(0, 64 * 1024));
    // the answer comes while 4.9 MB are still to be sent, as on a slow uplink
    const res = await response;
    expect(res.status).toBe(413);
    expect(res.body).toBe(BODY_TOO_LARGE_MESSAGE);
    for (let at = 64 * 1024; at < body.length && !closed; at += 64 * 1024)
      await send(body.subarray(at, at + 64 * 1024));
    // a closed socket would have reset the rest (EPIPE/ECONNRESET) and the client would have
    // seen that instead of the answer
    expect({ errors, closed }).toEqual({ errors: [], closed: false });
    req.destroy();
  });

  it("2: a chunked form body is cut with 413 as soon as it passes 1 MB", async () => {
    const { req, response } = rawRequest(app.origin, {
      path: "/register",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    req.write("email=");
    // 1.5 MB and the body never ends: the answer comes from the limit, not from the end
    for (let i = 0; i < 24; i++) req.write(Buffer.alloc(64 * 1024, 97));
    const res = await response;
    req.destroy();
    expect(res.status).toBe(413);
    expect(res.body).toBe(BODY_TOO_LARGE_MESSAGE);
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
  });

  it("2: a throttled address is refused before its body is read", { timeout: 90_000 }, async () => {
    // through the trusting server each test address is its own client
    const ip = "198.51.100.160";
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${proxied.origin}/api/login`, {
        method: "POST",
        headers: {
          Origin: proxied.origin,
          "Content-Type": "application/json",
          "X-Forwarded-For": ip,
        },
        body: JSON.stringify({ email: `niemand${i}@example.com`, password: "falsch-falsch" }),
      });
      expect(res.status).toBe(401);
    }

    // a body announced but never sent: only a refusal before reading can answer it
    const { req, response } = rawRequest(proxied.origin, {
      path: "/api/login",
      headers: { "Content-Type": "application/json", "Content-Length": 500, "X-Forwarded-For": ip },
    });
    req.flushHeaders(); // the headers go out, the body never follows
    const res = await response;
    req.destroy();
    expect(res.status).toBe(429);
    expect(res.body).toBe(TOO_MANY_ATTEMPTS);
  });

  it("3: without a trusted proxy X-Forwarded-For is ignored (login throttle per account and address)", async () => {
    const email = `rotiert-${Date.now()}@example.com`;
    await createCustomer({ email, passwordHash: await hashPassword("richtig-123") });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${app.origin}/api/login`, {
        method: "POST",
        headers: {
          Origin: app.origin,
          "Content-Type": "application/json",
          "X-Forwarded-For": `203.0.113.${i + 1}`,
        },
        body: JSON.stringify({ email, password: "falsch-falsch" }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const logged = app.logs
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === "request" && l.path === "/api/login");
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line.ip).toMatch(/127\.0\.0\.1$/);
  });

  it("3: behind one trusted proxy the address that proxy saw is the client", async () => {
    await fetch(`${proxied.origin}/healthz?probe=hop`, {
      headers: { "X-Forwarded-For": "192.0.2.99, 198.51.100.23", "X-Request-Id": "hop-probe" },
    });
    const line = proxied.logs.map((l) => JSON.parse(l)).find((l) => l.requestId === "hop-probe");
    // the client wrote 192.0.2.99 itself; the proxy appended what it saw
    expect(line.ip).toBe("198.51.100.23");
  });

  it("3: the Origin check believes X-Forwarded-Host only from a trusted proxy", async () => {
    const forged = await post(
      "/login",
      { email: "a@example.com", password: "x" },
      { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
    );
    expect(forged.status).toBe(403);
    const viaProxy = await fetch(`${proxied.origin}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: "https://shop.example",
        "X-Forwarded-Host": "shop.example",
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": "198.51.100.24",
      },
      body: new URLSearchParams({ email: "niemand@example.com", password: "falsch" }),
    });
    expect(viaProxy.status).toBe(401);
  });

  it("8 and 7: methods a route does not offer answer 405 in German, TRACE included", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
      const { req, response } = rawRequest(app.origin, { method, path: "/login" });
      req.end();
      const res = await response;
      expect(res.status, method).toBe(405);
      expect(res.body, method).toBe(METHOD_NOT_ALLOWED_MESSAGE);
      expect(res.headers.allow, method).toBe("GET, HEAD, POST");
    }
    for (const [method, urlPath] of [
      ["GET", "/api/login"],
      ["GET", "/api/register"],
      ["POST", "/api/admin/orders"],
      ["TRACE", "/api/orders"],
    ]) {
      const { req, response } = rawRequest(app.origin, { method, path: urlPath });
      req.end();
      const res = await response;
      expect(res.status, `${method} ${urlPath}`).toBe(405);
      expect(res.body.split("\n")[0], `${method} ${urlPath}`).toBe("Methode nicht erlaubt");
    }
  });

  it("7: a malformed percent-encoding in the path answers 400, not 500", async () => {
    const res = await fetch(`${app.origin}/files/%FF`);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("Ungültige Adresse");
  });

  it("7: NUL bytes and lone surrogates in any text field answer 400 in German, not 500", async () => {
    const { order, cookie } = await uploadTarget();
    const patch = (raw: string) =>
      fetch(`${app.origin}/api/orders/${order.id}`, {
        method: "PATCH",
        headers: { Origin: app.origin, Cookie: cookie, "Content-Type": "application/json" },
        body: raw,
      });
    for (const raw of ['{"company":"A\\u0000B"}', '{"company":"A\\ud800B"}']) {
      const res = await patch(raw);
      expect(res.status, raw).toBe(400);
      expect(await res.text(), raw).toBe(UNSTORABLE_TEXT_MESSAGE);
    }
    const register = await fetch(`${app.origin}/api/register`, {
      method: "POST",
      headers: { Origin: app.origin, "Content-Type": "application/json" },
      body: '{"firstName":"A\\u0000","lastName":"B","email":"nul-byte@example.com","password":"geheim123"}',
    });
    expect(register.status).toBe(400);
    expect(await prisma.user.count({ where: { email: "nul-byte@example.com" } })).toBe(0);
    const form = await fetch(`${app.origin}/order-details/${order.id}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: app.origin,
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "intent=save-draft&company=A%00B",
    });
    expect(form.status).toBe(400);
    const admin = await createCustomer({ isAdmin: true });
    const adminCookie = await adminCookieFor(admin.id);
    const search = await fetch(`${app.origin}/api/admin/orders?q=%00`, {
      headers: { Cookie: adminCookie },
    });
    expect(search.status).toBe(400);
    expect(await search.text()).toBe(UNSTORABLE_TEXT_MESSAGE);
    const page = await fetch(`${app.origin}/admin/dashboard?q=%00`, {
      headers: { Cookie: adminCookie },
    });
    expect(page.status).toBe(400);
  });

  it("7: validation messages of the API are German, and single-line fields lose control characters", async () => {
    const { order, cookie } = await uploadTarget();
    const patch = (json: unknown) =>
      fetch(`${app.origin}/api/orders/${order.id}`, {
        method: "PATCH",
        headers: { Origin: app.origin, Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify(json),
      });
    const bad = await patch({ company: { x: 1 }, designStyle: "bunt" });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("company: Ungültiger Wert: erwartet wird Text");
    expect(text).toContain("designStyle: Ungültiger Wert. Erlaubt: „modern“");
    expect(text).not.toMatch(/Expected|Invalid|received/);
    const cleaned = await patch({
      company: "Muster\u202e GmbH\tKG\n",
      description: "Zeile 1\nZeile 2",
    });
    expect(cleaned.status).toBe(200);
    expect(await cleaned.json()).toMatchObject({
      company: "Muster GmbHKG",
      description: "Zeile 1\nZeile 2",
    });
  });

  it("9: uploads to a page the order does not have are refused", async () => {
    const { order, cookie } = await uploadTarget(); // Standard: 3 pages
    const form = () => {
      const body = new FormData();
      body.append("files", new Blob([Buffer.from("inhalt")]), "seite.txt");
      return body;
    };
    const upload = (pageIndex: number | string) =>
      fetch(`${app.origin}/api/orders/${order.id}/upload?section=page&pageIndex=${pageIndex}`, {
        method: "POST",
        headers: { Origin: app.origin, Cookie: cookie },
        body: form(),
      });
    const refused = await upload(40);
    // a page the query does not name is no page either
    for (const unnamed of ["-1", "1.5", "zwei"]) expect((await upload(unnamed)).status).toBe(400);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe("Diese Seite gibt es in Ihrer Bestellung nicht.");
    expect((await upload(3)).status).toBe(400);
    expect((await upload(2)).status).toBe(200);
    // the order form's own field names are held to the same pages
    const page = new FormData();
    page.append("intent", "save-draft");
    page.append("pageDocuments.40", new Blob([Buffer.from("x")]), "weit.txt");
    page.append("pageDocuments.1", new Blob([Buffer.from("y")]), "nah.txt");
    await fetch(`${app.origin}/order-details/${order.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: app.origin, Cookie: cookie },
      body: page,
    });
    const docs = await prisma.uploadedDocument.findMany({
      where: { orderId: order.id },
      select: { name: true, pageIndex: true },
      orderBy: { name: "asc" },
    });
    expect(docs).toEqual([
      { name: "nah.txt", pageIndex: 1 },
      { name: "seite.txt", pageIndex: 2 },
    ]);
  });

  it("10: signed-in pages are sent with Cache-Control: private, no-store", async () => {
    const { order, cookie } = await uploadTarget();
    for (const urlPath of [
      "/dashboard",
      `/order-details/${order.id}`,
      "/account",
      "/dashboard?_data=routes%2Fdashboard",
    ]) {
      const res = await fetch(`${app.origin}${urlPath}`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(res.status, urlPath).toBe(200);
      expect(res.headers.get("cache-control"), urlPath).toBe("private, no-store");
    }
    const admin = await createCustomer({ isAdmin: true });
    const adminPage = await fetch(`${app.origin}/admin/dashboard`, {
      headers: { Cookie: await adminCookieFor(admin.id) },
    });
    expect(adminPage.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("issue 16: forgot-password timing", () => {
  it("11: the answer never waits for SMTP, whether or not the account exists", async () => {
    // an SMTP server that accepts connections and never says a word: awaiting it would hang
    const sockets: net.Socket[] = [];
    const blackhole = net.createServer((s) => sockets.push(s));
    await new Promise<void>((r) => blackhole.listen(0, "127.0.0.1", () => r()));
    const saved = { ...process.env };
    Object.assign(process.env, {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String((blackhole.address() as net.AddressInfo).port),
    });
    resetEnvCache();
    try {
      await _resetAllForTests();
      await createCustomer({ email: "zeit@example.com" });
      const ask = (email: string) =>
        thrown(
          forgotAction(
            routeArgs(formRequest("/forgot-password", { email }), {}, { clientIp: "192.0.2.11" }),
          ),
        );
      const known = await ask("zeit@example.com");
      const unknown = await ask("niemand-zeit@example.com");
      expect(known.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      // the real account's mail is on its way in the background (and stuck at the blackhole)
      await vi.waitFor(() => expect(sockets.length).toBe(1), { timeout: 10_000 });
    } finally {
      // refuse new connections first: the mail pool would otherwise try the mail again on a
      // fresh connection to the blackhole and wait out its greeting timeout (10 s)
      blackhole.close();
      for (const s of sockets) s.destroy();
      await settleLinkRequests();
      process.env = saved;
      resetEnvCache();
    }
  });
});
