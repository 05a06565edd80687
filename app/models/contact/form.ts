// What the contact form of the public pages needs in the browser, without zod: the landing and
// profession pages load no schema library until a visitor starts on the form (the
// JavaScript of "/" stays below 120 KB gzip; zod and conform's zod adapter are ~16 KB of it).
// The schema itself is `contactSchema` in contact.ts; the form loads it on the first focus.
import type { ContactInput } from "./contact";
import type { SubmissionResult } from "@conform-to/react";

/** What /kontakt's action answers a form post (the form reads it through its fetcher). */
export type ContactActionData = { result: SubmissionResult<string[]>; sent: boolean };

export const CONTACT_SENT_MESSAGE =
  "Vielen Dank für Ihre Nachricht! Wir melden uns in der Regel innerhalb eines Werktags bei Ihnen.";

/**
 * The HTML constraints of `contactSchema` (conform's `getZodConstraint`), written out so the
 * server-rendered form and the browser agree before the schema is loaded. A unit test
 * (tests/unit/contact-form.test.ts) holds them equal to what the schema gives.
 */
export const CONTACT_CONSTRAINT = {
  firstName: { required: true, maxLength: 100 },
  lastName: { required: true, maxLength: 100 },
  email: { required: true, maxLength: 200 },
  phone: { required: false, maxLength: 40 },
  subject: { required: false, maxLength: 150 },
  message: { required: true, minLength: 10, maxLength: 5000 },
} satisfies Record<
  keyof ContactInput,
  { required: boolean; minLength?: number; maxLength: number }
>;
