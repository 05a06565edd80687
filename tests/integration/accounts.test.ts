import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  cookieFromSetCookie,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { hashToken } from "~/models/account/verification.server";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as loginAction } from "~/routes/login";
import { loader as orderLoader } from "~/routes/order-details.$orderId";
import { action as packageAction } from "~/routes/package-selection";
import { action as registerAction, loader as registerLoader } from "~/routes/register";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { loader as verifyLoader } from "~/routes/verify-email";
import { getUserId } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { hashPassword } from "~/utils/password.server";
import { _resetAllForTests } from "~/utils/rate-limit.server";
import { getVisitorSession } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  process.env.SMTP_HOST = "127.0.0.1";
  process.env.SMTP_PORT = String(smtp.port);
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.SMTP_HOST;
  delete process.env.SMTP_PORT;
  resetEnvCache();
  await smtp.close();
});
beforeEach(() => _resetAllForTests());

function register(fields: Record<string, string>, cookie?: string) {
  return thrown(registerAction(routeArgs(formRequest("/register", fields, cookie))));
}

const valid = (email: string) => ({
  firstName: "Max",
  lastName: "Muster",
  email,
  password: "geheim1",
  confirmPassword: "geheim1",
});

function tokenFrom(text: string, path: string) {
  const match = text.match(new RegExp(`${path}\\?token=([\\w-]+)`));
  if (!match) throw new Error(`kein Link ${path} in der Mail`);
  return match[1];
}

describe("registration", () => {
  it("creates the account and the draft order from the session's package, and mails the link over SMTP", async () => {
    const choice = await thrown(
      packageAction(
        routeArgs(
          formRequest("/package-selection", {
            packageId: "premium",
            currentPaymentType: "onetime",
            additionalPagesCount: "2",
          }),
        ),
      ),
    );
    const cookie = cookieFromSetCookie(choice.headers.get("Set-Cookie"));
    const response = await register(valid("Neu@Example.com"), cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      sent: { email: "neu@example.com", emailSent: true },
    });
    const user = await prisma.user.findUniqueOrThrow({
      where: { email: "neu@example.com" },
      include: { orders: true },
    });
    expect(user).toMatchObject({ firstName: "Max", emailVerified: false });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.orders).toHaveLength(1);
    expect(user.orders[0]).toMatchObject({
      packageType: "premium",
      status: "draft",
      totalPriceCents: 999_00 + 2 * 99_00,
    });
    const session = await getVisitorSession(
      getRequest("/", cookieFromSetCookie(response.headers.get("Set-Cookie"))),
    );
    expect(session.get("packageConfig")).toBeUndefined();

    const mail = await smtp.waitFor("neu@example.com");
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(mail.html).toContain("/verify-email?token=");
    const token = tokenFrom(mail.text, "/verify-email");
    const stored = await prisma.verification.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
  });

  it("shows in the register summary exactly what the draft order will charge (one price everywhere)", async () => {
    const choice = await thrown(
      packageAction(
        routeArgs(
          formRequest("/package-selection", {
            packageId: "standard",
            currentPaymentType: "onetime",
            additionalPagesCount: "2",
            blogSystem: "on",
          }),
        ),
      ),
    );
    const cookie = cookieFromSetCookie(choice.headers.get("Set-Cookie"));
    const { summary } = await (
      await registerLoader(routeArgs(getRequest("/register", cookie)))
    ).json();
    // the spec's second reading showed 75 € per page and 149 € for the blog here
    expect(summary?.lines.map((l) => [l.label, l.total])).toEqual([
      ["Standard-Website", "499\u00a0€"],
      ["Zusätzliche Seite", "198\u00a0€"],
      ["Blog / News", "199\u00a0€"],
    ]);
    expect(summary?.total).toBe("896\u00a0€");

    const response = await register(valid("summe@example.com"), cookie);
    expect(response.status).toBe(200);
    const order = await prisma.order.findFirstOrThrow({
      where: { user: { email: "summe@example.com" } },
    });
    expect(order.totalPriceCents).toBe(896_00);
  });

  it("keeps the gclid with the account", async () => {
    const session = await getVisitorSession(getRequest("/"));
    session.set("gclid", "abc-123");
    const { commitVisitorSession } = await import("~/utils/session.server");
    await register(
      valid("gclid@example.com"),
      cookieFromSetCookie(await commitVisitorSession(session)),
    );
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { email: "gclid@example.com" } })).gclid,
    ).toBe("abc-123");
  });

  it("refuses a duplicate e-mail with a clear message and changes nothing", async () => {
    await register(valid("doppelt@example.com"));
    const before = await prisma.user.count();
    const response = await register({ ...valid("DOPPELT@example.com"), firstName: "Anders" });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.result.error[""]).toEqual([expect.stringContaining("bereits registriert")]);
    expect(body.result.error.email).toEqual([expect.stringContaining("bereits registriert")]);
    expect(body.result.initialValue).toMatchObject({
      firstName: "Anders",
      email: "DOPPELT@example.com",
    });
    expect(body.result.initialValue.password).toBeUndefined();
    expect(await prisma.user.count()).toBe(before);
  });

  it("validates with the German messages of 01 §5", async () => {
    const response = await register({
      firstName: "",
      lastName: "M",
      email: "kein-mail",
      password: "12345",
      confirmPassword: "123456",
    });
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error.firstName).toBeTruthy();
    expect(result.error.email).toEqual(["Bitte geben Sie eine gültige E-Mail-Adresse ein"]);
    expect(result.error.password).toEqual(["Passwort muss mindestens 6 Zeichen haben"]);
    const mismatch = await (
      await register({ ...valid("x@example.com"), confirmPassword: "anders1" })
    ).json();
    expect(mismatch.result.error.confirmPassword).toEqual(["Passwörter stimmen nicht überein"]);
    expect(await prisma.user.count({ where: { email: "x@example.com" } })).toBe(0);
  });
});

