// The error screen of every admin page: inside the admin frame with the way back to the
// overview. A page names what it could not find (e.g. 'Auftrag nicht gefunden'); anything
// else is a general German message.
import { AdminShell } from "./admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { ORDER_NOT_FOUND, ORDER_NOT_FOUND_TEXT } from "~/models/order/admin-page";
import { FORBIDDEN_TEXT, FORBIDDEN_TITLE } from "~/models/team/permissions";

export interface AdminNotFound {
  title: string;
  text: string;
}

function AdminErrorView({ title, text }: AdminNotFound) {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 max-w-xl text-slate-600">{text}</p>
      <ButtonLink to="/admin/dashboard" className="mt-8">
        Zurück zur Übersicht
      </ButtonLink>
    </div>
  );
}

const GENERAL_ERROR: AdminNotFound = {
  title: "Ein Fehler ist aufgetreten",
  text: "Die Seite konnte nicht geladen werden. Bitte versuchen Sie es später erneut.",
};

export function AdminErrorBoundary({
  notFound,
  signedIn = true,
}: {
  notFound?: AdminNotFound;
  /** false on the sign-in page: no admin navigation */
  signedIn?: boolean;
}) {
  const general = () => <AdminErrorView {...GENERAL_ERROR} />;
  // a role without the right: the server's reason (e.g. an order assigned to someone else)
  const forbidden = ({ error }: { error: { data: unknown } }) => (
    <AdminErrorView
      title={FORBIDDEN_TITLE}
      text={typeof error.data === "string" && error.data ? error.data : FORBIDDEN_TEXT}
    />
  );
  return (
    <AdminShell signedIn={signedIn}>
      <GeneralErrorBoundary
        statusHandlers={
          notFound
            ? { 403: forbidden, 404: () => <AdminErrorView {...notFound} /> }
            : { 403: forbidden }
        }
        defaultStatusHandler={general}
        unexpectedErrorHandler={general}
      />
    </AdminShell>
  );
}

/** The admin's order pages (the order, its delivery, its go-live): an unknown order by name. */
export function AdminOrderErrorBoundary() {
  return <AdminErrorBoundary notFound={{ title: ORDER_NOT_FOUND, text: ORDER_NOT_FOUND_TEXT }} />;
}
