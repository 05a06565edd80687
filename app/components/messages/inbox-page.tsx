// An inbox of either side: the list of threads and, once one is chosen (`?thread=`), that
// thread with its form beside the list, so a message is read and answered without leaving the
// inbox. Below 1024 px the thread takes the list's place with a way back: a phone shows one
// thing at a time. Plain CSS and links, the same with and without JavaScript.
import { Link } from "@remix-run/react";
import { InboxList } from "./inbox-list";
import { OrderMessages } from "./order-messages";
import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import {
  INBOX_TEXTS,
  type InboxThread,
  type MessageFormData,
  type ThreadPageData,
} from "~/models/messages/messages";

type Viewer = "customer" | "admin";

const SIDE = {
  customer: {
    list: "/nachrichten",
    orderPage: (orderId: string) => `/order-details/${orderId}`,
    toOrder: INBOX_TEXTS.toOrder,
  },
  admin: {
    list: "/admin/nachrichten",
    orderPage: (orderId: string) => `/admin/orders/${orderId}`,
    toOrder: INBOX_TEXTS.toOrderAdmin,
  },
} as const;

export function InboxPage({
  viewer,
  threads,
  open,
  actionData,
  canWrite = true,
  className,
  children,
}: {
  viewer: Viewer;
  threads: InboxThread[];
  /** the chosen thread, with the inbox as its form's target */
  open: ThreadPageData | null;
  /** a refused post without JavaScript: its messages and the text typed */
  actionData?: MessageFormData;
  canWrite?: boolean;
  /** the padding of the page */
  className?: string;
  /** the heading and the introduction */
  children: ReactNode;
}) {
  const side = SIDE[viewer];
  return (
    <div className={cn("container-page", open ? "max-w-6xl" : "max-w-3xl", className)}>
      {children}
      {open ? (
        <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-6">
          <InboxList
            threads={threads}
            viewer={viewer}
            selected={open.orderId}
            className="hidden lg:block"
          />
          <div data-testid="open-thread">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm font-semibold">
              <Link to={side.list} className="text-brand-700 hover:underline lg:hidden">
                {INBOX_TEXTS.back}
              </Link>
              <Link
                to={side.orderPage(open.orderId)}
                className="ml-auto text-brand-700 hover:underline"
              >
                {side.toOrder}
                {open.shortId}
              </Link>
            </div>
            <OrderMessages
              className="mt-3"
              thread={open.thread}
              action={open.action}
              viewer={viewer}
              actionData={actionData}
              canWrite={canWrite}
            />
          </div>
        </div>
      ) : (
        <InboxList threads={threads} viewer={viewer} />
      )}
    </div>
  );
}
