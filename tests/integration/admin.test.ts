// Admin area (issue 6): sign-in with its own cookie, the guard, dashboard figures and
// list, the order detail, status changes with their audit row, and admin bootstrap.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cookieFromSetCookie,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { ADMIN_PAGE_SIZE, idPrefixRange } from "~/models/order/admin-list.server";
import { ORDER_STATUSES, type OrderStatus } from "~/models/order/status";
import { changeOrderStatus, InvalidStatusError } from "~/models/order/status.server";
import {
  adminExists,
  bootstrapDevAdmin,
  DEV_ADMIN_EMAIL,
  ensureAdmin,
  ensureAdminsAtStartup,
} from "~/models/team/admin.server";
import { loader as dashboardLoader } from "~/routes/admin.dashboard";
import { action as loginAction, loader as loginLoader } from "~/routes/admin.login";
import { action as logoutAction } from "~/routes/admin.logout";
import { action as orderAction, loader as orderLoader } from "~/routes/admin.orders.$orderId";
import { getAdminUserId } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { UNKNOWN_INTENT } from "~/utils/misc";
import { hashPassword, verifyPassword } from "~/utils/password.server";
import { _resetAllForTests } from "~/utils/rate-limit.server";
import { adminSessionStorage } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";

beforeEach(() => _resetAllForTests());

const PASSWORD = "admin-passwort-123";

async function createAdmin(email = `admin-${randomUUID().slice(0, 8)}@example.com`) {
  return createCustomer({ email, isAdmin: true, passwordHash: await hashPassword(PASSWORD) });
}

function adminLogin(fields: Record<string, string>, cookie?: string, ip = "203.0.113.20") {
  const request = formRequest("/admin/login", fields, cookie);
  return thrown(loginAction(routeArgs(request, {}, { clientIp: ip })));
}

/** Signs in through the real action and returns the admin cookie. */
async function adminCookie(email: string) {
  const response = await adminLogin({ email, password: PASSWORD });
  expect(response.status).toBe(302);
  return cookieFromSetCookie(response.headers.get("Set-Cookie"));
}

async function createOrder(
  userId: string,
  data: { status?: OrderStatus; totalPriceCents?: number; company?: string; createdAt?: Date } = {},
) {
  return prisma.order.create({
    data: {
      userId,
      status: data.status ?? "draft",
      totalPriceCents: data.totalPriceCents ?? 0,
      company: data.company ?? null,
      createdAt: data.createdAt,
      packageType: "standard",
      paymentType: "onetime",
      basePriceCents: 499_00,
    },
    select: { id: true },
  });
}

const dashboard = async (cookie: string, query = "") =>
  thrown(dashboardLoader(routeArgs(getRequest(`/admin/dashboard${query}`, cookie))));