describe("e-mail verification", () => {
  async function registered(email: string) {
    await register(valid(email));
    const mail = await smtp.waitFor(email);
    return tokenFrom(mail.text, "/verify-email");
  }

  it("verifies once, signs in, and reports already-verified on reuse", async () => {
    const token = await registered("verify@example.com");
    const first = await thrown(verifyLoader(routeArgs(getRequest(`/verify-email?token=${token}`))));
    expect(await first.json()).toMatchObject({ state: "success" });
    const cookie = cookieFromSetCookie(first.headers.get("Set-Cookie"));
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "verify@example.com" } });
    expect(user.emailVerified).toBe(true);
    expect(await getUserId(getRequest("/dashboard", cookie))).toBe(user.id);

    const again = await thrown(verifyLoader(routeArgs(getRequest(`/verify-email?token=${token}`))));
    expect(await again.json()).toMatchObject({ state: "already-verified" });
    expect(again.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses a missing, unknown or expired token", async () => {
    const none = await thrown(verifyLoader(routeArgs(getRequest("/verify-email"))));
    expect(await none.json()).toMatchObject({
      state: "error",
      message: "Kein Bestätigungstoken gefunden",
    });
    const unknown = await thrown(verifyLoader(routeArgs(getRequest("/verify-email?token=falsch"))));
    expect(unknown.status).toBe(400);
    const token = await registered("expired@example.com");
    await prisma.verification.updateMany({
      where: { user: { email: "expired@example.com" } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await thrown(
      verifyLoader(routeArgs(getRequest(`/verify-email?token=${token}`))),
    );
    expect(await expired.json()).toMatchObject({
      state: "error",
      message: expect.stringContaining("abgelaufen"),
    });
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { email: "expired@example.com" } }))
        .emailVerified,
    ).toBe(false);
  });
});

