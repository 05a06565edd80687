// Order messages (issue 20, item 1): the thread between customer and agency through the
// thread routes' actions and the order pages' loaders, on a real database, mails read back
// from a real SMTP sink.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  getRequest,
  multipart,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { drainQueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { MESSAGE_TEXTS } from "~/models/messages/messages";
import { loader as adminDashboardLoader } from "~/routes/admin.dashboard";
import { loader as adminOrderLoader } from "~/routes/admin.orders.$orderId";
import {
  action as adminThreadAction,
  loader as adminThreadLoader,
} from "~/routes/admin.orders.$orderId_.messages";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as filesLoader } from "~/routes/files.$documentId";
import { loader as orderLoader } from "~/routes/order-details.$orderId";
import {
  action as customerThreadAction,
  loader as customerThreadLoader,
} from "~/routes/order-details.$orderId_.messages";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { MAX_UPLOAD_BYTES } from "~/utils/storage.server";

const AGENCY = "team@nachrichten.example";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    ADMIN_NOTIFY_EMAIL: AGENCY,
  });
  resetEnvCache();
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT", "ADMIN_NOTIFY_EMAIL"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});

async function mailsTo(to: string) {
  await drainQueue({ names: ["send-mail"] });
  return smtp.mails.filter((m) => m.to.includes(to.toLowerCase()));
}

let admin: { id: string; cookie: string };
beforeAll(async () => {
  const user = await createCustomer({
    email: `admin-${randomUUID().slice(0, 8)}@example.com`,
    isAdmin: true,
  });
  admin = { id: user.id, cookie: await adminCookieFor(user.id) };
});

async function customerWithOrder(status = "paid") {
  const user = await createCustomer();
  const order = await prisma.order.create({
    data: {
      userId: user.id,
      packageType: "standard",
      status,
      company: "Nachrichten GmbH",
      totalPriceCents: 49900,
      basePriceCents: 49900,
    },
  });
  return { user, orderId: order.id, cookie: await customerCookie(user.id) };
}

type Files = Array<{ field: string; name: string; data: Buffer }>;

function customerPost(
  orderId: string,
  cookie: string,
  fields: Record<string, string>,
  files: Files = [],
) {
  return thrown(
    customerThreadAction(
      routeArgs(multipart(`/order-details/${orderId}/messages`, fields, files, cookie), {
        orderId,
      }),
    ),
  );
}

function adminPost(orderId: string, fields: Record<string, string>, files: Files = []) {
  return thrown(
    adminThreadAction(
      routeArgs(multipart(`/admin/orders/${orderId}/messages`, fields, files, admin.cookie), {
        orderId,
      }),
    ),
  );
}

async function json<T = Record<string, unknown>>(response: Response) {
  return (await response.json()) as T;
}

interface Thread {
  messages: {
    thread: Array<{
      body: string;
      unread: boolean;
      internal: boolean;
      files: { url: string; name: string }[];
    }>;
  };
}

