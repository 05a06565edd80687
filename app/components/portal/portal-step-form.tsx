// One step of the portal as a form: the step buttons, the step's fields (or the summary,
// or the question before submitting), and Zurück / Weiter / Angaben übermitteln. The
// step's zod schema checks in the browser as in the action (conform); leaving step 1
// forward needs its required fields. Mounted once per step (keyed by it).
import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { CONFIRM_TEXT } from "./portal-confirm-dialog";
import { PortalStepFields, type PortalFields, type PortalFormValues } from "./portal-step-fields";
import { PortalStepNav } from "./portal-steps";
import { PortalSummary } from "./portal-summary";
import { FormAlert } from "~/components/auth-card";
import { showToast } from "~/components/toaster";
import { Button, ButtonLink } from "~/components/ui/button";
import { RequiredFieldsNote } from "~/components/ui/field";
import { UploadField } from "~/components/upload-field";
import {
  clampStep,
  isStep1Valid,
  LAST_STEP,
  PORTAL_MESSAGES,
  PORTAL_STEPS,
  portalStepSchema,
  portalStepUrl,
  type PortalActionData,
  type PortalView,
} from "~/models/professional/professional";
import { getZodConstraint, parseWithZod } from "~/utils/conform-zod";

/** The schema a post of this step is checked with: complete only when leaving step 1 forward. */
const schemaFor = (step: number, goto: FormDataEntryValue | null) =>
  portalStepSchema(step, { complete: step === 1 && (goto === null || clampStep(goto, 1) > 1) });

export function PortalStepForm({
  view,
  actionData,
  action,
  busy,
  formRef,
  onChange,
  onSubmit,
  onRequestSubmit,
}: {
  view: PortalView;
  actionData?: PortalActionData;
  action: string;
  busy: boolean;
  formRef: RefObject<HTMLFormElement>;
  onChange: () => void;
  onSubmit: () => void;
  onRequestSubmit: (event: React.MouseEvent) => void;
}) {
  const { order, details, documents, step, editable, confirm } = view;
  const [step1Valid, setStep1Valid] = useState(view.step1Valid);
  const [step1Refused, setStep1Refused] = useState(false);
  const [form, fields] = useForm<PortalFormValues>({
    id: `portal-step-${step}`,
    defaultValue: details,
    lastResult: actionData?.result,
    constraint: getZodConstraint(schemaFor(step, null)),
    onValidate({ formData }) {
      const goto = formData.get("goto");
      const submission = parseWithZod(formData, { schema: schemaFor(step, goto) });
      // 'Weiter' refused in the browser: the same notice as the server's answer
      if (goto !== null && submission.status !== "success" && step === 1) {
        flushSync(() => setStep1Refused(true));
        showToast({
          type: "error",
          title: PORTAL_MESSAGES.step1Title,
          description: PORTAL_MESSAGES.step1Text,
        });
      }
      return submission;
    },
    onSubmit,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const current = PORTAL_STEPS[step - 1];

  function changed() {
    const el = formRef.current;
    if (el && step === 1)
      setStep1Valid(isStep1Valid(Object.fromEntries(new FormData(el)) as never));
    onChange();
  }

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      encType={step === 5 ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      onChange={changed}
      className="mt-6"
      aria-labelledby="step-title"
    >
      <input type="hidden" name="step" value={step} />
      <PortalStepNav
        step={step}
        disabled={(n) => !editable || (n > step && step === 1 && !step1Valid)}
        busy={busy}
      />

      {actionData?.error ? (
        <div className="mt-6">
          <FormAlert title={actionData.errorTitle ?? "Fehler"}>{actionData.error}</FormAlert>
        </div>
      ) : step1Refused && Object.keys(form.allErrors).length ? (
        <div className="mt-6">
          <FormAlert title={PORTAL_MESSAGES.step1Title}>{PORTAL_MESSAGES.step1Text}</FormAlert>
        </div>
      ) : null}
      {actionData?.uploadErrors?.length ? (
        <div className="mt-6">
          <FormAlert title="Upload fehlgeschlagen">
            {actionData.uploadErrors.map((e) => e.message).join(" ")}
          </FormAlert>
        </div>
      ) : null}

      <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="step-title" className="text-xl font-semibold text-slate-900">
          {confirm ? PORTAL_MESSAGES.confirmTitle : current.title}
        </h2>
        {step === 1 ? <RequiredFieldsNote className="mt-1" /> : null}
        {step < LAST_STEP ? (
          <fieldset disabled={!editable} className="mt-5 grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">{current.title}</legend>
            <PortalStepFields step={step} fields={fields as PortalFields} />
            {step === 5 ? (
              <div className="sm:col-span-2">
                <UploadField
                  label="Dateien (Logo, Texte, Bilder)"
                  name="professionalFiles"
                  uploadUrl={`/api/orders/${order.id}/upload?section=professional`}
                  documents={documents}
                  disabled={!editable}
                />
              </div>
            ) : null}
          </fieldset>
        ) : confirm ? (
          <p className="mt-2 text-slate-600">{CONFIRM_TEXT}</p>
        ) : (
          <div className="mt-5">
            <p className="mb-5 text-sm text-slate-600">
              {editable
                ? "Bitte prüfen Sie Ihre Angaben. Über die Schritte oben können Sie jederzeit zurückgehen."
                : "Ihre übermittelten Angaben im Überblick. Änderungen schreiben Sie uns bitte als Nachricht zur Bestellung."}
            </p>
            <PortalSummary details={details} documents={documents} />
          </div>
        )}
      </section>

      {editable ? (
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {confirm ? (
            <>
              <ButtonLink to={portalStepUrl(order.id, LAST_STEP)} variant="secondary" size="lg">
                Abbrechen
              </ButtonLink>
              <Button type="submit" name="intent" value="submit" size="lg" disabled={busy}>
                {busy ? "Wird übermittelt..." : "Jetzt übermitteln"}
              </Button>
            </>
          ) : (
            <>
              <Button
                type="submit"
                name="goto"
                value={Math.max(1, step - 1)}
                variant="secondary"
                size="lg"
                disabled={step === 1 || busy}
              >
                ← Zurück
              </Button>
              {step < LAST_STEP ? (
                <Button type="submit" name="goto" value={step + 1} size="lg" disabled={busy}>
                  {busy ? "Wird gespeichert..." : "Weiter →"}
                </Button>
              ) : (
                <Button
                  type="submit"
                  name="intent"
                  value="request-submit"
                  size="lg"
                  disabled={busy}
                  onClick={onRequestSubmit}
                >
                  Angaben übermitteln
                </Button>
              )}
            </>
          )}
        </div>
      ) : (
        <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
          Zu meinen Bestellungen
        </ButtonLink>
      )}
    </Form>
  );
}
