// Development and test stand-in for Stripe: MSW's request handlers answer the Stripe API calls
// the app makes (Checkout Sessions and their expiry, customers and saved cards, prices,
// subscriptions, invoices, refunds, billing portal sessions), and the development pages
// (/dev/checkout/{id}, /dev/billing) "pay" a session, renew or fail a subscription and
// open a dispute, each sending the correctly signed webhooks Stripe would send. Never
// used when STRIPE_SECRET_KEY is set, and its pages answer 404 in production.
import { randomBytes } from "node:crypto";
import { getResponse, http, HttpResponse } from "msw";
import qs from "qs";
import Stripe from "stripe";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

export const STANDIN_SECRET_KEY = "sk_test_seitenwerk_standin";

interface StandInLineItem {
  description: string;
  quantity: number;
  unitAmount: number;
  recurring: boolean;
}

/** How a saved test card behaves on later (off-session) charges. */
export type StandInCardBehaviour = "ok" | "requires_action" | "decline";

type Obj = Record<string, unknown>;
type Session = Obj & { id: string; lineItems: StandInLineItem[] };
interface Card {
  id: string;
  customer: string;
  behaviour: StandInCardBehaviour;
  last4: string;
}

interface StandInState {
  webhookSecret: string;
  sessions: Map<string, Session>;
  customers: Map<string, Obj & { id: string }>;
  cards: Map<string, Card>;
  prices: Map<string, Obj & { id: string }>;
  subscriptions: Map<string, Obj & { id: string }>;
  invoices: Map<string, Obj & { id: string }>;
  charges: Map<string, Obj & { id: string }>;
  refunds: Map<string, Obj & { id: string }>;
  portalSessions: Map<string, Obj & { id: string }>;
  idempotent: Map<string, { status: number; body: unknown }>;
}

// kept on globalThis: one store per process, whatever module instance asks
const g = globalThis as unknown as { __stripeStandIn?: StandInState };
const state: StandInState = (g.__stripeStandIn ??= {
  // a fresh secret per process: nobody outside can sign events for the stand-in
  webhookSecret: `whsec_${randomBytes(24).toString("hex")}`,
  sessions: new Map(),
  customers: new Map(),
  cards: new Map(),
  prices: new Map(),
  subscriptions: new Map(),
  invoices: new Map(),
  charges: new Map(),
  refunds: new Map(),
  portalSessions: new Map(),
  idempotent: new Map(),
});
// a process that started with an older module keeps working after a reload in development
for (const key of [
  "customers",
  "cards",
  "prices",
  "subscriptions",
  "invoices",
  "charges",
  "refunds",
  "portalSessions",
  "idempotent",
] as const)
  (state as unknown as Record<string, Map<string, unknown>>)[key] ??= new Map();

export const standInWebhookSecret = () => state.webhookSecret;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function addMonthSeconds(seconds: number, months = 1) {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return Math.floor(date.getTime() / 1000);
}

function lineItemsFrom(form: Obj): StandInLineItem[] {
  const items = (form.line_items as Obj[] | undefined) ?? [];
  return items.map((item) => {
    const price = (item.price_data ?? {}) as Obj;
    const product = (price.product_data ?? {}) as Obj;
    return {
      description: String(product.name ?? "Position"),
      quantity: Number(item.quantity ?? 1),
      unitAmount: Number(price.unit_amount ?? 0),
      recurring: Boolean(price.recurring),
    };
  });
}

function publicSession(session: Session, expand: string[]) {
  const { lineItems, ...rest } = session;
  void lineItems;
  const out: Obj = { ...rest };
  if (expand.includes("payment_intent") && typeof rest.payment_intent === "string") {
    const charge = [...state.charges.values()].find(
      (c) => c.payment_intent === rest.payment_intent,
    );
    out.payment_intent = {
      id: rest.payment_intent,
      object: "payment_intent",
      // the stand-in simulates only "paid" and "failed": complete but unpaid means failed
      status: rest.payment_status === "paid" ? "succeeded" : "requires_payment_method",
      amount: rest.amount_total,
      currency: "eur",
      latest_charge: charge?.id ?? null,
      payment_method_types: rest.payment_method_types,
      metadata: rest.metadata,
    };
  }
  return out;
}

