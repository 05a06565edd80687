// The package choice form (package selection): one schema for browser and server.
// Prices are deliberately not part of it; they are computed from the catalogue.
import { z } from "zod";
import { DEFAULT_PAYMENT_TYPE, MAX_EXTRA_PAGES, PACKAGE_IDS, PAYMENT_TYPES } from "./catalog";
import type { PackageConfig } from "./pricing";

const checkbox = z
  .union([
    z.literal("on"),
    z.literal("true"),
    z.literal("1"),
    z.literal("false"),
    z.literal("0"),
    z.boolean(),
  ])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true" || v === "1");

export const packageChoiceSchema = z.object({
  packageId: z.enum(PACKAGE_IDS, { errorMap: () => ({ message: "Bitte wählen Sie ein Paket." }) }),
  paymentType: z.enum(PAYMENT_TYPES).default(DEFAULT_PAYMENT_TYPE),
  additionalPagesCount: z.coerce
    .number({ invalid_type_error: "Bitte geben Sie eine Zahl ein." })
    .int("Bitte geben Sie eine ganze Zahl ein.")
    .min(0, "Mindestens 0 Seiten.")
    .max(MAX_EXTRA_PAGES, `Höchstens ${MAX_EXTRA_PAGES} zusätzliche Seiten.`)
    .default(0),
  bilingual: checkbox,
  blogSystem: checkbox,
  bookingSystem: checkbox,
}) satisfies z.ZodType<PackageConfig, z.ZodTypeDef, unknown>;

/** Reads a config from query parameters (package selection state lives in the URL). */
export function configFromSearchParams(params: URLSearchParams) {
  const addOns = packageChoiceSchema.omit({ packageId: true }).safeParse({
    paymentType: params.get("paymentType") ?? params.get("currentPaymentType") ?? undefined,
    additionalPagesCount: params.get("additionalPagesCount") ?? undefined,
    bilingual: params.get("bilingual") ?? undefined,
    blogSystem: params.get("blogSystem") ?? undefined,
    bookingSystem: params.get("bookingSystem") ?? undefined,
  });
  return addOns.success
    ? addOns.data
    : {
        paymentType: DEFAULT_PAYMENT_TYPE,
        additionalPagesCount: 0,
        bilingual: false,
        blogSystem: false,
        bookingSystem: false,
      };
}

/** The package choice kept in the visitor cookie, or null when there is none (or none we know). */
export function storedPackageConfig(value: unknown): PackageConfig | null {
  if (value == null) return null;
  const parsed = packageChoiceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
