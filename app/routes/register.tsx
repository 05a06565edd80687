import { getFormProps } from "@conform-to/react";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard, FormAlert, FormErrors } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { HoneypotField } from "~/components/honeypot";
import { ButtonLink } from "~/components/ui/button";
import { ConformField, EmailField, NewPasswordFields } from "~/components/ui/conform-field";
import { RequiredFieldsNote } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConformForm } from "~/components/ui/use-conform-form";
import { AccountError, registerCustomer } from "~/models/account/account.server";
import { REGISTER_FAILED, registerSchema } from "~/models/account/schemas";
import { getPackage, getProfession } from "~/models/catalog/catalog";
import { storedPackageConfig } from "~/models/catalog/package-config";
import { computePrice } from "~/models/catalog/pricing";
import { getUserId } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { formatCents, VAT_LABEL } from "~/utils/format";
import { checkHoneypot } from "~/utils/honeypot.server";
import { logger } from "~/utils/logger.server";
import { clientIp, consume, refusedBeforeBody, TOO_MANY_ATTEMPTS } from "~/utils/rate-limit.server";
import { commitVisitorSession, getVisitorSession } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Konto erstellen – Seitenwerk" }];

export const GENERIC_ERROR = "Ein Fehler ist aufgetreten";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUserId(request)) throw redirect("/dashboard");
  const session = await getVisitorSession(request);
  const config = storedPackageConfig(session.get("packageConfig"));
  const profession = getProfession(session.get("profession"));
  const pkg = config ? getPackage(config.packageId) : undefined;
  // the checkout's own computation, so the summary shows exactly what will be charged
  const price = config && pkg ? computePrice(config) : null;
  return json({
    summary:
      config && pkg && price
        ? {
            packageName: pkg.name,
            paymentType: config.paymentType,
            lines: price.lines.map((l) => ({
              label: l.label,
              quantity: l.quantity,
              total: formatCents(l.totalCents),
              recurring: l.recurring,
            })),
            total: formatCents(price.totalCents),
          }
        : null,
    backTo: profession
      ? { href: `/${profession.id}`, label: `Zurück zu ${profession.name}` }
      : { href: "/package-selection", label: "Zurück zur Paketauswahl" },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const refused = await refusedBeforeBody("register", clientIp(context));
  if (refused)
    return json({ result: refused.result, sent: null }, { status: 429, headers: refused.headers });
  const formData = await readFormData(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success")
    return json(
      { result: submission.reply({ hideFields: ["password", "confirmPassword"] }), sent: null },
      { status: 400 },
    );

  if (!(await consume("register", clientIp(context))).allowed)
    return json(
      {
        result: submission.reply({
          formErrors: [TOO_MANY_ATTEMPTS],
          hideFields: ["password", "confirmPassword"],
        }),
        sent: null,
      },
      { status: 429 },
    );

  const session = await getVisitorSession(request);
  try {
    const { firstName, lastName, email, password } = submission.value;
    const registered = await registerCustomer({
      firstName,
      lastName,
      email,
      password,
      gclid: session.get("gclid"),
      packageConfig: storedPackageConfig(session.get("packageConfig")),
    });
    // the package config became the draft order; the order-created step is done
    session.unset("packageConfig");
    return json(
      {
        result: submission.reply({ resetForm: true }),
        sent: { email: registered.user.email, emailSent: registered.emailSent },
      },
      { headers: { "Set-Cookie": await commitVisitorSession(session) } },
    );
  } catch (error) {
    const message = error instanceof AccountError ? error.message : GENERIC_ERROR;
    if (!(error instanceof AccountError)) logger.error({ error }, "Registrierung fehlgeschlagen");
    return json(
      {
        result: submission.reply({
          formErrors: [message],
          fieldErrors:
            error instanceof AccountError && error.field ? { [error.field]: [message] } : undefined,
          hideFields: ["password", "confirmPassword"],
        }),
        sent: null,
      },
      { status: error instanceof AccountError ? error.status : 500 },
    );
  }
}

export default function Register() {
  const { summary, backTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useConformForm(registerSchema, {
    id: "register",
    lastResult: actionData?.result,
  });

  if (actionData?.sent) {
    return (
      <AuthCard title="Bitte bestätigen Sie Ihre E-Mail-Adresse">
        <FormAlert tone="success" title="Registrierung erfolgreich">
          {actionData.sent.emailSent ? (
            <>
              Wir haben Ihnen eine E-Mail an{" "}
              <strong className="break-all">{actionData.sent.email}</strong> gesendet. Bitte klicken
              Sie auf den Link in der E-Mail, um Ihr Konto zu aktivieren.
            </>
          ) : (
            <>
              Ihr Konto wurde angelegt, aber die Bestätigungs-E-Mail konnte gerade nicht gesendet
              werden. Bitte fordern Sie in wenigen Minuten einen neuen Link an.
            </>
          )}
        </FormAlert>
        <p className="text-sm text-slate-600">
          Keine E-Mail erhalten? Prüfen Sie Ihren Spam-Ordner oder{" "}
          <Link to="/verify-email/resend" className="font-semibold text-brand-700 underline">
            fordern Sie einen neuen Link an
          </Link>
          .
        </p>
        <ButtonLink to="/login" className="mt-6 w-full">
          Zur Anmeldung
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Konto erstellen"
      intro={
        <>
          Bereits registriert?{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-2">
            Zur Anmeldung
          </Link>
        </>
      }
      aside={<PackageSummary summary={summary} backTo={backTo} />}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <HoneypotField />
        <FormErrors form={form} title={REGISTER_FAILED} />
        <div className="grid gap-4 sm:grid-cols-2">
          <ConformField
            label="Vorname"
            required
            autoComplete="given-name"
            meta={fields.firstName}
          />
          <ConformField
            label="Nachname"
            required
            autoComplete="family-name"
            meta={fields.lastName}
          />
        </div>
        <EmailField meta={fields.email} />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          hint="Mindestens 6 Zeichen"
        />
        <div className="space-y-1">
          <RequiredFieldsNote />
          <p className="text-xs text-slate-500">
            Unser Angebot richtet sich ausschließlich an Unternehmer (B2B).
          </p>
        </div>
        <SubmitButton size="lg" className="w-full" pendingLabel="Konto wird erstellt...">
          Konto erstellen
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

function PackageSummary({
  summary,
  backTo,
}: {
  summary: {
    packageName: string;
    paymentType: string;
    lines: { label: string; quantity: number; total: string; recurring: boolean }[];
    total: string;
  } | null;
  backTo: { href: string; label: string };
}) {
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="font-semibold text-slate-900">Ihr gewähltes Paket</h2>
      {summary ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {summary.packageName} ·{" "}
            {summary.paymentType === "subscription" ? "Monatliches Abo" : "Einmalzahlung"}
          </p>
          <dl className="mt-4 space-y-2 text-sm">
            {summary.lines.map((l) => (
              <div key={l.label} className="flex justify-between gap-4">
                <dt className="text-slate-600">
                  {l.label}
                  {l.quantity > 1 ? ` × ${l.quantity}` : ""}
                </dt>
                <dd className="font-medium text-slate-900">
                  {l.total}
                  {l.recurring ? " / Monat" : ""}
                </dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
              <dt className="font-semibold text-slate-900">
                {summary.paymentType === "subscription" ? "Heute fällig" : "Gesamt"}
              </dt>
              <dd className="font-semibold text-slate-900">{summary.total}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-500">Alle Preise inkl. {VAT_LABEL}</p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          Sie haben noch kein Paket gewählt. Sie können das nach der Registrierung tun.
        </p>
      )}
      <ButtonLink to={backTo.href} variant="secondary" size="sm" className="mt-5 w-full">
        ← {backTo.label}
      </ButtonLink>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
