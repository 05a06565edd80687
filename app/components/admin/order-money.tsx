// The admin order page's money panel: payment problem, payments and refunds from the
// ledger, the subscription, and the refund / cancel forms with their confirmation steps
// (server-rendered from the action's answer, so they work without JavaScript).
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { MoneyActionData, MoneyIntent } from "~/models/billing/admin-money.server";
import type { AdminMoney } from "~/models/billing/overview.server";
import { FormAlert } from "~/components/auth-card";
import { subscriptionTone } from "~/components/billing/subscription-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, SelectField, TextareaField } from "~/components/ui/field";

type Money = Omit<AdminMoney, "payments"> & {
  payments: Array<AdminMoney["payments"][number]>;
};

export function PaymentProblemAlert({
  problem,
  at,
  canSettle = true,
}: {
  problem: string | null;
  at: string | null;
  /** the role may settle payment problems (money.write) */
  canSettle?: boolean;
}) {
  if (!problem) return null;
  return (
    <div
      role="alert"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between"
      data-testid="payment-problem"
    >
      <div>
        <p className="font-semibold">{problem}</p>
        {at ? <p className="text-sm">seit {at} – Details im Statusverlauf</p> : null}
      </div>
      {canSettle ? (
        <Form method="post">
          <Button type="submit" name="intent" value="clear-problem" variant="secondary" size="sm">
            Als erledigt markieren
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

/**
 * One money form: its heading, why the action refused it, and then either the confirmation
 * step or the form whose values the action checks first.
 */
function MoneyStep({
  title,
  opener,
  answered = false,
  refusedTitle,
  error,
  confirm,
  checkIntent,
  checkLabel,
  children,
}: {
  title: string;
  /**
   * the form stays closed behind this button until asked for (a <details>, so it opens
   * without JavaScript); it is open while the action's answer (a refusal or the
   * confirmation step) is on the page
   */
  opener?: string;
  /** the action answered this form (field errors too): it stays open */
  answered?: boolean;
  refusedTitle: string;
  error: string | undefined;
  /** the confirmation step once the action has checked the values, else null */
  confirm: ReactNode;
  checkIntent: MoneyIntent;
  checkLabel: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  const body = (
    <>
      {error ? (
        <div className="mt-3">
          <FormAlert title={refusedTitle}>{error}</FormAlert>
        </div>
      ) : null}
      {confirm ?? (
        <Form method="post" className="mt-3 space-y-3" noValidate>
          {children}
          <Button
            type="submit"
            name="intent"
            value={checkIntent}
            variant="secondary"
            disabled={busy}
          >
            {checkLabel}
          </Button>
        </Form>
      )}
    </>
  );
  if (opener)
    return (
      <details
        className="group"
        open={Boolean(answered || error || confirm)}
        data-testid="money-step"
      >
        <summary className="inline-flex cursor-pointer list-none items-center rounded-lg px-4 py-2 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 group-open:mb-1 [&::-webkit-details-marker]:hidden">
          {opener}
        </summary>
        <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
        {body}
      </details>
    );
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {body}
    </div>
  );
}

/** A field's error from the action as the list the form fields take. */
const errorsOf = (message: string | undefined) => (message ? [message] : undefined);

/**
 * The confirmation step of a refund or a cancellation: what will happen, the checked values
 * posted again as hidden fields, and the buttons to do it or to go back.
 */
function ConfirmStep({
  hidden,
  intent,
  abortIntent,
  label,
  children,
}: {
  hidden: Record<string, string>;
  intent: MoneyIntent;
  abortIntent: MoneyIntent;
  label: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form
      method="post"
      className="mt-3 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <p className="text-sm text-amber-950" role="status">
        {children}
      </p>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value={intent} variant="danger" disabled={busy}>
          {label}
        </Button>
        <Button type="submit" name="intent" value={abortIntent} variant="ghost" formNoValidate>
          Abbrechen
        </Button>
      </div>
    </Form>
  );
}

export function OrderMoney({ money, canWrite = true }: { money: Money; canWrite?: boolean }) {
  const actionData = useActionData<Partial<MoneyActionData>>();
  const result = actionData?.money;
  const refundable = money.payments.filter((p) => p.refundableCents > 0);
  const refundResult = result?.form === "refund" ? result : undefined;
  const cancelResult = result?.form === "cancel" ? result : undefined;
  const values = refundResult?.values;
  const sub = money.subscription;

  return (
    <section
      aria-labelledby="money-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="order-money"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="money-title" className="text-lg font-semibold text-slate-900">
          Zahlungen &amp; Abo
        </h2>
        <p className="text-sm text-slate-600">
          Netto eingegangen: <strong data-testid="order-net">{money.net}</strong>
        </p>
      </div>

      {money.payments.length ? (
        <div
          className="mt-4 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Zahlungen des Auftrags"
        >
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Datum
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Art
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Betrag
                </th>
                <th scope="col" className="hidden py-2 text-right font-semibold sm:table-cell">
                  Erstattbar
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {money.payments.map((p) => (
                <tr key={p.id} data-testid="admin-payment-row">
                  <td className="whitespace-nowrap py-2 pr-3 tabular-nums">{p.date}</td>
                  <td className="py-2 pr-3">
                    {p.label}
                    {p.isTest ? <span className="text-slate-500"> (Test)</span> : null}
                    {p.period ? (
                      <span className="block text-xs text-slate-500">{p.period}</span>
                    ) : null}
                    {p.reason ? (
                      <span className="block text-xs text-slate-500">Grund: {p.reason}</span>
                    ) : null}
                  </td>
                  <td
                    className={`whitespace-nowrap py-2 pr-3 text-right font-medium tabular-nums ${p.refund ? "text-emerald-700" : ""}`}
                  >
                    {p.amount}
                  </td>
                  <td className="hidden whitespace-nowrap py-2 text-right tabular-nums text-slate-600 sm:table-cell">
                    {p.refundable ?? "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Noch keine Zahlungen.</p>
      )}

      {sub ? (
        <div className="mt-6 rounded-xl bg-slate-50 p-4" data-testid="admin-subscription">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-slate-900">Abo: {sub.amount}</h3>
            <Badge tone={subscriptionTone(sub.status)}>{sub.statusLabel}</Badge>
          </div>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
            {sub.openCharge ? (
              <div>
                <dt className="text-slate-500">Offen</dt>
                <dd className="font-medium text-red-700" data-testid="admin-open-amount">
                  {sub.openCharge.total}, fällig seit {sub.openCharge.dueDate}
                </dd>
              </div>
            ) : (
              <div>
                <dt className="text-slate-500">Nächste Zahlung</dt>
                <dd className="font-medium">{sub.nextPayment ?? "–"}</dd>
              </div>
            )}
            <div>
              <dt className="text-slate-500">Mindestlaufzeit bis</dt>
              <dd className="font-medium">{sub.minimumTermEndsAt ?? "–"}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Gekündigt zum</dt>
              <dd className="font-medium" data-testid="admin-cancel-at">
                {sub.cancelAt ?? sub.canceledAt ?? "–"}
              </dd>
            </div>
          </dl>
          {sub.problem ? <p className="mt-2 text-sm text-red-700">{sub.problem}</p> : null}
        </div>
      ) : null}

      {/* refunds and cancellations only for roles with money.write (Inhaber, Buchhaltung) */}
      <div className={canWrite ? "mt-6 grid gap-6 lg:grid-cols-2" : "hidden"}>
        {canWrite && refundable.length ? (
          <MoneyStep
            title="Erstatten"
            opener="Erstatten…"
            answered={Boolean(refundResult)}
            refusedTitle="Erstattung nicht möglich"
            error={refundResult?.error}
            confirm={
              refundResult?.refundConfirm ? (
                <ConfirmStep
                  hidden={{
                    paymentId: refundResult.refundConfirm.paymentId,
                    amount: refundResult.refundConfirm.amount,
                    reason: refundResult.refundConfirm.reason,
                    key: refundResult.refundConfirm.key,
                  }}
                  intent="refund"
                  abortIntent="refund-cancel"
                  label="Jetzt erstatten"
                >
                  <strong>{refundResult.refundConfirm.amountLabel}</strong> der Zahlung über{" "}
                  {refundResult.refundConfirm.paymentLabel} erstatten? Grund:{" "}
                  {refundResult.refundConfirm.reason}
                </ConfirmStep>
              ) : null
            }
            checkIntent="refund-check"
            checkLabel="Erstattung prüfen"
          >
            <SelectField
              label="Zahlung"
              name="paymentId"
              defaultValue={values?.paymentId ?? refundable[0].id}
              options={refundable.map((p) => ({
                value: p.id,
                label: `${p.date} · ${p.label} · ${p.amount} (erstattbar ${p.refundable})`,
              }))}
              errors={errorsOf(refundResult?.fieldErrors?.paymentId)}
            />
            <Field
              label="Betrag in Euro"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              required
              // never pre-filled: the amount is typed on purpose, the payment's line shows what is refundable
              defaultValue={values?.amount ?? ""}
              hint="Voll oder teilweise, z. B. 49,00"
              errors={errorsOf(refundResult?.fieldErrors?.amount)}
            />
            <TextareaField
              label="Grund"
              name="reason"
              required
              rows={2}
              defaultValue={values?.reason ?? ""}
              errors={errorsOf(refundResult?.fieldErrors?.reason)}
            />
          </MoneyStep>
        ) : null}

        {canWrite && sub && !["canceled", "starting"].includes(sub.status) ? (
          <MoneyStep
            title="Abo kündigen"
            refusedTitle="Kündigung nicht möglich"
            error={cancelResult?.error}
            confirm={
              cancelResult?.cancelConfirm ? (
                <ConfirmStep
                  hidden={{
                    mode: cancelResult.cancelConfirm.mode,
                    reason: cancelResult.cancelConfirm.reason,
                  }}
                  intent="cancel-subscription"
                  abortIntent="cancel-abort"
                  label="Kündigung ausführen"
                >
                  {cancelResult.cancelConfirm.text}
                </ConfirmStep>
              ) : null
            }
            checkIntent="cancel-check"
            checkLabel="Kündigung prüfen"
          >
            <fieldset className="space-y-2 text-sm">
              <legend className="mb-1 font-medium text-slate-700">Ende</legend>
              <label className="flex items-start gap-2">
                <input type="radio" name="mode" value="notice" defaultChecked className="mt-1" />
                <span>Zum nächstmöglichen Termin (Mindestlaufzeit und Frist nach AGB)</span>
              </label>
              <label className="flex items-start gap-2">
                <input type="radio" name="mode" value="now" className="mt-1" />
                <span>Sofort beenden (z. B. nach Anfechtung)</span>
              </label>
            </fieldset>
            <TextareaField
              label="Grund (bei sofortiger Beendigung erforderlich)"
              name="reason"
              rows={2}
            />
          </MoneyStep>
        ) : null}
      </div>
    </section>
  );
}