function stripeError(
  status: number,
  message: string,
  type = "invalid_request_error",
  code = "resource_missing",
) {
  return HttpResponse.json({ error: { type, code, message } }, { status });
}

/** A Stripe error as `idempotent` stores and answers it. */
const errorResult = (
  status: number,
  message: string,
  type = "invalid_request_error",
  code = "resource_missing",
) => ({ status, body: { error: { type, code, message } } });

const notFound = (kind: string, id: string) =>
  stripeError(404, `No such ${kind}: '${id}'`, "invalid_request_error", "resource_missing");

async function formOf(request: Request): Promise<Obj> {
  return qs.parse(await request.text(), { depth: 10, arrayLimit: 100 }) as Obj;
}

function queryOf(request: Request): Obj {
  return qs.parse(new URL(request.url).search.slice(1), { depth: 10, arrayLimit: 100 }) as Obj;
}

const list = (data: unknown[]) => ({ object: "list", data, has_more: false, url: "/v1/list" });

/** Stripe answers a repeated Idempotency-Key with the first answer. */
async function idempotent(
  request: Request,
  produce: () => Promise<{ status: number; body: unknown }>,
) {
  const key = request.headers.get("idempotency-key");
  const stored = key ? state.idempotent.get(`${new URL(request.url).pathname}|${key}`) : undefined;
  const result = stored ?? (await produce());
  if (key && !stored) state.idempotent.set(`${new URL(request.url).pathname}|${key}`, result);
  return HttpResponse.json(result.body as Obj, { status: result.status });
}

function createCustomer(email: string | null, name: string | null = null) {
  const customer = {
    id: newId("cus"),
    object: "customer",
    email,
    name,
    invoice_settings: { default_payment_method: null as string | null },
    metadata: {},
    livemode: false,
  };
  state.customers.set(customer.id, customer);
  return customer;
}

function attachCard(customerId: string, behaviour: StandInCardBehaviour) {
  const last4 = { ok: "4242", requires_action: "3184", decline: "0341" }[behaviour];
  const card: Card = { id: newId("pm"), customer: customerId, behaviour, last4 };
  state.cards.set(card.id, card);
  return card;
}

function publicCard(card: Card) {
  return {
    id: card.id,
    object: "payment_method",
    type: "card",
    customer: card.customer,
    card: { brand: "visa", last4: card.last4, exp_month: 12, exp_year: 2034 },
  };
}

function customerCards(customerId: string) {
  return [...state.cards.values()].filter((c) => c.customer === customerId).reverse();
}

/** A successful card payment: PaymentIntent id and its charge. */
function charge(amount: number, customer: string | null, metadata: Obj = {}) {
  const paymentIntent = newId("pi");
  const ch = {
    id: newId("ch"),
    object: "charge",
    amount,
    amount_refunded: 0,
    currency: "eur",
    customer,
    payment_intent: paymentIntent,
    refunded: false,
    disputed: false,
    livemode: false,
    paid: true,
    status: "succeeded",
    metadata,
  };
  state.charges.set(ch.id, ch);
  return ch;
}

function newInvoice(
  sub: Obj & { id: string },
  amount: number,
  billingReason: string,
  period: { start: number; end: number },
  paid: boolean,
) {
  const invoice: Obj & { id: string } = {
    id: newId("in"),
    object: "invoice",
    customer: sub.customer,
    currency: "eur",
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    billing_reason: billingReason,
    status: paid ? "paid" : "open",
    livemode: false,
    attempt_count: 1,
    period_start: period.start,
    period_end: period.end,
    lines: list([
      {
        id: newId("il"),
        object: "line_item",
        amount,
        description: String((sub.metadata as Obj | undefined)?.description ?? "Abo"),
        period: { start: period.start, end: period.end },
      },
    ]),
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: sub.id, metadata: sub.metadata ?? {} },
    },
    created: nowSeconds(),
  };
  invoice.hosted_invoice_url = `${getEnv().appUrl}/dev/billing?invoice=${invoice.id}`;
  if (paid)
    invoice.payment_intent_for_standin = charge(amount, String(sub.customer)).payment_intent;
  state.invoices.set(invoice.id, invoice);
  return invoice;
}

