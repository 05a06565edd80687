// Notifications (issue 20, item 2): every event a person must know about produces exactly
// one mail to the right person, queued in the event's transaction and sent by the job
// queue over SMTP (a real sink). Table-driven: one row per trigger, listing every mail it
// must cause – and nothing else may arrive.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, payInTestMode } from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import type Stripe from "stripe";
import { drainQueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { handleStripeEvent } from "~/models/billing/stripe-events.server";
import { createInquiry } from "~/models/contact/contact.server";
import {
  acceptDelivery,
  deliverPreview,
  requestCorrection,
  sweepAcceptance,
} from "~/models/delivery/delivery.server";
import { postAgencyMessage, postCustomerMessage } from "~/models/messages/messages.server";
import { changeOrderStatus } from "~/models/order/status.server";
import { emptyDetails } from "~/models/professional/professional";
import {
  recordProfessionalSetup,
  submitProfessionalDetails,
} from "~/models/professional/professional.server";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";

const AGENCY = "agentur@benachrichtigung.example";
const DAY = 24 * 60 * 60 * 1000;

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let adminId: string;
beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    ADMIN_NOTIFY_EMAIL: AGENCY,
  });
  resetEnvCache();
  await startJobs({ work: false, maintenance: false });
  adminId = (
    await createCustomer({ email: `admin-${randomUUID().slice(0, 8)}@example.com`, isAdmin: true })
  ).id;
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT", "ADMIN_NOTIFY_EMAIL"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});

interface Ctx {
  email: string;
  userId: string;
  orderId: string;
}

async function customerOrder(status: string, extra: Record<string, unknown> = {}): Promise<Ctx> {
  const user = await createCustomer();
  const order = await prisma.order.create({
    data: {
      userId: user.id,
      packageType: "standard",
      paymentType: "onetime",
      status,
      company: "Benachrichtigung GmbH",
      // a package order is paid only with its company tab complete: the invoice's buyer
      companyAddress: "Hauptstraße 1",
      companyZip: "10115",
      companyCity: "Berlin",
      totalPriceCents: 49900,
      basePriceCents: 49900,
      ...extra,
    },
  });
  return { email: user.email, userId: user.id, orderId: order.id };
}

const firstPayment = (ctx: Ctx, amountCents = 49900) => payInTestMode(ctx.orderId, { amountCents });

const delivered = async (ctx: Ctx) => {
  const result = await deliverPreview({
    orderId: ctx.orderId,
    adminId,
    previewUrl: "https://vorschau.example/",
  });
  expect(result.ok).toBe(true);
};

function setupSession(email: string) {
  return {
    id: `cs_test_${randomUUID()}`,
    object: "checkout.session",
    metadata: { kind: "professional_setup", profession: "steuerberater" },
    payment_status: "paid",
    amount_total: 23681,
    livemode: false,
    customer_details: { email, name: "Petra Pro", phone: null, address: null },
    customer_email: email,
    payment_intent: null,
    customer: null,
    payment_method_types: ["card"],
  } as unknown as Stripe.Checkout.Session;
}

type To = "customer" | "agency";
interface Row {
  event: string;
  /** creates the customer and order; mails it causes are sent and ignored */
  setup: () => Promise<Ctx>;
  trigger: (ctx: Ctx) => Promise<unknown>;
  mails: Array<[To, RegExp]>;
  /** job kinds to run after the trigger (default: mails only) */
  jobs?: Array<"send-mail" | "issue-invoice">;
}

