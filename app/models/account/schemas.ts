// Account forms: one zod schema each, shared by the browser (conform) and the server.
// German messages as 01 §5 gives them.
import { z } from "zod";
import { singleLine } from "~/utils/text";

export const MESSAGES = {
  required: "Dieses Feld ist erforderlich",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  passwordRequired: "Passwort ist erforderlich",
  registerPasswordMin: "Passwort muss mindestens 6 Zeichen haben",
  setPasswordMin: "Passwort muss mindestens 8 Zeichen haben",
  mismatch: "Passwörter stimmen nicht überein",
  passwordMax: "Das Passwort darf höchstens 200 Zeichen haben",
} as const;

// Messages the pages show as well as the server: a page may only import them from here, since a
// `.server` module is an empty object in the browser (the text vanished once the page hydrated)
export const INVALID_CREDENTIALS = "Ungültige Anmeldedaten";
export const FILL_ALL_FIELDS = "Bitte füllen Sie alle Felder aus";
export const LOGIN_FAILED = "Anmeldung fehlgeschlagen";
export const REGISTER_FAILED = "Registrierung fehlgeschlagen";
export const RESET_INVALID =
  "Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.";
export const RESET_USED =
  "Dieser Link zum Zurücksetzen wurde bereits verwendet. Melden Sie sich mit Ihrem neuen Passwort an oder fordern Sie einen neuen Link an.";

/** What a reset link that cannot be used says: a used one is named as such. */
export const resetLinkMessage = (status: string) =>
  status === "used" ? RESET_USED : RESET_INVALID;

const email = z
  .string({ required_error: MESSAGES.email })
  .trim()
  .min(1, MESSAGES.email)
  .max(254, MESSAGES.email)
  .email(MESSAGES.email)
  .transform((v) => v.toLowerCase());

const name = (label: string) =>
  singleLine(
    z
      .string({ required_error: `${label} ist erforderlich` })
      .trim()
      .min(1, `${label} ist erforderlich`)
      .max(100, `${label} darf höchstens 100 Zeichen haben`),
  );

export const registerSchema = z
  .object({
    firstName: name("Vorname"),
    lastName: name("Nachname"),
    email,
    password: z
      .string({ required_error: MESSAGES.registerPasswordMin })
      .min(6, MESSAGES.registerPasswordMin)
      .max(200, MESSAGES.passwordMax),
    confirmPassword: z
      .string({ required_error: MESSAGES.registerPasswordMin })
      .min(6, MESSAGES.registerPasswordMin),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.mismatch,
  });

/**
 * The JSON registration (POST /api/register): the page's fields, where the spec's client
 * sends no confirmation (the password then confirms itself), plus the Google Ads click id
 * a client may pass on. A malformed click id is dropped, not refused: it comes from an ad's
 * link, not from the person registering, and must not cost us the customer.
 */
export const apiRegisterSchema = z.preprocess(
  (body) => {
    const fields = (body ?? {}) as Record<string, unknown>;
    return { ...fields, confirmPassword: fields.confirmPassword ?? fields.password };
  },
  registerSchema.and(
    z.object({
      gclid: z
        .string()
        .regex(/^[\w-]{1,200}$/)
        .optional()
        .catch(undefined),
    }),
  ),
);

export const loginSchema = z.object({
  email,
  password: z
    .string({ required_error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired),
  redirectTo: z.string().optional(),
});

export const emailOnlySchema = z.object({ email });

/** Set-password rules (min 8), used by password reset and the professional password setup. */
export const setPasswordSchema = z
  .object({
    password: z
      .string({ required_error: MESSAGES.setPasswordMin })
      .min(8, MESSAGES.setPasswordMin)
      .max(200, MESSAGES.passwordMax),
    confirmPassword: z.string({ required_error: MESSAGES.mismatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.mismatch,
  });

// The admin sign-in (01 §5): both fields required, one message for both
export const adminLoginSchema = z.object({
  email: z
    .string({ required_error: FILL_ALL_FIELDS })
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(254, INVALID_CREDENTIALS),
  password: z
    .string({ required_error: FILL_ALL_FIELDS })
    .min(1, FILL_ALL_FIELDS)
    .max(200, INVALID_CREDENTIALS),
  redirectTo: z.string().optional(),
});
