// E-mail verification (01 §2): the link from the mail lands here. Success signs the user
// in and moves on to the dashboard after 3 s – by a meta refresh, so also without JS.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { AuthCard, FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { VERIFY_MESSAGES, verifyEmail, type VerifyResult } from "~/models/account/account.server";
import { signInHeaders } from "~/utils/auth.server";
import { logger } from "~/utils/logger.server";

export const VERIFY_REDIRECT_MS = 3000;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "E-Mail-Bestätigung – Seitenwerk" },
  ...(data?.state === "success"
    ? [{ httpEquiv: "refresh", content: `${VERIFY_REDIRECT_MS / 1000};url=/dashboard` } as const]
    : []),
];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  let result: VerifyResult;
  try {
    result = await verifyEmail(token);
  } catch (error) {
    logger.error({ error }, "E-Mail-Bestätigung fehlgeschlagen");
    return json({ state: "error" as const, message: VERIFY_MESSAGES.exception }, { status: 500 });
  }
  if (result.state === "success")
    return json(
      { state: "success" as const, message: null },
      { headers: await signInHeaders(request, result.userId) },
    );
  if (result.state === "already-verified")
    return json({ state: "already-verified" as const, message: null });
  return json(
    { state: "error" as const, message: result.message || VERIFY_MESSAGES.fallback },
    { status: 400 },
  );
}

export default function VerifyEmail() {
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  useEffect(() => {
    if (data.state !== "success") return;
    const timer = window.setTimeout(() => navigate("/dashboard"), VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [data.state, navigate]);

  if (data.state === "success")
    return (
      <AuthCard title="E-Mail-Adresse bestätigt" signedIn>
        <FormAlert tone="success" title="Vielen Dank!">
          Ihr Konto ist jetzt aktiv und Sie sind angemeldet. Sie werden in 3 Sekunden zu Ihren
          Bestellungen weitergeleitet.
        </FormAlert>
        <ButtonLink to="/dashboard" className="w-full">
          Zu meinen Bestellungen
        </ButtonLink>
      </AuthCard>
    );
  if (data.state === "already-verified")
    return (
      <AuthCard title="E-Mail-Adresse bereits bestätigt">
        <FormAlert tone="info" title="Ihre E-Mail-Adresse wurde bereits bestätigt.">
          Sie können sich jetzt anmelden.
        </FormAlert>
        <ButtonLink to="/login" className="w-full">
          Zur Anmeldung
        </ButtonLink>
      </AuthCard>
    );
  return (
    <AuthCard title="E-Mail-Bestätigung fehlgeschlagen">
      <FormAlert title="Bestätigung nicht möglich">{data.message}</FormAlert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/verify-email/resend" className="flex-1">
          Neuen Link anfordern
        </ButtonLink>
        <ButtonLink to="/login" variant="secondary" className="flex-1">
          Zur Anmeldung
        </ButtonLink>
      </div>
      <p className="mt-6 text-sm text-slate-500">
        Probleme?{" "}
        <Link to="/impressum" className="underline">
          Kontaktieren Sie uns
        </Link>
        .
      </p>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