function publicInvoice(invoice: Obj) {
  const { payment_intent_for_standin, ...rest } = invoice;
  void payment_intent_for_standin;
  return rest;
}

function subscriptionAmount(sub: Obj) {
  return Number(sub.amount_for_standin ?? 0);
}

function publicSubscription(sub: Obj) {
  const { amount_for_standin, ...rest } = sub;
  void amount_for_standin;
  return rest;
}

function newSubscription(input: {
  customer: string;
  amount: number;
  metadata: Obj;
  defaultPaymentMethod: string | null;
  description: string;
  /** a trial until then: status trialing, the first period ends there */
  trialEnd?: number | null;
}) {
  const start = nowSeconds();
  const sub: Obj & { id: string } = {
    id: newId("sub"),
    object: "subscription",
    customer: input.customer,
    status: input.trialEnd ? "trialing" : "active",
    trial_end: input.trialEnd ?? null,
    livemode: false,
    metadata: input.metadata,
    default_payment_method: input.defaultPaymentMethod,
    start_date: start,
    created: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    latest_invoice: null,
    items: list([
      {
        id: newId("si"),
        object: "subscription_item",
        current_period_start: start,
        current_period_end: input.trialEnd ?? addMonthSeconds(start),
        price: { unit_amount: input.amount, currency: "eur", recurring: { interval: "month" } },
        quantity: 1,
      },
    ]),
    amount_for_standin: input.amount,
  };
  state.subscriptions.set(sub.id, sub);
  return sub;
}

function periodOf(sub: Obj) {
  const item = ((sub.items as { data: Obj[] }).data[0] ?? {}) as Obj;
  return { start: Number(item.current_period_start), end: Number(item.current_period_end) };
}

function setPeriod(sub: Obj, start: number) {
  const item = (sub.items as { data: Obj[] }).data[0];
  item.current_period_start = start;
  item.current_period_end = addMonthSeconds(start);
}

