// Both rate-limit stores behave alike; the PostgreSQL store is shared (rows in
// rate_limits) and exact under concurrency, which several instances need.
import { afterEach, describe, expect, it } from "vitest";
import { formRequest, routeArgs, thrown } from "../support/fixtures";
import { action as loginAction } from "~/routes/login";
import { prisma } from "~/utils/db.server";
import {
  _resetAllForTests,
  consume,
  createDatabaseStore,
  createMemoryStore,
  reset,
  retryAfter,
  type RateLimitStore,
} from "~/utils/rate-limit.server";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each([
  ["memory", createMemoryStore],
  ["database", createDatabaseStore],
] as Array<[string, () => RateLimitStore]>)("%s store", (_name, create) => {
  it("counts within a window, says how long to wait, and starts a new window", async () => {
    const store = create();
    const limit = { limit: 3, windowMs: 400 };
    for (let i = 1; i <= 3; i++) expect(await store.hit("k", limit)).toBe(i);
    const wait = await store.retryAfter("k", limit);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1);
    await sleep(450);
    expect(await store.retryAfter("k", limit)).toBe(0);
    expect(await store.hit("k", limit)).toBe(1);
    await store.reset("k");
    expect(await store.hit("k", limit)).toBe(1);
    await store.clear();
  });
});

describe("selected by RATE_LIMIT_STORE", () => {
  afterEach(async () => {
    await _resetAllForTests();
    delete process.env.RATE_LIMIT_STORE;
  });

  it("database: concurrent attempts never exceed the limit, and the counters live in rate_limits", async () => {
    process.env.RATE_LIMIT_STORE = "database";
    const limit = { limit: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 20 }, () => consume("parallel", limit)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await retryAfter("parallel", limit)).toBeGreaterThan(0);
    expect(await prisma.rateLimit.findUnique({ where: { key: "parallel" } })).toMatchObject({
      count: expect.any(Number),
    });
    await reset("parallel");
    expect(await retryAfter("parallel", limit)).toBe(0);
  });

  it("database: the login throttle counts in the shared table", async () => {
    process.env.RATE_LIMIT_STORE = "database";
    const request = formRequest("/login", { email: "geteilt@example.com", password: "falsch" });
    request.headers.set("X-Forwarded-For", "198.51.100.9");
    expect((await thrown(loginAction(routeArgs(request)))).status).toBe(401);
    expect(
      await prisma.rateLimit.findUnique({ where: { key: "login:account:geteilt@example.com" } }),
    ).toMatchObject({ count: 1 });
    expect(
      await prisma.rateLimit.findUnique({ where: { key: "login:ip:198.51.100.9" } }),
    ).toMatchObject({ count: 1 });
  });
});