describe("login", () => {
  const login = (fields: Record<string, string>, cookie?: string, ip = "203.0.113.7") => {
    const request = formRequest("/login", fields, cookie);
    return thrown(loginAction(routeArgs(request, {}, { clientIp: ip })));
  };

  it("signs in, rotates the session id, and goes to the requested page", async () => {
    const user = await createCustomer({
      email: "login@example.com",
      passwordHash: await hashPassword("richtig123"),
    });
    const oldCookie = await customerCookie(user.id);
    const oldSession = await getVisitorSession(getRequest("/", oldCookie));
    const response = await login(
      { email: "login@example.com", password: "richtig123", redirectTo: "/order-details/abc" },
      oldCookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/order-details/abc");
    const newCookie = cookieFromSetCookie(response.headers.get("Set-Cookie"));
    const newSession = await getVisitorSession(getRequest("/", newCookie));
    expect(newSession.get("sessionId")).toBeTruthy();
    expect(newSession.get("sessionId")).not.toBe(oldSession.get("sessionId"));
    expect(
      await prisma.session.findUnique({ where: { id: oldSession.get("sessionId")! } }),
    ).toBeNull();
    expect(await getUserId(getRequest("/", newCookie))).toBe(user.id);
  });

  it("never redirects off-site", async () => {
    await createCustomer({
      email: "redir@example.com",
      passwordHash: await hashPassword("richtig123"),
    });
    const response = await login({
      email: "redir@example.com",
      password: "richtig123",
      redirectTo: "//evil.example/x",
    });
    expect(response.headers.get("Location")).toBe("/dashboard");
  });

  it("answers the same for an unknown e-mail and a wrong password", async () => {
    await createCustomer({
      email: "known@example.com",
      passwordHash: await hashPassword("richtig123"),
    });
    for (const fields of [
      { email: "known@example.com", password: "falsch" },
      { email: "unknown@example.com", password: "falsch" },
    ]) {
      const response = await login(fields);
      expect(response.status).toBe(401);
      expect((await response.json()).result.error[""]).toEqual(["Ungültige Anmeldedaten"]);
    }
  });

  it("tells an unverified customer to confirm the address", async () => {
    await createCustomer({
      email: "unverified@example.com",
      emailVerified: false,
      passwordHash: await hashPassword("richtig123"),
    });
    const response = await login({ email: "unverified@example.com", password: "richtig123" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ unverified: true });
  });

  it("throttles guessing per account (429), even with the right password afterwards", async () => {
    await createCustomer({
      email: "brute@example.com",
      passwordHash: await hashPassword("richtig123"),
    });
    for (let i = 0; i < 5; i++)
      expect((await login({ email: "brute@example.com", password: `falsch${i}` })).status).toBe(
        401,
      );
    const blocked = await login({ email: "brute@example.com", password: "richtig123" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await blocked.json()).result.error[""][0]).toMatch(/Zu viele Versuche/);
  });

  it("throttles one client guessing many accounts (per IP)", async () => {
    for (let i = 0; i < 30; i++)
      await login({ email: `nobody${i}@example.com`, password: "x" }, undefined, "198.51.100.9");
    expect(
      (await login({ email: "someone@example.com", password: "x" }, undefined, "198.51.100.9"))
        .status,
    ).toBe(429);
    expect(
      (await login({ email: "someone@example.com", password: "x" }, undefined, "198.51.100.10"))
        .status,
    ).toBe(401);
  });

  it("validates the form with German messages", async () => {
    const response = await login({ email: "nope", password: "" });
    const { result } = await response.json();
    expect(result.error.email).toEqual(["Bitte geben Sie eine gültige E-Mail-Adresse ein"]);
    expect(result.error.password).toEqual(["Passwort ist erforderlich"]);
  });
});

describe("password reset", () => {
  it("does not reveal whether an address exists", async () => {
    const unknown = await (
      await thrown(
        forgotAction(routeArgs(formRequest("/forgot-password", { email: "niemand@example.com" }))),
      )
    ).json();
    await createCustomer({ email: "vorhanden@example.com" });
    const known = await (
      await thrown(
        forgotAction(
          routeArgs(formRequest("/forgot-password", { email: "vorhanden@example.com" })),
        ),
      )
    ).json();
    expect(unknown.sent).toBe(known.sent);
    await smtp.waitFor("vorhanden@example.com");
    expect(smtp.mails.some((m) => m.to.includes("niemand@example.com"))).toBe(false);
  });

  it("sets the new password once and ends every session", async () => {
    const user = await createCustomer({
      email: "reset@example.com",
      passwordHash: await hashPassword("altes-passwort"),
    });
    const cookie = await customerCookie(user.id);
    await thrown(
      forgotAction(routeArgs(formRequest("/forgot-password", { email: "reset@example.com" }))),
    );
    const token = tokenFrom(
      (await smtp.waitFor("reset@example.com", (m) => m.subject === "Passwort zurücksetzen")).text,
      "/reset-password",
    );
    expect(
      (await thrown(resetLoader(routeArgs(getRequest(`/reset-password?token=${token}`))))).status,
    ).toBe(200);

    const short = await thrown(
      resetAction(
        routeArgs(
          formRequest(`/reset-password?token=${token}`, {
            password: "kurz",
            confirmPassword: "kurz",
          }),
        ),
      ),
    );
    expect((await short.json()).result.error.password).toEqual([
      "Passwort muss mindestens 8 Zeichen haben",
    ]);

    const ok = await thrown(
      resetAction(
        routeArgs(
          formRequest(`/reset-password?token=${token}`, {
            password: "neues-passwort",
            confirmPassword: "neues-passwort",
          }),
        ),
      ),
    );
    expect(ok.headers.get("Location")).toBe("/login");
    expect(await getUserId(getRequest("/", cookie))).toBeNull();
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    const login = await thrown(
      loginAction(
        routeArgs(
          formRequest("/login", { email: "reset@example.com", password: "neues-passwort" }),
        ),
      ),
    );
    expect(login.status).toBe(302);

    const reuse = await thrown(
      resetAction(
        routeArgs(
          formRequest(`/reset-password?token=${token}`, {
            password: "drittes-passwort",
            confirmPassword: "drittes-passwort",
          }),
        ),
      ),
    );
    expect(reuse.status).toBe(400);
  });
});

describe("guards", () => {
  it("sends a visitor to /login with 'Anmeldung erforderlich' and the way back", async () => {
    const response = await thrown(
      orderLoader(routeArgs(getRequest("/order-details/123"), { orderId: "123" })),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Forder-details%2F123");
    const { toast } = await getToast(
      getRequest("/", cookieFromSetCookie(response.headers.get("Set-Cookie"))),
    );
    expect(toast?.title).toBe("Anmeldung erforderlich");
  });

  it("never shows another customer's order", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const choice = await thrown(
      packageAction(
        routeArgs(
          formRequest(
            "/package-selection",
            { packageId: "starter" },
            await customerCookie(owner.id),
          ),
        ),
      ),
    );
    const orderId = choice.headers.get("Location")!.split("/").pop()!;
    const own = await thrown(
      orderLoader(
        routeArgs(getRequest(`/order-details/${orderId}`, await customerCookie(owner.id)), {
          orderId,
        }),
      ),
    );
    expect((await own.json()).order.id).toBe(orderId);
    const foreign = await thrown(
      orderLoader(
        routeArgs(getRequest(`/order-details/${orderId}`, await customerCookie(other.id)), {
          orderId,
        }),
      ),
    );
    expect(foreign.status).toBe(302);
    expect(foreign.headers.get("Location")).toBe("/dashboard");
    const { toast } = await getToast(
      getRequest("/", cookieFromSetCookie(foreign.headers.get("Set-Cookie"))),
    );
    expect(toast?.title).toBe("Zugriff verweigert");
  });
});
