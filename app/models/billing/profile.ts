// The billing profile form: who the invoices are addressed to. One schema for
// the browser and the server, used by the customer's /account and the admin's customer page.
import { z } from "zod";
import { singleLine } from "~/utils/text";

export const BILLING_PROFILE_MESSAGES = {
  required: "Bitte füllen Sie dieses Feld aus",
  zipDe: "Bitte geben Sie eine Postleitzahl mit 5 Ziffern ein",
  zip: "Bitte geben Sie eine gültige Postleitzahl ein",
  country: "Bitte wählen Sie ein Land aus der Liste",
  vatId:
    "Bitte geben Sie eine gültige USt-IdNr. ein, z. B. DE123456789 (DE und 9 Ziffern) oder ATU12345678",
} as const;

/**
 * The formats of the EU VAT numbers (VIES), so an obvious typo is caught while typing.
 * Whether the number exists would need a VIES call per save; the format is what we check.
 */
const VAT_ID_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  // Switzerland's UID with the MWST suffix, for Swiss firms registered for VAT
  CH: /^E\d{9}(MWST|TVA|IVA)?$/,
};

/** "de 123 456 789" → "DE123456789": spaces, dots and hyphens are how people type it. */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]/g, "").toUpperCase();
}

export function isValidVatId(value: string): boolean {
  const id = normalizeVatId(value);
  const format = VAT_ID_FORMATS[id.slice(0, 2)];
  return Boolean(format?.test(id.slice(2)));
}

/** Countries an invoice address may be in: Germany first, then the EU and neighbours. */
const BILLING_COUNTRIES = [
  "DE",
  "AT",
  "CH",
  "LI",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GB",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
] as const;

const regionNames = new Intl.DisplayNames(["de"], { type: "region" });

export const BILLING_COUNTRY_OPTIONS = BILLING_COUNTRIES.map((code) => ({
  value: code,
  label: regionNames.of(code) ?? code,
}));

const required = (max: number) =>
  singleLine(
    z
      .string({ required_error: BILLING_PROFILE_MESSAGES.required })
      .trim()
      .min(1, BILLING_PROFILE_MESSAGES.required)
      .max(max, `Höchstens ${max} Zeichen`),
  );

const optional = (max: number) =>
  singleLine(z.string().trim().max(max, `Höchstens ${max} Zeichen`).optional()).transform(
    (v) => v ?? "",
  );

export const billingProfileSchema = z
  .object({
    company: required(200),
    street: required(200),
    zip: required(10),
    city: required(100),
    country: z.enum(BILLING_COUNTRIES, {
      errorMap: () => ({ message: BILLING_PROFILE_MESSAGES.country }),
    }),
    vatId: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? normalizeVatId(v) : null))
      .refine((v) => v === null || isValidVatId(v), BILLING_PROFILE_MESSAGES.vatId),
    contactFirstName: optional(100),
    contactLastName: optional(100),
  })
  .superRefine((value, ctx) => {
    const german = value.country === "DE";
    if (german ? !/^\d{5}$/.test(value.zip) : !/^[A-Z0-9][A-Z0-9 -]{1,9}$/i.test(value.zip))
      ctx.addIssue({
        code: "custom",
        path: ["zip"],
        message: german ? BILLING_PROFILE_MESSAGES.zipDe : BILLING_PROFILE_MESSAGES.zip,
      });
  });

export type BillingProfileInput = z.infer<typeof billingProfileSchema>;

/** The form's starting values: the stored profile, else what an order already knows. */
export interface BillingProfileDefaults {
  company: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  vatId: string;
  contactFirstName: string;
  contactLastName: string;
}
