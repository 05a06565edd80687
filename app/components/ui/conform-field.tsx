// The form pieces every conform form shares: a field driven by conform's metadata (name,
// id, constraint, value, errors and their aria wiring in one prop). Forms write what differs
// (label, autocomplete, hint), never the wiring again. The form set-up with its zod schema is
// use-conform-form.ts.
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { CheckboxField, Field, SelectField, TextareaField } from "./field";
import type { ComponentProps } from "react";

// conform's metadata for one field of any form (the form's own type is not needed here)
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own parameter types
export type Meta = FieldMetadata<any, any, any>;
type InputType = "text" | "email" | "password" | "tel" | "url" | "number" | "date" | "search";
type Managed = "name" | "id" | "form" | "errors" | "type" | "defaultValue";

/** A text-like input for one conform field: label, hint and errors as `<Field>` has them. */
export function ConformField({
  meta,
  type = "text",
  ...props
}: { meta: Meta; type?: InputType } & Omit<ComponentProps<typeof Field>, Managed>) {
  return <Field {...getInputProps(meta, { type })} errors={meta.errors} {...props} />;
}

/** The e-mail address a form asks for (sign-in, registration, contact, "send me a link"). */
export function EmailField({ meta }: { meta: Meta }) {
  return <ConformField label="E-Mail" required autoComplete="email" meta={meta} type="email" />;
}

/** The current password that confirms a change to the account (password change, deletion). */
export function CurrentPasswordField({ meta, hint }: { meta: Meta; hint?: string }) {
  return (
    <ConformField
      label="Aktuelles Passwort"
      required
      autoComplete="current-password"
      hint={hint}
      className="sm:max-w-sm"
      meta={meta}
      type="password"
    />
  );
}

/** A new password and its confirmation (registration, reset, change, first password). */
export function NewPasswordFields({
  password,
  confirm,
  hint,
  label = "Passwort",
  confirmLabel = "Passwort bestätigen",
  required = true,
}: {
  password: Meta;
  confirm: Meta;
  /** the minimum length, as the form's schema has it */
  hint: string;
  label?: string;
  confirmLabel?: string;
  /** false: marked as the schema's constraint says (the first-password form) */
  required?: boolean;
}) {
  // without `required` the schema's constraint decides (a key set to undefined would hide it)
  const mark = required ? { required: true } : {};
  return (
    <>
      <ConformField
        label={label}
        {...mark}
        autoComplete="new-password"
        hint={hint}
        meta={password}
        type="password"
      />
      <ConformField
        label={confirmLabel}
        {...mark}
        autoComplete="new-password"
        meta={confirm}
        type="password"
      />
    </>
  );
}

/** A select for one conform field. */
export function ConformSelect({
  meta,
  ...props
}: { meta: Meta } & Omit<ComponentProps<typeof SelectField>, Managed>) {
  // the caller's attributes first: the rendered order stays as the hand-written selects had it
  return <SelectField {...props} {...getSelectProps(meta)} errors={meta.errors} />;
}

/** A textarea for one conform field. */
export function ConformTextarea({
  meta,
  ...props
}: { meta: Meta } & Omit<ComponentProps<typeof TextareaField>, Managed>) {
  return <TextareaField {...getTextareaProps(meta)} errors={meta.errors} {...props} />;
}

/** A checkbox for one conform field (ticked by default when its default value is "on"). */
export function ConformCheckbox({
  meta,
  ...props
}: { meta: Meta } & Omit<ComponentProps<typeof CheckboxField>, Managed | "defaultChecked">) {
  return (
    <CheckboxField {...getInputProps(meta, { type: "checkbox" })} errors={meta.errors} {...props} />
  );
}