const rows: Row[] = [
  {
    event: "status changed (customer)",
    setup: () => customerOrder("paid"),
    trigger: (ctx) =>
      changeOrderStatus(ctx.orderId, "in_progress", { userId: adminId, source: "admin" }),
    mails: [["customer", /^Neuer Status Ihrer Bestellung #\w+: In Bearbeitung$/]],
  },
  {
    event: "preview delivered (customer)",
    setup: () => customerOrder("in_progress"),
    trigger: delivered,
    mails: [["customer", /^Ihre Website ist bereit zur Abnahme/]],
  },
  {
    event: "new message from the agency (customer)",
    setup: () => customerOrder("paid"),
    trigger: (ctx) =>
      postAgencyMessage({
        orderId: ctx.orderId,
        adminId,
        body: "Wir haben eine Frage.",
        internal: false,
        files: [],
      }),
    mails: [["customer", /^Neue Nachricht zu Ihrer Bestellung/]],
  },
  {
    event: "internal note (nobody)",
    setup: () => customerOrder("paid"),
    trigger: (ctx) =>
      postAgencyMessage({
        orderId: ctx.orderId,
        adminId,
        body: "Nur intern",
        internal: true,
        files: [],
      }),
    mails: [],
  },
  {
    event: "payment received (customer) + order paid (agency)",
    setup: () => customerOrder("pending_payment"),
    trigger: (ctx) => firstPayment(ctx),
    mails: [
      ["customer", /^Zahlungsbestätigung für Ihre Bestellung/],
      ["agency", /^Neue bezahlte Bestellung/],
    ],
  },
  {
    event: "invoice issued (customer)",
    setup: async () => {
      // earlier rows' invoices first, so only this payment's invoice is waiting
      await drainQueue();
      const ctx = await customerOrder("pending_payment");
      await firstPayment(ctx);
      return ctx;
    },
    trigger: () => Promise.resolve(),
    jobs: ["issue-invoice", "send-mail"],
    mails: [["customer", /^Ihre Rechnung RE-/]],
  },
  {
    event: "payment failed (customer)",
    setup: () => customerOrder("pending_payment"),
    trigger: (ctx) =>
      handleStripeEvent(
        {
          id: `evt_${randomUUID()}`,
          type: "checkout.session.async_payment_failed",
          data: {
            object: {
              id: `cs_${randomUUID()}`,
              metadata: { orderId: ctx.orderId },
              amount_total: 49900,
            },
          },
        } as unknown as Stripe.Event,
        true,
      ),
    mails: [["customer", /^Zahlung fehlgeschlagen/]],
  },
  {
    event: "professional setup fee paid (agency) + receipt (customer)",
    setup: async () => ({
      email: `pro-${randomUUID().slice(0, 8)}@example.com`,
      userId: "",
      orderId: "",
    }),
    trigger: (ctx) => recordProfessionalSetup(setupSession(ctx.email), { testMode: true }),
    mails: [
      ["customer", /^Zahlung erhalten: Einrichtungsgebühr/],
      ["agency", /^Einrichtungsgebühr bezahlt/],
    ],
  },
  {
    event: "intake submitted (agency)",
    setup: () =>
      customerOrder("pending_details", {
        packageType: "steuerberater",
        professionalPackage: "steuerberater",
        profession: "steuerberater",
        professionalDetails: {
          ...emptyDetails(),
          companyName: "Kanzlei Muster",
          streetAddress: "Hauptstraße 1",
          postalCode: "10115",
          city: "Berlin",
          phone: "030 123456",
          email: "kanzlei@example.com",
        },
      }),
    trigger: async (ctx) => {
      const order = await prisma.order.findUniqueOrThrow({ where: { id: ctx.orderId } });
      expect(await submitProfessionalDetails(order, [])).toBe("submitted");
    },
    mails: [["agency", /^Angaben übermittelt: Bestellung/]],
  },
  {
    event: "correction requested (agency)",
    setup: async () => {
      const ctx = await customerOrder("in_progress");
      await delivered(ctx);
      return ctx;
    },
    trigger: async (ctx) => {
      const result = await requestCorrection({
        orderId: ctx.orderId,
        userId: ctx.userId,
        text: "Bitte das Logo größer.",
      });
      expect(result.ok).toBe(true);
    },
    mails: [["agency", /^Korrekturwunsch zu Auftrag/]],
  },
  {
    event: "site accepted (agency) + confirmation (customer)",
    setup: async () => {
      const ctx = await customerOrder("in_progress");
      await delivered(ctx);
      return ctx;
    },
    trigger: async (ctx) => {
      expect((await acceptDelivery({ orderId: ctx.orderId, userId: ctx.userId })).ok).toBe(true);
    },
    mails: [
      ["customer", /^Abnahme bestätigt/],
      ["agency", /^Website abgenommen/],
    ],
  },
  {
    event: "new customer message (agency)",
    setup: () => customerOrder("paid"),
    trigger: (ctx) =>
      postCustomerMessage({
        orderId: ctx.orderId,
        userId: ctx.userId,
        body: "Kurze Frage",
        files: [],
      }),
    mails: [["agency", /^Neue Kundennachricht zu Bestellung/]],
  },
  {
    event: "new contact inquiry (agency, and the sender's confirmation)",
    setup: async () => ({
      email: `anfrage-${randomUUID().slice(0, 8)}@example.com`,
      userId: "",
      orderId: "",
    }),
    trigger: (ctx) =>
      createInquiry({
        firstName: "Anna",
        lastName: "Anfrage",
        email: ctx.email,
        phone: "",
        subject: "Angebot",
        message: "Was kostet eine Website?",
      }),
    mails: [
      ["agency", /^Neue Kontaktanfrage von Anna Anfrage/],
      ["customer", /^Ihre Anfrage bei Seitenwerk ist eingegangen$/],
    ],
  },
  {
    event: "payment problem (agency)",
    setup: () => customerOrder("pending_payment"),
    trigger: (ctx) => firstPayment(ctx, 100),
    mails: [["agency", /Betrag/]],
  },
];

describe("every event produces exactly one mail to the right person", () => {
  it.each(rows.map((r) => [r.event, r] as const))("%s", async (_event, row) => {
    const ctx = await row.setup();
    // whatever the setup caused is sent now and not counted (invoices are their own row)
    await drainQueue({ names: ["send-mail"] });
    const before = smtp.mails.length;
    await row.trigger(ctx);
    for (const name of row.jobs ?? ["send-mail"]) await drainQueue({ names: [name] });
    const received = smtp.mails
      .slice(before)
      .map((m) => ({ to: m.to, subject: m.subject, html: m.html }));
    expect(received).toHaveLength(row.mails.length);
    for (const [to, subject] of row.mails) {
      const address = (to === "agency" ? AGENCY : ctx.email).toLowerCase();
      const matching = received.filter((m) => m.to.includes(address) && subject.test(m.subject));
      expect(matching, `${to}: ${subject}`).toHaveLength(1);
      expect(matching[0].html).toContain("<html");
    }
    // a second run sends nothing more
    await drainQueue({ names: ["send-mail"] });
    expect(smtp.mails.length - before).toBe(row.mails.length);
  });
});

describe("opt-out of optional mails", () => {
  it("switches off the acceptance reminder, but status and message mails still go out", async () => {
    const out = await customerOrder("in_progress");
    const into = await customerOrder("in_progress");
    await prisma.user.update({ where: { id: out.userId }, data: { notifyOptional: false } });
    const deliveredAt = new Date();
    await delivered(out);
    await delivered(into);
    await drainQueue();
    const before = smtp.mails.length;
    await sweepAcceptance(new Date(deliveredAt.getTime() + 8 * DAY), { orderId: out.orderId });
    await sweepAcceptance(new Date(deliveredAt.getTime() + 8 * DAY), { orderId: into.orderId });
    await postAgencyMessage({
      orderId: out.orderId,
      adminId,
      body: "Trotzdem wichtig",
      internal: false,
      files: [],
    });
    // back from review: a confirmed change (the admin's confirmation step)
    await changeOrderStatus(
      out.orderId,
      "in_progress",
      { userId: adminId, source: "admin" },
      { confirmed: true },
    );
    await drainQueue({ names: ["send-mail"] });
    const received = smtp.mails.slice(before);
    const toOut = received.filter((m) => m.to.includes(out.email.toLowerCase()));
    const toIn = received.filter((m) => m.to.includes(into.email.toLowerCase()));
    expect(toIn.map((m) => m.subject)).toEqual([expect.stringMatching(/^Erinnerung:/)]);
    expect(toOut.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^Neue Nachricht/),
      expect.stringMatching(/^Neuer Status/),
    ]);
  });
});

