// The plain data of one invoice or credit note, as the renderers take it. No database,
// no I/O: whoever issues a document fills this in once, and the PDF and the EN 16931
// XML are both drawn from the same object, so they cannot disagree.
//
// All amounts are integer euro cents. Dates are plain calendar dates ("2026-03-05"):
// an invoice date is a date in German law, not an instant, and a Date object would
// shift it across midnight depending on the server's time zone.

/** A calendar date, "YYYY-MM-DD". */
export type IsoDate = string;

/** Only the standard rate is sold today; a second rate would widen this type. */
type VatRatePercent = 19;
const STANDARD_VAT_RATE: VatRatePercent = 19;

const INVOICE_NUMBER_PATTERN = /^RE-\d{4}-\d{6}$/;
const CREDIT_NOTE_NUMBER_PATTERN = /^GS-\d{4}-\d{6}$/;

export interface ServicePeriod {
  start: IsoDate;
  end: IsoDate;
}

/**
 * § 14 Abs. 4 Nr. 6 UStG: the day of the supply or the period it covers – or, for a
 * payment before the service (§ 14 Abs. 5 UStG, Anzahlungs-/Vorauszahlungsrechnung), the
 * day by which the service is expected; the day the money came in is the payment's date.
 */
export type ServiceDate = { date: IsoDate } | { period: ServicePeriod } | { expectedBy: IsoDate };

/** A payment before the service: the document is an invoice for an advance payment. */
export function isAdvancePayment(service: ServiceDate): service is { expectedBy: IsoDate } {
  return "expectedBy" in service;
}

export interface InvoiceSeller {
  /** legal name, e.g. "Seitenwerk GmbH" */
  name: string;
  /** brand shown in the letterhead when it differs from the legal name (BT-28) */
  tradingName?: string;
  street: string;
  zip: string;
  city: string;
  country: "DE";
  /** USt-IdNr.; at least one of vatId and taxNumber is required (§ 14 Abs. 4 Nr. 2 UStG) */
  vatId?: string;
  /** Steuernummer des Finanzamts */
  taxNumber?: string;
  email: string;
  phone?: string;
  website?: string;
  /** e.g. "Amtsgericht Berlin-Charlottenburg, HRB 123456 B" */
  register?: string;
  /** e.g. "Max Mustermann"; a GmbH must name it on business letters (§ 35a GmbHG) */
  managingDirector?: string;
  iban?: string;
  bic?: string;
  bankName?: string;
}

export interface InvoiceBuyer {
  company: string;
  contactPerson?: string;
  street: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "DE" */
  country: string;
  vatId?: string;
  email: string;
}

export interface InvoiceLine {
  description: string;
  /** whole units */
  quantity: number;
  unitNetCents: number;
  /** always quantity × unitNetCents, so the line reads as a multiplication */
  lineNetCents: number;
  vatRatePercent: VatRatePercent;
  vatCents: number;
  grossCents: number;
  /** a line's own service period, e.g. the month of a subscription (BG-26) */
  period?: ServicePeriod;
}

export interface InvoiceTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/**
 * Settled by card through Stripe. On an invoice: the charge (`pi_…`). On a credit note:
 * the refund (`re_…`), with the date the money went back.
 */
interface CardPayment {
  method: "card";
  paidOn: IsoDate;
  stripePaymentId: string;
}

interface InvoiceDocumentBase {
  number: string;
  issueDate: IsoDate;
  service: ServiceDate;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  payment: CardPayment;
  currency: "EUR";
  /** our order number, shown on the PDF so the customer can match it */
  orderNumber?: string;
  /** the buyer's own reference (BT-10), e.g. a Leitweg-ID or cost centre */
  buyerReference?: string;
}

interface InvoiceDocumentInvoice extends InvoiceDocumentBase {
  kind: "invoice";
  /** set on an invoice re-issued to a corrected buyer: the invoice it replaces (BG-3) */
  replacesInvoice?: { number: string; issueDate: IsoDate };
}

/**
 * A correction of an earlier invoice (type code 381 with positive amounts: the amounts
 * are what is credited, the type code gives the direction, as EN 16931 intends).
 */
interface InvoiceDocumentCreditNote extends InvoiceDocumentBase {
  kind: "credit_note";
  correctedInvoice: { number: string; issueDate: IsoDate };
  reason: string;
  /**
   * set when the credit note cancels an invoice that is replaced by a new one to a corrected
   * buyer: no money goes back, the payment counts for the new invoice
   */
  replacedBy?: { number: string };
}

