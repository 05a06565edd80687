// The contact form (spec 01 §3 `contact_inquiries`): one schema for the browser and the
// server, and the inquiry statuses with their German labels for the admin inbox.
import { z } from "zod";
import { hasLineBreak, LINE_BREAK_MESSAGE } from "~/utils/text";

const required = (message: string) => z.string({ required_error: message }).trim().min(1, message);
const oneLine = (v: string | undefined) => !v || !hasLineBreak(v);

export const contactSchema = z.object({
  firstName: required("Bitte geben Sie Ihren Vornamen an.")
    .pipe(z.string().max(100, "Höchstens 100 Zeichen."))
    .refine(oneLine, LINE_BREAK_MESSAGE),
  lastName: required("Bitte geben Sie Ihren Nachnamen an.")
    .pipe(z.string().max(100, "Höchstens 100 Zeichen."))
    .refine(oneLine, LINE_BREAK_MESSAGE),
  email: required("Bitte geben Sie Ihre E-Mail-Adresse an.").pipe(
    z.string().email("Bitte geben Sie eine gültige E-Mail-Adresse an.").max(200),
  ),
  phone: z
    .string()
    .trim()
    .max(40, "Höchstens 40 Zeichen.")
    .regex(/^[0-9+()/\s-]*$/, "Bitte nur Ziffern, Leerzeichen und + ( ) / - verwenden.")
    .refine(oneLine, LINE_BREAK_MESSAGE)
    .optional(),
  subject: z
    .string()
    .trim()
    .max(150, "Höchstens 150 Zeichen.")
    .refine(oneLine, LINE_BREAK_MESSAGE)
    .optional(),
  message: required("Bitte schreiben Sie uns Ihre Nachricht.").pipe(
    z
      .string()
      .min(10, "Bitte schreiben Sie mindestens 10 Zeichen.")
      .max(5000, "Höchstens 5.000 Zeichen."),
  ),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const INQUIRY_STATUSES = ["new", "in_progress", "done"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "Neu",
  in_progress: "In Bearbeitung",
  done: "Erledigt",
};

export const INQUIRY_TONES = {
  new: "warning",
  in_progress: "info",
  done: "success",
} as const satisfies Record<InquiryStatus, string>;

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === "string" && (INQUIRY_STATUSES as readonly string[]).includes(value);
}

export const inquiryStatusSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, {
    errorMap: () => ({ message: "Bitte wählen Sie einen gültigen Status." }),
  }),
});

export const INQUIRY_REPLY_MAX_LENGTH = 5000;

/** The admin's answer to an inquiry, written in the app and mailed to the sender. */
export const inquiryReplySchema = z.object({
  body: z
    .string({ required_error: "Bitte schreiben Sie eine Antwort." })
    .trim()
    .min(1, "Bitte schreiben Sie eine Antwort.")
    .max(
      INQUIRY_REPLY_MAX_LENGTH,
      `Die Antwort darf höchstens ${INQUIRY_REPLY_MAX_LENGTH.toLocaleString("de-DE")} Zeichen lang sein.`,
    ),
});

/** Where the form may send the visitor back to: only our own pages with a contact section. */
const CONTACT_PAGES = ["/", "/steuerberater", "/anwaelte", "/aerzte", "/kontakt"] as const;
export function contactReturnPath(value: unknown): string {
  return typeof value === "string" && (CONTACT_PAGES as readonly string[]).includes(value)
    ? value
    : "/kontakt";
}
