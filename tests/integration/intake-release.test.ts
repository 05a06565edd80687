// The team's release of a submitted professional intake for changes: its own name (not the
// customer's Korrekturschleife, the corrections of a preview), offered and accepted once and
// only while the order is 'In Bearbeitung' – never on an accepted, live or cancelled order.
import { describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { INTAKE_RELEASE } from "~/models/professional/professional";
import { action, loader } from "~/routes/admin.orders.$orderId";
import { prisma } from "~/utils/db.server";

async function submittedOrder(status: string) {
  const customer = await createCustomer();
  const order = await prisma.order.create({
    data: {
      userId: customer.id,
      packageType: "steuerberater",
      professionalPackage: "steuerberater",
      profession: "steuerberater",
      status,
      paidAt: new Date("2026-03-02T10:00:00Z"),
      detailsSubmittedAt: new Date("2026-03-03T10:00:00Z"),
      company: "Kanzlei Klar",
    },
  });
  return order.id;
}

async function offered(orderId: string, cookie: string) {
  const response = await thrown(
    loader(routeArgs(getRequest(`/admin/orders/${orderId}`, cookie), { orderId })),
  );
  const data = await response.json();
  return data.professional.canOpenCorrection as boolean;
}

const release = (orderId: string, cookie: string) =>
  thrown(
    action(
      routeArgs(formRequest(`/admin/orders/${orderId}`, { intent: "open-correction" }, cookie), {
        orderId,
      }),
    ),
  );

describe("releasing the intake for changes", () => {
  it("is never called Korrekturschleife: that word is the customer's, for a preview", () => {
    for (const text of Object.values(INTAKE_RELEASE)) expect(text).not.toMatch(/Korrektur/);
  });

  it("is neither offered nor accepted once the order is past the work on it", async () => {
    const cookie = await adminCookieFor((await createCustomer({ isAdmin: true })).id);
    for (const status of ["review", "completed", "online", "cancelled"]) {
      const orderId = await submittedOrder(status);
      expect(await offered(orderId, cookie), status).toBe(false);
      const refused = await release(orderId, cookie);
      expect(refused.status, status).toBe(409);
      expect(await refused.json()).toEqual({ error: INTAKE_RELEASE.notPossible });
      // nothing changed: no reopened portal, no status, no history row
      const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
      expect(order).toMatchObject({ status, correctionRequestedAt: null });
      expect(await prisma.orderStatusChange.count({ where: { orderId } })).toBe(0);
    }
  });

  it("is offered and done once while 'In Bearbeitung', under its own name", async () => {
    const cookie = await adminCookieFor((await createCustomer({ isAdmin: true })).id);
    const orderId = await submittedOrder("in_progress");
    expect(await offered(orderId, cookie)).toBe(true);
    expect((await release(orderId, cookie)).status).toBe(302);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.status).toBe("pending_details");
    expect(order.correctionRequestedAt).toBeInstanceOf(Date);
    const history = await prisma.orderStatusChange.findFirstOrThrow({ where: { orderId } });
    expect(history.note).toBe(INTAKE_RELEASE.released);
    // once: back in progress after the resubmission, it is not offered again
    await prisma.order.update({ where: { id: orderId }, data: { status: "in_progress" } });
    expect(await offered(orderId, cookie)).toBe(false);
    expect((await release(orderId, cookie)).status).toBe(409);
  });
});
