// Text hygiene for form fields. Single-line fields lose control characters
// (tabs and line breaks included) and the invisible bidirectional overrides that can make
// a name read backwards in the admin table. NUL is left for the database guard
// (db.server.ts), which refuses it with a German 400 like a lone surrogate.
import { z } from "zod";

// the characters are the point of this pattern
// eslint-disable-next-line no-control-regex
const CONTROL_AND_BIDI = /[\u0001-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function stripControls(value: string): string {
  return value.replace(CONTROL_AND_BIDI, "");
}

/** `schema` for a single-line text field, applied after control characters are stripped. */
export function singleLine<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" ? stripControls(v) : v), schema);
}

/** NUL or a lone surrogate: text PostgreSQL cannot store (and no person typed). */
export function hasUnstorableText(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    value,
  );
}

export const UNSTORABLE_TEXT_MESSAGE =
  "Ihre Eingabe enthält unzulässige Zeichen (z. B. Steuerzeichen). Bitte prüfen Sie Ihre Eingaben.";

// CR and LF, and what some programs also read as a line end (VT, FF, NEL, LS, PS)
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

/**
 * Whether a one-line value (a name, a subject) holds a line break. Such a value is refused,
 * not cleaned: it ends up in mail bodies and in the admin's `mailto:` link, where a line
 * break starts a new header line.
 */
export const hasLineBreak = (value: string) => LINE_BREAK.test(value);

export const LINE_BREAK_MESSAGE = "Bitte ohne Zeilenumbruch eingeben.";
