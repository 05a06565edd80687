// Professional portal (01 §2 "Professional portal (wizard)", §4, §5): six steps in ONE
// route (?orderId=&step=). Every step is a plain form post that saves the step's fields
// and currentStep on the server and moves on, so nothing depends on JavaScript. Each
// step's fields are checked with the step's zod schema (portalStepSchema), here and in
// the browser. With JavaScript: live header state, autosave 2 s after a change (intent
// autosave), uploads with progress, and a confirm dialog; without, the confirmation is a
// page state (?confirm=1). The view is in app/components/portal.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageErrorBoundary } from "~/components/error-boundary";
import { PortalDenied } from "~/components/portal/portal-denied";
import { PortalWizard } from "~/components/portal/portal-wizard";
import { attachDocuments, deleteDocument } from "~/models/order/document.server";
import {
  findPortalOrder,
  portalView,
  savePortalStep,
  submitPortal,
  type PortalOrder,
} from "~/models/professional/portal.server";
import {
  applyStepValues,
  clampStep,
  isPortalEditable,
  isStep1Valid,
  LAST_STEP,
  normalizeDetails,
  PORTAL_MESSAGES,
  portalStepSchema,
  portalStepUrl,
  type PortalActionData,
} from "~/models/professional/professional";
import { PortalLockedError } from "~/models/professional/professional.server";
import { requireUserId } from "~/utils/auth.server";
import { parseWithZod } from "~/utils/conform-zod";
import { readFormData } from "~/utils/form-data.server";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/meta";
import { UNKNOWN_INTENT } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";
import { isMultipart, parseUploadRequest, type UploadError } from "~/utils/upload.server";

const DENIED = { denied: true as const };

const reply = (data: PortalActionData, status = 200) => json<PortalActionData>(data, { status });
const locked = () =>
  reply({ error: PORTAL_MESSAGES.lockedText, errorTitle: PORTAL_MESSAGES.submitFailedTitle }, 409);
