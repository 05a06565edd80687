// Automatic assignment of newly paid orders per package: the owner sets "Neue Aufträge für
// Paket X automatisch zuweisen an …" on /admin/team; the payment confirmation assigns in its
// own transaction with the history line "Automatisch zugewiesen: Name (Rolle)", once; an
// assigned order, another package and a deactivated person are left alone.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  formRequest,
  getRequest,
  payInTestMode,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { action, loader } from "~/routes/admin.team";
import { prisma } from "~/utils/db.server";

const people = { owner: "", production: "", accounting: "" };
let ownerCookie = "";
let customerId = "";

beforeAll(async () => {
  for (const role of ["owner", "production", "accounting"] as const)
    people[role] = (
      await createCustomer({
        email: `auto-${role}@example.com`,
        firstName: role === "production" ? "Paula" : "Otto",
        lastName: "Team",
        staffRole: role,
      })
    ).id;
  ownerCookie = await adminCookieFor(people.owner);
  customerId = (await createCustomer()).id;
});

async function pendingOrder(packageType: string, assigneeId: string | null = null) {
  const order = await prisma.order.create({
    data: {
      userId: customerId,
      packageType,
      paymentType: "onetime",
      status: "pending_payment",
      basePriceCents: 24900,
      totalPriceCents: 24900,
      assigneeId,
    },
  });
  return order.id;
}

const save = (fields: Record<string, string>) =>
  thrown(
    action(
      routeArgs(formRequest("/admin/team", { intent: "auto-assign", ...fields }, ownerCookie)),
    ),
  );

const autoLines = (orderId: string) =>
  prisma.orderStatusChange.findMany({
    where: { orderId, note: { startsWith: "Automatisch zugewiesen" } },
  });

describe("automatic assignment per package", () => {
  it("the owner sets it on /admin/team; a refused choice changes nothing and keeps the input", async () => {
    const refused = await save({ "auto.starter": people.accounting, "auto.standard": "" });
    expect(refused.status).toBe(400);
    const data = await refused.json();
    expect(data.error).toBe("Diese Person kann keine Aufträge übernehmen.");
    expect(data.values).toMatchObject({ starter: people.accounting });
    expect(await prisma.autoAssignment.count()).toBe(0);
    expect((await save({ "auto.starter": "nicht-eine-id" })).status).toBe(400);

    const ok = await save({ "auto.starter": people.production, "auto.standard": "" });
    expect(ok.status).toBe(302);
    const page = await (
      await thrown(loader(routeArgs(getRequest("/admin/team", ownerCookie))))
    ).json();
    expect(page.auto.rules).toEqual({ starter: people.production });
    // a post that names one package leaves the other packages' rules as they are
    expect((await save({ "auto.premium": people.production })).status).toBe(302);
    expect(
      Object.fromEntries(
        (await prisma.autoAssignment.findMany()).map((r) => [r.packageType, r.assigneeId]),
      ),
    ).toEqual({ starter: people.production, premium: people.production });
    expect(page.auto.packages.map((p: { name: string }) => p.name)).toEqual([
      "Starter",
      "Standard",
      "Premium",
    ]);
  });

  it("a newly paid Starter order goes to the person, signed in the history, once", async () => {
    const orderId = await pendingOrder("starter");
    const sessionId = `cs_test_${randomUUID()}`;
    expect(await payInTestMode(orderId, { sessionId })).toBe("paid");
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.assigneeId).toBe(people.production);
    const lines = await autoLines(orderId);
    expect(lines.map((l) => [l.note, l.source, l.changedById])).toEqual([
      ["Automatisch zugewiesen: Paula Team (Produktion)", "system", null],
    ]);
    // the webhook after the success page: already paid, no second line
    expect(await payInTestMode(orderId, { sessionId })).toBe("already-paid");
    expect(await autoLines(orderId)).toHaveLength(1);
  });

  it("leaves other packages, assigned orders and deactivated people alone", async () => {
    const standard = await pendingOrder("standard");
    await payInTestMode(standard);
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: standard } })).assigneeId,
    ).toBeNull();

    const assigned = await pendingOrder("starter", people.owner);
    await payInTestMode(assigned);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: assigned } })).assigneeId).toBe(
      people.owner,
    );
    expect(await autoLines(assigned)).toHaveLength(0);

    await prisma.user.update({
      where: { id: people.production },
      data: { deactivatedAt: new Date() },
    });
    const later = await pendingOrder("starter");
    expect(await payInTestMode(later)).toBe("paid");
    expect((await prisma.order.findUniqueOrThrow({ where: { id: later } })).assigneeId).toBeNull();
  });
});
