// DATEV's EXTF text format, field by field: a line is built from typed values and only this
// module turns them into text – texts in quotes with inner quotes doubled, amounts with a
// decimal comma and no thousands separator, dates as DATEV writes them, semicolons between
// fields, CRLF after every line, and the whole file in Windows-1252. A value that does not
// fit its field is shortened where DATEV allows it (texts) and refused where a shortened
// value would be a different one (document numbers, accounts, amounts).
import iconv from "iconv-lite";

export type ExtfValue =
  | null
  | { kind: "text"; value: string }
  | { kind: "number"; value: number }
  | { kind: "amount"; cents: number }
  | { kind: "digits"; value: string };

/** A value that cannot be written into its field without changing what it says. */
export class ExtfFieldError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExtfFieldError";
  }
}

// Every character Windows-1252 has a byte for, read from the code page itself (iconv-lite):
// the five bytes the code page leaves undefined decode to no printable character.
const CP1252 = new Set(
  iconv
    .decode(Buffer.from(Array.from({ length: 224 }, (_, i) => i + 32)), "win1252")
    .split("")
    .filter((c) => !/[\u007f-\u009f\ufffd]/.test(c)),
);

/** Look-alikes that Unicode decomposition does not turn into a Windows-1252 character. */
const LOOK_ALIKES: Record<string, string> = {
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u1e9e": "SS",
  "\u0141": "L",
  "\u0142": "l",
  "\u0110": "D",
  "\u0111": "d",
  "\u0131": "i",
  "\u2032": "'",
  "\u2033": '"',
};

/** Stands for a character Windows-1252 cannot hold and that has no plain look-alike. */
const REPLACEMENT = "?";

/**
 * A text as Windows-1252 can carry it, on one line: line breaks, tabs and other control
 * characters become single spaces (a line break would split the booking); a character outside
 * the code page becomes its look-alike (Ł → L, ő → o, ‑ → -) or "?" (emoji, other scripts),
 * so what is lost is visible instead of silently dropped.
 */
export function toCp1252(value: string): string {
  const oneLine = value
    // eslint-disable-next-line no-control-regex -- control characters are what is replaced
    .replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .trim();
  let out = "";
  for (const char of oneLine) {
    if (CP1252.has(char)) out += char;
    else if (char in LOOK_ALIKES) out += LOOK_ALIKES[char];
    else {
      const base = char
        .normalize("NFKD")
        .replace(/\p{M}/gu, "")
        .split("")
        .filter((c) => CP1252.has(c))
        .join("");
      out += base || REPLACEMENT;
    }
  }
  return out;
}

export interface TextOptions {
  /** the field's name, for the error message */
  field: string;
  max: number;
  /** "truncate": cut to max (free texts); "refuse": throw (numbers and keys) */
  overflow?: "truncate" | "refuse";
}

/** A text field: made Windows-1252-safe, then held to its length (in characters = bytes). */
export function text(value: string, { field, max, overflow = "truncate" }: TextOptions): ExtfValue {
  const safe = toCp1252(value);
  if (safe.length <= max) return { kind: "text", value: safe };
  if (overflow === "refuse")
    throw new ExtfFieldError(`${field} „${safe}“ ist länger als ${max} Zeichen.`);
  return { kind: "text", value: safe.slice(0, max).trimEnd() };
}

/** A whole, non-negative number of at most maxDigits digits (accounts, keys, versions). */
export function number(value: number, { field, maxDigits }: { field: string; maxDigits: number }) {
  if (!Number.isSafeInteger(value) || value < 0 || String(value).length > maxDigits)
    throw new ExtfFieldError(
      `${field} ${value} ist keine Zahl mit höchstens ${maxDigits} Ziffern.`,
    );
  return { kind: "number", value } as const;
}

/** DATEV's Umsatz: always positive (the side says the direction), up to 10 digits before the comma. */
export function amount(cents: number, field = "Umsatz"): ExtfValue {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents >= 10 ** 12)
    throw new ExtfFieldError(`${field} ${cents} Cent ist kein Betrag, den DATEV annimmt.`);
  return { kind: "amount", cents };
}

/** Dates and timestamps are digit strings of a fixed width: TTMM, JJJJMMTT, JJJJMMTTHHMMSSFFF. */
function digits(value: string, width: number, field: string): ExtfValue {
  if (!new RegExp(`^\\d{${width}}$`).test(value))
    throw new ExtfFieldError(`${field} „${value}“ hat nicht ${width} Ziffern.`);
  return { kind: "digits", value };
}

const isoParts = (day: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new ExtfFieldError(`„${day}“ ist kein Datum.`);
  return { y: match[1], m: match[2], d: match[3] };
};

/** "2026-10-05" → 0510 (Belegdatum: the year comes from the file's period). */
export function ddmm(day: string, field = "Belegdatum"): ExtfValue {
  const { m, d } = isoParts(day);
  return digits(`${d}${m}`, 4, field);
}

/** "2026-10-05" → 20261005 (the header's dates). */
export function yyyymmdd(day: string, field: string): ExtfValue {
  const { y, m, d } = isoParts(day);
  return digits(`${y}${m}${d}`, 8, field);
}

const berlinClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** An instant as German wall-clock time with milliseconds: 20261101093005123. */
export function timestamp(instant: Date, field = "Erzeugt am"): ExtfValue {
  const parts = Object.fromEntries(
    berlinClock.formatToParts(instant).map((p) => [p.type, p.value] as const),
  );
  const ms = String(instant.getUTCMilliseconds()).padStart(3, "0");
  return digits(
    `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}${ms}`,
    17,
    field,
  );
}

/** 119000 → "1190,00": decimal comma, no thousands separator. */
function decimalComma(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

export function serializeField(value: ExtfValue): string {
  if (value === null) return "";
  switch (value.kind) {
    case "text":
      return `"${value.value.replace(/"/g, '""')}"`;
    case "number":
      return String(value.value);
    case "amount":
      return decimalComma(value.cents);
    case "digits":
      return value.value;
  }
}

export function serializeLine(fields: readonly ExtfValue[]): string {
  return fields.map(serializeField).join(";");
}

/** The file: every line ended by CRLF, encoded in Windows-1252. */
export function extfFile(lines: readonly (readonly ExtfValue[])[]): Buffer {
  return iconv.encode(lines.map((l) => `${serializeLine(l)}\r\n`).join(""), "win1252");
}

/** Reads a file back (tests, checks): Windows-1252 to a JavaScript string. */
export function decodeExtf(bytes: Uint8Array): string {
  return iconv.decode(Buffer.from(bytes), "win1252");
}
