// Layout of the admin area: its loader gives the navigation its figures (new contact
// inquiries, unread customer messages) once, for every admin page. Each page still checks the admin itself.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import type { AdminLayoutData } from "~/components/admin/admin-shell";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { countNewInquiries } from "~/models/contact.server";
import { countUnreadForAgency } from "~/models/message-inbox.server";
import { clearDeadAdminCookie, getAdminUserId } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const adminId = await getAdminUserId(request);
  // an admin cookie naming a session that no longer exists is destroyed (same lookup)
  const [newInquiries, unreadMessages] = adminId
    ? await Promise.all([countNewInquiries(), countUnreadForAgency()])
    : [0, 0];
  return json<AdminLayoutData>(
    { newInquiries, unreadMessages },
    { headers: adminId ? undefined : await clearDeadAdminCookie(request) },
  );
}

export default function AdminLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
