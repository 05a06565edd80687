// Stripe's side of the webhook in integration tests: an event posted to the route as Stripe
// posts it, signed with the stand-in's secret.
import { expect } from "vitest";
import { BASE, routeArgs, thrown } from "./fixtures";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { signStandInEvent } from "~/utils/stand-in/stripe.server";

/** The webhook route's answer to one signed event. */
export function postStripeEvent(event: unknown): Promise<Response> {
  const payload = JSON.stringify(event);
  return thrown(
    webhookAction(
      routeArgs(
        new Request(`${BASE}/webhooks/stripe`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "Stripe-Signature": signStandInEvent(payload),
          },
          body: payload,
        }),
      ),
    ),
  );
}

/** Delivers one event, which must be taken (200); returns what the handler did with it. */
export async function deliverStripeEvent(event: unknown): Promise<string> {
  const response = await postStripeEvent(event);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: string }).result;
}
