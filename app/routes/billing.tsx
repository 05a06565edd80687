// 'Zahlungen & Abo': every payment and refund of the customer's orders,
// their subscriptions and all their invoices, read from our database; Stripe's customer
// portal for the card; notice is our own two-step form (the first post shows the date it
// takes effect, the second gives it – JS off too) and can be withdrawn until that date;
// a pending subscription start opens Checkout; 'Jetzt bezahlen' (also posted from the
// dashboard and the order page) opens a failed renewal's invoice at Stripe.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { FormAlert } from "~/components/auth-card";
import { BillingInvoices } from "~/components/billing/billing-invoices";
import { PAY_INTENT } from "~/components/billing/payment-recovery";
import { BillingListEnd } from "~/components/billing/show-all-link";
import { SubscriptionCard, type NoticeConfirm } from "~/components/billing/subscription-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { HostingOverview } from "~/components/hosting/hosting-overview";
import { PageShell } from "~/components/page-shell";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { rightAligned, StackedCell, StackedRow, StackedTable } from "~/components/ui/stacked-table";
import { billingListsOf, customerBilling } from "~/models/billing/overview.server";
import { recoveryPaymentUrl, RECOVERY_MESSAGES } from "~/models/billing/recovery.server";
import {
  beginPendingSubscriptionCheckout,
  billingPortalUrl,
  cancelSubscription,
  previewNotice,
  SUBSCRIPTION_MESSAGES,
  withdrawNotice,
} from "~/models/billing/subscription.server";
import { requireUser } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { formatDate } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => noindexMeta("Zahlungen & Abo – Seitenwerk");

const orderIntent = z.object({
  intent: z.enum(["start", "cancel", "cancel-confirm", "keep", "withdraw"]),
  orderId: z.string().uuid(),
  // the end date the confirmation showed (ISO), so the customer confirms exactly that date
  cancelAt: z.string().datetime().optional(),
});

