// Layout of the admin area: its loader gives the navigation its figures (new contact
// inquiries, unread customer messages) and the signed-in staff member's role once, for every
// admin page, so the navigation offers only what the role may open. Each page still checks
// the permission itself.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, type ShouldRevalidateFunction } from "@remix-run/react";
import type { AdminLayoutData } from "~/components/admin/admin-shell";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { optionalStaff } from "~/http/staff.server";
import { countNewInquiries } from "~/models/contact/contact.server";
import { countUnreadForAgency, threadShownAt } from "~/models/messages/inbox.server";
import { can, permissionsOf, ROLE_LABELS } from "~/models/team/permissions";
import { orderScope } from "~/models/team/staff.server";
import { clearDeadAdminCookie } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await optionalStaff(request);
  // an admin cookie naming a session that no longer exists is destroyed (same lookup)
  const [newInquiries, unreadMessages] = staff
    ? await Promise.all([
        can(staff.role, "inquiries.manage") ? countNewInquiries() : 0,
        countUnreadForAgency(orderScope(staff), threadShownAt(request.url, "agency")),
      ])
    : [0, 0];
  return json<AdminLayoutData>(
    {
      newInquiries,
      unreadMessages,
      staff: staff
        ? { role: staff.role, roleLabel: ROLE_LABELS[staff.role], can: permissionsOf(staff.role) }
        : null,
    },
    { headers: staff ? undefined : await clearDeadAdminCookie(request) },
  );
}

// the navigation's figures are asked again at every step to another page, as a page load would:
// a step into an order marks its thread read, and the team's work changes them meanwhile
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export default function AdminLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
