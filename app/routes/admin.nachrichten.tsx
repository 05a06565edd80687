// The agency's inbox: every order's thread, unread first, then the most recent; each line
// opens the admin order page at its thread, which marks the customer's messages read.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { InboxList } from "~/components/messages/inbox-list";
import { requireStaff } from "~/http/staff.server";
import { adminInbox } from "~/models/message-inbox.server";
import { INBOX_TEXTS } from "~/models/messages";
import { orderScope } from "~/models/team/staff.server";
import { noindexMeta } from "~/utils/meta";

export const meta: MetaFunction = () => noindexMeta("Nachrichten – Admin – Seitenwerk");

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, "messages.read");
  return json({ threads: await adminInbox(orderScope(staff)) });
}

export default function AdminInbox() {
  const { threads } = useLoaderData<typeof loader>();
  return (
    <AdminShell>
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {INBOX_TEXTS.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{INBOX_TEXTS.introAdmin}</p>
        <InboxList threads={threads} viewer="admin" />
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
