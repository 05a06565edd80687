// Authorisation matrix over the page routes (issue 10): every page loader and action, asked
// by anonymous, customer A (owns the order), customer B and an admin, through the real HTTP
// layer around the production build. The JSON API has its own matrix in api.test.ts.
// A last test lists app/routes and fails for any route nobody classified, so a new route
// cannot slip in without a decision about who may use it.
import { readdirSync } from "node:fs";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookieFor, createCustomer, customerCookie } from "../support/fixtures";
import { startHttpApp } from "../support/http-app";
import { createDraftOrder } from "~/models/order/order.server";
import { prisma } from "~/utils/db.server";
import { getStorage } from "~/utils/storage.server";

type Role = "anonymous" | "customerA" | "customerB" | "admin";
const ROLES: Role[] = ["anonymous", "customerA", "customerB", "admin"];

let app: Awaited<ReturnType<typeof startHttpApp>>;
const cookies: Record<Role, string> = { anonymous: "", customerA: "", customerB: "", admin: "" };
let orderA = "";
let paidOrderA = "";
let documentA = "";

beforeAll(async () => {
  app = await startHttpApp();
  const a = await createCustomer({ email: "matrix-a@example.com" });
  const b = await createCustomer({ email: "matrix-b@example.com" });
  const admin = await createCustomer({ email: "matrix-admin@example.com", isAdmin: true });
  cookies.customerA = await customerCookie(a.id);
  cookies.customerB = await customerCookie(b.id);
  cookies.admin = await adminCookieFor(admin.id);
  const config = {
    packageId: "starter",
    paymentType: "onetime",
    additionalPagesCount: 0,
    bilingual: false,
    blogSystem: false,
    bookingSystem: false,
  } as const;
  orderA = (await createDraftOrder(a.id, config)).id;
  paidOrderA = (await createDraftOrder(a.id, config)).id;
  await prisma.order.update({
    where: { id: paidOrderA },
    data: { status: "paid", company: "Bezahlt GmbH" },
  });
  const storageKey = `matrix/${orderA}/logo.txt`;
  await getStorage().put(storageKey, Readable.from([Buffer.from("Logo von A")]), {
    contentType: "text/plain",
  });
  documentA = (
    await prisma.uploadedDocument.create({
      data: {
        orderId: orderA,
        uploadedById: a.id,
        section: "company",
        pageIndex: null,
        name: "logo.txt",
        contentType: "text/plain",
        size: 10,
        storageKey,
      },
    })
  ).id;
});
afterAll(() => app?.close());

/** Status plus where a redirect goes (path only), e.g. "302 /login" or "200". */
async function outcome(
  role: Role,
  method: "GET" | "POST",
  path: string,
  form?: Record<string, string>,
) {
  const headers: Record<string, string> = {};
  if (cookies[role]) headers.Cookie = cookies[role];
  if (method === "POST") {
    headers.Origin = app.origin;
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  }
  const res = await fetch(`${app.origin}${path}`, {
    method,
    headers,
    redirect: "manual",
    body: form ? new URLSearchParams(form) : undefined,
  });
  await res.arrayBuffer();
  const location = res.headers.get("location");
  return location ? `${res.status} ${new URL(location, app.origin).pathname}` : String(res.status);
}

type Expected = Record<Role, string>;
const everyone = (v: string): Expected => ({ anonymous: v, customerA: v, customerB: v, admin: v });
// customer pages: anonymous and the admin (whose admin session is no customer session) go to the login
const ownerOnly = (owner: string, other = "302 /dashboard"): Expected => ({
  anonymous: "302 /login",
  customerA: owner,
  customerB: other,
  admin: "302 /login",
});
const adminOnly = (admin = "200"): Expected => ({
  anonymous: "302 /admin/login",
  customerA: "302 /admin/login",
  customerB: "302 /admin/login",
  admin,
});

