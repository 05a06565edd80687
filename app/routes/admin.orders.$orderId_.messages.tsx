// The agency's thread of one order as its own page: the target of the message form on the
// admin order page (a plain post without JavaScript lands here).
import { json } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AdminOrderErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { ThreadPage } from "~/components/messages/order-messages";
import { respondToMessagePost, threadPage } from "~/http/message-thread.server";
import { requireStaffOrder } from "~/http/staff.server";
import { adminThreadData } from "~/models/messages/messages.server";
import { receiveAgencyMessage } from "~/models/messages/post.server";
import { ORDER_NOT_FOUND } from "~/models/order/admin-page";
import { throttleHeaders } from "~/utils/throttle-headers";

const notFound = () => json(ORDER_NOT_FOUND, { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaffOrder(request, params.orderId, notFound, "messages.read");
  const orderId = params.orderId ?? "";
  return threadPage(orderId, await adminThreadData(orderId));
}

// a refusal for too many attempts tells a plain form post when to try again
export const headers = throttleHeaders;

export async function action({ request, params }: ActionFunctionArgs) {
  // checked before a byte of the message or its files is read
  const { id: adminId } = await requireStaffOrder(
    request,
    params.orderId,
    notFound,
    "messages.write",
  );
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
  return <AdminOrderErrorBoundary />;
}

export const meta: MetaFunction = () => [{ title: "Nachrichten – Admin – Seitenwerk" }];
