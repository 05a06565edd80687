// Professional portal (01 §2 "Professional portal (wizard)", §4, §5): six steps in ONE
// route (?orderId=&step=). Every step is a plain form post that saves the step's fields
// and currentStep on the server and moves on, so nothing depends on JavaScript. With
// JavaScript: live header state, autosave 2 s after a change (same action, intent
// autosave, past the router), uploads with progress, and a confirm dialog; without, the
// confirmation is a page state (?confirm=1).
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { FormAlert } from "~/components/auth-card";
import { AutosaveStatus, useDraftAutosave } from "~/components/autosave";
import { PageShell } from "~/components/page-shell";
import { showToast } from "~/components/toaster";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Field, RequiredFieldsNote, TextareaField } from "~/components/ui/field";
import { UploadField } from "~/components/upload-field";
import { adoptBillingProfileFromOrder } from "~/models/billing-profile.server";
import { getProfession, isProfessionalPackage } from "~/models/catalog";
import {
  attachDocuments,
  deleteDocument,
  documentUrl,
  listDocuments,
} from "~/models/document.server";
import { statusLabel, statusTone } from "~/models/order-status";
import { getOwnOrder } from "~/models/order.server";
import {
  clampStep,
  FIELD_LABELS,
  isPortalEditable,
  isStep1Valid,
  LAST_STEP,
  mergeStep,
  normalizeDetails,
  PORTAL_MESSAGES,
  PORTAL_STATUSES,
  PORTAL_STEPS,
  STEP1_REQUIRED,
  STEP_FIELDS,
  step1Errors,
  STYLE_PREFERENCES,
  styleLabel,
  type ProfessionalDetails,
  type TextField,
} from "~/models/professional";
import {
  PortalLockedError,
  saveProfessionalDetails,
  submitProfessionalDetails,
} from "~/models/professional.server";
import { requireUserId } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { formatBytes, formatDateTime, shortId } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isMultipart, parseUploadRequest, type UploadError } from "~/utils/upload.server";
import { useHydrated } from "~/utils/use-hydrated";

export const meta: MetaFunction = () => [
  { title: "Kundenportal – Seitenwerk" },
  { name: "robots", content: "noindex" },
];

const DENIED = { denied: true as const };

async function portalOrder(request: Request, { submittedToo = false } = {}) {
  const userId = await requireUserId(request);
  const url = new URL(request.url);
  const order = await getOwnOrder(userId, url.searchParams.get("orderId") ?? "");
  // foreign, unknown, not professional, or past the intake: the same answer
  if (
    !order ||
    !isProfessionalPackage(order.packageType) ||
    !(
      (PORTAL_STATUSES as readonly string[]).includes(order.status) ||
      (submittedToo && order.detailsSubmittedAt)
    )
  )
    return { userId, order: null, url };
  return { userId, order, url };
}

const stepUrl = (orderId: string, step: number, extra = "") =>
  `/professional-portal?orderId=${orderId}&step=${step}${extra}`;

export async function loader({ request }: LoaderFunctionArgs) {
  // once submitted (and moved on in the workflow) the answers stay readable, never editable
  const { order, url } = await portalOrder(request, { submittedToo: true });
  if (!order) return json(DENIED, { status: 403 });
  const documents = (await listDocuments(order.id)).filter((d) => d.section === "professional");
  const details = normalizeDetails(order.professionalDetails);
  const editable = isPortalEditable(order);
  const step = editable
    ? clampStep(url.searchParams.get("step"), clampStep(order.currentStep))
    : LAST_STEP;
  return json({
    denied: false as const,
    order: {
      id: order.id,
      shortId: shortId(order.id),
      status: order.status,
      profession: getProfession(order.profession ?? order.packageType)?.name ?? order.packageType,
      submittedAt: order.detailsSubmittedAt ? formatDateTime(order.detailsSubmittedAt) : null,
      correctionOpen: Boolean(order.correctionRequestedAt && editable && order.detailsSubmittedAt),
    },
    details,
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      size: d.size,
      url: documentUrl(d.id),
    })),
    step,
    editable,
    step1Valid: isStep1Valid(details),
    confirm: editable && step === LAST_STEP && url.searchParams.get("confirm") === "1",
  });
}

type ActionData = {
  error?: string;
  errorTitle?: string;
  fieldErrors?: Partial<Record<string, string[]>>;
  uploadErrors?: UploadError[];
  savedAt?: string;
};

