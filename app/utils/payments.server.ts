// Stripe through the official SDK. Without STRIPE_SECRET_KEY (development, tests) the
// same SDK calls are answered by the in-process stand-in (MSW's handlers as the SDK's
// transport), so the app's code path is identical with and without real Stripe.
// Production refuses to start without keys.
import Stripe from "stripe";
import { getEnv } from "./env.server";

export interface PaymentsClient {
  stripe: Stripe;
  webhookSecret: string;
  standIn: boolean;
}

let cached: { key: string; client: PaymentsClient } | undefined;

/** Stripe's client options for another API address (STRIPE_API_BASE). */
function apiBase(base: string | undefined) {
  if (!base) return {};
  const url = new URL(base);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === "http:" ? 80 : 443),
    protocol: url.protocol.replace(":", "") as "http" | "https",
  };
}

export async function payments(): Promise<PaymentsClient> {
  const env = getEnv();
  const key = `${env.STRIPE_SECRET_KEY ?? "standin"}|${env.STRIPE_API_BASE ?? ""}`;
  if (cached?.key === key) return cached.client;
  let client: PaymentsClient;
  if (env.STRIPE_SECRET_KEY) {
    client = {
      stripe: new Stripe(env.STRIPE_SECRET_KEY, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: "Seitenwerk" },
        ...apiBase(env.STRIPE_API_BASE),
      }),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      standIn: false,
    };
  } else {
    const standIn = await import("~/utils/stand-in/stripe.server");
    client = {
      stripe: new Stripe(standIn.STANDIN_SECRET_KEY, {
        maxNetworkRetries: 0,
        timeout: 10_000,
        httpClient: standIn.standInHttpClient,
      }),
      webhookSecret: standIn.standInWebhookSecret(),
      standIn: true,
    };
  }
  cached = { key, client };
  return client;
}

class PaymentProviderError extends Error {}

/** Verifies a webhook's signature; throws on a bad or missing one. */
export async function verifyWebhook(
  payload: string,
  signature: string | null,
): Promise<Stripe.Event> {
  if (!signature) throw new PaymentProviderError("Signatur fehlt");
  const { stripe, webhookSecret } = await payments();
  return stripe.webhooks.constructEvent(payload, signature, webhookSecret);
}
