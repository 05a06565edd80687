// One contact inquiry: its history (the message as text and every answer), the answer
// form (mailed to the sender and recorded here) and its status – all plain form posts.
// The admin's own mail program stays a fallback link: an answer from there is not recorded.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { InquiryHistory, InquiryReplyForm } from "~/components/admin/inquiry-reply";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { requireStaff } from "~/http/staff.server";
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  INQUIRY_TONES,
  inquiryReplySchema,
  inquiryStatusSchema,
  type InquiryStatus,
} from "~/models/contact/contact";
import { getInquiry, replyToInquiry, setInquiryStatus } from "~/models/contact/contact.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatDateTime } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";
import { invariantResponse, isUuid } from "~/utils/misc";
import { createToastHeaders, redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => noindexMeta("Kontaktanfrage – Admin – Seitenwerk");

const NOT_FOUND = "Anfrage nicht gefunden";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "inquiries.manage");
  const inquiry = isUuid(params.inquiryId) ? await getInquiry(params.inquiryId) : null;
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
      receivedAt: inquiry.createdAt.toISOString(),
    },
    replies: inquiry.replies.map((r) => ({
      id: r.id,
      body: r.body,
      sentAt: r.sentAt.toISOString(),
      authorName: r.author
        ? `${r.author.firstName} ${r.author.lastName}`.trim() || r.author.email
        : "einem früheren Admin",
    })),
    replyHref: `mailto:${encodeURIComponent(inquiry.email)}?subject=${encodeURIComponent(subject)}`,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { id: adminId } = await requireStaff(request, "inquiries.manage");
  invariantResponse(isUuid(params.inquiryId), NOT_FOUND, { status: 404 });
  const formData = await readFormData(request);
  if (formData.get("intent") === "reply") return replyAction(formData, params.inquiryId, adminId);
  // the status form sends no intent (also how it was posted before answers existed)
  const submission = parseWithZod(formData, { schema: inquiryStatusSchema });
  if (submission.status !== "success")
    return json({ statusResult: submission.reply() }, { status: 400 });
  const changed = await setInquiryStatus(params.inquiryId, submission.value.status);
  invariantResponse(changed, NOT_FOUND, { status: 404 });
  return redirectWithToast(`/admin/inquiries/${params.inquiryId}`, {
    type: "success",
    title: "Status gespeichert",
    description: `Die Anfrage ist jetzt „${INQUIRY_STATUS_LABELS[submission.value.status]}“.`,
  });
}

const REPLY_SENT = {
  type: "success",
  title: "Antwort gesendet",
  description: "Die Antwort geht per E-Mail an den Absender und steht im Verlauf.",
} as const;

async function replyAction(formData: FormData, inquiryId: string, adminId: string) {
  const submission = parseWithZod(formData, { schema: inquiryReplySchema });
  if (submission.status !== "success")
    return json({ replyResult: submission.reply() }, { status: 400 });
  const replied = await replyToInquiry({ inquiryId, adminId, body: submission.value.body });
  invariantResponse(replied, NOT_FOUND, { status: 404 });
  // with JavaScript the page stays and the form empties; without, the usual redirect
  if (formData.get("js") === "1")
    return json(
      { replyResult: submission.reply({ resetForm: true }) },
      { headers: await createToastHeaders(REPLY_SENT) },
    );
  return redirectWithToast(`/admin/inquiries/${inquiryId}#verlauf`, REPLY_SENT);
}

export default function AdminInquiry() {
  const { inquiry, replies, replyHref } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const statusError =
    result && "statusResult" in result ? result.statusResult.error?.status?.[0] : undefined;
  const replyResult = result && "replyResult" in result ? result.replyResult : undefined;
  // the box is uncontrolled; when an answer moves the inquiry on ('Neu' → 'In Bearbeitung')
  // while the page stays (JavaScript), it follows – but never on mount, where it could undo
  // a choice made before the scripts ran
  const statusBox = useRef<HTMLSelectElement>(null);
  const shownStatus = useRef(inquiry.status);
  useEffect(() => {
    if (shownStatus.current !== inquiry.status && statusBox.current)
      statusBox.current.value = inquiry.status;
    shownStatus.current = inquiry.status;
  }, [inquiry.status]);
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
        <InquiryHistory
          name={inquiry.name}
          receivedAt={inquiry.receivedAt}
          message={inquiry.message}
          replies={replies}
        />
        <InquiryReplyForm email={inquiry.email} mailtoHref={replyHref} lastResult={replyResult} />
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-end">
          <Form method="post" className="flex items-end gap-2">
            <div>
              <label htmlFor="inquiry-status" className="mb-1 block text-sm font-medium">
                Status
              </label>
              <select
                ref={statusBox}
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
