// The admin order page's project box, below the status panel: a red note when
// the promised first preview is overdue, and after acceptance the go-live form (live
// address, domain notes) or what it recorded. The form posts to its own route
// (/admin/orders/{id}/go-live); a refused post shows this box there with its errors.
import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import type { AdminProjectView } from "~/models/delivery/go-live.server";
import { FormAlert } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { ConformField, ConformTextarea } from "~/components/ui/conform-field";
import { RequiredFieldsNote } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { useConformForm } from "~/components/ui/use-conform-form";
import { GO_LIVE_INTENT, goLiveSchema } from "~/models/delivery/go-live";
import { adminGoLiveHref } from "~/models/order/admin-page";

export interface GoLiveActionData {
  result?: SubmissionResult<string[]>;
  error?: string;
}

export function AdminProjectPanel({
  project,
  actionData,
}: {
  project: AdminProjectView | null;
  actionData?: GoLiveActionData;
}) {
  if (!project) return null;
  const overdue = project.promise?.overdueSince;
  if (!overdue && !project.canRecord && !project.live) return null;
  return (
    <Panel
      titleId="project-title"
      title="Projekt und Veröffentlichung"
      className="mt-6"
      testId="admin-project-panel"
    >
      {overdue ? (
        <p
          className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800"
          data-testid="promise-overdue"
        >
          Zusage überschritten seit {overdue}: Die erste Vorschau war bis zum {project.promise?.due}{" "}
          zugesagt.
        </p>
      ) : project.promise && !project.canRecord && !project.live ? (
        <p className="mt-3 text-sm text-slate-600">
          Erste Vorschau zugesagt bis {project.promise.due}.
        </p>
      ) : null}
      {project.live ? (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2" data-testid="go-live-recorded">
          <div>
            <dt className="text-slate-500">Online seit</dt>
            <dd className="font-medium text-slate-900">{project.live.at}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-slate-500">Live-Adresse</dt>
            <dd className="break-all font-medium">
              <a
                href={project.live.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 hover:underline"
              >
                {project.live.url}
              </a>
            </dd>
          </div>
          {project.live.notes ? (
            <div className="sm:col-span-2">
              <dt className="text-slate-500">Hinweise zur Domain</dt>
              <dd className="whitespace-pre-line text-slate-900">{project.live.notes}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {project.canRecord ? <GoLiveForm project={project} actionData={actionData} /> : null}
    </Panel>
  );
}

function GoLiveForm({
  project,
  actionData,
}: {
  project: AdminProjectView;
  actionData?: GoLiveActionData;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" && navigation.formData?.get("intent") === GO_LIVE_INTENT;
  const [form, fields] = useConformForm(goLiveSchema, {
    id: "go-live",
    lastResult: actionData?.result,
    defaultValue: {
      liveUrl: project.live?.url ?? "",
      domainNotes: project.live?.notes ?? "",
    },
  });
  const editing = Boolean(project.live);
  const body = (
    <Form
      method="post"
      action={adminGoLiveHref(project.orderId)}
      {...getFormProps(form)}
      noValidate
      className="mt-3 max-w-2xl space-y-4"
    >
      <input type="hidden" name="intent" value={GO_LIVE_INTENT} />
      {actionData?.error ? (
        <FormAlert title="Nicht gespeichert" id="go-live-error">
          {actionData.error}
        </FormAlert>
      ) : null}
      {editing ? null : (
        <p className="text-sm text-slate-600">
          Die Website ist abgenommen. Sobald sie veröffentlicht ist, tragen Sie hier die
          Live-Adresse ein: Der Status wechselt auf „Online“, der Kunde erhält eine E-Mail mit dem
          Link, und das kostenlose Hosting-Jahr (Einmalzahlung) beginnt heute.
        </p>
      )}
      <RequiredFieldsNote />
      <ConformField
        label="Live-Adresse"
        placeholder="https://www.beispiel.de"
        hint="Nur https-Adressen."
        meta={fields.liveUrl}
        type="url"
        autoComplete="off"
      />
      <ConformTextarea
        label="Hinweise zur Domain (optional)"
        hint="z. B. Registrar, DNS-Einträge, Weiterleitungen – nur für das Team."
        rows={3}
        meta={fields.domainNotes}
      />
      <Button type="submit" disabled={sending}>
        {sending ? "Wird gespeichert …" : editing ? "Angaben ändern" : "Als online eintragen"}
      </Button>
    </Form>
  );
  if (!editing) return body;
  return (
    <details className="mt-4 rounded-xl border border-slate-200 p-3" open={Boolean(actionData)}>
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        Live-Adresse oder Hinweise ändern
      </summary>
      {body}
    </details>
  );
}
