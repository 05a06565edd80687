// Messages as a portal has them (issue 30 item 3): read state both ways, the unread counts
// at the top of both order pages and in both headers, and one inbox across orders for the
// customer and for the agency – unread first, each customer seeing only their own threads.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  getRequest,
  multipart,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { loader as rootLoader } from "~/root";
import { loader as adminLayoutLoader } from "~/routes/admin";
import { action as adminInboxAction, loader as adminInboxLoader } from "~/routes/admin.nachrichten";
import { loader as adminOrderLoader } from "~/routes/admin.orders.$orderId";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as filesLoader } from "~/routes/files.$documentId";
import { action as customerInboxAction, loader as customerInboxLoader } from "~/routes/nachrichten";
import { loader as orderLoader } from "~/routes/order-details.$orderId";
import { prisma } from "~/utils/db.server";
import { runWithRequestMemo } from "~/utils/request-memo.server";
import { getStorage } from "~/utils/storage.server";

let admin: { id: string; cookie: string };
beforeAll(async () => {
  const user = await createCustomer({
    email: `inbox-admin-${randomUUID().slice(0, 8)}@example.com`,
    isAdmin: true,
  });
  admin = { id: user.id, cookie: await adminCookieFor(user.id) };
});

async function customerWithOrder(company: string) {
  const user = await createCustomer();
  const order = await prisma.order.create({
    data: { userId: user.id, packageType: "standard", status: "paid", company },
  });
  return { user, orderId: order.id, cookie: await customerCookie(user.id) };
}

let clock = Date.parse("2026-11-20T09:00:00Z");
async function message(
  orderId: string,
  fromAgency: boolean,
  body: string,
  extra: { internal?: boolean; authorId?: string } = {},
) {
  clock += 60_000;
  return prisma.orderMessage.create({
    data: {
      orderId,
      fromAgency,
      body,
      internal: extra.internal ?? false,
      authorId: extra.authorId,
      readAt: extra.internal ? new Date(clock) : null,
      createdAt: new Date(clock),
    },
  });
}

const data = async (response: unknown) => (await thrown(response)).json();

interface Thread {
  thread: Array<{ body: string; unread: boolean; readAt: string | null; fromAgency: boolean }>;
}

