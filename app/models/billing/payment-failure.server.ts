import type Stripe from "stripe";

/**
 * A returned Checkout session whose payment has definitively failed (not merely pending):
 * Stripe marks an asynchronous payment that failed by sending its intent back to
 * `requires_payment_method` (or `canceled`), while a pending one stays `processing`.
 * Needs the session retrieved with `expand: ["payment_intent"]`.
 */
export function checkoutPaymentFailed(
  session: Pick<Stripe.Checkout.Session, "status" | "payment_status" | "payment_intent">,
) {
  if (session.status !== "complete" || session.payment_status !== "unpaid") return false;
  const intent = session.payment_intent;
  if (!intent || typeof intent !== "object") return false;
  return intent.status === "requires_payment_method" || intent.status === "canceled";
}
