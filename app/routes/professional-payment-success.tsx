// Return from the setup-fee payment (01 §2 "Professional payment success"). The server
// asks Stripe about the session and records it (user + order, idempotent, shared with
// the webhook). States: verifying (paid but not yet confirmed), error, needs-password,
// done. Sign-in happens only in the browser that started this checkout, and only into
// an account this payment created (or the one already signed in) – see README.
import { getFormProps } from "@conform-to/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Form,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { PageShell } from "~/components/page-shell";
import { showToast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { NewPasswordFields } from "~/components/ui/conform-field";
import { useConformForm } from "~/components/ui/use-conform-form";
import { setPasswordSchema } from "~/models/account/schemas";
import { passwordSetupState, setPassword } from "~/models/account/user.server";
import { orderOfCheckoutSession } from "~/models/order/order.server";
import { PASSWORD_REDIRECT_DELAY_MS } from "~/models/professional/professional";
import { verifyProfessionalPayment } from "~/models/professional/verify.server";
import { getUserId } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { noindexMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

const portalUrl = (orderId: string) => `/professional-portal?orderId=${orderId}`;

export const meta: MetaFunction = () => noindexMeta("Zahlung – Professional – Seitenwerk");

export async function loader({ request }: LoaderFunctionArgs) {
  const { result, headers } = await verifyProfessionalPayment(request);
  return json(result, { status: result.state === "error" ? 400 : 200, headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await getUserId(request);
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const order = userId && sessionId ? await orderOfCheckoutSession(userId, sessionId) : null;
  const user = userId ? await passwordSetupState(userId) : null;
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: setPasswordSchema });
  if (!order || !user || !user.needsPasswordSetup || user.passwordHash)
    return json(
      {
        result: submission.reply({ formErrors: ["Passwort konnte nicht gesetzt werden"] }),
        redirectTo: null,
      },
      { status: 403 },
    );
  if (submission.status !== "success")
    return json(
      {
        result: submission.reply({ hideFields: ["password", "confirmPassword"] }),
        redirectTo: null,
      },
      { status: 400 },
    );
  await setPassword(userId!, submission.value.password);
  const to = portalUrl(order.id);
  const toast = {
    type: "success" as const,
    title: "Passwort gesetzt",
    description: "Ihr Passwort wurde erfolgreich gesetzt.",
  };
  // with JavaScript the page confirms and moves on after 1 s (01 §9); without, at once
  if (formData.get("js") === "1")
    return json({ result: submission.reply({ resetForm: true }), redirectTo: to });
  return redirectWithToast(to, toast);
}

function Icon({ ok }: { ok: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-3xl ${ok ? "bg-emerald-100 text-emerald-700" : "bg-red-100 text-red-700"}`}
    >
      {ok ? "✓" : "!"}
    </div>
  );
}

function SetPasswordForm({ orderId }: { orderId: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [form, fields] = useConformForm(setPasswordSchema, {
    id: "set-password",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });
  const redirectTo = actionData?.redirectTo;
  const busy = navigation.state !== "idle" || Boolean(redirectTo);
  return (
    <>
      {form.errors?.length ? <FormAlert title="Fehler">{form.errors.join(" ")}</FormAlert> : null}
      {redirectTo ? (
        <FormAlert tone="success" title="Passwort gesetzt">
          Sie werden zum Portal weitergeleitet…
        </FormAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4 text-left">
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          hint="Mindestens 8 Zeichen"
          required={false}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {navigation.state !== "idle" ? "Wird gespeichert..." : "Passwort setzen und weiter"}
        </Button>
      </Form>
      <ButtonLink to={portalUrl(orderId)} variant="ghost" className="mt-3 w-full">
        Später festlegen
      </ButtonLink>
    </>
  );
}

export default function ProfessionalPaymentSuccess() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const actionData = useActionData<typeof action>();
  // here, not in the form: the revalidated page no longer shows the form once the password is set
  const redirectTo = actionData?.redirectTo;
  useEffect(() => {
    if (!redirectTo) return;
    showToast({
      type: "success",
      title: "Passwort gesetzt",
      description: "Ihr Passwort wurde erfolgreich gesetzt.",
    });
    const timer = window.setTimeout(() => navigate(redirectTo), PASSWORD_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirectTo, navigate]);
  // re-checking the same URL: the verifying state of 01 §2
  const verifying =
    data.state === "verifying" ||
    (navigation.state === "loading" &&
      navigation.location.pathname === "/professional-payment-success");
  return (
    <PageShell
      signedIn={data.state === "needs-password" || (data.state === "done" && data.signedIn)}
    >
      <div className="bg-gradient-to-b from-brand-50 to-white py-10 sm:py-16">
        <section aria-labelledby="result-title" className="container-page max-w-lg">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
            {data.state === "error" ? (
              <>
                <Icon ok={false} />
                <h1
                  id="result-title"
                  className="mt-4 text-2xl font-bold tracking-tight text-slate-900"
                >
                  Zahlung nicht bestätigt
                </h1>
                <p className="mt-2 text-slate-600" role="alert">
                  {data.message}
                </p>
                <ButtonLink to="/professional-checkout" className="mt-8">
                  Zurück zur Zahlung
                </ButtonLink>
              </>
            ) : verifying ? (
              <>
                <div
                  aria-hidden="true"
                  className="mx-auto h-12 w-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
                />
                <h1
                  id="result-title"
                  className="mt-4 text-2xl font-bold tracking-tight text-slate-900"
                  role="status"
                >
                  Zahlung wird überprüft...
                </h1>
                {data.state === "verifying" ? (
                  <>
                    <p className="mt-2 text-slate-600">{data.message}</p>
                    <ButtonLink to={`${location.pathname}${location.search}`} className="mt-8">
                      Erneut prüfen
                    </ButtonLink>
                  </>
                ) : null}
              </>
            ) : (
              <>
                <Icon ok />
                <h1
                  id="result-title"
                  className="mt-4 text-2xl font-bold tracking-tight text-slate-900"
                >
                  Zahlung erfolgreich
                </h1>
                <p className="mt-2 text-slate-600">
                  Vielen Dank! Ihr Zugang
                  {data.profession ? ` für Professional ${data.profession}` : ""} ist eingerichtet
                  {data.email ? ` (${data.email})` : ""}.
                </p>
                {data.testPayment ? (
                  <p className="mt-2">
                    <Badge tone="warning">Testzahlung</Badge>
                  </p>
                ) : null}
                {data.state === "needs-password" ? (
                  <div className="mt-8">
                    <h2 className="text-left text-lg font-semibold text-slate-900">
                      Passwort festlegen
                    </h2>
                    <p className="mb-4 text-left text-sm text-slate-600">
                      Damit Sie sich später wieder anmelden können, legen Sie jetzt ein Passwort
                      fest.
                    </p>
                    <SetPasswordForm orderId={data.orderId} />
                  </div>
                ) : data.signedIn && data.orderId ? (
                  <ButtonLink to={portalUrl(data.orderId)} size="lg" className="mt-8">
                    Weiter zum Portal
                  </ButtonLink>
                ) : (
                  <>
                    <p className="mt-4 text-sm text-slate-600">
                      Bitte melden Sie sich mit Ihrem Konto an, um Ihre Angaben im Portal
                      einzutragen. Noch kein Passwort? Über „Passwort vergessen“ legen Sie eines
                      fest.
                    </p>
                    <ButtonLink
                      to={`/login?${new URLSearchParams({ redirectTo: data.orderId ? portalUrl(data.orderId) : "/professional-portal" })}`}
                      size="lg"
                      className="mt-6"
                    >
                      Anmelden und zum Portal
                    </ButtonLink>
                  </>
                )}
              </>
            )}
          </div>
        </section>
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