describe("page routes: who gets what", () => {
  it("public pages answer everybody; signed-in people are sent on where the page is not for them", async () => {
    const signedInCustomerToDashboard: Expected = {
      anonymous: "200",
      customerA: "302 /dashboard",
      customerB: "302 /dashboard",
      admin: "200",
    };
    const expected: Record<string, Expected> = {
      ...Object.fromEntries(
        [
          "/package-selection",
          "/steuerberater",
          "/anwaelte",
          "/aerzte",
          "/agb",
          "/datenschutz",
          "/impressum",
          "/portfolio/baeckerei-richter",
          "/beispiele/anwalt-hoffmann",
          "/forgot-password",
          "/verify-email/resend",
          "/healthz",
          "/readyz",
        ].map((p) => [p, everyone("200")]),
      ),
      // 02 §2.2: the start page sends a signed-in customer to the dashboard; so does registration
      "/": signedInCustomerToDashboard,
      "/register": signedInCustomerToDashboard,
      // an unknown reset token is the same refusal for everybody
      "/reset-password?token=x": everyone("400"),
      "/admin/login": {
        anonymous: "200",
        customerA: "200",
        customerB: "200",
        admin: "302 /admin/dashboard",
      },
    };
    const results: Record<string, Expected> = {};
    for (const path of Object.keys(expected))
      results[path] = Object.fromEntries(
        await Promise.all(ROLES.map(async (r) => [r, await outcome(r, "GET", path)])),
      ) as Expected;
    expect(results).toEqual(expected);
  });

  it("customer pages: the owner only; admins use the admin area", async () => {
    const table: Record<string, [() => string, Expected]> = {
      "GET /dashboard": [
        () => "/dashboard",
        { anonymous: "302 /login", customerA: "200", customerB: "200", admin: "302 /login" },
      ],
      "GET /billing": [
        () => "/billing",
        { anonymous: "302 /login", customerA: "200", customerB: "200", admin: "302 /login" },
      ],
      "GET /order-details/{A}": [() => `/order-details/${orderA}`, ownerOnly("200")],
      "GET /checkout/{A}": [() => `/checkout/${orderA}`, ownerOnly("200")],
      "GET /payment-success/{paid A}": [() => `/payment-success/${paidOrderA}`, ownerOnly("200")],
      "GET /files/{document of A}": [
        () => `/files/${documentA}`,
        { anonymous: "401", customerA: "200", customerB: "404", admin: "200" },
      ],
    };
    const results: Record<string, Expected> = {};
    for (const [name, [path]] of Object.entries(table))
      results[name] = Object.fromEntries(
        await Promise.all(ROLES.map(async (r) => [r, await outcome(r, "GET", path())])),
      ) as Expected;
    expect(results).toEqual(
      Object.fromEntries(Object.entries(table).map(([name, [, expected]]) => [name, expected])),
    );
  });

  it("customer actions: refused for everyone but the owner, and nothing changes", async () => {
    const draft = { intent: "save-draft", company: "Fremdfirma" };
    const results: Record<string, Expected> = {};
    for (const role of ["anonymous", "customerB", "admin"] as const) {
      results[`POST /order-details/{A} as ${role}`] = {
        [role]: await outcome(role, "POST", `/order-details/${orderA}`, draft),
      } as Expected;
      results[`POST /checkout/{A} as ${role}`] = {
        [role]: await outcome(role, "POST", `/checkout/${orderA}`, { acceptTerms: "on" }),
      } as Expected;
    }
    expect(results).toEqual({
      "POST /order-details/{A} as anonymous": { anonymous: "302 /login" },
      "POST /checkout/{A} as anonymous": { anonymous: "302 /login" },
      "POST /order-details/{A} as customerB": { customerB: "302 /dashboard" },
      "POST /checkout/{A} as customerB": { customerB: "302 /dashboard" },
      "POST /order-details/{A} as admin": { admin: "302 /login" },
      "POST /checkout/{A} as admin": { admin: "302 /login" },
    });
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderA } });
    expect(order.company).toBeNull();
    expect(order.status).toBe("draft");
    // the owner's own draft save goes through
    expect(
      await outcome("customerA", "POST", `/order-details/${orderA}`, {
        intent: "save-draft",
        company: "A GmbH",
      }),
    ).toMatch(/^(200|302)/);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderA } })).company).toBe(
      "A GmbH",
    );
  });

  it("the professional portal needs a signed-in customer", async () => {
    expect(await outcome("anonymous", "GET", "/professional-portal")).toBe("302 /login");
    expect(await outcome("admin", "GET", "/professional-portal")).toBe("302 /login");
    expect(
      await outcome("anonymous", "POST", "/professional-portal", { intent: "save", step: "1" }),
    ).toBe("302 /login");
  });

  it("admin pages and the status change: admins only, customers' cookies count for nothing", async () => {
    const results: Record<string, Expected> = {};
    for (const [name, path] of [
      ["GET /admin/dashboard", "/admin/dashboard"],
      ["GET /admin/orders/{A}", `/admin/orders/${orderA}`],
      ["GET /admin/customers", "/admin/customers?q=matrix"],
      ["GET /admin/profil", "/admin/profil"],
    ] as const) {
      results[name] = Object.fromEntries(
        await Promise.all(ROLES.map(async (r) => [r, await outcome(r, "GET", path)])),
      ) as Expected;
    }
    expect(results).toEqual({
      "GET /admin/dashboard": adminOnly(),
      "GET /admin/orders/{A}": adminOnly(),
      "GET /admin/customers": adminOnly(),
      "GET /admin/profil": adminOnly(),
    });
    for (const role of ["anonymous", "customerA", "customerB"] as const) {
      expect(
        await outcome(role, "POST", `/admin/orders/${paidOrderA}`, {
          intent: "status",
          status: "completed",
        }),
        role,
      ).toBe("302 /admin/login");
    }
    expect((await prisma.order.findUniqueOrThrow({ where: { id: paidOrderA } })).status).toBe(
      "paid",
    );
    // a customer's cookie saves no staff switches, not even the customer's own columns
    for (const role of ["anonymous", "customerA"] as const)
      expect(await outcome(role, "POST", "/admin/profil", {}), role).toBe("302 /admin/login");
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { email: "matrix-a@example.com" } }))
        .staffNotifyMessages,
    ).toBe(true);
  });
});

