// The team page's forms (/admin/team) and the invitation page's (/admin/einladung): schemas
// and German messages, browser-safe for conform.
import { z } from "zod";
import { STAFF_ROLES } from "./permissions";

export const TEAM_MESSAGES = {
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  firstName: "Bitte geben Sie den Vornamen ein.",
  role: "Bitte wählen Sie eine Rolle.",
  person: "Diese Person gehört nicht zum Team.",
  customerAccount:
    "Zu dieser E-Mail-Adresse gibt es ein Kundenkonto. Bitte laden Sie eine andere Adresse ein.",
  alreadyMember: "Diese Person gehört bereits zum Team.",
  lastOwner:
    "Das ist der letzte aktive Inhaber. Ernennen Sie zuerst eine weitere Person zum Inhaber.",
  invited: "Einladung gesendet",
  roleChanged: "Rolle geändert",
  deactivated: "Deaktiviert",
  reactivated: "Wieder aktiviert",
  password: "Das Passwort muss mindestens 12 Zeichen haben.",
  passwordMax: "Das Passwort darf höchstens 200 Zeichen haben.",
  mismatch: "Die Passwörter stimmen nicht überein.",
  linkUnknown:
    "Dieser Einladungslink ist ungültig oder abgelaufen. Bitten Sie um eine neue Einladung.",
  linkUsed: "Dieser Einladungslink wurde bereits verwendet. Bitte melden Sie sich an.",
} as const;

export const STAFF_PASSWORD_MIN_LENGTH = 12;

const role = z.enum(STAFF_ROLES, { errorMap: () => ({ message: TEAM_MESSAGES.role }) });
const userId = z
  .string({ required_error: TEAM_MESSAGES.person })
  .regex(/^[0-9a-f-]{36}$/i, TEAM_MESSAGES.person);

export const inviteSchema = z.object({
  intent: z.literal("invite"),
  email: z
    .string({ required_error: TEAM_MESSAGES.email })
    .trim()
    .max(254, TEAM_MESSAGES.email)
    .email(TEAM_MESSAGES.email)
    .transform((v) => v.toLowerCase()),
  firstName: z
    .string({ required_error: TEAM_MESSAGES.firstName })
    .trim()
    .min(1, TEAM_MESSAGES.firstName)
    .max(100, TEAM_MESSAGES.firstName),
  lastName: z.string().trim().max(100).optional().default(""),
  role,
});

export const roleSchema = z.object({ intent: z.literal("role"), userId, role });
export const deactivateSchema = z.object({ intent: z.literal("deactivate"), userId });
export const reactivateSchema = z.object({ intent: z.literal("reactivate"), userId });

export const acceptInviteSchema = z
  .object({
    password: z
      .string({ required_error: TEAM_MESSAGES.password })
      .min(STAFF_PASSWORD_MIN_LENGTH, TEAM_MESSAGES.password)
      .max(200, TEAM_MESSAGES.passwordMax),
    confirmPassword: z.string({ required_error: TEAM_MESSAGES.mismatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: TEAM_MESSAGES.mismatch,
  });
