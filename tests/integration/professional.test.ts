import { describe, expect, it } from "vitest";
import {
  BASE,
  cookieFromSetCookie,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
} from "../support/fixtures";
import { postStripeEvent } from "../support/stripe-webhook";
import { action as adminOrderAction } from "~/routes/admin.orders.$orderId";
import { action as apiDetailsAction } from "~/routes/api.orders.$orderId.professional-details";
import { action as uploadAction } from "~/routes/api.orders.$orderId.upload";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/professional-checkout";
import {
  action as successAction,
  loader as successLoader,
} from "~/routes/professional-payment-success";
import { action as portalAction, loader as portalLoader } from "~/routes/professional-portal";
import { createDbSession } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";
import { hashPassword, verifyPassword } from "~/utils/password.server";
import { commitVisitorSession, sessionStorage, adminSessionStorage } from "~/utils/session.server";
import { getStandInSession, payStandInSession } from "~/utils/stand-in/stripe.server";

const thrown = async (p: Promise<unknown> | unknown): Promise<Response> => {
  try {
    return (await p) as Response;
  } catch (r) {
    if (r instanceof Response) return r;
    throw r;
  }
};

const uniqueEmail = () => `Pro-${Math.random().toString(36).slice(2, 9)}@Example.com`;

async function professionCookie(profession?: string, extra = "") {
  const session = await sessionStorage().getSession();
  if (profession) session.set("profession", profession as "steuerberater");
  return [cookieFromSetCookie(await commitVisitorSession(session)), extra]
    .filter(Boolean)
    .join("; ");
}

/** Merges Set-Cookie answers into a cookie header (later values win). */
function mergeCookies(cookie: string, response: Response) {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.split("=")[0], c] as const),
  );
  const fresh = cookieFromSetCookie(response.headers.get("Set-Cookie"));
  for (const c of fresh.split("; ").filter(Boolean)) jar.set(c.split("=")[0], c);
  return [...jar.values()].join("; ");
}

const deliver = postStripeEvent;

async function startAndPay(profession = "steuerberater", email = uniqueEmail()) {
  let cookie = await professionCookie(profession);
  const response = await thrown(
    checkoutAction(
      routeArgs(formRequest("/professional-checkout", { amount: "1", acceptTerms: "on" }, cookie)),
    ),
  );
  expect(response.status).toBe(302);
  const sessionId = response.headers.get("Location")!.split("/").pop()!;
  cookie = mergeCookies(cookie, response);
  const events = payStandInSession(sessionId, "paid", {
    email,
    name: "Dr. Klara Kanzlei",
    phone: "+49 30 555",
    address: { line1: "Steuerweg 7", postal_code: "10115", city: "Berlin" },
  })!;
  return { cookie, sessionId, email, events };
}

async function visitSuccess(sessionId: string, cookie?: string) {
  const response = await thrown(
    successLoader(
      routeArgs(getRequest(`/professional-payment-success?session_id=${sessionId}`, cookie)),
    ),
  );
  return { response, data: await response.clone().json() };
}

const counts = async (email: string) => ({
  users: await prisma.user.count({ where: { email: email.toLowerCase() } }),
  orders: await prisma.order.count({ where: { user: { email: email.toLowerCase() } } }),
});

