// Issue 17 item 5: the admin's status changes follow the decisions ("Order lifecycle after
// payment"): payment facts stay, a paid order is never payable again, the flows' own
// statuses are not set by hand, a change backwards asks first and lands in the history.
// One rule set (`adminTransition`) behind the admin page and PATCH …/status.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import {
  cookieFromSetCookie,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import {
  adminStatusOptions,
  adminTransition,
  ORDER_STATUSES,
  type OrderStatus,
} from "~/models/order/status";
import { action as loginAction } from "~/routes/admin.login";
import { action as orderAction, loader as orderLoader } from "~/routes/admin.orders.$orderId";
import { action as adminStatusApi } from "~/routes/api.admin.orders.$orderId.status";
import { loader as checkoutLoader } from "~/routes/checkout.$orderId";
import { prisma } from "~/utils/db.server";
import { hashPassword } from "~/utils/password.server";
import { _resetAllForTests } from "~/utils/rate-limit.server";

beforeEach(() => _resetAllForTests());

const PASSWORD = "admin-passwort-123";

async function adminCookie() {
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const admin = await createCustomer({
    email,
    isAdmin: true,
    passwordHash: await hashPassword(PASSWORD),
  });
  const request = formRequest("/admin/login", { email, password: PASSWORD });
  request.headers.set("X-Forwarded-For", `203.0.113.${Math.floor(Math.random() * 200) + 1}`);
  const response = await thrown(loginAction(routeArgs(request)));
  expect(response.status).toBe(302);
  return { admin, cookie: cookieFromSetCookie(response.headers.get("Set-Cookie")) };
}

async function setup(status: OrderStatus, paid = true) {
  const { admin, cookie } = await adminCookie();
  const customer = await createCustomer();
  const order = await prisma.order.create({
    data: {
      userId: customer.id,
      status,
      totalPriceCents: 896_00,
      basePriceCents: 499_00,
      packageType: "standard",
      paymentType: "onetime",
      paidAt: paid ? new Date("2026-11-01T10:00:00Z") : null,
    },
    select: { id: true },
  });
  const post = (fields: Record<string, string>) =>
    thrown(
      orderAction(
        routeArgs(formRequest(`/admin/orders/${order.id}`, { tab: "payment", ...fields }, cookie), {
          orderId: order.id,
        }),
      ),
    );
  const api = (body: Record<string, unknown>) =>
    adminStatusApi(
      routeArgs(
        new Request(`http://localhost/api/admin/orders/${order.id}/status`, {
          method: "PATCH",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify(body),
        }),
        { orderId: order.id },
      ),
    );
  const current = async () =>
    prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      select: { status: true, paidAt: true },
    });
  const history = () =>
    prisma.orderStatusChange.findMany({
      where: { orderId: order.id },
      orderBy: { createdAt: "asc" },
    });
  return { admin, cookie, customer, order, post, api, current, history };
}

describe("the transition rules (one source of truth)", () => {
  it("a paid order is never offered or allowed back into the unpaid world", () => {
    for (const from of ["paid", "in_progress", "review", "completed", "online"] as const) {
      for (const to of ["draft", "pending_payment"] as const)
        expect(adminTransition({ status: from, paidAt: new Date() }, to).allowed).toBe(false);
      const offered = adminStatusOptions({ status: from, paidAt: new Date() }).map((o) => o.status);
      expect(offered).not.toContain("draft");
      expect(offered).not.toContain("pending_payment");
    }
    // a cancelled order that was paid stays paid, too
    expect(adminTransition({ status: "cancelled", paidAt: new Date() }, "draft").allowed).toBe(
      false,
    );
  });

  it("'Bezahlt' only by a payment, 'Zur Abnahme' only by a delivery, 'Abgenommen' only by the acceptance, 'Online' only by the go-live", () => {
    expect(adminTransition({ status: "pending_payment" }, "paid")).toMatchObject({
      allowed: false,
    });
    const paid = { status: "in_progress", paidAt: new Date() };
    expect(adminTransition(paid, "review")).toMatchObject({ allowed: false });
    expect(adminTransition(paid, "completed")).toMatchObject({ allowed: false });
    expect(adminTransition({ status: "completed", paidAt: new Date() }, "online")).toMatchObject({
      allowed: false,
    });
    const options = adminStatusOptions(paid);
    expect(options.find((o) => o.status === "online")).toMatchObject({ disabled: true });
    expect(options.find((o) => o.status === "completed")).toMatchObject({ disabled: true });
    expect(options.find((o) => o.status === "review")).toMatchObject({ disabled: true });
    expect(options.find((o) => o.status === "in_progress")).toMatchObject({ disabled: false });
  });

  it("forwards without a question, backwards and cancelling with a confirmation", () => {
    const paidAt = new Date();
    expect(adminTransition({ status: "paid", paidAt }, "in_progress")).toEqual({
      allowed: true,
      backwards: false,
      needsConfirmation: false,
    });
    expect(adminTransition({ status: "completed", paidAt }, "in_progress")).toEqual({
      allowed: true,
      backwards: true,
      needsConfirmation: true,
    });
    expect(adminTransition({ status: "review", paidAt }, "in_progress")).toMatchObject({
      needsConfirmation: true,
    });
    expect(adminTransition({ status: "paid", paidAt }, "cancelled")).toMatchObject({
      needsConfirmation: true,
    });
    expect(adminTransition({ status: "pending_payment" }, "draft")).toMatchObject({
      allowed: true,
      needsConfirmation: true,
    });
    expect(adminTransition({ status: "draft" }, "pending_payment")).toMatchObject({
      allowed: true,
      needsConfirmation: false,
    });
    // every status is covered by the rules
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) expect(adminTransition({ status: from }, to)).toBeTruthy();
  });
});