describe("mail settings per kind (/account)", () => {
  it("messages and status news can be switched off; a status that asks the customer to act still goes out", async () => {
    const quiet = await customerOrder("paid", { paidAt: new Date() });
    const usual = await customerOrder("paid", { paidAt: new Date() });
    await prisma.user.update({
      where: { id: quiet.userId },
      data: { notifyMessages: false, notifyStatus: false },
    });
    await drainQueue();
    const before = smtp.mails.length;
    const admin = { userId: adminId, source: "admin" } as const;
    for (const ctx of [quiet, usual]) {
      await postAgencyMessage({
        orderId: ctx.orderId,
        adminId,
        body: "Kurze Rückfrage",
        internal: false,
        files: [],
      });
      // news without anything to do, then a step that ends the order
      expect((await changeOrderStatus(ctx.orderId, "in_progress", admin)).outcome).toBe("changed");
      const end = await changeOrderStatus(ctx.orderId, "cancelled", admin, { confirmed: true });
      expect(end.outcome).toBe("changed");
    }
    await drainQueue({ names: ["send-mail"] });
    const received = smtp.mails.slice(before);
    const subjectsTo = (ctx: Ctx) =>
      received
        .filter((m) => m.to.includes(ctx.email.toLowerCase()))
        .map((m) => m.subject)
        .sort();
    expect(subjectsTo(usual)).toEqual([
      expect.stringMatching(/^Neue Nachricht/),
      expect.stringMatching(/^Neuer Status .*: In Bearbeitung$/),
      expect.stringMatching(/^Neuer Status .*: Storniert$/),
    ]);
    expect(subjectsTo(quiet)).toEqual([expect.stringMatching(/^Neuer Status .*: Storniert$/)]);
  });
});
