// Every admin route and admin API route, asked by each of the four staff roles through the
// real HTTP layer around the production build. An allowed request gets the route's normal
// answer; a forbidden one gets 403 (a German page, or from the API a JSON object with the
// German message) and leaves the database exactly as it was. The roles that are refused go
// first, so a post that would change something still would when they try it.
import { readdirSync } from "node:fs";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  defaultPackageConfig,
} from "../support/fixtures";
import { startHttpApp } from "../support/http-app";
import { createInquiry } from "~/models/contact/contact.server";
import { createDraftOrder } from "~/models/order/order.server";
import { can, STAFF_ROLES, type Permission, type StaffRole } from "~/models/team/permissions";
import { prisma } from "~/utils/db.server";
import { getStorage } from "~/utils/storage.server";

let app: Awaited<ReturnType<typeof startHttpApp>>;
const staff = {} as Record<StaffRole, { id: string; cookie: string }>;
const ids = {
  customer: "",
  /** paid, nobody assigned: every role may open it */
  open: "",
  /** paid, assigned to the project lead: Produktion may not open it */
  foreign: "",
  /** paid, assigned to Produktion */
  own: "",
  foreignDocument: "",
  inquiry: "",
  /** a member whose role the team page changes */
  extra: "",
};

beforeAll(async () => {
  app = await startHttpApp();
  for (const role of STAFF_ROLES) {
    const user = await createCustomer({
      email: `team-${role}@example.com`,
      firstName: role,
      lastName: "Team",
      staffRole: role,
    });
    staff[role] = { id: user.id, cookie: await adminCookieFor(user.id) };
  }
  ids.extra = (
    await createCustomer({ email: "team-extra@example.com", staffRole: "production" })
  ).id;
  const customer = await createCustomer({ email: "team-kunde@example.com" });
  ids.customer = customer.id;
  const config = defaultPackageConfig("starter", "onetime");
  const paid = async (assigneeId: string | null) => {
    const { id } = await createDraftOrder(customer.id, config);
    await prisma.order.update({
      where: { id },
      data: { status: "paid", paidAt: new Date(), company: "Team GmbH", assigneeId },
    });
    return id;
  };
  ids.open = await paid(null);
  ids.foreign = await paid(staff.project_lead.id);
  ids.own = await paid(staff.production.id);
  const storageKey = `team/${ids.foreign}/brief.txt`;
  await getStorage().put(storageKey, Readable.from([Buffer.from("Briefing")]), {
    contentType: "text/plain",
  });
  ids.foreignDocument = (
    await prisma.uploadedDocument.create({
      data: {
        orderId: ids.foreign,
        uploadedById: customer.id,
        section: "company",
        name: "brief.txt",
        contentType: "text/plain",
        size: 8,
        storageKey,
      },
    })
  ).id;
  ids.inquiry = (
    await createInquiry({
      firstName: "Ina",
      lastName: "Anfrage",
      email: "ina@example.com",
      phone: "",
      subject: "Frage",
      message: "Was kostet eine Website?",
    } as Parameters<typeof createInquiry>[0])
  ).id;
});
afterAll(() => app?.close());

/** Everything a forbidden request could touch, as one value per table. */
async function fingerprint() {
  const tables = [
    "users",
    "orders",
    "order_status_changes",
    "order_messages",
    "deliveries",
    "payments",
    "invoices",
    "billing_profiles",
    "contact_inquiries",
    "contact_inquiry_replies",
    "datev_settings",
    "auto_assignments",
    "verifications",
    "uploaded_documents",
  ];
  const rows = await Promise.all(
    tables.map((t) =>
      prisma.$queryRawUnsafe<Array<{ h: string | null }>>(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${t}" t`,
      ),
    ),
  );
  return Object.fromEntries(tables.map((t, i) => [t, rows[i][0].h]));
}

type Body = Record<string, string | boolean>;
interface Call {
  method: "GET" | "POST" | "PATCH";
  path: () => string;
  body?: () => Body;
  /** JSON body (the API) instead of a form */
  json?: boolean;
  /** multipart instead of urlencoded (upload routes) */
  multipart?: boolean;
  /** the roles that may: one permission of the matrix, or an explicit list */
  allowed: Permission | readonly StaffRole[];
  /** the normal answer of an allowed request: a status, or "status location" */
  ok: RegExp;
  /** the refusal, when it is not 403: a download another may not see looks like a missing one */
  refusal?: number;
}

