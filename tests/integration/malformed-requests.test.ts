// Malformed and unusual requests of issue 27 that are not about tokens: posts without a form (item 3), upload
// names with ; and = (4), the
// invoice journal's date range (5), missing storage objects and POSTs to download routes
// (6), the limit on customer messages (7), line breaks in one-line fields (8) and broken
// %-encoding (9). Loaders and actions are called with real Requests on a real database;
// the last block asks the real HTTP layer around the production build that no answer is
// Remix's English "Unexpected Server Error".
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  BASE,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  multipart,
  routeArgs,
  thrown,
  defaultPackageConfig,
} from "../support/fixtures";
import { startHttpApp } from "../support/http-app";
import { RANGE_MESSAGES } from "~/models/invoice/range";
import { MESSAGE_TEXTS } from "~/models/messages/messages";
import { createDraftOrder } from "~/models/order/order.server";
import { action as accountAction } from "~/routes/account";
import { action as deleteAction } from "~/routes/account_.delete";
import { action as exportAction } from "~/routes/account_.export";
import { action as adminCustomerAction } from "~/routes/admin.customers.$userId";
import { action as inquiryAction } from "~/routes/admin.inquiries.$inquiryId";
import { loader as journalLoader } from "~/routes/admin.invoices";
import { action as csvAction, loader as csvLoader } from "~/routes/admin.invoices[.]csv";
import { action as adminOrderAction } from "~/routes/admin.orders.$orderId";
import { action as apiUploadAction } from "~/routes/api.orders.$orderId.upload";
import { action as billingAction } from "~/routes/billing";
import { action as filesAction, loader as filesLoader } from "~/routes/files.$documentId";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as invoiceAction, loader as invoiceLoader } from "~/routes/invoices.$file";
import { action as contactAction } from "~/routes/kontakt";
import { action as loginAction } from "~/routes/login";
import { action as orderAction } from "~/routes/order-details.$orderId";
import { action as deliveryAction } from "~/routes/order-details.$orderId_.delivery";
import { action as threadAction } from "~/routes/order-details.$orderId_.messages";
import { action as registerAction } from "~/routes/register";
import { action as resetAction } from "~/routes/reset-password";
import { prisma } from "~/utils/db.server";
import { FORM_MESSAGES, METHOD_NOT_ALLOWED_MESSAGE } from "~/utils/form-data.server";
import { _resetAllForTests, LIMITS } from "~/utils/rate-limit.server";
import { getStorage } from "~/utils/storage.server";
import { LINE_BREAK_MESSAGE } from "~/utils/text";

beforeEach(() => _resetAllForTests());

let customer: { id: string; cookie: string; orderId: string };
let admin: { id: string; cookie: string };
beforeAll(async () => {
  const user = await createCustomer();
  const { id: orderId } = await createDraftOrder(user.id, defaultPackageConfig("standard"));
  customer = { id: user.id, cookie: await customerCookie(user.id), orderId };
  const staff = await createCustomer({ isAdmin: true });
  admin = { id: staff.id, cookie: await adminCookieFor(staff.id) };
});

/** A POST whose body is whatever a script sends: nothing, JSON, raw bytes. */
function rawPost(
  path: string,
  body: { type?: string; data?: string | Uint8Array } = {},
  cookie?: string,
) {
  const headers: Record<string, string> = { Origin: BASE };
  if (body.type) headers["Content-Type"] = body.type;
  if (cookie) headers.Cookie = cookie;
  const data = typeof body.data === "string" || !body.data ? body.data : Buffer.from(body.data);
  return new Request(`${BASE}${path}`, { method: "POST", headers, body: data });
}

type Action = (args: ReturnType<typeof routeArgs>) => unknown;

