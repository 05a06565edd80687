// Development-only stand-in for Stripe's customer portal and hosted invoice page, and the
// developer's remote control for the billing lifecycle: play an acceptance, a renewal
// that succeeds or fails, a dispute. Each sends the signed webhooks Stripe would send
// through the normal webhook route. 404 whenever Stripe is configured or in production.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { PAGE_NOT_FOUND_TEXT, PageErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { devBillingOrders, simulateAcceptance } from "~/dev/billing-tools.server";
import { requireDevTool, requireOperatorTool } from "~/dev/guard.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatCents, formatDate } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";
import { invariantResponse, UNKNOWN_INTENT } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => noindexMeta("Testmodus – Abrechnung simulieren");

async function standIn() {
  requireDevTool("stand-in");
  return import("~/utils/stand-in/stripe.server");
}

const CARD_LABELS = {
  ok: "Folgezahlungen gelingen",
  requires_action: "verlangt 3-D Secure",
  decline: "wird abgelehnt",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const module = await standIn();
  const url = new URL(request.url);
  const portalId = url.searchParams.get("portal");
  const invoiceId = url.searchParams.get("invoice");
  const orderId = url.searchParams.get("order");
  const portal = portalId ? module.standInPortalSession(portalId) : null;
  invariantResponse(!portalId || portal, PAGE_NOT_FOUND_TEXT, { status: 404 });
  const invoice = invoiceId ? module.standInInvoice(invoiceId) : null;
  invariantResponse(!invoiceId || invoice, PAGE_NOT_FOUND_TEXT, { status: 404 });
  // the customer's stand-in pages are reached by their id alone; the list of every
  // customer's orders is the operator's
  if (!portal && !invoice) await requireOperatorTool(request, "stand-in");
  const orders =
    portal || invoice
      ? []
      : await devBillingOrders(orderId && /^[0-9a-f-]{36}$/.test(orderId) ? orderId : null);
  return json({
    portal: portal && {
      ...portal,
      cards: portal.cards.map((c) => ({ ...c, label: CARD_LABELS[c.behaviour] })),
      invoices: portal.invoices.map((i) => ({
        ...i,
        amount: formatCents(i.amount),
        created: formatDate(new Date(i.created * 1000)),
      })),
    },
    invoice: invoice && { ...invoice, amountDue: formatCents(invoice.amountDue) },
    orders: orders.map((o) => ({
      ...o,
      stripe: o.subscription?.stripeId ? module.standInSubscription(o.subscription.stripeId) : null,
    })),
    focused: Boolean(orderId),
  });
}

// an id the stand-in does not know is its "not possible", so a missing one is just empty
const standInId = z.string().default("");

/** The remote control's buttons: one shape per intent, the page to return to on each. */
const devBillingSchema = z
  .discriminatedUnion("intent", [
    z.object({ intent: z.literal("accept"), orderId: standInId }),
    z.object({ intent: z.enum(["renew-ok", "renew-fail"]), subscriptionId: standInId }),
    z.object({ intent: z.literal("dispute"), paymentIntent: standInId }),
    z.object({ intent: z.literal("pay-invoice"), invoiceId: standInId }),
    z.object({
      intent: z.literal("card"),
      customer: standInId,
      behaviour: z.enum(["requires_action", "decline", "ok"]).catch("ok"),
    }),
  ])
  .and(
    z.object({
      back: z
        .string()
        .optional()
        .transform((v) => (v?.startsWith("/dev/billing") ? v : "/dev/billing")),
    }),
  );