describe("order messages", () => {
  it("customer writes with a file, the agency sees it unread, replies; the customer gets the reply and a mail", async () => {
    const { user, orderId, cookie } = await customerWithOrder();
    const sent = await customerPost(
      orderId,
      cookie,
      { body: "Hier ist noch unser Logo. <b>fett</b>" },
      [{ field: "files", name: "logo.png", data: Buffer.from("PNGDATA") }],
    );
    // without JavaScript: back to the order page's thread
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/order-details/${orderId}#nachrichten`);

    const agencyMails = await mailsTo(AGENCY);
    expect(agencyMails.filter((m) => m.text.includes("Hier ist noch unser Logo"))).toHaveLength(1);

    // the admin table marks the order
    const dashboard = await json<{ orders: Array<{ id: string; unreadMessages: number }> }>(
      await thrown(adminDashboardLoader(routeArgs(getRequest("/admin/dashboard", admin.cookie)))),
    );
    expect(dashboard.orders.find((o) => o.id === orderId)?.unreadMessages).toBe(1);

    // the admin order page shows it as 'Neu' once, then it is read
    const page = await json<Thread>(
      await thrown(
        adminOrderLoader(
          routeArgs(getRequest(`/admin/orders/${orderId}`, admin.cookie), { orderId }),
        ),
      ),
    );
    expect(page.messages.thread).toHaveLength(1);
    expect(page.messages.thread[0]).toMatchObject({
      body: "Hier ist noch unser Logo. <b>fett</b>",
      unread: true,
    });
    expect(page.messages.thread[0].files[0].name).toBe("logo.png");
    const again = await json<Thread>(
      await thrown(
        adminOrderLoader(
          routeArgs(getRequest(`/admin/orders/${orderId}`, admin.cookie), { orderId }),
        ),
      ),
    );
    expect(again.messages.thread[0].unread).toBe(false);

    // the agency replies (with JavaScript: JSON, no redirect)
    const reply = await adminPost(orderId, { body: "Danke, ist angekommen.", js: "1" });
    expect(reply.status).toBe(200);
    expect(await json(reply)).toMatchObject({ sent: true });

    const customerMails = await mailsTo(user.email);
    expect(customerMails).toHaveLength(1);
    expect(customerMails[0].subject).toMatch(/Neue Nachricht zu Ihrer Bestellung/);
    expect(customerMails[0].text).toContain("Danke, ist angekommen.");
    expect(customerMails[0].html).toContain("<html");

    const customerDashboard = await json<{ orders: Array<{ id: string; unreadMessages: number }> }>(
      await thrown(dashboardLoader(routeArgs(getRequest("/dashboard", cookie)))),
    );
    expect(customerDashboard.orders.find((o) => o.id === orderId)?.unreadMessages).toBe(1);

    const orderPage = await json<Thread>(
      await thrown(
        orderLoader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
      ),
    );
    expect(orderPage.messages.thread.map((m) => [m.body, m.unread])).toEqual([
      ["Hier ist noch unser Logo. <b>fett</b>", false],
      ["Danke, ist angekommen.", true],
    ]);
    const after = await json<{ orders: Array<{ id: string; unreadMessages: number }> }>(
      await thrown(dashboardLoader(routeArgs(getRequest("/dashboard", cookie)))),
    );
    expect(after.orders.find((o) => o.id === orderId)?.unreadMessages).toBe(0);

    // the customer downloads the attached file
    const file = await thrown(
      filesLoader(
        routeArgs(getRequest(orderPage.messages.thread[0].files[0].url, cookie), {
          documentId: orderPage.messages.thread[0].files[0].url.split("/").pop()!,
        }),
      ),
    );
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("PNGDATA");
  });

  it("an internal note with a file never reaches the customer: not in the thread, not as download, no mail", async () => {
    const { user, orderId, cookie } = await customerWithOrder();
    const before = (await mailsTo(user.email)).length;
    const note = await adminPost(
      orderId,
      { body: "Kunde zahlt gern spät – intern", internal: "on" },
      [{ field: "files", name: "intern.txt", data: Buffer.from("geheim") }],
    );
    expect(note.status).toBe(302);
    expect(await mailsTo(user.email)).toHaveLength(before);

    const adminPage = await json<Thread["messages"]>(
      await thrown(
        adminThreadLoader(
          routeArgs(getRequest(`/admin/orders/${orderId}/messages`, admin.cookie), { orderId }),
        ),
      ),
    );
    expect(adminPage.thread).toMatchObject([{ internal: true, unread: false }]);
    const stored = await prisma.uploadedDocument.findFirstOrThrow({
      where: { orderId, name: "intern.txt" },
    });

    for (const load of [
      () => orderLoader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
      () =>
        customerThreadLoader(
          routeArgs(getRequest(`/order-details/${orderId}/messages`, cookie), { orderId }),
        ),
    ]) {
      const body = await (await thrown(load())).text();
      expect(body).not.toContain("intern");
      expect(body).not.toContain(stored.id);
    }
    const unread = await json<{ orders: Array<{ id: string; unreadMessages: number }> }>(
      await thrown(dashboardLoader(routeArgs(getRequest("/dashboard", cookie)))),
    );
    expect(unread.orders.find((o) => o.id === orderId)?.unreadMessages).toBe(0);
    const download = await thrown(
      filesLoader(routeArgs(getRequest(`/files/${stored.id}`, cookie), { documentId: stored.id })),
    );
    expect(download.status).toBe(404);
    const asAdmin = await thrown(
      filesLoader(
        routeArgs(getRequest(`/files/${stored.id}`, admin.cookie), { documentId: stored.id }),
      ),
    );
    expect(asAdmin.status).toBe(200);
  });

  it("a message on another customer's order is refused with 404 and nothing is stored", async () => {
    const owner = await customerWithOrder();
    const other = await customerWithOrder();
    const response = await customerPost(owner.orderId, other.cookie, { body: "Fremd" }, [
      { field: "files", name: "x.txt", data: Buffer.from("x") },
    ]);
    expect(response.status).toBe(404);
    const view = await thrown(
      customerThreadLoader(
        routeArgs(getRequest(`/order-details/${owner.orderId}/messages`, other.cookie), {
          orderId: owner.orderId,
        }),
      ),
    );
    expect(view.status).toBe(404);
    expect(await prisma.orderMessage.count({ where: { orderId: owner.orderId } })).toBe(0);
    expect(await prisma.uploadedDocument.count({ where: { orderId: owner.orderId } })).toBe(0);
  });

  it("an empty message is refused in German; a file over 20 MB stops the message", async () => {
    const { orderId, cookie } = await customerWithOrder("draft");
    const empty = await customerPost(orderId, cookie, { body: "   " });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain(MESSAGE_TEXTS.required);

    const big = await customerPost(orderId, cookie, { body: "Mit großer Datei" }, [
      { field: "files", name: "gross.bin", data: Buffer.alloc(MAX_UPLOAD_BYTES + 1) },
    ]);
    expect(big.status).toBe(413);
    expect(JSON.stringify(await big.json())).toContain("gross.bin");
    expect(await prisma.orderMessage.count({ where: { orderId } })).toBe(0);
    expect(await prisma.uploadedDocument.count({ where: { orderId } })).toBe(0);
  });
});
