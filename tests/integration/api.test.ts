import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiClient } from "../support/api-client";
import { startSmtpSink } from "../support/smtp-sink";
import { startJobs, stopJobs } from "~/job-handlers/index.server";
import { ensureAdmin } from "~/models/team/admin.server";
import * as adminLogin from "~/routes/api.admin.login";
import * as adminLogout from "~/routes/api.admin.logout";
import * as adminOrders from "~/routes/api.admin.orders";
import * as adminOrder from "~/routes/api.admin.orders.$orderId";
import * as adminOrderStatus from "~/routes/api.admin.orders.$orderId.status";
import * as checkPayment from "~/routes/api.check-payment-status";
import * as createCheckout from "~/routes/api.create-checkout-session";
import * as createFromConfig from "~/routes/api.create-order-from-config";
import * as login from "~/routes/api.login";
import * as orders from "~/routes/api.orders";
import * as order from "~/routes/api.orders.$orderId";
import * as orderStatus from "~/routes/api.orders.$orderId.status";
import * as upload from "~/routes/api.orders.$orderId.upload";
import * as portfolio from "~/routes/api.portfolio-images.$type";
import * as register from "~/routes/api.register";
import * as userOrders from "~/routes/api.user-orders";
import * as verify from "~/routes/api.verify-email";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { _resetAllForTests } from "~/utils/rate-limit.server";
import { payStandInSession } from "~/utils/stand-in/stripe.server";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
  resetEnvCache();
  // payments queue their mails in the payment's transaction
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  delete process.env.SMTP_HOST;
  delete process.env.SMTP_PORT;
  resetEnvCache();
  await smtp.close();
});
beforeEach(() => _resetAllForTests());

const details = {
  company: "API GmbH",
  companyAddress: "Schnittstelle 1",
  companyZip: "50667",
  companyCity: "Köln",
  contactPerson: "Ada API",
  contactPhone: "0221 1",
  industry: "Software",
  description: "Wir verbinden Dinge.",
  domain: "api-gmbh",
  domainExtension: ".de",
  designPreferences: "technisch",
};

/** A verified, signed-in customer made through the API alone. */
async function apiCustomer(email: string, packageConfig?: unknown) {
  const client = new ApiClient();
  const reg = await client.call(register.action, "POST", "/api/register", {
    json: { firstName: "Ada", lastName: "API", email, password: "geheim123", packageConfig },
  });
  expect(reg.status).toBe(201);
  const body = await reg.json();
  const mail = await smtp.waitFor(email);
  const token = mail.text.match(/verify-email\?token=([\w-]+)/)![1];
  const verified = await client.call(verify.loader, "GET", `/api/verify-email?token=${token}`);
  expect(verified.status).toBe(200);
  return { client, registration: body, verified: await verified.json() };
}

async function adminClient() {
  await ensureAdmin("api-admin@example.com", "admin-passwort-123");
  const client = new ApiClient();
  const response = await client.call(adminLogin.action, "POST", "/api/admin/login", {
    json: { email: "api-admin@example.com", password: "admin-passwort-123" },
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ admin: { email: "api-admin@example.com" } });
  return client;
}

