// Delivery, review and acceptance (issue 18, item 1): the admin delivers a preview, the
// customer accepts or asks for a correction, and the timed sweep sends the reminder and
// records the deemed acceptance – through the routes' actions and the model, on a real
// database, with mails read back from a real SMTP sink.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  multipart,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { drainQueue, runSweeps, startJobs, stopJobs } from "~/job-handlers/index.server";
import { DELIVERY_MESSAGES } from "~/models/delivery/delivery";
import {
  acceptDelivery,
  deliverPreview,
  requestCorrection,
  subscriptionStart,
  sweepAcceptance,
} from "~/models/delivery/delivery.server";
import { loader as adminLoader } from "~/routes/admin.orders.$orderId";
import {
  action as adminAction,
  loader as deliveryPageLoader,
} from "~/routes/admin.orders.$orderId_.delivery";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { action as clockAction, loader as clockLoader } from "~/routes/dev.clock";
import { loader as orderLoader } from "~/routes/order-details.$orderId";
import {
  action as deliveryAction,
  loader as deliveryLoader,
} from "~/routes/order-details.$orderId_.delivery";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { getStorage } from "~/utils/storage.server";

const AGENCY = "team@seitenwerk.example";
const DAY = 24 * 60 * 60 * 1000;

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
afterEach(() => vi.restoreAllMocks());

/** Mails are jobs: send what is queued, then read what the SMTP sink received. */
async function mailsTo(to: string, subject: RegExp) {
  await drainQueue({ names: ["send-mail"] });
  return smtp.mails.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
}

let admin: { id: string; cookie: string };
beforeAll(async () => {
  const user = await createCustomer({
    email: `admin-${randomUUID().slice(0, 8)}@example.com`,
    isAdmin: true,
  });
  admin = { id: user.id, cookie: await adminCookieFor(user.id) };
});

async function paidOrder(
  options: { packageType?: string; status?: string; professional?: boolean } = {},
) {
  const user = await createCustomer();
  const order = await prisma.order.create({
    data: {
      userId: user.id,
      packageType: options.packageType ?? "standard",
      professionalPackage: options.professional ? options.packageType : null,
      status: options.status ?? "paid",
      paidAt: new Date(),
      company: "Abnahme GmbH",
      totalPriceCents: 49900,
      basePriceCents: 49900,
    },
  });
  return { user, orderId: order.id, cookie: await customerCookie(user.id) };
}

function adminDeliver(
  orderId: string,
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; data: Buffer }> = [],
) {
  return thrown(
    adminAction(
      routeArgs(
        multipart(
          `/admin/orders/${orderId}`,
          { intent: "deliver", ...fields },
          files,
          admin.cookie,
        ),
        { orderId },
      ),
    ),
  );
}

function customerPost(orderId: string, fields: Record<string, string>, cookie: string) {
  return thrown(
    deliveryAction(
      routeArgs(formRequest(`/order-details/${orderId}/delivery`, fields, cookie), { orderId }),
    ),
  );
}

async function orderPage(orderId: string, cookie: string, query = "") {
  const response = await thrown(
    orderLoader(routeArgs(getRequest(`/order-details/${orderId}${query}`, cookie), { orderId })),
  );
  expect(response.status).toBe(200);
  return response.json();
}

const orderState = (orderId: string) =>
  prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true, acceptedAt: true, acceptanceKind: true },
  });

