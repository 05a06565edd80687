// Development and test stand-in for Stripe: MSW answers the Stripe API calls the app
// makes (Checkout Sessions), and the development checkout page (/dev/checkout/{id})
// "pays" a session and sends a correctly signed webhook, as Stripe would. Never used
// when STRIPE_SECRET_KEY is set, and its page answers 404 in production.
import { randomBytes } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import qs from "qs";
import Stripe from "stripe";
import { getEnv } from "./env.server";

export const STANDIN_SECRET_KEY = "sk_test_seitenwerk_standin";

interface StandInLineItem {
  description: string;
  quantity: number;
  unitAmount: number;
  recurring: boolean;
}

interface StandInState {
  started: boolean;
  webhookSecret: string;
  sessions: Map<string, Record<string, unknown> & { id: string; lineItems: StandInLineItem[] }>;
}

// kept on globalThis: one store per process, whatever module instance asks
const g = globalThis as unknown as { __stripeStandIn?: StandInState };
const state: StandInState = (g.__stripeStandIn ??= {
  started: false,
  // a fresh secret per process: nobody outside can sign events for the stand-in
  webhookSecret: `whsec_${randomBytes(24).toString("hex")}`,
  sessions: new Map(),
});

export const standInWebhookSecret = () => state.webhookSecret;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

type Form = Record<string, unknown>;

function lineItemsFrom(form: Form): StandInLineItem[] {
  const items = (form.line_items as Form[] | undefined) ?? [];
  return items.map((item) => {
    const price = (item.price_data ?? {}) as Form;
    const product = (price.product_data ?? {}) as Form;
    return {
      description: String(product.name ?? "Position"),
      quantity: Number(item.quantity ?? 1),
      unitAmount: Number(price.unit_amount ?? 0),
      recurring: Boolean(price.recurring),
    };
  });
}

function publicSession(
  session: StandInState["sessions"] extends Map<string, infer S> ? S : never,
  expand: string[],
) {
  const { lineItems, ...rest } = session;
  void lineItems;
  const out: Record<string, unknown> = { ...rest };
  if (expand.includes("payment_intent") && typeof rest.payment_intent === "string") {
    out.payment_intent = {
      id: rest.payment_intent,
      object: "payment_intent",
      // the stand-in simulates only "paid" and "failed": complete but unpaid means failed
      status: rest.payment_status === "paid" ? "succeeded" : "requires_payment_method",
      amount: rest.amount_total,
      currency: "eur",
      latest_charge: `ch_test_${String(rest.payment_intent).slice(8)}`,
      payment_method_types: rest.payment_method_types,
      metadata: rest.metadata,
    };
  }
  return out;
}

