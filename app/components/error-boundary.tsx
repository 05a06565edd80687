import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ButtonLink } from "./ui/button";

const messages: Record<number, { title: string; text: string }> = {
  400: {
    title: "Ungültige Anfrage",
    text: "Die Anfrage konnte nicht verarbeitet werden. Bitte prüfen Sie Ihre Eingaben.",
  },
  403: { title: "Zugriff verweigert", text: "Sie haben keine Berechtigung für diese Seite." },
  404: {
    title: "Seite nicht gefunden",
    text: "Die gesuchte Seite gibt es leider nicht (mehr). Vielleicht hilft Ihnen einer dieser Links weiter.",
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

/** Renders any thrown response or error as a German error screen. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    // the router's own answers (a POST to a page without an action, 405) carry an English
    // developer message as data; only our routes' texts are shown
    const internal = "internal" in error && error.internal === true;
    const detail =
      !internal && typeof error.data === "string" && error.data.length < 300
        ? error.data
        : undefined;
    return <ErrorView status={error.status} detail={detail} />;
  }
  if (typeof document !== "undefined") console.error(error);
  return <ErrorView status={500} />;
}
