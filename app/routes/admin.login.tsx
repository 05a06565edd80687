// Admin sign-in (01 §2, §5, §8): its own cookie and its own database sessions, only for
// accounts with isAdmin. A customer's correct password is answered exactly like a wrong
// one, so the page says nothing about which accounts exist or are admins.
import { getFormProps, getInputProps } from "@conform-to/react";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useSearchParams } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { FormAlert } from "~/components/auth-card";
import { HoneypotField } from "~/components/honeypot";
import { Field } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConformForm } from "~/components/ui/use-conform-form";
import { authenticateCredentials } from "~/http/authenticator.server";
import { loginRefusedBeforeBody, throttledLogin } from "~/http/login-throttle.server";
import { adminLoginSchema, FILL_ALL_FIELDS, LOGIN_FAILED } from "~/models/account/schemas";
import { adminSignInHeaders, getAdminUserId } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/meta";
import { safeRedirect } from "~/utils/misc";
import { throttleHeaders } from "~/utils/throttle-headers";

export const meta: MetaFunction = () => noindexMeta("Admin-Anmeldung – Seitenwerk");

export const LOGIN_ERROR = "Fehler bei der Anmeldung";

const DASHBOARD = "/admin/dashboard";

/** Only pages of the admin area are sensible targets after an admin sign-in. */
function adminRedirect(to: string | null | undefined) {
  const target = safeRedirect(to, DASHBOARD);
  return target.startsWith("/admin/") && !target.startsWith("/admin/login") ? target : DASHBOARD;
}

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdminUserId(request))
    throw redirect(adminRedirect(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

// a refusal for too many attempts tells a plain form post when to try again
export const headers = throttleHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const refused = await loginRefusedBeforeBody(context, "admin-login");
  if (refused)
    return json(
      { result: refused.result, title: LOGIN_FAILED },
      { status: 429, headers: refused.headers },
    );
  const formData = await readFormData(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: adminLoginSchema });
  const fail = (message: string, status: number, headers?: HeadersInit) =>
    json(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        title: status >= 500 ? LOGIN_ERROR : LOGIN_FAILED,
      },
      { status, headers },
    );
  if (submission.status !== "success")
    return json(
      {
        result: submission.reply({ formErrors: [FILL_ALL_FIELDS], hideFields: ["password"] }),
        title: LOGIN_FAILED,
      },
      { status: 400 },
    );

  try {
    const result = await throttledLogin(context, "admin-login", submission.value.email, () =>
      authenticateCredentials(request, submission.value.email, submission.value.password),
    );
    if (!result.ok)
      return fail(
        result.message,
        result.status === 403 ? 401 : result.status,
        result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
      );
    return redirect(adminRedirect(submission.value.redirectTo), {
      headers: await adminSignInHeaders(request, result.user.id),
    });
  } catch (error) {
    logger.error({ error }, "Admin-Anmeldung fehlgeschlagen");
    return fail(LOGIN_ERROR, 500);
  }
}

export default function AdminLogin() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useConformForm(adminLoginSchema, {
    id: "admin-login",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });
  // 01 §5 gives one message for both fields: shown once above the form, not per field
  const fieldErrors = [...(fields.email.errors ?? []), ...(fields.password.errors ?? [])];
  const messages = form.errors?.length ? form.errors : fieldErrors.length ? [FILL_ALL_FIELDS] : [];
  return (
    <AdminShell signedIn={false}>
      <div className="container-page flex max-w-md flex-col py-12 sm:py-20">
        <section
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
          aria-labelledby="admin-login-title"
        >
          <h1 id="admin-login-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Admin-Anmeldung
          </h1>
          <p className="mt-2 text-slate-600">Zugang für Mitarbeitende von Seitenwerk.</p>
          <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
            <HoneypotField />
            {messages.length ? (
              <FormAlert id={form.errorId} title={actionData?.title ?? LOGIN_FAILED}>
                <p>{messages.join(" ")}</p>
              </FormAlert>
            ) : null}
            <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
            <Field
              label="E-Mail"
              required
              autoComplete="username"
              {...getInputProps(fields.email, { type: "email" })}
              aria-invalid={fields.email.errors?.length ? true : undefined}
              aria-describedby={messages.length ? form.errorId : undefined}
            />
            <Field
              label="Passwort"
              required
              autoComplete="current-password"
              {...getInputProps(fields.password, { type: "password" })}
              aria-invalid={fields.password.errors?.length ? true : undefined}
              aria-describedby={messages.length ? form.errorId : undefined}
            />
            <SubmitButton size="lg" className="w-full" pendingLabel="Anmeldung läuft...">
              Anmelden
            </SubmitButton>
          </Form>
        </section>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary signedIn={false} />;
}
