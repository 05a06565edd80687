// verify-email_ (trailing underscore): its own page, not nested in /verify-email, which has no <Outlet>

import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { EmailRequestPage } from "~/components/email-request-form";
import { PageErrorBoundary } from "~/components/error-boundary";
import { handleEmailRequest } from "~/http/email-request.server";
import { resendVerification } from "~/models/account/account.server";
import { throttleHeaders } from "~/utils/throttle-headers";

export const meta: MetaFunction = () => [{ title: "Bestätigungslink anfordern – Seitenwerk" }];

export const RESEND_SENT =
  "Falls zu dieser Adresse ein noch nicht bestätigtes Konto existiert, haben wir Ihnen einen neuen Bestätigungslink gesendet.";

// a refusal for too many attempts tells a plain form post when to try again
export const headers = throttleHeaders;

export function action({ request, context }: ActionFunctionArgs) {
  return handleEmailRequest(request, context, "resend", resendVerification, RESEND_SENT);
}

export default function ResendVerification() {
  return (
    <EmailRequestPage
      title="Neuen Bestätigungslink anfordern"
      intro="Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen neuen Link, der 24 Stunden gültig ist."
      id="resend"
    />
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