describe("admin login", () => {
  it("signs an admin in with the __admin cookie and an admin database session, rotating the old one", async () => {
    const admin = await createAdmin("chefin@example.com");
    const first = await adminCookie("chefin@example.com");
    const firstId = (await adminSessionStorage().getSession(first)).get("sessionId")!;
    const response = await adminLogin({ email: "Chefin@Example.com", password: PASSWORD }, first);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
    expect(response.headers.get("Set-Cookie")).toMatch(/^__admin=/);
    const cookie = cookieFromSetCookie(response.headers.get("Set-Cookie"));
    const sessionId = (await adminSessionStorage().getSession(cookie)).get("sessionId")!;
    expect(sessionId).not.toBe(firstId);
    expect(await prisma.session.findUnique({ where: { id: firstId } })).toBeNull();
    expect(await prisma.session.findUniqueOrThrow({ where: { id: sessionId } })).toMatchObject({
      kind: "admin",
      userId: admin.id,
    });
    expect(await getAdminUserId(getRequest("/admin/dashboard", cookie))).toBe(admin.id);
    // the login page sends a signed-in admin on
    expect(
      (await thrown(loginLoader(routeArgs(getRequest("/admin/login", cookie))))).headers.get(
        "Location",
      ),
    ).toBe("/admin/dashboard");
  });

  it("only follows redirect targets inside the admin area", async () => {
    await createAdmin("ziel@example.com");
    const inside = await adminLogin({
      email: "ziel@example.com",
      password: PASSWORD,
      redirectTo: "/admin/orders/abc",
    });
    expect(inside.headers.get("Location")).toBe("/admin/orders/abc");
    for (const redirectTo of ["//evil.example/x", "/dashboard", "https://evil.example"]) {
      const response = await adminLogin({
        email: "ziel@example.com",
        password: PASSWORD,
        redirectTo,
      });
      expect(response.headers.get("Location")).toBe("/admin/dashboard");
    }
  });

  it("refuses a customer with the right password exactly like a wrong password", async () => {
    await createCustomer({
      email: "kunde@example.com",
      passwordHash: await hashPassword(PASSWORD),
    });
    await createAdmin("admin2@example.com");
    for (const fields of [
      { email: "kunde@example.com", password: PASSWORD },
      { email: "admin2@example.com", password: "falsches-passwort" },
      { email: "niemand@example.com", password: PASSWORD },
    ]) {
      const response = await adminLogin(fields);
      expect(response.status).toBe(401);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      const body = await response.json();
      expect(body.title).toBe("Anmeldung fehlgeschlagen");
      expect(body.result.error[""]).toEqual(["Ungültige Anmeldedaten"]);
      expect(body.result.initialValue.password).toBeUndefined();
    }
    expect(
      await prisma.session.count({
        where: { kind: "admin", user: { email: "kunde@example.com" } },
      }),
    ).toBe(0);
  });

  it("asks for both fields with one message (01 §5)", async () => {
    for (const fields of [
      { email: "", password: "" },
      { email: "a@b.de", password: "" },
      { email: "", password: "x" },
    ]) {
      const response = await adminLogin(fields);
      expect(response.status).toBe(400);
      expect((await response.json()).result.error[""]).toEqual([
        "Bitte füllen Sie alle Felder aus",
      ]);
    }
  });

  it("throttles guessing per account (429 with Retry-After), even with the right password afterwards", async () => {
    await createAdmin("brute-admin@example.com");
    for (let i = 0; i < 5; i++)
      expect(
        (await adminLogin({ email: "brute-admin@example.com", password: `falsch-${i}` })).status,
      ).toBe(401);
    const blocked = await adminLogin({ email: "brute-admin@example.com", password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await blocked.json()).result.error[""][0]).toMatch(/Zu viele Versuche/);
  });

  it("throttles one client guessing many accounts (per IP)", async () => {
    for (let i = 0; i < 30; i++)
      await adminLogin(
        { email: `rate${i}@example.com`, password: "x" },
        undefined,
        "198.51.100.30",
      );
    expect(
      (await adminLogin({ email: "other@example.com", password: "x" }, undefined, "198.51.100.30"))
        .status,
    ).toBe(429);
    expect(
      (await adminLogin({ email: "other@example.com", password: "x" }, undefined, "198.51.100.31"))
        .status,
    ).toBe(401);
  });

  it("logs out: the admin session is gone, the cookie cleared", async () => {
    await createAdmin("logout@example.com");
    const cookie = await adminCookie("logout@example.com");
    const sessionId = (await adminSessionStorage().getSession(cookie)).get("sessionId")!;
    const response = await thrown(
      logoutAction(routeArgs(formRequest("/admin/logout", {}, cookie))),
    );
    expect(response.headers.get("Location")).toBe("/admin/login");
    expect(response.headers.get("Set-Cookie")).toMatch(/__admin=;/);
    expect(await prisma.session.findUnique({ where: { id: sessionId } })).toBeNull();
    expect(await getAdminUserId(getRequest("/admin/dashboard", cookie))).toBeNull();
  });
});