async function send(role: StaffRole, call: Call) {
  const headers: Record<string, string> = { Cookie: staff[role].cookie };
  let body: BodyInit | undefined;
  if (call.method !== "GET") {
    headers.Origin = app.origin;
    const fields = call.body?.() ?? {};
    if (call.json) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(fields);
    } else if (call.multipart) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
      body = form;
    } else {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(fields as Record<string, string>);
    }
  }
  const res = await fetch(`${app.origin}${call.path()}`, {
    method: call.method,
    headers,
    body,
    redirect: "manual",
  });
  const text = await res.text();
  const location = res.headers.get("location");
  return {
    status: res.status,
    text,
    type: res.headers.get("content-type") ?? "",
    outcome: location ? `${res.status} ${new URL(location, app.origin).pathname}` : `${res.status}`,
  };
}

function isJsonRefusal(res: { type: string; text: string; status: number }) {
  if (!res.type.startsWith("application/json")) return false;
  try {
    const body = JSON.parse(res.text) as { error?: unknown; status?: unknown };
    return typeof body.error === "string" && body.status === res.status;
  } catch {
    return false;
  }
}

const allowedRoles = (call: Call): readonly StaffRole[] =>
  typeof call.allowed === "string"
    ? STAFF_ROLES.filter((r) => can(r, call.allowed as Permission))
    : call.allowed;

const everyRole = STAFF_ROLES;
const notProduction = ["owner", "project_lead", "accounting"] as const;

