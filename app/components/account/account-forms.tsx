// The forms of /account. Each posts to the page's action with its own `intent` and works
// as a plain form post without JavaScript (the action URL's anchor brings the answer back
// to the form's section); conform adds validation while typing.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { FormActions } from "./account-section";
import { FormAlert } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import {
  ConformCheckbox,
  ConformField,
  CurrentPasswordField,
  NewPasswordFields,
  useConformForm,
} from "~/components/ui/conform-field";
import { RequiredFieldsNote } from "~/components/ui/field";
import {
  emailChangeSchema,
  exportSchema,
  notificationsSchema,
  passwordChangeSchema,
  profileSchema,
  type AccountIntent,
  ESSENTIAL_MAILS_TEXT,
  NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from "~/models/account-settings";

type Result = SubmissionResult<string[]> | null | undefined;

function useSubmitting(intent: AccountIntent) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function IntentField({ intent }: { intent: AccountIntent }) {
  return <input type="hidden" name="intent" value={intent} />;
}

function FormErrors({ id, title, errors }: { id: string; title: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <FormAlert id={id} title={title}>
      {errors.join(" ")}
    </FormAlert>
  );
}

export function ProfileForm({
  lastResult,
  defaults,
}: {
  lastResult: Result;
  defaults: { firstName: string; lastName: string; phone: string; companyName: string };
}) {
  const [form, fields] = useConformForm(profileSchema, {
    id: "profile",
    lastResult: lastResult,
    defaultValue: defaults,
  });
  const submitting = useSubmitting("profile");
  return (
    <Form method="post" action="/account#profil" {...getFormProps(form)} className="space-y-4">
      <IntentField intent="profile" />
      <FormErrors
        id={form.errorId}
        title="Angaben nicht gespeichert"
        errors={form.errors ?? undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ConformField label="Vorname" required autoComplete="given-name" meta={fields.firstName} />
        <ConformField label="Nachname" required autoComplete="family-name" meta={fields.lastName} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ConformField
          label="Telefon"
          autoComplete="tel"
          hint="Für Rückfragen zu Ihren Bestellungen"
          meta={fields.phone}
          type="tel"
        />
        <ConformField label="Unternehmen" autoComplete="organization" meta={fields.companyName} />
      </div>
      <RequiredFieldsNote />
      <FormActions>
        <Button type="submit" disabled={submitting}>
          {submitting ? "Wird gespeichert..." : "Angaben speichern"}
        </Button>
      </FormActions>
    </Form>
  );
}

export function EmailChangeForm({
  lastResult,
  currentEmail,
  pending,
}: {
  lastResult: Result;
  currentEmail: string;
  pending: { email: string; expiresAt: string } | null;
}) {
  const [form, fields] = useConformForm(emailChangeSchema, {
    id: "email",
    lastResult: lastResult,
  });
  const submitting = useSubmitting("email");
  return (
    <Form method="post" action="/account#e-mail" {...getFormProps(form)} className="space-y-4">
      <IntentField intent="email" />
      <p className="text-sm text-slate-700">
        Aktuelle Adresse:{" "}
        <strong className="break-all font-semibold text-slate-900" data-testid="current-email">
          {currentEmail}
        </strong>
      </p>
      {pending ? (
        <FormAlert tone="info" title="Bestätigung ausstehend">
          Wir haben einen Bestätigungslink an <strong className="break-all">{pending.email}</strong>{" "}
          gesendet (gültig bis {pending.expiresAt}). Die Adresse ändert sich, sobald Sie den Link
          öffnen. Bis dahin bleibt Ihre aktuelle Adresse gültig.
        </FormAlert>
      ) : null}
      <FormErrors
        id={form.errorId}
        title="Änderung nicht möglich"
        errors={form.errors ?? undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ConformField
          label="Neue E-Mail-Adresse"
          required
          autoComplete="email"
          meta={fields.newEmail}
          type="email"
        />
        <ConformField
          label="Aktuelles Passwort"
          required
          autoComplete="current-password"
          meta={fields.currentPassword}
          type="password"
        />
      </div>
      <FormActions>
        <Button type="submit" variant="secondary" disabled={submitting}>
          {submitting ? "Wird gesendet..." : "Bestätigungslink senden"}
        </Button>
      </FormActions>
    </Form>
  );
}

export function PasswordChangeForm({ lastResult }: { lastResult: Result }) {
  const [form, fields] = useConformForm(passwordChangeSchema, {
    id: "password",
    lastResult: lastResult,
  });
  const submitting = useSubmitting("password");
  return (
    <Form method="post" action="/account#passwort" {...getFormProps(form)} className="space-y-4">
      <IntentField intent="password" />
      <FormErrors
        id={form.errorId}
        title="Passwort nicht geändert"
        errors={form.errors ?? undefined}
      />
      <CurrentPasswordField meta={fields.currentPassword} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields
          password={fields.newPassword}
          confirm={fields.confirmPassword}
          hint="Mindestens 8 Zeichen"
          label="Neues Passwort"
          confirmLabel="Neues Passwort bestätigen"
        />
      </div>
      <FormActions>
        <Button type="submit" variant="secondary" disabled={submitting}>
          {submitting ? "Wird geändert..." : "Passwort ändern"}
        </Button>
      </FormActions>
    </Form>
  );
}

export function NotificationsForm({
  lastResult,
  settings,
}: {
  lastResult: Result;
  settings: NotificationSettings;
}) {
  const [form, fields] = useConformForm(notificationsSchema, {
    id: "notifications",
    lastResult,
    defaultValue: {
      notifyMessages: settings.notifyMessages ? "on" : "",
      notifyStatus: settings.notifyStatus ? "on" : "",
      notifyOptional: settings.notifyOptional ? "on" : "",
    },
  });
  const submitting = useSubmitting("notifications");
  return (
    <Form
      method="post"
      action="/account#benachrichtigungen"
      {...getFormProps(form)}
      className="space-y-4"
    >
      <IntentField intent="notifications" />
      <fieldset className="space-y-4">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          Diese E-Mails möchte ich erhalten:
        </legend>
        {NOTIFICATION_SETTINGS.map((setting) => (
          <ConformCheckbox
            key={setting.name}
            label={
              <>
                <span className="font-medium text-slate-900">{setting.label}</span>
                <span className="mt-0.5 block text-slate-600">{setting.text}</span>
              </>
            }
            meta={fields[setting.name]}
          />
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">{ESSENTIAL_MAILS_TEXT}</p>
      <FormActions>
        <Button type="submit" variant="secondary" disabled={submitting}>
          {submitting ? "Wird gespeichert..." : "Einstellungen speichern"}
        </Button>
      </FormActions>
    </Form>
  );
}

export function ExportForm({
  lastResult,
  downloadToken,
}: {
  lastResult: Result;
  downloadToken: string | null;
}) {
  const [form, fields] = useConformForm(exportSchema, {
    id: "export",
    lastResult: lastResult,
  });
  const submitting = useSubmitting("export");
  if (downloadToken)
    return (
      <div>
        <FormAlert tone="success" title="Ihr Datenexport ist bereit">
          Der Download ist 10 Minuten lang einmal möglich. Die ZIP-Datei enthält Ihre Daten
          (daten.json), Ihre Dateien, die Dateien der Agentur, Ihre Rechnungen und eine Erklärung
          (LIESMICH.txt).
        </FormAlert>
        {/* a document request: the browser saves the ZIP itself, with or without JavaScript */}
        <Form method="post" action="/account/export" reloadDocument>
          <input type="hidden" name="token" value={downloadToken} />
          <FormActions>
            <Button type="submit">Daten herunterladen (ZIP)</Button>
          </FormActions>
        </Form>
      </div>
    );
  return (
    <Form method="post" action="/account#daten" {...getFormProps(form)} className="space-y-4">
      <IntentField intent="export" />
      <FormErrors
        id={form.errorId}
        title="Export nicht möglich"
        errors={form.errors ?? undefined}
      />
      <ConformField
        label="Aktuelles Passwort"
        required
        autoComplete="current-password"
        hint="Zu Ihrem Schutz bestätigen Sie den Export mit Ihrem Passwort."
        className="sm:max-w-sm"
        meta={fields.currentPassword}
        type="password"
      />
      <FormActions>
        <Button type="submit" variant="secondary" disabled={submitting}>
          {submitting ? "Wird vorbereitet..." : "Datenexport anfordern"}
        </Button>
      </FormActions>
    </Form>
  );
}
