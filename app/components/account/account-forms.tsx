// The forms of /account. Each posts to the page's action with its own `intent` and works
// as a plain form post without JavaScript (the action URL's anchor brings the answer back
// to the form's section); conform adds validation while typing.
import { getFormProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormActions } from "./account-section";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FormAlert, FormErrors } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { ConformCheckboxList } from "~/components/ui/conform-checkbox-list";
import {
  ConformField,
  CurrentPasswordField,
  NewPasswordFields,
} from "~/components/ui/conform-field";
import { RequiredFieldsNote } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConformForm } from "~/components/ui/use-conform-form";
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
} from "~/models/account/settings";

type Result = SubmissionResult<string[]> | null | undefined;

/** An account form's conform set-up: its id is its intent. */
function useAccountForm<Schema extends z.ZodTypeAny>(
  intent: AccountIntent,
  schema: Schema,
  lastResult: Result,
  defaultValue?: Parameters<typeof useConformForm<Schema>>[1]["defaultValue"],
) {
  return useConformForm(schema, { id: intent, lastResult, defaultValue });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own parameter types
type AnyForm = FormMetadata<any, string[]>;

/** One form of the account page: posts its intent to /account and comes back to its section. */
function AccountForm({
  form,
  intent,
  section,
  children,
}: {
  form: AnyForm;
  intent: AccountIntent;
  section: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action={`/account#${section}`}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

export function ProfileForm({
  lastResult,
  defaults,
  company,
}: {
  lastResult: Result;
  defaults: { firstName: string; lastName: string; phone: string };
  /** the billing profile's firm: changed there only, so every page names the same one */
  company: string;
}) {
  const [form, fields] = useAccountForm("profile", profileSchema, lastResult, defaults);
  return (
    <AccountForm form={form} intent="profile" section="profil">
      <FormErrors form={form} title="Angaben nicht gespeichert" />
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
        <div className="text-sm" data-testid="profile-company">
          <p className="font-medium text-slate-700">Unternehmen</p>
          <p className="mt-2 text-slate-900">{company || "Noch nicht angegeben"}</p>
          <a
            href="#rechnungsangaben"
            className="mt-1 inline-block font-semibold text-brand-700 underline"
          >
            Unter „Rechnungsangaben“ ändern
          </a>
        </div>
      </div>
      <RequiredFieldsNote />
      <FormActions>
        <SubmitButton intent="profile" pendingLabel="Wird gespeichert...">
          Angaben speichern
        </SubmitButton>
      </FormActions>
    </AccountForm>
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
  const [form, fields] = useAccountForm("email", emailChangeSchema, lastResult);
  return (
    <AccountForm form={form} intent="email" section="e-mail">
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
      <FormErrors form={form} title="Änderung nicht möglich" />
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
        <SubmitButton intent="email" variant="secondary" pendingLabel="Wird gesendet...">
          Bestätigungslink senden
        </SubmitButton>
      </FormActions>
    </AccountForm>
  );
}

export function PasswordChangeForm({ lastResult }: { lastResult: Result }) {
  const [form, fields] = useAccountForm("password", passwordChangeSchema, lastResult);
  return (
    <AccountForm form={form} intent="password" section="passwort">
      <FormErrors form={form} title="Passwort nicht geändert" />
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
        <SubmitButton intent="password" variant="secondary" pendingLabel="Wird geändert...">
          Passwort ändern
        </SubmitButton>
      </FormActions>
    </AccountForm>
  );
}

export function NotificationsForm({
  lastResult,
  settings,
}: {
  lastResult: Result;
  settings: NotificationSettings;
}) {
  const [form, fields] = useAccountForm("notifications", notificationsSchema, lastResult, {
    notifyMessages: settings.notifyMessages ? "on" : "",
    notifyStatus: settings.notifyStatus ? "on" : "",
    notifyOptional: settings.notifyOptional ? "on" : "",
  });
  return (
    <AccountForm form={form} intent="notifications" section="benachrichtigungen">
      <ConformCheckboxList
        legend="Diese E-Mails möchte ich erhalten:"
        settings={NOTIFICATION_SETTINGS}
        fields={fields}
      />
      <p className="text-sm text-slate-600">{ESSENTIAL_MAILS_TEXT}</p>
      <FormActions>
        <SubmitButton intent="notifications" variant="secondary" pendingLabel="Wird gespeichert...">
          Einstellungen speichern
        </SubmitButton>
      </FormActions>
    </AccountForm>
  );
}

export function ExportForm({
  lastResult,
  downloadToken,
}: {
  lastResult: Result;
  downloadToken: string | null;
}) {
  const [form, fields] = useAccountForm("export", exportSchema, lastResult);
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
    <AccountForm form={form} intent="export" section="daten">
      <FormErrors form={form} title="Export nicht möglich" />
      <CurrentPasswordField
        meta={fields.currentPassword}
        hint="Zu Ihrem Schutz bestätigen Sie den Export mit Ihrem Passwort."
      />
      <FormActions>
        <SubmitButton intent="export" variant="secondary" pendingLabel="Wird vorbereitet...">
          Datenexport anfordern
        </SubmitButton>
      </FormActions>
    </AccountForm>
  );
}
