// A paid order on the test clock, as its customer reads it: a promised day at every step of
// the timeline (first preview, the new preview after a correction, the go-live, the end of
// the free hosting year on the order page and on /billing), "In Bearbeitung" only once the
// work began – and one buyer, one name: the mails greet the billing profile's contact
// person and "Mein Konto" names the billing profile's firm.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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
import { invoiceMail } from "~/mails/invoice";
import { saveBillingProfile } from "~/models/billing/profile.server";
import {
  acceptDelivery,
  deliverPreview,
  requestCorrection,
} from "~/models/delivery/delivery.server";
import { loader as accountLoader } from "~/routes/account";
import { action as goLiveAction } from "~/routes/admin.orders.$orderId_.go-live";
import { loader as billingLoader } from "~/routes/billing";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as orderLoader } from "~/routes/order-details.$orderId";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let adminId: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
  resetEnvCache();
  adminId = (await createCustomer({ isAdmin: true })).id;
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const clock = (iso: string) => vi.setSystemTime(new Date(iso));

/** Bought at checkout by "Dr. Eva Testkunde"; the firm names Anna Weber for its invoices. */
async function paidOrder({ profile = true } = {}) {
  const user = await createCustomer({
    email: `termine-${randomUUID().slice(0, 8)}@example.com`,
    firstName: "Dr. Eva",
    lastName: "Testkunde",
  });
  if (profile)
    await saveBillingProfile(user.id, {
      company: "Weber Design GmbH",
      street: "Hauptstraße 1",
      zip: "20095",
      city: "Hamburg",
      country: "DE",
      vatId: null,
      contactFirstName: "Anna",
      contactLastName: "Weber",
    });
  const order = await prisma.order.create({
    data: {
      userId: user.id,
      packageType: "standard",
      paymentType: "onetime",
      status: "paid",
      paidAt: new Date(),
      company: "Weber Design GmbH",
      contactPerson: "Anna Weber",
      basePriceCents: 49900,
      totalPriceCents: 49900,
    },
  });
  return { user, orderId: order.id };
}

async function orderPage(orderId: string, userId: string) {
  const cookie = await customerCookie(userId);
  const response = await thrown(
    orderLoader(routeArgs(getRequest(`/order-details/${orderId}`, cookie), { orderId })),
  );
  expect(response.status).toBe(200);
  const data = (await response.json()) as { timeline: OrderTimeline };
  const current = data.timeline.steps[data.timeline.currentIndex];
  return { timeline: data.timeline, current };
}

async function dashboardCard(orderId: string, userId: string) {
  const cookie = await customerCookie(userId);
  const data = await (
    await thrown(dashboardLoader(routeArgs(getRequest("/dashboard", cookie))))
  ).json();
  return data.orders.find((o: { id: string }) => o.id === orderId);
}

