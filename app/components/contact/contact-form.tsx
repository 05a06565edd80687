// The contact form of the landing page, the profession pages and /kontakt. With
// JavaScript it posts through a fetcher and confirms in place; without, it is a plain
// post to /kontakt, which redirects back with a toast or shows the form with its errors.
//
// Its check in the browser (the schema, zod and conform's zod adapter, ~16 KB gzip) is loaded
// when the form first takes the focus, not with the page: most visitors of the landing page
// never use the form (the JavaScript of "/" below 120 KB gzip). Until it has arrived
// (a few milliseconds after the focus; never, if the chunk cannot be fetched) the form checks
// nothing on blur and a submit is checked by /kontakt's action, with the same schema. Not
// asking the server on every blur meanwhile matters: such an answer arriving after the
// browser's own check of a submit replaced that check's errors (seen under CI load).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { validateContact } from "./contact-validation";
import type { ContactInput } from "~/models/contact/contact";
import { FormAlert, FormErrors } from "~/components/auth-card";
import { HoneypotField } from "~/components/honeypot";
import { Button } from "~/components/ui/button";
import { ConformField, ConformTextarea, EmailField } from "~/components/ui/conform-field";
import { RequiredFieldsNote } from "~/components/ui/field";
import {
  CONTACT_CONSTRAINT,
  CONTACT_SENT_MESSAGE,
  type ContactActionData,
} from "~/models/contact/form";

type ValidateContact = typeof validateContact;

/** The schema's check, fetched once on first use; undefined until it has arrived. */
function useContactValidation() {
  const [validate, setValidate] = useState<ValidateContact>();
  const requested = useRef(false);
  function load() {
    if (requested.current) return;
    requested.current = true;
    import("./contact-validation").then(
      (module) => setValidate(() => module.validateContact),
      // a chunk that cannot be fetched (a deploy in between): the server keeps checking
      () => (requested.current = false),
    );
  }
  return [validate, load] as const;
}

export function ContactForm({
  returnTo,
  lastResult,
}: {
  returnTo: string;
  /** the reply of a post without JavaScript, rendered by /kontakt */
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const fetcher = useFetcher<ContactActionData>();
  const hydrated = useHydrated();
  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  const sent = data && "sent" in data && data.sent;
  const [validate, loadValidation] = useContactValidation();
  const [form, fields] = useForm<ContactInput>({
    id: `kontakt-${returnTo.replace(/\W/g, "") || "start"}`,
    lastResult: data?.result ?? lastResult,
    constraint: CONTACT_CONSTRAINT,
    onValidate: validate,
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action="/kontakt"
      {...getFormProps(form)}
      onFocus={loadValidation}
      className="relative space-y-4"
    >
      <HoneypotField />
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {sent ? (
        <FormAlert tone="success" title="Nachricht gesendet">
          {CONTACT_SENT_MESSAGE}
        </FormAlert>
      ) : null}
      <FormErrors form={form} title="Senden nicht möglich" />
      <div className="grid gap-4 sm:grid-cols-2">
        <ConformField label="Vorname" required autoComplete="given-name" meta={fields.firstName} />
        <ConformField label="Nachname" required autoComplete="family-name" meta={fields.lastName} />
        <EmailField meta={fields.email} />
        <ConformField label="Telefon" autoComplete="tel" meta={fields.phone} type="tel" />
      </div>
      <ConformField label="Betreff" meta={fields.subject} />
      <ConformTextarea label="Nachricht" required rows={5} meta={fields.message} />
      <RequiredFieldsNote />
      <p className="text-xs text-slate-500">
        Mit dem Absenden verarbeiten wir Ihre Angaben, um Ihre Anfrage zu beantworten (siehe{" "}
        <a href="/datenschutz" className="underline">
          Datenschutzerklärung
        </a>
        ).
      </p>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {busy ? "Wird gesendet…" : "Nachricht senden"}
      </Button>
    </fetcher.Form>
  );
}

/** The 'Kontakt' section of the public pages. */
export function ContactSection({ returnTo, intro }: { returnTo: string; intro?: string }) {
  return (
    <section id="kontakt" aria-labelledby="kontakt-title" className="scroll-mt-20 py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="kontakt-title" className="text-3xl font-bold tracking-tight text-slate-900">
            Kontakt
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            {intro ??
              "Sie haben eine Frage zu unseren Paketen oder möchten ein individuelles Angebot? Schreiben Sie uns – wir antworten in der Regel innerhalb eines Werktags."}
          </p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm returnTo={returnTo} />
        </div>
      </div>
    </section>
  );
}
