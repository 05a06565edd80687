import { getFormProps } from "@conform-to/react";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { AuthCard, FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { HoneypotField } from "~/components/honeypot";
import { ConformField, EmailField } from "~/components/ui/conform-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConformForm } from "~/components/ui/use-conform-form";
import { authenticateForm } from "~/http/authenticator.server";
import { loginRefusedBeforeBody, throttledLogin } from "~/http/login-throttle.server";
import { LOGIN_FAILED, loginSchema } from "~/models/account/schemas";
import { getUserId, signInHeaders } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { safeRedirect } from "~/utils/misc";
import { throttleHeaders } from "~/utils/throttle-headers";

export const meta: MetaFunction = () => [{ title: "Anmelden – Seitenwerk" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUserId(request))
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/dashboard"));
  return null;
}

// a refusal for too many attempts tells a plain form post when to try again
export const headers = throttleHeaders;

export async function action({ request, context }: ActionFunctionArgs) {
  const refused = await loginRefusedBeforeBody(context, "login");
  if (refused)
    return json(
      { result: refused.result, unverified: false },
      { status: 429, headers: refused.headers },
    );
  const formData = await readFormData(request.clone());
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: loginSchema });
  const fail = (
    message: string,
    status: number,
    extra: { unverified?: boolean; retryAfter?: number } = {},
  ) =>
    json(
      {
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        unverified: Boolean(extra.unverified),
      },
      {
        status,
        headers: extra.retryAfter ? { "Retry-After": String(extra.retryAfter) } : undefined,
      },
    );
  if (submission.status !== "success")
    return json(
      { result: submission.reply({ hideFields: ["password"] }), unverified: false },
      { status: 400 },
    );

  const result = await throttledLogin(context, "login", submission.value.email, () =>
    authenticateForm(request),
  );
  if (!result.ok)
    return fail(result.message, result.status, {
      unverified: result.unverified,
      retryAfter: result.retryAfter,
    });
  throw redirect(safeRedirect(submission.value.redirectTo, "/dashboard"), {
    headers: await signInHeaders(request, result.user.id),
  });
}

export default function Login() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useConformForm(loginSchema, {
    id: "login",
    lastResult: actionData?.result,
  });
  return (
    <AuthCard
      title="Anmelden"
      intro={
        <>
          Noch kein Konto?{" "}
          <Link
            to="/package-selection"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Jetzt Website bestellen
          </Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <HoneypotField />
        {form.errors?.length ? (
          <FormAlert id={form.errorId} title={LOGIN_FAILED}>
            <p>{form.errors.join(" ")}</p>
            {actionData?.unverified ? (
              <Link to="/verify-email/resend" className="mt-2 inline-block font-semibold underline">
                Neuen Bestätigungslink anfordern
              </Link>
            ) : null}
          </FormAlert>
        ) : null}
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <EmailField meta={fields.email} />
        <ConformField
          label="Passwort"
          required
          autoComplete="current-password"
          meta={fields.password}
          type="password"
        />
        <div className="text-right text-sm">
          <Link
            to="/forgot-password"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Passwort vergessen?
          </Link>
        </div>
        <SubmitButton size="lg" className="w-full" pendingLabel="Anmeldung läuft...">
          Anmelden
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