describe("a date at every step of the timeline", () => {
  it("paid, correction, acceptance, online: each step promises its day, the hosting year's end on the order page and /billing", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    clock("2026-03-02T10:00:00Z"); // a Monday
    const { user, orderId } = await paidOrder();

    // paid a moment ago: the order stands at "Bezahlt", as the admin sees it
    let page = await orderPage(orderId, user.id);
    expect(page.current).toMatchObject({
      key: "paid",
      state: "done",
      next: { label: "Vorschau spätestens am", date: { label: "09.03.2026" } },
    });
    expect(page.timeline.steps.find((s) => s.key === "progress")?.state).toBe("upcoming");
    expect((await dashboardCard(orderId, user.id)).timeline).toMatchObject({
      milestone: 1,
      label: "Bezahlt",
    });

    clock("2026-03-05T10:00:00Z");
    const first = await deliverPreview({
      orderId,
      adminId,
      previewUrl: "https://vorschau.example.de/termine",
    });
    expect(first.ok).toBe(true);
    clock("2026-03-06T10:00:00Z"); // Friday
    expect(
      await requestCorrection({ orderId, userId: user.id, text: "Bitte das Logo größer." }),
    ).toMatchObject({ ok: true });
    page = await orderPage(orderId, user.id);
    expect(page.current).toMatchObject({
      key: "rework",
      next: { label: "Neue Vorschau spätestens am", date: { label: "13.03.2026" } },
    });

    clock("2026-03-09T10:00:00Z");
    expect(
      (await deliverPreview({ orderId, adminId, previewUrl: "https://vorschau.example.de/t2" })).ok,
    ).toBe(true);
    clock("2026-03-10T10:00:00Z"); // Tuesday
    expect(await acceptDelivery({ orderId, userId: user.id })).toEqual({ ok: true });
    page = await orderPage(orderId, user.id);
    // not "Ihre Website ist online" before it is: the step is open, with its day
    expect(page.current).toMatchObject({
      key: "online",
      state: "current",
      next: { label: "Online spätestens am", date: { label: "13.03.2026" } },
    });

    clock("2026-03-12T10:00:00Z");
    const adminCookie = await adminCookieFor(adminId);
    const published = await thrown(
      goLiveAction(
        routeArgs(
          formRequest(
            `/admin/orders/${orderId}/go-live`,
            { intent: "go-live", liveUrl: "https://www.weber-design.de/" },
            adminCookie,
          ),
          { orderId },
        ),
      ),
    );
    expect(published.status).toBe(302);
    page = await orderPage(orderId, user.id);
    expect(page.current).toMatchObject({
      key: "online",
      state: "done",
      next: { label: "Hosting kostenlos bis", date: { label: "12.03.2027" } },
    });
    expect((await dashboardCard(orderId, user.id)).timeline.next).toMatchObject({
      date: { label: "12.03.2027" },
    });
    const billing = await (
      await thrown(billingLoader(routeArgs(getRequest("/billing", await customerCookie(user.id)))))
    ).json();
    expect(billing.hostings).toEqual([
      expect.objectContaining({ orderId, freeUntil: "12.03.2027", status: "free" }),
    ]);

    // the mail says the same day, and greets the billing profile's contact person
    vi.useRealTimers();
    await drainQueue({ names: ["send-mail"] });
    const mail = await smtp.waitFor(user.email, (m) => /Ihre Website ist online/.test(m.subject));
    expect(mail.text).toContain("bis zum 12.03.2027 kostenlos");
    expect(mail.text.split("\n")[0]).toBe("Guten Tag Anna Weber,");
    // every mail of this order so far greets her, none the checkout name
    const all = smtp.mails.filter((m) => m.to.includes(user.email));
    expect(all.length).toBeGreaterThan(2);
    for (const m of all) expect(m.text).not.toContain("Testkunde");
  });
});

describe("one buyer, one name", () => {
  it("'Mein Konto' names the billing profile's firm; without a profile the mails greet the account's name", async () => {
    const { user } = await paidOrder();
    const cookie = await customerCookie(user.id);
    const account = await (
      await thrown(accountLoader(routeArgs(getRequest("/account", cookie))))
    ).json();
    expect(account.account.companyName).toBe("Weber Design GmbH");
    expect(account.billing.defaults.company).toBe("Weber Design GmbH");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).companyName).toBe(
      "Weber Design GmbH",
    );

    const plain = await paidOrder({ profile: false });
    expect(
      (
        await deliverPreview({
          orderId: plain.orderId,
          adminId,
          previewUrl: "https://v.example.de/",
        })
      ).ok,
    ).toBe(true);
    await drainQueue({ names: ["send-mail"] });
    const mail = await smtp.waitFor(plain.user.email, () => true);
    expect(mail.text.split("\n")[0]).toBe("Guten Tag Dr. Eva Testkunde,");
  });

  it("the invoice mail greets the billing profile's contact, like every mail about money", () => {
    const mail = invoiceMail(
      { number: "RE-2026-000001", kind: "invoice", storageKey: "k", gross: "499,00 €" },
      {
        id: randomUUID(),
        user: {
          email: "rechnung@example.com",
          firstName: "Eva",
          lastName: "Testkunde",
          billingProfile: { contactFirstName: "Anna", contactLastName: "Weber" },
        },
      },
    );
    expect(mail.text.split("\n")[0]).toBe("Guten Tag Anna Weber,");
  });
});
