// The admin's billing panel of a customer: correct the billing profile, then re-issue the
// invoices that still name the old buyer (credit note + new invoice, never an edit).
import { Form, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import type { BillingProfileDefaults } from "~/models/billing/profile";
import type { ReissueCandidate } from "~/models/invoice/invoice.server";
import { BillingProfileForm } from "~/components/account/billing-profile-form";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";

export const REISSUE_INTENT = "reissue-invoice";

export function CustomerBilling({
  action,
  defaults,
  saved,
  outdated,
  lastResult,
}: {
  /** the customer page's address with the section's anchor */
  action: string;
  defaults: BillingProfileDefaults;
  saved: boolean;
  outdated: ReissueCandidate[];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? navigation.formData?.get("invoiceId") : null;
  return (
    <Panel
      id="rechnungsangaben"
      titleId="billing-title"
      title="Rechnungsangaben"
      className="scroll-mt-24"
      padding="sm:p-8"
    >
      <p className="mt-1 text-sm text-slate-600">
        {saved
          ? "Gelten für jede neue Rechnung. Ausgestellte Rechnungen werden nie geändert: nach einer Korrektur unten stornieren und neu ausstellen."
          : "Noch keine Rechnungsangaben: Rechnungen dieses Kunden warten, bis sie feststehen. Vorausgefüllt aus dem letzten Auftrag."}
      </p>

      {outdated.length ? (
        <div className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h3 className="font-semibold text-amber-900">
            {outdated.length === 1
              ? "1 Rechnung nennt andere Angaben"
              : `${outdated.length} Rechnungen nennen andere Angaben`}
          </h3>
          <p className="mt-1 text-sm text-amber-900">
            „Stornieren und neu ausstellen“ schreibt eine Rechnungskorrektur über den vollen Betrag
            an den bisherigen Empfänger und eine neue Rechnung an die aktuellen Angaben, zur selben
            Zahlung. Der Kunde erhält beide per E-Mail; Geld wird nicht bewegt.
          </p>
          <ul className="mt-3 divide-y divide-amber-200">
            {outdated.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
                <span className="font-mono font-semibold text-slate-900">{i.number}</span>
                <span className="text-sm text-slate-700">
                  {i.date} · {i.gross} · an „{i.buyer}“
                </span>
                <Form method="post" action={action} className="sm:ml-auto">
                  <input type="hidden" name="intent" value={REISSUE_INTENT} />
                  <input type="hidden" name="invoiceId" value={i.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    className="w-full sm:w-auto"
                    disabled={busyWith === i.id}
                  >
                    Stornieren und neu ausstellen
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-6">
        <BillingProfileForm
          lastResult={lastResult}
          defaults={defaults}
          action={action}
          submitLabel="Rechnungsangaben korrigieren"
        />
      </div>
    </Panel>
  );
}
