// The billing profile form (Rechnungsangaben): on /account for the customer and on the
// admin's customer page for corrections. A plain form post with intent "billing-profile";
// conform checks the same schema while typing.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormActions } from "./account-section";
import { FormErrors } from "~/components/auth-card";
import { ConformField, ConformSelect } from "~/components/ui/conform-field";
import { RequiredFieldsNote } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConformForm } from "~/components/ui/use-conform-form";
import {
  BILLING_COUNTRY_OPTIONS,
  billingProfileSchema,
  type BillingProfileDefaults,
} from "~/models/billing/profile";

export const BILLING_PROFILE_INTENT = "billing-profile";

export function BillingProfileForm({
  lastResult,
  defaults,
  action,
  submitLabel = "Rechnungsangaben speichern",
}: {
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaults: BillingProfileDefaults;
  /** where the form posts, with the anchor of its section */
  action: string;
  submitLabel?: string;
}) {
  const [form, fields] = useConformForm(billingProfileSchema, {
    id: "billing-profile",
    lastResult: lastResult,
    defaultValue: defaults,
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={BILLING_PROFILE_INTENT} />
      <FormErrors form={form} title="Rechnungsangaben nicht gespeichert" />
      <ConformField
        label="Firma bzw. Name der Praxis oder Kanzlei"
        required
        autoComplete="organization"
        hint="So steht es als Rechnungsempfänger auf Ihren Rechnungen."
        meta={fields.company}
      />
      <ConformField
        label="Straße und Hausnummer"
        required
        autoComplete="street-address"
        meta={fields.street}
      />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <ConformField
          label="PLZ"
          required
          autoComplete="postal-code"
          inputMode="numeric"
          meta={fields.zip}
        />
        <ConformField label="Ort" required autoComplete="address-level2" meta={fields.city} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ConformSelect
          label="Land"
          required
          autoComplete="country"
          options={BILLING_COUNTRY_OPTIONS}
          meta={fields.country}
        />
        <ConformField
          label="USt-IdNr."
          hint="Optional, z. B. DE123456789"
          autoCapitalize="characters"
          meta={fields.vatId}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">
          Ansprechpartner auf der Rechnung
        </legend>
        <p className="text-xs text-slate-500">
          Optional; die Rechnung geht an die Firma, nicht an diese Person.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <ConformField label="Vorname" autoComplete="given-name" meta={fields.contactFirstName} />
          <ConformField label="Nachname" autoComplete="family-name" meta={fields.contactLastName} />
        </div>
      </fieldset>
      <RequiredFieldsNote />
      <FormActions>
        <SubmitButton intent={BILLING_PROFILE_INTENT} pendingLabel="Wird gespeichert...">
          {submitLabel}
        </SubmitButton>
      </FormActions>
    </Form>
  );
}
