// The professional intake (01 §2 "Professional portal", §3 professional details, §4, §5):
// steps, fields, labels and the one validity rule (step 1), shared by server and browser.
import { z } from "zod";
import { vatIdSchema } from "./order-details";

export const PORTAL_STEPS = [
  { step: 1, title: "Unternehmensdaten" },
  { step: 2, title: "Ansprechpartner" },
  { step: 3, title: "Anforderungen" },
  { step: 4, title: "Inhalte" },
  { step: 5, title: "Design & Dateien" },
  { step: 6, title: "Zusammenfassung" },
] as const;
export const LAST_STEP = PORTAL_STEPS.length;
export const AUTOSAVE_DELAY_MS = 2000;
export const PASSWORD_REDIRECT_DELAY_MS = 1000;

/** Style preference values and their labels (01 §3). */
export const STYLE_PREFERENCES = [
  { value: "modern", label: "Modern & Minimalistisch" },
  { value: "klassisch", label: "Klassisch & Seriös" },
  { value: "kreativ", label: "Kreativ & Verspielt" },
  { value: "technisch", label: "Technisch & Professionell" },
] as const;

export const TEXT_FIELDS = [
  "companyName",
  "streetAddress",
  "postalCode",
  "city",
  "phone",
  "email",
  "website",
  "vatId",
  "contactTitle",
  "contactFirstName",
  "contactLastName",
  "contactPhone",
  "contactEmail",
  "servicesOffered",
  "targetAudience",
  "uniqueSellingPoints",
  "competitorWebsites",
  "specialRequirements",
  "aboutText",
  "teamMembers",
  "openingHours",
  "colorPreferences",
  "stylePreferences",
  "additionalNotes",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type ProfessionalDetails = Record<TextField, string> & {
  existingLogo: boolean;
  uploadedFiles: { id: string; name: string; size: number }[];
};

/** Which fields each step's form carries (step 6 is the summary). */
export const STEP_FIELDS: Record<number, readonly (TextField | "existingLogo")[]> = {
  1: ["companyName", "streetAddress", "postalCode", "city", "phone", "email", "website", "vatId"],
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

export const STEP1_REQUIRED = [
  "companyName",
  "streetAddress",
  "postalCode",
  "city",
  "phone",
  "email",
] as const;

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
  lockedText:
    "Ihre Angaben wurden bereits übermittelt und können nur während der Korrekturschleife geändert werden.",
  deniedTitle: "Zugriff verweigert",
  deniedText: "Sie haben keinen Zugriff auf dieses Portal.",
  confirmTitle: "Angaben jetzt übermitteln?",
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

/** The fields one step's form posted, merged over what is stored. */
export function mergeStep(
  stored: ProfessionalDetails,
  step: number,
  form: FormData,
): ProfessionalDetails {
  const next = { ...stored };
  for (const field of STEP_FIELDS[step] ?? []) {
    if (field === "existingLogo") next.existingLogo = form.get("existingLogo") === "on";
    else if (form.has(field)) next[field] = String(form.get(field) ?? "").slice(0, MAX_TEXT);
  }
  if (!STYLE_PREFERENCES.some((s) => s.value === next.stylePreferences)) next.stylePreferences = "";
  return next;
}

/** 01 §5: step 1 requires companyName, streetAddress, postalCode, city, phone, email (non-empty). */
export const step1Schema = z
  .object(
    Object.fromEntries(
      STEP1_REQUIRED.map((f) => [f, z.string().trim().min(1, PORTAL_MESSAGES.required)]),
    ) as Record<(typeof STEP1_REQUIRED)[number], z.ZodString>,
  )
  // optional, for the invoices; the same loose check as on the order details
  .extend({ vatId: vatIdSchema });

export function step1Errors(
  details: Pick<ProfessionalDetails, (typeof STEP1_REQUIRED)[number]>,
): Partial<Record<string, string[]>> {
  const parsed = step1Schema.safeParse(details);
  return parsed.success ? {} : parsed.error.flatten().fieldErrors;
}

export function isStep1Valid(details: Pick<ProfessionalDetails, (typeof STEP1_REQUIRED)[number]>) {
  return step1Schema.safeParse(details).success;
}

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
