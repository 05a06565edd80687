// One contact inquiry: the message as text, its status (a plain form post) and a reply
// that opens the admin's own mail program addressed to the sender.
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  INQUIRY_TONES,
  inquiryStatusSchema,
  type InquiryStatus,
} from "~/models/contact";
import { getInquiry, setInquiryStatus } from "~/models/contact.server";
import { requireAdminUserId } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { formatDateTime } from "~/utils/format";
import { invariantResponse } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [
  { title: "Kontaktanfrage – Admin – Seitenwerk" },
  { name: "robots", content: "noindex" },
];

const NOT_FOUND = "Anfrage nicht gefunden";
const isUuid = (v: string | undefined) =>
  Boolean(v && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v));

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminUserId(request);
  const inquiry = isUuid(params.inquiryId) ? await getInquiry(params.inquiryId!) : null;
  invariantResponse(inquiry, NOT_FOUND, { status: 404 });
  const subject = inquiry.subject ? `Re: ${inquiry.subject}` : "Ihre Anfrage bei Seitenwerk";
  return json({
    inquiry: {
      id: inquiry.id,
      name: `${inquiry.firstName} ${inquiry.lastName}`.trim(),
      email: inquiry.email,
      phone: inquiry.phone,
      subject: inquiry.subject,
      message: inquiry.message,
      status: inquiry.status as InquiryStatus,
      createdAt: formatDateTime(inquiry.createdAt),
    },
    replyHref: `mailto:${encodeURIComponent(inquiry.email)}?subject=${encodeURIComponent(subject)}`,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdminUserId(request);
  invariantResponse(isUuid(params.inquiryId), NOT_FOUND, { status: 404 });
  const submission = parseWithZod(await readFormData(request), { schema: inquiryStatusSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const changed = await setInquiryStatus(params.inquiryId!, submission.value.status);
  invariantResponse(changed, NOT_FOUND, { status: 404 });
  return redirectWithToast(`/admin/inquiries/${params.inquiryId}`, {
    type: "success",
    title: "Status gespeichert",
    description: `Die Anfrage ist jetzt „${INQUIRY_STATUS_LABELS[submission.value.status]}“.`,
  });
}

export default function AdminInquiry() {
  const { inquiry, replyHref } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const statusError = result?.error?.status?.[0];
  return (
    <AdminShell>
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <Link to="/admin/inquiries" className="text-sm font-semibold text-brand-700">
          ← Alle Anfragen
        </Link>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {inquiry.subject || "Kontaktanfrage"}
          </h1>
          <Badge tone={INQUIRY_TONES[inquiry.status]}>
            {INQUIRY_STATUS_LABELS[inquiry.status]}
          </Badge>
        </div>
        <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-6 text-sm shadow-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-500">Von</dt>
          <dd className="text-slate-900">{inquiry.name}</dd>
          <dt className="font-medium text-slate-500">E-Mail</dt>
          <dd className="break-all">
            <a className="text-brand-700 underline" href={`mailto:${inquiry.email}`}>
              {inquiry.email}
            </a>
          </dd>
          <dt className="font-medium text-slate-500">Telefon</dt>
          <dd className="text-slate-900">{inquiry.phone || "-"}</dd>
          <dt className="font-medium text-slate-500">Eingegangen</dt>
          <dd className="text-slate-900">{inquiry.createdAt}</dd>
        </dl>
        <section aria-labelledby="message-title" className="mt-6">
          <h2 id="message-title" className="text-lg font-semibold text-slate-900">
            Nachricht
          </h2>
          {/* shown as text: whatever HTML a visitor typed stays inert */}
          <p className="mt-2 whitespace-pre-wrap break-words rounded-2xl border border-slate-200 bg-white p-6 text-slate-800 shadow-sm">
            {inquiry.message}
          </p>
        </section>
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <a href={replyHref} className={buttonClasses({ variant: "primary" })}>
            Per E-Mail antworten
          </a>
          <Form method="post" className="flex items-end gap-2">
            <div>
              <label htmlFor="inquiry-status" className="mb-1 block text-sm font-medium">
                Status
              </label>
              <select
                id="inquiry-status"
                name="status"
                defaultValue={inquiry.status}
                className="input"
                aria-invalid={statusError ? true : undefined}
                aria-describedby={statusError ? "inquiry-status-error" : undefined}
              >
                {INQUIRY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {INQUIRY_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" variant="secondary" disabled={navigation.state !== "idle"}>
              Status speichern
            </Button>
          </Form>
        </div>
        {statusError ? (
          <p id="inquiry-status-error" className="mt-2 text-sm text-red-700">
            {statusError}
          </p>
        ) : null}
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