export async function action({ request }: ActionFunctionArgs) {
  const { userId, order } = await portalOrder(request);
  if (!order)
    return json<ActionData>(
      { error: PORTAL_MESSAGES.deniedText, errorTitle: PORTAL_MESSAGES.deniedTitle },
      { status: 403 },
    );
  // refused before reading a byte of the body: submitted details stay as they are
  if (!isPortalEditable(order))
    return json<ActionData>(
      { error: PORTAL_MESSAGES.lockedText, errorTitle: PORTAL_MESSAGES.submitFailedTitle },
      { status: 409 },
    );

  let form: FormData;
  let uploadErrors: UploadError[] = [];
  if (isMultipart(request)) {
    const parsed = await parseUploadRequest(request, `orders/${order.id}`);
    form = parsed.formData;
    uploadErrors = parsed.errors;
    if (parsed.files.length) await attachDocuments(order.id, userId, parsed.files);
  } else {
    form = await readFormData(request);
  }
  const intent = String(form.get("intent") ?? "save");
  const step = clampStep(form.get("step"));
  const stored = normalizeDetails(order.professionalDetails);

  try {
    if (intent === "submit" || intent === "request-submit") {
      if (!isStep1Valid(stored))
        return redirectWithToast(stepUrl(order.id, 1), {
          type: "error",
          title: PORTAL_MESSAGES.submitIncompleteTitle,
          description: PORTAL_MESSAGES.submitIncompleteText,
        });
      if (intent === "request-submit") return redirect(stepUrl(order.id, LAST_STEP, "&confirm=1"));
      const files = (await listDocuments(order.id))
        .filter((d) => d.section === "professional")
        .map((d) => ({ id: d.id, name: d.name, size: d.size }));
      const outcome = await submitProfessionalDetails(order, files);
      if (outcome === "incomplete")
        return redirectWithToast(stepUrl(order.id, 1), {
          type: "error",
          title: PORTAL_MESSAGES.submitIncompleteTitle,
          description: PORTAL_MESSAGES.submitIncompleteText,
        });
      if (outcome === "locked")
        return json<ActionData>(
          { error: PORTAL_MESSAGES.lockedText, errorTitle: PORTAL_MESSAGES.submitFailedTitle },
          { status: 409 },
        );
      await adoptBillingProfileFromOrder(order.id);
      return redirectWithToast("/dashboard", {
        type: "success",
        title: PORTAL_MESSAGES.submittedTitle,
        description: PORTAL_MESSAGES.submittedText,
      });
    }

    const details = mergeStep(stored, step, form);
    if (intent === "autosave") {
      await saveProfessionalDetails(order, details, step);
      return json<ActionData>({ savedAt: new Date().toISOString() });
    }
    if (intent.startsWith("delete-document:")) {
      await saveProfessionalDetails(order, details, step);
      const removed = await deleteDocument(order.id, intent.slice("delete-document:".length));
      return redirectWithToast(
        stepUrl(order.id, step),
        removed
          ? { type: "success", title: "Dokument entfernt" }
          : { type: "error", title: "Dokument nicht gefunden" },
      );
    }
    if (intent !== "save") return json<ActionData>({ error: "Unbekannte Aktion" }, { status: 400 });

    const goto = clampStep(form.get("goto"), step);
    // only step 1 has a check (01 §4): leaving it forward needs its required fields
    if (step === 1 && goto > 1 && !isStep1Valid(details)) {
      await saveProfessionalDetails(order, details, 1);
      return json<ActionData>(
        {
          error: PORTAL_MESSAGES.step1Text,
          errorTitle: PORTAL_MESSAGES.step1Title,
          fieldErrors: step1Errors(details),
        },
        { status: 400 },
      );
    }
    await saveProfessionalDetails(order, details, uploadErrors.length ? step : goto);
    // step 1 left complete names the firm: the setup-fee invoice that waited for it goes out
    if (step === 1 && goto > 1) await adoptBillingProfileFromOrder(order.id);
    if (uploadErrors.length) return json<ActionData>({ uploadErrors }, { status: 400 });
    return redirect(stepUrl(order.id, goto));
  } catch (error) {
    if (error instanceof PortalLockedError)
      return json<ActionData>(
        { error: PORTAL_MESSAGES.lockedText, errorTitle: PORTAL_MESSAGES.submitFailedTitle },
        { status: 409 },
      );
    logger.error({ error }, "Portal-Angaben konnten nicht gespeichert werden");
    return json<ActionData>(
      {
        error:
          intent === "submit"
            ? PORTAL_MESSAGES.submitFailedText
            : "Fehler beim Speichern der Änderungen",
        errorTitle: intent === "submit" ? PORTAL_MESSAGES.submitFailedTitle : "Fehler",
      },
      { status: 500 },
    );
  }
}

