// Return from Stripe (01 §2): the server asks Stripe about the session; only a paid
// session of THIS order marks it paid (idempotently, shared with the webhook).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/auth-card";
import { PageShell } from "~/components/page-shell";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { getPackage } from "~/models/catalog";
import { statusLabel, statusTone } from "~/models/order-status";
import { PAYMENT_MESSAGES, verifyCheckoutSession } from "~/models/payment.server";
import { prisma } from "~/utils/db.server";
import { formatCents, shortId } from "~/utils/format";
import { requireOwnOrder } from "~/utils/order-access.server";

export const meta: MetaFunction = () => [{ title: "Zahlung – Seitenwerk" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await requireOwnOrder(request, params.orderId);
  const check = await verifyCheckoutSession(
    order.id,
    new URL(request.url).searchParams.get("session_id"),
  );
  const problem = check.ok ? null : check.message;
  const fresh = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
  return json(
    {
      problem,
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
    { status: problem && fresh.status !== "paid" ? 400 : 200 },
  );
}

export default function PaymentSuccess() {
  const { problem, order } = useLoaderData<typeof loader>();
  const paid =
    order.status === "paid" || order.status === "in_progress" || order.status === "completed";
  return (
    <PageShell>
      <div className="container-page max-w-2xl py-12">
        <section
          className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
          aria-labelledby="result-title"
        >
          {paid ? (
            <>
              <div
                aria-hidden="true"
                className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700"
              >
                ✓
              </div>
              <h1
                id="result-title"
                className="mt-4 text-3xl font-bold tracking-tight text-slate-900"
              >
                Vielen Dank für Ihre Zahlung!
              </h1>
              <p className="mt-2 text-slate-600">
                Wir haben Ihnen eine Bestätigung per E-Mail gesendet.
              </p>
            </>
          ) : (
            <h1 id="result-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Zahlung wird geprüft
            </h1>
          )}
          {problem && !paid ? (
            <div className="mt-6 text-left">
              <FormAlert title={PAYMENT_MESSAGES.notVerified}>{problem}</FormAlert>
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
                <li>Wir gestalten Ihre Website – in maximal 7 Tagen ist sie fertig.</li>
                <li>
                  Sie erhalten eine Vorschau zur Abnahme; kleine Änderungen sind in den ersten 14
                  Tagen kostenlos.
                </li>
              </ol>
            </div>
          ) : null}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={`/order-details/${order.id}`}>Bestelldetails ansehen</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Zur Startseite
            </ButtonLink>
          </div>
        </section>
      </div>
    </PageShell>
  );
}
