// The professional intake (01 §2 "Professional portal", §3 professional details, §4, §5):
// steps, fields, labels and the one validity rule (step 1), shared by server and browser.
import { z } from "zod";
import { vatIdSchema } from "../order/details";
import type { SubmissionResult } from "@conform-to/react";

export const PORTAL_STEPS = [
  { step: 1, title: "Unternehmensdaten" },
  { step: 2, title: "Ansprechpartner" },
  { step: 3, title: "Anforderungen" },
  { step: 4, title: "Inhalte" },
  { step: 5, title: "Design & Dateien" },
  { step: 6, title: "Zusammenfassung" },
] as const;
export const LAST_STEP = PORTAL_STEPS.length;

/** The setup payment's messages, on the checkout page and from the API and the verification. */
export const PRO_PAYMENT_MESSAGES = {
  startFailedTitle: "Fehler",
  startFailed: "Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut.",
  noSessionId: "Keine Zahlungs-ID gefunden",
  notVerified: "Zahlung konnte nicht verifiziert werden",
  exception: "Ein Fehler ist aufgetreten. Bitte kontaktieren Sie unseren Support.",
  notPaidYet: "Ihre Zahlung ist noch nicht bestätigt. Bitte prüfen Sie es in einem Moment erneut.",
} as const;
export const AUTOSAVE_DELAY_MS = 2000;
export const PASSWORD_REDIRECT_DELAY_MS = 1000;

/** Style preference values and their labels (01 §3). */
export const STYLE_PREFERENCES = [
  { value: "modern", label: "Modern & Minimalistisch" },
  { value: "klassisch", label: "Klassisch & Seriös" },
  { value: "kreativ", label: "Kreativ & Verspielt" },
  { value: "technisch", label: "Technisch & Professionell" },
] as const;

/** What the practice writes about itself, each in a text area. */
const DESCRIPTION_FIELDS = [
  "servicesOffered",
  "targetAudience",
  "uniqueSellingPoints",
  "competitorWebsites",
  "specialRequirements",
  "aboutText",
  "teamMembers",
  "openingHours",
  "colorPreferences",
] as const;

/** The fields of step 1 a practice must fill in. */
export const STEP1_REQUIRED = [
  "companyName",
  "streetAddress",
  "postalCode",
  "city",
  "phone",
  "email",
] as const;