// 'Jetzt bezahlen' of a failed renewal (the banner's form on three pages)
const payIntent = z.object({
  intent: z.literal(PAY_INTENT),
  chargeId: z.string().uuid(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { searchParams } = new URL(request.url);
  const billing = await customerBilling(user.id, new Date(), billingListsOf(searchParams));
  const started = searchParams.get("started");
  return json({ ...billing, started: Boolean(started) });
}

type ActionData = { error: string; orderId: string | null } | { confirm: NoticeConfirm };

const confirmView = (orderId: string, cancelAt: Date, minimumTermEndsAt: Date | null) => ({
  orderId,
  cancelAt: formatDate(cancelAt),
  cancelAtIso: cancelAt.toISOString(),
  minimumTermEndsAt: minimumTermEndsAt ? formatDate(minimumTermEndsAt) : null,
  changed: false,
});

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  if (form.get("intent") === "portal") {
    let url: string | null = null;
    try {
      url = await billingPortalUrl(user.id);
    } catch (error) {
      logger.error({ error }, "Kundenportal konnte nicht geöffnet werden");
      return json<ActionData>(
        { error: SUBSCRIPTION_MESSAGES.portalFailed, orderId: null },
        { status: 502 },
      );
    }
    if (!url)
      return json<ActionData>(
        { error: SUBSCRIPTION_MESSAGES.noPortal, orderId: null },
        { status: 409 },
      );
    return redirect(url);
  }
  if (form.get("intent") === PAY_INTENT) return payOpenCharge(form, user.id);
  const parsed = orderIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return json<ActionData>({ error: "Ungültige Anfrage", orderId: null }, { status: 400 });
  const { intent, orderId } = parsed.data;
  if (intent === "keep") return redirect("/billing");
  if (intent === "start") {
    try {
      const result = await beginPendingSubscriptionCheckout(orderId, user.id);
      if (!result.ok)
        return json<ActionData>({ error: result.message, orderId }, { status: result.status });
      return redirect(result.url);
    } catch (error) {
      logger.error({ error }, "Abo-Start konnte nicht geöffnet werden");
      return json<ActionData>(
        { error: SUBSCRIPTION_MESSAGES.startFailed, orderId },
        { status: 502 },
      );
    }
  }
  if (intent === "cancel") {
    // first step: say when it would end, change nothing
    const preview = await previewNotice(orderId, user.id);
    if (!preview.ok)
      return json<ActionData>({ error: preview.message, orderId }, { status: preview.status });
    return json<ActionData>({
      confirm: confirmView(orderId, preview.cancelAt, preview.minimumTermEndsAt),
    });
  }
  if (intent === "withdraw") {
    const result = await withdrawNotice(orderId, { userId: user.id, role: "customer" });
    if (!result.ok)
      return json<ActionData>({ error: result.message, orderId }, { status: result.status });
    return redirectWithToast("/billing", {
      type: "success",
      title: SUBSCRIPTION_MESSAGES.withdrawn,
      description: "Ihr Abo läuft unverändert weiter. Die Bestätigung ist per E-Mail unterwegs.",
    });
  }
  const shown = parsed.data.cancelAt ? new Date(parsed.data.cancelAt) : undefined;
  const result = await cancelSubscription(
    orderId,
    { userId: user.id, role: "customer" },
    new Date(),
    shown,
  );
  if (!result.ok && result.cancelAt) {
    // the earliest end moved between the two posts: show the new date to confirm again
    const preview = await previewNotice(orderId, user.id);
    return json<ActionData>(
      {
        confirm: {
          ...confirmView(orderId, result.cancelAt, preview.ok ? preview.minimumTermEndsAt : null),
          changed: true,
        },
      },
      { status: 409 },
    );
  }
  if (!result.ok)
    return json<ActionData>({ error: result.message, orderId }, { status: result.status });
  return redirectWithToast("/billing", {
    type: "success",
    title: SUBSCRIPTION_MESSAGES.canceled,
    description: `Ihr Abo endet am ${formatDate(result.cancelAt)}. Die Bestätigung ist per E-Mail unterwegs.`,
  });
}

async function payOpenCharge(form: FormData, userId: string) {
  const parsed = payIntent.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return json<ActionData>({ error: "Ungültige Anfrage", orderId: null }, { status: 400 });
  try {
    const result = await recoveryPaymentUrl(parsed.data.chargeId, userId);
    if (result.ok) return redirect(result.url);
    if (result.paid)
      return redirectWithToast("/billing", {
        type: "success",
        title: RECOVERY_MESSAGES.alreadyPaid,
        description: RECOVERY_MESSAGES.alreadyPaidText,
      });
    return json<ActionData>({ error: result.message, orderId: null }, { status: result.status });
  } catch (error) {
    logger.error({ error }, "Offene Rechnung konnte nicht geöffnet werden");
    return json<ActionData>({ error: RECOVERY_MESSAGES.payFailed, orderId: null }, { status: 502 });
  }
}

export default function Billing() {
  const {
    payments,
    subscriptions,
    hasPortal,
    started,
    invoices,
    morePayments,
    moreInvoices,
    allPayments,
    allInvoices,
    hostings,
  } = useLoaderData<typeof loader>();
  const lists = { allPayments, allInvoices };
  const actionData = useActionData<ActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const generalError =
    actionData && "error" in actionData && !actionData.orderId ? actionData.error : null;
  return (
    <PageShell>
      <div className="container-page max-w-5xl py-10 sm:py-14">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <ButtonLink to="/dashboard" variant="ghost" size="sm" className="-ml-3">
              ← Meine Bestellungen
            </ButtonLink>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
              Zahlungen &amp; Abo
            </h1>
            <p className="mt-1 text-slate-600">
              Ihre Abos, Rechnungen, Zahlungen und Erstattungen auf einen Blick.
            </p>
          </div>
          {hasPortal ? (
            <Form method="post">
              <Button
                type="submit"
                name="intent"
                value="portal"
                variant="secondary"
                disabled={busy}
              >
                Zahlungsmethode verwalten
              </Button>
            </Form>
          ) : null}
        </div>

        <div className="mt-6">
          {started ? (
            <FormAlert tone="success" title="Vielen Dank!">
              Ihr Abo wird gestartet. Sobald die Zahlung bestätigt ist, erscheint es hier als aktiv.
            </FormAlert>
          ) : null}
          {generalError ? <FormAlert title="Nicht möglich">{generalError}</FormAlert> : null}
        </div>

        <section aria-labelledby="subscriptions-title" className="mt-4">
          <h2 id="subscriptions-title" className="text-xl font-semibold text-slate-900">
            Abos
          </h2>
          {subscriptions.length ? (
            <ul className="mt-4 grid gap-5 md:grid-cols-2">
              {subscriptions.map((s) => (
                <li key={s.orderId}>
                  <SubscriptionCard
                    subscription={s}
                    busy={busy}
                    error={
                      actionData && "error" in actionData && actionData.orderId === s.orderId
                        ? actionData.error
                        : null
                    }
                    confirm={
                      actionData &&
                      "confirm" in actionData &&
                      actionData.confirm.orderId === s.orderId
                        ? actionData.confirm
                        : null
                    }
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-600">
              Sie haben kein laufendes Abo.
            </p>
          )}
        </section>

        <HostingOverview hostings={hostings} />

        <BillingInvoices invoices={invoices} lists={lists} more={moreInvoices} />

        <section aria-labelledby="payments-title" className="mt-12">
          <h2 id="payments-title" className="text-xl font-semibold text-slate-900">
            Zahlungen und Erstattungen
          </h2>
          {payments.length ? (
            // below 640 px each payment is a card with labelled values (the
            // table was wider than a phone and cut the amounts off)
            <StackedTable
              stackBelow="sm"
              caption="Zahlungen und Erstattungen, neueste zuerst"
              labelledBy="payments-title"
              className="mt-4"
              testId="billing-payments"
              columns={["Datum", "Bestellung", "Art", rightAligned("Betrag")]}
            >
              {payments.map((p) => (
                <StackedRow key={p.id} testId="billing-payment-row">
                  <StackedCell
                    label="Datum"
                    className="whitespace-nowrap tabular-nums text-slate-700"
                  >
                    {p.date}
                  </StackedCell>
                  <StackedCell
                    label="Bestellung"
                    className="whitespace-nowrap font-mono text-slate-700"
                  >
                    #{p.orderShortId}
                  </StackedCell>
                  <StackedCell label="Art" className="text-slate-900">
                    {p.label}
                    {p.period ? (
                      <span className="block text-xs text-slate-500">{p.period}</span>
                    ) : null}
                    {p.reason ? (
                      <span className="block text-xs text-slate-500">{p.reason}</span>
                    ) : null}
                    {p.failed ? (
                      <span className="mt-1 block" data-testid="billing-payment-failed">
                        <Badge tone="warning">Fehlgeschlagen</Badge>
                        <span className="ml-1 text-xs text-slate-600">
                          {p.settledOn
                            ? `beglichen am ${p.settledOn}`
                            : p.voidedOn
                              ? `storniert am ${p.voidedOn}, nichts offen`
                              : "noch offen"}
                        </span>
                      </span>
                    ) : null}
                    {p.isTest ? (
                      <span className="mt-1 block">
                        <Badge tone="warning">Testzahlung</Badge>
                      </span>
                    ) : null}
                  </StackedCell>
                  <StackedCell
                    label="Betrag"
                    align="right"
                    className={`whitespace-nowrap font-semibold tabular-nums ${p.refund ? "text-emerald-700" : p.failed ? "text-slate-500" : "text-slate-900"}`}
                    testId="billing-payment-amount"
                  >
                    {p.amount}
                  </StackedCell>
                </StackedRow>
              ))}
            </StackedTable>
          ) : null}
          <BillingListEnd
            lists={lists}
            list="allPayments"
            more={morePayments}
            shown={payments.length}
            what="Zahlungen"
            anchor="payments-title"
            testId="billing-payments-more"
            empty="Noch keine Zahlungen."
          />
          <p className="mt-3 text-xs text-slate-500">
            Alle Beträge inkl. 19&nbsp;% MwSt. Fehlgeschlagene Abbuchungen stehen zur Übersicht in
            der Liste; abgebucht wurde dabei nichts. Die Rechnungen zu diesen Zahlungen finden Sie
            oben unter „Rechnungen und Gutschriften“.
          </p>
        </section>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
