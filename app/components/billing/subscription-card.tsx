// One subscription on 'Zahlungen & Abo': state, next payment, minimum term, and the
// customer's actions (start a pending subscription; give notice in two steps).
import { Form } from "@remix-run/react";
import type { BadgeTone } from "~/models/order-status";
import { FormAlert } from "~/components/auth-card";
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
  minimumTermEndsAt: string | null;
  cancelAt: string | null;
  canceledAt: string | null;
  problem: string | null;
  startPending: boolean;
  cancellable: boolean;
  earliestNotice: string | null;
}

export function subscriptionTone(status: string): BadgeTone {
  if (status === "active" || status === "trialing") return "success";
  if (status === "canceled" || status === "incomplete_expired") return "neutral";
  return "warning";
}

export function SubscriptionCard({
  subscription: s,
  busy,
  error,
  confirmCancelAt,
}: {
  subscription: SubscriptionCardData;
  busy: boolean;
  error: string | null;
  confirmCancelAt: string | null;
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
        {s.startedAt ? (
          <div>
            <dt className="text-slate-500">Beginn</dt>
            <dd className="font-medium text-slate-900">{s.startedAt}</dd>
          </div>
        ) : null}
        {s.nextPayment ? (
          <div>
            <dt className="text-slate-500">Nächste Zahlung</dt>
            <dd className="font-medium text-slate-900" data-testid="next-payment">
              {s.nextPayment}
            </dd>
          </div>
        ) : null}
        {s.minimumTermEndsAt ? (
          <div>
            <dt className="text-slate-500">Mindestlaufzeit bis</dt>
            <dd className="font-medium text-slate-900" data-testid="minimum-term-end">
              {s.minimumTermEndsAt}
            </dd>
          </div>
        ) : null}
        {s.cancelAt ? (
          <div>
            <dt className="text-slate-500">Gekündigt zum</dt>
            <dd className="font-medium text-slate-900" data-testid="cancel-at">
              {s.cancelAt}
            </dd>
          </div>
        ) : null}
        {s.canceledAt ? (
          <div>
            <dt className="text-slate-500">Beendet am</dt>
            <dd className="font-medium text-slate-900">{s.canceledAt}</dd>
          </div>
        ) : null}
      </dl>

      {s.status === "past_due" ? (
        <div className="mt-4">
          <FormAlert title="Zahlung fehlgeschlagen">
            Die letzte Monatszahlung ist fehlgeschlagen. Bitte begleichen Sie die offene Rechnung
            über den Link in unserer E-Mail oder hinterlegen Sie unter „Zahlungsmethode &amp; Belege
            verwalten“ eine andere Zahlungsmethode.
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
        {s.cancellable && confirmCancelAt ? (
          <Form
            method="post"
            className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
            aria-label="Kündigung bestätigen"
          >
            <p className="text-sm text-red-900" role="status">
              Ihr Abo endet dann am <strong>{confirmCancelAt}</strong>. Bis dahin bleiben alle
              Leistungen erhalten.
            </p>
            <input type="hidden" name="orderId" value={s.orderId} />
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                name="intent"
                value="cancel-confirm"
                variant="danger"
                disabled={busy}
              >
                Kündigung bestätigen
              </Button>
              <Button type="submit" name="intent" value="keep" variant="ghost" formNoValidate>
                Abo behalten
              </Button>
            </div>
          </Form>
        ) : s.cancellable ? (
          <Form method="post">
            <input type="hidden" name="orderId" value={s.orderId} />
            {s.earliestNotice ? (
              <p className="mb-2 text-xs text-slate-500">Kündbar ab dem {s.earliestNotice}.</p>
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
