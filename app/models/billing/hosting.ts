// The hosting page's one form schema (shared by conform on the client and the action).
import { z } from "zod";

/** The one wording of the free year's end: the timeline, the order page and /billing. */
export const HOSTING_FREE_UNTIL = "Hosting kostenlos bis";

const HOSTING_CONFIRM_END =
  "Bitte bestätigen Sie, dass Ihre Website zum genannten Datum abgeschaltet werden soll.";

export const hostingChoiceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("continue") }),
  z.object({
    intent: z.literal("end"),
    confirm: z.literal("on", {
      errorMap: () => ({ message: HOSTING_CONFIRM_END }),
    }),
  }),
]);
