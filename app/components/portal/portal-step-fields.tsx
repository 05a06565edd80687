// The fields of one portal step (1–5), driven by conform's metadata of the step's schema:
// names, kept input, length limits, the required marks of step 1 and the errors.
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Field, TextareaField } from "~/components/ui/field";
import {
  FIELD_LABELS,
  MULTILINE_FIELDS,
  STEP_FIELDS,
  STYLE_PREFERENCES,
  type ProfessionalDetails,
  type TextField,
} from "~/models/professional/professional";

/** What a step's form holds, as conform sees it. */
export type PortalFormValues = Partial<Omit<ProfessionalDetails, "uploadedFiles">>;
export type PortalFields = Required<{
  [K in keyof PortalFormValues]: FieldMetadata<PortalFormValues[K], PortalFormValues>;
}>;

const INPUT_TYPES: Partial<
  Record<TextField, { type: "text" | "tel" | "email" | "url"; autoComplete?: string }>
> = {
  companyName: { type: "text", autoComplete: "organization" },
  streetAddress: { type: "text", autoComplete: "street-address" },
  postalCode: { type: "text", autoComplete: "postal-code" },
  city: { type: "text", autoComplete: "address-level2" },
  phone: { type: "tel", autoComplete: "tel" },
  email: { type: "email", autoComplete: "email" },
  website: { type: "url", autoComplete: "url" },
  vatId: { type: "text" },
  contactTitle: { type: "text", autoComplete: "honorific-prefix" },
  contactFirstName: { type: "text", autoComplete: "given-name" },
  contactLastName: { type: "text", autoComplete: "family-name" },
  contactPhone: { type: "tel", autoComplete: "tel" },
  contactEmail: { type: "email", autoComplete: "email" },
};

const HINTS: Partial<Record<TextField, string>> = {
  servicesOffered: "Zum Beispiel Ihre Schwerpunkte und Fachgebiete.",
  competitorWebsites: "Adressen von Websites, deren Stil Ihnen gefällt.",
  teamMembers: "Namen, Funktionen und gern eine kurze Vorstellung.",
  openingHours: "Zum Beispiel: Mo–Fr 8–17 Uhr.",
  vatId: "Für Ihre Rechnung, z. B. DE123456789",
};

const WIDE = new Set<TextField>(["companyName", "streetAddress", "website"]);
const OPTIONAL_MARKED = new Set<TextField>(["website", "vatId"]);

function TextFieldInput({
  field,
  meta,
}: {
  field: TextField;
  meta: FieldMetadata<string | undefined, PortalFormValues>;
}) {
  const label = OPTIONAL_MARKED.has(field)
    ? `${FIELD_LABELS[field]} (optional)`
    : FIELD_LABELS[field];
  const hint = HINTS[field];
  const ariaDescribedBy = hint ? `${meta.id}-hint` : undefined;
  if (MULTILINE_FIELDS.has(field))
    return (
      <TextareaField
        className="sm:col-span-2"
        label={label}
        rows={4}
        hint={hint}
        {...getTextareaProps(meta, { ariaDescribedBy })}
        errors={meta.errors}
      />
    );
  const input = INPUT_TYPES[field] ?? { type: "text" as const };
  return (
    <Field
      className={WIDE.has(field) ? "sm:col-span-2" : undefined}
      label={label}
      placeholder={field === "website" ? "https://" : undefined}
      hint={hint}
      autoComplete={input.autoComplete}
      inputMode={field === "postalCode" ? "numeric" : undefined}
      {...getInputProps(meta, { type: input.type, ariaDescribedBy })}
      errors={meta.errors}
    />
  );
}

function StyleChoice({ meta }: { meta: PortalFields["stylePreferences"] }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {FIELD_LABELS.stylePreferences}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {STYLE_PREFERENCES.map((s) => (
          <label
            key={s.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={meta.name}
              value={s.value}
              defaultChecked={meta.initialValue === s.value}
              className="text-brand-600"
            />
            {s.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function LogoBox({ meta }: { meta: PortalFields["existingLogo"] }) {
  return (
    <label className="flex items-center gap-3 text-sm text-slate-700 sm:col-span-2">
      <input
        type="checkbox"
        name={meta.name}
        defaultChecked={meta.initialValue === "on"}
        className="h-5 w-5 rounded border-slate-300 text-brand-600"
      />
      {FIELD_LABELS.existingLogo}
    </label>
  );
}

export function PortalStepFields({ step, fields }: { step: number; fields: PortalFields }) {
  return (
    <>
      {(STEP_FIELDS[step] ?? []).map((f) => {
        if (f === "existingLogo") return <LogoBox key={f} meta={fields.existingLogo} />;
        if (f === "stylePreferences") return <StyleChoice key={f} meta={fields.stylePreferences} />;
        return (
          <TextFieldInput
            key={f}
            field={f}
            meta={fields[f] as FieldMetadata<string | undefined, PortalFormValues>}
          />
        );
      })}
    </>
  );
}
