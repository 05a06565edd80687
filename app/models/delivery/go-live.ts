// Go-live: the admin records the live address after acceptance. The form's one
// schema and its German texts, shared by conform in the browser and the action.
import { z } from "zod";
import { UNKNOWN_INTENT } from "~/utils/misc";
import { webAddressField } from "~/utils/web-address";

export const GO_LIVE_INTENT = "go-live";

export const GO_LIVE_MESSAGES = {
  liveUrlRequired: "Bitte geben Sie die Live-Adresse der Website an.",
  liveUrlInvalid: "Bitte geben Sie eine vollständige Adresse an (https://…).",
  liveUrlHttps: "Die Live-Adresse muss über https:// erreichbar sein.",
  notesTooLong: "Die Hinweise zur Domain dürfen höchstens 2000 Zeichen lang sein.",
  notAccepted:
    "Die Veröffentlichung kann erst nach der Abnahme eingetragen werden (Status „Abgenommen“).",
  published: "Website ist online",
  publishedText: "Der Kunde wurde per E-Mail mit der Live-Adresse benachrichtigt.",
  updated: "Live-Angaben gespeichert",
  updatedText: "Die geänderten Angaben stehen im Statusverlauf.",
  unchanged: "Nichts geändert",
  unchangedText: "Diese Angaben sind bereits gespeichert.",
  unknownIntent: UNKNOWN_INTENT,
} as const;

export const goLiveSchema = z.object({
  intent: z.literal(GO_LIVE_INTENT),
  liveUrl: webAddressField({
    required: GO_LIVE_MESSAGES.liveUrlRequired,
    invalid: GO_LIVE_MESSAGES.liveUrlInvalid,
    https: GO_LIVE_MESSAGES.liveUrlHttps,
  }),
  domainNotes: z.string().trim().max(2000, GO_LIVE_MESSAGES.notesTooLong).optional(),
});

/** Only an accepted order can go live; an online one can have its address corrected. */
export function canRecordGoLive(status: string): boolean {
  return status === "completed" || status === "online";
}
