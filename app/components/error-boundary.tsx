import {
  isRouteErrorResponse,
  useParams,
  useRouteError,
  type ErrorResponse,
} from "@remix-run/react";
import { PageShell } from "./page-shell";
import { ButtonLink } from "./ui/button";

/** What a 404 says when the page has nothing more specific to say. */
export const PAGE_NOT_FOUND_TEXT =
  "Die gesuchte Seite gibt es leider nicht (mehr). Vielleicht hilft Ihnen einer dieser Links weiter.";

const messages: Record<number, { title: string; text: string }> = {
  400: {
    title: "Ungültige Anfrage",
    text: "Die Anfrage konnte nicht verarbeitet werden. Bitte prüfen Sie Ihre Eingaben.",
  },
  403: { title: "Zugriff verweigert", text: "Sie haben keine Berechtigung für diese Seite." },
  404: {
    title: "Seite nicht gefunden",
    text: PAGE_NOT_FOUND_TEXT,
  },
  409: { title: "Nicht mehr änderbar", text: "Diese Bestellung kann nicht mehr geändert werden." },
  405: {
    title: "Methode nicht erlaubt",
    text: "Diese Seite nimmt keine Formulardaten entgegen. Bitte rufen Sie sie einfach auf.",
  },
  429: {
    title: "Zu viele Anfragen",
    text: "Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
  },
  503: {
    title: "Vorübergehend nicht verfügbar",
    text: "Unser Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.",
  },
};

export function ErrorView({ status, detail }: { status: number; detail?: string }) {
  const message = messages[status] ?? {
    title: "Ein Fehler ist aufgetreten",
    text: "Bitte versuchen Sie es später erneut.",
  };
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">Fehler {status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {message.title}
      </h1>
      <p className="mt-4 max-w-xl text-slate-600">{detail || message.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Zur Startseite</ButtonLink>
        <ButtonLink to="/package-selection" variant="secondary">
          Website bestellen
        </ButtonLink>
      </div>
    </section>
  );
}

type StatusHandler = (info: {
  error: ErrorResponse;
  params: Record<string, string | undefined>;
}) => JSX.Element | null;

/** The text of a thrown response, when it is one of our routes' own (German) texts. */
function routeDetail(error: ErrorResponse): string | undefined {
  // the router's own answers (a POST to a page without an action, 405) carry an English
  // developer message as data; only our routes' texts are shown
  const internal = "internal" in error && error.internal === true;
  return !internal && typeof error.data === "string" && error.data.length < 300
    ? error.data
    : undefined;
}

/**
 * Renders any thrown response or error as a German error screen. A route can answer
 * single statuses its own way (`statusHandlers={{ 404: … }}`), all other responses
 * (`defaultStatusHandler`) and unexpected errors (`unexpectedErrorHandler`), as in the
 * Epic Stack.
 */
export function GeneralErrorBoundary({
  defaultStatusHandler = ({ error }) => (
    <ErrorView status={error.status} detail={routeDetail(error)} />
  ),
  statusHandlers,
  unexpectedErrorHandler = () => <ErrorView status={500} />,
}: {
  defaultStatusHandler?: StatusHandler;
  statusHandlers?: Record<number, StatusHandler>;
  unexpectedErrorHandler?: (error: unknown) => JSX.Element | null;
}) {
  const error = useRouteError();
  const params = useParams();
  if (isRouteErrorResponse(error))
    return (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error, params });
  if (typeof document !== "undefined") console.error(error);
  return unexpectedErrorHandler(error);
}

/** The error boundary of every page of the product's own frame (header, footer). */
export function PageErrorBoundary() {
  return (
    <PageShell>
      <GeneralErrorBoundary />
    </PageShell>
  );
}
