import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
  defaultPackageConfig,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { drainQueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { type PackageConfig } from "~/models/catalog/pricing";
import { createDraftOrder, updateOrderDetails } from "~/models/order/order.server";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout.$orderId";
import { loader as devCheckoutLoader } from "~/routes/dev.checkout.$sessionId";
import { loader as successLoader } from "~/routes/payment-success.$orderId";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import {
  getStandInSession,
  payStandInSession,
  signStandInEvent,
} from "~/utils/stand-in/stripe.server";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    ADMIN_NOTIFY_EMAIL: "team@seitenwerk.example",
  });
  resetEnvCache();
  // payment mails are jobs: worked off with drainQueue below
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT", "ADMIN_NOTIFY_EMAIL"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});

const details = {
  company: "Zahl GmbH",
  companyAddress: "Weg 1",
  companyZip: "20095",
  companyCity: "Hamburg",
  contactPerson: "Paula Zahl",
  contactPhone: "040 1",
  industry: "Handel",
  description: "Wir handeln.",
  domain: "zahl",
  designPreferences: "schlicht",
};

async function readyOrder(config: Partial<PackageConfig> = {}) {
  const user = await createCustomer();
  const order = await createDraftOrder(user.id, {
    ...defaultPackageConfig("standard"),
    paymentType: "onetime",
    ...config,
  });
  const pages = await prisma.order.findUniqueOrThrow({
    where: { id: order.id },
    select: { pageContents: true },
  });
  await updateOrderDetails(user.id, order.id, {
    ...details,
    pageContents: (pages.pageContents as Array<{ title: string }>).map((p) => ({
      title: p.title,
      description: "Inhalt",
    })),
  });
  return { user, orderId: order.id, cookie: await customerCookie(user.id) };
}

async function startCheckout(orderId: string, cookie: string, extra: Record<string, string> = {}) {
  const response = await thrown(
    checkoutAction(
      routeArgs(formRequest(`/checkout/${orderId}`, { acceptTerms: "on", ...extra }, cookie), {
        orderId,
      }),
    ),
  );
  expect(response.status).toBe(302);
  const location = response.headers.get("Location")!;
  const sessionId = location.split("/").pop()!;
  return { location, sessionId };
}

async function deliver(event: unknown, signature?: string | null) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  const sig = signature === undefined ? signStandInEvent(payload) : signature;
  if (sig) headers["Stripe-Signature"] = sig;
  return thrown(
    webhookAction(
      routeArgs(new Request(`${BASE}/webhooks/stripe`, { method: "POST", headers, body: payload })),
    ),
  );
}

