// Checkout (01 §2): order summary with the checkout's prices, terms consent, and the pay
// button. The action builds the Stripe Checkout Session from the stored order and the
// catalogue and sends the browser to Stripe's hosted page.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AcceptTerms } from "~/components/accept-terms";
import { FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { PageShell } from "~/components/page-shell";
import { Button, ButtonLink } from "~/components/ui/button";
import { requireOwnOrder } from "~/http/order-access.server";
import {
  beginCheckout,
  CheckoutError,
  checkoutPrice,
  detailsComplete,
  PAYMENT_MESSAGES,
} from "~/models/billing/order-payment.server";
import { getPackage, SUBSCRIPTION_TERMS } from "~/models/catalog/catalog";
import { acceptTermsSchema } from "~/models/order/accept-terms";
import { isReadOnlyForCustomer } from "~/models/order/status";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatCents, shortId, VAT_LABEL } from "~/utils/format";
import { invariantResponse } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Zahlung – Seitenwerk" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { order } = await requireOwnOrder(request, params.orderId);
  if (isReadOnlyForCustomer(order.status))
    throw await redirectWithToast(`/order-details/${order.id}`, {
      type: "message",
      title: PAYMENT_MESSAGES.alreadyPaid,
    });
  const price = checkoutPrice(order);
  invariantResponse(price, PAYMENT_MESSAGES.orderNotFound, { status: 404 });
  return json({
    order: {
      id: order.id,
      shortId: shortId(order.id),
      company: order.company,
      packageName: getPackage(order.packageType)?.name ?? order.packageType,
      paymentType: price.paymentType,
    },
    lines: price.lines.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unit: formatCents(l.unitCents),
      total: formatCents(l.totalCents),
      recurring: l.recurring,
    })),
    total: formatCents(price.totalCents),
    monthly: price.monthlyCents ? formatCents(price.monthlyCents) : null,
    addOns: price.addOnsCents ? formatCents(price.addOnsCents) : null,
    complete: detailsComplete(order),
    // the payment page's cancel link returns here with this flag (dev stand-in; see README)
    cancelled: new URL(request.url).searchParams.get("abgebrochen") === "1",
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { userId, order } = await requireOwnOrder(request, params.orderId);
  const form = await readFormData(request);
  try {
    const terms = parseWithZod(form, { schema: acceptTermsSchema });
    return redirect(await beginCheckout(order, userId, terms.status === "success"));
  } catch (error) {
    if (!(error instanceof CheckoutError)) throw error;
    if (error.status === 409)
      return redirectWithToast(`/order-details/${order.id}`, {
        type: "message",
        title: error.message,
      });
    if (error.field === "details")
      return redirectWithToast(`/order-details/${order.id}`, {
        type: "error",
        title: "Fehlende Pflichtfelder",
        description: error.message,
      });
    return json({ error: error.message, field: error.field }, { status: error.status });
  }
}

export default function Checkout() {
  const { order, lines, total, monthly, addOns, complete, cancelled } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const subscription = order.paymentType === "subscription";
  return (
    <PageShell>
      <div className="container-page grid max-w-5xl gap-8 py-10 lg:grid-cols-[1fr_24rem]">
        <section
          aria-labelledby="summary-title"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <p className="text-sm text-slate-500">
            Bestellung <span className="font-mono">#{order.shortId}</span>
            {order.company ? ` · ${order.company}` : ""}
          </p>
          <h1 id="summary-title" className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
            Zahlung
          </h1>
          <h2 className="mt-6 font-semibold text-slate-900">Ihre Bestellung</h2>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">Positionen der Bestellung</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className="py-2 font-medium">
                  Position
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Menge
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Betrag
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.label} className="border-b border-slate-100">
                  <td className="py-3 text-slate-800">
                    {l.label}
                    {l.quantity > 1 ? <span className="text-slate-500"> (je {l.unit})</span> : null}
                  </td>
                  <td className="py-3 text-right text-slate-600">{l.quantity}</td>
                  <td className="py-3 text-right font-medium text-slate-900">
                    {l.total}
                    {l.recurring ? " / Monat" : ""}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th
                  scope="row"
                  colSpan={2}
                  className="pt-4 text-left text-base font-semibold text-slate-900"
                >
                  {subscription ? "Heute fällig" : "Gesamt"}
                </th>
                <td
                  className="pt-4 text-right text-base font-bold text-slate-900"
                  data-testid="checkout-total"
                >
                  {total}
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="mt-3 text-xs text-slate-500">Alle Preise inkl. {VAT_LABEL}</p>
          {subscription ? (
            <p className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
              Monatliches Abo: {monthly} pro Monat
              {addOns
                ? `, dazu einmalig ${addOns} für Zusatzleistungen mit der ersten Zahlung`
                : ""}
              . Mindestlaufzeit {SUBSCRIPTION_TERMS.minimumTermMonths} Monate, danach monatlich
              kündbar (Kündigungsfrist {SUBSCRIPTION_TERMS.noticePeriodMonths} Monat).
            </p>
          ) : null}
        </section>

        <aside className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="font-semibold text-slate-900">Bezahlen</h2>
          {!complete ? (
            <FormAlert title="Angaben unvollständig">
              Bitte vervollständigen Sie zuerst Ihre{" "}
              <Link to={`/order-details/${order.id}`} className="underline">
                Bestelldetails
              </Link>
              .
            </FormAlert>
          ) : null}
          {cancelled && !actionData ? (
            <FormAlert tone="info" title="Zahlung abgebrochen">
              Sie haben die Zahlung abgebrochen; es wurde nichts berechnet. Sie können jederzeit
              erneut bezahlen.
            </FormAlert>
          ) : null}
          {actionData?.error && !actionData.field ? (
            <FormAlert title="Zahlung nicht möglich">{actionData.error}</FormAlert>
          ) : null}
          <Form method="post" className="mt-4 space-y-5" noValidate>
            <AcceptTerms error={actionData?.field === "acceptTerms" ? actionData.error : null} />
            <Button type="submit" size="lg" className="w-full" disabled={pending || !complete}>
              {pending ? "Weiterleitung zu Stripe..." : `Jetzt bezahlen (${total})`}
            </Button>
            <p className="text-xs text-slate-500">
              Sie werden zur sicheren Zahlungsseite unseres Zahlungsanbieters Stripe weitergeleitet.
            </p>
          </Form>
          <ButtonLink to={`/order-details/${order.id}`} variant="ghost" size="sm" className="mt-4">
            ← Angaben bearbeiten
          </ButtonLink>
        </aside>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
