// One subscription on 'Zahlungen & Abo': state, next payment, minimum term, and the
// customer's actions (start a pending subscription; give notice in two steps, the date
// it takes effect shown on the card and again before confirming; withdraw a notice).
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { BadgeTone } from "~/models/order/status";
import { FormAlert } from "~/components/auth-card";
import { PaymentRecoveryBanner, type OpenCharge } from "~/components/billing/payment-recovery";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";

export interface SubscriptionCardData {
  orderId: string;
  orderShortId: string;
  planName: string;
  status: string;
  statusLabel: string;
  amount: string;
  startedAt: string | null;
  nextPayment: string | null;
  /** a failed renewal still unpaid: shown as due instead of the next payment */
  openCharge: OpenCharge | null;
  minimumTermEndsAt: string | null;
  cancelAt: string | null;
  canceledAt: string | null;
  problem: string | null;
  startPending: boolean;
  cancellable: boolean;
  noticeEndIfToday: string | null;
  withdrawable: boolean;
}

/** The confirmation step of a notice, from the first post. */
export interface NoticeConfirm {
  orderId: string;
  cancelAt: string;
  cancelAtIso: string;
  minimumTermEndsAt: string | null;
  /** the date moved between the two posts (a month boundary passed) */
  changed: boolean;
}

export function subscriptionTone(status: string): BadgeTone {
  if (status === "active" || status === "trialing") return "success";
  if (status === "canceled" || status === "incomplete_expired") return "neutral";
  if (status === "starting") return "info";
  return "warning";
}

