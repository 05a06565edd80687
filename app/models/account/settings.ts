// The forms of the account page (/account), data export and account deletion: one zod
// schema each, shared by the browser (conform) and the server, German messages beside them.
import { z } from "zod";
import { hasLineBreak, LINE_BREAK_MESSAGE } from "~/utils/text";

export const ACCOUNT_MESSAGES = {
  firstName: "Vorname ist erforderlich",
  lastName: "Nachname ist erforderlich",
  nameMax: "Bitte höchstens 100 Zeichen eingeben",
  phone: "Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + - / ( ))",
  companyMax: "Der Firmenname darf höchstens 200 Zeichen haben",
  currentPassword: "Bitte geben Sie Ihr aktuelles Passwort ein",
  wrongPassword: "Das Passwort ist nicht korrekt",
  newPasswordMin: "Das neue Passwort muss mindestens 8 Zeichen haben",
  passwordMax: "Das Passwort darf höchstens 200 Zeichen haben",
  mismatch: "Die Passwörter stimmen nicht überein",
  samePassword: "Das neue Passwort muss sich vom aktuellen unterscheiden",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  sameEmail: "Das ist bereits Ihre aktuelle E-Mail-Adresse",
  confirmDeletion: "Bitte bestätigen Sie, dass Ihr Konto endgültig gelöscht werden soll",
  confirmAdminDeletion: "Bitte bestätigen Sie, dass der Kunde die Löschung verlangt hat",
  noteMax: "Bitte höchstens 500 Zeichen eingeben",
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || null);

const requiredName = (required: string) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(100, ACCOUNT_MESSAGES.nameMax)
    .refine((v) => !hasLineBreak(v), LINE_BREAK_MESSAGE);

export const profileSchema = z.object({
  firstName: requiredName(ACCOUNT_MESSAGES.firstName),
  lastName: requiredName(ACCOUNT_MESSAGES.lastName),
  phone: z
    .string()
    .trim()
    .max(40, ACCOUNT_MESSAGES.phone)
    .regex(/^[0-9+\-/() ]*$/, ACCOUNT_MESSAGES.phone)
    .optional()
    .transform((v) => v || null),
  // the firm is not asked here: it is the billing profile's (one source, shown read-only)
});

const currentPassword = z
  .string({ required_error: ACCOUNT_MESSAGES.currentPassword })
  .min(1, ACCOUNT_MESSAGES.currentPassword)
  .max(200, ACCOUNT_MESSAGES.passwordMax);

export const passwordChangeSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string({ required_error: ACCOUNT_MESSAGES.newPasswordMin })
      .min(8, ACCOUNT_MESSAGES.newPasswordMin)
      .max(200, ACCOUNT_MESSAGES.passwordMax),
    confirmPassword: z.string({ required_error: ACCOUNT_MESSAGES.mismatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: ACCOUNT_MESSAGES.mismatch,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: ACCOUNT_MESSAGES.samePassword,
  });

export const emailChangeSchema = z.object({
  newEmail: z
    .string({ required_error: ACCOUNT_MESSAGES.email })
    .trim()
    .min(1, ACCOUNT_MESSAGES.email)
    .max(254, ACCOUNT_MESSAGES.email)
    .email(ACCOUNT_MESSAGES.email)
    .transform((v) => v.toLowerCase()),
  currentPassword,
});

// an unticked checkbox is simply missing from the form
const tick = z
  .string()
  .optional()
  .transform((v) => v === "on");

/** The mail switches on /account, one per kind of optional mail. */
export const notificationsSchema = z.object({
  notifyMessages: tick,
  notifyStatus: tick,
  notifyOptional: tick,
});
export type NotificationSettings = z.output<typeof notificationsSchema>;

/** What each switch is called and what it covers (the form and the data export). */
export const NOTIFICATION_SETTINGS: ReadonlyArray<{
  name: keyof NotificationSettings;
  label: string;
  text: string;
}> = [
  {
    name: "notifyMessages",
    label: "Nachrichten des Teams",
    text: "Eine E-Mail, wenn wir Ihnen zu einer Bestellung schreiben. Im Konto sehen Sie jede Nachricht auch ohne.",
  },
  {
    name: "notifyStatus",
    label: "Neuigkeiten zum Projektverlauf",
    text: "Eine E-Mail bei jedem neuen Schritt, etwa „In Bearbeitung“ oder „Abgenommen“.",
  },
  {
    name: "notifyOptional",
    label: "Erinnerungen",
    text: "Eine Erinnerung vor Fristen, die wir Ihnen schon genannt haben, etwa zur Abnahme.",
  },
];

/** Mails that always go out, whatever the switches say. */
export const ESSENTIAL_MAILS_TEXT =
  "Immer erhalten Sie: Zahlungen und Rechnungen, eine Vorschau zur Abnahme mit ihrer Frist, Schritte, bei denen wir etwas von Ihnen brauchen, und die Nachricht, dass Ihre Website online ist.";

/** Re-authentication before the data export. */
export const exportSchema = z.object({ currentPassword });

export const deleteAccountSchema = z.object({
  currentPassword,
  confirm: z.literal("on", {
    errorMap: () => ({ message: ACCOUNT_MESSAGES.confirmDeletion }),
  }),
});

/** The admin deletes a customer on request: a confirmation tick and a note for the history. */
export const adminDeleteCustomerSchema = z.object({
  confirm: z.literal("on", {
    errorMap: () => ({ message: ACCOUNT_MESSAGES.confirmAdminDeletion }),
  }),
  note: optionalText(500, ACCOUNT_MESSAGES.noteMax),
});

/** The forms of the account page by their intent (the form's id and the action's switch). */
export const ACCOUNT_SCHEMAS = {
  profile: profileSchema,
  password: passwordChangeSchema,
  email: emailChangeSchema,
  notifications: notificationsSchema,
  export: exportSchema,
};
export type AccountIntent = keyof typeof ACCOUNT_SCHEMAS;
export const ACCOUNT_INTENTS = Object.keys(ACCOUNT_SCHEMAS) as AccountIntent[];
/** What the form of `intent` posts, once parsed. */
export type AccountValues<I extends AccountIntent> = z.infer<(typeof ACCOUNT_SCHEMAS)[I]>;