describe("read state", () => {
  it("the header counts the unread messages of every order, the dashboard each order's (one statement for both: queries-per-page.test.ts)", async () => {
    const first = await customerWithOrder("Erste GmbH");
    const second = await prisma.order.create({
      data: { userId: first.user.id, packageType: "basic", status: "paid", company: "Zweite GmbH" },
    });
    await message(first.orderId, true, "Antwort A1");
    await message(first.orderId, true, "Antwort A2");
    await message(second.id, true, "Antwort B1");
    await message(second.id, true, "Notiz B", { internal: true });
    await message(second.id, false, "Frage B");

    // root and page loaders of one request, as server/app.mjs runs them
    const request = getRequest("/dashboard", first.cookie);
    const [root, dashboard] = await runWithRequestMemo(request, () =>
      Promise.all([
        data(rootLoader(routeArgs(request))),
        data(dashboardLoader(routeArgs(request))),
      ]),
    );
    expect(root.user.unreadMessages).toBe(3);
    const unread = Object.fromEntries(
      (dashboard.orders as Array<{ id: string; unreadMessages: number }>).map((o) => [
        o.id,
        o.unreadMessages,
      ]),
    );
    expect(unread).toEqual({ [first.orderId]: 2, [second.id]: 1 });
  });

  it("the header leaves out the thread the page shows (that page marks it read while the header counts)", async () => {
    const reader = await customerWithOrder("Offen GmbH");
    const other = await prisma.order.create({
      data: {
        userId: reader.user.id,
        packageType: "basic",
        status: "paid",
        company: "Andere GmbH",
      },
    });
    await message(reader.orderId, true, "Antwort 1");
    await message(reader.orderId, true, "Antwort 2");
    await message(other.id, true, "Antwort anderswo");
    const headerAt = async (path: string) =>
      (await data(rootLoader(routeArgs(getRequest(path, reader.cookie))))).user.unreadMessages;
    expect(await headerAt("/dashboard")).toBe(3);
    // counted before any of these pages marked anything read: the shown thread is left out
    expect(await headerAt(`/nachrichten?thread=${reader.orderId}`)).toBe(1);
    expect(await headerAt(`/order-details/${reader.orderId}/messages`)).toBe(1);
    expect(await headerAt(`/order-details/${reader.orderId}`)).toBe(1);
    expect(await headerAt("/nachrichten")).toBe(3);

    // the agency's navigation likewise, for the customer's questions
    await message(reader.orderId, false, "Frage 1");
    await message(reader.orderId, false, "Frage 2");
    const navAt = async (path: string) =>
      (await data(adminLayoutLoader(routeArgs(getRequest(path, admin.cookie))))).unreadMessages;
    const everywhere = await navAt("/admin/dashboard");
    expect(await navAt(`/admin/nachrichten?thread=${reader.orderId}`)).toBe(everywhere - 2);
    expect(await navAt(`/admin/orders/${reader.orderId}/messages`)).toBe(everywhere - 2);
    // the admin order page shows (and marks read) the thread on every tab; its delivery page not
    expect(await navAt(`/admin/orders/${reader.orderId}?tab=payment`)).toBe(everywhere - 2);
    expect(await navAt(`/admin/orders/${reader.orderId}/delivery`)).toBe(everywhere);
  });

  it("each side sees unread counts at the top, opening the page marks them read, and the writer sees when", async () => {
    const { orderId, cookie } = await customerWithOrder("Lesestand GmbH");
    await message(orderId, false, "Frage 1");
    await message(orderId, true, "Antwort 1");
    await message(orderId, true, "Antwort 2");
    await message(orderId, true, "Notiz", { internal: true });

    // the customer: two new in the header and at the top of the page …
    const root = await data(rootLoader(routeArgs(getRequest("/", cookie))));
    expect(root.user.unreadMessages).toBe(2);
    const page = await data(
      orderLoader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
    );
    const messages = page.messages as Thread;
    expect(messages.thread.filter((m) => m.unread).map((m) => m.body)).toEqual([
      "Antwort 1",
      "Antwort 2",
    ]);
    // … their own question is not read by the agency yet
    expect(messages.thread.find((m) => m.body === "Frage 1")!.readAt).toBeNull();
    // … and once shown, they are read
    const again = await data(
      orderLoader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
    );
    expect((again.messages as Thread).thread.some((m) => m.unread)).toBe(false);
    expect((await data(rootLoader(routeArgs(getRequest("/", cookie))))).user.unreadMessages).toBe(
      0,
    );

    // the agency: the customer has read both answers, and it sees when
    const layoutBefore = await data(
      adminLayoutLoader(routeArgs(getRequest("/admin/dashboard", admin.cookie))),
    );
    expect(layoutBefore.unreadMessages).toBeGreaterThanOrEqual(1);
    const adminPage = await data(
      adminOrderLoader(
        routeArgs(getRequest(`/admin/orders/${orderId}`, admin.cookie), { orderId }),
      ),
    );
    const adminThread = (adminPage.messages as Thread).thread;
    expect(adminThread.filter((m) => m.unread).map((m) => m.body)).toEqual(["Frage 1"]);
    for (const body of ["Antwort 1", "Antwort 2"])
      expect(adminThread.find((m) => m.body === body)!.readAt).toEqual(expect.any(String));
    // opening it marked the question read – the customer now sees that
    const customerView = await data(
      orderLoader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
    );
    expect(
      (customerView.messages as Thread).thread.find((m) => m.body === "Frage 1")!.readAt,
    ).toEqual(expect.any(String));
    // internal notes never reach the customer, not even as a count
    expect((customerView.messages as Thread).thread.map((m) => m.body)).not.toContain("Notiz");
  });
});