describe("the whole product through the API", () => {
  it("register → verify → login → order → details → upload → checkout → payment → status → admin", async () => {
    const { registration, verified } = await apiCustomer("walk@example.com", {
      packageId: "premium",
      paymentType: "onetime",
      additionalPagesCount: 1,
    });
    expect(registration).toMatchObject({
      requiresVerification: true,
      emailSent: true,
      orderId: expect.any(String),
      user: { email: "walk@example.com" },
    });
    expect(verified).toMatchObject({
      verified: true,
      alreadyVerified: false,
      orderId: registration.orderId,
    });

    // a fresh client signs in with e-mail and password
    const me = new ApiClient();
    const bad = await me.call(login.action, "POST", "/api/login", {
      json: { email: "walk@example.com", password: "falsch" },
    });
    expect(bad.status).toBe(401);
    expect(await bad.text()).toBe("Ungültige Anmeldedaten");
    const ok = await me.call(login.action, "POST", "/api/login", {
      json: { email: "walk@example.com", password: "geheim123" },
    });
    expect(ok.status).toBe(200);
    const userId = (await ok.json()).user.id;

    const created = await me.call(orders.action, "POST", "/api/orders", {
      json: {
        userId,
        packageType: "standard",
        paymentType: "onetime",
        additionalPagesCount: 0,
        additionalServices: JSON.stringify({ blogSystem: true }),
        basePrice: 1,
        totalPrice: 1,
        status: "paid",
      },
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const fresh = await (
      await me.call(order.loader, "GET", `/api/orders/${id}`, { params: { orderId: id } })
    ).json();
    expect(fresh).toMatchObject({
      status: "draft",
      basePrice: 499,
      totalPrice: 698,
      packageType: "standard",
      additionalServices: expect.stringContaining('"blogSystem":true'),
    });

    const list = await (
      await me.call(userOrders.action, "POST", "/api/user-orders", { json: { userId } })
    ).json();
    expect(list.map((o: { id: string }) => o.id)).toEqual(
      expect.arrayContaining([id, registration.orderId]),
    );

    const pages = fresh.pageContents.map((p: { title: string }) => ({
      title: p.title,
      description: `Text ${p.title}`,
    }));
    const patched = await me.call(order.action, "PATCH", `/api/orders/${id}`, {
      params: { orderId: id },
      json: { ...details, pageContents: pages, totalPrice: 1, userId },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ company: "API GmbH", totalPrice: 698 });
    const badFlag = await me.call(order.action, "PATCH", `/api/orders/${id}`, {
      params: { orderId: id },
      json: { company: "Nicht gespeichert", validate: "ja" },
    });
    expect(badFlag.status).toBe(400);
    const badFlagText = await badFlag.text();
    expect(badFlagText.split("\n")[0]).toBe("Fehler beim Speichern der Änderungen");
    expect(badFlagText).toContain("validate: Nur true oder false erlaubt");
    expect((await prisma.order.findUniqueOrThrow({ where: { id } })).company).toBe("API GmbH");

    const form = new FormData();
    form.append("files", new Blob(["logo"], { type: "image/png" }), "logo.png");
    const uploaded = await me.call(
      upload.action,
      "POST",
      `/api/orders/${id}/upload?section=company`,
      { params: { orderId: id }, form },
    );
    expect((await uploaded.json()).files).toEqual([
      expect.objectContaining({ name: "logo.png", size: 4, type: "image/png" }),
    ]);

    const noTerms = await me.call(createCheckout.action, "POST", "/api/create-checkout-session", {
      json: { orderId: id },
    });
    expect(noTerms.status).toBe(400);
    expect(await noTerms.text()).toMatch(/^AGB-Zustimmung erforderlich/);
    const checkout = await me.call(createCheckout.action, "POST", "/api/create-checkout-session", {
      json: { orderId: id, acceptTerms: true },
    });
    const { checkoutUrl } = await checkout.json();
    const sessionId = checkoutUrl.split("/").pop();
    const notYet = await (
      await me.call(checkPayment.action, "POST", "/api/check-payment-status", {
        json: { sessionId },
      })
    ).json();
    expect(notYet).toMatchObject({ success: false, status: "pending_payment" });
    payStandInSession(sessionId);
    expect(
      await (
        await me.call(checkPayment.action, "POST", "/api/check-payment-status", {
          json: { sessionId },
        })
      ).json(),
    ).toMatchObject({ success: true, status: "paid" });

    const readOnly = await me.call(order.action, "PATCH", `/api/orders/${id}`, {
      params: { orderId: id },
      json: { company: "Zu spät" },
    });
    expect(readOnly.status).toBe(409);

    const admin = await adminClient();
    const all = await (await admin.call(adminOrders.loader, "GET", "/api/admin/orders")).json();
    expect(all.orders.map((o: { id: string }) => o.id)).toContain(id);
    expect(all.stats.revenue).toBeGreaterThanOrEqual(698);
    const detail = await (
      await admin.call(adminOrder.loader, "GET", `/api/admin/orders/${id}`, {
        params: { orderId: id },
      })
    ).json();
    expect(detail).toMatchObject({
      id,
      status: "paid",
      companyDocuments: [expect.objectContaining({ name: "logo.png" })],
    });
    const changed = await admin.call(
      adminOrderStatus.action,
      "PATCH",
      `/api/admin/orders/${id}/status`,
      { params: { orderId: id }, json: { status: "in_progress" } },
    );
    expect(await changed.json()).toMatchObject({
      success: true,
      status: "in_progress",
      changed: true,
    });
    const invalid = await admin.call(orderStatus.action, "PATCH", `/api/orders/${id}/status`, {
      params: { orderId: id },
      json: { status: "gelöscht" },
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toMatch(/^Ungültiger Status/);
    expect((await prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe("in_progress");
    expect((await admin.call(adminLogout.action, "POST", "/api/admin/logout")).status).toBe(200);
    expect((await admin.call(adminOrders.loader, "GET", "/api/admin/orders")).status).toBe(401);
  });

  it("validation errors are 400 with the German message and the field lines", async () => {
    const client = new ApiClient();
    const response = await client.call(register.action, "POST", "/api/register", {
      json: { firstName: "", lastName: "X", email: "nope", password: "123" },
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text.split("\n")[0]).toBe("Registrierung fehlgeschlagen");
    expect(text).toContain("email: Bitte geben Sie eine gültige E-Mail-Adresse ein");
    expect(text).toContain("password: Passwort muss mindestens 6 Zeichen haben");
    const badClick = await client.call(register.action, "POST", "/api/register", {
      json: {
        firstName: "Klick",
        lastName: "Test",
        email: "klick@example.com",
        password: "geheim123",
        gclid: "<script>",
      },
    });
    // a malformed click id (it comes from an ad's link) is dropped; the registration counts
    expect(badClick.status).toBe(201);
    const clicked = await prisma.user.findUniqueOrThrow({ where: { email: "klick@example.com" } });
    expect(clicked.gclid).toBeNull();
    const goodClick = await client.call(register.action, "POST", "/api/register", {
      json: {
        firstName: "Klick",
        lastName: "Zwei",
        email: "klick2@example.com",
        password: "geheim123",
        gclid: "Cj0KCQ-abc_123",
      },
    });
    expect(goodClick.status).toBe(201);
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { email: "klick2@example.com" } })).gclid,
    ).toBe("Cj0KCQ-abc_123");
    const broken = await client.call(login.action, "POST", "/api/login", {
      headers: { "Content-Type": "application/json" },
      json: undefined,
    });
    expect(broken.status).toBe(400);
  });
});

describe("authorisation matrix", () => {
  it("anonymous, the owner, another customer and an admin get the right answers on every order route", async () => {
    const owner = await apiCustomer("owner@example.com", {
      packageId: "starter",
      paymentType: "onetime",
    });
    const other = await apiCustomer("other@example.com");
    const admin = await adminClient();
    const anonymous = new ApiClient();
    const id = owner.registration.orderId as string;
    const params = { orderId: id };
    const otherId = (await prisma.user.findUniqueOrThrow({ where: { email: "other@example.com" } }))
      .id;
    const ownerId = (await prisma.user.findUniqueOrThrow({ where: { email: "owner@example.com" } }))
      .id;

    type Call = (c: ApiClient) => Promise<Response>;
    const routes: Record<
      string,
      { call: Call; expect: { anonymous: number; owner: number; other: number; admin: number } }
    > = {
      "GET /api/orders/{id}": {
        call: (c) => c.call(order.loader, "GET", `/api/orders/${id}`, { params }),
        expect: { anonymous: 401, owner: 200, other: 403, admin: 200 },
      },
      "PATCH /api/orders/{id}": {
        call: (c) =>
          c.call(order.action, "PATCH", `/api/orders/${id}`, { params, json: { company: "x" } }),
        expect: { anonymous: 401, owner: 200, other: 403, admin: 401 },
      },
      "POST /api/orders/{id}/upload": {
        call: (c) => {
          const form = new FormData();
          form.append("files", new Blob(["x"]), "x.txt");
          return c.call(upload.action, "POST", `/api/orders/${id}/upload`, { params, form });
        },
        expect: { anonymous: 401, owner: 200, other: 404, admin: 401 },
      },
      "POST /api/create-checkout-session": {
        call: (c) =>
          c.call(createCheckout.action, "POST", "/api/create-checkout-session", {
            json: { orderId: id, acceptTerms: true },
          }),
        expect: { anonymous: 401, owner: 400, other: 403, admin: 401 },
      },
      "PATCH /api/orders/{id}/status": {
        call: (c) =>
          c.call(orderStatus.action, "PATCH", `/api/orders/${id}/status`, {
            params,
            json: { status: "draft" },
          }),
        expect: { anonymous: 401, owner: 403, other: 403, admin: 200 },
      },
      "PATCH /api/admin/orders/{id}/status": {
        call: (c) =>
          c.call(adminOrderStatus.action, "PATCH", `/api/admin/orders/${id}/status`, {
            params,
            json: { status: "draft" },
          }),
        expect: { anonymous: 401, owner: 403, other: 403, admin: 200 },
      },
      "GET /api/admin/orders": {
        call: (c) => c.call(adminOrders.loader, "GET", "/api/admin/orders"),
        expect: { anonymous: 401, owner: 403, other: 403, admin: 200 },
      },
      "GET /api/admin/orders/{id}": {
        call: (c) => c.call(adminOrder.loader, "GET", `/api/admin/orders/${id}`, { params }),
        expect: { anonymous: 401, owner: 403, other: 403, admin: 200 },
      },
      "POST /api/user-orders": {
        call: (c) => c.call(userOrders.action, "POST", "/api/user-orders", { json: {} }),
        expect: { anonymous: 401, owner: 200, other: 200, admin: 401 },
      },
      "POST /api/orders": {
        call: (c) =>
          c.call(orders.action, "POST", "/api/orders", { json: { packageType: "starter" } }),
        expect: { anonymous: 401, owner: 201, other: 201, admin: 401 },
      },
      "POST /api/create-order-from-config": {
        call: (c) =>
          c.call(createFromConfig.action, "POST", "/api/create-order-from-config", {
            json: { packageId: "premium" },
          }),
        expect: { anonymous: 401, owner: 201, other: 201, admin: 401 },
      },
      "GET /api/portfolio-images/{type}": {
        call: (c) =>
          c.call(portfolio.loader, "GET", "/api/portfolio-images/cafe", {
            params: { type: "cafe" },
          }),
        expect: { anonymous: 200, owner: 200, other: 200, admin: 200 },
      },
    };
    const who = { anonymous, owner: owner.client, other: other.client, admin } as const;
    const results: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    for (const [name, route] of Object.entries(routes)) {
      results[name] = {};
      expected[name] = route.expect;
      for (const [role, client] of Object.entries(who))
        results[name][role] = (await route.call(client)).status;
    }
    expect(results).toEqual(expected);

    // a userId that is not the session's is refused, wherever it is sent
    expect(
      (
        await other.client.call(userOrders.action, "POST", "/api/user-orders", {
          json: { userId: ownerId },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await other.client.call(orders.action, "POST", "/api/orders?userId=" + ownerId, {
          json: { packageType: "starter" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await owner.client.call(userOrders.action, "POST", "/api/user-orders", {
          json: { userId: ownerId },
        })
      ).status,
    ).toBe(200);
    expect(otherId).not.toBe(ownerId);
    // nothing the others tried changed the owner's order
    expect((await prisma.order.findUniqueOrThrow({ where: { id } })).company).toBe("x");
  });
});

describe("the professional plan through the API", () => {
  it("setup payment → verification (once) → password → details → submit, and the matrix around it", async () => {
    const { action: setupAction } = await import("~/routes/api.stripe.professional-setup");
    const { action: verifyAction } =
      await import("~/routes/api.stripe.verify-professional-payment");
    const { action: setPasswordAction } = await import("~/routes/api.users.$userId.set-password");
    const { action: detailsAction } =
      await import("~/routes/api.orders.$orderId.professional-details");
    const { action: submitAction } =
      await import("~/routes/api.orders.$orderId.submit-professional-details");

    const payer = new ApiClient();
    expect(
      (
        await payer.call(setupAction, "POST", "/api/stripe/professional-setup", {
          json: { professionalService: "zahnaerzte" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await payer.call(setupAction, "POST", "/api/stripe/professional-setup", {
          json: { professionalService: "aerzte", setupFee: 100 },
        })
      ).status,
    ).toBe(400);
    const setup = await payer.call(setupAction, "POST", "/api/stripe/professional-setup", {
      json: { professionalService: "aerzte", setupFee: 19900, successUrl: "https://evil.example" },
    });
    const { url, sessionId } = await setup.json();
    expect(url).toBe(`http://localhost:3000/dev/checkout/${sessionId}`);
    payStandInSession(sessionId, "paid", {
      email: "Praxis@Example.com",
      name: "Dr. Eva Herz",
      phone: "0711 1",
      address: { line1: "Herzweg 1", postal_code: "70173", city: "Stuttgart" },
    });

    const stranger = new ApiClient();
    const strangerView = await (
      await stranger.call(verifyAction, "POST", "/api/stripe/verify-professional-payment", {
        json: { sessionId },
      })
    ).json();
    // the session id alone names neither the buyer nor the order
    expect(strangerView).toEqual({
      success: true,
      email: null,
      userId: null,
      orderId: null,
      needsPassword: false,
      token: null,
    });

    const verified = await (
      await payer.call(verifyAction, "POST", "/api/stripe/verify-professional-payment", {
        json: { sessionId },
      })
    ).json();
    expect(verified).toMatchObject({
      success: true,
      email: "praxis@example.com",
      needsPassword: true,
    });
    await payer.call(verifyAction, "POST", "/api/stripe/verify-professional-payment", {
      json: { sessionId },
    });
    expect(await prisma.order.count({ where: { stripeCheckoutSessionId: sessionId } })).toBe(1);
    expect(await prisma.user.count({ where: { email: "praxis@example.com" } })).toBe(1);

    const userId = verified.userId as string;
    const orderId = verified.orderId as string;
    expect(
      (
        await stranger.call(setPasswordAction, "POST", `/api/users/${userId}/set-password`, {
          params: { userId },
          json: { password: "langes-passwort" },
        })
      ).status,
    ).toBe(401);
    const short = await payer.call(setPasswordAction, "POST", `/api/users/${userId}/set-password`, {
      params: { userId },
      json: { password: "kurz" },
    });
    expect(await short.text()).toMatch(/^Passwort muss mindestens 8 Zeichen haben/);
    expect(
      (
        await payer.call(setPasswordAction, "POST", `/api/users/${userId}/set-password`, {
          params: { userId },
          json: { password: "langes-passwort" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await payer.call(setPasswordAction, "POST", `/api/users/${userId}/set-password`, {
          params: { userId },
          json: { password: "noch-ein-passwort" },
        })
      ).status,
    ).toBe(403);

    const params = { orderId };
    const incomplete = await payer.call(
      submitAction,
      "POST",
      `/api/orders/${orderId}/submit-professional-details`,
      { params, json: { details: { companyName: "" } } },
    );
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toMatch(/^Unternehmensdaten unvollständig/);
    const saved = await payer.call(
      detailsAction,
      "PATCH",
      `/api/orders/${orderId}/professional-details`,
      { params, json: { details: { companyName: "Praxis Dr. Herz" }, currentStep: 2 } },
    );
    expect(saved.status).toBe(200);
    const other = await apiCustomer("pro-other@example.com");
    expect(
      (
        await other.client.call(
          detailsAction,
          "PATCH",
          `/api/orders/${orderId}/professional-details`,
          { params, json: { details: { companyName: "Übernahme" } } },
        )
      ).status,
    ).toBe(403);
    const submitted = await payer.call(
      submitAction,
      "POST",
      `/api/orders/${orderId}/submit-professional-details`,
      { params, json: {} },
    );
    expect(await submitted.json()).toMatchObject({ success: true });
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({
      status: "in_progress",
      company: "Praxis Dr. Herz",
      currentStep: 6,
    });
    // submitted: read-only until an admin opens the correction loop
    expect(
      (
        await payer.call(detailsAction, "PATCH", `/api/orders/${orderId}/professional-details`, {
          params,
          json: { details: { companyName: "Später" } },
        })
      ).status,
    ).toBe(409);
  });
});
