// The order thread (customer and agency): the messages as text (never as HTML), their
// files, and one form. Without JavaScript the form is a plain multipart post to the
// thread's own route, which redirects back here; with JavaScript it posts through a
// fetcher, so the page stays where it is and the thread revalidates in place.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useStaffCan } from "~/components/admin/admin-shell";
import { FormAlert } from "~/components/auth-card";
import { showToast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { TextareaField } from "~/components/ui/field";
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  messageSchema,
  type MessageFormData,
  type ThreadMessage,
  type ThreadPageData,
} from "~/models/messages/messages";
import { parseWithZod } from "~/utils/conform-zod";
import { formatBytes, formatDateTime } from "~/utils/format";

type Viewer = "customer" | "admin";

function senderLabel(message: ThreadMessage, viewer: Viewer) {
  if (message.fromAgency)
    return viewer === "admin" && message.authorName
      ? `${MESSAGE_TEXTS.fromAgency} – ${message.authorName}`
      : MESSAGE_TEXTS.fromAgency;
  return viewer === "customer"
    ? MESSAGE_TEXTS.you
    : (message.authorName ?? MESSAGE_TEXTS.fromCustomer);
}

function MessageItem({ message, viewer }: { message: ThreadMessage; viewer: Viewer }) {
  const own = viewer === "admin" ? message.fromAgency : !message.fromAgency;
  return (
    <li
      data-testid="message"
      data-unread={message.unread || undefined}
      data-internal={message.internal || undefined}
      className={cn("flex", own ? "justify-end" : "justify-start")}
    >
      <article
        className={cn(
          "w-full max-w-[36rem] rounded-2xl border p-4 text-sm",
          message.internal
            ? "border-amber-200 bg-amber-50"
            : own
              ? "border-brand-100 bg-brand-50"
              : "border-slate-200 bg-white",
        )}
      >
        <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <span className="font-semibold text-slate-900">{senderLabel(message, viewer)}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {message.internal ? <Badge tone="warning">{MESSAGE_TEXTS.internalBadge}</Badge> : null}
          {message.unread ? <Badge tone="brand">{MESSAGE_TEXTS.unread}</Badge> : null}
          {own && !message.internal ? <ReadState readAt={message.readAt} viewer={viewer} /> : null}
        </header>
        {/* text only: React escapes it, so HTML in a message is shown, never run */}
        {message.body ? (
          <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{message.body}</p>
        ) : null}
        {message.files.length ? (
          <ul aria-label={MESSAGE_TEXTS.attachments} className="mt-3 space-y-2">
            {message.files.map((f) => (
              <li key={f.id}>
                {f.preview === "image" ? (
                  // the thumbnail opens the picture itself; the name below downloads it
                  <a href={`${f.url}?inline=1`} className="mb-1 inline-block">
                    <img
                      src={`${f.url}?inline=1`}
                      alt={`Vorschau: ${f.name}`}
                      loading="lazy"
                      className="max-h-40 max-w-full rounded-lg border border-slate-200 bg-white object-contain"
                    />
                  </a>
                ) : null}
                <div className="flex items-center justify-between gap-3">
                  <a
                    href={f.url}
                    className="min-w-0 truncate font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {f.name}
                  </a>
                  <span className="flex shrink-0 items-center gap-3 text-xs text-slate-500">
                    {f.preview === "pdf" ? (
                      <a
                        href={`${f.url}?inline=1`}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={`${f.name} im Browser öffnen (neues Fenster)`}
                        className="font-semibold text-brand-700 underline underline-offset-2"
                      >
                        {MESSAGE_TEXTS.openPdf}
                      </a>
                    ) : null}
                    {formatBytes(f.size)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

/** On one's own message: whether the other side has seen it yet. */
function ReadState({ readAt, viewer }: { readAt: string | null; viewer: Viewer }) {
  if (!readAt)
    return (
      <span data-testid="read-state" className="ml-auto">
        {viewer === "admin" ? MESSAGE_TEXTS.notReadByCustomer : MESSAGE_TEXTS.notReadByAgency}
      </span>
    );
  return (
    <span data-testid="read-state" className="ml-auto text-emerald-700">
      <span aria-hidden="true">✓ </span>
      {MESSAGE_TEXTS.read}{" "}
      <time dateTime={readAt} className="sr-only sm:not-sr-only">
        {formatDateTime(readAt)}
      </time>
    </span>
  );
}

export function OrderMessages({
  thread,
  action,
  viewer,
  actionData,
  className,
  canWrite = true,
}: {
  /** false: the staff member's role reads the thread but does not write (Buchhaltung) */
  canWrite?: boolean;
  thread: ThreadMessage[];
  /** the thread's route: /order-details/{id}/messages or /admin/orders/{id}/messages */
  action: string;
  viewer: Viewer;
  /** the answer of a post without JavaScript (the thread's own page renders it) */
  actionData?: MessageFormData;
  className?: string;
}) {
  const fetcher = useFetcher<MessageFormData>({ key: `messages-${action}` });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const data = fetcher.data ?? actionData;
  const [form, fields] = useForm({
    id: `message-form-${viewer}`,
    lastResult: fetcher.state === "idle" ? data?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: messageSchema }),
    shouldValidate: "onSubmit",
  });
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    // a stored message empties the form (the file input too) and says so, as the page's
    // answer without JavaScript does with its toast
    if (fetcher.state === "idle" && fetcher.data?.sent) {
      formRef.current?.reset();
      showToast({ type: "success", title: fetcher.data.title ?? MESSAGE_TEXTS.sent });
    }
  }, [fetcher.state, fetcher.data]);

  const unread = thread.filter((m) => m.unread).length;
  return (
    <section
      id="nachrichten"
      aria-labelledby="messages-title"
      className={cn("rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6", className)}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="messages-title" className="text-lg font-semibold text-slate-900">
          {MESSAGE_TEXTS.title}
        </h2>
        {unread ? (
          <Badge tone="brand">
            {unread} {unread === 1 ? "neue Nachricht" : "neue Nachrichten"}
          </Badge>
        ) : null}
      </div>

      {thread.length ? (
        <ol className="mt-4 space-y-3" aria-label="Verlauf">
          {thread.map((m) => (
            <MessageItem key={m.id} message={m} viewer={viewer} />
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          {viewer === "admin" ? MESSAGE_TEXTS.emptyAdmin : MESSAGE_TEXTS.empty}
        </p>
      )}

      {canWrite ? null : (
        <p className="mt-5 border-t border-slate-100 pt-5 text-sm text-slate-600">
          Ihre Rolle kann Nachrichten lesen, aber nicht schreiben.
        </p>
      )}
      {canWrite ? (
        <fetcher.Form
          ref={formRef}
          method="post"
          action={action}
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="mt-5 space-y-4 border-t border-slate-100 pt-5"
        >
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          {data?.error ? <FormAlert title={data.error} /> : null}
          {data?.uploadErrors?.length ? (
            <FormAlert title={MESSAGE_TEXTS.filesRefused}>
              <ul className="list-disc pl-5">
                {data.uploadErrors.map((e) => (
                  <li key={e.name}>{e.message}</li>
                ))}
              </ul>
            </FormAlert>
          ) : null}
          <TextareaField
            label={viewer === "admin" ? MESSAGE_TEXTS.bodyLabelAdmin : MESSAGE_TEXTS.bodyLabel}
            {...getTextareaProps(fields.body)}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={4}
            errors={fields.body.errors}
          />
          <div>
            <label
              htmlFor={`${form.id}-files`}
              className="mb-1.5 block text-sm font-medium text-slate-800"
            >
              {MESSAGE_TEXTS.filesLabel}
            </label>
            <input
              id={`${form.id}-files`}
              type="file"
              name="files"
              multiple
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
            />
          </div>
          {viewer === "admin" ? (
            <AgencySubmit sending={sending} note={fetcher.formData?.get("internal") === "on"} />
          ) : (
            <div className="flex justify-end">
              <Button type="submit" disabled={sending}>
                {sending ? MESSAGE_TEXTS.sending : MESSAGE_TEXTS.send}
              </Button>
            </div>
          )}
        </fetcher.Form>
      ) : null}
    </section>
  );
}

/**
 * The agency's two ways to post: to the customer, or an internal note. Two buttons rather
 * than a tick, so which one happens is the decision of the click itself; the note's button
 * sends `internal=on`, as the tick did.
 */
function AgencySubmit({ sending, note }: { sending: boolean; note: boolean }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600" id="message-submit-hint">
        {MESSAGE_TEXTS.composerHint}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="submit"
          name="internal"
          value="on"
          variant="secondary"
          disabled={sending}
          className="border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100"
          aria-describedby="message-submit-hint"
        >
          {sending && note ? MESSAGE_TEXTS.saving : MESSAGE_TEXTS.saveNote}
        </Button>
        <Button type="submit" disabled={sending} aria-describedby="message-submit-hint">
          {sending && !note ? MESSAGE_TEXTS.sending : MESSAGE_TEXTS.sendToCustomer}
        </Button>
      </div>
    </div>
  );
}

/**
 * The way to the thread from the top of an order page: "Nachrichten (2 neu)". The counts
 * are those of the page's load, before showing the thread marked them read.
 */
/** What the thread page of either side puts in front of its thread. */
const THREAD_PAGE = {
  customer: {
    orderPage: (orderId: string) => `/order-details/${orderId}`,
    back: "← Zurück zur Bestellung #",
    padding: "py-10 sm:py-14",
  },
  admin: {
    orderPage: (orderId: string) => `/admin/orders/${orderId}`,
    back: "← Zurück zu Auftrag #",
    padding: "py-8 sm:py-12",
  },
} as const;

/**
 * An order's thread as its own page, the message form's target without JavaScript: the
 * route's loader gives the thread (see ~/http/message-thread.server), a refused post's
 * answer is shown in the form.
 */
export function ThreadPage({ viewer }: { viewer: Viewer }) {
  const { orderId, shortId, thread, action } = useLoaderData<ThreadPageData>();
  const actionData = useActionData<MessageFormData>();
  const page = THREAD_PAGE[viewer];
  // a staff role that reads but does not write (Buchhaltung) gets no composer
  const can = useStaffCan();
  return (
    <div className={`container-page max-w-3xl ${page.padding}`}>
      <Link
        to={page.orderPage(orderId)}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        {page.back}
        {shortId}
      </Link>
      <OrderMessages
        className="mt-4"
        thread={thread}
        action={action}
        viewer={viewer}
        actionData={actionData}
        canWrite={viewer !== "admin" || !can || can["messages.write"]}
      />
    </div>
  );
}

export function ThreadLink({
  thread,
  href = "#nachrichten",
  className,
}: {
  thread: ThreadMessage[];
  href?: string;
  className?: string;
}) {
  const unread = thread.filter((m) => m.unread).length;
  return (
    <a
      href={href}
      data-testid="thread-link"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold",
        unread
          ? "border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100"
          : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
        className,
      )}
    >
      {MESSAGE_TEXTS.title}
      {unread ? ` (${unread} neu)` : thread.length ? ` (${thread.length})` : ""}
    </a>
  );
}

/** 'n neu' next to an order in a list (customer dashboard, admin table). */
export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge tone="brand" className="whitespace-nowrap">
      <span data-testid="unread-messages">
        {count === 1 ? "1 neue Nachricht" : `${count} neue Nachrichten`}
      </span>
    </Badge>
  );
}
