// Go-live (issue 30 item 2) and the project timeline's data: the admin records the live
// address after acceptance through the route's action – German validation, admins only,
// only after acceptance, idempotent – the order becomes 'Online', the history and the mail
// say so, the customer's timeline shows the link, and the free hosting year starts that day.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import type { OrderTimeline } from "~/models/order/timeline";
import { drainQueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { sweepHosting } from "~/models/billing/hosting.server";
import { addMonths } from "~/models/billing/terms";
import { acceptDelivery, deliverPreview } from "~/models/delivery/delivery.server";
import { GO_LIVE_MESSAGES } from "~/models/delivery/go-live";
import { loader as adminDashboardLoader } from "~/routes/admin.dashboard";
import { loader as adminOrderLoader } from "~/routes/admin.orders.$orderId";
import {
  action as goLiveAction,
  loader as goLiveLoader,
} from "~/routes/admin.orders.$orderId_.go-live";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as orderLoader } from "~/routes/order-details.$orderId";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { formatDate } from "~/utils/format";
import { WEB_ADDRESS_CHARACTERS_MESSAGE } from "~/utils/web-address";

const DAY = 24 * 60 * 60 * 1000;
// the stored (parsed) form of the address, as the admin may type it without the slash
const LIVE = "https://www.live-gmbh.de/";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
  resetEnvCache();
  const user = await createCustomer({ isAdmin: true });
  admin = { id: user.id, cookie: await adminCookieFor(user.id) };
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});

async function mailsTo(to: string, subject: RegExp) {
  await drainQueue({ names: ["send-mail"] });
  return smtp.mails.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
}

async function paidOrder(paidAt = new Date()) {
  const user = await createCustomer({ email: `live-${randomUUID().slice(0, 8)}@example.com` });
  const order = await prisma.order.create({
    data: {
      userId: user.id,
      packageType: "standard",
      paymentType: "onetime",
      status: "paid",
      paidAt,
      company: "Live GmbH",
      basePriceCents: 49900,
      totalPriceCents: 49900,
    },
  });
  return { user, orderId: order.id, cookie: await customerCookie(user.id) };
}

/** Paid, delivered and accepted by the customer through the models. */
async function acceptedOrder() {
  const order = await paidOrder();
  const delivered = await deliverPreview({
    orderId: order.orderId,
    adminId: admin.id,
    previewUrl: "https://vorschau.example.de/live",
  });
  expect(delivered.ok).toBe(true);
  expect(await acceptDelivery({ orderId: order.orderId, userId: order.user.id })).toEqual({
    ok: true,
  });
  return order;
}

function post(orderId: string, fields: Record<string, string>, cookie = admin.cookie) {
  return thrown(
    goLiveAction(
      routeArgs(formRequest(`/admin/orders/${orderId}/go-live`, fields, cookie), { orderId }),
    ),
  );
}

const state = (orderId: string) =>
  prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true, liveUrl: true, liveAt: true, domainNotes: true },
  });

async function customerTimeline(orderId: string, cookie: string) {
  const response = await thrown(
    orderLoader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { timeline: OrderTimeline | null }).timeline;
}

