// A contact inquiry's history (the sender's message, then every answer written in the app)
// and the answer form. The form is a plain post to the inquiry's own page; with JavaScript
// the page answers in place and the form empties itself.
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { INQUIRY_REPLY_MAX_LENGTH, inquiryReplySchema } from "~/models/contact/contact";
import { parseWithZod } from "~/utils/conform-zod";
import { formatDateTime } from "~/utils/format";

export interface InquiryReplyView {
  id: string;
  body: string;
  sentAt: string;
  authorName: string;
}

export function InquiryHistory({
  name,
  receivedAt,
  message,
  replies,
}: {
  name: string;
  receivedAt: string;
  message: string;
  replies: InquiryReplyView[];
}) {
  return (
    <section id="verlauf" aria-labelledby="history-title" className="mt-6">
      <h2 id="history-title" className="text-lg font-semibold text-slate-900">
        Verlauf
      </h2>
      <ol className="mt-2 space-y-3">
        <li>
          <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <header className="text-xs text-slate-600">
              <span className="font-semibold text-slate-900">Anfrage von {name}</span>{" "}
              <time dateTime={receivedAt}>{formatDateTime(receivedAt)}</time>
            </header>
            {/* shown as text: whatever HTML a visitor typed stays inert */}
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{message}</p>
          </article>
        </li>
        {replies.map((reply) => (
          <li key={reply.id} data-testid="inquiry-reply">
            <article className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
              <header className="text-xs text-slate-600">
                <span className="font-semibold text-slate-900">Antwort von {reply.authorName}</span>{" "}
                per E-Mail gesendet am{" "}
                <time dateTime={reply.sentAt}>{formatDateTime(reply.sentAt)}</time>
              </header>
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{reply.body}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function InquiryReplyForm({
  email,
  mailtoHref,
  lastResult,
}: {
  email: string;
  mailtoHref: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "reply";
  const [form, fields] = useForm({
    id: "inquiry-reply",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inquiryReplySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Panel titleId="reply-title" title="Antworten" className="mt-6" padding="sm:p-6">
      <p className="mt-1 text-sm text-slate-600">
        Die Antwort geht per E-Mail an <span className="break-all">{email}</span> und bleibt hier im
        Verlauf. Antwortet die Person darauf, landet das in Ihrem Team-Postfach.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="reply" />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <TextareaField
          label="Ihre Antwort"
          hint="Anrede mit Namen und Grußformel setzt die E-Mail selbst."
          {...getTextareaProps(fields.body)}
          maxLength={INQUIRY_REPLY_MAX_LENGTH}
          rows={6}
          errors={fields.body.errors}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {/* a fallback: an answer from the mail program is not recorded here */}
          <a
            href={mailtoHref}
            className="self-start text-sm font-medium text-slate-600 underline underline-offset-2 hover:text-slate-900"
          >
            Stattdessen im eigenen Mailprogramm antworten
          </a>
          <Button type="submit" disabled={sending}>
            {sending ? "Wird gesendet..." : "Antwort senden"}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
