// Stripe webhooks: only events with a valid signature count; each event id is applied
// once (payment_events), so a replay has no second effect. A processing error answers
// 500 so that Stripe delivers the event again later.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { handleStripeEvent } from "~/models/billing/stripe-events.server";
import { logger } from "~/utils/logger.server";
import { payments, verifyWebhook } from "~/utils/payments.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Methode nicht erlaubt" }, { status: 405 });
  const payload = await request.text();
  let event;
  try {
    event = await verifyWebhook(payload, request.headers.get("stripe-signature"));
  } catch {
    return json({ error: "Ungültige Signatur" }, { status: 400 });
  }
  try {
    const { standIn } = await payments();
    const result = await handleStripeEvent(event, standIn);
    return json({ received: true, result });
  } catch (error) {
    logger.error(
      { error },
      `Stripe-Ereignis ${event.id} (${event.type}) konnte nicht verarbeitet werden`,
    );
    return json({ error: "Verarbeitung fehlgeschlagen" }, { status: 500 });
  }
}

export function loader() {
  return json({ error: "Methode nicht erlaubt" }, { status: 405 });
}
