// German wording and number format shared by the PDF and the XML, so that a sentence
// such as the payment note reads the same in both.
import { isAdvancePayment, type InvoiceDocument, type InvoiceKind, type IsoDate } from "./document";

// Always two decimals on an invoice ("499,00 €"), unlike the shop's price display.
const euroFormat = new Intl.NumberFormat("de-DE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123456 → "1.234,56 €" (with a no-break space before the sign). */
export function formatEuro(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** 19 → "19 %" (DIN 5008: a no-break space before the percent sign). */
export function formatPercent(rate: number): string {
  return `${rate}\u00a0%`;
}

/** "2026-03-05" → "05.03.2026", without passing through a Date and a time zone. */
export function germanDate(iso: IsoDate): string {
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
}

export function germanPeriod(period: { start: IsoDate; end: IsoDate }): string {
  return `${germanDate(period.start)} – ${germanDate(period.end)}`;
}

function documentTitle(kind: InvoiceKind): string {
  return kind === "invoice" ? "Rechnung" : "Rechnungskorrektur (Gutschrift)";
}

export const ADVANCE_PAYMENT_TITLE = "Rechnung über eine Vorauszahlung";

/** The heading of one document: an invoice for a payment before the service says so. */
export function titleOf(doc: InvoiceDocument): string {
  return doc.kind === "invoice" && isAdvancePayment(doc.service)
    ? ADVANCE_PAYMENT_TITLE
    : documentTitle(doc.kind);
}

/**
 * The date rows of the info block: the day of the supply, its period, or – paid before
 * the service – the day it is expected by (never the payment day as Leistungsdatum).
 */
export function serviceRows(doc: InvoiceDocument): [string, string][] {
  const { service } = doc;
  if ("date" in service) return [["Leistungsdatum", germanDate(service.date)]];
  if (isAdvancePayment(service))
    return [["Leistung", `voraussichtlich bis ${germanDate(service.expectedBy)}`]];
  return [
    ["Leistungszeitraum", germanDate(service.period.start)],
    ["", `bis ${germanDate(service.period.end)}`],
  ];
}

/**
 * The sentence that marks an advance payment, on the page and as the XML's note (BT-22).
 * The payment date (Zeitpunkt der Vereinnahmung, § 14 Abs. 4 Nr. 6 UStG) is in the
 * payment note; the whole price is paid in advance, so no final invoice with a rest follows.
 */
export function advancePaymentNote(doc: InvoiceDocument): string | null {
  if (!isAdvancePayment(doc.service)) return null;
  const by = germanDate(doc.service.expectedBy);
  return doc.kind === "invoice"
    ? `Rechnung über eine Vorauszahlung: Sie haben vor Erbringung der Leistung bezahlt. Die Leistung wird voraussichtlich bis zum ${by} erbracht. Damit ist der vereinbarte Preis vollständig bezahlt; eine Schlussrechnung über einen Restbetrag folgt nicht.`
    : `Die berichtigte Rechnung betraf eine Vorauszahlung; die Leistung war voraussichtlich bis zum ${by} zu erbringen.`;
}

/** On an invoice re-issued to a corrected buyer: which invoice it replaces. */
export function replacementNote(doc: InvoiceDocument): string | null {
  if (doc.kind !== "invoice" || !doc.replacesInvoice) return null;
  return `Diese Rechnung ersetzt die Rechnung ${doc.replacesInvoice.number} vom ${germanDate(doc.replacesInvoice.issueDate)}, die wegen berichtigter Angaben zum Rechnungsempfänger storniert wurde.`;
}

export function paymentNote(doc: InvoiceDocument): string {
  const date = germanDate(doc.payment.paidOn);
  if (doc.kind === "credit_note" && doc.replacedBy)
    return `Keine Erstattung: Ihre Zahlung vom ${date} (Zahlungs-ID ${doc.payment.stripePaymentId}) gilt für die Rechnung ${doc.replacedBy.number}.`;
  return doc.kind === "invoice"
    ? `Bezahlt am ${date} per Karte (Zahlungs-ID ${doc.payment.stripePaymentId}).`
    : `Erstattet am ${date} auf die bei der Zahlung verwendete Karte (Erstattungs-ID ${doc.payment.stripePaymentId}).`;
}

const regionNames = new Intl.DisplayNames(["de"], { type: "region" });

/** "AT" → "Österreich"; the name a German letter puts under a foreign address. */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}

/** The reason on a credit note that cancels an invoice for a corrected buyer. */
export function buyerCorrectionReason(newNumber: string): string {
  return `Storno wegen berichtigter Angaben zum Rechnungsempfänger; ersetzt durch Rechnung ${newNumber}`;
}
