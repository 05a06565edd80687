// The link from the e-mail-change mail lands here: opening it makes the change (as the
// verification link does), both addresses are told, every other link and session ends.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthCard, FormAlert } from "~/components/auth-card";
import { PageErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { confirmEmailChange } from "~/models/account/settings.server";
import { getUserId } from "~/utils/auth.server";
import { noindexMeta } from "~/utils/meta";
import { getVisitorSession } from "~/utils/session.server";

export const meta: MetaFunction = () => noindexMeta("E-Mail-Adresse ändern – Seitenwerk");

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  // the browser that opens the link stays signed in; every other session of the account ends
  const sessionId = (await getVisitorSession(request)).get("sessionId") ?? null;
  const result = await confirmEmailChange(token, sessionId);
  const signedIn = Boolean(await getUserId(request));
  if (result.state === "success")
    return json({ state: "success" as const, email: result.email, message: null, signedIn });
  return json(
    { state: "error" as const, email: null, message: result.message, signedIn },
    { status: 400 },
  );
}

export default function EmailConfirm() {
  const data = useLoaderData<typeof loader>();
  const next = data.signedIn
    ? { to: "/account", label: "Zu meinem Konto" }
    : { to: "/login", label: "Zur Anmeldung" };
  if (data.state === "success")
    return (
      <AuthCard title="E-Mail-Adresse geändert">
        <FormAlert tone="success" title="Vielen Dank!">
          Ihre neue Adresse <strong className="break-all">{data.email}</strong> ist bestätigt. Ab
          jetzt melden Sie sich mit ihr an; Ihre bisherige Adresse haben wir informiert. Auf anderen
          Geräten wurden Sie abgemeldet, und zuvor versandte Links gelten nicht mehr.
        </FormAlert>
        <ButtonLink to={next.to} className="w-full">
          {next.label}
        </ButtonLink>
      </AuthCard>
    );
  return (
    <AuthCard title="E-Mail-Adresse nicht geändert">
      <FormAlert title="Bestätigung nicht möglich">{data.message}</FormAlert>
      <ButtonLink to={data.signedIn ? "/account#e-mail" : "/login"} className="w-full">
        {next.label}
      </ButtonLink>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
