// The customer's thread of one order as its own page: the target of the message form.
// Without JavaScript a post lands here, and a message with errors is shown here with the
// German messages and the text typed; a stored one redirects to the order page. Another
// customer's order answers 404.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OrderMessages } from "~/components/messages/order-messages";
import { PageShell } from "~/components/page-shell";
import { receiveCustomerMessage, type MessagePostOutcome } from "~/models/message-post.server";
import { MESSAGE_TEXTS, type MessageFormData } from "~/models/messages";
import { customerThreadData } from "~/models/messages.server";
import { requireUserId } from "~/utils/auth.server";
import { shortId } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const orderId = params.orderId ?? "";
  const data = await customerThreadData(orderId, userId);
  if (!data) throw notFound();
  return json({ orderId, shortId: shortId(orderId), ...data });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const orderId = params.orderId ?? "";
  return respond(await receiveCustomerMessage(request, userId, orderId), orderId);
}

const notFound = () => json(MESSAGE_TEXTS.notFound, { status: 404 });

async function respond(outcome: MessagePostOutcome, orderId: string) {
  if (outcome.kind === "not_found") throw notFound();
  if (outcome.kind === "refused")
    return json<MessageFormData>(outcome.data, {
      status: outcome.status,
      headers: outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : undefined,
    });
  // with JavaScript the fetcher stays on the page and the thread revalidates in place
  if (outcome.js) return json<MessageFormData>(outcome.data);
  return redirectWithToast(`/order-details/${orderId}#nachrichten`, {
    type: "success",
    title: outcome.title,
  });
}

export default function CustomerThread() {
  const { orderId, shortId, thread, action } = useLoaderData<typeof loader>();
  const actionData = useActionData<MessageFormData>();
  return (
    <PageShell>
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <Link
          to={`/order-details/${orderId}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Zurück zur Bestellung #{shortId}
        </Link>
        <OrderMessages
          className="mt-4"
          thread={thread}
          action={action}
          viewer="customer"
          actionData={actionData}
        />
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export const meta: MetaFunction = () => [{ title: "Nachrichten – Seitenwerk" }];
