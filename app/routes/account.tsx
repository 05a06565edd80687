// 'Mein Konto': profile, billing details, e-mail address, password, notifications, data
// export and the way to account deletion. One action, switched on `intent`; every form is
// a plain POST.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import {
  EmailChangeForm,
  ExportForm,
  NotificationsForm,
  PasswordChangeForm,
  ProfileForm,
} from "~/components/account/account-forms";
import { AccountSection } from "~/components/account/account-section";
import {
  BILLING_PROFILE_INTENT,
  BillingProfileForm,
} from "~/components/account/billing-profile-form";
import { FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { PageShell } from "~/components/page-shell";
import { ButtonLink } from "~/components/ui/button";
import { AccountError } from "~/models/account/account.server";
import {
  ACCOUNT_INTENTS,
  ACCOUNT_SCHEMAS,
  type AccountIntent,
  type AccountValues,
} from "~/models/account/settings";
import {
  changePassword,
  getAccount,
  grantDataExport,
  requestEmailChange,
  setNotificationSettings,
  updateProfile,
} from "~/models/account/settings.server";
import { billingProfileSchema } from "~/models/billing/profile";
import { billingProfileDefaults, saveBillingProfile } from "~/models/billing/profile.server";
import { requireUser } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatDate, formatDateTime } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";
import { invariantResponse, UNKNOWN_INTENT } from "~/utils/misc";
import { getVisitorSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => noindexMeta("Mein Konto – Seitenwerk");

const SECTIONS = [
  { id: "profil", label: "Persönliche Angaben" },
  { id: "rechnungsangaben", label: "Rechnungsangaben" },
  { id: "e-mail", label: "E-Mail-Adresse" },
  { id: "passwort", label: "Passwort" },
  { id: "benachrichtigungen", label: "Benachrichtigungen" },
  { id: "daten", label: "Meine Daten" },
  { id: "konto-loeschen", label: "Konto löschen" },
] as const;

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  const { id } = await requireUser(request);
  const [account, billing] = await Promise.all([getAccount(id), billingProfileDefaults(id)]);
  invariantResponse(account, "Konto nicht gefunden", { status: 404 });
  return json({
    billing: { defaults: billing.defaults, saved: Boolean(billing.stored) },
    account: {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? "",
      // one firm per customer: the billing profile's (or what it would be prefilled with)
      companyName: billing.defaults.company,
      notifications: {
        notifyMessages: account.notifyMessages,
        notifyStatus: account.notifyStatus,
        notifyOptional: account.notifyOptional,
      },
      hasPassword: account.hasPassword,
      createdAt: formatDate(account.createdAt),
      pendingEmail: account.pendingEmail
        ? {
            email: account.pendingEmail.email,
            expiresAt: formatDateTime(account.pendingEmail.expiresAt),
          }
        : null,
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  if (formData.get("intent") === BILLING_PROFILE_INTENT) {
    const submission = parseWithZod(formData, { schema: billingProfileSchema });
    if (submission.status !== "success")
      return json(
        { intent: BILLING_PROFILE_INTENT, result: submission.reply(), downloadToken: null },
        { status: 400 },
      );
    await saveBillingProfile(user.id, submission.value);
    return redirectWithToast("/account#rechnungsangaben", {
      type: "success",
      title: "Rechnungsangaben gespeichert",
      description: "Sie gelten für alle Rechnungen ab jetzt; bereits ausgestellte bleiben gleich.",
    });
  }
  const intent = String(formData.get("intent") ?? "") as AccountIntent;
  invariantResponse(ACCOUNT_INTENTS.includes(intent), UNKNOWN_INTENT);
  const submission = parseWithZod(formData, { schema: ACCOUNT_SCHEMAS[intent] });
  const reply = (extra: Parameters<typeof submission.reply>[0] = {}) =>
    submission.reply({ hideFields: PASSWORD_FIELDS, ...extra });
  if (submission.status !== "success")
    return json({ intent, result: reply(), downloadToken: null }, { status: 400 });
  // back to the form's own section, with a toast that says it worked
  const saved = (hash: string, title: string, description?: string) =>
    redirectWithToast(`/account#${hash}`, { type: "success", title, description });

  try {
    switch (intent) {
      case "profile": {
        const value = submission.value as AccountValues<"profile">;
        await updateProfile(user.id, value);
        return saved("profil", "Angaben gespeichert");
      }
      case "password": {
        const value = submission.value as AccountValues<"password">;
        const session = await getVisitorSession(request);
        await changePassword(
          user.id,
          session.get("sessionId"),
          value.currentPassword,
          value.newPassword,
        );
        return saved(
          "passwort",
          "Passwort geändert",
          "Auf allen anderen Geräten wurden Sie abgemeldet.",
        );
      }
      case "email": {
        const value = submission.value as AccountValues<"email">;
        await requestEmailChange(user.id, value.newEmail, value.currentPassword);
        return saved(
          "e-mail",
          "Bitte bestätigen Sie die neue Adresse",
          `Wir haben einen Bestätigungslink an ${value.newEmail} gesendet.`,
        );
      }
      case "notifications": {
        const value = submission.value as AccountValues<"notifications">;
        await setNotificationSettings(user.id, value);
        return saved("benachrichtigungen", "Einstellungen gespeichert");
      }
      case "export": {
        const value = submission.value as AccountValues<"export">;
        const downloadToken = await grantDataExport(user.id, value.currentPassword);
        return json({ intent, result: reply({ resetForm: true }), downloadToken });
      }
    }
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const result = error.field
      ? reply({ fieldErrors: { [error.field]: [error.message] } })
      : reply({ formErrors: [error.message] });
    return json({ intent, result, downloadToken: null }, { status: error.status });
  }
}

export default function Account() {
  const { account, billing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // forms holding passwords start empty again after every navigation (e.g. the redirect
  // after a successful change), so no typed password stays in the page
  const { key: freshKey } = useLocation();
  const resultFor = (intent: AccountIntent | typeof BILLING_PROFILE_INTENT) =>
    actionData?.intent === intent ? actionData.result : undefined;
  return (
    <PageShell>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <p className="text-sm font-semibold text-brand-700">Kunde seit {account.createdAt}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Mein Konto</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Ihre Angaben, Ihre Zugangsdaten und Ihre Daten bei uns.{" "}
            <Link to="/dashboard" className="font-semibold text-brand-700 underline">
              Zu meinen Bestellungen
            </Link>
          </p>

          <div className="mt-8 grid gap-8 lg:grid-cols-[14rem_1fr]">
            <nav aria-label="Bereiche des Kontos" className="hidden lg:block">
              <ul className="sticky top-24 space-y-1 text-sm">
                {SECTIONS.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="block rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-white hover:text-slate-900"
                    >
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>

            <div className="min-w-0 space-y-6">
              {!account.hasPassword ? (
                <FormAlert tone="info" title="Noch kein Passwort festgelegt">
                  Für Passwort, E-Mail-Adresse, Datenexport und Löschung brauchen Sie ein Passwort.
                  Legen Sie es über{" "}
                  <Link to="/forgot-password" className="font-semibold underline">
                    „Passwort vergessen?“
                  </Link>{" "}
                  fest.
                </FormAlert>
              ) : null}
              <AccountSection id="profil" title="Persönliche Angaben">
                <ProfileForm
                  lastResult={resultFor("profile")}
                  defaults={{
                    firstName: account.firstName,
                    lastName: account.lastName,
                    phone: account.phone,
                  }}
                  company={billing.defaults.company}
                />
              </AccountSection>

              <AccountSection
                id="rechnungsangaben"
                title="Rechnungsangaben"
                description={
                  billing.saved
                    ? "An diese Firma und Anschrift gehen alle Ihre Rechnungen. Eine Änderung gilt für die nächsten Rechnungen; bereits ausgestellte Rechnungen bleiben unverändert – für eine Korrektur schreiben Sie uns."
                    : "Noch nicht gespeichert. Wir haben die Felder aus Ihrer Bestellung vorausgefüllt, soweit vorhanden. Rechnungen stellen wir erst aus, wenn Firma und Anschrift feststehen."
                }
              >
                <BillingProfileForm
                  lastResult={resultFor(BILLING_PROFILE_INTENT)}
                  defaults={billing.defaults}
                  action="/account#rechnungsangaben"
                />
              </AccountSection>

              <AccountSection
                id="e-mail"
                title="E-Mail-Adresse"
                description="Die neue Adresse gilt, sobald Sie den Link in der Bestätigungs-E-Mail öffnen. Ihre bisherige Adresse erhält eine Mitteilung."
              >
                <EmailChangeForm
                  key={freshKey}
                  lastResult={resultFor("email")}
                  currentEmail={account.email}
                  pending={account.pendingEmail}
                />
              </AccountSection>

              <AccountSection
                id="passwort"
                title="Passwort ändern"
                description="Nach der Änderung werden Sie auf allen anderen Geräten abgemeldet; hier bleiben Sie angemeldet."
              >
                <PasswordChangeForm key={freshKey} lastResult={resultFor("password")} />
              </AccountSection>

              <AccountSection id="benachrichtigungen" title="Benachrichtigungen">
                <NotificationsForm
                  lastResult={resultFor("notifications")}
                  settings={account.notifications}
                />
              </AccountSection>

              <AccountSection
                id="daten"
                title="Meine Daten herunterladen"
                description="Auskunft und Datenübertragbarkeit (Art. 15 und 20 DSGVO): eine ZIP-Datei mit Ihren Konto- und Bestelldaten, Zahlungen, Rechnungsdaten und Nachrichten als daten.json sowie allen hochgeladenen Dateien."
              >
                <ExportForm
                  key={freshKey}
                  lastResult={resultFor("export")}
                  downloadToken={actionData?.downloadToken ?? null}
                />
              </AccountSection>

              <AccountSection
                id="konto-loeschen"
                title="Konto löschen"
                tone="danger"
                description="Löscht Ihr Konto, unbezahlte Bestellungen, Nachrichten und Dateien. Bezahlte Bestellungen und Rechnungen bewahren wir ohne Ihre Kontaktdaten auf, solange das Gesetz es verlangt."
              >
                <ButtonLink to="/account/delete" variant="danger" className="w-full sm:w-auto">
                  Konto löschen …
                </ButtonLink>
              </AccountSection>
            </div>
          </div>
        </div>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