describe("admin order page", () => {
  it("setting a paid order to 'Entwurf' is refused: status, payment badge and 'Bezahlt am' stay, the customer is not offered to pay", async () => {
    const { post, current, history, order, customer, cookie } = await setup("paid");
    for (const status of ["draft", "pending_payment"]) {
      const response = await post({ status });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error:
          "Statuswechsel nicht möglich: Ein bezahlter Auftrag kann nicht wieder zahlbar werden.",
      });
    }
    expect(await current()).toMatchObject({ status: "paid", paidAt: expect.any(Date) });
    expect(await history()).toEqual([]);

    const page = await (
      await thrown(
        orderLoader(
          routeArgs(getRequest(`/admin/orders/${order.id}?tab=payment`, cookie), {
            orderId: order.id,
          }),
        ),
      )
    ).json();
    expect(page.payment.paymentStatus).toBe("Bezahlt");
    expect(page.order.statusOptions.map((o: { status: string }) => o.status)).toEqual([
      "paid",
      "in_progress",
      "review",
      "completed",
      "online",
      "cancelled",
    ]);
    // the customer's checkout sends a paid order back to its details
    const checkout = await thrown(
      checkoutLoader(
        routeArgs(getRequest(`/checkout/${order.id}`, await customerCookie(customer.id)), {
          orderId: order.id,
        }),
      ),
    );
    expect(checkout.status).toBe(302);
    expect(checkout.headers.get("Location")).toBe(`/order-details/${order.id}`);
  });

  it("does not jump to 'Abgenommen' or 'Zur Abnahme' past the acceptance flow", async () => {
    const { post, current } = await setup("in_progress");
    const completed = await post({ status: "completed" });
    expect(completed.status).toBe(409);
    expect((await completed.json()).error).toMatch(/Abnahme des Kunden/);
    const review = await post({ status: "review" });
    expect(review.status).toBe(409);
    expect((await current()).status).toBe("in_progress");
  });

  it("a change backwards asks first and writes nothing; confirmed, it lands in the history with its note", async () => {
    const { admin, post, current, history } = await setup("completed");
    const asked = await post({ status: "in_progress" });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({
      confirmStatus: {
        status: "in_progress",
        question: "Status von „Abgenommen“ auf „In Bearbeitung“ zurücksetzen?",
      },
    });
    expect((await current()).status).toBe("completed");
    expect(await history()).toEqual([]);

    const confirmed = await post({ status: "in_progress", confirm: "1", note: "Nachbesserung" });
    expect(confirmed.status).toBe(302);
    expect(await current()).toMatchObject({ status: "in_progress", paidAt: expect.any(Date) });
    expect(await history()).toEqual([
      expect.objectContaining({
        fromStatus: "completed",
        toStatus: "in_progress",
        changedById: admin.id,
        source: "admin",
        note: "Zurückgesetzt (bestätigt): Nachbesserung",
      }),
    ]);
  });

  it("an unpaid order cannot be marked paid by hand", async () => {
    const { post, current } = await setup("pending_payment", false);
    const response = await post({ status: "paid" });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/nur eine eingegangene Zahlung/);
    expect((await current()).status).toBe("pending_payment");
  });
});

describe("PATCH /api/admin/orders/{id}/status", () => {
  it("uses the same rules: 409 for a refused change, 409 asking for confirm, 200 with it", async () => {
    const { api, current, history } = await setup("review");
    const refused = await api({ status: "pending_payment" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toMatch(/^Statuswechsel nicht möglich/);

    const unconfirmed = await api({ status: "in_progress" });
    expect(unconfirmed.status).toBe(409);
    expect(await unconfirmed.text()).toMatch(/^Bestätigung erforderlich: Status von „Zur Abnahme“/);
    expect((await current()).status).toBe("review");

    const confirmed = await api({ status: "in_progress", confirm: true, note: "Per Telefon" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true, status: "in_progress", changed: true });
    expect((await history())[0]).toMatchObject({
      note: "Zurückgesetzt (bestätigt): Per Telefon",
    });
  });
});
