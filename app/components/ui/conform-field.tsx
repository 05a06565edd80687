// The form pieces every conform form shares: a field driven by conform's metadata (name,
// id, constraint, value, errors and their aria wiring in one prop), and the form set-up
// with one zod schema for the browser and the server. Forms write what differs (label,
// autocomplete, hint), never the wiring again.
import {
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useNavigation } from "@remix-run/react";
import { CheckboxField, Field, TextareaField } from "./field";
import type { ComponentProps } from "react";
import type { z } from "zod";

// conform's metadata for one field of any form (the form's own type is not needed here)
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own parameter types
type Meta = FieldMetadata<any, any, any>;
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

// one constraint per schema: most forms pass a module-level schema, and the walk through it
// would otherwise run on every render
const constraints = new WeakMap<z.ZodTypeAny, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: z.ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

type FormOptions<Output extends Record<string, unknown>> = NonNullable<
  Parameters<typeof useForm<Output>>[0]
>;

/**
 * conform's `useForm` with one zod schema: the same `parseWithZod` as the action, its
 * constraints as HTML attributes, checks when a field is left and again on every input
 * once it showed an error. The server's last answer is shown only once the page is idle
 * (`busy`: a navigation by default; a fetcher's form passes its own state).
 */
export function useConformForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  {
    id,
    lastResult,
    defaultValue,
    busy,
    shouldValidate = "onBlur",
  }: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: FormOptions<z.input<Schema>>["defaultValue"];
    busy?: boolean;
    shouldValidate?: "onBlur" | "onSubmit" | "onInput";
  },
) {
  const navigation = useNavigation();
  const pending = busy ?? navigation.state !== "idle";
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: pending ? undefined : lastResult,
    defaultValue,
    constraint: constraintOf(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate,
    shouldRevalidate: "onInput",
  });
}
