import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "./cn";

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

/** The one wording for required fields across forms. */
export function RequiredFieldsNote({ className }: { className?: string }) {
  return (
    <p className={cn("text-xs text-slate-500", className)}>
      Mit <span aria-hidden="true">*</span>
      <span className="sr-only">Sternchen</span> markierte Felder sind Pflichtfelder.
    </p>
  );
}

function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

interface FieldShellProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  errors?: ListOfErrors;
  className?: string;
}

function useFieldIds(id?: string) {
  const fallback = useId();
  const inputId = id ?? fallback;
  return { inputId, errorId: `${inputId}-error`, hintId: `${inputId}-hint` };
}

function Label({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-700">
      {children}
      {required ? (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

function describedBy(
  hasHint: boolean,
  hasErrors: boolean,
  ids: { hintId: string; errorId: string },
) {
  return (
    [hasHint ? ids.hintId : null, hasErrors ? ids.errorId : null].filter(Boolean).join(" ") ||
    undefined
  );
}

/** Label, hint and errors around one control, with the ids that tie them together. */
function FieldShell({
  label,
  required,
  hint,
  errors,
  className,
  id,
  children,
}: FieldShellProps & {
  id?: string;
  children: (control: {
    id: string;
    required?: boolean;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const ids = useFieldIds(id);
  const hasErrors = Boolean(errors?.filter(Boolean).length);
  return (
    <div className={className}>
      <Label htmlFor={ids.inputId} required={required}>
        {label}
      </Label>
      {children({
        id: ids.inputId,
        required,
        "aria-invalid": hasErrors || undefined,
        "aria-describedby": describedBy(Boolean(hint), hasErrors, ids),
      })}
      {hint ? (
        <p id={ids.hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}

type ControlProps = Parameters<Parameters<typeof FieldShell>[0]["children"]>[0];

/** A field: its own props (label, hint, errors, layout) make the shell, the rest go to its control. */
function fieldOf<P extends FieldShellProps & { id?: string }>(
  { label, required, hint, errors, className, id, ...rest }: P,
  control: (props: ControlProps, rest: Omit<P, keyof FieldShellProps | "id">) => ReactNode,
) {
  return (
    <FieldShell {...{ label, required, hint, errors, className, id }}>
      {(props) => control(props, rest)}
    </FieldShell>
  );
}

export function Field(props: FieldShellProps & InputHTMLAttributes<HTMLInputElement>) {
  return fieldOf(props, (control, input) => <input {...control} className="input" {...input} />);
}

export function TextareaField(
  props: FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>,
) {
  return fieldOf(props, (control, input) => (
    <textarea {...control} className="input min-h-[6rem]" {...input} />
  ));
}

export function SelectField(
  props: FieldShellProps &
    SelectHTMLAttributes<HTMLSelectElement> & {
      options: ReadonlyArray<{ value: string; label: string }>;
    },
) {
  return fieldOf(props, (control, { options, ...select }) => (
    <select {...control} className="input" {...select}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  ));
}

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & {
  /** For a controlled box (`checked`): told the box's real state, also a tick made before hydration. */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * The one checkbox of every form. A box the visitor ticks before the scripts have run is
 * ticked in the page but not in React's state; for a controlled box (`checked`), React's
 * next render would set it back, so the box tells its owner the real state once, right
 * after React attached (React runs these effects before it renders again). An uncontrolled
 * box (`defaultChecked`, as conform's getInputProps gives) keeps the visitor's tick on
 * its own as long as it is not replaced or reset: never key a form or its fields on loader
 * data or the location, never derive a form's id from something that changes.
 */
export function Checkbox({ onCheckedChange, onChange, ...input }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const controlled = input.checked !== undefined;
  const rendered = Boolean(input.checked);
  const report = useRef(onCheckedChange);
  report.current = onCheckedChange;
  // a passive effect, not a layout effect: the owner may navigate (the package selection
  // writes its URL), and the router ignores navigations from layout effects of a first render
  useEffect(() => {
    const box = ref.current;
    if (controlled && box && box.checked !== rendered) report.current?.(box.checked);
    // only the first render: afterwards every change arrives through onChange
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <input
      ref={ref}
      {...input}
      type="checkbox"
      onChange={(event) => {
        onChange?.(event);
        onCheckedChange?.(event.currentTarget.checked);
      }}
    />
  );
}

export function CheckboxField({
  label,
  errors,
  className,
  id,
  ...input
}: {
  label: ReactNode;
  errors?: ListOfErrors;
  className?: string;
} & CheckboxProps) {
  const ids = useFieldIds(id);
  const hasErrors = Boolean(errors?.filter(Boolean).length);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <Checkbox
          id={ids.inputId}
          aria-invalid={hasErrors || undefined}
          aria-describedby={hasErrors ? ids.errorId : undefined}
          className={cn(
            "mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 text-brand-600 focus:ring-brand-500",
            hasErrors && "border-red-500",
          )}
          {...input}
        />
        <label htmlFor={ids.inputId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  );
}