const CALLS: Record<string, Call> = {
  // pages
  "GET /admin": {
    method: "GET",
    path: () => "/admin",
    allowed: everyRole,
    ok: /^302 \/admin\/dashboard$/,
  },
  "GET /admin/dashboard": {
    method: "GET",
    path: () => "/admin/dashboard",
    allowed: everyRole,
    ok: /^200$/,
  },
  "GET /admin/dashboard?view=mine": {
    method: "GET",
    path: () => "/admin/dashboard?view=mine",
    allowed: everyRole,
    ok: /^200$/,
  },
  "GET /admin/orders/{open}": {
    method: "GET",
    path: () => `/admin/orders/${ids.open}`,
    allowed: everyRole,
    ok: /^200$/,
  },
  "GET /admin/orders/{open}?tab=payment": {
    method: "GET",
    path: () => `/admin/orders/${ids.open}?tab=payment`,
    allowed: everyRole,
    ok: /^200$/,
  },
  "GET /admin/orders/{own of Produktion}": {
    method: "GET",
    path: () => `/admin/orders/${ids.own}`,
    allowed: everyRole,
    ok: /^200$/,
  },
  "GET /admin/orders/{assigned to another}": {
    method: "GET",
    path: () => `/admin/orders/${ids.foreign}`,
    allowed: notProduction,
    ok: /^200$/,
  },
  "GET /admin/orders/{assigned to another}/delivery": {
    method: "GET",
    path: () => `/admin/orders/${ids.foreign}/delivery`,
    allowed: notProduction,
    ok: /^200$/,
  },
  "GET /admin/orders/{open}/delivery": {
    method: "GET",
    path: () => `/admin/orders/${ids.open}/delivery`,
    allowed: everyRole,
    ok: /^200$/,
  },
  "GET /admin/orders/{open}/go-live": {
    method: "GET",
    path: () => `/admin/orders/${ids.open}/go-live`,
    allowed: everyRole,
    ok: /^200$/,
  },
  "GET /admin/orders/{open}/messages": {
    method: "GET",
    path: () => `/admin/orders/${ids.open}/messages`,
    allowed: everyRole,
    ok: /^200$/,
  },
  "GET /admin/customers": {
    method: "GET",
    path: () => "/admin/customers?q=team-kunde",
    allowed: "customers.read",
    ok: /^200$/,
  },
  "GET /admin/customers/{customer}": {
    method: "GET",
    path: () => `/admin/customers/${ids.customer}`,
    allowed: "customers.read",
    ok: /^200$/,
  },
  "GET /admin/nachrichten": {
    method: "GET",
    path: () => "/admin/nachrichten",
    allowed: everyRole,
    ok: /^200$/,
  },
  "GET /admin/inquiries": {
    method: "GET",
    path: () => "/admin/inquiries",
    allowed: "inquiries.manage",
    ok: /^200$/,
  },
  "GET /admin/inquiries/{id}": {
    method: "GET",
    path: () => `/admin/inquiries/${ids.inquiry}`,
    allowed: "inquiries.manage",
    ok: /^200$/,
  },
  "GET /admin/invoices": {
    method: "GET",
    path: () => "/admin/invoices",
    allowed: "invoices.read",
    ok: /^200$/,
  },
  "GET /admin/invoices.csv": {
    method: "GET",
    path: () => "/admin/invoices.csv",
    allowed: "invoices.read",
    ok: /^200$/,
  },
  "GET /admin/invoices/datev": {
    method: "GET",
    path: () => "/admin/invoices/datev",
    allowed: "exports.datev",
    ok: /^200$/,
  },
  "GET /admin/invoices/datev.zip (no settings yet)": {
    method: "GET",
    path: () => "/admin/invoices/datev.zip?von=2026-01-01&bis=2026-01-31",
    allowed: "exports.datev",
    ok: /^302 \/admin\/invoices\/datev$/,
  },
  "GET /invoices/{unknown}.pdf": {
    method: "GET",
    path: () => "/invoices/00000000-0000-4000-8000-000000000000.pdf",
    allowed: "invoices.read",
    ok: /^404$/,
  },
  "GET /files/{document of an order assigned to another}": {
    method: "GET",
    path: () => `/files/${ids.foreignDocument}`,
    allowed: notProduction,
    ok: /^200$/,
    // Produktion: as unknown as any file it may not see
    refusal: 404,
  },
  // form posts
  "POST /admin/orders/{open} status": {
    method: "POST",
    path: () => `/admin/orders/${ids.open}`,
    body: () => ({ intent: "status", status: "in_progress" }),
    allowed: "orders.status",
    ok: /^302 \/admin\/orders\//,
  },
  "POST /admin/orders/{open} assign": {
    method: "POST",
    path: () => `/admin/orders/${ids.open}`,
    body: () => ({ intent: "assign", assigneeId: staff.production.id }),
    allowed: "orders.assign",
    ok: /^302 \/admin\/orders\//,
  },
  // the same assignment from a row of the dashboard's list (unchanged by now: same person)
  "POST /admin/dashboard assign": {
    method: "POST",
    path: () => "/admin/dashboard",
    body: () => ({
      intent: "assign",
      orderId: ids.open,
      assigneeId: staff.production.id,
      back: "/admin/dashboard?view=unassigned",
    }),
    allowed: "orders.assign",
    ok: /^302 \/admin\/dashboard$/,
  },
  "POST /admin/orders/{own} refund-check": {
    method: "POST",
    path: () => `/admin/orders/${ids.own}`,
    body: () => ({ intent: "refund-check", paymentId: "x", amount: "10,00", reason: "Test" }),
    allowed: "money.write",
    ok: /^(200|400|409)$/,
  },
  "POST /admin/orders/{own} clear-problem": {
    method: "POST",
    path: () => `/admin/orders/${ids.own}`,
    body: () => ({ intent: "clear-problem" }),
    allowed: "money.write",
    ok: /^302 \/admin\/orders\//,
  },
  "POST /admin/orders/{own} open-correction": {
    method: "POST",
    path: () => `/admin/orders/${ids.own}`,
    body: () => ({ intent: "open-correction" }),
    allowed: "orders.status",
    // not a professional order: refused as not possible, after the role check
    ok: /^(404|409)$/,
  },
  "POST /admin/orders/{own}/go-live": {
    method: "POST",
    path: () => `/admin/orders/${ids.own}/go-live`,
    body: () => ({ intent: "go-live", liveUrl: "https://team.example.com" }),
    allowed: "orders.goLive",
    // not accepted yet
    ok: /^409$/,
  },
  "POST /admin/orders/{own}/delivery": {
    method: "POST",
    path: () => `/admin/orders/${ids.own}/delivery`,
    body: () => ({ intent: "deliver", previewUrl: "https://vorschau.example.com", note: "" }),
    multipart: true,
    allowed: "orders.deliver",
    // the first delivery goes out; after it the order waits for the customer (409)
    ok: /^(302 \/admin\/orders\/.*|409)$/,
  },
  "POST /admin/orders/{own}/messages": {
    method: "POST",
    path: () => `/admin/orders/${ids.own}/messages`,
    body: () => ({ body: "Guten Tag, wir beginnen." }),
    multipart: true,
    allowed: "messages.write",
    ok: /^302 \/admin\/orders\//,
  },
  "GET /admin/nachrichten?thread={own}": {
    method: "GET",
    path: () => `/admin/nachrichten?thread=${ids.own}`,
    allowed: "messages.read",
    ok: /^200$/,
  },
  "POST /admin/nachrichten?thread={own} message": {
    method: "POST",
    path: () => `/admin/nachrichten?thread=${ids.own}`,
    body: () => ({ body: "Guten Tag aus dem Posteingang." }),
    multipart: true,
    allowed: "messages.write",
    ok: /^302 \/admin\/nachrichten$/,
  },
  "POST /admin/customers/{customer} billing profile": {
    method: "POST",
    path: () => `/admin/customers/${ids.customer}`,
    body: () => ({
      intent: "billing-profile",
      company: "Team GmbH",
      street: "Hauptstraße 1",
      zip: "10115",
      city: "Berlin",
      country: "DE",
    }),
    allowed: "invoices.correct",
    ok: /^302 \/admin\/customers\//,
  },
  "POST /admin/customers/{customer} delete (without the confirmation)": {
    method: "POST",
    path: () => `/admin/customers/${ids.customer}`,
    body: () => ({ note: "Löschantrag" }),
    allowed: "customers.delete",
    ok: /^400$/,
  },
  "POST /admin/inquiries/{id} status": {
    method: "POST",
    path: () => `/admin/inquiries/${ids.inquiry}`,
    body: () => ({ status: "done" }),
    allowed: "inquiries.manage",
    ok: /^302 \/admin\/inquiries\//,
  },
  "POST /admin/invoices/datev": {
    method: "POST",
    path: () => "/admin/invoices/datev",
    body: () => ({
      consultantNumber: "1001",
      clientNumber: "1",
      fiscalYearStartMonth: "1",
      chart: "SKR03",
      accountLength: "4",
    }),
    allowed: "exports.datev",
    ok: /^302 \/admin\/invoices$/,
  },
  "GET /admin/team": {
    method: "GET",
    path: () => "/admin/team",
    allowed: "team.manage",
    ok: /^200$/,
  },
  "POST /admin/team role": {
    method: "POST",
    path: () => "/admin/team",
    body: () => ({ intent: "role", userId: ids.extra, role: "accounting" }),
    allowed: "team.manage",
    ok: /^302 \/admin\/team$/,
  },
  "POST /admin/team auto-assign": {
    method: "POST",
    path: () => "/admin/team",
    // a rule for a package none of the walk's orders has, so the walk's assignments stay
    body: () => ({ intent: "auto-assign", "auto.premium": staff.project_lead.id }),
    allowed: "team.manage",
    ok: /^302 \/admin\/team$/,
  },
  "POST /admin/team invite": {
    method: "POST",
    path: () => "/admin/team",
    body: () => ({ intent: "invite", email: "neu@example.com", firstName: "Neu", role: "owner" }),
    allowed: "team.manage",
    ok: /^302 \/admin\/team$/,
  },
  "GET /admin/profil": {
    method: "GET",
    path: () => "/admin/profil",
    allowed: everyRole,
    ok: /^200$/,
  },
  "POST /admin/profil notifications": {
    method: "POST",
    path: () => "/admin/profil",
    // every switch stays on: only one's own settings, and the walk's mails stay as they were
    body: () => ({
      staffNotifyMessages: "on",
      staffNotifyCorrections: "on",
      staffNotifyPreviewDue: "on",
      staffNotifyAssigned: "on",
    }),
    allowed: everyRole,
    ok: /^302 \/admin\/profil$/,
  },
  // the JSON API
  "GET /api/admin/orders": {
    method: "GET",
    path: () => "/api/admin/orders",
    allowed: "api.read",
    ok: /^200$/,
  },
  "GET /api/admin/orders/{open}": {
    method: "GET",
    path: () => `/api/admin/orders/${ids.open}`,
    allowed: "api.read",
    ok: /^200$/,
  },
  "GET /api/orders/{open} (staff cookie only)": {
    method: "GET",
    path: () => `/api/orders/${ids.open}`,
    allowed: "api.read",
    ok: /^200$/,
  },
  "PATCH /api/admin/orders/{own}/status": {
    method: "PATCH",
    path: () => `/api/admin/orders/${ids.own}/status`,
    // back from 'Zur Abnahme' after the delivery above: confirmed
    body: () => ({ status: "in_progress", confirm: true }),
    json: true,
    allowed: "orders.status",
    ok: /^200$/,
  },
  "PATCH /api/orders/{foreign}/status": {
    method: "PATCH",
    path: () => `/api/orders/${ids.foreign}/status`,
    body: () => ({ status: "in_progress" }),
    json: true,
    allowed: "orders.status",
    ok: /^200$/,
  },
};

