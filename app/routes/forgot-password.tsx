import { Link } from "@remix-run/react";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { EmailRequestPage } from "~/components/email-request-form";
import { PageErrorBoundary } from "~/components/error-boundary";
import { handleEmailRequest } from "~/http/email-request.server";
import { requestPasswordReset } from "~/models/account/account.server";
import { throttleHeaders } from "~/utils/throttle-headers";

export const meta: MetaFunction = () => [{ title: "Passwort vergessen – Seitenwerk" }];

export const RESET_SENT =
  "Falls zu dieser Adresse ein Konto existiert, haben wir Ihnen einen Link zum Zurücksetzen gesendet. Er ist 1 Stunde gültig.";

// a refusal for too many attempts tells a plain form post when to try again
export const headers = throttleHeaders;

export function action({ request, context }: ActionFunctionArgs) {
  return handleEmailRequest(request, context, "reset", requestPasswordReset, RESET_SENT);
}

export default function ForgotPassword() {
  return (
    <EmailRequestPage
      title="Passwort vergessen?"
      intro={
        <>
          Kein Problem: Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.{" "}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Zurück zur Anmeldung
          </Link>
        </>
      }
      id="forgot"
    />
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
