// The answer to a message posted on an order's thread page, the same for the customer's and
// the agency's side: 404 for an order the poster may not see, the form's data with its
// status when refused, and a stored message goes back to the order page.
import { json } from "@remix-run/node";
import type { MessagePostOutcome } from "~/models/messages/post.server";
import {
  MESSAGE_TEXTS,
  type MessageFormData,
  type ThreadPageData,
} from "~/models/messages/messages";
import { shortId } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";

const threadNotFound = () => json(MESSAGE_TEXTS.notFound, { status: 404 });

/** The thread page's data, or 404 for an order the viewer may not see. */
export function threadPage(
  orderId: string,
  data: Pick<ThreadPageData, "thread" | "action"> | null,
) {
  if (!data) throw threadNotFound();
  return json<ThreadPageData>({ orderId, shortId: shortId(orderId), ...data });
}

/**
 * The thread an inbox opens beside its list (`?thread=`), posting back to the inbox so that an
 * answer returns there; 404 for an order the viewer may not see.
 */
export function inboxThread(
  orderId: string,
  data: Pick<ThreadPageData, "thread"> | null,
  action: string,
): ThreadPageData {
  if (!data) throw threadNotFound();
  return { orderId, shortId: shortId(orderId), thread: data.thread, action };
}

/**
 * `orderPage`: the page whose #nachrichten a message without JavaScript returns to (an order
 * page, or the inbox with the thread open).
 */
export async function respondToMessagePost(outcome: MessagePostOutcome, orderPage: string) {
  if (outcome.kind === "not_found") throw threadNotFound();
  if (outcome.kind === "refused")
    return json<MessageFormData>(outcome.data, {
      status: outcome.status,
      headers: outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : undefined,
    });
  // with JavaScript the fetcher stays on the page and the thread revalidates in place
  if (outcome.js) return json<MessageFormData>(outcome.data);
  return redirectWithToast(`${orderPage}#nachrichten`, {
    type: "success",
    title: outcome.title,
  });
}