export const TEXT_FIELDS = [
  ...STEP1_REQUIRED,
  "website",
  "vatId",
  "contactTitle",
  "contactFirstName",
  "contactLastName",
  "contactPhone",
  "contactEmail",
  ...DESCRIPTION_FIELDS,
  "stylePreferences",
  "additionalNotes",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type ProfessionalDetails = Record<TextField, string> & {
  existingLogo: boolean;
  uploadedFiles: { id: string; name: string; size: number }[];
};

/** What the portal page shows (built on the server, JSON as it is). */
export type PortalView = {
  order: {
    id: string;
    shortId: string;
    status: string;
    profession: string;
    submittedAt: string | null;
    correctionOpen: boolean;
  };
  details: ProfessionalDetails;
  documents: { id: string; name: string; size: number; url: string }[];
  step: number;
  editable: boolean;
  step1Valid: boolean;
  confirm: boolean;
};

/** The portal action's answers that are not redirects. */
export type PortalActionData = {
  /** conform's reply: the step's field errors (and the posted values, kept) */
  result?: SubmissionResult<string[]>;
  error?: string;
  errorTitle?: string;
  fieldErrors?: Partial<Record<string, string[] | null>>;
  uploadErrors?: { message: string }[];
  savedAt?: string;
};

/** Which fields each step's form carries (step 6 is the summary). */
export const STEP_FIELDS: Record<number, readonly (TextField | "existingLogo")[]> = {
  1: [...STEP1_REQUIRED, "website", "vatId"],
  2: ["contactTitle", "contactFirstName", "contactLastName", "contactPhone", "contactEmail"],
  3: [
    "servicesOffered",
    "targetAudience",
    "uniqueSellingPoints",
    "competitorWebsites",
    "specialRequirements",
  ],
  4: ["aboutText", "teamMembers", "openingHours"],
  5: ["colorPreferences", "stylePreferences", "existingLogo", "additionalNotes"],
  6: [],
};

export const FIELD_LABELS: Record<TextField | "existingLogo", string> = {
  companyName: "Name der Kanzlei / Praxis",
  streetAddress: "Straße und Hausnummer",
  postalCode: "Postleitzahl",
  city: "Ort",
  phone: "Telefon",
  email: "E-Mail",
  website: "Aktuelle Website",
  vatId: "USt-IdNr.",
  contactTitle: "Titel",
  contactFirstName: "Vorname",
  contactLastName: "Nachname",
  contactPhone: "Telefon (direkt)",
  contactEmail: "E-Mail (direkt)",
  servicesOffered: "Angebotene Leistungen",
  targetAudience: "Zielgruppe",
  uniqueSellingPoints: "Was zeichnet Sie aus?",
  competitorWebsites: "Websites, die Ihnen gefallen",
  specialRequirements: "Besondere Anforderungen",
  aboutText: "Über uns",
  teamMembers: "Team",
  openingHours: "Öffnungs- bzw. Sprechzeiten",
  colorPreferences: "Farbwünsche",
  stylePreferences: "Stil",
  existingLogo: "Wir haben bereits ein Logo",
  additionalNotes: "Weitere Hinweise",
};

/**
 * The team's reopening of a submitted intake, so the customer can change it once more. Not the
 * Korrekturschleife: to the customer that word means the corrections of a preview. Offered,
 * and accepted by the action, once and only while the team works on the site ('In
 * Bearbeitung'): once a preview waits for acceptance or the order is accepted, online or
 * cancelled, changes go through the preview's corrections or a message instead
 * (docs/decisions/105-releasing-the-intake.md).
 */
export const INTAKE_RELEASE = {
  action: "Angaben zur Bearbeitung freigeben",
  state: "Angaben zur Bearbeitung freigegeben",
  released: "Angaben zur Bearbeitung freigegeben",
  releasedText:
    "Der Kunde kann seine Angaben im Portal einmal überarbeiten und erneut übermitteln; der Status wird „Angaben ausstehend“.",
  notUsed: "nicht genutzt",
  onlyWhile:
    "Einmal möglich, nachdem der Kunde die Angaben übermittelt hat, und nur solange der Auftrag „In Bearbeitung“ ist.",
  notPossible:
    "Die Angaben können nicht zur Bearbeitung freigegeben werden: Das geht einmal, nachdem der Kunde sie übermittelt hat, und nur solange der Auftrag „In Bearbeitung“ ist.",
  resubmitted: "Angaben nach Freigabe erneut übermittelt",
  customerTitle: "Angaben wieder zur Bearbeitung freigegeben",
  customerText:
    "Sie können Ihre Angaben jetzt einmal überarbeiten. Mit dem erneuten Übermitteln sind sie wieder bei uns.",
} as const;

export function canReleaseIntake(order: {
  status: string;
  detailsSubmittedAt: Date | string | null;
  correctionRequestedAt: Date | string | null;
}): boolean {
  return Boolean(
    order.detailsSubmittedAt && !order.correctionRequestedAt && order.status === "in_progress",
  );
}

export const PORTAL_MESSAGES = {
  step1Title: "Pflichtfelder ausfüllen",
  step1Text: "Bitte füllen Sie alle Pflichtfelder aus.",
  submitIncompleteTitle: "Unternehmensdaten unvollständig",
  submitIncompleteText: "Bitte füllen Sie alle Pflichtfelder der Unternehmensdaten aus.",
  submittedTitle: "Angaben übermittelt",
  submittedText:
    "Ihre Angaben wurden erfolgreich übermittelt. Wir werden uns in Kürze bei Ihnen melden.",
  submitFailedTitle: "Fehler beim Übermitteln",
  submitFailedText: "Ihre Angaben konnten nicht übermittelt werden.",
  // the customer's Korrekturschleife is the one of the preview: what they want changed after
  // submitting, they tell us there (or in a message); only the team reopens the intake
  lockedText:
    "Ihre Angaben wurden bereits übermittelt. Änderungswünsche nehmen wir mit der Korrekturschleife zur Vorschau oder per Nachricht entgegen.",
  deniedTitle: "Zugriff verweigert",
  deniedText: "Sie haben keinen Zugriff auf dieses Portal.",
  confirmTitle: "Angaben jetzt übermitteln?",
  invalidTitle: "Angaben prüfen",
  invalidText: "Bitte prüfen Sie Ihre Eingaben.",
  saveFailedTitle: "Fehler",
  saveFailedText: "Fehler beim Speichern der Änderungen",
  // the same wording as every other form (order details, account)
  required: "Dieses Feld ist erforderlich",
} as const;

const MAX_TEXT = 5000;

export function emptyDetails(): ProfessionalDetails {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ""])) as Record<TextField, string>;
  return { ...text, existingLogo: false, uploadedFiles: [] };
}

/** Whatever is stored (JSON) → a complete details object; unknown keys are dropped. */
export function normalizeDetails(raw: unknown): ProfessionalDetails {
  const details = emptyDetails();
  if (!raw || typeof raw !== "object") return details;
  const source = raw as Record<string, unknown>;
  for (const f of TEXT_FIELDS)
    if (typeof source[f] === "string") details[f] = (source[f] as string).slice(0, MAX_TEXT);
  details.existingLogo = source.existingLogo === true;
  if (!STYLE_PREFERENCES.some((s) => s.value === details.stylePreferences))
    details.stylePreferences = "";
  if (Array.isArray(source.uploadedFiles))
    details.uploadedFiles = source.uploadedFiles
      .filter((f): f is { id: string; name: string; size: number } =>
        Boolean(f && typeof f === "object" && typeof f.id === "string"),
      )
      .map((f) => ({ id: f.id, name: String(f.name), size: Number(f.size) || 0 }));
  return details;
}

