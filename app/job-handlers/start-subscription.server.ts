// The professional plan's monthly fee starts after acceptance: the delivery module enqueues
// `start-subscription` with { orderId } in the transaction that records the acceptance
// (declared or deemed). The handler is idempotent (one Subscription row per order, Stripe's
// idempotency key per order), so a retry, a second acceptance or a racing deemed-acceptance
// sweep starts one subscription. A Stripe outage throws and the job is retried with backoff.
import { defineJob } from "~/jobs/registry.server";
import { startSubscriptionForOrder } from "~/models/billing/subscription.server";
import { logger } from "~/utils/logger.server";

declare module "~/jobs/registry.server" {
  interface JobPayloads {
    "start-subscription": { orderId: string };
  }
}

export const startSubscriptionJob = defineJob(
  "start-subscription",
  async ({ orderId }) => {
    const outcome = await startSubscriptionForOrder(orderId);
    if (outcome === "not-found" || outcome === "not-eligible")
      logger.warn({ orderId, outcome }, "Abo-Start übersprungen");
  },
  { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
);