const handlers = [
  http.post("https://api.stripe.com/v1/checkout/sessions", async ({ request }) => {
    const form = await formOf(request);
    const id = newId("cs");
    const lineItems = lineItemsFrom(form);
    const paymentIntentData = (form.payment_intent_data ?? {}) as Obj;
    // a trial (subscription_data.trial_end): nothing is charged today, as at Stripe
    const trialEnd = Number((form.subscription_data as Obj | undefined)?.trial_end ?? 0);
    if (trialEnd && trialEnd <= nowSeconds() + 48 * 3600)
      return stripeError(
        400,
        "subscription_data[trial_end]: must be at least 48 hours in the future.",
        "invalid_request_error",
        "parameter_invalid_integer",
      );
    const session: Session = {
      id,
      object: "checkout.session",
      livemode: false,
      mode: form.mode ?? "payment",
      status: "open",
      payment_status: "unpaid",
      currency: "eur",
      amount_total: trialEnd ? 0 : lineItems.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0),
      trial_end_for_standin: trialEnd || null,
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      customer_details: null,
      customer_creation: form.customer_creation ?? null,
      // what the hosted page collects (billing address, phone): the stand-in page asks for them
      billing_address_collection: form.billing_address_collection ?? null,
      phone_number_collection: {
        enabled:
          String((form.phone_number_collection as Obj | undefined)?.enabled ?? "") === "true",
      },
      saves_card_for_standin: Boolean(paymentIntentData.setup_future_usage),
      subscription_metadata_for_standin:
        ((form.subscription_data as Obj | undefined)?.metadata as Obj | undefined) ?? null,
      metadata: form.metadata ?? {},
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      payment_intent: null,
      subscription: null,
      customer: form.customer ?? null,
      invoice: null,
      payment_method_types: ["card"],
      created: nowSeconds(),
      url: `${getEnv().appUrl}/dev/checkout/${id}`,
      lineItems,
    };
    state.sessions.set(id, session);
    return HttpResponse.json(standInPublic(session, []));
  }),
  http.get("https://api.stripe.com/v1/checkout/sessions/:id", ({ params, request }) => {
    const session = state.sessions.get(String(params.id));
    if (!session) return notFound("checkout.session", String(params.id));
    const query = queryOf(request);
    const expand = ([] as string[]).concat((query.expand as string[] | string | undefined) ?? []);
    return HttpResponse.json(standInPublic(session, expand));
  }),
  http.post("https://api.stripe.com/v1/checkout/sessions/:id/expire", ({ params }) => {
    const session = state.sessions.get(String(params.id));
    if (!session) return notFound("checkout.session", String(params.id));
    if (session.status !== "open")
      return stripeError(
        400,
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
        "invalid_request_error",
        "checkout_session_not_open",
      );
    session.status = "expired";
    return HttpResponse.json(standInPublic(session, []));
  }),
  http.get("https://api.stripe.com/v1/customers/:id", ({ params }) => {
    const customer = state.customers.get(String(params.id));
    return customer ? HttpResponse.json(customer) : notFound("customer", String(params.id));
  }),
  http.get("https://api.stripe.com/v1/customers/:id/payment_methods", ({ params }) =>
    HttpResponse.json(list(customerCards(String(params.id)).map(publicCard))),
  ),
  http.get("https://api.stripe.com/v1/payment_methods", ({ request }) => {
    const customer = String(queryOf(request).customer ?? "");
    return HttpResponse.json(list(customerCards(customer).map(publicCard)));
  }),
  http.get("https://api.stripe.com/v1/prices", ({ request }) => {
    const keys = ([] as string[]).concat(
      (queryOf(request).lookup_keys as string[] | string | undefined) ?? [],
    );
    return HttpResponse.json(
      list([...state.prices.values()].filter((p) => keys.includes(String(p.lookup_key)))),
    );
  }),
  http.post("https://api.stripe.com/v1/prices", async ({ request }) => {
    const form = await formOf(request);
    const price = {
      id: newId("price"),
      object: "price",
      lookup_key: form.lookup_key ?? null,
      unit_amount: Number(form.unit_amount),
      currency: form.currency ?? "eur",
      recurring: form.recurring ?? null,
      product: newId("prod"),
      product_name_for_standin: String((form.product_data as Obj | undefined)?.name ?? ""),
      active: true,
    };
    state.prices.set(price.id, price);
    return HttpResponse.json(price);
  }),
  http.post("https://api.stripe.com/v1/subscriptions", async ({ request }) => {
    const form = await formOf(request);
    return idempotent(request, async () => {
      const customerId = String(form.customer ?? "");
      if (!state.customers.has(customerId))
        return errorResult(404, `No such customer: '${customerId}'`);
      const items = (form.items as Obj[] | undefined) ?? [];
      const price = state.prices.get(String(items[0]?.price ?? ""));
      if (!price) return errorResult(400, "No such price");
      const pmId = String(
        form.default_payment_method ??
          (state.customers.get(customerId)!.invoice_settings as Obj).default_payment_method ??
          "",
      );
      const card = state.cards.get(pmId);
      if (!card)
        return errorResult(
          400,
          "This customer has no attached payment source or default payment method.",
        );
      if (card.behaviour !== "ok" && form.payment_behavior === "error_if_incomplete")
        return card.behaviour === "decline"
          ? errorResult(402, "Your card was declined.", "card_error", "card_declined")
          : errorResult(
              402,
              "This payment requires authentication.",
              "card_error",
              "authentication_required",
            );
      const sub = newSubscription({
        customer: customerId,
        amount: Number(price.unit_amount),
        metadata: (form.metadata as Obj | undefined) ?? {},
        defaultPaymentMethod: card.id,
        description: String(price.product_name_for_standin ?? "Abo"),
      });
      const invoice = newInvoice(
        sub,
        Number(price.unit_amount),
        "subscription_create",
        periodOf(sub),
        card.behaviour === "ok",
      );
      sub.latest_invoice = invoice.id;
      if (card.behaviour !== "ok") sub.status = "incomplete";
      queuePending([
        event("customer.subscription.created", publicSubscription(sub)),
        event(
          card.behaviour === "ok" ? "invoice.paid" : "invoice.payment_failed",
          publicInvoice(invoice),
        ),
      ]);
      return { status: 200, body: publicSubscription(sub) };
    });
  }),
  http.get("https://api.stripe.com/v1/subscriptions/:id", ({ params }) => {
    const sub = state.subscriptions.get(String(params.id));
    return sub
      ? HttpResponse.json(publicSubscription(sub))
      : notFound("subscription", String(params.id));
  }),
  http.post("https://api.stripe.com/v1/subscriptions/:id", async ({ params, request }) => {
    const sub = state.subscriptions.get(String(params.id));
    if (!sub) return notFound("subscription", String(params.id));
    const form = await formOf(request);
    // as Stripe: one of the two per call; an empty cancel_at or cancel_at_period_end=false
    // withdraws the notice
    if ("cancel_at" in form && "cancel_at_period_end" in form)
      return stripeError(
        400,
        "You may only specify one of these parameters: cancel_at, cancel_at_period_end.",
        "invalid_request_error",
        "parameter_unknown",
      );
    if ("cancel_at" in form) {
      sub.cancel_at = form.cancel_at === "" ? null : Number(form.cancel_at);
      sub.cancel_at_period_end = false;
    }
    if ("cancel_at_period_end" in form) {
      const atEnd = form.cancel_at_period_end === "true";
      sub.cancel_at_period_end = atEnd;
      sub.cancel_at = atEnd ? periodOf(sub).end : null;
    }
    if (form.metadata) sub.metadata = { ...(sub.metadata as Obj), ...(form.metadata as Obj) };
    queuePending([event("customer.subscription.updated", publicSubscription(sub))]);
    return HttpResponse.json(publicSubscription(sub));
  }),
  http.delete("https://api.stripe.com/v1/subscriptions/:id", ({ params }) => {
    const sub = state.subscriptions.get(String(params.id));
    if (!sub) return notFound("subscription", String(params.id));
    Object.assign(sub, { status: "canceled", canceled_at: nowSeconds(), ended_at: nowSeconds() });
    queuePending([event("customer.subscription.deleted", publicSubscription(sub))]);
    return HttpResponse.json(publicSubscription(sub));
  }),
  http.get("https://api.stripe.com/v1/invoices/:id", ({ params }) => {
    const invoice = state.invoices.get(String(params.id));
    return invoice
      ? HttpResponse.json(publicInvoice(invoice))
      : notFound("invoice", String(params.id));
  }),
  http.get("https://api.stripe.com/v1/invoice_payments", ({ request }) => {
    const invoice = state.invoices.get(String(queryOf(request).invoice ?? ""));
    const pi = invoice?.payment_intent_for_standin;
    return HttpResponse.json(
      list(
        pi
          ? [
              {
                id: newId("inpay"),
                object: "invoice_payment",
                invoice: invoice.id,
                status: "paid",
                amount_paid: invoice.amount_paid,
                payment: { type: "payment_intent", payment_intent: pi },
              },
            ]
          : [],
      ),
    );
  }),
  http.post("https://api.stripe.com/v1/refunds", async ({ request }) => {
    const form = await formOf(request);
    return idempotent(request, async () => {
      const ch = [...state.charges.values()].find(
        (c) => c.payment_intent === form.payment_intent || c.id === form.charge,
      );
      if (!ch) return errorResult(404, "No such payment_intent");
      const remaining = Number(ch.amount) - Number(ch.amount_refunded);
      const amount = form.amount === undefined ? remaining : Number(form.amount);
      if (amount <= 0 || amount > remaining)
        return errorResult(
          400,
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
          "invalid_request_error",
          "amount_too_large",
        );
      const refund = {
        id: newId("re"),
        object: "refund",
        amount,
        charge: ch.id,
        payment_intent: ch.payment_intent,
        currency: "eur",
        status: "succeeded",
        reason: form.reason ?? null,
        metadata: form.metadata ?? {},
        created: nowSeconds(),
      };
      state.refunds.set(refund.id, refund);
      ch.amount_refunded = Number(ch.amount_refunded) + amount;
      ch.refunded = ch.amount_refunded === ch.amount;
      queuePending([event("charge.refunded", { ...ch })]);
      return { status: 200, body: refund };
    });
  }),
  http.get("https://api.stripe.com/v1/refunds", ({ request }) => {
    const query = queryOf(request);
    return HttpResponse.json(
      list(
        [...state.refunds.values()].filter(
          (r) => r.charge === query.charge || r.payment_intent === query.payment_intent,
        ),
      ),
    );
  }),
  http.post("https://api.stripe.com/v1/billing_portal/sessions", async ({ request }) => {
    const form = await formOf(request);
    const customer = String(form.customer ?? "");
    if (!state.customers.has(customer)) return notFound("customer", customer);
    const id = newId("bps");
    const session = {
      id,
      object: "billing_portal.session",
      customer,
      return_url: form.return_url ?? null,
      url: `${getEnv().appUrl}/dev/billing?portal=${id}`,
      livemode: false,
    };
    state.portalSessions.set(id, session);
    return HttpResponse.json(session);
  }),
];