/** The form-reading actions of the issue, each with what it needs to get to the form. */
function formActions(): Array<{
  name: string;
  /** the route's id, for Remix data requests (`?_data=`) */
  routeId: string;
  path: string;
  action: Action;
  cookie?: string;
  params?: Record<string, string>;
}> {
  const inquiryId = randomUUID();
  return [
    {
      routeId: "routes/account",
      name: "/account",
      path: "/account",
      action: accountAction,
      cookie: customer.cookie,
    },
    {
      routeId: "routes/account_.delete",
      name: "/account/delete",
      path: "/account/delete",
      action: deleteAction,
      cookie: customer.cookie,
    },
    {
      routeId: "routes/account_.export",
      name: "/account/export",
      path: "/account/export",
      action: exportAction,
      cookie: customer.cookie,
    },
    {
      routeId: "routes/billing",
      name: "/billing",
      path: "/billing",
      action: billingAction,
      cookie: customer.cookie,
    },
    {
      routeId: "routes/order-details.$orderId_.delivery",
      name: "/order-details/{id}/delivery",
      path: `/order-details/${customer.orderId}/delivery`,
      action: deliveryAction,
      cookie: customer.cookie,
      params: { orderId: customer.orderId },
    },
    {
      routeId: "routes/order-details.$orderId",
      name: "/order-details/{id}",
      path: `/order-details/${customer.orderId}`,
      action: orderAction,
      cookie: customer.cookie,
      params: { orderId: customer.orderId },
    },
    {
      routeId: "routes/admin.inquiries.$inquiryId",
      name: "/admin/inquiries/{id}",
      path: `/admin/inquiries/${inquiryId}`,
      action: inquiryAction,
      cookie: admin.cookie,
      params: { inquiryId },
    },
    {
      routeId: "routes/admin.customers.$userId",
      name: "/admin/customers/{id}",
      path: `/admin/customers/${customer.id}`,
      action: adminCustomerAction,
      cookie: admin.cookie,
      params: { userId: customer.id },
    },
    {
      routeId: "routes/admin.orders.$orderId",
      name: "/admin/orders/{id}",
      path: `/admin/orders/${customer.orderId}`,
      action: adminOrderAction,
      cookie: admin.cookie,
      params: { orderId: customer.orderId },
    },
    { routeId: "routes/login", name: "/login", path: "/login", action: loginAction },
    { routeId: "routes/register", name: "/register", path: "/register", action: registerAction },
    {
      routeId: "routes/forgot-password",
      name: "/forgot-password",
      path: "/forgot-password",
      action: forgotAction,
    },
    {
      routeId: "routes/reset-password",
      name: "/reset-password",
      path: "/reset-password?token=x",
      action: resetAction,
    },
    { routeId: "routes/kontakt", name: "/kontakt", path: "/kontakt", action: contactAction },
  ];
}

describe("a post without a form (item 3)", () => {
  const BODIES = {
    "no body": {},
    JSON: { type: "application/json", data: JSON.stringify({ email: "a@example.com" }) },
    "plain text": { type: "text/plain", data: "email=a@example.com" },
  };

  for (const [kind, body] of Object.entries(BODIES))
    it(`answers ${kind} with a German 400 on every form action`, async () => {
      for (const route of formActions()) {
        const res = await thrown(
          route.action(routeArgs(rawPost(route.path, body, route.cookie), route.params ?? {})),
        );
        expect(res.status, route.name).toBe(400);
        expect(await res.text(), route.name).toBe(FORM_MESSAGES.notAForm);
      }
    });

  it("answers a broken multipart body with a German 400", async () => {
    const broken = { type: "multipart/form-data; boundary=x", data: "kaputt" };
    // the order pages take multipart posts as uploads (or refuse them before reading)
    const plainForms = formActions().filter(
      (r) => !/^\/(order-details|admin\/orders)/.test(r.path),
    );
    for (const route of plainForms) {
      const res = await thrown(
        route.action(routeArgs(rawPost(route.path, broken, route.cookie), route.params ?? {})),
      );
      expect(res.status, route.name).toBe(400);
      expect(await res.text(), route.name).toBe(FORM_MESSAGES.notAForm);
    }
  });

  it("still takes an ordinary form, url-encoded or multipart, on the same actions", async () => {
    const encoded = await thrown(
      accountAction(
        routeArgs(formRequest("/account", { intent: "notifications" }, customer.cookie)),
      ),
    );
    expect(encoded.status).toBe(302);
    const asMultipart = await thrown(
      accountAction(
        routeArgs(
          multipart(
            "/account",
            { intent: "notifications", notifyOptional: "on" },
            [],
            customer.cookie,
          ),
        ),
      ),
    );
    expect(asMultipart.status).toBe(302);
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).notifyOptional,
    ).toBe(true);
  });
});