const TEXTAREAS = new Set<TextField>([
  "servicesOffered",
  "targetAudience",
  "uniqueSellingPoints",
  "competitorWebsites",
  "specialRequirements",
  "aboutText",
  "teamMembers",
  "openingHours",
  "colorPreferences",
  "additionalNotes",
]);

const INPUT_TYPES: Partial<
  Record<TextField, { type: string; autoComplete?: string; inputMode?: "numeric" }>
> = {
  companyName: { type: "text", autoComplete: "organization" },
  streetAddress: { type: "text", autoComplete: "street-address" },
  postalCode: { type: "text", autoComplete: "postal-code", inputMode: "numeric" },
  city: { type: "text", autoComplete: "address-level2" },
  phone: { type: "tel", autoComplete: "tel" },
  email: { type: "email", autoComplete: "email" },
  website: { type: "url", autoComplete: "url" },
  vatId: { type: "text" },
  contactTitle: { type: "text", autoComplete: "honorific-prefix" },
  contactFirstName: { type: "text", autoComplete: "given-name" },
  contactLastName: { type: "text", autoComplete: "family-name" },
  contactPhone: { type: "tel", autoComplete: "tel" },
  contactEmail: { type: "email", autoComplete: "email" },
};

const HINTS: Partial<Record<TextField, string>> = {
  servicesOffered: "Zum Beispiel Ihre Schwerpunkte und Fachgebiete.",
  competitorWebsites: "Adressen von Websites, deren Stil Ihnen gefällt.",
  teamMembers: "Namen, Funktionen und gern eine kurze Vorstellung.",
  openingHours: "Zum Beispiel: Mo–Fr 8–17 Uhr.",
  vatId: "Für Ihre Rechnung, z. B. DE123456789",
};

function TextFieldInput({
  field,
  details,
  errors,
}: {
  field: TextField;
  details: ProfessionalDetails;
  errors?: string[];
}) {
  const required = (STEP1_REQUIRED as readonly string[]).includes(field);
  const label =
    field === "website" || field === "vatId"
      ? `${FIELD_LABELS[field]} (optional)`
      : FIELD_LABELS[field];
  if (TEXTAREAS.has(field))
    return (
      <TextareaField
        className="sm:col-span-2"
        label={label}
        name={field}
        defaultValue={details[field]}
        rows={4}
        hint={HINTS[field]}
        maxLength={5000}
      />
    );
  const wide = ["companyName", "streetAddress", "website"].includes(field);
  return (
    <Field
      className={wide ? "sm:col-span-2" : undefined}
      label={label}
      name={field}
      required={required}
      defaultValue={details[field]}
      errors={errors}
      placeholder={field === "website" ? "https://" : undefined}
      hint={HINTS[field]}
      maxLength={500}
      {...INPUT_TYPES[field]}
    />
  );
}