describe("go-live", () => {
  it("is for admins only: customers and strangers are sent to the admin sign-in", async () => {
    const { orderId, cookie } = await acceptedOrder();
    for (const who of [cookie, ""]) {
      const response = await post(orderId, { intent: "go-live", liveUrl: LIVE }, who);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/admin\/login\?/);
    }
    const page = await thrown(
      goLiveLoader(routeArgs(getRequest(`/admin/orders/${orderId}/go-live`, cookie), { orderId })),
    );
    expect(page.status).toBe(302);
    expect((await state(orderId)).status).toBe("completed");
  });

  it("checks the address in German, keeps the input and changes nothing", async () => {
    const { orderId } = await acceptedOrder();
    const cases: Array<[string, string]> = [
      ["", GO_LIVE_MESSAGES.liveUrlRequired],
      ["keine adresse", GO_LIVE_MESSAGES.liveUrlInvalid],
      ["http://www.live-gmbh.de", GO_LIVE_MESSAGES.liveUrlHttps],
      // spellings a browser repairs into another address, and lines that would reach the mail
      ["https:evil.example", GO_LIVE_MESSAGES.liveUrlInvalid],
      ["https:/evil", GO_LIVE_MESSAGES.liveUrlInvalid],
      ["https://evil@live-gmbh.de", GO_LIVE_MESSAGES.liveUrlInvalid],
      ["https:\\\\evil", WEB_ADDRESS_CHARACTERS_MESSAGE],
      ["https://evil\\@live-gmbh.de", WEB_ADDRESS_CHARACTERS_MESSAGE],
      ["https://www.live-gmbh.de/\r\nZweite Zeile", WEB_ADDRESS_CHARACTERS_MESSAGE],
      ["https://www.live-gmbh.de/\u2028x", WEB_ADDRESS_CHARACTERS_MESSAGE],
    ];
    for (const [liveUrl, message] of cases) {
      const response = await post(orderId, { intent: "go-live", liveUrl, domainNotes: "DNS" });
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        result: { error: Record<string, string[]>; initialValue: Record<string, string> };
      };
      expect(body.result.error.liveUrl).toEqual([message]);
      expect(body.result.initialValue.domainNotes).toBe("DNS");
    }
    const tooLong = await post(orderId, {
      intent: "go-live",
      liveUrl: LIVE,
      domainNotes: "x".repeat(2001),
    });
    expect(tooLong.status).toBe(400);
    expect(
      ((await tooLong.json()) as { result: { error: Record<string, string[]> } }).result.error
        .domainNotes,
    ).toEqual([GO_LIVE_MESSAGES.notesTooLong]);
    expect((await post(orderId, { intent: "something" })).status).toBe(400);
    expect(await state(orderId)).toMatchObject({
      status: "completed",
      liveUrl: null,
      liveAt: null,
    });
  });

  it("is refused before acceptance (409) and for unknown orders (404)", async () => {
    const { orderId } = await paidOrder();
    const response = await post(orderId, { intent: "go-live", liveUrl: LIVE });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe(GO_LIVE_MESSAGES.notAccepted);
    expect(await state(orderId)).toMatchObject({ status: "paid", liveUrl: null });
    const unknown = randomUUID();
    expect((await post(unknown, { intent: "go-live", liveUrl: LIVE })).status).toBe(404);
  });

  it("publishes once: status 'Online', history, one mail with the link, the timeline and the hosting year", async () => {
    const { user, orderId, cookie } = await acceptedOrder();
    const fields = { intent: "go-live", liveUrl: LIVE, domainNotes: "Domain bei INWX" };
    const response = await post(orderId, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/orders/${orderId}`);
    const after = await state(orderId);
    expect(after).toMatchObject({
      status: "online",
      liveUrl: LIVE,
      domainNotes: "Domain bei INWX",
    });

    // the same post again (double click, back and resend): nothing more written or mailed
    expect((await post(orderId, fields)).status).toBe(302);
    expect((await state(orderId)).liveAt).toEqual(after.liveAt);
    const history = await prisma.orderStatusChange.findMany({
      where: { orderId, toStatus: "online" },
    });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatus: "completed",
      changedById: admin.id,
      source: "admin",
      note: `Website veröffentlicht: ${LIVE}`,
    });
    const mails = await mailsTo(user.email, /Ihre Website ist online/);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(LIVE);
    const freeUntil = addMonths(after.liveAt!, 12);
    expect(mails[0].text).toContain(`bis zum ${formatDate(freeUntil)} kostenlos`);
    expect(mails[0].text).not.toContain("INWX");

    // the free hosting year runs from the go-live
    const hosting = await prisma.hosting.findUniqueOrThrow({ where: { orderId } });
    expect(hosting.freeFrom).toEqual(after.liveAt);
    expect(hosting.freeUntil).toEqual(freeUntil);

    const timeline = (await customerTimeline(orderId, cookie))!;
    const last = timeline.steps[timeline.currentIndex];
    expect(last).toMatchObject({
      key: "online",
      label: `Online seit ${formatDate(after.liveAt!)}`,
      link: { href: LIVE, label: "www.live-gmbh.de" },
    });
    expect(JSON.stringify(timeline)).not.toContain("INWX");

    const dashboard = await thrown(dashboardLoader(routeArgs(getRequest("/dashboard", cookie))));
    const card = (
      (await dashboard.json()) as {
        orders: Array<{ id: string; statusLabel: string; timeline: { milestone: number } }>;
      }
    ).orders.find((o) => o.id === orderId);
    expect(card).toMatchObject({ statusLabel: "Online", timeline: { milestone: 6 } });
  });

  it("records a corrected address as a change and tells the customer", async () => {
    const { user, orderId } = await acceptedOrder();
    await post(orderId, { intent: "go-live", liveUrl: LIVE });
    const first = await state(orderId);
    const corrected = "https://www.live-gmbh.com/";
    expect((await post(orderId, { intent: "go-live", liveUrl: corrected })).status).toBe(302);
    expect(await state(orderId)).toMatchObject({
      status: "online",
      liveUrl: corrected,
      liveAt: first.liveAt,
    });
    const notes = await prisma.orderStatusChange.findMany({
      where: { orderId, toStatus: "online" },
      orderBy: { createdAt: "asc" },
      select: { note: true },
    });
    expect(notes.map((n) => n.note)).toEqual([
      `Website veröffentlicht: ${LIVE}`,
      `Live-Adresse geändert: ${corrected}`,
    ]);
    expect(await mailsTo(user.email, /Neue Adresse Ihrer Website/)).toHaveLength(1);
  });
});

describe("free hosting year and overdue promises", () => {
  it("an accepted order waits for the go-live; one accepted before the step existed starts at acceptance", async () => {
    const now = new Date();
    const waiting = await acceptedOrder();
    await sweepHosting(now, { orderId: waiting.orderId });
    expect(await prisma.hosting.count({ where: { orderId: waiting.orderId } })).toBe(0);

    const legacy = await paidOrder(new Date(now.getTime() - 20 * DAY));
    const acceptedAt = new Date(now.getTime() - 10 * DAY);
    await prisma.order.update({
      where: { id: legacy.orderId },
      data: {
        status: "completed",
        acceptedAt,
        acceptanceKind: "declared",
        hostingFromAcceptance: true,
      },
    });
    await sweepHosting(now, { orderId: legacy.orderId });
    const row = await prisma.hosting.findUniqueOrThrow({ where: { orderId: legacy.orderId } });
    expect(row.freeFrom).toEqual(acceptedAt);
    expect(row.freeUntil).toEqual(addMonths(acceptedAt, 12));
  });

  it("shows the admin since when the promised first preview is overdue", async () => {
    // paid 10 days ago: promised 7 days after, overdue since the day after
    const paidAt = new Date(Date.now() - 10 * DAY);
    const { orderId } = await paidOrder(paidAt);
    const page = await thrown(
      adminOrderLoader(
        routeArgs(getRequest(`/admin/orders/${orderId}`, admin.cookie), { orderId }),
      ),
    );
    const project = (
      (await page.json()) as {
        project: { promise: { due: string; overdueSince: string | null } };
      }
    ).project;
    expect(project.promise.due).toBe(formatDate(new Date(paidAt.getTime() + 7 * DAY)));
    expect(project.promise.overdueSince).toBe(formatDate(new Date(paidAt.getTime() + 8 * DAY)));

    const list = await thrown(
      adminDashboardLoader(routeArgs(getRequest(`/admin/dashboard?q=${orderId}`, admin.cookie))),
    );
    const row = (
      (await list.json()) as {
        orders: Array<{ id: string; overdueSince: string | null }>;
      }
    ).orders.find((o) => o.id === orderId);
    expect(row?.overdueSince).toBe(project.promise.overdueSince);

    // a fresh order is not overdue
    const fresh = await paidOrder();
    const freshPage = await thrown(
      adminOrderLoader(
        routeArgs(getRequest(`/admin/orders/${fresh.orderId}`, admin.cookie), {
          orderId: fresh.orderId,
        }),
      ),
    );
    expect(
      ((await freshPage.json()) as { project: { promise: { overdueSince: string | null } } })
        .project.promise.overdueSince,
    ).toBeNull();
  });
});
