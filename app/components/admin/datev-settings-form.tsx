// The DATEV set-up on /admin/invoices/datev: the numbers the tax adviser gives the agency,
// the fiscal year, the chart of accounts and the account length, and the accounts they
// lead to. A plain form post; conform checks the same schema while typing.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors } from "~/components/auth-card";
import { ConformField, ConformSelect } from "~/components/ui/conform-field";
import { RequiredFieldsNote } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConformForm } from "~/components/ui/use-conform-form";
import {
  ACCOUNT_LENGTH,
  accountsFor,
  CHARTS,
  datevSettingsSchema,
  MONTHS,
  type Chart,
} from "~/models/datev/schema";

export type DatevSettingsDefaults = Record<
  "consultantNumber" | "clientNumber" | "fiscalYearStartMonth" | "chart" | "accountLength",
  string
>;

const MONTH_OPTIONS = MONTHS.map((name, i) => ({ value: String(i + 1), label: `1. ${name}` }));
const CHART_OPTIONS = [
  { value: "SKR03", label: "SKR03 (Prozessgliederung)" },
  { value: "SKR04", label: "SKR04 (Abschlussgliederung)" },
];
const LENGTH_OPTIONS = Array.from(
  { length: ACCOUNT_LENGTH.max - ACCOUNT_LENGTH.min + 1 },
  (_, i) => {
    const n = ACCOUNT_LENGTH.min + i;
    return { value: String(n), label: n === 4 ? "4 Stellen (Standard)" : `${n} Stellen` };
  },
);

export function DatevSettingsForm({
  lastResult,
  defaults,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaults: DatevSettingsDefaults;
}) {
  const [form, fields] = useConformForm(datevSettingsSchema, {
    id: "datev-settings",
    lastResult,
    defaultValue: defaults,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormErrors form={form} title="Einstellungen nicht gespeichert" />
      <div className="grid gap-4 sm:grid-cols-2">
        <ConformField
          label="Beraternummer"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="Von Ihrer Steuerberatung, 4 bis 7 Ziffern"
          meta={fields.consultantNumber}
        />
        <ConformField
          label="Mandantennummer"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="Ihre Nummer bei der Steuerberatung, 1 bis 5 Ziffern"
          meta={fields.clientNumber}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <ConformSelect
          label="Beginn des Wirtschaftsjahres"
          required
          options={MONTH_OPTIONS}
          meta={fields.fiscalYearStartMonth}
        />
        <ConformSelect label="Kontenrahmen" required options={CHART_OPTIONS} meta={fields.chart} />
        <ConformSelect
          label="Sachkontenlänge"
          required
          options={LENGTH_OPTIONS}
          meta={fields.accountLength}
        />
      </div>
      <RequiredFieldsNote />
      <SubmitButton pendingLabel="Wird gespeichert...">Einstellungen speichern</SubmitButton>
    </Form>
  );
}

const ACCOUNT_ROWS = [
  { key: "revenue19", label: "Erlöse 19 % USt (Automatikkonto, ohne BU-Schlüssel)" },
  { key: "stripeTransit", label: "Geldtransit Stripe (Zahlungen und Erstattungen)" },
  { key: "bank", label: "Bank (Auszahlungen von Stripe, bucht die Steuerberatung)" },
  { key: "debtor", label: "Sammeldebitor für alle Kunden" },
] as const;

/** The accounts of both charts at one account length; the chosen chart first. */
export function DatevAccountsTable({
  chart,
  accountLength,
}: {
  chart: Chart;
  accountLength: number;
}) {
  const order = [chart, ...CHARTS.filter((c) => c !== chart)];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Konten der Buchungen bei {accountLength} Stellen</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Konto für
            </th>
            {order.map((c) => (
              <th key={c} scope="col" className="py-2 pr-4 text-right font-medium">
                {c}
                {c === chart ? <span className="sr-only"> (gewählt)</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ACCOUNT_ROWS.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                {row.label}
              </th>
              {order.map((c) => (
                <td
                  key={c}
                  className={`py-2 pr-4 text-right font-mono tabular-nums ${c === chart ? "font-semibold text-slate-900" : "text-slate-500"}`}
                >
                  {accountsFor(c, accountLength)[row.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
