// The contact form of the landing page, the profession pages and /kontakt. With
// JavaScript it posts through a fetcher and confirms in place; without, it is a plain
// post to /kontakt, which redirects back with a toast or shows the form with its errors.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FormAlert } from "~/components/auth-card";
import { HoneypotField } from "~/components/honeypot";
import { Button } from "~/components/ui/button";
import {
  ConformField,
  ConformTextarea,
  EmailField,
  useConformForm,
} from "~/components/ui/conform-field";
import { RequiredFieldsNote } from "~/components/ui/field";
import { CONTACT_SENT_MESSAGE, contactSchema, type ContactActionData } from "~/models/contact";

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
  const [form, fields] = useConformForm(contactSchema, {
    id: `kontakt-${returnTo.replace(/\W/g, "") || "start"}`,
    lastResult: data?.result ?? lastResult,
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action="/kontakt"
      {...getFormProps(form)}
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
      {form.errors?.length ? (
        <FormAlert id={form.errorId} title="Senden nicht möglich">
          {form.errors.join(" ")}
        </FormAlert>
      ) : null}
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