describe("every admin route for every role", () => {
  for (const [name, call] of Object.entries(CALLS)) {
    it(name, async () => {
      const allowed = allowedRoles(call);
      // the refused roles first: what they try would still change something
      const order = [...STAFF_ROLES].sort(
        (a, b) => Number(allowed.includes(a)) - Number(allowed.includes(b)),
      );
      const seen: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const role of order) {
        const before = await fingerprint();
        const res = await send(role, call);
        if (allowed.includes(role)) {
          seen[role] = call.ok.test(res.outcome) ? "normal" : `unexpected ${res.outcome}`;
          expected[role] = "normal";
        } else {
          const unchanged = JSON.stringify(await fingerprint()) === JSON.stringify(before);
          const german = /Rolle|zugewiesen|Keine Berechtigung|nicht gefunden/.test(res.text);
          // the API's refusal is JSON the tools can parse: {"error": "<German>", "status": 403}
          const json = !call.path().startsWith("/api/") || res.status !== 403 || isJsonRefusal(res);
          seen[role] =
            `${res.status}${unchanged ? "" : " changed"}${german ? "" : " not German"}` +
            (json ? "" : ` not JSON (${res.type})`);
          expected[role] = String(call.refusal ?? 403);
        }
      }
      expect(seen).toEqual(expected);
    });
  }
});