export function SubscriptionCard({
  subscription: s,
  busy,
  error,
  confirm,
}: {
  subscription: SubscriptionCardData;
  busy: boolean;
  error: string | null;
  confirm: NoticeConfirm | null;
}) {
  const errorId = `subscription-error-${s.orderShortId}`;
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby={`subscription-${s.orderShortId}`}
      data-testid="subscription-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3
            id={`subscription-${s.orderShortId}`}
            className="text-lg font-semibold text-slate-900"
          >
            {s.planName}
          </h3>
          <p className="text-sm text-slate-500">
            Bestellung <span className="font-mono">#{s.orderShortId}</span>
          </p>
        </div>
        <Badge tone={subscriptionTone(s.status)} className="shrink-0 whitespace-nowrap">
          {s.statusLabel}
        </Badge>
      </div>
      <p
        className="mt-4 text-2xl font-bold tracking-tight text-slate-900"
        data-testid="subscription-amount"
      >
        {s.amount}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {s.startedAt ? <Term label="Beginn">{s.startedAt}</Term> : null}
        {s.nextPayment ? (
          <Term label="Nächste Zahlung" testId="next-payment">
            {s.nextPayment}
          </Term>
        ) : null}
        {s.openCharge ? (
          <Term label="Offen" tone="text-red-700" testId="open-amount">
            {s.openCharge.total}, fällig seit {s.openCharge.dueDate}
          </Term>
        ) : null}
        {s.minimumTermEndsAt ? (
          <Term label="Mindestlaufzeit bis" testId="minimum-term-end">
            {s.minimumTermEndsAt}
          </Term>
        ) : null}
        {s.cancelAt ? (
          <Term label="Gekündigt zum" testId="cancel-at">
            {s.cancelAt}
          </Term>
        ) : null}
        {s.canceledAt ? <Term label="Beendet am">{s.canceledAt}</Term> : null}
      </dl>

      {s.status === "starting" ? (
        <p
          className="mt-4 rounded-xl bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-inset ring-sky-200"
          role="status"
        >
          Ihr Abo wird gerade eingerichtet. Die erste Monatsgebühr wird in Kürze von Ihrer
          hinterlegten Zahlungsmethode abgebucht; danach steht es hier als aktiv mit dem Datum der
          nächsten Zahlung.
        </p>
      ) : null}
      {s.openCharge ? (
        <PaymentRecoveryBanner open={s.openCharge} busy={busy} className="mt-4" />
      ) : s.status === "past_due" ? (
        <div className="mt-4">
          <FormAlert title="Zahlung fehlgeschlagen">
            Die letzte Monatszahlung ist fehlgeschlagen. Bitte begleichen Sie die offene Rechnung
            über den Link in unserer E-Mail oder hinterlegen Sie unter „Zahlungsmethode verwalten“
            eine andere Zahlungsmethode.
          </FormAlert>
        </div>
      ) : null}
      {error ? (
        <div className="mt-4">
          <FormAlert id={errorId} title="Nicht möglich">
            {error}
          </FormAlert>
        </div>
      ) : null}

      <div className="mt-auto pt-5">
        {s.startPending ? (
          <Form method="post" className="space-y-3">
            <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
              Ihr Abo konnte nicht automatisch starten. Bitte bestätigen Sie die erste Zahlung bei
              unserem Zahlungsanbieter.
            </p>
            <input type="hidden" name="orderId" value={s.orderId} />
            <Button type="submit" name="intent" value="start" className="w-full" disabled={busy}>
              Abo jetzt starten
            </Button>
          </Form>
        ) : null}
        {s.withdrawable ? (
          <Form method="post" className="space-y-3" aria-label="Kündigung zurücknehmen">
            <p className="text-sm text-slate-700">
              Ihr Abo ist zum <strong>{s.cancelAt}</strong> gekündigt. Bis dahin können Sie die
              Kündigung zurücknehmen; das Abo läuft dann unverändert weiter.
            </p>
            <input type="hidden" name="orderId" value={s.orderId} />
            <Button
              type="submit"
              name="intent"
              value="withdraw"
              variant="secondary"
              className="w-full"
              disabled={busy}
            >
              Kündigung zurücknehmen
            </Button>
          </Form>
        ) : null}
        {s.cancellable && confirm ? (
          <Form
            method="post"
            className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
            aria-label="Kündigung bestätigen"
          >
            <div className="space-y-2 text-sm text-red-900" role="status">
              {confirm.changed ? (
                <p className="font-semibold">
                  Das frühestmögliche Vertragsende hat sich inzwischen geändert.
                </p>
              ) : null}
              <p data-testid="notice-confirm-date">
                Ihr Abo endet dann am <strong>{confirm.cancelAt}</strong>. Bis dahin bleiben alle
                Leistungen erhalten und die Monatsgebühr wird weiter abgebucht.
              </p>
              {confirm.minimumTermEndsAt ? (
                <p>
                  Die Mindestlaufzeit läuft bis zum {confirm.minimumTermEndsAt}; danach gilt ein
                  Monat Kündigungsfrist zum Monatsende.
                </p>
              ) : null}
              <p>
                Sie erhalten eine Bestätigung per E-Mail und können die Kündigung bis dahin
                zurücknehmen.
              </p>
            </div>
            <input type="hidden" name="orderId" value={s.orderId} />
            <input type="hidden" name="cancelAt" value={confirm.cancelAtIso} />
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                name="intent"
                value="cancel-confirm"
                variant="danger"
                disabled={busy}
              >
                Zum {confirm.cancelAt} kündigen
              </Button>
              <Button type="submit" name="intent" value="keep" variant="ghost" formNoValidate>
                Abo behalten
              </Button>
            </div>
          </Form>
        ) : s.cancellable ? (
          <Form method="post">
            <input type="hidden" name="orderId" value={s.orderId} />
            {s.noticeEndIfToday ? (
              <p className="mb-2 text-xs text-slate-500" data-testid="notice-end-if-today">
                Bei Kündigung heute endet das Abo am {s.noticeEndIfToday}.
              </p>
            ) : null}
            <Button
              type="submit"
              name="intent"
              value="cancel"
              variant="secondary"
              className="w-full"
              disabled={busy}
              aria-describedby={error ? errorId : undefined}
            >
              Abo kündigen
            </Button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}

/** One fact of the subscription: its label and value. */
function Term({
  label,
  tone = "text-slate-900",
  testId,
  children,
}: {
  label: string;
  tone?: "text-slate-900" | "text-red-700";
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className={`font-medium ${tone}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
