// The ledger writes each Stripe object once, also when two writers race (the admin's refund
// request and Stripe's charge.refunded webhook): neither fails, exactly one creates the row.
import { expect, it } from "vitest";
import { createCustomer } from "../support/fixtures";
import { recordPayment } from "~/models/billing/ledger.server";
import { createDraftOrder } from "~/models/order/order.server";
import { prisma } from "~/utils/db.server";

it("two transactions recording the same refund at once: one row, one 'created', no error", async () => {
  const user = await createCustomer({ email: "ledger-race@example.com" });
  const order = await createDraftOrder(user.id, {
    packageId: "starter",
    paymentType: "onetime",
    additionalPagesCount: 0,
    bilingual: false,
    blogSystem: false,
    bookingSystem: false,
  });
  const row = {
    orderId: order.id,
    kind: "refund" as const,
    purpose: "refund" as const,
    amountCents: 6900,
    externalId: "re_race_1",
    stripeRefundId: "re_race_1",
    isTest: true,
  };
  const results = await Promise.all(
    [0, 1].map(() => prisma.$transaction((tx) => recordPayment(tx, row))),
  );
  expect(results.filter((r) => r.created)).toHaveLength(1);
  expect(results[0].id).toBe(results[1].id);
  expect(await prisma.payment.count({ where: { externalId: "re_race_1" } })).toBe(1);
});