export async function action({ request }: ActionFunctionArgs) {
  const module = await standIn();
  const submission = parseWithZod(await readFormData(request), { schema: devBillingSchema });
  if (submission.status !== "success") return json({ error: UNKNOWN_INTENT }, { status: 400 });
  const input = submission.value;
  // paying the hosted invoice and changing the card are the customer's, on the pages above
  if (input.intent !== "pay-invoice" && input.intent !== "card")
    await requireOperatorTool(request, "stand-in");
  const { back } = input;
  const send = async (events: Awaited<ReturnType<typeof module.renewStandInSubscription>>) => {
    if (!events) return false;
    await module.deliverStandInEvents(events);
    return true;
  };
  let done = false;
  let title = "";
  switch (input.intent) {
    case "accept": {
      const outcome = await simulateAcceptance(input.orderId);
      // the start's own webhooks (subscription created, first invoice) are in before the page shows
      await module.standInDelivered();
      return redirectWithToast(back, {
        type: "success",
        title: "Abnahme simuliert",
        description:
          outcome === "start_pending"
            ? "Abo-Start ausstehend: der Kunde muss bestätigen."
            : `Abo: ${outcome}`,
      });
    }
    case "renew-ok":
    case "renew-fail":
      done = await send(
        module.renewStandInSubscription(
          input.subscriptionId,
          input.intent === "renew-ok" ? "paid" : "failed",
        ),
      );
      title =
        input.intent === "renew-ok"
          ? "Verlängerung gesendet"
          : "Fehlgeschlagene Verlängerung gesendet";
      break;
    case "dispute":
      done = await send(module.disputeStandInPayment(input.paymentIntent));
      title = "Anfechtung gesendet";
      break;
    case "pay-invoice":
      done = await send(module.payStandInInvoice(input.invoiceId));
      title = "Rechnung bezahlt";
      break;
    case "card": {
      await module.standInDelivered();
      done = Boolean(module.replaceStandInCard(input.customer, input.behaviour));
      title = "Zahlungsmethode geändert";
      break;
    }
  }
  if (!done) return redirectWithToast(back, { type: "error", title: "Nicht möglich" });
  return redirectWithToast(back, { type: "success", title });
}

function TestBanner() {
  return (
    <p
      className="rounded-t-2xl bg-amber-400 px-4 py-2 text-center text-sm font-bold uppercase tracking-wide text-amber-950"
      role="note"
    >
      Testmodus – es wird kein echtes Geld bewegt
    </p>
  );
}

