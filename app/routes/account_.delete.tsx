// Account deletion (Art. 17 DSGVO) by the customer: what goes, what stays and why (invoices:
// kept 8 years, access ends – the ZIP of all of them offered first), then the password and
// an explicit tick. A running subscription blocks it (see account-deletion): the page says
// how to give notice on 'Zahlungen & Abo'.
import { getFormProps } from "@conform-to/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, FormAlert, FormErrors } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { ConformCheckbox, CurrentPasswordField } from "~/components/ui/conform-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConformForm } from "~/components/ui/use-conform-form";
import { AccountError } from "~/models/account/account.server";
import {
  blockerMessage,
  deleteAccount,
  deletionBlockers,
  deletionPreview,
} from "~/models/account/deletion.server";
import { deleteAccountSchema } from "~/models/account/settings";
import { verifyCurrentPassword } from "~/models/account/settings.server";
import { requireUser } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { noindexMeta } from "~/utils/meta";
import { getVisitorSession, sessionStorage } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => noindexMeta("Konto löschen – Seitenwerk");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [blockers, preview] = await Promise.all([
    deletionBlockers(user.id),
    deletionPreview(user.id),
  ]);
  return json({
    blocked: blockers.length ? blockerMessage(blockers) : null,
    preview,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: deleteAccountSchema });
  const fail = (error: AccountError) =>
    json(
      {
        result: submission.reply({
          hideFields: ["currentPassword"],
          ...(error.field
            ? { fieldErrors: { [error.field]: [error.message] } }
            : { formErrors: [error.message] }),
        }),
      },
      { status: error.status },
    );
  if (submission.status !== "success")
    return json({ result: submission.reply({ hideFields: ["currentPassword"] }) }, { status: 400 });
  try {
    await verifyCurrentPassword(user.id, submission.value.currentPassword);
    await deleteAccount(user.id, { kind: "customer" });
  } catch (error) {
    if (error instanceof AccountError) return fail(error);
    throw error;
  }
  const session = await getVisitorSession(request);
  return redirectWithToast(
    "/",
    {
      type: "success",
      title: "Ihr Konto wurde gelöscht",
      description: "Eine letzte Bestätigung ist an Ihre bisherige E-Mail-Adresse unterwegs.",
    },
    { headers: { "Set-Cookie": await sessionStorage().destroySession(session) } },
  );
}

export default function DeleteAccount() {
  const { blocked, preview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(deleteAccountSchema, {
    id: "delete-account",
    lastResult: actionData?.result,
  });
  return (
    <AuthCard
      title="Konto löschen"
      wide
      intro={
        <>
          Die Löschung kann nicht rückgängig gemacht werden. Laden Sie vorher bei Bedarf{" "}
          <Link to="/account#daten" className="font-semibold text-brand-700 underline">
            Ihre Daten herunter
          </Link>
          .
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
          <h2 className="font-semibold">Das wird gelöscht</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>Ihr Name, Ihre E-Mail-Adresse, Telefonnummer, Firma und Ihr Passwort</li>
            <li>
              {preview.deletedOrders === 1
                ? "1 unbezahlte Bestellung"
                : `${preview.deletedOrders} unbezahlte Bestellungen`}{" "}
              mit allen Angaben
            </li>
            <li>
              Alle Nachrichten und hochgeladenen Dateien (die eines noch laufenden Auftrags 30 Tage
              nach seinem Ende)
            </li>
            <li>Alle Anmeldungen auf allen Geräten</li>
          </ul>
        </div>
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
          <h2 className="font-semibold">Das bewahren wir auf</h2>
          <p className="mt-2">
            {preview.keptOrders === 0
              ? "Nichts – es gibt keine bezahlten Bestellungen."
              : `${preview.keptOrders === 1 ? "1 bezahlte Bestellung" : `${preview.keptOrders} bezahlte Bestellungen`} mit Zahlungen und Rechnungen, ohne Ihren Namen und Ihre Kontaktdaten. Rechnungen müssen wir 8 Jahre aufbewahren (§ 147 AO, § 14b UStG); Firma und Anschrift bleiben darauf, weil das Gesetz sie verlangt. Dateien laufender Aufträge löschen wir 30 Tage nach Vertragsende.`}
          </p>
        </div>
      </div>

      <section
        aria-labelledby="invoices-on-deletion"
        className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        data-testid="deletion-invoices"
      >
        <h2 id="invoices-on-deletion" className="font-semibold">
          Ihre Rechnungen
        </h2>
        <p className="mt-2">
          Rechnungen und Gutschriften bewahren wir 8 Jahre auf (§ 147 AO, § 14b UStG) – Sie können
          sie aber nach der Löschung nicht mehr abrufen, weil Ihr Zugang endet.
          {preview.invoices > 0
            ? " Laden Sie sie deshalb jetzt herunter, zum Beispiel für Ihre Buchhaltung."
            : " Zu Ihrem Konto gibt es noch keine Rechnungen."}
        </p>
        {preview.invoices > 0 ? (
          <a
            href="/billing/rechnungen.zip"
            download
            className="mt-3 inline-flex items-center justify-center rounded-xl border border-amber-300 bg-white px-4 py-2 font-semibold text-slate-900 shadow-sm hover:bg-amber-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {preview.invoices === 1
              ? "1 Rechnung herunterladen (ZIP)"
              : `Alle ${preview.invoices} Rechnungen herunterladen (ZIP)`}
          </a>
        ) : null}
      </section>

      {blocked ? (
        <div className="mt-6">
          <FormAlert title="Löschung noch nicht möglich" id="deletion-blocked">
            {blocked}
          </FormAlert>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/billing">Zu „Zahlungen &amp; Abo“</ButtonLink>
            <ButtonLink to="/account" variant="secondary">
              Zurück zu meinem Konto
            </ButtonLink>
          </div>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
          <FormErrors form={form} title="Konto nicht gelöscht" />
          <CurrentPasswordField meta={fields.currentPassword} />
          <ConformCheckbox
            label="Ja, mein Konto soll endgültig gelöscht werden."
            meta={fields.confirm}
          />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
            <ButtonLink to="/account" variant="secondary">
              Abbrechen
            </ButtonLink>
            <SubmitButton variant="danger" pendingLabel="Wird gelöscht...">
              Konto endgültig löschen
            </SubmitButton>
          </div>
          <p className="text-xs text-slate-500">
            Mehr dazu in unserer{" "}
            <Link to="/datenschutz" className="underline">
              Datenschutzerklärung
            </Link>
            .
          </p>
        </Form>
      )}
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
