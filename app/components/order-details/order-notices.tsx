// The notices above the order form: where a professional's details live, that a paid
// order is read-only, an Abo that did not start, and the answers of the form's action.
import { Link } from "@remix-run/react";
import type { OrderDetailsActionData } from "./use-order-details-form";
import type { ReactNode } from "react";
import { FormAlert } from "~/components/auth-card";
import { MISSING_FIELDS_TITLE, SAVE_FAILED } from "~/models/order/details";

export function SubscriptionPendingAlert({ title }: { title: string }) {
  return (
    <FormAlert title={title}>
      Ihr Abo konnte nicht automatisch starten.{" "}
      <Link to="/billing" className="font-semibold underline">
        Jetzt unter „Zahlungen &amp; Abo“ starten
      </Link>
    </FormAlert>
  );
}

/** Where a professional's intake lives: the portal. */
export function OrderStateNote({
  orderId,
  professional,
  delivered,
}: {
  orderId: string;
  professional: { submitted: boolean } | null;
  delivered: boolean;
}) {
  if (professional)
    return (
      <p className="my-6 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        {professional.submitted ? (
          <>
            Ihre Angaben aus dem Kundenportal liegen uns vor.
            {delivered ? "" : " Wir melden uns, sobald Ihre Website zur Abnahme bereitsteht."}{" "}
            <Link
              to={`/professional-portal?orderId=${orderId}`}
              className="font-semibold text-brand-700 underline"
            >
              Ihre Angaben ansehen
            </Link>
          </>
        ) : (
          <>
            Bitte ergänzen Sie Ihre Angaben im{" "}
            <Link
              to={`/professional-portal?orderId=${orderId}`}
              className="font-semibold text-brand-700 underline"
            >
              Kundenportal
            </Link>
            .
          </>
        )}
      </p>
    );
  return null;
}

/**
 * A paid order's details, read-only and closed by default: the page leads with the project.
 * Why they cannot be changed any more is said where they are, not as a banner above all.
 */
export function ReadOnlyDetails({
  open,
  hidden,
  children,
}: {
  open: boolean;
  hidden: boolean;
  children: ReactNode;
}) {
  if (hidden) return null;
  return (
    <details
      open={open}
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="order-details-readonly"
    >
      <summary className="cursor-pointer text-lg font-semibold text-slate-900">
        Ihre Angaben zur Bestellung ansehen
      </summary>
      <p className="mt-3 text-sm text-slate-600">
        Diese Angaben lagen der Bestellung zugrunde und können nicht mehr geändert werden. Für
        Änderungen schreiben Sie uns gern eine Nachricht.
      </p>
      {children}
    </details>
  );
}

/** Above the form: the sections with missing fields, a refused save, refused files. */
export function FormAnswerAlerts({
  banner,
  actionData,
}: {
  banner: string | null;
  actionData: OrderDetailsActionData | undefined;
}) {
  return (
    <>
      {banner ? (
        <FormAlert title={MISSING_FIELDS_TITLE} id="missing-fields">
          {banner}
        </FormAlert>
      ) : null}
      {actionData?.message ? <FormAlert title={SAVE_FAILED}>{actionData.message}</FormAlert> : null}
      {actionData?.uploadErrors.length ? (
        <FormAlert title="Upload fehlgeschlagen">
          <ul className="list-disc pl-5">
            {actionData.uploadErrors.map((e) => (
              <li key={e.name}>{e.message}</li>
            ))}
          </ul>
          <p className="mt-1">Ihre übrigen Angaben wurden gespeichert.</p>
        </FormAlert>
      ) : null}
    </>
  );
}
