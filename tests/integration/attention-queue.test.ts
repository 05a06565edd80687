// "Was ansteht" on the admin dashboard: corrections asked for, previews due with the day
// promised to the customer (before and after it passed), unread customer messages, overdue
// payments for who settles them, open inquiries – mine and everybody's, within the role's
// scope, each row linking to where it is handled.
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  defaultPackageConfig,
  getRequest,
  routeArgs,
} from "../support/fixtures";
import type { AttentionItem } from "~/models/team/attention";
import { PROMISES } from "~/models/catalog/catalog";
import { addDays, berlinDayOf, germanDay } from "~/models/catalog/delivery-promise";
import { createInquiry } from "~/models/contact/contact.server";
import { createDraftOrder } from "~/models/order/order.server";
import { attentionQueue } from "~/models/team/attention.server";
import { STAFF_ROLES, type StaffRole } from "~/models/team/permissions";
import { loader } from "~/routes/admin.dashboard";
import { prisma } from "~/utils/db.server";
import { shortId } from "~/utils/format";

const DAY = 24 * 3600_000;
const staff = {} as Record<StaffRole, { id: string; role: StaffRole }>;
const ids = { fresh: "", late: "", correction: "", chat: "", inquiry: "" };
const overdue = [{ orderId: "", shortId: "", customer: "Zahlt GmbH", since: "01.03.2026" }];

const config = defaultPackageConfig("starter", "onetime");

beforeAll(async () => {
  for (const role of STAFF_ROLES) {
    const user = await createCustomer({ email: `ansteht-${role}@example.com`, staffRole: role });
    staff[role] = { id: user.id, role };
  }
  const customer = await createCustomer({ email: "ansteht-kunde@example.com" });
  const order = async (company: string, data: Record<string, unknown>) => {
    const { id } = await createDraftOrder(customer.id, config);
    await prisma.order.update({ where: { id }, data: { company, ...data } });
    return id;
  };
  ids.fresh = await order("Frisch GmbH", {
    status: "paid",
    paidAt: new Date(Date.now() - 2 * DAY),
    assigneeId: staff.production.id,
  });
  ids.late = await order("Spät GmbH", {
    status: "in_progress",
    paidAt: new Date(Date.now() - 20 * DAY),
  });
  ids.correction = await order("Korrektur GmbH", {
    status: "in_progress",
    paidAt: new Date(Date.now() - 15 * DAY),
    assigneeId: staff.production.id,
  });
  await prisma.delivery.create({
    data: {
      orderId: ids.correction,
      previewUrl: "https://vorschau.example.com",
      deliveredAt: new Date(Date.now() - 5 * DAY),
      outcome: "correction",
      respondedAt: new Date(Date.now() - 3 * DAY),
      correctionText: "Logo größer",
    },
  });
  ids.chat = await order("Frage GmbH", {
    status: "review",
    paidAt: new Date(Date.now() - 30 * DAY),
    assigneeId: staff.project_lead.id,
  });
  await prisma.delivery.create({
    data: { orderId: ids.chat, previewUrl: "https://v.example.com", deliveredAt: new Date() },
  });
  await prisma.orderMessage.createMany({
    data: [
      { orderId: ids.chat, authorId: customer.id, fromAgency: false, body: "Eine Frage" },
      { orderId: ids.chat, authorId: customer.id, fromAgency: false, body: "Noch eine" },
      // the team's own note is nothing to answer
      { orderId: ids.fresh, fromAgency: true, internal: true, body: "Notiz" },
    ],
  });
  ids.inquiry = (
    await createInquiry({
      firstName: "Ina",
      lastName: "Anfrage",
      email: "ina@example.com",
      phone: "",
      subject: "Preis",
      message: "Was kostet das?",
    } as Parameters<typeof createInquiry>[0])
  ).id;
  overdue[0].orderId = ids.late;
  overdue[0].shortId = shortId(ids.late);
});

