// The app's transactions outlast Prisma's 5-second default (app/utils/db.server.ts): a
// payment recorded while the machine stalls for a few seconds still commits. On fake
// time: the seconds pass on the clock Prisma's transaction timer reads, not for real.
import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma, TRANSACTION_OPTIONS } from "~/utils/db.server";

afterEach(() => vi.useRealTimers());

async function transactionLasting(ms: number) {
  return prisma.$transaction(async (tx) => {
    const before = await tx.user.count();
    await vi.advanceTimersByTimeAsync(ms);
    await tx.user.create({
      data: { email: `stall-${ms}@example.com`, firstName: "Erika", lastName: "Muster" },
    });
    return before;
  });
}

describe("interactive transactions", () => {
  it("one that takes 12 s (Prisma's default ends at 5 s) commits", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await expect(transactionLasting(12_000)).resolves.toBe(0);
    expect(await prisma.user.count({ where: { email: "stall-12000@example.com" } })).toBe(1);
  });

  it("one past the app's limit is rolled back, and nothing of it stays", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await expect(transactionLasting(TRANSACTION_OPTIONS.timeout + 1_000)).rejects.toThrow(
      /expired|closed|timeout/i,
    );
    const email = `stall-${TRANSACTION_OPTIONS.timeout + 1_000}@example.com`;
    expect(await prisma.user.count({ where: { email } })).toBe(0);
  });
});