describe("file names with ; and = (item 4)", () => {
  it("stores uploads named as browsers send them, unescaped inside the quotes", async () => {
    const names = ["Angebot; final.pdf", "Preis=99 €.pdf", "a;b=c.pdf"];
    const response = await apiUploadAction(
      routeArgs(
        multipart(
          `/api/orders/${customer.orderId}/upload?section=company`,
          {},
          names.map((name) => ({ field: "files", name, data: Buffer.from(name) })),
          customer.cookie,
        ),
        { orderId: customer.orderId },
      ),
    );
    expect(response.status).toBe(200);
    const stored = await prisma.uploadedDocument.findMany({
      where: { orderId: customer.orderId, name: { in: names } },
      select: { name: true, size: true },
    });
    expect(stored.map((d) => d.name).sort()).toEqual([...names].sort());
    for (const doc of stored) expect(doc.size).toBe(Buffer.byteLength(doc.name));
  });
});

describe("broken %-encoding (item 9)", () => {
  const profile = (data: string | Uint8Array) =>
    thrown(
      accountAction(
        routeArgs(
          rawPost(
            "/account",
            { type: "application/x-www-form-urlencoded; charset=UTF-8", data },
            customer.cookie,
          ),
        ),
      ),
    );

  it("refuses an escape that is not UTF-8, a stray % and raw Latin-1 bytes, and stores nothing", async () => {
    const before = await prisma.user.findUniqueOrThrow({ where: { id: customer.id } });
    const bodies = [
      "intent=profile&firstName=Erika%FF&lastName=Muster",
      "intent=profile&firstName=J%C3&lastName=Muster",
      "intent=profile&firstName=100%&lastName=Muster",
      new Uint8Array([...Buffer.from("intent=profile&firstName=J"), 0xfc, ...Buffer.from("rgen")]),
    ];
    for (const body of bodies) {
      const res = await profile(body);
      expect(res.status, String(body)).toBe(400);
      expect(await res.text()).toBe(FORM_MESSAGES.badEncoding);
    }
    const after = await prisma.user.findUniqueOrThrow({ where: { id: customer.id } });
    expect(after.firstName).toBe(before.firstName);
    expect(after.firstName).not.toContain("\uFFFD");
  });

  it("takes correctly encoded umlauts, + for spaces and an encoded %", async () => {
    const res = await profile("intent=profile&firstName=J%C3%BCrgen+M.&lastName=100%25+Muster");
    expect(res.status).toBe(302);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({
      firstName: "Jürgen M.",
      lastName: "100% Muster",
    });
  });
});

describe("line breaks in one-line fields (item 8)", () => {
  it("the profile refuses CR/LF in names and company with a German field error", async () => {
    const res = await thrown(
      accountAction(
        routeArgs(
          formRequest(
            "/account",
            {
              intent: "profile",
              firstName: "Erika\r\nBcc: alle@example.com",
              lastName: "Muster\nmann",
            },
            customer.cookie,
          ),
        ),
      ),
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()).result;
    expect(error.firstName).toEqual([LINE_BREAK_MESSAGE]);
    expect(error.lastName).toEqual([LINE_BREAK_MESSAGE]);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: customer.id } });
    expect(user.firstName).not.toMatch(/[\r\n]/);
  });

  it("the contact form refuses CR/LF in names, phone and subject and stores no inquiry", async () => {
    const before = await prisma.contactInquiry.count();
    const res = await thrown(
      contactAction(
        routeArgs(
          formRequest("/kontakt", {
            firstName: "Clara\r\nBcc",
            lastName: "Kontakt",
            email: "clara@example.com",
            phone: "030\n123",
            subject: "Frage\r\nBcc: alle@example.com",
            message: "Guten Tag, eine Frage zum Paket.",
          }),
        ),
      ),
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()).result;
    expect(error.firstName).toEqual([LINE_BREAK_MESSAGE]);
    expect(error.phone).toEqual([LINE_BREAK_MESSAGE]);
    expect(error.subject).toEqual([LINE_BREAK_MESSAGE]);
    expect(await prisma.contactInquiry.count()).toBe(before);
  });
});

