// "Mein Profil" for every staff member, whatever the role: who is signed in and "Meine
// Benachrichtigungen", the mails about the orders assigned to them. Only one's own settings
// are read and written: the action takes the id from the session, never from the form.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { StaffNotificationsForm } from "~/components/admin/staff-notifications-form";
import { Panel } from "~/components/ui/panel";
import { requireStaff } from "~/http/staff.server";
import { PROFILE_TEXTS, staffNotificationsSchema } from "~/models/team/notifications";
import { setStaffNotificationSettings, staffProfile } from "~/models/team/notifications.server";
import { FORBIDDEN_TEXT } from "~/models/team/permissions";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { noindexMeta } from "~/utils/meta";
import { invariantResponse } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const profile = await staffProfile(staff.id);
  invariantResponse(profile, FORBIDDEN_TEXT, { status: 403 });
  return json({ profile });
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const submission = parseWithZod(await readFormData(request), {
    schema: staffNotificationsSchema,
  });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const saved = await setStaffNotificationSettings(staff.id, submission.value);
  invariantResponse(saved, FORBIDDEN_TEXT, { status: 403 });
  return redirectWithToast("/admin/profil", { type: "success", title: PROFILE_TEXTS.saved });
}

export default function AdminProfile() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AdminShell>
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{PROFILE_TEXTS.title}</h1>
        <p className="mt-1 text-slate-600" data-testid="profile-identity">
          {profile.name}
          {profile.role ? ` · ${profile.role}` : ""} · {profile.email}
        </p>
        <Panel
          id="benachrichtigungen"
          titleId="notifications-title"
          title={PROFILE_TEXTS.notificationsTitle}
          className="mt-8"
          padding="sm:p-6"
          titleGap="mb-4"
          testId="staff-notifications"
        >
          <p className="mb-4 text-sm text-slate-600">{PROFILE_TEXTS.notificationsIntro}</p>
          <StaffNotificationsForm
            lastResult={actionData?.result ?? null}
            settings={profile.settings}
          />
        </Panel>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}

export const meta: MetaFunction = () => noindexMeta("Mein Profil – Admin – Seitenwerk");