const incomplete = (orderId: string) =>
  redirectWithToast(portalStepUrl(orderId, 1), {
    type: "error",
    title: PORTAL_MESSAGES.submitIncompleteTitle,
    description: PORTAL_MESSAGES.submitIncompleteText,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const url = new URL(request.url);
  // once submitted (and moved on in the workflow) the answers stay readable, never editable
  const order = await findPortalOrder(userId, url.searchParams.get("orderId") ?? "", {
    submittedToo: true,
  });
  if (!order) return json(DENIED, { status: 403 });
  const view = await portalView(order, {
    step: url.searchParams.get("step"),
    confirm: url.searchParams.get("confirm") === "1",
  });
  return json({ denied: false as const, ...view });
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const orderId = new URL(request.url).searchParams.get("orderId") ?? "";
  const order = await findPortalOrder(userId, orderId);
  if (!order)
    return reply(
      { error: PORTAL_MESSAGES.deniedText, errorTitle: PORTAL_MESSAGES.deniedTitle },
      403,
    );
  // refused before reading a byte of the body: submitted details stay as they are
  if (!isPortalEditable(order)) return locked();

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

  try {
    switch (intent.startsWith("delete-document:") ? "delete-document" : intent) {
      case "save":
        return await saveStep(order, step, form, uploadErrors);
      case "autosave":
        return await autosave(order, step, form);
      case "delete-document":
        return await removeDocument(order, step, form, intent.slice("delete-document:".length));
      case "request-submit":
        return await requestSubmit(order);
      case "submit":
        return await submit(order);
      default:
        return reply({ error: UNKNOWN_INTENT }, 400);
    }
  } catch (error) {
    if (error instanceof PortalLockedError) return locked();
    logger.error({ error }, "Portal-Angaben konnten nicht gespeichert werden");
    const submitting = intent === "submit";
    return reply(
      {
        error: submitting ? PORTAL_MESSAGES.submitFailedText : PORTAL_MESSAGES.saveFailedText,
        errorTitle: submitting
          ? PORTAL_MESSAGES.submitFailedTitle
          : PORTAL_MESSAGES.saveFailedTitle,
      },
      500,
    );
  }
}

/** The step's fields as a draft (every field optional, with its limit) over what is stored. */
function parseDraft(order: PortalOrder, step: number, form: FormData) {
  const submission = parseWithZod(form, { schema: portalStepSchema(step) });
  if (submission.status !== "success") return { submission, details: null };
  const posted = (field: string) => field in (submission.payload ?? {});
  const stored = normalizeDetails(order.professionalDetails);
  return { submission, details: applyStepValues(stored, step, submission.value, posted) };
}

/** 'Weiter', 'Zurück' and the step buttons: save the step, then show the chosen one. */
async function saveStep(order: PortalOrder, step: number, form: FormData, uploads: UploadError[]) {
  const goto = clampStep(form.get("goto"), step);
  const draft = parseDraft(order, step, form);
  if (!draft.details)
    return reply(
      {
        result: draft.submission.reply(),
        error: PORTAL_MESSAGES.invalidText,
        errorTitle: PORTAL_MESSAGES.invalidTitle,
        fieldErrors: draft.submission.error ?? undefined,
        uploadErrors: uploads.length ? uploads : undefined,
      },
      400,
    );
  let details = draft.details;
  // only step 1 has required fields (01 §4): leaving it forward needs them
  const leftStep1 = step === 1 && goto > 1;
  if (leftStep1) {
    const complete = parseWithZod(form, { schema: portalStepSchema(1, { complete: true }) });
    if (complete.status !== "success") {
      // the draft is kept, the customer stays on step 1
      await savePortalStep(order, details, 1);
      return reply(
        {
          result: complete.reply(),
          error: PORTAL_MESSAGES.step1Text,
          errorTitle: PORTAL_MESSAGES.step1Title,
          fieldErrors: complete.error ?? undefined,
        },
        400,
      );
    }
    details = applyStepValues(details, 1, complete.value, (f) => f in (complete.payload ?? {}));
  }
  await savePortalStep(order, details, uploads.length ? step : goto, { leftStep1 });
  if (uploads.length) return reply({ uploadErrors: uploads }, 400);
  return redirect(portalStepUrl(order.id, goto));
}

/** The JavaScript autosave: the step's draft, the step stays; answered with the time. */
async function autosave(order: PortalOrder, step: number, form: FormData) {
  const draft = parseDraft(order, step, form);
  if (!draft.details) return reply({ result: draft.submission.reply() }, 400);
  await savePortalStep(order, draft.details, step);
  return reply({ savedAt: new Date().toISOString() });
}

/** A file's 'Entfernen' in step 5: the step's draft is saved first, as with every button. */
async function removeDocument(order: PortalOrder, step: number, form: FormData, id: string) {
  const draft = parseDraft(order, step, form);
  if (draft.details) await savePortalStep(order, draft.details, step);
  const removed = await deleteDocument(order.id, id);
  return redirectWithToast(
    portalStepUrl(order.id, step),
    removed
      ? { type: "success", title: "Dokument entfernt" }
      : { type: "error", title: "Dokument nicht gefunden" },
  );
}

/** 'Angaben übermitteln' without JavaScript: the confirmation as a page state. */
async function requestSubmit(order: PortalOrder) {
  if (!isStep1Valid(normalizeDetails(order.professionalDetails))) return await incomplete(order.id);
  return redirect(portalStepUrl(order.id, LAST_STEP, "&confirm=1"));
}

/** 'Jetzt übermitteln': step 1 re-checked, then the order moves on and is read-only. */
async function submit(order: PortalOrder) {
  const outcome = await submitPortal(order);
  if (outcome === "incomplete") return incomplete(order.id);
  if (outcome === "locked") return locked();
  return redirectWithToast("/dashboard", {
    type: "success",
    title: PORTAL_MESSAGES.submittedTitle,
    description: PORTAL_MESSAGES.submittedText,
  });
}

export default function ProfessionalPortal() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<PortalActionData>();
  if (data.denied) return <PortalDenied />;
  return <PortalWizard view={data} actionData={actionData} />;
}

export const meta: MetaFunction = () => noindexMeta("Kundenportal – Seitenwerk");

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
