// Mails to the order's assignee ("Zuständig"): a customer's message, a correction request, an
// assignment (by someone else, from the list, automatically) and the promised preview day
// (due tomorrow, overdue – once each). Only the assignee, only while active, only with the
// switch on; read back from a real SMTP sink after the queue ran. And "Meine
// Benachrichtigungen" on /admin/profil: saving, refusing bad input in German, only one's own.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  formRequest,
  getRequest,
  payInTestMode,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { drainQueue, runSweeps, startJobs, stopJobs } from "~/job-handlers/index.server";
import { addDays } from "~/models/catalog/delivery-promise";
import { deliverPreview, requestCorrection } from "~/models/delivery/delivery.server";
import { postCustomerMessage } from "~/models/messages/messages.server";
import { promiseOf, PROMISE_FACTS } from "~/models/order/timeline.server";
import { assignOrder } from "~/models/team/assignment.server";
import { PROFILE_TEXTS } from "~/models/team/notifications";
import { action as dashboardAction } from "~/routes/admin.dashboard";
import { action as profileAction, loader as profileLoader } from "~/routes/admin.profil";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { shortId } from "~/utils/format";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const people = { owner: "", lead: "", paula: "", quiet: "", gone: "" };
const emails = {} as Record<keyof typeof people, string>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
  resetEnvCache();
  await startJobs({ work: false, maintenance: false });
  const roles = {
    owner: ["owner", "Otto"],
    lead: ["project_lead", "Lea"],
    paula: ["production", "Paula"],
    quiet: ["production", "Quirin"],
    gone: ["production", "Gerd"],
  } as const;
  for (const [key, [role, firstName]] of Object.entries(roles) as Array<
    [keyof typeof people, (typeof roles)[keyof typeof roles]]
  >) {
    const user = await createCustomer({
      email: `zustaendig-${key}-${randomUUID().slice(0, 6)}@example.com`,
      firstName,
      lastName: "Team",
      staffRole: role,
    });
    people[key] = user.id;
    emails[key] = user.email;
  }
  await prisma.user.update({
    where: { id: people.quiet },
    data: {
      staffNotifyMessages: false,
      staffNotifyCorrections: false,
      staffNotifyPreviewDue: false,
      staffNotifyAssigned: false,
    },
  });
  await prisma.user.update({ where: { id: people.gone }, data: { deactivatedAt: new Date() } });
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});

/** Mails are jobs: send what is queued, then read what the sink got about this order. */
async function mailsAbout(orderId: string, subject: RegExp) {
  await drainQueue({ names: ["send-mail"] });
  return smtp.mails.filter(
    (m) => m.subject.includes(`#${shortId(orderId)}`) && subject.test(m.subject),
  );
}

async function paidOrder(assigneeId: string | null, paidAt = new Date()) {
  const customer = await createCustomer({ firstName: "Karla", lastName: "Kundin" });
  const order = await prisma.order.create({
    data: {
      userId: customer.id,
      packageType: "standard",
      status: "paid",
      paidAt,
      company: "Zuständig GmbH",
      totalPriceCents: 49900,
      basePriceCents: 49900,
      assigneeId,
    },
  });
  return { orderId: order.id, customerId: customer.id };
}

const MESSAGE = /Neue Kundennachricht zu Ihrem Auftrag/;

describe("a customer's message", () => {
  const write = (orderId: string, userId: string) =>
    postCustomerMessage({ orderId, userId, body: "Können wir das Logo größer machen?", files: [] });

  it("goes to the assignee, greeted by name, with the message", async () => {
    const { orderId, customerId } = await paidOrder(people.paula);
    expect((await write(orderId, customerId)).ok).toBe(true);
    const mails = await mailsAbout(orderId, MESSAGE);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([emails.paula]);
    expect(mails[0]!.text).toContain("Guten Tag Paula Team,");
    expect(mails[0]!.text).toContain("Karla Kundin hat zu Ihrem Auftrag");
    expect(mails[0]!.text).toContain("„Können wir das Logo größer machen?“");
    expect(mails[0]!.text).toContain(`/admin/orders/${orderId}/messages`);
  });

  it("is not sent when switched off, to a deactivated assignee or for an unassigned order", async () => {
    for (const assignee of [people.quiet, people.gone, null]) {
      const { orderId, customerId } = await paidOrder(assignee);
      expect((await write(orderId, customerId)).ok).toBe(true);
      expect(await mailsAbout(orderId, MESSAGE)).toEqual([]);
    }
  });
});