describe("what a role does not see", () => {
  it("Produktion gets no prices, payments or customer addresses on its pages", async () => {
    const dashboard = await send("production", {
      method: "GET",
      path: () => "/admin/dashboard",
      allowed: everyRole,
      ok: /^200$/,
    });
    expect(dashboard.text).not.toContain("€");
    expect(dashboard.text).not.toContain("team-kunde@example.com");
    expect(dashboard.text).not.toContain(`${ids.foreign.slice(0, 8)}`);
    const order = await send("production", {
      method: "GET",
      path: () => `/admin/orders/${ids.own}?tab=payment`,
      allowed: everyRole,
      ok: /^200$/,
    });
    expect(order.text).toContain("Unternehmen");
    expect(order.text).not.toContain("€");
    expect(order.text).not.toContain("EUR");
    expect(order.text).not.toContain("Erstatten");
    expect(order.text).not.toContain("team-kunde@example.com");
    const owner = await send("owner", {
      method: "GET",
      path: () => `/admin/orders/${ids.own}?tab=payment`,
      allowed: everyRole,
      ok: /^200$/,
    });
    expect(owner.text).toContain("€");
    expect(owner.text).toContain("team-kunde@example.com");
  });

  it("the dashboard's views: Meine Aufträge and Nicht zugewiesen, within the role's scope", async () => {
    // by now the walk above has assigned the open order to Produktion
    const shown = async (role: StaffRole, query: string) => {
      const res = await send(role, {
        method: "GET",
        path: () => `/admin/dashboard${query}`,
        allowed: everyRole,
        ok: /^200$/,
      });
      return Object.entries({ open: ids.open, own: ids.own, foreign: ids.foreign })
        .filter(([, id]) => res.text.includes(`#${id.slice(0, 8)}`))
        .map(([name]) => name);
    };
    expect(await shown("production", "")).toEqual(["open", "own"]);
    expect(await shown("production", "?view=mine")).toEqual(["open", "own"]);
    expect(await shown("owner", "")).toEqual(["open", "own", "foreign"]);
    expect(await shown("owner", "?view=mine")).toEqual([]);
    expect(await shown("project_lead", "?view=mine")).toEqual(["foreign"]);
    expect(await shown("owner", "?view=unassigned")).toEqual([]);
    await prisma.order.update({ where: { id: ids.open }, data: { assigneeId: null } });
    expect(await shown("owner", "?view=unassigned")).toEqual(["open"]);
    expect(await shown("production", "?view=unassigned")).toEqual(["open"]);
  });

  it("a forbidden page is a German 403 page inside the admin frame", async () => {
    const res = await send("production", {
      method: "GET",
      path: () => "/admin/invoices",
      allowed: [],
      ok: /^$/,
    });
    expect(res.status).toBe(403);
    expect(res.type).toContain("text/html");
    expect(res.text).toContain("Keine Berechtigung");
    expect(res.text).toContain("Ihre Rolle erlaubt diese Seite oder Aktion nicht.");
  });

  it("a customer asking the admin API gets the same JSON refusal", async () => {
    const res = await fetch(`${app.origin}/api/admin/orders`, {
      headers: { Cookie: await customerCookie(ids.customer) },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: "Keine Berechtigung", status: 403 });
  });

  it("the history names who assigned and who changed the status, with the role", async () => {
    const history = await prisma.orderStatusChange.findMany({
      where: { orderId: ids.open },
      include: { changedBy: true },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((h) => [h.toStatus, h.changedBy?.staffRole, h.note])).toEqual(
      expect.arrayContaining([
        ["in_progress", "owner", null],
        ["in_progress", "owner", "Zuständig: production Team (Produktion)"],
      ]),
    );
    const page = await send("owner", {
      method: "GET",
      path: () => `/admin/orders/${ids.open}`,
      allowed: everyRole,
      ok: /^200$/,
    });
    expect(page.text).toContain("owner Team (Inhaber)");
    // the billing-profile correction of the walk above: a line on each order, signed
    expect(page.text).toContain("Rechnungsangaben korrigiert: Team GmbH");
    expect(page.text).toContain("accounting Team (Buchhaltung)");
  });

  it("Kunden is in the navigation only for the roles that may see customers", async () => {
    for (const role of STAFF_ROLES) {
      const res = await send(role, {
        method: "GET",
        path: () => "/admin/dashboard",
        allowed: everyRole,
        ok: /^200$/,
      });
      expect(res.text.includes('href="/admin/customers"'), role).toBe(can(role, "customers.read"));
    }
  });
});

// Which call above walks each admin route module; a new admin route fails here until it is added.
const WALKED_BY: Record<string, string> = {
  "admin._index": "GET /admin",
  admin: "GET /admin/dashboard",
  "admin.dashboard": "GET /admin/dashboard",
  "admin.orders.$orderId": "POST /admin/orders/{open} status",
  "admin.orders.$orderId_.delivery": "POST /admin/orders/{own}/delivery",
  "admin.orders.$orderId_.go-live": "POST /admin/orders/{own}/go-live",
  "admin.orders.$orderId_.messages": "POST /admin/orders/{own}/messages",
  "admin.customers.$userId": "POST /admin/customers/{customer} billing profile",
  "admin.nachrichten": "POST /admin/nachrichten?thread={own} message",
  "admin.customers._index": "GET /admin/customers",
  "admin.inquiries._index": "GET /admin/inquiries",
  "admin.inquiries.$inquiryId": "POST /admin/inquiries/{id} status",
  "admin.invoices": "GET /admin/invoices",
  "admin.invoices[.]csv": "GET /admin/invoices.csv",
  "admin.invoices_.datev": "POST /admin/invoices/datev",
  "admin.invoices_.datev[.]zip": "GET /admin/invoices/datev.zip (no settings yet)",
  "admin.team": "POST /admin/team role",
  "admin.profil": "POST /admin/profil notifications",
  // the invitation link is bound to its one-time token, not to a role (team.test.ts)
  "admin.einladung": "",
  "api.admin.orders": "GET /api/admin/orders",
  "api.admin.orders.$orderId": "GET /api/admin/orders/{open}",
  "api.admin.orders.$orderId.status": "PATCH /api/admin/orders/{own}/status",
  // signing in and out is not a role's business: public, and the caller's own session
  "admin.login": "",
  "admin.logout": "",
  "api.admin.login": "",
  "api.admin.logout": "",
};

it("every admin route module and admin API route is walked above", () => {
  const modules = readdirSync("app/routes")
    .map((f) => f.replace(/\.tsx?$/, ""))
    .filter((m) => m === "admin" || m.startsWith("admin.") || m.startsWith("api.admin."));
  expect(modules.filter((m) => !(m in WALKED_BY))).toEqual([]);
  expect(Object.values(WALKED_BY).filter((call) => call && !(call in CALLS))).toEqual([]);
});
