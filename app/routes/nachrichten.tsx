// The customer's inbox: the threads of all their orders, unread first; each line opens the
// order page at its thread, which marks it read.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageErrorBoundary } from "~/components/error-boundary";
import { InboxList } from "~/components/messages/inbox-list";
import { PageShell } from "~/components/page-shell";
import { ButtonLink } from "~/components/ui/button";
import { customerInbox } from "~/models/message-inbox.server";
import { INBOX_TEXTS } from "~/models/messages";
import { requireUserId } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Nachrichten – Seitenwerk" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  return json({ threads: await customerInbox(userId) });
}

export default function CustomerInbox() {
  const { threads } = useLoaderData<typeof loader>();
  const unread = threads.reduce((sum, t) => sum + t.unread, 0);
  return (
    <PageShell>
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{INBOX_TEXTS.title}</h1>
        <p className="mt-2 text-slate-600">
          {INBOX_TEXTS.intro}
          {unread
            ? ` ${unread === 1 ? "1 ungelesene Nachricht." : `${unread} ungelesene Nachrichten.`}`
            : ""}
        </p>
        <InboxList threads={threads} viewer="customer" />
        <ButtonLink to="/dashboard" variant="ghost" className="mt-6">
          ← Zu meinen Bestellungen
        </ButtonLink>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