describe("delivering a preview (admin)", () => {
  it("has its own route for admins only: the form with the order's status, a German 400 for an unknown intent", async () => {
    const { orderId, cookie } = await paidOrder();
    const path = `/admin/orders/${orderId}/delivery`;
    for (const visitor of [cookie, ""]) {
      const page = await thrown(
        deliveryPageLoader(routeArgs(getRequest(path, visitor), { orderId })),
      );
      expect(page.status).toBe(302);
      expect(page.headers.get("Location")).toMatch(/^\/admin\/login/);
      const post = await thrown(
        adminAction(
          routeArgs(
            multipart(path, { intent: "deliver", previewUrl: "https://x.example.de" }, [], visitor),
            { orderId },
          ),
        ),
      );
      expect(post.status).toBe(302);
      expect(post.headers.get("Location")).toMatch(/^\/admin\/login/);
    }
    expect(await prisma.delivery.count({ where: { orderId } })).toBe(0);

    const unknown = await adminDeliver(orderId, { intent: "zaubern" }, [
      { field: "files", name: "weg.pdf", data: Buffer.from("%PDF-1.4 weg") },
    ]);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).delivery.error).toBe(DELIVERY_MESSAGES.unknownIntent);
    expect(await prisma.uploadedDocument.count({ where: { orderId } })).toBe(0);

    const page = await thrown(
      deliveryPageLoader(routeArgs(getRequest(path, admin.cookie), { orderId })),
    );
    expect(await page.json()).toMatchObject({
      orderId,
      shortId: orderId.slice(0, 8),
      status: "paid",
      delivery: { deliverable: true, deliveries: [] },
    });
    const missing = randomUUID();
    const gone = await thrown(
      deliveryPageLoader(
        routeArgs(getRequest(`/admin/orders/${missing}/delivery`, admin.cookie), {
          orderId: missing,
        }),
      ),
    );
    expect(gone.status).toBe(404);
  });

  it("refuses an http:// address with a German message, keeps what was typed and changes nothing", async () => {
    const { orderId } = await paidOrder();
    const response = await adminDeliver(
      orderId,
      { previewUrl: "http://vorschau.example.de", note: "Bitte prüfen" },
      [{ field: "files", name: "entwurf.pdf", data: Buffer.from("%PDF-1.4 Entwurf") }],
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.delivery.result.error.previewUrl).toEqual([DELIVERY_MESSAGES.previewUrlHttps]);
    expect(body.delivery.result.initialValue).toMatchObject({
      previewUrl: "http://vorschau.example.de",
      note: "Bitte prüfen",
    });
    expect((await orderState(orderId)).status).toBe("paid");
    expect(await prisma.delivery.count({ where: { orderId } })).toBe(0);
    expect(await prisma.uploadedDocument.count({ where: { orderId } })).toBe(0);

    // not a URL at all, and empty: German messages too
    for (const [previewUrl, message] of [
      ["vorschau", DELIVERY_MESSAGES.previewUrlInvalid],
      ["", DELIVERY_MESSAGES.previewUrlRequired],
    ]) {
      const res = await adminDeliver(orderId, { previewUrl });
      expect(res.status).toBe(400);
      expect((await res.json()).delivery.result.error.previewUrl).toEqual([message]);
    }
    // the model checks it as well, whoever calls it
    expect(
      await deliverPreview({ orderId, adminId: admin.id, previewUrl: "ftp://example.de" }),
    ).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("only paid orders in progress can be delivered", async () => {
    for (const status of ["draft", "pending_payment", "review", "completed", "cancelled"]) {
      const { orderId } = await paidOrder({ status });
      const response = await adminDeliver(orderId, { previewUrl: "https://vorschau.example.de" });
      expect(response.status, status).toBe(409);
      expect((await response.json()).delivery.error).toBe(DELIVERY_MESSAGES.notDeliverable);
      expect((await orderState(orderId)).status).toBe(status);
      expect(await prisma.delivery.count({ where: { orderId } })).toBe(0);
    }
    const unknown = randomUUID();
    expect((await adminDeliver(unknown, { previewUrl: "https://x.example.de" })).status).toBe(404);
  });

  it("moves the order to review with a delivery, its files, a history row and a mail with the 14-day rule", async () => {
    const { orderId, user } = await paidOrder({ status: "in_progress" });
    const response = await adminDeliver(
      orderId,
      { previewUrl: "https://vorschau.example.de/abnahme-gmbh", note: "Texte sind Platzhalter." },
      [{ field: "files", name: "Bildrechte.pdf", data: Buffer.from("%PDF-1.4 Rechte") }],
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/orders/${orderId}?tab=delivery`);

    expect((await orderState(orderId)).status).toBe("review");
    const delivery = await prisma.delivery.findFirstOrThrow({
      where: { orderId },
      include: { documents: true },
    });
    expect(delivery).toMatchObject({
      previewUrl: "https://vorschau.example.de/abnahme-gmbh",
      note: "Texte sind Platzhalter.",
      deliveredById: admin.id,
      outcome: null,
    });
    expect(delivery.documents).toHaveLength(1);
    expect(delivery.documents[0]).toMatchObject({ section: "delivery", name: "Bildrechte.pdf" });
    const stored = await getStorage().get(delivery.documents[0].storageKey);
    const chunks: Buffer[] = [];
    for await (const c of stored.body) chunks.push(Buffer.from(c));
    expect(Buffer.concat(chunks).toString()).toBe("%PDF-1.4 Rechte");

    const history = await prisma.orderStatusChange.findMany({ where: { orderId } });
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: "in_progress",
        toStatus: "review",
        changedById: admin.id,
        source: "admin",
      }),
    ]);

    const [mail] = await mailsTo(user.email, /bereit zur Abnahme/);
    expect(mail.text).toContain("https://vorschau.example.de/abnahme-gmbh");
    expect(mail.text).toContain(`/order-details/${orderId}`);
    const deadline = new Date(delivery.deliveredAt.getTime() + 14 * DAY).toLocaleDateString(
      "de-DE",
      { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Berlin" },
    );
    expect(mail.text).toContain(`bis zum ${deadline}`);
    expect(mail.text).toContain("§ 640 Abs. 2 BGB");

    // the admin sees it on the order page
    const page = await (
      await thrown(
        adminLoader(
          routeArgs(getRequest(`/admin/orders/${orderId}?tab=delivery`, admin.cookie), {
            orderId,
          }),
        ),
      )
    ).json();
    expect(page.delivery).toMatchObject({
      open: true,
      deadline,
      loops: { used: 0, included: 1 },
      deliveries: [{ number: 1, files: [{ name: "Bildrechte.pdf" }] }],
    });
  });

  it("a too large file stops the delivery as a whole", async () => {
    const { orderId } = await paidOrder();
    const response = await adminDeliver(orderId, { previewUrl: "https://vorschau.example.de" }, [
      { field: "files", name: "klein.txt", data: Buffer.from("klein") },
      { field: "files", name: "riesig.bin", data: randomBytes(21 * 1024 * 1024) },
    ]);
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.delivery.uploadErrors[0].message).toContain("größer als 20 MB");
    expect((await orderState(orderId)).status).toBe("paid");
    expect(await prisma.uploadedDocument.count({ where: { orderId } })).toBe(0);
  });
});

describe("the customer's answer", () => {
  async function delivered(options: Parameters<typeof paidOrder>[0] = {}, now?: Date) {
    const order = await paidOrder(options);
    const result = await deliverPreview({
      orderId: order.orderId,
      adminId: admin.id,
      previewUrl: "https://vorschau.example.de",
      note: "Bitte prüfen",
      now,
    });
    expect(result.ok).toBe(true);
    return order;
  }

  it("the order page shows the preview, the deadline and the loops; the dashboard says 'Website prüfen'", async () => {
    const { orderId, cookie } = await delivered();
    const page = await orderPage(orderId, cookie);
    expect(page.delivery).toMatchObject({
      open: true,
      loops: { used: 0, included: 1 },
      nextCorrectionChargeable: false,
      acceptance: null,
      deliveries: [{ previewUrl: "https://vorschau.example.de/", note: "Bitte prüfen" }],
    });
    expect(page.delivery.deadline).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(page.confirmAcceptance).toBe(false);
    expect((await orderPage(orderId, cookie, "?abnahme=bestaetigen")).confirmAcceptance).toBe(true);
    const dashboard = await (
      await thrown(dashboardLoader(routeArgs(getRequest("/dashboard", cookie))))
    ).json();
    const card = dashboard.orders.find((o: { id: string }) => o.id === orderId);
    expect(card.action).toEqual({ label: "Website prüfen", href: `/order-details/${orderId}` });
  });

  it("another customer can neither accept nor ask for a correction", async () => {
    const { orderId } = await delivered();
    const stranger = await createCustomer();
    const cookie = await customerCookie(stranger.id);
    for (const fields of [
      { intent: "accept" } as Record<string, string>,
      { intent: "request-correction", correctionText: "Alles anders" },
    ]) {
      const response = await customerPost(orderId, fields, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/dashboard");
    }
    expect(await acceptDelivery({ orderId, userId: stranger.id })).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect((await orderState(orderId)).status).toBe("review");
    expect(await prisma.delivery.count({ where: { orderId, outcome: null } })).toBe(1);
  });

  it("the answer's own route: its page shows the review to the owner only, an unknown intent is a German 400", async () => {
    const { orderId, cookie } = await delivered();
    const page = (as: string) =>
      thrown(
        deliveryLoader(
          routeArgs(getRequest(`/order-details/${orderId}/delivery`, as), { orderId }),
        ),
      );
    const own = await page(cookie);
    expect(own.status).toBe(200);
    expect((await own.json()).delivery).toMatchObject({ open: true, loops: { used: 0 } });
    const other = await page(await customerCookie((await createCustomer()).id));
    expect(other.headers.get("Location")).toBe("/dashboard");

    const unknown = await customerPost(orderId, { intent: "withdraw" }, cookie);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).delivery.error).toBe(DELIVERY_MESSAGES.unknownIntent);
    expect((await orderState(orderId)).status).toBe("review");

    // nothing delivered yet: the page sends the customer to the order
    const waiting = await paidOrder();
    const early = await thrown(
      deliveryLoader(
        routeArgs(getRequest(`/order-details/${waiting.orderId}/delivery`, waiting.cookie), {
          orderId: waiting.orderId,
        }),
      ),
    );
    expect(early.headers.get("Location")).toBe(`/order-details/${waiting.orderId}`);
  });

  it("a correction needs a text (German message, nothing changes); with one the order goes back to work and the agency is told", async () => {
    const { orderId, cookie } = await delivered();
    const empty = await customerPost(
      orderId,
      { intent: "request-correction", correctionText: "   " },
      cookie,
    );
    expect(empty.status).toBe(400);
    expect((await empty.json()).delivery.result.error.correctionText).toEqual([
      DELIVERY_MESSAGES.correctionRequired,
    ]);
    expect((await orderState(orderId)).status).toBe("review");

    const sent = await customerPost(
      orderId,
      { intent: "request-correction", correctionText: "Bitte das Logo größer." },
      cookie,
    );
    expect(sent.status).toBe(302);
    expect((await orderState(orderId)).status).toBe("in_progress");
    const delivery = await prisma.delivery.findFirstOrThrow({ where: { orderId } });
    expect(delivery).toMatchObject({
      outcome: "correction",
      correctionText: "Bitte das Logo größer.",
      correctionChargeable: false,
    });
    const history = await prisma.orderStatusChange.findFirstOrThrow({
      where: { orderId, toStatus: "in_progress" },
    });
    expect(history).toMatchObject({ fromStatus: "review", source: "customer" });
    const [mail] = await mailsTo(
      AGENCY,
      new RegExp(`Korrekturwunsch zu Auftrag #${orderId.slice(0, 8)}`),
    );
    expect(mail.text).toContain("Bitte das Logo größer.");
    expect(mail.subject).not.toContain("kostenpflichtig");
  });

  it("a refused file keeps the typed correction and changes nothing", async () => {
    const { orderId, cookie } = await delivered();
    const response = await thrown(
      deliveryAction(
        routeArgs(
          multipart(
            `/order-details/${orderId}/delivery`,
            { intent: "request-correction", correctionText: "Siehe Anhang." },
            [{ field: "files", name: "video.mov", data: randomBytes(21 * 1024 * 1024) }],
            cookie,
          ),
          { orderId },
        ),
      ),
    );
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.delivery.result.initialValue.correctionText).toBe("Siehe Anhang.");
    expect(body.delivery.uploadErrors[0].message).toContain("„video.mov“");
    expect((await orderState(orderId)).status).toBe("review");
    expect(await prisma.uploadedDocument.count({ where: { orderId, section: "correction" } })).toBe(
      0,
    );
  });

  it("a correction may carry files (section correction); beyond the included loop it is marked possibly chargeable", async () => {
    const { orderId, cookie } = await delivered();
    const first = await thrown(
      deliveryAction(
        routeArgs(
          multipart(
            `/order-details/${orderId}/delivery`,
            { intent: "request-correction", correctionText: "Neue Fotos anbei." },
            [{ field: "files", name: "foto.jpg", data: Buffer.from("jpeg") }],
            cookie,
          ),
          { orderId },
        ),
      ),
    );
    expect(first.status).toBe(302);
    const docs = await prisma.uploadedDocument.findMany({ where: { orderId } });
    expect(docs).toEqual([expect.objectContaining({ section: "correction", name: "foto.jpg" })]);
    expect(docs[0].deliveryId).not.toBeNull();

    await deliverPreview({ orderId, adminId: admin.id, previewUrl: "https://v2.example.de" });
    const before = await orderPage(orderId, cookie);
    expect(before.delivery).toMatchObject({
      loops: { used: 1, included: 1 },
      nextCorrectionChargeable: true,
    });
    const second = await customerPost(
      orderId,
      { intent: "request-correction", correctionText: "Doch lieber blau." },
      cookie,
    );
    expect(second.status).toBe(302);
    const latest = await prisma.delivery.findFirstOrThrow({
      where: { orderId },
      orderBy: { deliveredAt: "desc" },
    });
    expect(latest).toMatchObject({ outcome: "correction", correctionChargeable: true });
    expect(
      (await mailsTo(AGENCY, /möglicherweise kostenpflichtig/)).some((m) =>
        m.text.includes("Doch lieber blau."),
      ),
    ).toBe(true);

    // both sides see the loops and the mark
    const customerView = await orderPage(orderId, cookie);
    expect(customerView.delivery.loops).toEqual({ used: 2, included: 1 });
    const adminView = await (
      await thrown(
        adminLoader(
          routeArgs(getRequest(`/admin/orders/${orderId}?tab=delivery`, admin.cookie), {
            orderId,
          }),
        ),
      )
    ).json();
    expect(adminView.delivery.loops).toEqual({ used: 2, included: 1 });
    expect(
      adminView.delivery.deliveries.map(
        (d: { correctionText: string; correctionChargeable: boolean }) => [
          d.correctionText,
          d.correctionChargeable,
        ],
      ),
    ).toEqual([
      ["Doch lieber blau.", true],
      ["Neue Fotos anbei.", false],
    ]);
    expect(adminView.delivery.deliveries[1].correctionFiles).toEqual([
      expect.objectContaining({ name: "foto.jpg" }),
    ]);
  });

  it("accepting: completed, acceptedAt, declared, a history row and mails to both sides", async () => {
    const { orderId, cookie, user } = await delivered();
    const response = await customerPost(orderId, { intent: "accept" }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/order-details/${orderId}`);
    const order = await orderState(orderId);
    expect(order).toMatchObject({ status: "completed", acceptanceKind: "declared" });
    expect(order.acceptedAt).toBeInstanceOf(Date);
    expect(await prisma.delivery.findFirstOrThrow({ where: { orderId } })).toMatchObject({
      outcome: "accepted",
    });
    const history = await prisma.orderStatusChange.findMany({
      where: { orderId, toStatus: "completed" },
    });
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: "review", source: "customer", changedById: user.id }),
    ]);
    expect(await mailsTo(user.email, /Abnahme bestätigt/)).toHaveLength(1);
    expect(
      await mailsTo(AGENCY, new RegExp(`Website abgenommen: Auftrag #${orderId.slice(0, 8)}`)),
    ).toHaveLength(1);
    const page = await orderPage(orderId, cookie);
    expect(page.delivery.acceptance).toEqual({ at: expect.any(String), deemed: false });
    expect(page.delivery.open).toBe(false);

    // a second post (double click, second tab) changes nothing
    const again = await customerPost(orderId, { intent: "accept" }, cookie);
    expect(again.status).toBe(302);
    expect(
      await prisma.orderStatusChange.count({ where: { orderId, toStatus: "completed" } }),
    ).toBe(1);
    const late = await customerPost(
      orderId,
      { intent: "request-correction", correctionText: "Doch noch was" },
      cookie,
    );
    expect(late.status).toBe(302);
    expect((await orderState(orderId)).status).toBe("completed");
  });

  it("accepting twice at the same moment records one acceptance and one subscription start", async () => {
    const spy = vi.spyOn(subscriptionStart, "request");
    const { orderId, user } = await delivered({
      packageType: "steuerberater",
      professional: true,
      status: "in_progress",
    });
    const results = await Promise.all([
      acceptDelivery({ orderId, userId: user.id }),
      acceptDelivery({ orderId, userId: user.id }),
      acceptDelivery({ orderId, userId: user.id }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: "already_accepted" },
      { ok: false, reason: "already_accepted" },
    ]);
    expect(
      await prisma.orderStatusChange.count({ where: { orderId, toStatus: "completed" } }),
    ).toBe(1);
    expect(await mailsTo(user.email, /Abnahme bestätigt/)).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][1]).toBe(orderId);
  });

  it("acceptance racing the deemed-acceptance sweep records exactly one acceptance", async () => {
    const spy = vi.spyOn(subscriptionStart, "request");
    for (let round = 0; round < 3; round++) {
      const deliveredAt = new Date(Date.now() - 20 * DAY);
      const { orderId, user } = await delivered(
        { packageType: "aerzte", professional: true, status: "in_progress" },
        deliveredAt,
      );
      const [accept, sweep] = await Promise.all([
        acceptDelivery({ orderId, userId: user.id }),
        sweepAcceptance(new Date(), { orderId }),
      ]);
      expect(Number(accept.ok) + sweep.deemed, `round ${round}`).toBe(1);
      const order = await orderState(orderId);
      expect(order.status).toBe("completed");
      expect(order.acceptanceKind).toBe(accept.ok ? "declared" : "deemed");
      expect(
        await prisma.orderStatusChange.count({ where: { orderId, toStatus: "completed" } }),
      ).toBe(1);
      expect(
        await prisma.delivery.count({
          where: { orderId, outcome: { in: ["accepted", "deemed_accepted"] } },
        }),
      ).toBe(1);
    }
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it("a correction racing the acceptance: one of them wins, never both", async () => {
    const { orderId, user } = await delivered();
    const [accept, correction] = await Promise.all([
      acceptDelivery({ orderId, userId: user.id }),
      requestCorrection({ orderId, userId: user.id, text: "Halt, noch etwas" }),
    ]);
    expect(Number(accept.ok) + Number(correction.ok)).toBe(1);
    expect((await orderState(orderId)).status).toBe(accept.ok ? "completed" : "in_progress");
  });
});

