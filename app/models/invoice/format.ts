// German wording and number format shared by the PDF and the XML, so that a sentence
// such as the payment note reads the same in both.
import type { InvoiceDocument, InvoiceKind, IsoDate } from "./document";

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

export function documentTitle(kind: InvoiceKind): string {
  return kind === "invoice" ? "Rechnung" : "Rechnungskorrektur (Gutschrift)";
}

export function paymentNote(doc: InvoiceDocument): string {
  const date = germanDate(doc.payment.paidOn);
  return doc.kind === "invoice"
    ? `Bezahlt am ${date} per Karte (Zahlungs-ID ${doc.payment.stripePaymentId}).`
    : `Erstattet am ${date} auf die bei der Zahlung verwendete Karte (Erstattungs-ID ${doc.payment.stripePaymentId}).`;
}

const regionNames = new Intl.DisplayNames(["de"], { type: "region" });

/** "AT" → "Österreich"; the name a German letter puts under a foreign address. */
export function countryName(code: string): string {
  return regionNames.of(code) ?? code;
}