export default function DevBilling() {
  const { portal, invoice, orders, focused } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const back = (extra: string) => <input type="hidden" name="back" value={extra} />;
  return (
    <div className="min-h-screen bg-slate-100 py-10">
      <main className="mx-auto max-w-3xl px-4">
        <TestBanner />
        <div className="rounded-b-2xl bg-white p-6 shadow-xl">
          {portal ? (
            <>
              <h1 className="text-xl font-bold text-slate-900">Kundenportal (Stripe, simuliert)</h1>
              <p className="mt-1 text-sm text-slate-600">{portal.email}</p>
              <h2 className="mt-6 font-semibold text-slate-900">Zahlungsmethoden</h2>
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {portal.cards.map((c) => (
                  <li key={c.id} className="py-2">
                    Visa •••• {c.last4} <span className="text-slate-500">({c.label})</span>
                  </li>
                ))}
              </ul>
              <Form method="post" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
                {back(`/dev/billing?portal=${portal.id}`)}
                <input type="hidden" name="customer" value={portal.customer} />
                <div className="flex-1">
                  <label
                    htmlFor="behaviour"
                    className="mb-1 block text-sm font-medium text-slate-700"
                  >
                    Neue Testkarte
                  </label>
                  <select id="behaviour" name="behaviour" className="input" defaultValue="ok">
                    {Object.entries(CARD_LABELS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </div>
                <Button type="submit" name="intent" value="card" disabled={busy}>
                  Zahlungsmethode ändern
                </Button>
              </Form>
              <h2 className="mt-6 font-semibold text-slate-900">Rechnungen</h2>
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {portal.invoices.map((i) => (
                  <li key={i.id} className="flex justify-between gap-3 py-2">
                    <span>
                      {i.created} · {i.amount}
                    </span>
                    {i.status === "open" ? (
                      <Link
                        className="font-semibold text-brand-700 underline"
                        to={`/dev/billing?invoice=${i.id}`}
                      >
                        offen – bezahlen
                      </Link>
                    ) : (
                      <span className="text-slate-500">
                        {i.status === "paid" ? "bezahlt" : i.status}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              {portal.returnUrl ? (
                <a
                  href={portal.returnUrl}
                  className="mt-6 inline-block font-semibold text-brand-700 underline"
                >
                  ← Zurück zu Seitenwerk
                </a>
              ) : null}
            </>
          ) : invoice ? (
            <>
              <h1 className="text-xl font-bold text-slate-900">Rechnung (Stripe, simuliert)</h1>
              <p className="mt-4 text-lg">
                Betrag: <strong>{invoice.amountDue}</strong>
              </p>
              {invoice.status === "open" ? (
                <Form method="post" className="mt-4">
                  {back(`/dev/billing?invoice=${invoice.id}`)}
                  <input type="hidden" name="invoiceId" value={invoice.id} />
                  <Button type="submit" name="intent" value="pay-invoice" disabled={busy}>
                    Rechnung bezahlen
                  </Button>
                </Form>
              ) : (
                <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
                  Diese Rechnung ist bezahlt.
                </p>
              )}
              <ButtonLink to="/billing" variant="ghost" className="mt-4">
                Zu Zahlungen &amp; Abo
              </ButtonLink>
            </>
          ) : (
            <>
              <h1 className="text-xl font-bold text-slate-900">Abrechnung simulieren</h1>
              <p className="mt-1 text-sm text-slate-600">
                Spielt, was Stripe täte: Verlängerungen, Fehlschläge, Anfechtungen – jeweils als
                signierter Webhook an die normale Webhook-Route.
              </p>
              {orders.length === 0 ? (
                <p className="mt-6 text-sm text-slate-600">Noch keine bezahlten Aufträge.</p>
              ) : null}
              <ul className="mt-6 space-y-4">
                {orders.map((o) => (
                  <li
                    key={o.id}
                    className="rounded-xl border border-slate-200 p-4"
                    data-testid="dev-billing-order"
                  >
                    <p className="font-semibold text-slate-900">
                      <span className="font-mono">#{o.shortId}</span> · {o.label}
                    </p>
                    {o.paymentProblem ? (
                      <p className="mt-1 text-sm font-semibold text-red-700">{o.paymentProblem}</p>
                    ) : null}
                    {o.subscription ? (
                      <p className="mt-1 text-sm text-slate-700">
                        Abo: {o.subscription.amount} · <Badge>{o.subscription.status}</Badge>
                        {o.stripe?.card ? ` · Karte •••• ${o.stripe.card.last4}` : ""}
                      </p>
                    ) : null}
                    <div className="mt-3 flex flex-wrap gap-2">
                      {o.canAccept ? (
                        <Form method="post">
                          {back(focused ? `/dev/billing?order=${o.id}` : "/dev/billing")}
                          <input type="hidden" name="orderId" value={o.id} />
                          <Button
                            type="submit"
                            name="intent"
                            value="accept"
                            size="sm"
                            disabled={busy}
                          >
                            Abnahme simulieren und Abo starten
                          </Button>
                        </Form>
                      ) : null}
                      {o.subscription?.stripeId && o.stripe && o.stripe.status !== "canceled" ? (
                        <Form method="post" className="flex flex-wrap gap-2">
                          {back(focused ? `/dev/billing?order=${o.id}` : "/dev/billing")}
                          <input
                            type="hidden"
                            name="subscriptionId"
                            value={o.subscription.stripeId}
                          />
                          <Button
                            type="submit"
                            name="intent"
                            value="renew-ok"
                            size="sm"
                            variant="secondary"
                            disabled={busy}
                          >
                            Verlängerung erfolgreich
                          </Button>
                          <Button
                            type="submit"
                            name="intent"
                            value="renew-fail"
                            size="sm"
                            variant="secondary"
                            disabled={busy}
                          >
                            Verlängerung fehlgeschlagen
                          </Button>
                        </Form>
                      ) : null}
                      {o.payments.slice(0, 1).map((p) => (
                        <Form method="post" key={p.id}>
                          {back(focused ? `/dev/billing?order=${o.id}` : "/dev/billing")}
                          <input type="hidden" name="paymentIntent" value={p.paymentIntent} />
                          <Button
                            type="submit"
                            name="intent"
                            value="dispute"
                            size="sm"
                            variant="ghost"
                            disabled={busy}
                          >
                            Anfechtung ({p.text})
                          </Button>
                        </Form>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
