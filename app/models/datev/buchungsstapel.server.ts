// DATEV's Buchungsstapel (data category 21, format version 13, header version 700): the
// header line, the 125 column headings and one line per booking. Only the fields this
// export fills are set; every other column stays empty but present, because DATEV reads
// the columns by position.
import {
  amount,
  ddmm,
  extfFile,
  ExtfFieldError,
  number,
  text,
  timestamp,
  yyyymmdd,
  type ExtfValue,
} from "./extf.server";
import type { Chart } from "./schema";

const FORMAT = {
  kind: "EXTF",
  headerVersion: 700,
  category: 21,
  name: "Buchungsstapel",
  version: 13,
} as const;

const BELEGINFO = Array.from({ length: 8 }, (_, i) => [
  `Beleginfo - Art ${i + 1}`,
  `Beleginfo - Inhalt ${i + 1}`,
]).flat();
// DATEV's own exports write "Zusatzinformation- Inhalt" without a space before the hyphen
const ZUSATZINFORMATION = Array.from({ length: 20 }, (_, i) => [
  `Zusatzinformation - Art ${i + 1}`,
  `Zusatzinformation- Inhalt ${i + 1}`,
]).flat();

/** The column headings of Buchungsstapel format version 13, in DATEV's order and spelling. */
export const BOOKING_COLUMNS = [
  "Umsatz (ohne Soll/Haben-Kz)",
  "Soll/Haben-Kennzeichen",
  "WKZ Umsatz",
  "Kurs",
  "Basis-Umsatz",
  "WKZ Basis-Umsatz",
  "Konto",
  "Gegenkonto (ohne BU-Schlüssel)",
  "BU-Schlüssel",
  "Belegdatum",
  "Belegfeld 1",
  "Belegfeld 2",
  "Skonto",
  "Buchungstext",
  "Postensperre",
  "Diverse Adressnummer",
  "Geschäftspartnerbank",
  "Sachverhalt",
  "Zinssperre",
  "Beleglink",
  ...BELEGINFO,
  "KOST1 - Kostenstelle",
  "KOST2 - Kostenstelle",
  "Kost-Menge",
  "EU-Land u. UStID (Bestimmung)",
  "EU-Steuersatz (Bestimmung)",
  "Abw. Versteuerungsart",
  "Sachverhalt L+L",
  "Funktionsergänzung L+L",
  "BU 49 Hauptfunktionstyp",
  "BU 49 Hauptfunktionsnummer",
  "BU 49 Funktionsergänzung",
  ...ZUSATZINFORMATION,
  "Stück",
  "Gewicht",
  "Zahlweise",
  "Forderungsart",
  "Veranlagungsjahr",
  "Zugeordnete Fälligkeit",
  "Skontotyp",
  "Auftragsnummer",
  "Buchungstyp",
  "USt-Schlüssel (Anzahlungen)",
  "EU-Land (Anzahlungen)",
  "Sachverhalt L+L (Anzahlungen)",
  "EU-Steuersatz (Anzahlungen)",
  "Erlöskonto (Anzahlungen)",
  "Herkunft-Kz",
  "Buchungs GUID",
  "KOST-Datum",
  "SEPA-Mandatsreferenz",
  "Skontosperre",
  "Gesellschaftername",
  "Beteiligtennummer",
  "Identifikationsnummer",
  "Zeichnernummer",
  "Postensperre bis",
  "Bezeichnung SoBil-Sachverhalt",
  "Kennzeichen SoBil-Buchung",
  "Festschreibung",
  "Leistungsdatum",
  "Datum Zuord. Steuerperiode",
  "Fälligkeit",
  "Generalumkehr (GU)",
  "Steuersatz",
  "Land",
  "Abrechnungsreferenz",
  "BVV-Position",
  "EU-Land u. UStID (Ursprung)",
  "EU-Steuersatz (Ursprung)",
  "Abw. Skontokonto",
] as const;
type BookingColumn = (typeof BOOKING_COLUMNS)[number];

