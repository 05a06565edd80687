// The professional portal page (01 §2 "Professional portal (wizard)", §4): heading and
// status, the notices (submitted, correction loop), progress, the current step's form and,
// with JavaScript, the autosave line and the confirm dialog before submitting.
import { useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PortalConfirmDialog } from "./portal-confirm-dialog";
import { PortalStepForm } from "./portal-step-form";
import { PortalProgress } from "./portal-steps";
import { FormAlert } from "~/components/auth-card";
import { AutosaveStatus, useDraftAutosave } from "~/components/autosave";
import { PageShell } from "~/components/page-shell";
import { showToast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { statusLabel, statusTone } from "~/models/order/status";
import {
  LAST_STEP,
  INTAKE_RELEASE,
  PORTAL_MESSAGES,
  portalStepUrl,
  type PortalActionData,
  type PortalView,
} from "~/models/professional/professional";

export function PortalWizard({
  view,
  actionData,
}: {
  view: PortalView;
  actionData?: PortalActionData;
}) {
  const { order, step, editable } = view;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const busy = navigation.state !== "idle";
  const actionUrl = `/professional-portal?orderId=${order.id}`;

  // autosave 2 s after the last change, below the summary step (01 §4)
  const autosave = useDraftAutosave({
    action: actionUrl,
    enabled: step < LAST_STEP && editable,
    build: () => {
      if (!formRef.current) return null;
      const fd = new FormData(formRef.current);
      fd.delete("professionalFiles");
      fd.delete("goto");
      return fd;
    },
  });
  useEffect(() => {
    if (!actionData?.error) return;
    showToast({
      type: "error",
      title: actionData.errorTitle ?? "Fehler",
      description: actionData.error,
    });
  }, [actionData]);

  const { schedule, cancel } = autosave;
  const onChange = useCallback(() => schedule(), [schedule]);

  function requestSubmit(e: React.MouseEvent) {
    if (!hydrated) return; // the server answers with the confirmation page
    e.preventDefault();
    if (!view.step1Valid) {
      showToast({
        type: "error",
        title: PORTAL_MESSAGES.submitIncompleteTitle,
        description: PORTAL_MESSAGES.submitIncompleteText,
      });
      navigate(portalStepUrl(order.id, 1));
      return;
    }
    dialogRef.current?.showModal();
  }

  return (
    <PageShell>
      <div className="container-page max-w-4xl py-8 sm:py-12">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-slate-500">
              Professional {order.profession} · Bestellung{" "}
              <span className="font-mono">#{order.shortId}</span>
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
              Ihr Kundenportal
            </h1>
          </div>
          <div className="flex flex-col items-end gap-1">
            <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
            {hydrated && editable && step < LAST_STEP ? (
              <AutosaveStatus saving={autosave.saving} savedAt={autosave.savedAt} />
            ) : null}
          </div>
        </div>

        {!editable ? (
          <FormAlert tone="info" title="Angaben übermittelt">
            {PORTAL_MESSAGES.lockedText}
            {order.submittedAt ? ` Übermittelt am ${order.submittedAt}.` : ""}
          </FormAlert>
        ) : order.correctionOpen ? (
          <FormAlert tone="info" title={INTAKE_RELEASE.customerTitle}>
            {INTAKE_RELEASE.customerText}
          </FormAlert>
        ) : null}

        <PortalProgress step={step} />

        <PortalStepForm
          key={step}
          view={view}
          actionData={actionData}
          action={actionUrl}
          busy={busy}
          formRef={formRef}
          onChange={onChange}
          onSubmit={cancel}
          onRequestSubmit={requestSubmit}
        />

        {hydrated && editable && step === LAST_STEP ? (
          <PortalConfirmDialog dialogRef={dialogRef} action={actionUrl} busy={busy} />
        ) : null}
      </div>
    </PageShell>
  );
}