const CORRECTION = /Korrektur gewünscht bei Ihrem Auftrag/;

describe("a correction request", () => {
  async function correct(assigneeId: string) {
    const { orderId, customerId } = await paidOrder(assigneeId);
    const delivered = await deliverPreview({
      orderId,
      adminId: people.owner,
      previewUrl: "https://vorschau.example.com/",
    });
    expect(delivered.ok).toBe(true);
    const result = await requestCorrection({
      orderId,
      userId: customerId,
      text: "Bitte die Farben ändern.",
    });
    expect(result.ok).toBe(true);
    return orderId;
  }

  it("goes to the assignee with the customer's text", async () => {
    const orderId = await correct(people.lead);
    const mails = await mailsAbout(orderId, CORRECTION);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([emails.lead]);
    expect(mails[0]!.text).toContain("Guten Tag Lea Team,");
    expect(mails[0]!.text).toContain("„Bitte die Farben ändern.“");
  });

  it("is not sent when switched off or to a deactivated assignee", async () => {
    for (const assignee of [people.quiet, people.gone])
      expect(await mailsAbout(await correct(assignee), CORRECTION)).toEqual([]);
  });
});

const ASSIGNED = /Neuer Auftrag für Sie/;

describe("an assignment", () => {
  it("tells the new assignee who assigned it", async () => {
    const { orderId } = await paidOrder(null);
    expect(await assignOrder(orderId, people.paula, people.lead)).toMatchObject({
      outcome: "assigned",
    });
    const mails = await mailsAbout(orderId, ASSIGNED);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([emails.paula]);
    expect(mails[0]!.text).toContain("Lea Team (Projektleitung) hat Ihnen den Auftrag");
  });

  it("from the dashboard's list, too", async () => {
    const { orderId } = await paidOrder(null);
    const response = await thrown(
      dashboardAction(
        routeArgs(
          formRequest(
            "/admin/dashboard",
            { intent: "assign", orderId, assigneeId: people.paula },
            await adminCookieFor(people.lead),
          ),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect((await mailsAbout(orderId, ASSIGNED)).map((m) => m.to)).toEqual([[emails.paula]]);
  });

  it("tells nobody who took the order themself, or who switched it off", async () => {
    const own = await paidOrder(null);
    expect((await assignOrder(own.orderId, people.lead, people.lead)).outcome).toBe("assigned");
    expect(await mailsAbout(own.orderId, ASSIGNED)).toEqual([]);
    const quiet = await paidOrder(null);
    expect((await assignOrder(quiet.orderId, people.quiet, people.lead)).outcome).toBe("assigned");
    expect(await mailsAbout(quiet.orderId, ASSIGNED)).toEqual([]);
  });

  it("automatically, on payment, says so", async () => {
    await prisma.autoAssignment.create({
      data: { packageType: "premium", assigneeId: people.paula, updatedById: people.owner },
    });
    const customer = await createCustomer();
    const order = await prisma.order.create({
      data: {
        userId: customer.id,
        packageType: "premium",
        paymentType: "onetime",
        status: "pending_payment",
        basePriceCents: 24900,
        totalPriceCents: 24900,
      },
    });
    await payInTestMode(order.id);
    const mails = await mailsAbout(order.id, ASSIGNED);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([emails.paula]);
    expect(mails[0]!.text).toContain("wurde Ihnen automatisch zugewiesen");
  });
});

const DUE = /Vorschau bald fällig/;
const OVERDUE = /Vorschau überfällig/;

describe("the promised preview day", () => {
  /** An order paid long ago, and the promised day the customer was told. */
  async function promised(assigneeId: string | null) {
    const paidAt = new Date("2026-03-02T10:00:00Z");
    const { orderId } = await paidOrder(assigneeId, paidAt);
    const facts = await prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      select: PROMISE_FACTS,
    });
    const day = promiseOf(facts, paidAt)!.due.iso;
    // noon in Berlin, whatever the offset
    const on = (d: string) => new Date(`${d}T11:00:00Z`);
    return { orderId, day, dayBefore: on(addDays(day, -1)), after: on(addDays(day, 2)) };
  }

  it("mails the assignee the day before, then once overdue, each once", async () => {
    const { orderId, dayBefore, after } = await promised(people.paula);
    await runSweeps({ now: dayBefore });
    await runSweeps({ now: dayBefore });
    const due = await mailsAbout(orderId, DUE);
    expect(due).toHaveLength(1);
    expect(due[0]!.to).toEqual([emails.paula]);
    expect(due[0]!.text).toContain("Guten Tag Paula Team,");
    await runSweeps({ now: after });
    await runSweeps({ now: after });
    expect(await mailsAbout(orderId, OVERDUE)).toHaveLength(1);
    expect(await mailsAbout(orderId, DUE)).toHaveLength(1);
  });

  it("sends nothing once the preview is delivered", async () => {
    const { orderId, after } = await promised(people.paula);
    await deliverPreview({ orderId, adminId: people.owner, previewUrl: "https://v.example.com/" });
    await runSweeps({ now: after });
    expect(await mailsAbout(orderId, /Vorschau/)).toEqual([]);
  });

  it("sends nothing when switched off, deactivated or unassigned, and no backlog later", async () => {
    for (const assignee of [people.quiet, people.gone, null]) {
      const { orderId, after } = await promised(assignee);
      await runSweeps({ now: after });
      expect(await mailsAbout(orderId, /Vorschau/)).toEqual([]);
    }
    const { orderId, after } = await promised(people.quiet);
    await runSweeps({ now: after });
    await prisma.user.update({
      where: { id: people.quiet },
      data: { staffNotifyPreviewDue: true },
    });
    try {
      await runSweeps({ now: after });
      expect(await mailsAbout(orderId, /Vorschau/)).toEqual([]);
    } finally {
      await prisma.user.update({
        where: { id: people.quiet },
        data: { staffNotifyPreviewDue: false },
      });
    }
  });
});

describe("/admin/profil: Meine Benachrichtigungen", () => {
  const settingsOf = (id: string) =>
    prisma.user.findUniqueOrThrow({
      where: { id },
      select: {
        staffNotifyMessages: true,
        staffNotifyCorrections: true,
        staffNotifyPreviewDue: true,
        staffNotifyAssigned: true,
      },
    });

  it("shows every role its own switches", async () => {
    for (const key of ["owner", "paula"] as const) {
      const response = await thrown(
        profileLoader(routeArgs(getRequest("/admin/profil", await adminCookieFor(people[key])))),
      );
      const data = await response.json();
      expect(data.profile.email).toBe(emails[key]);
      expect(data.profile.settings).toEqual(await settingsOf(people[key]));
    }
  });

  it("saves the ticks of the signed-in member only", async () => {
    const me = await createCustomer({ staffRole: "accounting" });
    const response = await thrown(
      profileAction(
        routeArgs(
          formRequest(
            "/admin/profil",
            // a foreign id in the form changes nothing: the session says whose settings these are
            { staffNotifyMessages: "on", staffNotifyAssigned: "on", userId: people.paula },
            await adminCookieFor(me.id),
          ),
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/profil");
    expect(await settingsOf(me.id)).toEqual({
      staffNotifyMessages: true,
      staffNotifyCorrections: false,
      staffNotifyPreviewDue: false,
      staffNotifyAssigned: true,
    });
    expect(await settingsOf(people.paula)).toMatchObject({ staffNotifyCorrections: true });
  });

  it("refuses a value that is no tick, in German, and changes nothing", async () => {
    const me = await createCustomer({ staffRole: "production" });
    const response = await thrown(
      profileAction(
        routeArgs(
          formRequest(
            "/admin/profil",
            { staffNotifyMessages: "ja bitte", staffNotifyCorrections: "on" },
            await adminCookieFor(me.id),
          ),
        ),
      ),
    );
    expect(response.status).toBe(400);
    const data = await response.json();
    expect(data.result.error.staffNotifyMessages).toEqual([PROFILE_TEXTS.invalid]);
    // the other tick comes back as it was typed
    expect(data.result.initialValue).toMatchObject({ staffNotifyCorrections: "on" });
    expect(await settingsOf(me.id)).toEqual({
      staffNotifyMessages: true,
      staffNotifyCorrections: true,
      staffNotifyPreviewDue: true,
      staffNotifyAssigned: true,
    });
  });

  it("is for staff only: a customer goes to the sign-in", async () => {
    const customer = await createCustomer();
    const response = await thrown(
      profileAction(routeArgs(formRequest("/admin/profil", {}, await adminCookieFor(customer.id)))),
    );
    expect([302, 403]).toContain(response.status);
    expect(await settingsOf(customer.id)).toMatchObject({ staffNotifyMessages: true });
  });
});
