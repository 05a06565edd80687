// The error screen of the admin's order pages (the page and its delivery page): an
// unknown order is 'Auftrag nicht gefunden', anything else a general German message,
// both inside the admin frame with the way back to the overview.
import { AdminShell } from "./admin-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { ORDER_NOT_FOUND } from "~/models/admin-order-page";

function OrderErrorView({ notFound = false }: { notFound?: boolean }) {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {notFound ? ORDER_NOT_FOUND : "Ein Fehler ist aufgetreten"}
      </h1>
      <p className="mt-4 max-w-xl text-slate-600">
        {notFound
          ? "Diesen Auftrag gibt es nicht (mehr)."
          : "Der Auftrag konnte nicht geladen werden. Bitte versuchen Sie es später erneut."}
      </p>
      <ButtonLink to="/admin/dashboard" className="mt-8">
        Zurück zur Übersicht
      </ButtonLink>
    </div>
  );
}

export function AdminOrderErrorBoundary() {
  return (
    <AdminShell>
      <GeneralErrorBoundary
        statusHandlers={{ 404: () => <OrderErrorView notFound /> }}
        defaultStatusHandler={() => <OrderErrorView />}
        unexpectedErrorHandler={() => <OrderErrorView />}
      />
    </AdminShell>
  );
}