function standInPublic(session: Session, expand: string[]) {
  const out = publicSession(session, expand);
  delete out.saves_card_for_standin;
  delete out.subscription_metadata_for_standin;
  delete out.trial_end_for_standin;
  return out;
}

/**
 * The Stripe SDK's transport while the stand-in plays Stripe: every API call goes to the
 * handlers above, in this process, through the SDK's own hook for a fetch function. Nothing is
 * intercepted: node:http and the fetch globals stay as they are, so what else the process sends
 * (S3, SMTP, the stand-in's own webhooks) never passes through the stand-in.
 */
export const standInHttpClient = Stripe.createFetchHttpClient(async (input, init) => {
  const request = new Request(input, init);
  const response = await getResponse(handlers, request);
  if (response) return response;
  logger.warn(
    { method: request.method, url: request.url },
    "Stripe-Stand-in: Aufruf nicht nachgebildet",
  );
  return HttpResponse.json(
    {
      error: {
        type: "invalid_request_error",
        message: `Der Stripe-Stand-in bildet ${request.method} ${new URL(request.url).pathname} nicht nach.`,
      },
    },
    { status: 404 },
  );
});

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
    /** the card is kept for later charges (setup fee, subscriptions): the page offers test cards */
    savesCard: Boolean(session.saves_card_for_standin) || session.mode === "subscription",
    metadata: (session.metadata ?? {}) as Record<string, string>,
    successUrl: String(session.success_url),
    cancelUrl: String(session.cancel_url),
    lineItems: session.lineItems,
  };
}

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