describe("professional checkout", () => {
  it("charges the setup fee as 199 € net plus VAT (23681 cents), saves the card, collects address and phone, and requires consent", async () => {
    const cookie = await professionCookie("anwaelte");
    const page = await (
      await thrown(checkoutLoader(routeArgs(getRequest("/professional-checkout", cookie))))
    ).json();
    expect(page.plan.id).toBe("anwaelte");
    expect(page.steps).toHaveLength(6);
    expect(page.price.setupFee.replace(/\s/g, " ")).toBe("236,81 €");
    const refused = await thrown(
      checkoutAction(
        routeArgs(
          formRequest("/professional-checkout", { setupFee: "1", profession: "aerzte" }, cookie),
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: "AGB-Zustimmung erforderlich",
      field: "acceptTerms",
    });
    const response = await thrown(
      checkoutAction(
        routeArgs(
          formRequest(
            "/professional-checkout",
            { setupFee: "1", profession: "aerzte", acceptTerms: "on" },
            cookie,
          ),
        ),
      ),
    );
    const sessionId = response.headers.get("Location")!.split("/").pop()!;
    const session = getStandInSession(sessionId)!;
    expect(session).toMatchObject({
      amountTotal: 23681,
      savesCard: true,
      mode: "payment",
      collectsAddress: true,
      collectsPhone: true,
      metadata: { kind: "professional_setup", profession: "anwaelte" },
    });
    expect(session.successUrl).toBe(
      "http://localhost:3000/professional-payment-success?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(session.cancelUrl).toBe("http://localhost:3000/professional-checkout");
  });

  it.each([undefined, "zahnaerzte"])(
    "without a valid stored profession (%s) both page and action go home",
    async (profession) => {
      const cookie = await professionCookie(profession);
      const page = await thrown(
        checkoutLoader(routeArgs(getRequest("/professional-checkout", cookie))),
      );
      expect(page.status).toBe(302);
      expect(page.headers.get("Location")).toBe("/");
      const post = await thrown(
        checkoutAction(routeArgs(formRequest("/professional-checkout", {}, cookie))),
      );
      expect(post.headers.get("Location")).toBe("/");
    },
  );
});

describe("payment verification", () => {
  it("creates user and order once, whatever the order of reloads and webhook, and signs in the starting browser", async () => {
    const { cookie, sessionId, email, events } = await startAndPay("aerzte");
    const first = await visitSuccess(sessionId, cookie);
    expect(first.data).toMatchObject({ state: "needs-password", email: email.toLowerCase() });
    const signedIn = mergeCookies(cookie, first.response);
    expect(signedIn).not.toBe(cookie);
    // reload, webhook, replayed webhook, another reload
    expect((await visitSuccess(sessionId, signedIn)).data.state).toBe("needs-password");
    expect(await (await deliver(events[0])).json()).toMatchObject({
      result: "professional-exists",
    });
    expect(await (await deliver(events[0])).json()).toMatchObject({ result: "duplicate-event" });
    expect((await visitSuccess(sessionId, signedIn)).data.orderId).toBe(first.data.orderId);
    expect(await counts(email)).toEqual({ users: 1, orders: 1 });

    const order = await prisma.order.findUniqueOrThrow({
      where: { id: first.data.orderId },
      include: { user: true },
    });
    expect(order).toMatchObject({
      status: "pending_details",
      packageType: "aerzte",
      professionalPackage: "aerzte",
      profession: "aerzte",
      paymentType: "subscription",
      totalPriceCents: 23681,
      monthlyPriceCents: 6900,
      stripeCheckoutSessionId: sessionId,
      isTestPayment: true,
      currentStep: 1,
    });
    expect(order.user).toMatchObject({
      email: email.toLowerCase(),
      needsPasswordSetup: true,
      passwordHash: null,
      firstName: "Dr. Klara",
      lastName: "Kanzlei",
    });
    expect(order.professionalDetails).toMatchObject({
      streetAddress: "Steuerweg 7",
      postalCode: "10115",
      city: "Berlin",
      phone: "+49 30 555",
      email: email.toLowerCase(),
      companyName: "",
    });
    expect(order.providerCustomer).toMatchObject({
      name: "Dr. Klara Kanzlei",
      address: { line1: "Steuerweg 7", postal_code: "10115", city: "Berlin" },
    });
  });

  it("the webhook first, then the success page: still one user and one order", async () => {
    const { cookie, sessionId, email, events } = await startAndPay();
    expect(await (await deliver(events[0])).json()).toMatchObject({
      result: "professional-created",
    });
    const page = await visitSuccess(sessionId, cookie);
    // the account was created by this payment, in this browser: signed in
    expect(page.data.state).toBe("needs-password");
    expect(await counts(email)).toEqual({ users: 1, orders: 1 });
  });

  it("a leaked success URL signs nobody in; an existing account is reused but not taken over", async () => {
    const { sessionId, email } = await startAndPay();
    const stranger = await visitSuccess(sessionId);
    // nor does it name the buyer or the order
    expect(stranger.data).toMatchObject({
      state: "done",
      signedIn: false,
      email: null,
      orderId: null,
    });
    expect(JSON.stringify(stranger.data)).not.toContain(email.toLowerCase());
    expect(stranger.response.headers.get("Set-Cookie")).toBeNull();

    const existing = await createCustomer({
      email: uniqueEmail().toLowerCase(),
      passwordHash: await hashPassword("altes-passwort"),
    });
    const paid = await startAndPay("anwaelte", existing.email.toUpperCase());
    const page = await visitSuccess(paid.sessionId, paid.cookie);
    // the browser that paid learns its own address, though it is not signed in
    expect(page.data).toMatchObject({
      state: "done",
      signedIn: false,
      email: existing.email,
    });
    expect(page.data.orderId).toEqual(expect.any(String));
    const user = await prisma.user.findUniqueOrThrow({ where: { id: existing.id } });
    expect(await verifyPassword(user.passwordHash, "altes-passwort")).toBe(true);
    expect(user.needsPasswordSetup).toBe(false);
    expect(await counts(existing.email)).toEqual({ users: 1, orders: 1 });
    expect(await counts(email)).toEqual({ users: 1, orders: 1 });
  });

  it("errors: no session id, unknown session, unpaid session", async () => {
    expect((await visitSuccess("")).data).toMatchObject({
      state: "error",
      message: "Keine Zahlungs-ID gefunden",
    });
    expect((await visitSuccess("cs_test_gibtesnicht")).data).toMatchObject({
      state: "error",
      message: "Zahlung konnte nicht verifiziert werden",
    });
    const cookie = await professionCookie("steuerberater");
    const response = await thrown(
      checkoutAction(
        routeArgs(formRequest("/professional-checkout", { acceptTerms: "on" }, cookie)),
      ),
    );
    const open = response.headers.get("Location")!.split("/").pop()!;
    expect((await visitSuccess(open)).data).toMatchObject({
      state: "error",
      message: "Zahlung konnte nicht verifiziert werden",
    });
    expect(await prisma.order.count({ where: { stripeCheckoutSessionId: open } })).toBe(0);
  });

  it("set password: 8 characters, confirmation must match, then to the portal", async () => {
    const { cookie, sessionId } = await startAndPay();
    const first = await visitSuccess(sessionId, cookie);
    const signedIn = mergeCookies(cookie, first.response);
    const post = (fields: Record<string, string>) =>
      thrown(
        successAction(
          routeArgs(
            formRequest(`/professional-payment-success?session_id=${sessionId}`, fields, signedIn),
          ),
        ),
      );
    const short = await post({ password: "kurz123", confirmPassword: "kurz123" });
    expect(short.status).toBe(400);
    expect(JSON.stringify(await short.json())).toContain(
      "Passwort muss mindestens 8 Zeichen haben",
    );
    const mismatch = await post({
      password: "langes-passwort",
      confirmPassword: "anderes-passwort",
    });
    expect(JSON.stringify(await mismatch.json())).toContain("Passwörter stimmen nicht überein");
    const ok = await post({ password: "langes-passwort", confirmPassword: "langes-passwort" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(`/professional-portal?orderId=${first.data.orderId}`);
    const user = await prisma.user.findUniqueOrThrow({
      where: {
        id: (await prisma.order.findUniqueOrThrow({ where: { id: first.data.orderId } })).userId,
      },
    });
    expect(user.needsPasswordSetup).toBe(false);
    expect(await verifyPassword(user.passwordHash, "langes-passwort")).toBe(true);
    // a second attempt is refused: the password is set
    expect(
      (await post({ password: "noch-eins-123", confirmPassword: "noch-eins-123" })).status,
    ).toBe(403);
    expect((await visitSuccess(sessionId, signedIn)).data.state).toBe("done");
  });
});

async function paidOrder() {
  const { cookie, sessionId } = await startAndPay();
  const first = await visitSuccess(sessionId, cookie);
  return { orderId: first.data.orderId as string, cookie: mergeCookies(cookie, first.response) };
}

const portalGet = (orderId: string, cookie: string, extra = "") =>
  thrown(
    portalLoader(routeArgs(getRequest(`/professional-portal?orderId=${orderId}${extra}`, cookie))),
  );
const portalPost = (orderId: string, cookie: string, fields: Record<string, string>) =>
  thrown(
    portalAction(routeArgs(formRequest(`/professional-portal?orderId=${orderId}`, fields, cookie))),
  );

const STEP1 = {
  step: "1",
  companyName: "Kanzlei Klar",
  streetAddress: "Steuerweg 7",
  postalCode: "10115",
  city: "Berlin",
  phone: "030 1",
  email: "info@klar.example",
};

describe("professional portal", () => {
  it("is denied for another customer's order and for statuses past the intake", async () => {
    const { orderId, cookie } = await paidOrder();
    const intruder = await customerCookie((await createCustomer()).id);
    const foreign = await portalGet(orderId, intruder);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ denied: true });
    expect((await portalPost(orderId, intruder, { ...STEP1, goto: "2" })).status).toBe(403);
    expect((await portalGet("not-a-uuid", cookie)).status).toBe(403);
    for (const status of ["paid", "in_progress", "completed", "pending_payment"]) {
      await prisma.order.update({ where: { id: orderId }, data: { status } });
      expect((await portalGet(orderId, cookie)).status).toBe(403);
    }
    await prisma.order.update({ where: { id: orderId }, data: { status: "pending_details" } });
    const own = await (await portalGet(orderId, cookie)).json();
    expect(own).toMatchObject({ denied: false, step: 1, editable: true, step1Valid: false });
    // signed out: to the login
    expect((await portalGet(orderId, "")).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("validates step 1 on the server, saves every step and currentStep", async () => {
    const { orderId, cookie } = await paidOrder();
    const refused = await portalPost(orderId, cookie, { ...STEP1, companyName: " ", goto: "2" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errorTitle: "Pflichtfelder ausfüllen",
      error: "Bitte füllen Sie alle Pflichtfelder aus.",
      fieldErrors: { companyName: ["Dieses Feld ist erforderlich"] },
    });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).currentStep).toBe(1);

    const next = await portalPost(orderId, cookie, { ...STEP1, goto: "2" });
    expect(next.headers.get("Location")).toBe(`/professional-portal?orderId=${orderId}&step=2`);
    await portalPost(orderId, cookie, {
      step: "2",
      contactFirstName: "Klara",
      contactLastName: "Klar",
      goto: "3",
    });
    await portalPost(orderId, cookie, {
      step: "5",
      stylePreferences: "klassisch",
      existingLogo: "on",
      colorPreferences: "Blau",
      goto: "6",
    });
    const saved = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(saved.currentStep).toBe(6);
    expect(saved.company).toBe("Kanzlei Klar");
    expect(saved.professionalDetails).toMatchObject({
      companyName: "Kanzlei Klar",
      contactFirstName: "Klara",
      stylePreferences: "klassisch",
      existingLogo: true,
      colorPreferences: "Blau",
    });

    // autosave answers JSON and keeps the step; an unknown style is dropped
    const auto = await portalPost(orderId, cookie, {
      step: "4",
      intent: "autosave",
      aboutText: "Seit 1990",
      stylePreferences: "bunt",
    });
    expect(await auto.json()).toMatchObject({ savedAt: expect.any(String) });
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).professionalDetails,
    ).toMatchObject({ aboutText: "Seit 1990", stylePreferences: "klassisch" });
  });

  it("submit re-checks step 1, then moves the order to in_progress and locks it until the team releases it", async () => {
    const { orderId, cookie } = await paidOrder();
    const incomplete = await portalPost(orderId, cookie, { step: "6", intent: "submit" });
    expect(incomplete.headers.get("Location")).toBe(
      `/professional-portal?orderId=${orderId}&step=1`,
    );
    expect(cookieFromSetCookie(incomplete.headers.get("Set-Cookie"))).toContain("__toast");
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(
      "pending_details",
    );

    await portalPost(orderId, cookie, { ...STEP1, goto: "6" });
    const confirm = await portalPost(orderId, cookie, { step: "6", intent: "request-submit" });
    expect(confirm.headers.get("Location")).toBe(
      `/professional-portal?orderId=${orderId}&step=6&confirm=1`,
    );
    expect(await (await portalGet(orderId, cookie, "&step=6&confirm=1")).json()).toMatchObject({
      confirm: true,
    });

    const done = await portalPost(orderId, cookie, { step: "6", intent: "submit" });
    expect(done.headers.get("Location")).toBe("/dashboard");
    const submitted = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(submitted.status).toBe("in_progress");
    expect(submitted.detailsSubmittedAt).toBeInstanceOf(Date);

    // locked: after submitting, the portal shows the answers read-only (issue 17 item 8) and
    // refuses every change; even back in draft it stays read-only
    const afterSubmit = await portalGet(orderId, cookie);
    expect(afterSubmit.status).toBe(200);
    expect(await afterSubmit.json()).toMatchObject({ editable: false });
    expect(
      (await portalPost(orderId, cookie, { ...STEP1, companyName: "Geändert", goto: "2" })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).professionalDetails,
    ).not.toMatchObject({ companyName: "Geändert" });
    await prisma.order.update({ where: { id: orderId }, data: { status: "draft" } });
    expect(await (await portalGet(orderId, cookie)).json()).toMatchObject({
      editable: false,
      step: 6,
    });
    expect(
      (await portalPost(orderId, cookie, { ...STEP1, companyName: "Geändert", goto: "2" })).status,
    ).toBe(409);
    const upload = await thrown(
      uploadAction(
        routeArgs(
          new Request(`${BASE}/api/orders/${orderId}/upload?section=professional`, {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "multipart/form-data; boundary=x" },
            body: "--x--",
          }),
          { orderId },
        ),
      ),
    );
    expect(upload.status).toBe(409);
    await prisma.order.update({ where: { id: orderId }, data: { status: "in_progress" } });

    // the admin releases the intake for changes, once (not the Korrekturschleife: that is a preview's)
    const admin = await createCustomer({ isAdmin: true });
    const adminSession = await adminSessionStorage().getSession();
    adminSession.set("sessionId", (await createDbSession(admin.id, "admin")).id);
    const adminCookie = cookieFromSetCookie(
      await adminSessionStorage().commitSession(adminSession),
    );
    const open = () =>
      thrown(
        adminOrderAction(
          routeArgs(
            formRequest(`/admin/orders/${orderId}`, { intent: "open-correction" }, adminCookie),
            { orderId },
          ),
        ),
      );
    expect((await open()).status).toBe(302);
    const reopened = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(reopened.status).toBe("pending_details");
    expect(reopened.correctionRequestedAt).toBeInstanceOf(Date);
    expect(await (await portalGet(orderId, cookie)).json()).toMatchObject({
      editable: true,
      order: { correctionOpen: true },
    });
    expect(
      (
        await portalPost(orderId, cookie, {
          ...STEP1,
          companyName: "Kanzlei Klar & Partner",
          goto: "6",
        })
      ).status,
    ).toBe(302);
    expect(
      (await portalPost(orderId, cookie, { step: "6", intent: "submit" })).headers.get("Location"),
    ).toBe("/dashboard");
    const resubmitted = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(resubmitted).toMatchObject({ status: "in_progress", company: "Kanzlei Klar & Partner" });

    // the release is used: no second one, and the details stay locked
    expect((await open()).status).toBe(409);
    await prisma.order.update({ where: { id: orderId }, data: { status: "pending_details" } });
    expect((await portalPost(orderId, cookie, { ...STEP1, goto: "2" })).status).toBe(409);
    expect(
      await prisma.orderStatusChange.count({
        where: { orderId, toStatus: "in_progress", source: "customer" },
      }),
    ).toBe(2);
  });

  it("checks every step with its schema: too long or unknown is a German 400 that saves nothing, drafts stay possible", async () => {
    const { orderId, cookie } = await paidOrder();
    const details = async () =>
      (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).professionalDetails;
    const tooLong = await portalPost(orderId, cookie, {
      step: "2",
      contactTitle: "x".repeat(501),
      contactFirstName: "Klara",
      goto: "3",
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      errorTitle: "Angaben prüfen",
      error: "Bitte prüfen Sie Ihre Eingaben.",
      fieldErrors: { contactTitle: ["Höchstens 500 Zeichen"] },
      // conform's reply keeps what was entered
      result: { initialValue: { contactFirstName: "Klara" } },
    });
    expect(await details()).not.toMatchObject({ contactFirstName: "Klara" });
    const style = await portalPost(orderId, cookie, { step: "5", stylePreferences: "bunt" });
    expect(style.status).toBe(400);
    expect((await style.json()).fieldErrors.stylePreferences[0]).toMatch(/^Ungültiger Wert/);

    // drafts: step 1 incomplete and with a malformed USt-IdNr. is saved by the autosave and by
    // its own step button; only leaving it forward names the problems
    const draft = { ...STEP1, companyName: "", vatId: "XX" };
    expect((await portalPost(orderId, cookie, { ...draft, intent: "autosave" })).status).toBe(200);
    expect((await portalPost(orderId, cookie, { ...draft, goto: "1" })).status).toBe(302);
    expect(await details()).toMatchObject({ vatId: "XX", city: "Berlin" });
    const forward = await portalPost(orderId, cookie, { ...draft, goto: "2" });
    expect(forward.status).toBe(400);
    expect((await forward.json()).fieldErrors).toMatchObject({
      companyName: ["Dieses Feld ist erforderlich"],
      vatId: [expect.stringMatching(/USt-IdNr/)],
    });
    // complete: stored as checked (the USt-IdNr. normalised)
    await portalPost(orderId, cookie, { ...STEP1, vatId: "de 123 456 789", goto: "2" });
    expect(await details()).toMatchObject({ companyName: "Kanzlei Klar", vatId: "DE123456789" });

    // the JSON API takes the same fields with the same limits
    const patch = (body: unknown) =>
      thrown(
        apiDetailsAction(
          routeArgs(
            new Request(`${BASE}/api/orders/${orderId}/professional-details`, {
              method: "PATCH",
              headers: { Cookie: cookie, "Content-Type": "application/json" },
              body: JSON.stringify(body),
            }),
            { orderId },
          ),
        ),
      );
    const refused = await patch({ details: { aboutText: "x".repeat(5001), city: "Potsdam" } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Höchstens 5000 Zeichen");
    expect(await details()).toMatchObject({ city: "Berlin" });
    expect((await patch({ details: { city: "Potsdam", existingLogo: true } })).status).toBe(200);
    expect(await details()).toMatchObject({ city: "Potsdam", existingLogo: true });
  });
});
