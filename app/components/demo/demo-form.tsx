// The demo forms (02 §5) have no submit handling: the button is type="button", so neither
// a click nor Enter sends anything, with or without JavaScript. With JavaScript a click
// explains that in a status message.
import { useId, useState } from "react";
import { useDemo } from "./demo-context";
import type { DemoFormSpec } from "~/content/demos/schema";
import { cn } from "~/components/ui/cn";
import { Field, SelectField, TextareaField } from "~/components/ui/field";

const DEMO_FORM_NOTICE = "Dies ist eine Demo-Seite – das Formular wird nicht versendet.";

export function DemoForm({ form }: { form: DemoFormSpec }) {
  const { theme } = useDemo();
  const [tried, setTried] = useState(false);
  const headingId = useId();
  const noticeId = useId();
  return (
    <form
      aria-labelledby={headingId}
      aria-describedby={noticeId}
      data-demo-form
      onSubmit={(event) => event.preventDefault()}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id={headingId} className={cn("text-xl font-semibold text-slate-900", theme.heading)}>
        {form.title}
      </h3>
      <p id={noticeId} className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {DEMO_FORM_NOTICE}
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {form.fields.map((field) => {
          const wide = field.kind === "textarea" ? "sm:col-span-2" : undefined;
          const common = { name: field.name, label: field.label, required: field.required };
          if (field.kind === "select") {
            const options = [
              ...(field.placeholderOption ? [{ value: "", label: field.placeholderOption }] : []),
              ...field.options.map((o) => ({ value: o, label: o })),
            ];
            return <SelectField key={field.name} {...common} options={options} className={wide} />;
          }
          if (field.kind === "textarea") {
            return (
              <TextareaField
                key={field.name}
                {...common}
                rows={field.rows ?? 4}
                placeholder={field.placeholder}
                className={wide}
              />
            );
          }
          return (
            <Field
              key={field.name}
              {...common}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
            />
          );
        })}
      </div>
      <p className="mt-4 text-xs text-slate-500">
        Mit <span aria-hidden="true">*</span>
        <span className="sr-only">Sternchen</span> markierte Felder sind Pflichtfelder.
      </p>
      <button
        type="button"
        onClick={() => setTried(true)}
        className={cn(
          "mt-6 inline-flex min-h-[44px] w-full items-center justify-center rounded-full px-6 py-3 text-sm font-semibold transition sm:w-auto",
          theme.button,
        )}
      >
        {form.submitLabel}
      </button>
      <p role="status" className="mt-3 text-sm font-medium text-slate-700">
        {tried
          ? "Vielen Dank für Ihr Interesse! Auf dieser Demo-Seite wurde nichts versendet."
          : ""}
      </p>
    </form>
  );
}
