// The agency's thread of one order as its own page: the target of the message form on the
// admin order page (a plain post without JavaScript lands here).
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { MessageFormData } from "~/models/messages";
import { AdminShell } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { adminMessageAction, adminThreadData } from "~/components/messages/messages.server";
import { OrderMessages } from "~/components/messages/order-messages";
import { requireAdminUserId } from "~/utils/auth.server";
import { shortId } from "~/utils/format";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminUserId(request);
  const orderId = params.orderId ?? "";
  return json({ orderId, shortId: shortId(orderId), ...(await adminThreadData(orderId)) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const adminId = await requireAdminUserId(request);
  return adminMessageAction(request, adminId, params.orderId ?? "");
}

export default function AdminThread() {
  const { orderId, shortId, thread, action } = useLoaderData<typeof loader>();
  const actionData = useActionData<MessageFormData>();
  return (
    <AdminShell>
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <Link
          to={`/admin/orders/${orderId}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Zurück zu Auftrag #{shortId}
        </Link>
        <OrderMessages
          className="mt-4"
          thread={thread}
          action={action}
          viewer="admin"
          actionData={actionData}
        />
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export const meta: MetaFunction = () => [{ title: "Nachrichten – Admin – Seitenwerk" }];