/**
 * Completes a session as a successful card payment, as Stripe's hosted page would, and
 * returns the signed webhook event(s) Stripe would send.
 */
export function payStandInSession(
  id: string,
  outcome: "paid" | "async_failed" = "paid",
  customer: StandInCustomer = {},
  card: StandInCardBehaviour = "ok",
) {
  const session = state.sessions.get(id);
  if (!session || session.status !== "open") return null;
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
  const email = customer.email || (session.customer_email as string | null);
  const subscriptionMode = session.mode === "subscription";
  // Stripe makes a customer for subscriptions and when asked to (customer_creation: always)
  let customerId = session.customer as string | null;
  if (!customerId && (subscriptionMode || session.customer_creation === "always"))
    customerId = createCustomer(email, customer.name ?? null).id;
  if (customerId && (subscriptionMode || session.saves_card_for_standin)) {
    const saved = attachCard(customerId, card);
    if (subscriptionMode)
      (state.customers.get(customerId)!.invoice_settings as Obj).default_payment_method = saved.id;
  }
  const events: Stripe.Event[] = [];
  let extra: Obj = {};
  if (subscriptionMode && outcome === "paid") {
    const recurring = session.lineItems.find((l) => l.recurring);
    const sub = newSubscription({
      customer: customerId!,
      amount: recurring ? recurring.unitAmount * recurring.quantity : 0,
      metadata:
        (session.subscription_metadata_for_standin as Obj | null) ?? (session.metadata as Obj),
      defaultPaymentMethod: null,
      description: recurring?.description ?? "Abo",
      trialEnd: Number(session.trial_end_for_standin ?? 0) || null,
    });
    const invoice = newInvoice(
      sub,
      Number(session.amount_total),
      "subscription_create",
      periodOf(sub),
      true,
    );
    sub.latest_invoice = invoice.id;
    extra = { subscription: sub.id, invoice: invoice.id, payment_intent: null };
    events.push(
      event("customer.subscription.created", publicSubscription(sub)),
      event("invoice.paid", publicInvoice(invoice)),
    );
  } else if (!subscriptionMode) {
    extra = {
      payment_intent: charge(Number(session.amount_total), customerId, session.metadata as Obj)
        .payment_intent,
    };
  }
  Object.assign(session, {
    status: "complete",
    payment_status: outcome === "paid" ? "paid" : "unpaid",
    // what Stripe reports about the payer: the e-mail given (or prefilled), name, phone, address
    customer_details: {
      email,
      name: customer.name ?? null,
      phone: customer.phone ?? null,
      address,
      tax_exempt: "none",
      tax_ids: [],
    },
    customer: customerId,
    ...extra,
  });
  events.unshift(event("checkout.session.completed", standInPublic(session, [])));
  if (outcome === "async_failed")
    events.push(event("checkout.session.async_payment_failed", standInPublic(session, [])));
  return events;
}

