// The customer's side of a delivery on the order page: the preview, its files and note,
// the deadline, the correction loops, and two answers – 'Website abnehmen' (with a
// confirmation: a dialog with JavaScript, a confirmation section reached by a link
// without) and 'Korrektur anfordern' (text required, files allowed). The answers post to
// /order-details/{id}/delivery: with JavaScript through one fetcher, so a refusal shows
// here and a success's redirect reloads this page; without, that route's page shows the
// refusal with what was typed.
import { getFormProps } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  AcceptanceLine,
  ChargeableBadge,
  FileList,
  FilesField,
  LoopsSummary,
  OutcomeBadge,
} from "./delivery-parts";
import type { DeliveryFormData, DeliveryItem, DeliveryViewData } from "./types";
import { FormAlert } from "~/components/auth-card";
import { Button, ButtonLink, buttonClasses } from "~/components/ui/button";
import { ConformTextarea } from "~/components/ui/conform-field";
import { useConformForm } from "~/components/ui/use-conform-form";
import { CHARGEABLE_TEXT, correctionSchema } from "~/models/delivery/delivery";

/** GET parameter of the confirmation step without JavaScript. */
export const CONFIRM_PARAM = "abnahme";
export const CONFIRM_VALUE = "bestaetigen";

/** The answer forms' shared fetcher, what they post to, and the latest refusal. */
function useDeliveryAnswer(orderId: string, actionData: DeliveryFormData | undefined) {
  const fetcher = useFetcher<{ delivery: DeliveryFormData }>({ key: `delivery-${orderId}` });
  return {
    fetcher,
    action: `/order-details/${orderId}/delivery`,
    data: fetcher.data?.delivery ?? actionData,
    busyIntent: fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null,
  };
}
type DeliveryAnswer = ReturnType<typeof useDeliveryAnswer>;