describe("inbox", () => {
  it("the customer's inbox holds only their own threads, unread first, without internal notes", async () => {
    const a = await customerWithOrder("Alpha GmbH");
    const second = await prisma.order.create({
      data: { userId: a.user.id, packageType: "premium", status: "paid", company: null },
    });
    const quiet = await prisma.order.create({
      data: { userId: a.user.id, packageType: "starter", status: "draft" },
    });
    const b = await customerWithOrder("Fremd AG");
    await message(a.orderId, true, "Ihre Vorschau ist fertig");
    await message(second.id, false, "Eine Frage zur Premium-Seite");
    await message(second.id, true, "Nur intern: Kunde anrufen", { internal: true });
    await message(b.orderId, true, "Geheim für B");

    const { threads } = await data(
      customerInboxLoader(routeArgs(getRequest("/nachrichten", a.cookie))),
    );
    expect(threads.map((t: { orderId: string }) => t.orderId)).toEqual([a.orderId, second.id]);
    expect(threads[0]).toMatchObject({
      title: "Alpha GmbH",
      unread: 1,
      total: 1,
      href: `/nachrichten?thread=${a.orderId}`,
      last: { preview: "Ihre Vorschau ist fertig", fromAgency: true },
    });
    // the internal note is neither the last message nor counted
    expect(threads[1]).toMatchObject({
      title: "Premium",
      unread: 0,
      total: 1,
      last: { preview: "Eine Frage zur Premium-Seite", internal: false },
    });
    expect(JSON.stringify(threads)).not.toContain("Nur intern");
    expect(JSON.stringify(threads)).not.toContain("Geheim für B");
    expect(threads.some((t: { orderId: string }) => t.orderId === quiet.id)).toBe(false);

    // signed out: to the sign-in
    const anonymous = await thrown(customerInboxLoader(routeArgs(getRequest("/nachrichten"))));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
  });

  it("the agency's inbox: admins only, every thread, unread first; opening one moves it down", async () => {
    const a = await customerWithOrder("Postfach Eins GmbH");
    const b = await customerWithOrder("Postfach Zwei GmbH");
    await message(a.orderId, false, "Kunde A fragt");
    await message(b.orderId, true, "Wir melden uns");
    await message(b.orderId, true, "Intern", { internal: true });

    for (const cookie of ["", a.cookie]) {
      const refused = await thrown(
        adminInboxLoader(routeArgs(getRequest("/admin/nachrichten", cookie))),
      );
      expect(refused.status).toBe(302);
      expect(refused.headers.get("Location")).toMatch(/^\/admin\/login/);
    }

    const inbox = async () =>
      (
        await data(adminInboxLoader(routeArgs(getRequest("/admin/nachrichten", admin.cookie))))
      ).threads.filter((t: { orderId: string }) => [a.orderId, b.orderId].includes(t.orderId));
    const before = await inbox();
    expect(before.map((t: { orderId: string }) => t.orderId)).toEqual([a.orderId, b.orderId]);
    expect(before[0]).toMatchObject({
      unread: 1,
      href: `/admin/nachrichten?thread=${a.orderId}`,
      customer: "Erika Mustermann",
    });
    // the agency sees its internal note as the last entry
    expect(before[1]).toMatchObject({ unread: 0, total: 2, last: { internal: true } });

    await adminOrderLoader(
      routeArgs(getRequest(`/admin/orders/${a.orderId}`, admin.cookie), { orderId: a.orderId }),
    );
    const after = await inbox();
    expect(after.find((t: { orderId: string }) => t.orderId === a.orderId).unread).toBe(0);
    // now by the last message: B's note is newer
    expect(after.map((t: { orderId: string }) => t.orderId)).toEqual([b.orderId, a.orderId]);
  });
});

