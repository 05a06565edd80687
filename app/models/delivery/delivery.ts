// Delivery and acceptance (Abnahme): the form schemas and German texts shared by the
// browser (conform) and the server. The rules themselves live in delivery.server.ts.
import { z } from "zod";
import { TERMS_FIGURES } from "../catalog/catalog";
import { UNKNOWN_INTENT } from "~/utils/misc";
import { webAddressField } from "~/utils/web-address";

export const DELIVERY_MESSAGES = {
  previewUrlRequired: "Bitte geben Sie die Adresse der Vorschau an.",
  previewUrlInvalid: "Bitte geben Sie eine vollständige Adresse an (https://…).",
  previewUrlHttps: "Die Vorschau muss über https:// erreichbar sein.",
  noteTooLong: "Die Notiz darf höchstens 5000 Zeichen lang sein.",
  notDeliverable:
    "Eine Vorschau kann nur für bezahlte Aufträge übermittelt werden, an denen wir arbeiten (Status „Bezahlt“ oder „In Bearbeitung“).",
  delivered: "Vorschau übermittelt",
  deliveredText: "Der Kunde wurde per E-Mail zur Abnahme eingeladen.",
  correctionRequired: "Bitte beschreiben Sie, was wir ändern sollen.",
  correctionTooLong: "Ihr Korrekturwunsch darf höchstens 5000 Zeichen lang sein.",
  correctionSent: "Korrekturwunsch gesendet",
  correctionSentText: "Wir setzen Ihre Änderungen um und melden uns mit einer neuen Vorschau.",
  accepted: "Website abgenommen",
  acceptedText: "Vielen Dank! Ihre Abnahme ist gespeichert.",
  alreadyAccepted: "Die Website ist bereits abgenommen.",
  notInReview:
    "Zu dieser Bestellung wartet gerade keine Vorschau auf Ihre Abnahme. Bitte laden Sie die Seite neu.",
  deadlinePassed:
    "Die Frist zur Prüfung ist abgelaufen: Die Website gilt als abgenommen (§ 640 Abs. 2 BGB). Für Änderungen schreiben Sie uns gern.",
  filesRefused: "Die Dateien wurden nicht übernommen. Bitte wählen Sie sie erneut aus.",
  unknownIntent: UNKNOWN_INTENT,
} as const;

export const CHARGEABLE_LABEL = "möglicherweise kostenpflichtig";

/** The terms' complexity surcharge for corrections beyond the included loops. */
export const CHARGEABLE_TEXT = `Weitere Korrekturschleifen sind möglich, können aber als Komplexitätszuschlag von ${TERMS_FIGURES.complexitySurchargeMin} bis ${TERMS_FIGURES.complexitySurchargeMax} € berechnet werden (AGB).`;

export const DEEMED_ACCEPTANCE_LABEL = "als abgenommen geltend (§ 640 Abs. 2 BGB)";

const MAX_TEXT = 5000;

/** Admin: a preview address (https only) and an optional note; files come as uploads. */
export const deliverySchema = z.object({
  intent: z.literal("deliver"),
  previewUrl: webAddressField({
    required: DELIVERY_MESSAGES.previewUrlRequired,
    invalid: DELIVERY_MESSAGES.previewUrlInvalid,
    https: DELIVERY_MESSAGES.previewUrlHttps,
  }),
  note: z.string().trim().max(MAX_TEXT, DELIVERY_MESSAGES.noteTooLong).optional(),
});

/** Customer: what should change (required); files come as uploads. */
export const correctionSchema = z.object({
  intent: z.literal("request-correction"),
  correctionText: z
    .string({ required_error: DELIVERY_MESSAGES.correctionRequired })
    .trim()
    .min(1, DELIVERY_MESSAGES.correctionRequired)
    .max(MAX_TEXT, DELIVERY_MESSAGES.correctionTooLong),
});

export type DeliveryOutcome = "accepted" | "deemed_accepted" | "correction" | "superseded";

/** Correction loops, shown to customer and agency alike: "1 genutzt · 1 inklusive". */
export function loopsText(used: number, included: number): string {
  return `${used} genutzt · ${included} inklusive`;
}

/** What the delivery screens receive from their loaders (plain JSON, dates formatted). */
export interface DeliveryFile {
  id: string;
  name: string;
  size: number;
  url: string;
}

export interface DeliveryItem {
  id: string;
  /** 1 for the first delivery of the order */
  number: number;
  previewUrl: string;
  note: string | null;
  deliveredAt: string;
  reminderSentAt: string | null;
  outcome: string | null;
  respondedAt: string | null;
  correctionText: string | null;
  correctionChargeable: boolean;
  files: DeliveryFile[];
  correctionFiles: DeliveryFile[];
}

export interface DeliveryViewData {
  /** the latest delivery waits for the customer's answer */
  open: boolean;
  /** date the latest delivery counts as accepted without an answer (while open) */
  deadline: string | null;
  deemedDays: number;
  loops: { used: number; included: number };
  nextCorrectionChargeable: boolean;
  acceptance: { at: string; deemed: boolean } | null;
  deliverable: boolean;
  /** the professional plan's monthly fee starts with the acceptance */
  subscriptionNote: string | null;
  /** newest first */
  deliveries: DeliveryItem[];
}