const rows = (items: AttentionItem[]) => items.map((i) => `${i.kind} ${i.title}`);

describe("Was ansteht", () => {
  it("Inhaber: everything, overdue first, each with where it is handled", async () => {
    const items = await attentionQueue(staff.owner, overdue);
    expect(rows(items)).toEqual([
      `preview #${shortId(ids.late)} · Spät GmbH`,
      `payment #${shortId(ids.late)} · Zahlt GmbH`,
      `preview #${shortId(ids.fresh)} · Frisch GmbH`,
      `correction #${shortId(ids.correction)} · Korrektur GmbH`,
      `messages #${shortId(ids.chat)} · Frage GmbH`,
      "inquiry Ina Anfrage · Preis",
    ]);
    const byKind = Object.fromEntries(items.map((i) => [`${i.kind}-${i.title.slice(1, 9)}`, i]));
    // the day promised to the customer, before it has passed
    const due = germanDay(
      addDays(berlinDayOf(new Date(Date.now() - 2 * DAY)), PROMISES.packageFirstPreviewDays),
    );
    expect(byKind[`preview-${shortId(ids.fresh)}`]).toMatchObject({
      detail: `zugesagt bis ${due}`,
      urgent: false,
      href: `/admin/orders/${ids.fresh}?tab=delivery`,
    });
    expect(byKind[`preview-${shortId(ids.late)}`].detail).toMatch(/überfällig$/);
    expect(byKind[`preview-${shortId(ids.late)}`].urgent).toBe(true);
    expect(byKind[`correction-${shortId(ids.correction)}`].href).toBe(
      `/admin/orders/${ids.correction}?tab=delivery`,
    );
    expect(byKind[`messages-${shortId(ids.chat)}`]).toMatchObject({
      detail: "2 ungelesene Nachrichten",
      href: `/admin/orders/${ids.chat}/messages`,
    });
    expect(items.find((i) => i.kind === "payment")?.href).toBe(
      `/admin/orders/${ids.late}?tab=payment`,
    );
    expect(items.find((i) => i.kind === "inquiry")?.href).toBe(`/admin/inquiries/${ids.inquiry}`);
  });

  it("Produktion: its own and unassigned orders, no payments, no inquiries; Meine are its own", async () => {
    const items = await attentionQueue(staff.production, overdue);
    expect(rows(items)).toEqual([
      `preview #${shortId(ids.late)} · Spät GmbH`,
      `preview #${shortId(ids.fresh)} · Frisch GmbH`,
      `correction #${shortId(ids.correction)} · Korrektur GmbH`,
    ]);
    expect(items.filter((i) => i.mine).map((i) => i.kind)).toEqual(["preview", "correction"]);
  });

  it("payments only for Inhaber and Buchhaltung, inquiries only for who manages them", async () => {
    const kinds = async (role: StaffRole) =>
      new Set((await attentionQueue(staff[role], overdue)).map((i) => i.kind));
    expect(await kinds("accounting")).toContain("payment");
    expect(await kinds("accounting")).not.toContain("inquiry");
    expect(await kinds("project_lead")).not.toContain("payment");
    expect(await kinds("project_lead")).toContain("inquiry");
  });

  it("the dashboard shows Meine by default and Alle on request", async () => {
    const cookie = await adminCookieFor(staff.project_lead.id);
    const load = async (query: string) => {
      const res = (await loader(
        routeArgs(getRequest(`/admin/dashboard${query}`, cookie)),
      )) as Response;
      return (await res.json()).queue as {
        view: string;
        items: AttentionItem[];
        counts: { mine: number; all: number };
      };
    };
    const mine = await load("");
    expect(mine.view).toBe("mine");
    expect(mine.items.map((i) => i.kind)).toEqual(["messages", "inquiry"]);
    const all = await load("?queue=all");
    expect(all.view).toBe("all");
    expect(all.items).toHaveLength(5);
    expect(all.counts).toEqual({ mine: 2, all: 5 });
  });
});
