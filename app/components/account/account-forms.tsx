// The forms of /account. Each posts to the page's action with its own `intent` and works
// as a plain form post without JavaScript (the action URL's anchor brings the answer back
// to the form's section); conform adds validation while typing.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { FormActions } from "./account-section";
import { FormAlert } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field, RequiredFieldsNote } from "~/components/ui/field";
import {
  emailChangeSchema,
  exportSchema,
  notificationsSchema,
  passwordChangeSchema,
  profileSchema,
  type AccountIntent,
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
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "profile",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: defaults,
    constraint: getZodConstraint(profileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
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
        <Field
          label="Vorname"
          required
          autoComplete="given-name"
          {...getInputProps(fields.firstName, { type: "text" })}
          errors={fields.firstName.errors}
        />
        <Field
          label="Nachname"
          required
          autoComplete="family-name"
          {...getInputProps(fields.lastName, { type: "text" })}
          errors={fields.lastName.errors}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Telefon"
          autoComplete="tel"
          hint="Für Rückfragen zu Ihren Bestellungen"
          {...getInputProps(fields.phone, { type: "tel" })}
          errors={fields.phone.errors}
        />
        <Field
          label="Unternehmen"
          autoComplete="organization"
          {...getInputProps(fields.companyName, { type: "text" })}
          errors={fields.companyName.errors}
        />
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
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "email",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(emailChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailChangeSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
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
        <Field
          label="Neue E-Mail-Adresse"
          required
          autoComplete="email"
          {...getInputProps(fields.newEmail, { type: "email" })}
          errors={fields.newEmail.errors}
        />
        <Field
          label="Aktuelles Passwort"
          required
          autoComplete="current-password"
          {...getInputProps(fields.currentPassword, { type: "password" })}
          errors={fields.currentPassword.errors}
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
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "password",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(passwordChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
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
      <Field
        label="Aktuelles Passwort"
        required
        autoComplete="current-password"
        className="sm:max-w-sm"
        {...getInputProps(fields.currentPassword, { type: "password" })}
        errors={fields.currentPassword.errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Neues Passwort"
          required
          autoComplete="new-password"
          hint="Mindestens 8 Zeichen"
          {...getInputProps(fields.newPassword, { type: "password" })}
          errors={fields.newPassword.errors}
        />
        <Field
          label="Neues Passwort bestätigen"
          required
          autoComplete="new-password"
          {...getInputProps(fields.confirmPassword, { type: "password" })}
          errors={fields.confirmPassword.errors}
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
  notifyOptional,
}: {
  lastResult: Result;
  notifyOptional: boolean;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "notifications",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: { notifyOptional: notifyOptional ? "on" : "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: notificationsSchema }),
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
      <CheckboxField
        label={
          <>
            <span className="font-medium text-slate-900">
              Optionale Benachrichtigungen per E-Mail
            </span>
            <span className="mt-0.5 block text-slate-600">
              Hinweise und Erinnerungen rund um Ihre Website. Wichtige Nachrichten zu Zahlungen,
              Rechnungen, Nachrichten und Statusänderungen erhalten Sie immer.
            </span>
          </>
        }
        {...getInputProps(fields.notifyOptional, { type: "checkbox" })}
        errors={fields.notifyOptional.errors}
      />
      <FormActions>
        <Button type="submit" variant="secondary" disabled={submitting}>
          {submitting ? "Wird gespeichert..." : "Einstellung speichern"}
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
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "export",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(exportSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: exportSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
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
      <Field
        label="Aktuelles Passwort"
        required
        autoComplete="current-password"
        hint="Zu Ihrem Schutz bestätigen Sie den Export mit Ihrem Passwort."
        className="sm:max-w-sm"
        {...getInputProps(fields.currentPassword, { type: "password" })}
        errors={fields.currentPassword.errors}
      />
      <FormActions>
        <Button type="submit" variant="secondary" disabled={submitting}>
          {submitting ? "Wird vorbereitet..." : "Datenexport anfordern"}
        </Button>
      </FormActions>
    </Form>
  );
}