describe("checkout", () => {
  it("shows the checkout's line prices and requires the terms on the server", async () => {
    const { orderId, cookie } = await readyOrder({ additionalPagesCount: 2, blogSystem: true });
    const page = await (
      await thrown(
        checkoutLoader(routeArgs(getRequest(`/checkout/${orderId}`, cookie), { orderId })),
      )
    ).json();
    expect(
      page.lines.map((l: { label: string; total: string }) => [
        l.label,
        l.total.replace(/\s/g, " "),
      ]),
    ).toEqual([
      ["Standard-Website", "499 €"],
      ["Zusätzliche Seite", "198 €"],
      ["Blog / News", "199 €"],
    ]);
    const refused = await thrown(
      checkoutAction(routeArgs(formRequest(`/checkout/${orderId}`, {}, cookie), { orderId })),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "AGB-Zustimmung erforderlich" });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("draft");
  });

  it("builds the session from the catalogue whatever the form sends, and the order waits for payment", async () => {
    const { orderId, cookie, user } = await readyOrder({ additionalPagesCount: 1 });
    const { location, sessionId } = await startCheckout(orderId, cookie, {
      amount: "1",
      totalPrice: "1",
      unit_amount: "1",
    });
    expect(location).toBe(`http://localhost:3000/dev/checkout/${sessionId}`);
    const session = getStandInSession(sessionId)!;
    expect(session.amountTotal).toBe(499_00 + 99_00);
    expect(session.mode).toBe("payment");
    expect(session.customerEmail).toBe(user.email);
    expect(session.successUrl).toBe(
      `http://localhost:3000/payment-success/${orderId}?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancelUrl).toBe(`http://localhost:3000/checkout/${orderId}`);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ status: "pending_payment", stripeCheckoutSessionId: sessionId });
    expect(order.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it("a subscription is billed monthly with the package's monthly price, add-ons once", async () => {
    const { orderId, cookie } = await readyOrder({
      packageId: "premium",
      paymentType: "subscription",
      bookingSystem: true,
    });
    const { sessionId } = await startCheckout(orderId, cookie);
    const session = getStandInSession(sessionId)!;
    expect(session.mode).toBe("subscription");
    expect(session.lineItems).toEqual([
      expect.objectContaining({ unitAmount: 99_00, recurring: true }),
      expect.objectContaining({
        unitAmount: 199_00,
        recurring: false,
        description: "Buchungssystem",
      }),
    ]);
  });

  it("sends incomplete orders back to the details first", async () => {
    const user = await createCustomer();
    const order = await createDraftOrder(user.id, defaultPackageConfig("starter"));
    const response = await thrown(
      checkoutAction(
        routeArgs(
          formRequest(
            `/checkout/${order.id}`,
            { acceptTerms: "on" },
            await customerCookie(user.id),
          ),
          { orderId: order.id },
        ),
      ),
    );
    expect(response.headers.get("Location")).toBe(`/order-details/${order.id}`);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      "draft",
    );
  });

  it("another customer can neither view nor pay the order", async () => {
    const { orderId } = await readyOrder();
    const intruder = await customerCookie((await createCustomer()).id);
    expect(
      (
        await thrown(
          checkoutLoader(routeArgs(getRequest(`/checkout/${orderId}`, intruder), { orderId })),
        )
      ).headers.get("Location"),
    ).toBe("/dashboard");
    expect(
      (
        await thrown(
          checkoutAction(
            routeArgs(formRequest(`/checkout/${orderId}`, { acceptTerms: "on" }, intruder), {
              orderId,
            }),
          ),
        )
      ).headers.get("Location"),
    ).toBe("/dashboard");
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe("draft");
  });
});

describe("payment success and webhooks", () => {
  it("the success page records the payment once and mails customer and team", async () => {
    const { orderId, cookie, user } = await readyOrder();
    const { sessionId } = await startCheckout(orderId, cookie);
    const before = await (
      await thrown(
        successLoader(
          routeArgs(getRequest(`/payment-success/${orderId}?session_id=${sessionId}`, cookie), {
            orderId,
          }),
        ),
      )
    ).json();
    expect(before.problem).toMatch(/noch nicht abgeschlossen/);
    expect(before.order.status).toBe("pending_payment");

    payStandInSession(sessionId);
    for (let i = 0; i < 2; i++) {
      const page = await (
        await thrown(
          successLoader(
            routeArgs(getRequest(`/payment-success/${orderId}?session_id=${sessionId}`, cookie), {
              orderId,
            }),
          ),
        )
      ).json();
      expect(page).toMatchObject({ problem: null, order: { status: "paid", isTestPayment: true } });
    }
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      status: "paid",
      paymentMethod: "full",
      paymentMethodType: "card",
      stripePaymentId: sessionId,
      isTestPayment: true,
    });
    expect(order.stripePaymentIntentId).toMatch(/^pi_test_/);
    expect(await prisma.orderStatusChange.count({ where: { orderId, toStatus: "paid" } })).toBe(1);
    // the history speaks German to the staff, not the provider's event names
    const history = await prisma.orderStatusChange.findFirstOrThrow({
      where: { orderId, toStatus: "paid" },
    });
    expect(history.note).toBe("Zahlung bestätigt: Rückkehr von der Zahlungsseite");
    await drainQueue({ names: ["send-mail"] });
    const confirmation = await smtp.waitFor(user.email, (m) =>
      m.subject.startsWith("Zahlungsbestätigung"),
    );
    expect(confirmation.text).toContain("Testmodus");
    await smtp.waitFor("team@seitenwerk.example", (m) => m.subject.includes(orderId.slice(0, 8)));
    expect(
      smtp.mails.filter(
        (m) => m.to.includes(user.email) && m.subject.startsWith("Zahlungsbestätigung"),
      ),
    ).toHaveLength(1);
  });

  it("a session of another order changes nothing; a missing session id says so", async () => {
    const a = await readyOrder();
    const b = await readyOrder();
    const { sessionId } = await startCheckout(a.orderId, a.cookie);
    payStandInSession(sessionId);
    // b's owner presents a's paid session on b's success page
    const page = await (
      await thrown(
        successLoader(
          routeArgs(getRequest(`/payment-success/${b.orderId}?session_id=${sessionId}`, b.cookie), {
            orderId: b.orderId,
          }),
        ),
      )
    ).json();
    expect(page.problem).toBe("Diese Zahlung gehört nicht zu dieser Bestellung.");
    expect((await prisma.order.findUniqueOrThrow({ where: { id: b.orderId } })).status).toBe(
      "draft",
    );
    const none = await (
      await thrown(
        successLoader(
          routeArgs(getRequest(`/payment-success/${b.orderId}`, b.cookie), { orderId: b.orderId }),
        ),
      )
    ).json();
    expect(none.problem).toBe("Keine Zahlungs-ID gefunden");
  });

  it("the webhook alone marks the order paid (the browser never returns), and a replay changes nothing", async () => {
    const { orderId, cookie } = await readyOrder();
    const { sessionId } = await startCheckout(orderId, cookie);
    const [completed] = payStandInSession(sessionId)!;
    const first = await deliver(completed);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ result: "paid" });
    const paid = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(paid.status).toBe("paid");
    // the payment row is written and its invoice is issued by the queued job
    expect(await prisma.payment.count({ where: { orderId, kind: "payment" } })).toBe(1);
    await drainQueue({ names: ["issue-invoice"] });
    expect(await prisma.invoice.count({ where: { orderId } })).toBe(1);

    await prisma.order.update({ where: { id: orderId }, data: { status: "in_progress" } });
    const replay = await deliver(completed);
    expect(await replay.json()).toMatchObject({ result: "duplicate-event" });
    const after = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(after.status).toBe("in_progress");
    expect(after.paidAt).toEqual(paid.paidAt);
    expect(await prisma.paymentEvent.count({ where: { id: completed.id } })).toBe(1);
    expect(await prisma.orderStatusChange.count({ where: { orderId, toStatus: "paid" } })).toBe(1);
    expect(
      (await prisma.orderStatusChange.findFirstOrThrow({ where: { orderId, toStatus: "paid" } }))
        .note,
    ).toBe("Zahlung bestätigt: Nachricht des Zahlungsanbieters");
  });

  it("refuses forged and unsigned webhooks", async () => {
    const { orderId, cookie } = await readyOrder();
    const { sessionId } = await startCheckout(orderId, cookie);
    const [completed] = payStandInSession(sessionId)!;
    const forged = await deliver(completed, "t=1700000000,v1=" + "0".repeat(64));
    expect(forged.status).toBe(400);
    const missing = await deliver(completed, null);
    expect(missing.status).toBe(400);
    // signed for a different body
    const tampered = JSON.stringify({ ...completed, id: "evt_other" });
    const mismatched = await thrown(
      webhookAction(
        routeArgs(
          new Request(`${BASE}/webhooks/stripe`, {
            method: "POST",
            headers: { "Stripe-Signature": signStandInEvent(JSON.stringify(completed)) },
            body: tampered,
          }),
        ),
      ),
    );
    expect(mismatched.status).toBe(400);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(
      "pending_payment",
    );
  });

  it("an amount that does not match the order is not accepted as payment", async () => {
    const { orderId, cookie } = await readyOrder();
    const { sessionId } = await startCheckout(orderId, cookie);
    const [completed] = payStandInSession(sessionId)!;
    const cheap = {
      ...completed,
      id: "evt_cheap",
      data: { object: { ...(completed.data.object as object), amount_total: 100 } },
    };
    expect(await (await deliver(cheap)).json()).toMatchObject({ result: "amount-mismatch" });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(
      "pending_payment",
    );
  });

  it("tracks subscription invoices and cancellation", async () => {
    const { orderId, cookie } = await readyOrder({ paymentType: "subscription" });
    const { sessionId } = await startCheckout(orderId, cookie);
    const [completed] = payStandInSession(sessionId)!;
    await deliver(completed);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      status: "paid",
      paymentMethod: "subscription",
      subscriptionStatus: "active",
    });
    const sub = order.stripeSubscriptionId!;
    const base = {
      object: "event",
      api_version: "2026-10-28",
      created: 1,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null },
    };
    await deliver({
      ...base,
      id: "evt_fail_1",
      type: "invoice.payment_failed",
      data: {
        object: {
          id: "in_2",
          object: "invoice",
          parent: { subscription_details: { subscription: sub, metadata: {} } },
        },
      },
    });
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).subscriptionStatus,
    ).toBe("past_due");
    await deliver({
      ...base,
      id: "evt_paid_2",
      type: "invoice.paid",
      data: {
        object: {
          id: "in_3",
          object: "invoice",
          amount_paid: 4900,
          parent: { subscription_details: { subscription: sub, metadata: {} } },
        },
      },
    });
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).subscriptionStatus,
    ).toBe("active");
    await deliver({
      ...base,
      id: "evt_del",
      type: "customer.subscription.deleted",
      data: { object: { id: sub, object: "subscription", metadata: {} } },
    });
    const ended = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(ended).toMatchObject({ subscriptionStatus: "canceled", status: "paid" });
  });

  it("the development checkout page exists only while Stripe is not configured", async () => {
    const { orderId, cookie } = await readyOrder();
    const { sessionId } = await startCheckout(orderId, cookie);
    expect(
      (
        await thrown(
          devCheckoutLoader(routeArgs(getRequest(`/dev/checkout/${sessionId}`), { sessionId })),
        )
      ).status,
    ).toBe(200);
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: "sk_test_real",
      STRIPE_WEBHOOK_SECRET: "whsec_real",
    });
    resetEnvCache();
    try {
      expect(
        (
          await thrown(
            devCheckoutLoader(routeArgs(getRequest(`/dev/checkout/${sessionId}`), { sessionId })),
          )
        ).status,
      ).toBe(404);
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
      delete process.env.STRIPE_WEBHOOK_SECRET;
      resetEnvCache();
    }
  });
});