describe("a thread opened in the inbox", () => {
  const customerPost = (orderId: string, fields: Record<string, string>, cookie: string) =>
    thrown(
      customerInboxAction(
        routeArgs(multipart(`/nachrichten?thread=${orderId}`, fields, [], cookie)),
      ),
    );

  it("the customer reads it beside the list (marked read, the list counts it read) and answers there", async () => {
    const a = await customerWithOrder("Inbox Eins GmbH");
    const other = await customerWithOrder("Inbox Zwei GmbH");
    await message(a.orderId, true, "Die Vorschau ist fertig");
    await message(a.orderId, true, "Nur intern", { internal: true });

    const open = await data(
      customerInboxLoader(routeArgs(getRequest(`/nachrichten?thread=${a.orderId}`, a.cookie))),
    );
    expect(open.open).toMatchObject({
      orderId: a.orderId,
      action: `/nachrichten?thread=${a.orderId}`,
    });
    // 'Neu' once on the message, and the list beside it already counts it read
    expect(open.open.thread).toHaveLength(1);
    expect(open.open.thread[0]).toMatchObject({ body: "Die Vorschau ist fertig", unread: true });
    expect(open.threads[0]).toMatchObject({ orderId: a.orderId, unread: 0 });
    expect(
      await prisma.orderMessage.count({
        where: { orderId: a.orderId, fromAgency: true, readAt: null, internal: false },
      }),
    ).toBe(0);

    // an answer without JavaScript returns to the same thread in the inbox
    const sent = await customerPost(a.orderId, { body: "Danke, sieht gut aus!" }, a.cookie);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/nachrichten?thread=${a.orderId}#nachrichten`);
    expect(
      await prisma.orderMessage.count({
        where: { orderId: a.orderId, fromAgency: false, body: "Danke, sieht gut aus!" },
      }),
    ).toBe(1);
    // with JavaScript the fetcher stays: the form's data, no redirect
    const js = await customerPost(a.orderId, { body: "Noch eine Frage", js: "1" }, a.cookie);
    expect(js.status).toBe(200);
    expect(await js.json()).toMatchObject({ sent: true });

    // an empty one: a German 400 with the form's answer, nothing stored
    const before = await prisma.orderMessage.count({ where: { orderId: a.orderId } });
    const empty = await customerPost(a.orderId, { body: "" }, a.cookie);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain(
      "Bitte schreiben Sie eine Nachricht oder hängen Sie eine Datei an.",
    );
    expect(await prisma.orderMessage.count({ where: { orderId: a.orderId } })).toBe(before);

    // another customer's order: 404 to read and to write, nothing stored
    const foreign = await thrown(
      customerInboxLoader(routeArgs(getRequest(`/nachrichten?thread=${other.orderId}`, a.cookie))),
    );
    expect(foreign.status).toBe(404);
    const notMine = await customerPost(other.orderId, { body: "Hallo?" }, a.cookie);
    expect(notMine.status).toBe(404);
    expect(await prisma.orderMessage.count({ where: { orderId: other.orderId } })).toBe(0);
    // a broken id too, never a 500
    const broken = await thrown(
      customerInboxLoader(routeArgs(getRequest("/nachrichten?thread=kaputt", a.cookie))),
    );
    expect(broken.status).toBe(404);
    // signed out: to the sign-in, for the answer too
    const anonymous = await customerPost(a.orderId, { body: "Hallo" }, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
  });

  it("the agency reads and answers in its inbox; a customer cannot", async () => {
    const a = await customerWithOrder("Agentur Inbox GmbH");
    await message(a.orderId, false, "Wann geht es los?");
    const open = await data(
      adminInboxLoader(
        routeArgs(getRequest(`/admin/nachrichten?thread=${a.orderId}`, admin.cookie)),
      ),
    );
    expect(open.open).toMatchObject({
      orderId: a.orderId,
      action: `/admin/nachrichten?thread=${a.orderId}`,
    });
    expect(open.open.thread[0]).toMatchObject({ body: "Wann geht es los?", unread: true });
    expect(
      await prisma.orderMessage.count({
        where: { orderId: a.orderId, fromAgency: false, readAt: null },
      }),
    ).toBe(0);
    const sent = await thrown(
      adminInboxAction(
        routeArgs(
          multipart(
            `/admin/nachrichten?thread=${a.orderId}`,
            { body: "Nächste Woche." },
            [],
            admin.cookie,
          ),
        ),
      ),
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/admin/nachrichten?thread=${a.orderId}#nachrichten`);
    expect(
      await prisma.orderMessage.count({ where: { orderId: a.orderId, fromAgency: true } }),
    ).toBe(1);

    // a customer's cookie opens nothing here, reading or writing
    const refused = await thrown(
      adminInboxAction(
        routeArgs(
          multipart(`/admin/nachrichten?thread=${a.orderId}`, { body: "Ich?" }, [], a.cookie),
        ),
      ),
    );
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toMatch(/^\/admin\/login/);
    const unknown = await thrown(
      adminInboxLoader(
        routeArgs(getRequest(`/admin/nachrichten?thread=${randomUUID()}`, admin.cookie)),
      ),
    );
    expect(unknown.status).toBe(404);
  });
});

describe("attachment previews", () => {
  // the first bytes of each kind of file, as the uploads carry them
  const SIGNATURE: Record<string, number[]> = {
    "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    "image/jpeg": [0xff, 0xd8, 0xff, 0xe0],
    "application/pdf": [...Buffer.from("%PDF-1.7\n")],
  };
  async function attach(
    orderId: string,
    messageId: string,
    name: string,
    contentType: string,
    content: "real" | "html" = "real",
  ) {
    const storageKey = `orders/${orderId}/${randomUUID()}`;
    const bytes = Buffer.concat([
      Buffer.from(content === "real" ? (SIGNATURE[contentType] ?? []) : []),
      Buffer.from(`<svg onload="alert(1)"></svg> ${name}`),
    ]);
    await getStorage().put(storageKey, Readable.from([bytes]), { contentType });
    return prisma.uploadedDocument.create({
      data: {
        orderId,
        messageId,
        section: "message",
        name,
        contentType,
        size: bytes.length,
        storageKey,
      },
    });
  }

  it("shows PNG/JPEG/WebP/GIF as thumbnails and PDFs inline – never HTML or SVG, never another customer's", async () => {
    const { orderId, cookie } = await customerWithOrder("Vorschau GmbH");
    const m = await message(orderId, true, "Entwürfe anbei");
    const png = await attach(orderId, m.id, "entwurf.png", "image/png");
    const jpg = await attach(orderId, m.id, "foto.JPEG", "image/jpeg");
    const pdf = await attach(orderId, m.id, "angebot.pdf", "application/pdf");
    const svg = await attach(orderId, m.id, "logo.svg", "image/svg+xml");
    const html = await attach(orderId, m.id, "seite.html", "text/html");
    // a type that does not match its name is not trusted either
    const fake = await attach(orderId, m.id, "bild.png", "text/html");
    // nor a declared type whose bytes are something else
    const disguised = await attach(orderId, m.id, "foto.png", "image/png", "html");

    const page = await data(
      orderLoader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
    );
    const files = (
      page.messages as { thread: Array<{ files: Array<{ name: string; preview: string | null }> }> }
    ).thread[0].files;
    expect(Object.fromEntries(files.map((f) => [f.name, f.preview]))).toEqual({
      "entwurf.png": "image",
      "foto.JPEG": "image",
      "angebot.pdf": "pdf",
      "logo.svg": null,
      "seite.html": null,
      "bild.png": null,
      // the list shows a preview; the download below decides by the bytes
      "foto.png": "image",
    });

    const get = (id: string, query = "?inline=1", who = cookie) =>
      thrown(filesLoader(routeArgs(getRequest(`/files/${id}${query}`, who), { documentId: id })));
    for (const [doc, type] of [
      [png, "image/png"],
      [jpg, "image/jpeg"],
      [pdf, "application/pdf"],
    ] as const) {
      const response = await get(doc.id);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("Content-Disposition")).toMatch(/^inline; filename="/);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      // PDFs too are sandboxed: the browser's viewer still shows them
      expect(response.headers.get("Content-Security-Policy")).toBe(
        "default-src 'none'; sandbox; frame-ancestors 'none'",
      );
      // the whole file, the bytes read to check it included
      const stored = await prisma.uploadedDocument.findUniqueOrThrow({ where: { id: doc.id } });
      expect((await response.arrayBuffer()).byteLength).toBe(stored.size);
    }
    for (const doc of [svg, html, fake, disguised]) {
      const response = await get(doc.id);
      expect(response.headers.get("Content-Type"), doc.name).toBe("application/octet-stream");
      expect(response.headers.get("Content-Disposition"), doc.name).toMatch(/^attachment;/);
      expect(response.headers.get("Content-Security-Policy")).toBe(
        "default-src 'none'; sandbox; frame-ancestors 'none'",
      );
      expect(await response.text()).toContain("<svg onload");
    }
    // without ?inline=1 an image is a download as before
    expect((await get(png.id, "")).headers.get("Content-Disposition")).toMatch(/^attachment;/);
    // another customer: 404, inline or not
    const other = await customerWithOrder("Fremd GmbH");
    expect((await get(png.id, "?inline=1", other.cookie)).status).toBe(404);
  });
});
