// The agency's inbox: every order's thread, unread first, then the most recent. A line opens
// its thread beside the list (`?thread=<orderId>`), which marks the customer's messages read
// and takes an answer or an internal note; the order page keeps its own thread.
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell, useStaffCan } from "~/components/admin/admin-shell";
import { InboxPage } from "~/components/messages/inbox-page";
import { inboxThread, respondToMessagePost } from "~/http/message-thread.server";
import { requireStaff, requireStaffOrder } from "~/http/staff.server";
import { adminInbox } from "~/models/messages/inbox.server";
import {
  INBOX_TEXTS,
  inboxThreadUrl,
  selectedThread,
  type MessageFormData,
} from "~/models/messages/messages";
import { adminThreadData } from "~/models/messages/messages.server";
import { receiveAgencyMessage } from "~/models/messages/post.server";
import { ORDER_NOT_FOUND } from "~/models/order/admin-page";
import { orderScope } from "~/models/team/staff.server";
import { noindexMeta } from "~/utils/meta";
import { throttleHeaders } from "~/utils/throttle-headers";

export const meta: MetaFunction = () => noindexMeta("Nachrichten – Admin – Seitenwerk");

const notFound = () => json(ORDER_NOT_FOUND, { status: 404 });

export async function loader({ request }: LoaderFunctionArgs) {
  const orderId = selectedThread(request.url);
  // an order outside the member's scope is refused as on its own thread page
  const staff = orderId
    ? await requireStaffOrder(request, orderId, notFound, "messages.read")
    : await requireStaff(request, "messages.read");
  // the thread first: showing it marks it read, so the list beside it counts it read
  const open = orderId
    ? inboxThread(orderId, await adminThreadData(orderId), inboxThreadUrl.admin(orderId))
    : null;
  return json({ threads: await adminInbox(orderScope(staff)), open });
}

export const headers = throttleHeaders;

export async function action({ request }: ActionFunctionArgs) {
  const orderId = selectedThread(request.url) ?? "";
  // checked before a byte of the message or its files is read
  const { id: adminId } = await requireStaffOrder(request, orderId, notFound, "messages.write");
  return respondToMessagePost(
    await receiveAgencyMessage(request, adminId, orderId),
    inboxThreadUrl.admin(orderId),
  );
}

export default function AdminInbox() {
  const { threads, open } = useLoaderData<typeof loader>();
  const actionData = useActionData<MessageFormData>();
  // a staff role that reads but does not write (Buchhaltung) gets no composer
  const can = useStaffCan();
  return (
    <AdminShell>
      <InboxPage
        viewer="admin"
        threads={threads}
        open={open}
        actionData={actionData}
        canWrite={!can || can["messages.write"]}
        className="py-8 sm:py-12"
      >
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {INBOX_TEXTS.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{INBOX_TEXTS.introAdmin}</p>
      </InboxPage>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