const notFound = (id: string) =>
  HttpResponse.json(
    {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such checkout.session: '${id}'`,
      },
    },
    { status: 404 },
  );

const handlers = [
  http.post("https://api.stripe.com/v1/checkout/sessions", async ({ request }) => {
    const form = qs.parse(await request.text(), { depth: 10, arrayLimit: 100 }) as Form;
    const id = newId("cs");
    const lineItems = lineItemsFrom(form);
    const session = {
      id,
      object: "checkout.session",
      livemode: false,
      mode: form.mode ?? "payment",
      status: "open",
      payment_status: "unpaid",
      currency: "eur",
      amount_total: lineItems.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0),
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      customer_details: null,
      // what the hosted page collects (billing address, phone): the stand-in page asks for them
      billing_address_collection: form.billing_address_collection ?? null,
      phone_number_collection: {
        enabled:
          String((form.phone_number_collection as Form | undefined)?.enabled ?? "") === "true",
      },
      metadata: form.metadata ?? {},
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      payment_intent: null,
      subscription: null,
      customer: null,
      invoice: null,
      payment_method_types: ["card"],
      created: Math.floor(Date.now() / 1000),
      url: `${getEnv().appUrl}/dev/checkout/${id}`,
      lineItems,
    };
    state.sessions.set(id, session);
    return HttpResponse.json(publicSession(session, []));
  }),
  http.get("https://api.stripe.com/v1/checkout/sessions/:id", ({ params, request }) => {
    const session = state.sessions.get(String(params.id));
    if (!session) return notFound(String(params.id));
    const query = qs.parse(new URL(request.url).search.slice(1)) as Form;
    const expand = ([] as string[]).concat((query.expand as string[] | string | undefined) ?? []);
    return HttpResponse.json(publicSession(session, expand));
  }),
];

/** Starts intercepting Stripe API calls in this process (idempotent). */
export function startStripeStandIn() {
  if (state.started) return;
  state.started = true;
  // MSW swaps the global fetch classes for its own. The server runs on Remix's fetch
  // polyfills (installGlobals), and a polyfilled Headers copied into a foreign Headers
  // loses its entries (a redirect's Location became "null"). The Stripe SDK talks through node:http, which
  // MSW intercepts without the globals, so the app's own globals are put back.
  const globals = {
    Headers: globalThis.Headers,
    Request: globalThis.Request,
    Response: globalThis.Response,
    fetch: globalThis.fetch,
  };
  setupServer(...handlers).listen({ onUnhandledRequest: "bypass" });
  Object.assign(globalThis, globals);
}

export function getStandInSession(id: string) {
  const session = state.sessions.get(id);
  if (!session) return null;
  return {
    id: session.id,
    mode: String(session.mode),
    status: String(session.status),
    amountTotal: Number(session.amount_total),
    customerEmail: (session.customer_email as string | null) ?? null,
    collectsAddress: session.billing_address_collection === "required",
    collectsPhone: Boolean(
      (session.phone_number_collection as { enabled?: boolean } | undefined)?.enabled,
    ),
    metadata: (session.metadata ?? {}) as Record<string, string>,
    successUrl: String(session.success_url),
    cancelUrl: String(session.cancel_url),
    lineItems: session.lineItems,
  };
}

/**
 * Completes a session as a successful card payment, as Stripe's hosted page would, and
 * returns the signed webhook event(s) Stripe would send.
 */
export interface StandInCustomer {
  email?: string | null;
  name?: string | null;
  phone?: string | null;
  address?: {
    line1?: string | null;
    postal_code?: string | null;
    city?: string | null;
    country?: string | null;
  } | null;
}

export function payStandInSession(
  id: string,
  outcome: "paid" | "async_failed" = "paid",
  customer: StandInCustomer = {},
) {
  const session = state.sessions.get(id);
  if (!session || session.status !== "open") return null;
  const suffix = randomBytes(12).toString("hex");
  const address = customer.address
    ? {
        line1: customer.address.line1 ?? null,
        line2: null,
        postal_code: customer.address.postal_code ?? null,
        city: customer.address.city ?? null,
        state: null,
        country: customer.address.country ?? "DE",
      }
    : null;
  Object.assign(session, {
    status: "complete",
    payment_status: outcome === "paid" ? "paid" : "unpaid",
    // what Stripe reports about the payer: the e-mail given (or prefilled), name, phone, address
    customer_details: {
      email: customer.email || session.customer_email,
      name: customer.name ?? null,
      phone: customer.phone ?? null,
      address,
      tax_exempt: "none",
      tax_ids: [],
    },
    customer: `cus_test_${suffix}`,
    ...(session.mode === "subscription"
      ? { subscription: `sub_test_${suffix}`, invoice: `in_test_${suffix}`, payment_intent: null }
      : { payment_intent: `pi_test_${suffix}` }),
  });
  const events: Stripe.Event[] = [event("checkout.session.completed", publicSession(session, []))];
  if (outcome === "async_failed")
    events.push(event("checkout.session.async_payment_failed", publicSession(session, [])));
  return events;
}

function event(type: string, object: Record<string, unknown>): Stripe.Event {
  return {
    id: newId("evt"),
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  } as unknown as Stripe.Event;
}

/** Signs an event the way Stripe does, with the stand-in's secret. */
export function signStandInEvent(payload: string) {
  return new Stripe(STANDIN_SECRET_KEY).webhooks.generateTestHeaderString({
    payload,
    secret: state.webhookSecret,
  });
}