// Every route module and where its authorisation is tested. A new file in app/routes fails
// this test until it is added here with a decision. Each admin route is also walked for each
// of the four staff roles in team-roles.test.ts.
const COVERED: Record<string, string> = {
  $: "404 page, public",
  _index: "public (above)",
  "package-selection": "public (above); its POST only writes the visitor's own session",
  steuerberater: "public",
  anwaelte: "public",
  aerzte: "public",
  agb: "public",
  datenschutz: "public",
  impressum: "public",
  weiterleitung: "redirect to /",
  "portfolio.$slug": "public",
  "beispiele.$slug": "public",
  "images.portfolio.$type.$file": "public images",
  register: "public",
  login: "public; throttled (rate-limit.test.ts)",
  logout: "ends only the caller's own session",
  "forgot-password": "public, no enumeration (accounts.test.ts)",
  "reset-password": "token-bound (accounts.test.ts)",
  "verify-email": "token-bound (accounts.test.ts)",
  "verify-email_.resend": "public, throttled",
  "cookie-consent": "writes only the caller's cookie",
  healthz: "public",
  readyz: "public",
  dashboard: "matrix above",
  billing: "matrix above; every query scoped to the signed-in customer (billing.test.ts)",
  "billing_.rechnungen[.]zip":
    "requireUser; only the signed-in customer's own invoice PDFs (account.test.ts)",
  "order-details.$orderId": "matrix above",
  "hosting.$orderId": "requireUser; another customer's order is 404 (hosting.test.ts)",
  "order-details.$orderId_.delivery":
    "requireOwnOrder; another customer is sent to /dashboard (delivery.test.ts)",
  "order-details.$orderId_.messages":
    "requireUser; another customer's order is 404 (messages.test.ts)",
  "checkout.$orderId": "matrix above",
  "payment-success.$orderId": "matrix above",
  "files.$documentId": "matrix above",
  "professional-start": "public start form (professional-start.test.ts)",
  "professional-checkout": "public, profession from the session (professional.test.ts)",
  "professional-payment-success":
    "verified with Stripe, signs in only the browser that paid (professional.test.ts)",
  "professional-portal": "above and professional.test.ts (foreign portal denied)",
  "admin._index": "redirects into the admin area",
  admin: "layout: counts for the navigation only for a signed-in admin (contact.test.ts)",
  kontakt: "public contact form (contact.test.ts)",
  "admin.inquiries._index": "admin only (contact.test.ts)",
  "admin.inquiries.$inquiryId": "admin only (contact.test.ts)",
  "admin.nachrichten": "admin only (message-inbox.test.ts)",
  nachrichten:
    "requireUser; only the signed-in customer's own threads, another's ?thread= is 404 to read and to answer (message-inbox.test.ts)",
  "admin.login": "public (above)",
  "admin.logout": "ends only the caller's admin session",
  "admin.dashboard": "matrix above",
  "admin.orders.$orderId": "matrix above",
  "admin.orders.$orderId_.messages": "requireAdmin (messages.test.ts)",
  "admin.orders.$orderId_.delivery": "requireAdmin (delivery.test.ts)",
  "admin.orders.$orderId_.go-live": "requireAdmin (go-live.test.ts)",
  "dev.checkout.$sessionId":
    "stand-in checkout, 404 with real Stripe keys or in production (payments.test.ts)",
  "dev.clock":
    "development clock for the acceptance deadlines, 404 in production (delivery.test.ts)",
  "dev.test-session": "e2e test hook, 404 unless APP_ENV=test",
  "admin.invoices": "admin only (invoices.test.ts)",
  "admin.invoices[.]csv": "admin only, streamed export (invoices.test.ts)",
  "admin.invoices_.datev": "staff with exports.datev (team-roles.test.ts, datev-export.test.ts)",
  "admin.invoices_.datev[.]zip":
    "staff with exports.datev (team-roles.test.ts, datev-export.test.ts)",
  "invoices.$file": "owner or admin only, others 404 (invoices.test.ts)",
  "dev.billing":
    "stand-in portal and lifecycle tools, 404 with real Stripe keys or in production (billing.test.ts)",
  "webhooks.stripe": "signature required (payments.test.ts, security suite)",
  account: "the signed-in customer's own account only (account.test.ts)",
  "account_.delete": "the signed-in customer's own account, password required (account.test.ts)",
  "account_.export":
    "the signed-in customer's own data, one-time token after the password (account.test.ts)",
  "account_.email-confirm": "token-bound (account.test.ts)",
  "admin.customers.$userId": "admin only (account.test.ts)",
  "admin.customers._index": "matrix above; staff with customers.read (team-roles.test.ts)",
  "admin.team": "the owner only (team-roles.test.ts, team.test.ts)",
  "admin.profil":
    "matrix above; every staff role, only its own settings (team-roles.test.ts, assignee-notifications.test.ts)",
  "admin.einladung": "token-bound one-time invitation link (team.test.ts)",
  "dev.retention": "development only, 404 in production (account.test.ts)",
};

it("every route module is classified", () => {
  const modules = readdirSync("app/routes").map((f) => f.replace(/\.tsx?$/, ""));
  const unclassified = modules.filter((m) => !m.startsWith("api.") && !(m in COVERED));
  expect(unclassified, "routes without an authorisation decision").toEqual([]);
  // API routes are covered by the matrix in api.test.ts
  expect(modules.filter((m) => m.startsWith("api.")).length).toBeGreaterThan(10);
});