export type InvoiceDocument = InvoiceDocumentInvoice | InvoiceDocumentCreditNote;
export type InvoiceKind = InvoiceDocument["kind"];

export interface GrossItem {
  description: string;
  quantity: number;
  /** what the customer pays for the whole line, VAT included */
  grossCents: number;
  period?: ServicePeriod;
}

export interface NetItem {
  description: string;
  quantity: number;
  /** the whole line without VAT */
  netCents: number;
  period?: ServicePeriod;
}

/**
 * Lines for prices quoted with VAT (the shop's prices): net = round(gross / 1.19) to the
 * cent, VAT = gross − net, per line, so each line's gross stays exactly what was paid.
 * The net is taken per unit and multiplied, so that quantity × unit price = line net
 * holds to the cent on paper and in the XML (EN 16931 has no room for a third-of-a-cent
 * unit price); the grossCents of a line must therefore divide by its quantity.
 */
export function linesFromGross(items: GrossItem[]): InvoiceLine[] {
  return items.map((item) => {
    const quantity = checkQuantity(item.quantity, item.description);
    const unitGross = unitOf(item.grossCents, quantity, item.description);
    const unitNetCents = netFromGross(unitGross, STANDARD_VAT_RATE);
    const lineNetCents = unitNetCents * quantity;
    return {
      description: item.description,
      quantity,
      unitNetCents,
      lineNetCents,
      vatRatePercent: STANDARD_VAT_RATE,
      vatCents: item.grossCents - lineNetCents,
      grossCents: item.grossCents,
      ...(item.period ? { period: item.period } : {}),
    };
  });
}

/** Lines for prices quoted without VAT: VAT = round(net × 19 %) per line, added on top. */
export function linesFromNet(items: NetItem[]): InvoiceLine[] {
  return items.map((item) => {
    const quantity = checkQuantity(item.quantity, item.description);
    const unitNetCents = unitOf(item.netCents, quantity, item.description);
    const vatCents = vatFromNet(item.netCents, STANDARD_VAT_RATE);
    return {
      description: item.description,
      quantity,
      unitNetCents,
      lineNetCents: item.netCents,
      vatRatePercent: STANDARD_VAT_RATE,
      vatCents,
      grossCents: item.netCents + vatCents,
      ...(item.period ? { period: item.period } : {}),
    };
  });
}

export function totalsOf(lines: InvoiceLine[]): InvoiceTotals {
  return lines.reduce(
    (sum, line) => ({
      netCents: sum.netCents + line.lineNetCents,
      vatCents: sum.vatCents + line.vatCents,
      grossCents: sum.grossCents + line.grossCents,
    }),
    { netCents: 0, vatCents: 0, grossCents: 0 },
  );
}

export interface VatBreakdown {
  ratePercent: VatRatePercent;
  netCents: number;
  vatCents: number;
}

/** One entry per rate, as § 14 Abs. 4 Nr. 8 UStG and EN 16931 (BG-23) want it. */
export function vatBreakdown(lines: InvoiceLine[]): VatBreakdown[] {
  const byRate = new Map<VatRatePercent, VatBreakdown>();
  for (const line of lines) {
    const entry = byRate.get(line.vatRatePercent) ?? {
      ratePercent: line.vatRatePercent,
      netCents: 0,
      vatCents: 0,
    };
    entry.netCents += line.lineNetCents;
    entry.vatCents += line.vatCents;
    byRate.set(line.vatRatePercent, entry);
  }
  return [...byRate.values()].sort((a, b) => b.ratePercent - a.ratePercent);
}

// Integer arithmetic with half-up rounding: floating point would put 0.5-cent cases on
// either side depending on how the binary fraction happens to fall.
function netFromGross(grossCents: number, ratePercent: number): number {
  return Math.floor((2 * grossCents * 100 + (100 + ratePercent)) / (2 * (100 + ratePercent)));
}

function vatFromNet(netCents: number, ratePercent: number): number {
  return Math.floor((2 * netCents * ratePercent + 100) / 200);
}

function checkQuantity(quantity: number, description: string): number {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`Menge von „${description}“ muss eine ganze Zahl ≥ 1 sein`);
  }
  return quantity;
}

