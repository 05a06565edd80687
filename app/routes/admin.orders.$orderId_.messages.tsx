// The agency's thread of one order as its own page: the target of the message form on the
// admin order page (a plain post without JavaScript lands here).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AdminShell } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ThreadPage } from "~/components/messages/order-messages";
import { respondToMessagePost, threadPage } from "~/http/message-thread.server";
import { receiveAgencyMessage } from "~/models/message-post.server";
import { adminThreadData } from "~/models/messages.server";
import { requireAdminUserId } from "~/utils/auth.server";
import { throttleHeaders } from "~/utils/throttle-headers";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminUserId(request);
  const orderId = params.orderId ?? "";
  return threadPage(orderId, await adminThreadData(orderId));
}

// a refusal for too many attempts tells a plain form post when to try again
export const headers = throttleHeaders;

export async function action({ request, params }: ActionFunctionArgs) {
  const adminId = await requireAdminUserId(request);
  const orderId = params.orderId ?? "";
  return respondToMessagePost(
    await receiveAgencyMessage(request, adminId, orderId),
    `/admin/orders/${orderId}`,
  );
}

export default function AdminThread() {
  return (
    <AdminShell>
      <ThreadPage viewer="admin" />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export const meta: MetaFunction = () => [{ title: "Nachrichten – Admin – Seitenwerk" }];