/** Field lengths of the columns this export fills (DATEV's interface description). */
const LIMITS = {
  belegfeld1: 12,
  belegfeld2: 12,
  buchungstext: 60,
  beleginfoArt: 20,
  beleginfoInhalt: 210,
  bezeichnung: 30,
  exportedBy: 25,
} as const;

/**
 * Belegfeld 1 – the key DATEV matches open items on – is the document number without its
 * hyphens: RE-2026-000123 → RE2026000123. Our numbers are series, year and six digits, so
 * the result is always 12 characters and still unique; anything that would not fit is
 * refused rather than cut, because a cut number would name another document.
 */
export function belegfeld1Of(documentNumber: string): string {
  const mapped = documentNumber.replace(/-/g, "");
  if (!/^[A-Za-z0-9$%&*+/]+$/.test(mapped) || mapped.length > LIMITS.belegfeld1)
    throw new ExtfFieldError(
      `Die Belegnummer ${documentNumber} passt nicht in Belegfeld 1 (höchstens ${LIMITS.belegfeld1} Buchstaben und Ziffern).`,
    );
  return mapped;
}

export interface HeaderData {
  createdAt: Date;
  consultantNumber: number;
  clientNumber: number;
  /** "YYYY-MM-DD" */
  fiscalYearStart: string;
  accountLength: number;
  from: string;
  to: string;
  chart: Chart;
}

const EXPORTED_BY = "Seitenwerk";

function germanDay(iso: string) {
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
}

/** Line 1: what the file is, whose books, which fiscal year and period. 31 fields. */
export function headerLine(h: HeaderData): ExtfValue[] {
  return [
    text(FORMAT.kind, { field: "DATEV-Format-KZ", max: 4 }),
    number(FORMAT.headerVersion, { field: "Versionsnummer", maxDigits: 3 }),
    number(FORMAT.category, { field: "Datenkategorie", maxDigits: 2 }),
    text(FORMAT.name, { field: "Formatname", max: 30 }),
    number(FORMAT.version, { field: "Formatversion", maxDigits: 3 }),
    timestamp(h.createdAt),
    null, // Importiert: set by DATEV
    text("RE", { field: "Herkunft", max: 2 }),
    text(EXPORTED_BY, { field: "Exportiert von", max: LIMITS.exportedBy }),
    null, // Importiert von: set by DATEV
    number(h.consultantNumber, { field: "Beraternummer", maxDigits: 7 }),
    number(h.clientNumber, { field: "Mandantennummer", maxDigits: 5 }),
    yyyymmdd(h.fiscalYearStart, "WJ-Beginn"),
    number(h.accountLength, { field: "Sachkontenlänge", maxDigits: 1 }),
    yyyymmdd(h.from, "Datum vom"),
    yyyymmdd(h.to, "Datum bis"),
    text(`Belege ${germanDay(h.from)}-${germanDay(h.to)}`, {
      field: "Bezeichnung",
      max: LIMITS.bezeichnung,
    }),
    null, // Diktatkürzel
    number(1, { field: "Buchungstyp", maxDigits: 1 }), // 1 = Finanzbuchführung
    number(0, { field: "Rechnungslegungszweck", maxDigits: 2 }), // 0 = unabhängig
    number(0, { field: "Festschreibung", maxDigits: 1 }), // 0: the tax adviser may still change it
    text("EUR", { field: "WKZ", max: 3 }),
    null, // reserviert
    null, // Derivatskennzeichen
    null, // reserviert
    null, // reserviert
    text(h.chart.slice(3), { field: "Sachkontenrahmen", max: 2 }), // "03" | "04"
    null, // Branchenlösungs-ID
    null, // reserviert
    null, // reserviert
    null, // Anwendungsinformation
  ];
}