describe("the invoice journal's date range (item 5)", () => {
  const journal = (query: string) =>
    thrown(journalLoader(routeArgs(getRequest(`/admin/invoices${query}`, admin.cookie))));
  const csv = (query: string) =>
    thrown(csvLoader(routeArgs(getRequest(`/admin/invoices.csv${query}`, admin.cookie))));

  it("the page names a day out of range beside its field and lists without it", async () => {
    for (const query of ["?from=0000-01-01", "?from=1999-12-31", "?to=9999-12-31"]) {
      const res = await journal(query);
      expect(res.status, query).toBe(200);
      const data = await res.json();
      const field = query.startsWith("?from") ? "from" : "to";
      expect(data.rangeErrors[field], query).toEqual([RANGE_MESSAGES.invalid]);
      expect(data.range[field]).toBeNull();
      expect(data.csvUrl).toBe("/admin/invoices.csv");
    }
    const reversed = await (await journal("?from=2026-03-01&to=2026-02-01")).json();
    expect(reversed.rangeErrors.to).toEqual([RANGE_MESSAGES.order]);
    const fine = await (await journal("?from=2026-01-01&to=2026-12-31")).json();
    expect(fine.rangeErrors).toEqual({});
  });

  it("the CSV refuses a day out of range with a German 400 instead of a cut connection", async () => {
    for (const query of ["?to=0000-01-01", "?from=0000-01-01", "?from=2026-03-01&to=2026-02-01"]) {
      const res = await csv(query);
      expect(res.status, query).toBe(400);
      expect(await res.text()).toMatch(/^(Bitte geben Sie ein gültiges Datum|Das Bis-Datum)/);
    }
    // a day given twice or as a list is not guessed at
    for (const query of [
      "?from[]=2026-01-01&from[]=2026-02-01",
      "?from=2026-01-01&from=2026-02-01",
      "?to[0]=2026-01-31",
    ]) {
      const res = await csv(query);
      expect(res.status, query).toBe(400);
      expect(await res.text(), query).toBe(RANGE_MESSAGES.repeated);
    }
    expect((await (await journal("?from[]=2026-01-01")).json()).rangeErrors.from).toEqual([
      RANGE_MESSAGES.repeated,
    ]);
    const ok = await csv("?from=2026-01-01&to=2026-01-31");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toContain("text/csv");
    await ok.arrayBuffer();
  });
});

