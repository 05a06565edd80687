// The customer's hosting page: the state of the hosting after the free year and the two
// choices, each a plain form post (works without JavaScript).
import { Form } from "@remix-run/react";
import type { getFormProps, getInputProps } from "@conform-to/react";
import type { BadgeTone } from "~/models/order/status";
import { FormAlert } from "~/components/auth-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/field";

export interface HostingPageData {
  orderId: string;
  shortId: string;
  packageName: string;
  price: string;
  graceDays: number;
  handoverDays: number;
  firstCharge: string;
  endDate: string;
  status: string;
  label: string;
  text: string;
  freeUntil: string;
  canChoose: boolean;
  canEnd: boolean;
  tone: BadgeTone;
}

/** the "Hosting beenden" form's conform props, made by the route */
export interface EndFormProps {
  form: ReturnType<typeof getFormProps>;
  confirm: ReturnType<typeof getInputProps>;
  confirmErrors?: string[];
}

export function HostingState({ hosting }: { hosting: HostingPageData }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          {hosting.packageName}-Website <span className="font-mono">#{hosting.shortId}</span>
        </h2>
        <Badge tone={hosting.tone}>{hosting.label}</Badge>
      </div>
      <p className="mt-2 text-slate-700" data-testid="hosting-state">
        {hosting.text}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Das erste Jahr Hosting ist kostenlos (bis {hosting.freeUntil}). Danach kostet es{" "}
        {hosting.price} pro Monat inkl. MwSt. – nur mit Ihrer Zustimmung.
        {hosting.canChoose
          ? ` Ohne Entscheidung bleibt die Website noch ${hosting.graceDays} Tage kostenlos online und wird dann zur Abschaltung vorgemerkt.`
          : null}
      </p>
    </div>
  );
}

export function HostingChoices({
  hosting,
  endForm,
  submitting,
  error,
}: {
  hosting: HostingPageData;
  endForm: EndFormProps;
  submitting: boolean;
  error: string | null;
}) {
  return (
    <div className="mt-6 grid gap-5 md:grid-cols-2">
      {error ? (
        <div className="md:col-span-2">
          <FormAlert title={error} />
        </div>
      ) : null}
      <section
        aria-labelledby="continue-title"
        className="rounded-2xl border border-brand-200 bg-brand-50/40 p-5 sm:p-6"
      >
        <h2 id="continue-title" className="text-lg font-semibold text-slate-900">
          Hosting fortführen
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {hosting.price} pro Monat inkl. MwSt. Die erste Zahlung erfolgt am{" "}
          <strong>{hosting.firstCharge}</strong>, danach monatlich; zu jeder Zahlung erhalten Sie
          eine Rechnung. Kündbar mit einer Frist von einem Monat zum Monatsende.
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="continue" />
          <Button type="submit" className="w-full" disabled={submitting}>
            Hosting fortführen ({hosting.price}/Monat)
          </Button>
        </Form>
        <p className="mt-2 text-xs text-slate-500">
          Sie werden zur sicheren Zahlungsseite unseres Zahlungsanbieters Stripe weitergeleitet.
        </p>
      </section>
      {hosting.canEnd ? (
        <section
          aria-labelledby="end-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="end-title" className="text-lg font-semibold text-slate-900">
            Hosting beenden
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Ihre Website bleibt bis zum <strong>{hosting.endDate}</strong> online und wird dann
            abgeschaltet; es fallen keine Kosten an. Auf Anforderung erhalten Sie innerhalb von{" "}
            {hosting.handoverDays} Tagen einen Export (Texte, Bilder, Seitendateien) und den
            Auth-Code Ihrer Domain.
          </p>
          <Form method="post" {...endForm.form} noValidate className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="end" />
            <CheckboxField
              label={`Ja, meine Website soll am ${hosting.endDate} abgeschaltet werden.`}
              {...endForm.confirm}
              errors={endForm.confirmErrors}
            />
            <Button type="submit" variant="secondary" disabled={submitting}>
              Hosting beenden
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
