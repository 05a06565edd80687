// Rate limits on rate-limiter-flexible, on fake time (no test waits for a real window):
// both stores count, refuse and start a new window alike; the database store is shared
// (rows in rate_limits) and exact under concurrency; sign-in throttling cannot be used to
// lock out an account's owner from another address.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCustomer, formRequest, routeArgs, thrown } from "../support/fixtures";
import { action as adminLoginAction } from "~/routes/admin.login";
import { action as apiLoginAction } from "~/routes/api.login";
import { action as loginAction } from "~/routes/login";
import { prisma } from "~/utils/db.server";
import { hashPassword } from "~/utils/password.server";
import { _resetAllForTests, consume, reset, retryAfter } from "~/utils/rate-limit.server";

const MINUTE = 60_000;

afterEach(async () => {
  vi.useRealTimers();
  await _resetAllForTests();
  delete process.env.RATE_LIMIT_STORE;
});

describe.each([
  // the memory store expires its counters with timers: both Date and timers are faked
  ["memory", () => vi.useFakeTimers()],
  // the database compares with the dates the app sends; Prisma's own timers stay real
  ["database", () => vi.useFakeTimers({ toFake: ["Date"] })],
])("%s store", (store, fakeTime) => {
  beforeEach(() => {
    if (store === "database") process.env.RATE_LIMIT_STORE = "database";
    fakeTime();
    vi.setSystemTime(new Date("2026-03-02T10:00:00Z"));
  });
  const later = (ms: number) =>
    store === "memory" ? vi.advanceTimersByTime(ms) : vi.setSystemTime(Date.now() + ms);

  it("counts within a window, says how long to wait, and starts a new window", async () => {
    // mailPerAddress: 3 per 15 minutes
    for (let i = 1; i <= 3; i++) expect((await consume("mailPerAddress", "k")).allowed).toBe(true);
    const refused = await consume("mailPerAddress", "k");
    expect(refused).toEqual({ allowed: false, retryAfter: 15 * 60 });
    later(10 * MINUTE);
    expect(await retryAfter("mailPerAddress", "k")).toBe(5 * 60);
    expect((await consume("mailPerAddress", "other")).allowed).toBe(true);
    later(5 * MINUTE + 1);
    expect(await retryAfter("mailPerAddress", "k")).toBe(0);
    expect((await consume("mailPerAddress", "k")).allowed).toBe(true);
    await reset("mailPerAddress", "k");
    for (let i = 1; i <= 3; i++) expect((await consume("mailPerAddress", "k")).allowed).toBe(true);
  });
});

describe("database store", () => {
  beforeEach(() => {
    process.env.RATE_LIMIT_STORE = "database";
  });

  it("concurrent attempts never exceed the limit, and the counters live in rate_limits", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consume("mailPerAddress", "parallel")),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(await retryAfter("mailPerAddress", "parallel")).toBeGreaterThan(0);
    expect(
      await prisma.rateLimit.findUnique({ where: { key: "mailPerAddress:parallel" } }),
    ).toMatchObject({ points: 20, expire: expect.any(Date) });
    await reset("mailPerAddress", "parallel");
    expect(await retryAfter("mailPerAddress", "parallel")).toBe(0);
  });

  it("the login throttle counts in the shared table", async () => {
    const request = formRequest("/login", { email: "geteilt@example.com", password: "falsch" });
    expect(
      (await thrown(loginAction(routeArgs(request, {}, { clientIp: "198.51.100.9" })))).status,
    ).toBe(401);
    const keys = (await prisma.rateLimit.findMany({ orderBy: { key: "asc" } })).map((r) => [
      r.key,
      r.points,
    ]);
    expect(keys).toEqual([
      ["loginPerAccount:login:geteilt@example.com", 1],
      ["loginPerAccountAndIp:login:geteilt@example.com:198.51.100.9", 1],
      ["loginPerIp:login:198.51.100.9", 1],
    ]);
  });
});

describe("sign-in throttling (per account and address, slower per account)", () => {
  const PASSWORD = "richtig-passwort-1";
  type Action = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;
  const attempt = (action: Action, path: string, email: string, password: string, ip: string) => {
    const request = formRequest(path, { email, password });
    return thrown(action(routeArgs(request, {}, { clientIp: ip })));
  };
  const login = (email: string, password: string, ip: string) =>
    attempt(loginAction, "/login", email, password, ip);
  const adminLogin = (email: string, password: string, ip: string) =>
    attempt(adminLoginAction, "/admin/login", email, password, ip);

  // Date only: the database client's own timers stay real
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T10:00:00Z"));
  });
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it("wrong passwords from one address do not lock out the owner signing in from another", async () => {
    await createCustomer({
      email: "owner@example.com",
      passwordHash: await hashPassword(PASSWORD),
    });
    for (let i = 0; i < 5; i++)
      expect((await login("owner@example.com", `falsch-${i}`, "203.0.113.66")).status).toBe(401);
    const attacker = await login("owner@example.com", PASSWORD, "203.0.113.66");
    expect(attacker.status).toBe(429);
    expect(attacker.headers.get("Retry-After")).toBe(String(15 * 60));
    expect((await login("owner@example.com", PASSWORD, "198.51.100.7")).status).toBe(302);
    // the pair's window runs out
    later(15 * 60_000);
    expect((await login("owner@example.com", PASSWORD, "203.0.113.66")).status).toBe(302);
  });

  it("the admin is not locked out by anonymous guesses either", async () => {
    await createCustomer({
      email: "chef@example.com",
      isAdmin: true,
      passwordHash: await hashPassword(PASSWORD),
    });
    for (let i = 0; i < 5; i++)
      expect((await adminLogin("chef@example.com", `falsch-${i}`, "203.0.113.66")).status).toBe(
        401,
      );
    expect((await adminLogin("chef@example.com", PASSWORD, "203.0.113.66")).status).toBe(429);
    expect((await adminLogin("chef@example.com", PASSWORD, "198.51.100.7")).status).toBe(302);
  });

  it("guessing spread over many addresses hits the slower per-account limit", async () => {
    await createCustomer({ email: "ziel@example.com", passwordHash: await hashPassword(PASSWORD) });
    for (let i = 0; i < 50; i++)
      expect((await login("ziel@example.com", "falsch", `203.0.113.${i % 10}`)).status).toBe(401);
    expect((await login("ziel@example.com", PASSWORD, "198.51.100.7")).status).toBe(429);
    later(60 * 60_000);
    expect((await login("ziel@example.com", PASSWORD, "198.51.100.7")).status).toBe(302);
  });

  it("admin credentials are refused at the customer sign-in (page and API), like a wrong password", async () => {
    await createCustomer({
      email: "admin-nur@example.com",
      isAdmin: true,
      passwordHash: await hashPassword(PASSWORD),
    });
    const page = await login("admin-nur@example.com", PASSWORD, "198.51.100.8");
    expect(page.status).toBe(401);
    expect((await page.json()).result.error[""]).toEqual(["Ungültige Anmeldedaten"]);
    const api = await thrown(
      apiLoginAction(
        routeArgs(
          new Request("http://localhost:3000/api/login", {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
            body: JSON.stringify({ email: "admin-nur@example.com", password: PASSWORD }),
          }),
        ),
      ),
    );
    expect(api.status).toBe(401);
    expect(api.headers.get("Set-Cookie")).toBeNull();
  });
});
