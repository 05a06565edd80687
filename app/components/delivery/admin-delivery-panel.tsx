// Admin order page, tab 'Abnahme': deliver a preview (address, note, files) and see every
// delivery with the customer's answer – correction requests with their text and files,
// marked when they go beyond the included loops. The form posts to the delivery route
// (`action`); without JavaScript a refused post shows this panel there with its errors.
import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import {
  AcceptanceLine,
  ChargeableBadge,
  FileList,
  FilesField,
  LoopsSummary,
  OutcomeBadge,
} from "./delivery-parts";
import type { DeliveryFormData, DeliveryViewData } from "./types";
import { FormAlert } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { ConformField, ConformTextarea } from "~/components/ui/conform-field";
import { useConformForm } from "~/components/ui/use-conform-form";
import { CHARGEABLE_TEXT, deliverySchema } from "~/models/delivery/delivery";
import { statusLabel } from "~/models/order/status";

export function AdminDeliveryPanel({
  delivery,
  actionData,
  status,
  action,
}: {
  delivery: DeliveryViewData;
  actionData?: DeliveryFormData;
  status: string;
  /** where the delivery form posts (the delivery route) */
  action: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "deliver";
  const [form, fields] = useConformForm(deliverySchema, {
    id: "deliver-preview",
    lastResult: actionData?.result,
  });
  const latest = delivery.deliveries[0];

  return (
    <div className="space-y-8">
      <dl className="grid gap-4 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Abnahme</dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            {delivery.acceptance ? (
              <AcceptanceLine {...delivery.acceptance} />
            ) : delivery.open ? (
              `wartet, gilt ab ${delivery.deadline} als abgenommen`
            ) : (
              "noch nicht abgenommen"
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Korrekturschleifen</dt>
          <dd className="mt-0.5 font-medium text-slate-900">
            <LoopsSummary {...delivery.loops} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Lieferungen</dt>
          <dd className="mt-0.5 font-medium text-slate-900">{delivery.deliveries.length}</dd>
        </div>
      </dl>

      {latest?.outcome === "correction" && delivery.deliverable ? (
        <FormAlert tone="info" title="Der Kunde wünscht Korrekturen">
          Die Anfrage steht unten bei Lieferung {latest.number}. Liefern Sie danach eine neue
          Vorschau.
        </FormAlert>
      ) : null}

      <section aria-labelledby="deliver-title">
        <h3 id="deliver-title" className="text-base font-semibold text-slate-900">
          {delivery.deliveries.length ? "Neue Vorschau übermitteln" : "Vorschau übermitteln"}
        </h3>
        {delivery.deliverable ? (
          <Form
            method="post"
            action={action}
            encType="multipart/form-data"
            {...getFormProps(form)}
            noValidate
            className="mt-3 space-y-4"
          >
            <input type="hidden" name="intent" value="deliver" />
            {actionData?.error ? (
              <FormAlert title="Vorschau nicht übermittelt" id="deliver-error">
                {actionData.error}
                {actionData.uploadErrors?.length ? (
                  <ul className="mt-1 list-disc pl-5">
                    {actionData.uploadErrors.map((e) => (
                      <li key={e.name}>{e.message}</li>
                    ))}
                  </ul>
                ) : null}
              </FormAlert>
            ) : null}
            <ConformField
              label="Adresse der Vorschau"
              placeholder="https://vorschau.example.de"
              hint="Nur https-Adressen. Der Kunde erhält den Link per E-Mail und auf seiner Bestellseite."
              meta={fields.previewUrl}
              type="url"
              autoComplete="off"
            />
            <ConformTextarea label="Notiz für den Kunden (optional)" rows={4} meta={fields.note} />
            <FilesField
              id="delivery-files"
              hint="Alle Dateitypen, mehrere Dateien möglich, höchstens 20 MB pro Datei."
            />
            <p className="text-sm text-slate-600">
              Der Status wechselt auf „Zur Abnahme“. Antwortet der Kunde nicht, gilt die Website
              nach {delivery.deemedDays} Tagen als abgenommen.
            </p>
            <Button type="submit" disabled={sending}>
              {sending ? "Wird übermittelt..." : "Vorschau übermitteln"}
            </Button>
          </Form>
        ) : (
          <p className="mt-2 text-sm text-slate-600" data-testid="not-deliverable">
            {actionData?.error ??
              (delivery.open && latest
                ? `Lieferung ${latest.number} wartet auf die Antwort des Kunden. Eine neue Vorschau ist möglich, sobald er eine Korrektur anfordert.`
                : delivery.acceptance && status === "completed"
                  ? "Die Website ist abgenommen."
                  : `Im Status „${statusLabel(status)}“ kann keine Vorschau übermittelt werden. Lieferbar sind bezahlte Aufträge in Arbeit (Status „Bezahlt“ oder „In Bearbeitung“).`)}
          </p>
        )}
      </section>

      <section aria-labelledby="deliveries-title">
        <h3 id="deliveries-title" className="text-base font-semibold text-slate-900">
          Bisherige Lieferungen
        </h3>
        {delivery.deliveries.length ? (
          <ol className="mt-3 space-y-4" data-testid="deliveries">
            {delivery.deliveries.map((d) => (
              <li key={d.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h4 className="font-semibold text-slate-900">
                    Lieferung {d.number}{" "}
                    <span className="font-normal text-slate-500">· {d.deliveredAt}</span>
                  </h4>
                  <OutcomeBadge outcome={d.outcome} open={delivery.open && d === latest} />
                </div>
                <p className="mt-2 break-all text-sm">
                  <a
                    href={d.previewUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {d.previewUrl}
                  </a>
                </p>
                {d.note ? (
                  <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{d.note}</p>
                ) : null}
                <FileList files={d.files} label={`Dateien der Lieferung ${d.number}`} />
                {d.reminderSentAt ? (
                  <p className="mt-2 text-xs text-slate-500">
                    Erinnerung gesendet am {d.reminderSentAt}
                  </p>
                ) : null}
                {d.outcome === "correction" ? (
                  <div
                    className="mt-3 rounded-lg bg-sky-50 p-3 text-sm"
                    data-testid="correction-request"
                  >
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      Korrekturwunsch vom {d.respondedAt}
                      {d.correctionChargeable ? <ChargeableBadge /> : null}
                    </p>
                    <p className="mt-1 whitespace-pre-line text-slate-800">{d.correctionText}</p>
                    <FileList
                      files={d.correctionFiles}
                      label={`Dateien zum Korrekturwunsch ${d.number}`}
                    />
                    {d.correctionChargeable ? (
                      <p className="mt-2 text-xs text-slate-600">{CHARGEABLE_TEXT}</p>
                    ) : null}
                  </div>
                ) : d.respondedAt && d.outcome === "accepted" ? (
                  <p className="mt-2 text-xs text-slate-500">Abgenommen am {d.respondedAt}</p>
                ) : d.respondedAt && d.outcome === "deemed_accepted" ? (
                  <p className="mt-2 text-xs text-slate-500">
                    Frist abgelaufen, als Abnahme erfasst am {d.respondedAt}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Noch keine Vorschau übermittelt.</p>
        )}
      </section>
    </div>
  );
}
