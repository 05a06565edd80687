// Checkout Sessions of one order never pile up: a new one expires the previous open one
// (two open sessions could both be paid). A previous one that was completed
// in the meantime is handed back, so the caller records it instead of charging again.
import Stripe from "stripe";

export async function expirePreviousSession(
  stripe: Stripe,
  previousId: string | null | undefined,
): Promise<Stripe.Checkout.Session | null> {
  if (!previousId) return null;
  try {
    await stripe.checkout.sessions.expire(previousId);
    return null;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    if (error.code === "resource_missing") return null;
    // not open any more: expired already, or completed – then the caller must know
    const session = await stripe.checkout.sessions.retrieve(previousId, {
      expand: ["payment_intent"],
    });
    return session.status === "complete" ? session : null;
  }
}
