// The billing profile form (Rechnungsangaben): on /account for the customer and on the
// admin's customer page for corrections. A plain form post with intent "billing-profile";
// conform checks the same schema while typing.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { FormActions } from "./account-section";
import { FormAlert } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { Field, RequiredFieldsNote, SelectField } from "~/components/ui/field";
import {
  BILLING_COUNTRY_OPTIONS,
  billingProfileSchema,
  type BillingProfileDefaults,
} from "~/models/billing-profile";

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
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "billing-profile",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: defaults,
    constraint: getZodConstraint(billingProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: billingProfileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const submitting =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === BILLING_PROFILE_INTENT;
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={BILLING_PROFILE_INTENT} />
      {form.errors?.length ? (
        <FormAlert id={form.errorId} title="Rechnungsangaben nicht gespeichert">
          {form.errors.join(" ")}
        </FormAlert>
      ) : null}
      <Field
        label="Firma bzw. Name der Praxis oder Kanzlei"
        required
        autoComplete="organization"
        hint="So steht es als Rechnungsempfänger auf Ihren Rechnungen."
        {...getInputProps(fields.company, { type: "text" })}
        errors={fields.company.errors}
      />
      <Field
        label="Straße und Hausnummer"
        required
        autoComplete="street-address"
        {...getInputProps(fields.street, { type: "text" })}
        errors={fields.street.errors}
      />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <Field
          label="PLZ"
          required
          autoComplete="postal-code"
          inputMode="numeric"
          {...getInputProps(fields.zip, { type: "text" })}
          errors={fields.zip.errors}
        />
        <Field
          label="Ort"
          required
          autoComplete="address-level2"
          {...getInputProps(fields.city, { type: "text" })}
          errors={fields.city.errors}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Land"
          required
          autoComplete="country"
          options={BILLING_COUNTRY_OPTIONS}
          {...getSelectProps(fields.country)}
          errors={fields.country.errors}
        />
        <Field
          label="USt-IdNr."
          hint="Optional, z. B. DE123456789"
          autoCapitalize="characters"
          {...getInputProps(fields.vatId, { type: "text" })}
          errors={fields.vatId.errors}
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
          <Field
            label="Vorname"
            autoComplete="given-name"
            {...getInputProps(fields.contactFirstName, { type: "text" })}
            errors={fields.contactFirstName.errors}
          />
          <Field
            label="Nachname"
            autoComplete="family-name"
            {...getInputProps(fields.contactLastName, { type: "text" })}
            errors={fields.contactLastName.errors}
          />
        </div>
      </fieldset>
      <RequiredFieldsNote />
      <FormActions>
        <Button type="submit" disabled={submitting}>
          {submitting ? "Wird gespeichert..." : submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