/** Fields written in a text area (the rest are one-line inputs). */
export const MULTILINE_FIELDS: ReadonlySet<TextField> = new Set<TextField>([
  ...DESCRIPTION_FIELDS,
  "additionalNotes",
]);

const INPUT_MAX = 500;
const maxLengthOf = (field: TextField) => (MULTILINE_FIELDS.has(field) ? MAX_TEXT : INPUT_MAX);
const optionalText = (max: number) => z.string().max(max, `Höchstens ${max} Zeichen`).optional();
const STYLE_VALUES = STYLE_PREFERENCES.map((s) => s.value) as [string, ...string[]];

/** The zod type of one field as a step's form or the API sends it: optional, with its limit. */
function draftField(field: TextField | "existingLogo") {
  if (field === "existingLogo") return z.boolean().optional();
  if (field === "stylePreferences") return z.enum(STYLE_VALUES).or(z.literal("")).optional();
  return optionalText(maxLengthOf(field));
}

const draftShape = (fields: readonly (TextField | "existingLogo")[]) =>
  Object.fromEntries(fields.map((f) => [f, draftField(f)])) as Record<
    string,
    ReturnType<typeof draftField>
  >;

const requiredText = z
  .string({ required_error: PORTAL_MESSAGES.required })
  .trim()
  .min(1, PORTAL_MESSAGES.required)
  .max(INPUT_MAX, `Höchstens ${INPUT_MAX} Zeichen`);

/**
 * 01 §5: step 1 complete – companyName, streetAddress, postalCode, city, phone, email
 * (non-empty) and a well-formed USt-IdNr. if one is given. Leaving step 1 forward and
 * submitting need it.
 */
export const step1Schema = z.object({
  ...draftShape(STEP_FIELDS[1]),
  ...(Object.fromEntries(STEP1_REQUIRED.map((f) => [f, requiredText])) as Record<
    (typeof STEP1_REQUIRED)[number],
    typeof requiredText
  >),
  // optional, for the invoices; the same check as on the order details
  vatId: vatIdSchema,
});

/**
 * The one schema of a wizard step, for conform in the browser and parseWithZod in the
 * action. Every field is optional with its length limit – a draft (autosave, going back)
 * may be incomplete – except step 1 when it is to be `complete` (leaving it forward).
 */
export function portalStepSchema(step: number, { complete = false } = {}) {
  if (step === 1 && complete) return step1Schema;
  return z.object(draftShape(STEP_FIELDS[step] ?? []));
}

/** The details the JSON API takes (any fields of any step, each with its step's limit). */
export const portalDetailsSchema = z.object(draftShape([...TEXT_FIELDS, "existingLogo"]));

/**
 * A step's parsed values over what is stored. `posted` tells which fields the form sent:
 * a field it left out keeps its stored value (an empty one comes as undefined); the logo
 * box, unticked, is not sent at all.
 */
export function applyStepValues(
  stored: ProfessionalDetails,
  step: number,
  values: Partial<Record<TextField | "existingLogo", string | boolean | undefined>>,
  posted: (field: string) => boolean,
): ProfessionalDetails {
  const next = { ...stored };
  for (const field of STEP_FIELDS[step] ?? []) {
    if (field === "existingLogo") next.existingLogo = values.existingLogo === true;
    else if (posted(field)) next[field] = String(values[field] ?? "");
  }
  return next;
}

/** Details sent as JSON (any fields of any step) over what is stored; the files stay. */
export function mergeSentDetails(
  stored: ProfessionalDetails,
  sent: z.infer<typeof portalDetailsSchema> | undefined,
): ProfessionalDetails {
  return normalizeDetails({ ...stored, ...sent, uploadedFiles: stored.uploadedFiles });
}

/** Step 1 complete? Takes stored details as well as a form's values. */
export function isStep1Valid(details: Partial<Record<string, unknown>>) {
  return step1Schema.safeParse(details).success;
}

export const portalStepUrl = (orderId: string, step: number, extra = "") =>
  `/professional-portal?orderId=${orderId}&step=${step}${extra}`;

export function clampStep(value: unknown, fallback = 1): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= LAST_STEP ? n : fallback;
}

export function styleLabel(value: string) {
  return STYLE_PREFERENCES.find((s) => s.value === value)?.label ?? "";
}

/** Statuses in which the portal opens at all (01 §2). */
export const PORTAL_STATUSES = ["pending_details", "draft"] as const;

/**
 * Editable: the portal's status, and either never submitted, or the one correction loop
 * was opened after the submission (and the next submission closes it again).
 */
export function isPortalEditable(order: {
  status: string;
  detailsSubmittedAt: Date | string | null;
  correctionRequestedAt: Date | string | null;
}) {
  if (!(PORTAL_STATUSES as readonly string[]).includes(order.status)) return false;
  if (!order.detailsSubmittedAt) return true;
  return Boolean(
    order.correctionRequestedAt &&
    new Date(order.correctionRequestedAt) > new Date(order.detailsSubmittedAt),
  );
}
