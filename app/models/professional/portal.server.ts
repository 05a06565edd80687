// The professional portal's server side (01 §2 "Professional portal (wizard)", §4, §5):
// who may open it, what the page shows, and the submission with its follow-ups. The
// route /professional-portal wires these to its forms; the JSON API shares the files.
import { adoptBillingProfileFromOrder } from "../billing/profile.server";
import { getProfession, isProfessionalPackage } from "../catalog/catalog";
import { documentUrl, listDocuments } from "../order/document.server";
import { getOwnOrder } from "../order/order.server";
import {
  clampStep,
  isPortalEditable,
  isStep1Valid,
  LAST_STEP,
  normalizeDetails,
  PORTAL_STATUSES,
  type PortalView,
  type ProfessionalDetails,
} from "./professional";
import {
  saveProfessionalDetails,
  submitProfessionalDetails,
  type SubmitOutcome,
} from "./professional.server";
import { formatDateTime, shortId } from "~/utils/format";

export type PortalOrder = NonNullable<Awaited<ReturnType<typeof getOwnOrder>>>;

/**
 * The customer's own professional order while the portal is open (and, with
 * `submittedToo`, once submitted, to read). Foreign, unknown, not professional or past
 * the intake: null, all the same.
 */
export async function findPortalOrder(
  userId: string,
  orderId: string,
  { submittedToo = false } = {},
): Promise<PortalOrder | null> {
  const order = await getOwnOrder(userId, orderId);
  if (
    !order ||
    !isProfessionalPackage(order.packageType) ||
    !(
      (PORTAL_STATUSES as readonly string[]).includes(order.status) ||
      (submittedToo && order.detailsSubmittedAt)
    )
  )
    return null;
  return order;
}

/** The files uploaded in the portal (step 5), as the submission records them. */
export async function portalFiles(orderId: string): Promise<ProfessionalDetails["uploadedFiles"]> {
  return (await listDocuments(orderId))
    .filter((d) => d.section === "professional")
    .map((d) => ({ id: d.id, name: d.name, size: d.size }));
}

/**
 * The page: the asked step (editable) or the summary (read-only once submitted), and the
 * confirmation state of the summary without JavaScript (`?confirm=1`).
 */
export async function portalView(
  order: PortalOrder,
  asked: { step: string | null; confirm: boolean },
): Promise<PortalView> {
  const details = normalizeDetails(order.professionalDetails);
  const editable = isPortalEditable(order);
  const step = editable ? clampStep(asked.step, clampStep(order.currentStep)) : LAST_STEP;
  return {
    order: {
      id: order.id,
      shortId: shortId(order.id),
      status: order.status,
      profession: getProfession(order.profession ?? order.packageType)?.name ?? order.packageType,
      submittedAt: order.detailsSubmittedAt ? formatDateTime(order.detailsSubmittedAt) : null,
      correctionOpen: Boolean(order.correctionRequestedAt && editable && order.detailsSubmittedAt),
    },
    details,
    documents: (await portalFiles(order.id)).map((d) => ({ ...d, url: documentUrl(d.id) })),
    step,
    editable,
    step1Valid: isStep1Valid(details),
    confirm: editable && step === LAST_STEP && asked.confirm,
  };
}

/**
 * 'Jetzt übermitteln': step 1 re-checked, the files recorded, the order on to
 * in_progress; a firm named in step 1 becomes the billing profile.
 */
export async function submitPortal(order: PortalOrder): Promise<SubmitOutcome> {
  if (!isStep1Valid(normalizeDetails(order.professionalDetails))) return "incomplete";
  const outcome = await submitProfessionalDetails(order, await portalFiles(order.id));
  if (outcome === "submitted") await adoptBillingProfileFromOrder(order.id);
  return outcome;
}

/**
 * Saves a step's details and where the customer is. Leaving step 1 complete names the
 * firm: the setup-fee invoice that waited for it goes out.
 */
export async function savePortalStep(
  order: PortalOrder,
  details: ProfessionalDetails,
  currentStep: number,
  { leftStep1 = false } = {},
) {
  await saveProfessionalDetails(order, details, currentStep);
  if (leftStep1) await adoptBillingProfileFromOrder(order.id);
}
