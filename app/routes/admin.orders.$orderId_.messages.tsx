// The agency's thread of one order as its own page: the target of the message form on the
// admin order page (a plain post without JavaScript lands here).
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminShell } from "~/components/admin/admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OrderMessages } from "~/components/messages/order-messages";
import { receiveAgencyMessage, type MessagePostOutcome } from "~/models/message-post.server";
import { MESSAGE_TEXTS, type MessageFormData } from "~/models/messages";
import { adminThreadData } from "~/models/messages.server";
import { requireAdminUserId } from "~/utils/auth.server";
import { shortId } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminUserId(request);
  const orderId = params.orderId ?? "";
  const data = await adminThreadData(orderId);
  if (!data) throw notFound();
  return json({ orderId, shortId: shortId(orderId), ...data });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const adminId = await requireAdminUserId(request);
  const orderId = params.orderId ?? "";
  return respond(await receiveAgencyMessage(request, adminId, orderId), orderId);
}

const notFound = () => json(MESSAGE_TEXTS.notFound, { status: 404 });

async function respond(outcome: MessagePostOutcome, orderId: string) {
  if (outcome.kind === "not_found") throw notFound();
  if (outcome.kind === "refused")
    return json<MessageFormData>(outcome.data, { status: outcome.status });
  // with JavaScript the fetcher stays on the page and the thread revalidates in place
  if (outcome.js) return json<MessageFormData>(outcome.data);
  return redirectWithToast(`/admin/orders/${orderId}#nachrichten`, {
    type: "success",
    title: outcome.title,
  });
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