describe("download routes (item 6)", () => {
  async function documentWithoutObject() {
    const doc = await prisma.uploadedDocument.create({
      data: {
        orderId: customer.orderId,
        uploadedById: customer.id,
        section: "company",
        name: "verloren.pdf",
        contentType: "application/pdf",
        size: 10,
        storageKey: `orders/${customer.orderId}/${randomUUID()}`,
      },
    });
    return doc.id;
  }

  async function invoiceWithoutObject() {
    const payment = await prisma.payment.create({
      data: {
        orderId: customer.orderId,
        kind: "payment",
        purpose: "order",
        amountCents: 100,
        externalId: `cs_test_${randomUUID()}`,
      },
    });
    const invoice = await prisma.invoice.create({
      data: {
        number: `RE-PROBE-${randomUUID().slice(0, 8)}`,
        kind: "invoice",
        orderId: customer.orderId,
        paymentId: payment.id,
        netCents: 84,
        vatCents: 16,
        grossCents: 100,
        document: {},
        storageKey: `invoices/${randomUUID()}.pdf`,
        sha256: "0".repeat(64),
      },
    });
    return invoice.id;
  }

  it("a row whose storage object is gone answers a German 404", async () => {
    const docId = await documentWithoutObject();
    for (const cookie of [customer.cookie, admin.cookie]) {
      const res = await thrown(
        filesLoader(routeArgs(getRequest(`/files/${docId}`, cookie), { documentId: docId })),
      );
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("Datei nicht gefunden");
    }
    const invoiceId = await invoiceWithoutObject();
    const res = await thrown(
      invoiceLoader(
        routeArgs(getRequest(`/invoices/${invoiceId}.pdf`, customer.cookie), {
          file: `${invoiceId}.pdf`,
        }),
      ),
    );
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Rechnung nicht gefunden");
  });

  it("a stored object is still streamed", async () => {
    const docId = await documentWithoutObject();
    const { storageKey } = await prisma.uploadedDocument.findUniqueOrThrow({
      where: { id: docId },
    });
    await getStorage().put(storageKey, Readable.from([Buffer.from("vorhanden!")]), {
      contentType: "application/pdf",
    });
    const res = await thrown(
      filesLoader(routeArgs(getRequest(`/files/${docId}`, customer.cookie), { documentId: docId })),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("vorhanden!");
  });

  it("a POST answers a German 405 with Allow", async () => {
    for (const action of [filesAction, invoiceAction, csvAction]) {
      const res = await thrown(action());
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD");
      expect(await res.text()).toBe(METHOD_NOT_ALLOWED_MESSAGE);
    }
  });
});

describe("the limit on customer messages (item 7)", () => {
  it(`takes ${LIMITS.messages.limit} messages, then refuses in German with the text kept and stores nothing more`, async () => {
    const user = await createCustomer();
    const { id: orderId } = await createDraftOrder(user.id, defaultPackageConfig("starter"));
    const cookie = await customerCookie(user.id);
    const post = (body: string) =>
      thrown(
        threadAction(
          routeArgs(multipart(`/order-details/${orderId}/messages`, { body }, [], cookie), {
            orderId,
          }),
        ),
      );
    for (let i = 1; i <= LIMITS.messages.limit; i++)
      expect((await post(`Nachricht ${i}`)).status).toBe(302);
    const refused = await post("Noch eine Frage zum Logo");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const data = await refused.json();
    expect(data.error).toBe(MESSAGE_TEXTS.tooMany);
    expect(data.result.initialValue.body).toBe("Noch eine Frage zum Logo");
    expect(await prisma.orderMessage.count({ where: { orderId } })).toBe(LIMITS.messages.limit);
    // one customer's limit is not another's
    const other = await createCustomer();
    const { id: otherOrder } = await createDraftOrder(other.id, defaultPackageConfig("starter"));
    const otherPost = await thrown(
      threadAction(
        routeArgs(
          multipart(
            `/order-details/${otherOrder}/messages`,
            { body: "Hallo" },
            [],
            await customerCookie(other.id),
          ),
          { orderId: otherOrder },
        ),
      ),
    );
    expect(otherPost.status).toBe(302);
  });
});

describe("through the HTTP layer: no English error reaches anyone (items 3 and 6)", () => {
  let app: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    app = await startHttpApp();
  });
  afterAll(() => app?.close());

  const send = (path: string, init: { cookie?: string; type?: string; body?: string } = {}) =>
    fetch(`${app.origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: app.origin,
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...(init.type ? { "Content-Type": init.type } : {}),
      },
      body: init.body,
    });

  it("empty and JSON posts to the form routes, also as data requests, are German 400s", async () => {
    for (const route of formActions())
      for (const suffix of ["", `${route.path.includes("?") ? "&" : "?"}_data=${route.routeId}`]) {
        const path = `${route.path}${suffix}`;
        for (const body of [{}, { type: "application/json", body: '{"a":1}' }]) {
          const res = await send(path, { cookie: route.cookie, ...body });
          const text = await res.text();
          expect(res.status, path).toBe(400);
          expect(text, path).not.toContain("Unexpected Server Error");
          expect(text, path).toContain("Formulardaten");
        }
      }
  });

  it("a form posted to a page without an action shows the German 405 page, no English", async () => {
    for (const path of ["/impressum", "/dashboard"]) {
      const res = await send(path, { type: "application/x-www-form-urlencoded", body: "a=1" });
      const html = await res.text();
      expect(res.status, path).toBe(405);
      expect(html, path).toContain("Methode nicht erlaubt");
      // not in the visible page, nor in its hydration data
      expect(html, path).not.toMatch(/You made a POST|Unexpected Server Error/);
    }
  });

  it("a data request the router refuses itself answers in German, never 'Unexpected Server Error'", async () => {
    const cases = [
      // a page without an action, as a fetcher or a `?_data` post would ask it
      { path: "/impressum?_data=routes/impressum", method: "POST", status: 405 },
      // a route id that does not belong to the URL
      { path: "/impressum?_data=routes/dashboard", method: "GET", status: 403 },
    ];
    for (const { path, method, status } of cases) {
      const res = await fetch(`${app.origin}${path}`, {
        method,
        headers: { Origin: app.origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: method === "POST" ? "a=1" : undefined,
      });
      const text = await res.text();
      expect(res.status, path).toBe(status);
      expect(text, path).not.toMatch(/Unexpected Server Error|You made a/);
      expect(JSON.parse(text).message, path).toMatch(
        /^(Methode nicht erlaubt|Zugriff verweigert)\.$/,
      );
    }
  });

  it("a throttled plain form post (no JavaScript) learns when to try again: Retry-After", async () => {
    const contact = new URLSearchParams({
      firstName: "Rita",
      lastName: "Retry",
      email: "rita.retry@example.com",
      message: "Guten Tag, bitte rufen Sie mich zurück.",
      returnTo: "/kontakt",
    }).toString();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await send("/kontakt", { type: "application/x-www-form-urlencoded", body: contact });
      statuses.push(last.status);
      await last.text();
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("broken and unknown paths, static ones too, answer in German with the security headers", async () => {
    const cases: Array<[string, number, RegExp]> = [
      ["/build/%zz", 400, /^Ungültige Adresse$/],
      ["/%zz", 400, /^Ungültige Adresse$/],
      ["/favicon.svg%zz", 400, /^Ungültige Adresse$/],
      ["/images/portfolio/x/y", 404, /^Bild nicht gefunden$/],
      ["/images/portfolio/x/y.svg", 404, /^Bild nicht gefunden$/],
      ["/build/_assets/fehlt.js", 404, /Seite nicht gefunden/],
      ["/gibt-es-nicht", 404, /Seite nicht gefunden/],
    ];
    for (const [path, status, body] of cases) {
      const res = await fetch(`${app.origin}${path}`);
      const text = await res.text();
      expect(res.status, path).toBe(status);
      expect(text, path).toMatch(body);
      expect(text, path).not.toMatch(/URI malformed|Not Found|Cannot GET/);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("content-security-policy"), path).toBeTruthy();
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  it("POSTs to download routes are a German 405, a missing object a German 404", async () => {
    const docId = (
      await prisma.uploadedDocument.create({
        data: {
          orderId: customer.orderId,
          uploadedById: customer.id,
          section: "company",
          name: "weg.pdf",
          contentType: "application/pdf",
          size: 3,
          storageKey: `orders/${customer.orderId}/${randomUUID()}`,
        },
      })
    ).id;
    for (const path of [
      `/files/${docId}`,
      `/invoices/${randomUUID()}.pdf`,
      "/admin/invoices.csv",
    ]) {
      const res = await send(path, { cookie: `${customer.cookie}; ${admin.cookie}` });
      expect(res.status, path).toBe(405);
      expect(res.headers.get("allow"), path).toBe("GET, HEAD");
      expect(await res.text(), path).toBe(METHOD_NOT_ALLOWED_MESSAGE);
    }
    const missing = await fetch(`${app.origin}/files/${docId}`, {
      headers: { Cookie: customer.cookie },
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Datei nicht gefunden");
    const range = await fetch(`${app.origin}/admin/invoices.csv?to=0000-01-01`, {
      headers: { Cookie: admin.cookie },
    });
    expect(range.status).toBe(400);
    expect(await range.text()).toBe(RANGE_MESSAGES.invalid);
  });
});