function Summary({
  details,
  documents,
}: {
  details: ProfessionalDetails;
  documents: { id: string; name: string; size: number; url: string }[];
}) {
  const value = (field: TextField) =>
    (field === "stylePreferences" ? styleLabel(details.stylePreferences) : details[field]) || "–";
  return (
    <div className="space-y-6">
      {PORTAL_STEPS.slice(0, 5).map((s) => (
        <section
          key={s.step}
          aria-labelledby={`summary-${s.step}`}
          className="rounded-xl border border-slate-200 p-4 sm:p-5"
        >
          <h3 id={`summary-${s.step}`} className="font-semibold text-slate-900">
            {s.step}. {s.title}
          </h3>
          <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            {STEP_FIELDS[s.step].map((f) => (
              <div
                key={f}
                className={f !== "existingLogo" && TEXTAREAS.has(f) ? "sm:col-span-2" : undefined}
              >
                <dt className="text-slate-500">{FIELD_LABELS[f]}</dt>
                <dd className="whitespace-pre-line break-words font-medium text-slate-900">
                  {f === "existingLogo" ? (details.existingLogo ? "Ja" : "Nein") : value(f)}
                </dd>
              </div>
            ))}
            {s.step === 5 ? (
              <div className="sm:col-span-2">
                <dt className="text-slate-500">Dateien</dt>
                <dd className="font-medium text-slate-900">
                  {documents.length ? (
                    <ul>
                      {documents.map((d) => (
                        <li key={d.id}>
                          {d.name}{" "}
                          <span className="font-normal text-slate-500">
                            ({formatBytes(d.size)})
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    "–"
                  )}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ))}
    </div>
  );
}

function readStep1(form: HTMLFormElement) {
  const get = (name: string) =>
    String((form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "");
  return Object.fromEntries(STEP1_REQUIRED.map((f) => [f, get(f)])) as Record<
    (typeof STEP1_REQUIRED)[number],
    string
  >;
}

export default function ProfessionalPortal() {
  const data = useLoaderData<typeof loader>();
  if (data.denied) return <Denied />;
  return <Wizard />;
}

function Denied() {
  return (
    <PageShell>
      <div className="container-page flex max-w-lg justify-center py-16">
        <section
          aria-labelledby="denied-title"
          className="w-full rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm"
        >
          <h1 id="denied-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {PORTAL_MESSAGES.deniedTitle}
          </h1>
          <p className="mt-2 text-slate-600">{PORTAL_MESSAGES.deniedText}</p>
          <ButtonLink to="/" className="mt-6">
            Zur Startseite
          </ButtonLink>
        </section>
      </div>
    </PageShell>
  );
}

function Wizard() {
  const data = useLoaderData<typeof loader>();
  if (data.denied) throw new Error("unreachable");
  const { order, details, documents, step, editable, confirm } = data;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [step1Valid, setStep1Valid] = useState(data.step1Valid);
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
  useEffect(() => setStep1Valid(data.step1Valid), [data.step1Valid, step]);
  useEffect(() => {
    if (!actionData?.error) return;
    showToast({
      type: "error",
      title: actionData.errorTitle ?? "Fehler",
      description: actionData.error,
    });
  }, [actionData]);

  const { schedule } = autosave;
  const onChange = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    if (step === 1) setStep1Valid(isStep1Valid(readStep1(form)));
    schedule();
  }, [step, schedule]);

  function requestSubmit(e: React.MouseEvent) {
    if (!hydrated) return; // the server answers with the confirmation page
    e.preventDefault();
    if (!data.denied && !data.step1Valid) {
      showToast({
        type: "error",
        title: PORTAL_MESSAGES.submitIncompleteTitle,
        description: PORTAL_MESSAGES.submitIncompleteText,
      });
      navigate(`${actionUrl}&step=1`);
      return;
    }
    dialogRef.current?.showModal();
  }

  const headerDisabled = (n: number) => !editable || (n > step && step === 1 && !step1Valid);
  const current = PORTAL_STEPS[step - 1];

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
          <FormAlert tone="info" title="Korrekturschleife geöffnet">
            Sie können Ihre Angaben jetzt einmal überarbeiten. Mit dem erneuten Übermitteln endet
            die Korrekturschleife.
          </FormAlert>
        ) : null}

        <div className="mt-6">
          <div className="flex justify-between text-sm text-slate-600">
            <span>
              Schritt {step} von {LAST_STEP}:{" "}
              <strong className="text-slate-900">{current.title}</strong>
            </span>
            <span>{Math.round((step / LAST_STEP) * 100)} %</span>
          </div>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label="Fortschritt"
            aria-valuemin={1}
            aria-valuemax={LAST_STEP}
            aria-valuenow={step}
            aria-valuetext={`Schritt ${step} von ${LAST_STEP}`}
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-all"
              style={{ width: `${(step / LAST_STEP) * 100}%` }}
            />
          </div>
        </div>

        <Form
          key={step}
          ref={formRef}
          method="post"
          action={actionUrl}
          encType={step === 5 ? "multipart/form-data" : undefined}
          noValidate
          onChange={onChange}
          onSubmit={autosave.cancel}
          className="mt-6"
          aria-labelledby="step-title"
        >
          <input type="hidden" name="step" value={step} />
          <nav aria-label="Schritte">
            <ol className="grid grid-cols-6 gap-1.5 sm:gap-2">
              {PORTAL_STEPS.map((s) => (
                <li key={s.step}>
                  <button
                    type="submit"
                    name="goto"
                    value={s.step}
                    disabled={headerDisabled(s.step) || busy}
                    aria-current={s.step === step ? "step" : undefined}
                    className={cn(
                      "flex w-full min-w-0 flex-col items-center gap-1 rounded-xl border px-1 py-2 text-xs font-semibold transition disabled:cursor-not-allowed",
                      s.step === step
                        ? "border-brand-500 bg-brand-50 text-brand-800"
                        : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50",
                      headerDisabled(s.step) && s.step !== step && "text-slate-500 opacity-70",
                    )}
                  >
                    <span
                      className={cn(
                        "flex h-6 w-6 items-center justify-center rounded-full text-xs",
                        s.step <= step ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-700",
                      )}
                    >
                      {s.step}
                    </span>
                    {/* long German step names do not fit six columns on small screens: the progress line above names the current one */}
                    <span className="sr-only text-center text-[11px] leading-tight lg:not-sr-only">
                      {s.title}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          </nav>

          {actionData?.error ? (
            <div className="mt-6">
              <FormAlert title={actionData.errorTitle ?? "Fehler"}>{actionData.error}</FormAlert>
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
                {STEP_FIELDS[step].map((f) => {
                  if (f === "existingLogo")
                    return (
                      <label
                        key={f}
                        className="flex items-center gap-3 text-sm text-slate-700 sm:col-span-2"
                      >
                        <input
                          type="checkbox"
                          name="existingLogo"
                          defaultChecked={details.existingLogo}
                          className="h-5 w-5 rounded border-slate-300 text-brand-600"
                        />
                        {FIELD_LABELS.existingLogo}
                      </label>
                    );
                  if (f === "stylePreferences")
                    return (
                      <fieldset key={f} className="sm:col-span-2">
                        <legend className="mb-2 text-sm font-medium text-slate-700">
                          {FIELD_LABELS.stylePreferences}
                        </legend>
                        <div className="grid gap-2 sm:grid-cols-2">
                          {STYLE_PREFERENCES.map((s) => (
                            <label
                              key={s.value}
                              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                            >
                              <input
                                type="radio"
                                name="stylePreferences"
                                value={s.value}
                                defaultChecked={details.stylePreferences === s.value}
                                className="text-brand-600"
                              />
                              {s.label}
                            </label>
                          ))}
                        </div>
                      </fieldset>
                    );
                  return (
                    <TextFieldInput
                      key={f}
                      field={f}
                      details={details}
                      errors={actionData?.fieldErrors?.[f]}
                    />
                  );
                })}
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
              <p className="mt-2 text-slate-600">
                Nach dem Übermitteln beginnen wir mit Ihrer Website. Änderungen sind danach nur noch
                in der Korrekturschleife möglich.
              </p>
            ) : (
              <div className="mt-5">
                <p className="mb-5 text-sm text-slate-600">
                  Bitte prüfen Sie Ihre Angaben. Über die Schritte oben können Sie jederzeit
                  zurückgehen.
                </p>
                <Summary details={details} documents={documents} />
              </div>
            )}
          </section>

          {editable ? (
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              {confirm ? (
                <>
                  <ButtonLink to={stepUrl(order.id, LAST_STEP)} variant="secondary" size="lg">
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
                      onClick={requestSubmit}
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

        {hydrated && editable && step === LAST_STEP ? (
          <dialog
            ref={dialogRef}
            aria-labelledby="confirm-title"
            className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
          >
            <Form method="post" action={actionUrl} className="p-6">
              <input type="hidden" name="step" value={LAST_STEP} />
              <h2 id="confirm-title" className="text-lg font-semibold text-slate-900">
                {PORTAL_MESSAGES.confirmTitle}
              </h2>
              <p className="mt-2 text-sm text-slate-600">
                Nach dem Übermitteln beginnen wir mit Ihrer Website. Änderungen sind danach nur noch
                in der Korrekturschleife möglich.
              </p>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => dialogRef.current?.close()}
                >
                  Abbrechen
                </Button>
                <Button type="submit" name="intent" value="submit" disabled={busy}>
                  {busy ? "Wird übermittelt..." : "Jetzt übermitteln"}
                </Button>
              </div>
            </Form>
          </dialog>
        ) : null}
      </div>
    </PageShell>
  );
}
