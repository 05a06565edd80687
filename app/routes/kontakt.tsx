// /kontakt: the action behind every contact form (landing page, profession pages) and a
// page of its own, which is also where a post without JavaScript lands when it has errors.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ContactForm } from "~/components/contact/contact-form";
import { validateContact } from "~/components/contact/contact-validation";
import { PageErrorBoundary } from "~/components/error-boundary";
import { PageShell } from "~/components/page-shell";
import { contactReturnPath } from "~/models/contact/contact";
import { createInquiry } from "~/models/contact/contact.server";
import { CONTACT_SENT_MESSAGE, type ContactActionData } from "~/models/contact/form";
import { readFormData } from "~/utils/form-data.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { clientIp, consume, refusedBeforeBody, TOO_MANY_ATTEMPTS } from "~/utils/rate-limit.server";
import { throttleHeaders } from "~/utils/throttle-headers";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [
  { title: "Kontakt – Seitenwerk" },
  {
    name: "description",
    content: "Schreiben Sie uns: Fragen zu Paketen, Preisen und Ihrer neuen Website.",
  },
];

export function loader(_: LoaderFunctionArgs) {
  return json({});
}

// a refusal for too many attempts tells a plain form post when to try again
export const headers = throttleHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const refused = await refusedBeforeBody("contact", clientIp(context));
  if (refused)
    return json<ContactActionData>(
      { result: refused.result, sent: false },
      { status: 429, headers: refused.headers },
    );
  const formData = await readFormData(request);
  checkHoneypot(formData);
  const withJs = formData.get("js") === "1";
  const returnTo = contactReturnPath(formData.get("returnTo"));
  // the very check the form loads in the browser
  const submission = validateContact({ formData });
  if (submission.status !== "success")
    return json<ContactActionData>({ result: submission.reply(), sent: false }, { status: 400 });
  const limit = await consume("contact", clientIp(context));
  if (!limit.allowed)
    return json<ContactActionData>(
      { result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS] }), sent: false },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  await createInquiry(submission.value);
  if (withJs)
    return json<ContactActionData>({ result: submission.reply({ resetForm: true }), sent: true });
  return redirectWithToast(`${returnTo}#kontakt`, {
    type: "success",
    title: "Nachricht gesendet",
    description: CONTACT_SENT_MESSAGE,
  });
}

export default function Kontakt() {
  const data = useActionData<typeof action>();
  return (
    <PageShell>
      <div className="container-page max-w-3xl py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Kontakt</h1>
        <p className="mt-4 text-lg text-slate-600">
          Sie haben eine Frage zu unseren Paketen oder möchten ein individuelles Angebot? Schreiben
          Sie uns – wir antworten in der Regel innerhalb eines Werktags.
        </p>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm returnTo="/kontakt" lastResult={data?.result} />
        </div>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
