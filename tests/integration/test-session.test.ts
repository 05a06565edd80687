// The e2e suite's sign-in hook (/dev/test-session) exists only with APP_ENV=test.
import { afterEach, describe, expect, it } from "vitest";
import { routeArgs, thrown } from "../support/fixtures";
import { action } from "~/routes/dev.test-session";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";

const post = (body: unknown) =>
  thrown(
    action(
      routeArgs(
        new Request("http://localhost:3000/dev/test-session", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
      ),
    ),
  );

afterEach(() => {
  process.env.APP_ENV = "test";
  resetEnvCache();
});

describe("/dev/test-session", () => {
  it("creates a verified customer with a draft order and signs it in", async () => {
    const response = await post({
      kind: "customer",
      email: "hook@example.com",
      password: "geheim123",
      package: { packageId: "starter", paymentType: "onetime" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toMatch(/^__session=/);
    const { orderId } = await response.json();
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({
      packageType: "starter",
      status: "draft",
    });
    expect(
      await prisma.user.findUniqueOrThrow({ where: { email: "hook@example.com" } }),
    ).toMatchObject({ emailVerified: true, isAdmin: false });
  });

  // (production does not even start without its real services)
  it("answers 404 in development", async () => {
    process.env.APP_ENV = "development";
    resetEnvCache();
    const response = await post({
      kind: "admin",
      email: "x@example.com",
      password: "x".repeat(12),
    });
    expect(response.status).toBe(404);
    expect(await prisma.user.count({ where: { email: "x@example.com" } })).toBe(0);
  });
});