function unitOf(cents: number, quantity: number, description: string): number {
  if (!Number.isInteger(cents) || cents < 0) {
    throw new RangeError(`Betrag von „${description}“ muss ganze, nicht negative Cent sein`);
  }
  if (cents % quantity !== 0) {
    throw new RangeError(
      `Betrag von „${description}“ (${cents} Cent) lässt sich nicht auf ${quantity} Stück aufteilen`,
    );
  }
  return cents / quantity;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Everything a document must satisfy before it may be issued: the § 14 Abs. 4 UStG
 * details, the arithmetic, and the EN 16931 rules that a renderer cannot repair
 * (e.g. BR-CO-26: without a VAT id the seller needs a register entry). Returns the
 * problems in German, empty when the document is fine.
 */
export function invoiceDocumentProblems(doc: InvoiceDocument): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, message: string) => {
    if (!ok) problems.push(message);
  };
  const date = (value: string | undefined, label: string) =>
    need(value && isIsoDate(value), `${label} ist kein gültiges Datum (JJJJ-MM-TT)`);
  const period = (p: ServicePeriod, label: string) => {
    date(p.start, `${label}: Beginn`);
    date(p.end, `${label}: Ende`);
    need(p.start <= p.end, `${label}: Beginn liegt nach dem Ende`);
  };

  const pattern = doc.kind === "invoice" ? INVOICE_NUMBER_PATTERN : CREDIT_NOTE_NUMBER_PATTERN;
  need(pattern.test(doc.number), `Nummer ${doc.number} passt nicht zu ${pattern}`);
  date(doc.issueDate, "Rechnungsdatum");
  if ("date" in doc.service) date(doc.service.date, "Leistungsdatum");
  else if (isAdvancePayment(doc.service))
    date(doc.service.expectedBy, "Voraussichtliches Leistungsdatum");
  else period(doc.service.period, "Leistungszeitraum");
  need(doc.currency === "EUR", "Währung muss EUR sein");

  const { seller, buyer } = doc;
  need(seller.name.trim(), "Name des Verkäufers fehlt");
  need(
    seller.street.trim() && seller.zip.trim() && seller.city.trim(),
    "Anschrift des Verkäufers ist unvollständig",
  );
  need(
    seller.vatId?.trim() || seller.taxNumber?.trim(),
    "Verkäufer braucht USt-IdNr. oder Steuernummer",
  );
  need(
    seller.vatId?.trim() || seller.register?.trim(),
    "Ohne USt-IdNr. braucht der Verkäufer einen Registereintrag (EN 16931 BR-CO-26)",
  );
  need(seller.email.includes("@"), "E-Mail-Adresse des Verkäufers fehlt");
  need(buyer.company.trim(), "Firma des Käufers fehlt");
  need(
    buyer.street.trim() && buyer.zip.trim() && buyer.city.trim(),
    "Anschrift des Käufers ist unvollständig",
  );
  need(/^[A-Z]{2}$/.test(buyer.country), "Land des Käufers muss ein ISO-Code wie DE sein");
  need(buyer.email.includes("@"), "E-Mail-Adresse des Käufers fehlt");

  need(doc.lines.length > 0, "Keine Positionen");
  doc.lines.forEach((line, i) => {
    const label = `Position ${i + 1}`;
    need(line.description.trim(), `${label}: Beschreibung fehlt`);
    const cents = [line.unitNetCents, line.lineNetCents, line.vatCents, line.grossCents];
    need(
      cents.every((c) => Number.isInteger(c) && c >= 0),
      `${label}: Beträge müssen ganze, nicht negative Cent sein`,
    );
    need(Number.isInteger(line.quantity) && line.quantity >= 1, `${label}: Menge muss ≥ 1 sein`);
    need(line.vatRatePercent === STANDARD_VAT_RATE, `${label}: nur 19 % USt vorgesehen`);
    need(
      line.lineNetCents === line.quantity * line.unitNetCents,
      `${label}: Menge × Einzelpreis ≠ Netto`,
    );
    need(line.lineNetCents + line.vatCents === line.grossCents, `${label}: Netto + USt ≠ Brutto`);
    // per-line rounding may drift from rate × net by a fraction of a cent, never more
    need(
      Math.abs(line.vatCents * 100 - line.lineNetCents * line.vatRatePercent) <=
        100 * line.quantity,
      `${label}: USt passt nicht zum Steuersatz`,
    );
    if (line.period) period(line.period, `${label}: Leistungszeitraum`);
  });

  const sums = totalsOf(doc.lines);
  need(sums.netCents === doc.totals.netCents, "Summe netto ≠ Summe der Positionen");
  need(sums.vatCents === doc.totals.vatCents, "Summe USt ≠ Summe der Positionen");
  need(sums.grossCents === doc.totals.grossCents, "Summe brutto ≠ Summe der Positionen");
  need(doc.totals.grossCents > 0, "Gesamtbetrag muss größer als 0 sein");
  // Per-line rounding drifts from rate × net by up to ~0.6 cent per unit; EN 16931
  // (BR-CO-17) tolerates 1 € per rate. Past that the XML would be rejected, so refuse.
  for (const v of vatBreakdown(doc.lines)) {
    need(
      Math.abs(v.vatCents * 100 - v.netCents * v.ratePercent) < 100 * 100,
      `USt ${v.ratePercent} % weicht um 1 € oder mehr von Satz × Netto ab (EN 16931 BR-CO-17)`,
    );
  }

  date(doc.payment.paidOn, "Zahlungsdatum");
  need(doc.payment.stripePaymentId.trim(), "Zahlungs-ID fehlt");

  if (doc.kind === "invoice" && doc.replacesInvoice) {
    need(
      INVOICE_NUMBER_PATTERN.test(doc.replacesInvoice.number),
      `Bezug ${doc.replacesInvoice.number} ist keine Rechnungsnummer`,
    );
    date(doc.replacesInvoice.issueDate, "Datum der ersetzten Rechnung");
  }
  if (doc.kind === "credit_note") {
    need(
      INVOICE_NUMBER_PATTERN.test(doc.correctedInvoice.number),
      `Bezug ${doc.correctedInvoice.number} ist keine Rechnungsnummer`,
    );
    date(doc.correctedInvoice.issueDate, "Datum der korrigierten Rechnung");
    need(
      doc.correctedInvoice.issueDate <= doc.issueDate,
      "Korrigierte Rechnung liegt nach der Korrektur",
    );
    need(doc.reason.trim(), "Grund der Korrektur fehlt");
  }
  return problems;
}

export class InvalidInvoiceDocumentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Rechnungsdaten unvollständig oder widersprüchlich: ${problems.join("; ")}`);
    this.name = "InvalidInvoiceDocumentError";
  }
}

export function assertInvoiceDocument(doc: InvoiceDocument): void {
  const problems = invoiceDocumentProblems(doc);
  if (problems.length) throw new InvalidInvoiceDocumentError(problems);
}

// --- the text an invoice carries ---------------------------------------------------------

// What XML 1.0 cannot carry at all (the C0 controls but tab, LF and CR; U+FFFE, U+FFFF; a
// surrogate without its other half), what no one means to print (DEL and the C1 controls)
// and the invisible direction marks and overrides that make a name read backwards.
const UNPRINTABLE = new RegExp(
  [
    "[\\u0000-\\u0008\\u000e-\\u001f\\u007f-\\u0084\\u0086-\\u009f]",
    "[\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufffe\\uffff]",
    "[\\ud800-\\udbff](?![\\udc00-\\udfff])",
    "(?<![\\ud800-\\udbff])[\\udc00-\\udfff]",
  ].join("|"),
  "g",
);
// Every field of an invoice is one line. A line break would wrap the page but not the XML,
// and an XML parser reads a CR as LF: the two halves would no longer carry the same text.
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/**
 * One field's text as both halves of the invoice carry it: no character XML 1.0 forbids,
 * no control or bidi character, line breaks as spaces, no blanks at either end. Anything
 * else stays as typed: "&amp;" is five characters on the page and in the XML alike.
 */
export function invoiceText(value: string): string {
  return value.replace(UNPRINTABLE, "").replace(LINE_BREAKS, " ").trim();
}

function cleanStrings<T>(value: T): T {
  if (typeof value === "string") return invoiceText(value) as T;
  if (Array.isArray(value)) return value.map(cleanStrings) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, cleanStrings(field)]),
    ) as T;
  return value;
}

/**
 * The document with every text field passed through invoiceText. Applied where a document
 * is built, so the stored document is what is printed, and again by the renderers, so the
 * PDF and the XML are drawn from the same cleaned text even for a document stored before.
 */
export function cleanInvoiceDocument<T extends InvoiceDocument>(doc: T): T {
  return cleanStrings(doc);
}
