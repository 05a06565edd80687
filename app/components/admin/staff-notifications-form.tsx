// "Meine Benachrichtigungen" on /admin/profil: the signed-in staff member's mail switches. A
// plain form post without JavaScript; conform checks the same schema as the action.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/auth-card";
import { ConformCheckboxList } from "~/components/ui/conform-checkbox-list";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConformForm } from "~/components/ui/use-conform-form";
import {
  PROFILE_TEXTS,
  STAFF_NOTIFICATION_SETTINGS,
  staffNotificationsSchema,
  type StaffNotificationSettings,
} from "~/models/team/notifications";

export function StaffNotificationsForm({
  lastResult,
  settings,
}: {
  lastResult: SubmissionResult<string[]> | null;
  settings: StaffNotificationSettings;
}) {
  const [form, fields] = useConformForm(staffNotificationsSchema, {
    id: "staff-notifications",
    lastResult,
    defaultValue: Object.fromEntries(
      STAFF_NOTIFICATION_SETTINGS.map((s) => [s.name, settings[s.name] ? "on" : undefined]),
    ),
  });
  const refused = form.status === "error";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {refused ? (
        <FormAlert title="Einstellungen nicht gespeichert">{PROFILE_TEXTS.invalid}</FormAlert>
      ) : null}
      <ConformCheckboxList
        legend={PROFILE_TEXTS.legend}
        settings={STAFF_NOTIFICATION_SETTINGS}
        fields={fields}
      />
      <p className="text-sm text-slate-600">{PROFILE_TEXTS.noSelf}</p>
      <SubmitButton variant="secondary" pendingLabel={PROFILE_TEXTS.saving}>
        {PROFILE_TEXTS.save}
      </SubmitButton>
    </Form>
  );
}