describe("the timed steps (sweepAcceptance)", () => {
  async function deliveredAt(at: Date, options: Parameters<typeof paidOrder>[0] = {}) {
    const order = await paidOrder(options);
    await deliverPreview({
      orderId: order.orderId,
      adminId: admin.id,
      previewUrl: "https://vorschau.example.de/frist",
      now: at,
    });
    return order;
  }

  it("sends one reminder after 7 days, however often it runs", async () => {
    const t0 = new Date("2026-03-02T09:00:00Z");
    const { orderId, user } = await deliveredAt(t0);
    const reminders = () => mailsTo(user.email, /Erinnerung/);
    expect(await sweepAcceptance(new Date(t0.getTime() + 7 * DAY - 60_000), { orderId })).toEqual({
      reminded: 0,
      deemed: 0,
    });
    expect(await reminders()).toHaveLength(0);
    const at7 = new Date(t0.getTime() + 7 * DAY);
    expect(await sweepAcceptance(at7, { orderId })).toEqual({ reminded: 1, deemed: 0 });
    expect(await sweepAcceptance(new Date(at7.getTime() + DAY), { orderId })).toEqual({
      reminded: 0,
      deemed: 0,
    });
    // two instances at once: still one
    await Promise.all([sweepAcceptance(at7, { orderId }), sweepAcceptance(at7, { orderId })]);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("16.03.2026");
    const delivery = await prisma.delivery.findFirstOrThrow({ where: { orderId } });
    expect(delivery.reminderSentAt).toEqual(at7);
    expect((await orderState(orderId)).status).toBe("review");
  });

  it("records the deemed acceptance after 14 days, once, with history, mails and the subscription start", async () => {
    const spy = vi.spyOn(subscriptionStart, "request");
    const t0 = new Date("2026-04-01T08:00:00Z");
    const { orderId, user, cookie } = await deliveredAt(t0, {
      packageType: "anwaelte",
      professional: true,
      status: "in_progress",
    });
    expect(await sweepAcceptance(new Date(t0.getTime() + 14 * DAY - 1), { orderId })).toEqual({
      reminded: 1,
      deemed: 0,
    });
    const at14 = new Date(t0.getTime() + 14 * DAY);
    expect(await sweepAcceptance(at14, { orderId })).toEqual({ reminded: 0, deemed: 1 });
    expect(await sweepAcceptance(new Date(at14.getTime() + 30 * DAY), { orderId })).toEqual({
      reminded: 0,
      deemed: 0,
    });

    const order = await orderState(orderId);
    expect(order).toEqual({ status: "completed", acceptanceKind: "deemed", acceptedAt: at14 });
    expect(await prisma.delivery.findFirstOrThrow({ where: { orderId } })).toMatchObject({
      outcome: "deemed_accepted",
    });
    const history = await prisma.orderStatusChange.findMany({
      where: { orderId, toStatus: "completed" },
    });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ source: "system", changedById: null });
    expect(history[0].note).toContain("§ 640 Abs. 2 BGB");
    expect(history[0].note).toContain("14 Tagen");
    expect(await mailsTo(user.email, /gilt als abgenommen/)).toHaveLength(1);
    expect(
      await mailsTo(AGENCY, new RegExp(`Abnahme fingiert: Auftrag #${orderId.slice(0, 8)}`)),
    ).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(1);

    const page = await orderPage(orderId, cookie);
    expect(page.delivery.acceptance).toEqual({ at: "15.04.2026", deemed: true });
  });

  it("package orders are accepted without a subscription start; a correction after the deadline records the deemed acceptance", async () => {
    const spy = vi.spyOn(subscriptionStart, "request");
    const t0 = new Date(Date.now() - 15 * DAY);
    const { orderId, user } = await deliveredAt(t0);
    const late = await requestCorrection({ orderId, userId: user.id, text: "Noch eine Änderung" });
    expect(late).toEqual({ ok: false, reason: "deadline_passed" });
    expect(await orderState(orderId)).toMatchObject({
      status: "completed",
      acceptanceKind: "deemed",
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it("the scheduled sweep job runs it with its own clock", async () => {
    const t0 = new Date(Date.now() - 15 * DAY);
    const { orderId } = await deliveredAt(t0);
    const results = await runSweeps({ now: new Date() });
    expect(results.abnahme).toBeGreaterThanOrEqual(1);
    expect(await orderState(orderId)).toMatchObject({
      status: "completed",
      acceptanceKind: "deemed",
    });
  });

  it("an order taken out of review by hand is left alone; a new delivery replaces the open one", async () => {
    const t0 = new Date(Date.now() - 20 * DAY);
    const { orderId } = await deliveredAt(t0);
    await prisma.order.update({ where: { id: orderId }, data: { status: "in_progress" } });
    expect(await sweepAcceptance(new Date(), { orderId })).toEqual({ reminded: 0, deemed: 0 });
    await deliverPreview({ orderId, adminId: admin.id, previewUrl: "https://neu.example.de" });
    const outcomes = await prisma.delivery.findMany({
      where: { orderId },
      orderBy: { deliveredAt: "asc" },
      select: { outcome: true },
    });
    expect(outcomes).toEqual([{ outcome: "superseded" }, { outcome: null }]);
  });
});

describe("/dev/clock", () => {
  it("runs the sweep as of a date, scoped to one order, and answers 404 in production", async () => {
    const { orderId } = await paidOrder();
    await deliverPreview({
      orderId,
      adminId: admin.id,
      previewUrl: "https://uhr.example.de",
      now: new Date("2026-05-04T10:00:00Z"),
    });
    const page = await (
      await thrown(clockLoader(routeArgs(getRequest("/dev/clock", admin.cookie))))
    ).json();
    expect(page.waiting.some((w: { orderId: string }) => w.orderId === orderId)).toBe(true);

    const bad = await thrown(
      clockAction(routeArgs(formRequest("/dev/clock", { date: "morgen", orderId }, admin.cookie))),
    );
    expect(bad.status).toBe(400);
    const run = await thrown(
      clockAction(
        routeArgs(formRequest("/dev/clock", { date: "2026-05-18", orderId }, admin.cookie)),
      ),
    );
    expect((await run.json()).summary).toMatchObject({ reminded: 0, deemed: 1 });
    expect((await orderState(orderId)).acceptanceKind).toBe("deemed");

    const production = {
      APP_ENV: "production",
      DEV_TOOLS: "0",
      APP_URL: "https://seitenwerk.example",
      DATABASE_URL: "postgresql://app:secret@db:5432/app",
      SMTP_URL: "smtp://mail:25",
      S3_ENDPOINT: "https://s3.example",
      S3_BUCKET: "uploads",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      // the provider's legal details, required in production (§ 5 DDG, § 14 UStG)
      PROVIDER_NAME: "Seitenwerk GmbH",
      PROVIDER_ADDRESS: "Musterstraße 1, 10115 Berlin",
      PROVIDER_EMAIL: "kontakt@seitenwerk.example",
      PROVIDER_VAT_ID: "DE123456789",
      PROVIDER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
      PROVIDER_MANAGING_DIRECTOR: "Erika Mustermann",
    };
    const saved = { ...process.env };
    Object.assign(process.env, production);
    resetEnvCache();
    try {
      expect(
        (await thrown(clockLoader(routeArgs(getRequest("/dev/clock", admin.cookie))))).status,
      ).toBe(404);
      expect(
        (
          await thrown(
            clockAction(routeArgs(formRequest("/dev/clock", { date: "2026-05-18" }, admin.cookie))),
          )
        ).status,
      ).toBe(404);
    } finally {
      for (const key of Object.keys(production)) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      resetEnvCache();
    }
  });
});
