// Return from Stripe (01 §2): the server asks Stripe about the session; only a paid
// session of THIS order marks it paid (idempotently, shared with the webhook). Messages
// come from the loader: PAYMENT_MESSAGES lives in a .server module the browser never gets.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { PageShell } from "~/components/page-shell";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { requireOwnOrder } from "~/http/order-access.server";
import { PAYMENT_MESSAGES, verifyCheckoutSession } from "~/models/billing/order-payment.server";
import { getPackage, PROMISES } from "~/models/catalog/catalog";
import { findOrder } from "~/models/order/order.server";
import { statusLabel, statusTone } from "~/models/order/status";
import { formatCents, shortId } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Zahlung – Seitenwerk" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await requireOwnOrder(request, params.orderId);
  const check = await verifyCheckoutSession(
    order.id,
    new URL(request.url).searchParams.get("session_id"),
  );
  // the check above may have recorded the payment: the order as it is now
  const fresh = (await findOrder(order.id)) ?? order;
  const paid = !["draft", "pending_payment", "cancelled"].includes(fresh.status);
  // "failed" offers paying again; "pending" (an asynchronous payment under way) does not,
  // so nobody pays twice while the first payment may still arrive
  const outcome = paid
    ? ("paid" as const)
    : fresh.lastPaymentError || (!check.ok && check.message !== PAYMENT_MESSAGES.notPaidYet)
      ? ("failed" as const)
      : ("pending" as const);
  const problem = check.ok ? null : check.message;
  return json(
    {
      outcome,
      problemTitle: PAYMENT_MESSAGES.notVerified,
      problem: fresh.lastPaymentError ?? problem,
      order: {
        id: fresh.id,
        shortId: shortId(fresh.id),
        status: fresh.status,
        packageName: getPackage(fresh.packageType)?.name ?? fresh.packageType,
        price: formatCents(fresh.totalPriceCents),
        monthly:
          fresh.paymentType === "subscription" && fresh.monthlyPriceCents
            ? formatCents(fresh.monthlyPriceCents)
            : null,
        isTestPayment: fresh.isTestPayment,
      },
    },
    { status: outcome === "failed" ? 400 : 200 },
  );
}

export default function PaymentSuccess() {
  const { outcome, problemTitle, problem, order } = useLoaderData<typeof loader>();
  const location = useLocation();
  const paid = outcome === "paid";
  return (
    <PageShell>
      <div className="container-page max-w-2xl py-12">
        <section
          className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
          aria-labelledby="result-title"
        >
          <div
            aria-hidden="true"
            className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-3xl ${
              paid
                ? "bg-emerald-100 text-emerald-700"
                : outcome === "failed"
                  ? "bg-red-100 text-red-700"
                  : "bg-amber-100 text-amber-700"
            }`}
          >
            {paid ? "✓" : outcome === "failed" ? "!" : "…"}
          </div>
          <h1 id="result-title" className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
            {paid
              ? "Vielen Dank für Ihre Zahlung!"
              : outcome === "failed"
                ? "Zahlung fehlgeschlagen"
                : "Zahlung wird geprüft"}
          </h1>
          {paid ? (
            <p className="mt-2 text-slate-600">
              Wir haben Ihnen eine Bestätigung per E-Mail gesendet.
            </p>
          ) : null}
          {outcome === "failed" && problem ? (
            <div className="mt-6 text-left">
              <FormAlert title={problemTitle}>
                {problem} Es wurde nichts berechnet; Sie können die Zahlung erneut starten.
              </FormAlert>
            </div>
          ) : null}
          {outcome === "pending" && problem ? (
            <div className="mt-6 text-left">
              <FormAlert tone="info" title="Zahlung noch nicht bestätigt">
                {problem}
              </FormAlert>
            </div>
          ) : null}
          <dl className="mt-8 grid gap-4 rounded-2xl bg-slate-50 p-5 text-left sm:grid-cols-3">
            <div>
              <dt className="text-xs text-slate-500">Bestellnummer</dt>
              <dd className="font-mono font-semibold text-slate-900">#{order.shortId}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Preis</dt>
              <dd className="font-semibold text-slate-900">
                {order.price}
                {order.monthly ? (
                  <span className="block text-xs font-normal text-slate-500">
                    danach {order.monthly} / Monat
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Status</dt>
              <dd className="flex flex-wrap gap-1">
                <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
                {order.isTestPayment ? <Badge tone="warning">Testzahlung</Badge> : null}
              </dd>
            </div>
          </dl>
          {paid ? (
            <div className="mt-8 text-left">
              <h2 className="font-semibold text-slate-900">So geht es weiter</h2>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-600">
                <li>Wir prüfen Ihre Angaben und Unterlagen und melden uns bei Rückfragen.</li>
                <li>
                  Wir gestalten Ihre Website: Die erste Vorschau erhalten Sie innerhalb von{" "}
                  {PROMISES.packageFirstPreviewDays} Tagen, sobald Ihre Angaben vollständig sind.
                </li>
                <li>
                  Sie prüfen die Vorschau; eine Korrekturschleife ist inklusive. Nach Ihrer Abnahme
                  geht die Website online.
                </li>
                <li>
                  Nach dem Go-live sind kleine Änderungen {PROMISES.freeSmallChangesDays} Tage lang
                  kostenlos.
                </li>
              </ol>
            </div>
          ) : null}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {outcome === "failed" ? (
              <ButtonLink to={`/checkout/${order.id}`}>Erneut bezahlen</ButtonLink>
            ) : outcome === "pending" ? (
              <ButtonLink to={`${location.pathname}${location.search}`}>Erneut prüfen</ButtonLink>
            ) : null}
            <ButtonLink
              to={`/order-details/${order.id}`}
              variant={outcome === "paid" ? "primary" : "secondary"}
            >
              Bestelldetails ansehen
            </ButtonLink>
            <ButtonLink to="/dashboard" variant="secondary">
              Zum Dashboard
            </ButtonLink>
          </div>
        </section>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