export function CustomerReview({
  orderId,
  delivery,
  actionData,
  confirm,
}: {
  orderId: string;
  delivery: DeliveryViewData;
  /** the refused answer, on the delivery route's own page (without JavaScript) */
  actionData?: DeliveryFormData;
  /** the no-JS confirmation step was asked for (?abnahme=bestaetigen) */
  confirm: boolean;
}) {
  const [latest, ...earlier] = delivery.deliveries;
  const answer = useDeliveryAnswer(orderId, actionData);
  return (
    <section
      aria-labelledby="review-title"
      className="my-6 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="delivery-review"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="review-title" className="text-xl font-semibold text-slate-900">
          {delivery.acceptance
            ? "Ihre Website ist abgenommen"
            : delivery.open
              ? "Ihre Website zur Abnahme"
              : latest.outcome === "correction"
                ? "Ihre Korrekturwünsche"
                : "Ihre Vorschau"}
        </h2>
        <p className="text-sm text-slate-600">
          Korrekturschleifen: <LoopsSummary {...delivery.loops} />
        </p>
      </div>

      {answer.data?.error ? (
        <div className="mt-4">
          <FormAlert title="Nicht möglich" id="review-error">
            {answer.data.error}
          </FormAlert>
        </div>
      ) : null}

      {delivery.acceptance ? (
        <p className="mt-3 rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900">
          <AcceptanceLine {...delivery.acceptance} />
        </p>
      ) : null}

      {latest.outcome === "correction" && !delivery.open ? (
        <div className="mt-3 rounded-xl bg-sky-50 p-4 text-sm text-sky-950" role="status">
          <p className="font-semibold">Ihr Korrekturwunsch vom {latest.respondedAt} ist bei uns.</p>
          <p className="mt-1">
            Wir setzen die Änderungen um und melden uns mit einer neuen Vorschau.
          </p>
        </div>
      ) : null}

      <PreviewCard item={latest} highlight={delivery.open} />

      {delivery.open ? (
        <>
          <p
            className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
            data-testid="deadline"
          >
            Bitte prüfen Sie die Website bis zum <strong>{delivery.deadline}</strong>. Wenn Sie bis
            dahin weder abnehmen noch eine Korrektur anfordern, gilt die Website als abgenommen (§
            640 Abs. 2 BGB).
          </p>
          {confirm ? (
            <ConfirmSection
              orderId={orderId}
              answer={answer}
              subscriptionNote={delivery.subscriptionNote}
            />
          ) : (
            <Answers orderId={orderId} answer={answer} delivery={delivery} />
          )}
        </>
      ) : null}

      {earlier.length ? (
        <details className="mt-6 rounded-xl border border-slate-200 p-4">
          <summary className="cursor-pointer text-sm font-semibold text-slate-800">
            Frühere Lieferungen ({earlier.length})
          </summary>
          <ol className="mt-3 space-y-3">
            {earlier.map((d) => (
              <li key={d.id} className="border-l-2 border-slate-200 pl-3 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  Lieferung {d.number} vom {d.deliveredAt}
                  <OutcomeBadge outcome={d.outcome} open={false} />
                </p>
                <a
                  href={d.previewUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-brand-700 underline underline-offset-2"
                >
                  {d.previewUrl}
                </a>
                {d.correctionText ? (
                  <p className="mt-1 whitespace-pre-line text-slate-700">
                    Ihr Korrekturwunsch: {d.correctionText}
                  </p>
                ) : null}
                {d.correctionChargeable ? (
                  <p className="mt-1">
                    <ChargeableBadge />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}

function PreviewCard({ item, highlight }: { item: DeliveryItem; highlight: boolean }) {
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="min-w-0">
        <p className="text-sm text-slate-500">Vorschau vom {item.deliveredAt}</p>
        <a
          href={item.previewUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 block break-all font-medium text-brand-700 underline underline-offset-2"
          data-testid="preview-link"
        >
          {item.previewUrl}
          <span className="sr-only"> (öffnet in neuem Fenster)</span>
        </a>
        {item.note ? (
          <div className="mt-3">
            <h3 className="text-sm font-semibold text-slate-800">Unsere Hinweise</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{item.note}</p>
          </div>
        ) : null}
        {item.files.length ? (
          <div className="mt-3">
            <h3 className="text-sm font-semibold text-slate-800">Dateien</h3>
            <FileList files={item.files} label="Dateien zur Vorschau" />
          </div>
        ) : null}
        {item.correctionText ? (
          <div className="mt-3">
            <h3 className="text-sm font-semibold text-slate-800">Ihr Korrekturwunsch</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{item.correctionText}</p>
            <FileList files={item.correctionFiles} label="Ihre Dateien zum Korrekturwunsch" />
          </div>
        ) : null}
      </div>
      {highlight ? (
        <a
          href={item.previewUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: "secondary" })}
        >
          Vorschau öffnen
          <span className="sr-only"> (öffnet in neuem Fenster)</span>
        </a>
      ) : null}
    </div>
  );
}

function Answers({
  orderId,
  answer,
  delivery,
}: {
  orderId: string;
  answer: DeliveryAnswer;
  delivery: DeliveryViewData;
}) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { fetcher, busyIntent, data: actionData } = answer;
  const [form, fields] = useConformForm(correctionSchema, {
    id: "correction-request",
    lastResult: actionData?.result,
    busy: fetcher.state !== "idle",
    shouldValidate: "onSubmit",
  });
  // a failed correction post returns to this form: put the reader where the error is
  useEffect(() => {
    if (actionData?.result?.error?.correctionText)
      document.getElementById(fields.correctionText.id)?.focus();
  }, [actionData, fields.correctionText.id]);

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-5">
        <h3 className="font-semibold text-slate-900">Alles in Ordnung?</h3>
        <p className="mt-1 text-sm text-slate-700">
          Mit der Abnahme bestätigen Sie, dass die Website wie vereinbart umgesetzt ist.
          {delivery.subscriptionNote ? ` ${delivery.subscriptionNote}` : ""}
        </p>
        <Link
          to={`/order-details/${orderId}?${CONFIRM_PARAM}=${CONFIRM_VALUE}#accept-confirm`}
          className={buttonClasses({ className: "mt-4 w-full sm:w-auto" })}
          onClick={(e) => {
            if (!hydrated) return;
            e.preventDefault();
            dialogRef.current?.showModal();
          }}
        >
          Website abnehmen
        </Link>
      </div>

      <div className="rounded-xl border border-slate-200 p-5">
        <h3 className="font-semibold text-slate-900">Änderungswünsche?</h3>
        {delivery.nextCorrectionChargeable ? (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <ChargeableBadge />
            <span>Die inklusive Korrekturschleife ist bereits genutzt.</span>
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-700">
            {delivery.loops.included === 1
              ? "Eine Korrekturschleife ist im Preis enthalten."
              : `${delivery.loops.included} Korrekturschleifen sind im Preis enthalten.`}
          </p>
        )}
        {delivery.nextCorrectionChargeable ? (
          <p className="mt-1 text-xs text-slate-600">{CHARGEABLE_TEXT}</p>
        ) : null}
        <fetcher.Form
          method="post"
          action={answer.action}
          encType="multipart/form-data"
          {...getFormProps(form)}
          noValidate
          className="mt-4 space-y-4"
        >
          <input type="hidden" name="intent" value="request-correction" />
          {actionData?.uploadErrors?.length ? (
            <FormAlert title="Dateien nicht übernommen">
              <ul className="list-disc pl-5">
                {actionData.uploadErrors.map((e) => (
                  <li key={e.name}>{e.message}</li>
                ))}
              </ul>
            </FormAlert>
          ) : null}
          <ConformTextarea label="Was sollen wir ändern?" rows={5} meta={fields.correctionText} />
          <FilesField
            id="correction-files"
            hint="Z. B. Screenshots oder neue Texte; höchstens 20 MB pro Datei."
          />
          <Button type="submit" variant="secondary" disabled={busyIntent === "request-correction"}>
            {busyIntent === "request-correction" ? "Wird gesendet..." : "Korrektur anfordern"}
          </Button>
        </fetcher.Form>
      </div>

      {hydrated ? (
        <dialog
          ref={dialogRef}
          aria-labelledby="accept-dialog-title"
          className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
        >
          <fetcher.Form method="post" action={answer.action} className="p-6">
            <h2 id="accept-dialog-title" className="text-lg font-semibold text-slate-900">
              Website verbindlich abnehmen?
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              {acceptConfirmText(delivery.subscriptionNote)}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={() => dialogRef.current?.close()}>
                Abbrechen
              </Button>
              <Button type="submit" name="intent" value="accept" disabled={busyIntent === "accept"}>
                {busyIntent === "accept" ? "Wird gespeichert..." : "Jetzt abnehmen"}
              </Button>
            </div>
          </fetcher.Form>
        </dialog>
      ) : null}
    </div>
  );
}

function acceptConfirmText(subscriptionNote: string | null) {
  return `Mit der Abnahme bestätigen Sie, dass die Website wie vereinbart umgesetzt ist. Danach kümmern wir uns um die Veröffentlichung.${subscriptionNote ? ` ${subscriptionNote}` : ""}`;
}

function ConfirmSection({
  orderId,
  answer,
  subscriptionNote,
}: {
  orderId: string;
  answer: DeliveryAnswer;
  subscriptionNote: string | null;
}) {
  const { fetcher } = answer;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={answer.action}
      id="accept-confirm"
      className="mt-6 scroll-mt-24 rounded-xl border border-emerald-300 bg-emerald-50 p-5"
      aria-labelledby="accept-confirm-title"
    >
      <h3 id="accept-confirm-title" className="text-lg font-semibold text-slate-900">
        Website verbindlich abnehmen?
      </h3>
      <p className="mt-2 text-sm text-slate-700">{acceptConfirmText(subscriptionNote)}</p>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row">
        <ButtonLink to={`/order-details/${orderId}`} variant="secondary">
          Abbrechen
        </ButtonLink>
        <Button type="submit" name="intent" value="accept" disabled={busy}>
          {busy ? "Wird gespeichert..." : "Jetzt abnehmen"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