describe("admin guard", () => {
  it("sends a visitor to /admin/login with the way back", async () => {
    const response = await dashboard("", "?status=paid");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/admin/login?${new URLSearchParams({ redirectTo: "/admin/dashboard?status=paid" })}`,
    );
  });

  it("does not let a customer session in, not even one of an admin account", async () => {
    const customer = await createCustomer();
    const adminUser = await createAdmin();
    for (const user of [customer, adminUser]) {
      const cookie = await customerCookie(user.id);
      expect((await dashboard(cookie)).headers.get("Location")).toMatch(/^\/admin\/login\?/);
    }
  });

  it("ends access when the account is no longer an admin", async () => {
    const admin = await createAdmin("entzogen@example.com");
    const cookie = await adminCookie("entzogen@example.com");
    expect((await dashboard(cookie)).status).toBe(200);
    await prisma.user.update({ where: { id: admin.id }, data: { isAdmin: false } });
    expect((await dashboard(cookie)).headers.get("Location")).toMatch(/^\/admin\/login\?/);
  });

  it("guards the order page and the status change", async () => {
    const customer = await createCustomer();
    const order = await createOrder(customer.id, { status: "paid" });
    const cookie = await customerCookie(customer.id);
    const load = await thrown(
      orderLoader(
        routeArgs(getRequest(`/admin/orders/${order.id}`, cookie), { orderId: order.id }),
      ),
    );
    expect(load.headers.get("Location")).toMatch(/^\/admin\/login\?/);
    const post = await thrown(
      orderAction(
        routeArgs(formRequest(`/admin/orders/${order.id}`, { status: "completed" }, cookie), {
          orderId: order.id,
        }),
      ),
    );
    expect(post.headers.get("Location")).toMatch(/^\/admin\/login\?/);
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } }))
        .status,
    ).toBe("paid");
  });
});

describe("admin dashboard", () => {
  let cookie: string;
  beforeEach(async () => {
    // payment facts are kept with their orders (onDelete: Restrict): remove them first
    await prisma.subscription.deleteMany();
    await prisma.payment.deleteMany({ where: { kind: "refund" } });
    await prisma.payment.deleteMany();
    await prisma.order.deleteMany();
    const admin = await createAdmin();
    cookie = await adminCookie(admin.email);
  });

  it("counts orders by status; revenue is the ledger's payments minus refunds, the recurring figure the running subscriptions", async () => {
    const customer = await createCustomer();
    // one order in every status, each with its own price: 100, 200, 300, … €
    const ids: Partial<Record<OrderStatus, string>> = {};
    for (const [i, status] of ORDER_STATUSES.entries())
      ids[status] = (
        await createOrder(customer.id, { status, totalPriceCents: (i + 1) * 100_00 })
      ).id;
    const extra = await createOrder(customer.id, { status: "in_progress", totalPriceCents: 49_50 });
    // money received: two payments and a partial refund; an order price alone is not revenue
    const paid = await prisma.payment.create({
      data: {
        orderId: ids.paid!,
        kind: "payment",
        purpose: "order",
        amountCents: 400_00,
        externalId: "cs_admin_1",
      },
    });
    await prisma.payment.create({
      data: {
        orderId: extra.id,
        kind: "payment",
        purpose: "order",
        amountCents: 49_50,
        externalId: "cs_admin_2",
      },
    });
    await prisma.payment.create({
      data: {
        orderId: ids.paid!,
        kind: "refund",
        purpose: "refund",
        amountCents: 100_00,
        externalId: "re_admin_1",
        refundOfId: paid.id,
      },
    });
    for (const [status, orderId, amountCents] of [
      ["active", ids.completed!, 69_00],
      ["past_due", ids.review!, 49_00],
      ["canceled", ids.in_progress!, 99_00],
    ] as const)
      await prisma.subscription.create({ data: { orderId, status, amountCents } });
    const data = await (await dashboard(cookie)).json();
    expect(data.stats).toEqual({
      // every status, 'Online' (issue 30) included, plus the extra order
      totalOrders: "10",
      paidOrders: "6",
      inProgressOrders: "2",
      revenue: "349,50\u00a0€",
      recurring: "118\u00a0€",
      // the past_due subscription (issue 28 item 3)
      overdue: "1",
    });
    expect(data.total).toBe(10);
    expect(data.overdue).toEqual([
      expect.objectContaining({
        orderId: ids.review,
        open: null,
        statusLabel: "Zahlung überfällig",
      }),
    ]);
  });

  it("shows the table columns: order number, company and contact, package, price, status, date", async () => {
    const customer = await createCustomer({
      email: "tabelle@example.com",
      firstName: "Tina",
      lastName: "Tabelle",
    });
    const order = await prisma.order.create({
      data: {
        userId: customer.id,
        company: "Tabellen GmbH",
        contactPerson: "Tom Tabelle",
        packageType: "premium",
        totalPriceCents: 999_00,
        status: "paid",
        createdAt: new Date("2026-03-05T10:00:00Z"),
      },
      select: { id: true },
    });
    const [row] = (await (await dashboard(cookie)).json()).orders;
    expect(row).toEqual({
      id: order.id,
      shortId: order.id.slice(0, 8),
      company: "Tabellen GmbH",
      contactPerson: "Tom Tabelle",
      email: "tabelle@example.com",
      accountDeleted: false,
      assignee: null,
      // the row's own assignment form starts at the current assignee
      assigneeId: null,
      packageName: "Premium",
      price: "999\u00a0€",
      monthly: null,
      status: "paid",
      paymentProblem: null,
      createdAt: "05.03.2026",
      unreadMessages: 0,
      // a one-time order's hosting after the free year, once it is online (hosting.test.ts)
      hosting: null,
      // the promised first preview is overdue (go-live.test.ts); this order has no payment date
      overdueSince: null,
    });
  });

  it("filters by status and searches company, customer e-mail and order number", async () => {
    const anna = await createCustomer({ email: "anna@kanzlei.example" });
    const bernd = await createCustomer({ email: "bernd@example.com" });
    const a = await createOrder(anna.id, { status: "paid", company: "Bäckerei Sonnenschein" });
    const b = await createOrder(bernd.id, { status: "draft", company: "Autohaus Blitz" });
    await createOrder(bernd.id, { status: "paid", company: "Metzgerei Wurst" });
    const ids = async (query: string) =>
      ((await (await dashboard(cookie, query)).json()).orders as Array<{ id: string }>)
        .map((o) => o.id)
        .sort();

    expect(await ids("?status=draft")).toEqual([b.id]);
    expect((await ids("?status=paid")).length).toBe(2);
    expect(await ids("?q=sonnenSCHEIN")).toEqual([a.id]);
    expect(await ids("?q=kanzlei.example")).toEqual([a.id]);
    expect(await ids(`?q=${a.id.slice(0, 8)}`)).toEqual([a.id]);
    expect(await ids(`?q=%23${b.id.slice(0, 6)}`)).toEqual([b.id]);
    expect(await ids("?q=blitz&status=paid")).toEqual([]);
    // unknown filter values are ignored rather than failing
    expect((await ids("?status=gibtsnicht&page=abc")).length).toBe(3);
  });

  it("pages through 50 orders at a time, newest first, keeping the filter", async () => {
    const customer = await createCustomer();
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < ADMIN_PAGE_SIZE + 5; i++)
      await createOrder(customer.id, { status: "paid", createdAt: new Date(start + i * 60_000) });
    await createOrder(customer.id, { status: "draft" });
    const first = await (await dashboard(cookie, "?status=paid")).json();
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: ADMIN_PAGE_SIZE + 5 });
    expect(first.orders).toHaveLength(ADMIN_PAGE_SIZE);
    const second = await (await dashboard(cookie, "?status=paid&page=2")).json();
    expect(second.orders).toHaveLength(5);
    const all = [...first.orders, ...second.orders].map((o: { id: string }) => o.id);
    expect(new Set(all).size).toBe(ADMIN_PAGE_SIZE + 5);
    // the last one is the oldest
    const oldest = await prisma.order.findFirstOrThrow({
      where: { status: "paid" },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    expect(all.at(-1)).toBe(oldest.id);
  });

  it("turns an order-number prefix into an id range", () => {
    expect(idPrefixRange("#AB12")).toEqual({
      gte: "ab120000-0000-0000-0000-000000000000",
      lte: "ab12ffff-ffff-ffff-ffff-ffffffffffff",
    });
    expect(idPrefixRange("Bäckerei")).toBeNull();
  });
});

describe("admin order detail", () => {
  it("shows the five tabs' data with the charged catalogue prices, and 404 for an unknown order", async () => {
    const admin = await createAdmin();
    const cookie = await adminCookie(admin.email);
    const customer = await createCustomer({ email: "detail@example.com" });
    const order = await prisma.order.create({
      data: {
        userId: customer.id,
        company: "Detail AG",
        domain: "detail-ag",
        domainExtension: ".com",
        designStyle: "classic",
        packageType: "standard",
        paymentType: "onetime",
        basePriceCents: 499_00,
        totalPriceCents: 499_00 + 2 * 99_00 + 199_00,
        additionalPagesCount: 2,
        additionalServices: JSON.stringify({ blogSystem: true }),
        pageContents: [
          { title: "Willkommen", description: "Text" },
          { title: "Team", description: "" },
        ],
        status: "completed",
        paymentMethod: "card",
        stripePaymentId: "pi_test_123",
        isTestPayment: true,
      },
      select: { id: true },
    });
    await prisma.uploadedDocument.create({
      data: {
        orderId: order.id,
        section: "company",
        name: "logo.png",
        contentType: "image/png",
        size: 10,
        storageKey: `k-${order.id}`,
      },
      select: { id: true },
    });
    const data = await (
      await thrown(
        orderLoader(
          routeArgs(getRequest(`/admin/orders/${order.id}?tab=services`, cookie), {
            orderId: order.id,
          }),
        ),
      )
    ).json();
    expect(data.tab).toBe("services");
    expect(data.services.packageLine).toBe("Standard-Website - 499 EUR");
    expect(data.services.addOns.map((a: { text: string }) => a.text)).toEqual([
      // the charged catalogue prices, not the spec's retired 75 / 149 (decisions)
      "Zusätzliche Seite × 2 - 198 EUR",
      "Blog / News - 199 EUR",
    ]);
    expect(data.website).toEqual({
      domain: "detail-ag.com",
      designStyle: "Klassisch",
      colorDescription: null,
      designPreferences: null,
    });
    expect(data.company.documents).toEqual([
      expect.objectContaining({ name: "logo.png", url: expect.stringMatching(/^\/files\//) }),
    ]);
    expect(data.pages.map((p: { label: string }) => p.label)).toEqual(["Startseite", "Seite 2"]);
    expect(data.payment).toMatchObject({
      paymentStatus: "Bezahlt",
      paymentId: "pi_test_123",
      isTestPayment: true,
      paymentMethod: "Kreditkarte",
    });

    for (const id of [randomUUID(), "kein-uuid"]) {
      const missing = await thrown(
        orderLoader(routeArgs(getRequest(`/admin/orders/${id}`, cookie), { orderId: id })),
      );
      expect(missing.status).toBe(404);
      expect(await missing.json()).toBe("Auftrag nicht gefunden");
    }
  });
});

describe("status changes", () => {
  async function setup(status: OrderStatus = "paid") {
    const admin = await createAdmin();
    const cookie = await adminCookie(admin.email);
    const customer = await createCustomer();
    const order = await createOrder(customer.id, { status });
    const post = (value: string, tab = "payment") =>
      thrown(
        orderAction(
          routeArgs(formRequest(`/admin/orders/${order.id}`, { status: value, tab }, cookie), {
            orderId: order.id,
          }),
        ),
      );
    return { admin, cookie, order, post };
  }

  it("writes the new status and its audit row, and says so in a toast", async () => {
    const { admin, order, post } = await setup("paid");
    const response = await post("in_progress");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/orders/${order.id}?tab=payment`);
    const { toast } = await getToast(
      getRequest("/", cookieFromSetCookie(response.headers.get("Set-Cookie"))),
    );
    expect(toast).toMatchObject({
      type: "success",
      title: "Status aktualisiert",
      description: "Neuer Status: In Bearbeitung",
    });
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } }))
        .status,
    ).toBe("in_progress");
    const rows = await prisma.orderStatusChange.findMany({ where: { orderId: order.id } });
    expect(rows).toEqual([
      expect.objectContaining({
        fromStatus: "paid",
        toStatus: "in_progress",
        changedById: admin.id,
        source: "admin",
      }),
    ]);
  });

  it("writes nothing when the status stays the same", async () => {
    const { order, post } = await setup("completed");
    const response = await post("completed");
    expect(response.status).toBe(302);
    expect(await prisma.orderStatusChange.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("refuses unknown statuses with 400 'Ungültiger Status' and changes nothing", async () => {
    const { order, post } = await setup("paid");
    for (const value of ["gelöscht", "", "PAID"]) {
      const response = await post(value);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Ungültiger Status" });
    }
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } }))
        .status,
    ).toBe("paid");
    expect(await prisma.orderStatusChange.count({ where: { orderId: order.id } })).toBe(0);
    await expect(
      changeOrderStatus(order.id, "storniert", { userId: null, source: "admin" }),
    ).rejects.toBeInstanceOf(InvalidStatusError);
  });

  it("keeps status and audit row together: when the audit row cannot be written, the status stays", async () => {
    const { order } = await setup("paid");
    // an actor that does not exist violates the audit row's foreign key
    await expect(
      changeOrderStatus(order.id, "in_progress", { userId: randomUUID(), source: "admin" }),
    ).rejects.toThrow();
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } }))
        .status,
    ).toBe("paid");
    expect(await prisma.orderStatusChange.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("answers 404 for an unknown order", async () => {
    const { cookie } = await setup();
    const id = randomUUID();
    const response = await thrown(
      orderAction(
        routeArgs(formRequest(`/admin/orders/${id}`, { status: "paid" }, cookie), { orderId: id }),
      ),
    );
    expect(response.status).toBe(404);
  });

  it("answers an unknown intent with a German 400 and changes nothing", async () => {
    const { order, cookie } = await setup("paid");
    const response = await thrown(
      orderAction(
        routeArgs(
          formRequest(
            `/admin/orders/${order.id}`,
            { intent: "zaubern", status: "cancelled" },
            cookie,
          ),
          { orderId: order.id },
        ),
      ),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: UNKNOWN_INTENT });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
  });
});

