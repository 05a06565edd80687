// The customer's thread of one order as its own page: the target of the message form.
// Without JavaScript a post lands here, and a message with errors is shown here with the
// German messages and the text typed; a stored one redirects to the order page. Another
// customer's order answers 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ThreadPage } from "~/components/messages/order-messages";
import { PageShell } from "~/components/page-shell";
import { respondToMessagePost, threadPage } from "~/http/message-thread.server";
import { customerThreadData } from "~/models/messages/messages.server";
import { receiveCustomerMessage } from "~/models/messages/post.server";
import { requireUserId } from "~/utils/auth.server";
import { throttleHeaders } from "~/utils/throttle-headers";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const orderId = params.orderId ?? "";
  return threadPage(orderId, await customerThreadData(orderId, userId));
}

// a refusal for too many attempts tells a plain form post when to try again
export const headers = throttleHeaders;

export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const orderId = params.orderId ?? "";
  return respondToMessagePost(
    await receiveCustomerMessage(request, userId, orderId),
    `/order-details/${orderId}`,
  );
}

export default function CustomerThread() {
  return (
    <PageShell>
      <ThreadPage viewer="customer" />
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export const meta: MetaFunction = () => [{ title: "Nachrichten – Seitenwerk" }];