export type BookingKind = "invoice" | "credit_note" | "payment" | "refund";

/** One booking as the export decides it; the line's format is this module's business. */
export interface Booking {
  kind: BookingKind;
  /** always positive: the side gives the direction */
  amountCents: number;
  /** Soll or Haben, for `account` */
  side: "S" | "H";
  account: number;
  contraAccount: number;
  /** the German calendar day of the document or the money movement, "YYYY-MM-DD" */
  day: string;
  /** the invoice or credit note this booking belongs to (RE-2026-000123), if issued */
  documentNumber: string | null;
  /** a credit note's corrected invoice */
  relatedNumber: string | null;
  text: string;
  /** the Stripe object of a payment or refund */
  stripeId: string | null;
}

const headingsLine = (): ExtfValue[] =>
  BOOKING_COLUMNS.map((c) => text(c, { field: "Spaltenüberschrift", max: 60 }));

/** A booking's line: 125 fields, set by column name, in DATEV's order. */
export function bookingLine(b: Booking, accountLength: number): ExtfValue[] {
  const fields = new Map<BookingColumn, ExtfValue>();
  const accountDigits = accountLength + 1; // personal accounts are one digit longer
  fields.set("Umsatz (ohne Soll/Haben-Kz)", amount(b.amountCents));
  fields.set("Soll/Haben-Kennzeichen", text(b.side, { field: "Soll/Haben-Kennzeichen", max: 1 }));
  fields.set("WKZ Umsatz", text("EUR", { field: "WKZ Umsatz", max: 3 }));
  fields.set("Konto", number(b.account, { field: "Konto", maxDigits: accountDigits }));
  fields.set(
    "Gegenkonto (ohne BU-Schlüssel)",
    number(b.contraAccount, { field: "Gegenkonto", maxDigits: accountDigits }),
  );
  // BU-Schlüssel stays empty: the revenue account is an automatic account (DATEV computes the
  // VAT itself), and a key on an automatic account is rejected at import
  fields.set("Belegdatum", ddmm(b.day));
  if (b.documentNumber) {
    fields.set(
      "Belegfeld 1",
      text(belegfeld1Of(b.documentNumber), {
        field: "Belegfeld 1",
        max: LIMITS.belegfeld1,
        overflow: "refuse",
      }),
    );
    fields.set("Beleginfo - Art 1", text("Belegnummer", { field: "Beleginfo", max: 20 }));
    fields.set(
      "Beleginfo - Inhalt 1",
      text(b.documentNumber, { field: "Beleginfo", max: LIMITS.beleginfoInhalt }),
    );
  }
  if (b.relatedNumber)
    fields.set(
      "Belegfeld 2",
      text(belegfeld1Of(b.relatedNumber), {
        field: "Belegfeld 2",
        max: LIMITS.belegfeld2,
        overflow: "refuse",
      }),
    );
  fields.set("Buchungstext", text(b.text, { field: "Buchungstext", max: LIMITS.buchungstext }));
  if (b.stripeId) {
    fields.set("Beleginfo - Art 2", text("Stripe-ID", { field: "Beleginfo", max: 20 }));
    fields.set(
      "Beleginfo - Inhalt 2",
      text(b.stripeId, { field: "Beleginfo", max: LIMITS.beleginfoInhalt }),
    );
  }
  // an empty Festschreibung would let DATEV lock the batch on import; 0 keeps it open
  fields.set("Festschreibung", number(0, { field: "Festschreibung", maxDigits: 1 }));
  return BOOKING_COLUMNS.map((column) => fields.get(column) ?? null);
}

/** The whole file: header, headings and the bookings, in Windows-1252 with CRLF. */
export function buchungsstapel(header: HeaderData, bookings: readonly Booking[]): Buffer {
  return extfFile([
    headerLine(header),
    headingsLine(),
    ...bookings.map((b) => bookingLine(b, header.accountLength)),
  ]);
}