function event(type: string, object: Obj): Stripe.Event {
  return {
    id: newId("evt"),
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  } as unknown as Stripe.Event;
}

// Events caused by API calls (a subscription created, a refund made): the running app
// gets them as webhooks shortly after the call, as from Stripe; integration tests (no
// server listening) take them with takeStandInEvents and deliver them themselves.
const pending: Stripe.Event[] = [];
let delivering: Promise<void> = Promise.resolve();
function queuePending(events: Stripe.Event[]) {
  pending.push(...events);
  if (process.env.VITEST) return;
  // after the API answer, as from Stripe; one delivery after another, in order
  delivering = delivering
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(() => deliverStandInEvents(takeStandInEvents()));
}

/** Resolves when the webhooks of earlier API calls are delivered (the dev pages wait). */
export function standInDelivered(): Promise<void> {
  return delivering;
}

/** Takes the events Stripe would have sent for the API calls made since the last take. */
export function takeStandInEvents(): Stripe.Event[] {
  return pending.splice(0, pending.length);
}

/** Signs an event the way Stripe does, with the stand-in's secret. */
export function signStandInEvent(payload: string) {
  return new Stripe(STANDIN_SECRET_KEY).webhooks.generateTestHeaderString({
    payload,
    secret: state.webhookSecret,
  });
}

