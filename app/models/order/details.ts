// The order-details form (01 §2 "Order details page behaviour", §5): one schema for
// browser and server. 'Entwurf speichern' checks only types and lengths; 'Speichern und
// zur Zahlung' also requires the fields of 01 §5 and every page's title and description.
import { z } from "zod";
import { BILLING_PROFILE_MESSAGES, isValidVatId, normalizeVatId } from "../billing/profile";
import { singleLine } from "~/utils/text";

export const DOMAIN_EXTENSIONS = [".de", ".com", ".net", ".org", ".eu"] as const;

export const DESIGN_STYLES = [
  { value: "modern", label: "Modern" },
  { value: "classic", label: "Klassisch" },
  { value: "playful", label: "Verspielt" },
  { value: "professional", label: "Professionell" },
  { value: "tech", label: "Technisch" },
] as const;

export const ORDER_TABS = [
  { id: "company", label: "Unternehmen" },
  { id: "website", label: "Website" },
  { id: "pages", label: "Seiteninhalte" },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]["id"];

const REQUIRED_MESSAGE = "Dieses Feld ist erforderlich";
export const POSTCODE_MESSAGE = "Bitte geben Sie eine fünfstellige Postleitzahl an.";
export const MISSING_FIELDS_TITLE = "Fehlende Pflichtfelder";

/**
 * The banner after a failed 'Speichern und zur Zahlung' names every section with errors,
 * as tabs (JavaScript) or as the stacked sections of the page without it.
 */