describe("admin accounts", () => {
  afterEach(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    resetEnvCache();
  });

  it("ensureAdmin creates, leaves a matching password alone, and updates a changed one (ending sessions)", async () => {
    const created = await ensureAdmin("Neu.Admin@Example.com", "erstes-passwort-1");
    expect(created.outcome).toBe("created");
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "neu.admin@example.com" } });
    expect(user).toMatchObject({ isAdmin: true, emailVerified: true });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    expect((await ensureAdmin("neu.admin@example.com", "erstes-passwort-1")).outcome).toBe(
      "unchanged",
    );
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(
      user.passwordHash,
    );

    await prisma.session.create({
      data: {
        id: "alte-sitzung",
        userId: user.id,
        kind: "admin",
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    expect((await ensureAdmin("neu.admin@example.com", "zweites-passwort-2")).outcome).toBe(
      "updated",
    );
    const updated = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(updated.passwordHash, "zweites-passwort-2")).toBe(true);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    await expect(ensureAdmin("x@example.com", "zu-kurz")).rejects.toThrow(/mindestens 12/);
  });

  it("promotes an existing customer account", async () => {
    const customer = await createCustomer({
      email: "befoerdert@example.com",
      emailVerified: false,
    });
    expect((await ensureAdmin("befoerdert@example.com", "befoerdert-passwort")).outcome).toBe(
      "updated",
    );
    expect(await prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({
      isAdmin: true,
      emailVerified: true,
    });
  });

  it("the start-up task ensures the admin from ADMIN_EMAIL/ADMIN_PASSWORD", async () => {
    process.env.ADMIN_EMAIL = "start@example.com";
    process.env.ADMIN_PASSWORD = "start-passwort-123";
    resetEnvCache();
    const log = { info: vi.fn(), warn: vi.fn() };
    await ensureAdminsAtStartup(log);
    expect(log.info).toHaveBeenCalledWith(
      "Administrator start@example.com angelegt (ADMIN_EMAIL).",
    );
    const response = await adminLogin({
      email: "start@example.com",
      password: "start-passwort-123",
    });
    expect(response.status).toBe(302);
    // the password never reaches the log
    expect(JSON.stringify([log.info.mock.calls, log.warn.mock.calls])).not.toContain(
      "start-passwort-123",
    );
  });

  it("bootstraps a development admin once, prints it once, never in production", async () => {
    await prisma.user.updateMany({ data: { isAdmin: false } });
    expect(await bootstrapDevAdmin(vi.fn(), "production")).toBeNull();
    expect(await adminExists()).toBe(false);

    const log = vi.fn();
    const created = await bootstrapDevAdmin(log, "development");
    expect(created?.email).toBe(DEV_ADMIN_EMAIL);
    expect(created!.password.length).toBeGreaterThanOrEqual(20);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toContain(created!.password);
    expect((await adminLogin({ email: DEV_ADMIN_EMAIL, password: created!.password })).status).toBe(
      302,
    );

    const again = vi.fn();
    expect(await bootstrapDevAdmin(again, "development")).toBeNull();
    expect(again).not.toHaveBeenCalled();
    expect(await prisma.user.count({ where: { email: DEV_ADMIN_EMAIL } })).toBe(1);
  });
});