/** Delivers events like Stripe: a signed POST each to this app's own webhook endpoint. */
export async function deliverStandInEvents(events: Stripe.Event[]) {
  const port = getEnv().PORT;
  for (const e of events) {
    const payload = JSON.stringify(e);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/webhooks/stripe`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": signStandInEvent(payload),
        },
        body: payload,
      });
      if (!response.ok)
        logger.error(`[stripe-testmodus] Webhook ${e.type} antwortete ${response.status}`);
    } catch (error) {
      // like Stripe: the return to the success page still verifies the payment
      logger.error({ error }, "[stripe-testmodus] Webhook nicht zustellbar");
    }
  }
}

// ---- what the development billing page does in Stripe's place ----

export function standInSubscription(id: string) {
  const sub = state.subscriptions.get(id);
  if (!sub) return null;
  const cards = customerCards(String(sub.customer));
  const card = state.cards.get(String(sub.default_payment_method ?? "")) ?? cards[0] ?? null;
  return {
    id: sub.id,
    status: String(sub.status),
    customer: String(sub.customer),
    amount: subscriptionAmount(sub),
    periodEnd: periodOf(sub).end,
    card: card ? { last4: card.last4, behaviour: card.behaviour } : null,
  };
}

/** The next period of a subscription: paid with its card, or failed (card declined). */
export function renewStandInSubscription(id: string, outcome: "paid" | "failed") {
  const sub = state.subscriptions.get(id);
  if (!sub || sub.status === "canceled") return null;
  const { end } = periodOf(sub);
  // a notice that takes effect by the end of this period ends it instead of renewing
  if (typeof sub.cancel_at === "number" && sub.cancel_at <= end) {
    Object.assign(sub, { status: "canceled", canceled_at: nowSeconds(), ended_at: nowSeconds() });
    return [event("customer.subscription.deleted", publicSubscription(sub))];
  }
  setPeriod(sub, end);
  const card =
    state.cards.get(String(sub.default_payment_method ?? "")) ??
    customerCards(String(sub.customer))[0];
  const paid = outcome === "paid" && card?.behaviour === "ok";
  const invoice = newInvoice(
    sub,
    subscriptionAmount(sub),
    "subscription_cycle",
    periodOf(sub),
    paid,
  );
  sub.latest_invoice = invoice.id;
  sub.status = paid ? "active" : "past_due";
  return [
    event(paid ? "invoice.paid" : "invoice.payment_failed", publicInvoice(invoice)),
    event("customer.subscription.updated", publicSubscription(sub)),
  ];
}

/** Pays an open invoice (what the customer does on Stripe's hosted invoice page). */
export function payStandInInvoice(id: string) {
  const invoice = state.invoices.get(id);
  if (!invoice || invoice.status !== "open") return null;
  const subId = String(((invoice.parent as Obj).subscription_details as Obj).subscription ?? "");
  const sub = state.subscriptions.get(subId);
  Object.assign(invoice, {
    status: "paid",
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    payment_intent_for_standin: charge(Number(invoice.amount_due), String(invoice.customer))
      .payment_intent,
  });
  const events = [event("invoice.paid", publicInvoice(invoice))];
  if (sub) {
    sub.status = "active";
    events.push(event("customer.subscription.updated", publicSubscription(sub)));
  }
  return events;
}

export function standInInvoice(id: string) {
  const invoice = state.invoices.get(id);
  return invoice
    ? { id: invoice.id, status: String(invoice.status), amountDue: Number(invoice.amount_due) }
    : null;
}

/** The customer disputes a charge at their bank. */
export function disputeStandInPayment(paymentIntentId: string) {
  const ch = [...state.charges.values()].find((c) => c.payment_intent === paymentIntentId);
  if (!ch) return null;
  ch.disputed = true;
  return [
    event("charge.dispute.created", {
      id: newId("dp"),
      object: "dispute",
      amount: ch.amount,
      charge: ch.id,
      payment_intent: ch.payment_intent,
      currency: "eur",
      reason: "fraudulent",
      status: "needs_response",
      livemode: false,
    }),
  ];
}

export function standInPortalSession(id: string) {
  const session = state.portalSessions.get(id);
  if (!session) return null;
  const customer = state.customers.get(String(session.customer))!;
  return {
    id: session.id,
    customer: String(session.customer),
    email: (customer.email as string | null) ?? null,
    returnUrl: (session.return_url as string | null) ?? null,
    cards: customerCards(String(session.customer)).map((c) => ({
      id: c.id,
      last4: c.last4,
      behaviour: c.behaviour,
    })),
    invoices: [...state.invoices.values()]
      .filter((i) => i.customer === session.customer)
      .map((i) => ({
        id: i.id,
        status: String(i.status),
        amount: Number(i.amount_due),
        created: Number(i.created),
      }))
      .reverse(),
  };
}

/** 'Zahlungsmethode ändern' in the portal: a new default card for customer and subscriptions. */
export function replaceStandInCard(customerId: string, behaviour: StandInCardBehaviour) {
  const customer = state.customers.get(customerId);
  if (!customer) return null;
  const card = attachCard(customerId, behaviour);
  (customer.invoice_settings as Obj).default_payment_method = card.id;
  for (const sub of state.subscriptions.values())
    if (sub.customer === customerId) sub.default_payment_method = card.id;
  return card.id;
}