export function missingFieldsText(tabs: readonly OrderTab[], layout: "tabs" | "sections") {
  const names = tabs.map((t) => `„${tabLabel(t)}“`);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} und ${names[names.length - 1]}` : names[0];
  const where =
    layout === "tabs"
      ? names.length > 1
        ? "in den Tabs"
        : "im Tab"
      : names.length > 1
        ? "in den Bereichen"
        : "im Bereich";
  return `Bitte füllen Sie alle rot markierten Felder ${where} ${list} aus.`;
}

/** The tabs that hold an error, in the order they are shown, with the number of fields. */
export function tabsWithErrors(
  errors: Record<string, readonly string[] | null | undefined> | null | undefined,
): Array<{ tab: OrderTab; count: number }> {
  const counts = new Map<OrderTab, number>();
  for (const [name, list] of Object.entries(errors ?? {})) {
    if (!name || !list?.length) continue;
    const tab = tabOfField(name);
    counts.set(tab, (counts.get(tab) ?? 0) + 1);
  }
  return ORDER_TABS.filter((t) => counts.has(t.id)).map((t) => ({
    tab: t.id,
    count: counts.get(t.id)!,
  }));
}
export const SAVE_FAILED = "Fehler beim Speichern der Änderungen";
export const READ_ONLY_MESSAGE =
  "Diese Bestellung ist bereits bezahlt und kann nicht mehr geändert werden.";

/** Which tab a field lives on, in the order the tabs are shown. */
const FIELD_TABS: Record<string, OrderTab> = {
  company: "company",
  companyAddress: "company",
  companyZip: "company",
  companyCity: "company",
  contactPerson: "company",
  contactPhone: "company",
  industry: "company",
  description: "company",
  currentWebsite: "company",
  vatId: "company",
  domain: "website",
  domainExtension: "website",
  designStyle: "website",
  colorDescription: "website",
  designPreferences: "website",
};

export function tabOfField(field: string): OrderTab {
  return FIELD_TABS[field] ?? (field.startsWith("pageContents") ? "pages" : "company");
}

export const tabLabel = (tab: OrderTab) => ORDER_TABS.find((t) => t.id === tab)!.label;

const text = (max: number, multiline = false) => {
  const schema = z.string().trim().max(max, `Höchstens ${max} Zeichen`).optional();
  return multiline ? schema : singleLine(schema);
};

/** One check for every USt-IdNr. (order, portal step 1, billing profile): the profile's. */
export const VAT_ID_MESSAGE = BILLING_PROFILE_MESSAGES.vatId;

/**
 * Optional USt-IdNr. for the invoice, in the format of its country (spaces ignored). The
 * order's company tab and portal step 1 feed the billing profile, so they take what the
 * profile takes: a looser check here let numbers through that the profile form refuses.
 */
export const vatIdSchema = z
  .string()
  .trim()
  .transform(normalizeVatId)
  .refine((v) => v === "" || isValidVatId(v), VAT_ID_MESSAGE)
  .optional();

export type DetailsIntent = "save-draft" | "save-and-pay";

// the hyphen as \x2d: conform turns this into a pattern attribute, which browsers compile
// with the v flag, where a bare "-" in a class is an error
const DOMAIN_PATTERN = /^[a-z0-9äöüß]([a-z0-9äöüß\x2d]*[a-z0-9äöüß])?$/i;
const DOMAIN_MESSAGE = "Bitte nur den Namen ohne www. und ohne Endung, z. B. meine-firma";

/**
 * 'save-draft' checks types and lengths, 'save-and-pay' also the required fields and
 * formats. 'check' is the browser's check while typing before anyone asked to pay: the
 * formats of what was entered (postcode, domain), nothing required yet.
 */
export function orderDetailsSchema(intent: DetailsIntent | "check" | string | undefined) {
  const strict = intent === "save-and-pay";
  const check = intent === "check";
  const formatted = (max: number, pattern: RegExp, message: string) =>
    z
      .string()
      .trim()
      .max(max, `Höchstens ${max} Zeichen`)
      .refine((v) => !v || pattern.test(v), message)
      .optional();
  const field = (max: number, multiline = false) => {
    if (!strict) return text(max, multiline);
    const schema = z
      .string({ required_error: REQUIRED_MESSAGE })
      .trim()
      .min(1, REQUIRED_MESSAGE)
      .max(max, `Höchstens ${max} Zeichen`);
    return multiline ? schema : singleLine(schema);
  };
  return z.object({
    company: field(200),
    companyAddress: field(200),
    companyZip: strict
      ? z
          .string({ required_error: REQUIRED_MESSAGE })
          .trim()
          .min(1, REQUIRED_MESSAGE)
          .regex(/^\d{5}$/, POSTCODE_MESSAGE)
      : check
        ? formatted(10, /^\d{5}$/, POSTCODE_MESSAGE)
        : text(10),
    companyCity: field(100),
    contactPerson: field(150),
    contactPhone: strict
      ? z
          .string({ required_error: REQUIRED_MESSAGE })
          .trim()
          .min(1, REQUIRED_MESSAGE)
          .max(40, "Höchstens 40 Zeichen")
      : text(40),
    industry: field(150),
    description: field(5000, true),
    currentWebsite: text(300),
    vatId: vatIdSchema,
    domain: strict
      ? z
          .string({ required_error: REQUIRED_MESSAGE })
          .trim()
          .min(1, REQUIRED_MESSAGE)
          .max(63, "Höchstens 63 Zeichen")
          .regex(DOMAIN_PATTERN, DOMAIN_MESSAGE)
      : check
        ? formatted(63, DOMAIN_PATTERN, DOMAIN_MESSAGE)
        : text(63),
    domainExtension: z.enum(DOMAIN_EXTENSIONS).default(".de"),
    designStyle: z.enum(DESIGN_STYLES.map((s) => s.value) as [string, ...string[]]).optional(),
    colorDescription: text(1000, true),
    designPreferences: field(5000, true),
    pageContents: z
      .array(z.object({ title: field(150), description: field(5000, true) }))
      .max(20)
      .default([]),
  });
}

/** 01 §2: first page 'Startseite', then 'Seite n'. */
export function defaultPageTitle(index: number) {
  return index === 0 ? "Startseite" : `Seite ${index + 1}`;
}
