// The customer's inbox: the threads of all their orders, unread first. A line opens its
// thread beside the list (`?thread=<orderId>`; on a phone instead of it), where it is read
// (which marks it read) and answered; an answer without JavaScript returns to the same place.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageErrorBoundary } from "~/components/error-boundary";
import { InboxPage } from "~/components/messages/inbox-page";
import { PageShell } from "~/components/page-shell";
import { ButtonLink } from "~/components/ui/button";
import { inboxThread, respondToMessagePost } from "~/http/message-thread.server";
import { customerInbox } from "~/models/messages/inbox.server";
import {
  INBOX_TEXTS,
  inboxThreadUrl,
  selectedThread,
  type MessageFormData,
} from "~/models/messages/messages";
import { customerThreadData } from "~/models/messages/messages.server";
import { receiveCustomerMessage } from "~/models/messages/post.server";
import { requireUserId } from "~/utils/auth.server";
import { throttleHeaders } from "~/utils/throttle-headers";

export const meta: MetaFunction = () => [{ title: "Nachrichten – Seitenwerk" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const orderId = selectedThread(request.url);
  // the thread first: showing it marks it read, so the list beside it counts it read
  const open = orderId
    ? inboxThread(
        orderId,
        await customerThreadData(orderId, userId),
        inboxThreadUrl.customer(orderId),
      )
    : null;
  return json({ threads: await customerInbox(userId), open });
}

// a refusal for too many attempts tells a plain form post when to try again
export const headers = throttleHeaders;

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const orderId = selectedThread(request.url) ?? "";
  return respondToMessagePost(
    await receiveCustomerMessage(request, userId, orderId),
    inboxThreadUrl.customer(orderId),
  );
}

export default function CustomerInbox() {
  const { threads, open } = useLoaderData<typeof loader>();
  const actionData = useActionData<MessageFormData>();
  const unread = threads.reduce((sum, t) => sum + t.unread, 0);
  return (
    <PageShell>
      <InboxPage
        viewer="customer"
        threads={threads}
        open={open}
        actionData={actionData}
        className="pt-10 sm:pt-14"
      >
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{INBOX_TEXTS.title}</h1>
        <p className="mt-2 text-slate-600">
          {INBOX_TEXTS.intro}
          {unread
            ? ` ${unread === 1 ? "1 ungelesene Nachricht." : `${unread} ungelesene Nachrichten.`}`
            : ""}
        </p>
      </InboxPage>
      <div className={`container-page pb-10 pt-6 sm:pb-14 ${open ? "max-w-6xl" : "max-w-3xl"}`}>
        <ButtonLink to="/dashboard" variant="ghost">
          ← Zu meinen Bestellungen
        </ButtonLink>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
