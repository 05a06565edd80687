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
import type { MessageFormData } from "~/models/messages";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { customerMessageAction, customerThreadData } from "~/components/messages/messages.server";
import { OrderMessages } from "~/components/messages/order-messages";
import { PageShell } from "~/components/page-shell";
import { requireUserId } from "~/utils/auth.server";
import { shortId } from "~/utils/format";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const orderId = params.orderId ?? "";
  return json({
    orderId,
    shortId: shortId(orderId),
    ...(await customerThreadData(orderId, userId)),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  return customerMessageAction(request, userId, params.orderId ?? "");
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
