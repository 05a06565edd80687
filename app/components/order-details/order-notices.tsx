// The notices above the order form: where a professional's details live, that a paid
// order is read-only, an Abo that did not start, and the answers of the form's action.
import { Link } from "@remix-run/react";
import type { OrderDetailsActionData } from "./use-order-details-form";
import { FormAlert } from "~/components/auth-card";
import { MISSING_FIELDS_TITLE, SAVE_FAILED } from "~/models/order-details";

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

/** A professional's intake lives in the portal; a paid order's details are read-only. */
export function OrderStateNote({
  orderId,
  professional,
  readOnly,
  delivered,
}: {
  orderId: string;
  professional: { submitted: boolean } | null;
  readOnly: boolean;
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
  if (readOnly)
    return (
      <FormAlert tone="info" title="Diese Bestellung ist bezahlt">
        Ihre Angaben können nicht mehr geändert werden. Bei Fragen melden Sie sich gern bei uns.
      </FormAlert>
    );
  return null;
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
