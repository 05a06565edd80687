// The invoice journal for the admin and the tax adviser: a date-range list and a CSV
// export in the shape DATEV and spreadsheet imports expect from German data
// (semicolons, decimal comma, dd.mm.yyyy, UTF-8 with BOM so Excel reads the umlauts).
import { germanDate } from "./format";
import { invoiceRangeSchema, RANGE_MESSAGES } from "./range";
import type { InvoiceDocument } from "./document";
import type { Prisma } from "@prisma/client";
import { prisma } from "~/utils/db.server";

export interface InvoiceRange {
  /** "YYYY-MM-DD", inclusive, German calendar days */
  from: string | null;
  to: string | null;
}

export interface ParsedRange extends InvoiceRange {
  /** German messages by field; a bound that is not a valid day is left out of the range */
  errors: { from?: string[]; to?: string[] };
}

/**
 * The filter from the query. A day outside RANGE_LIMITS used to reach the date maths and
 * the database (year 0 → 500, the CSV cut off); now it is named in `errors` and ignored.
 */
export function parseRange(params: URLSearchParams): ParsedRange {
  // "from=a&from=b" or "from[]=a": which day was meant is a guess, so none is taken
  const names = [...params.keys()];
  const ambiguous = (key: "from" | "to") =>
    names.filter((n) => n === key).length > 1 || names.some((n) => n.startsWith(key + "["));
  if (ambiguous("from") || ambiguous("to"))
    return {
      from: null,
      to: null,
      errors: {
        from: ambiguous("from") ? [RANGE_MESSAGES.repeated] : undefined,
        to: ambiguous("to") ? [RANGE_MESSAGES.repeated] : undefined,
      },
    };
  const input = { from: params.get("from") ?? undefined, to: params.get("to") ?? undefined };
  const parsed = invoiceRangeSchema.safeParse(input);
  if (parsed.success) return { ...parsed.data, errors: {} };
  const errors = parsed.error.flatten().fieldErrors;
  const bound = (key: "from" | "to") => {
    const one = invoiceRangeSchema.innerType().shape[key].safeParse(input[key]);
    return one.success ? one.data : null;
  };
  return { from: bound("from"), to: bound("to"), errors: { from: errors.from, to: errors.to } };
}

/** Midnight at the start of a German calendar day, as an instant. */
export function berlinMidnight(day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  const local = new Date(guess.toLocaleString("en-US", { timeZone: "Europe/Berlin" }));
  const utc = new Date(guess.toLocaleString("en-US", { timeZone: "UTC" }));
  return new Date(guess.getTime() - (local.getTime() - utc.getTime()));
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() + 24 * 3600_000).toISOString().slice(0, 10);
}

function rangeWhere(range: InvoiceRange): Prisma.InvoiceWhereInput {
  const issuedAt: Prisma.DateTimeFilter = {};
  if (range.from) issuedAt.gte = berlinMidnight(range.from);
  if (range.to) issuedAt.lt = berlinMidnight(nextDay(range.to));
  return range.from || range.to ? { issuedAt } : {};
}

const rowSelect = {
  id: true,
  number: true,
  kind: true,
  issuedAt: true,
  orderId: true,
  netCents: true,
  vatCents: true,
  grossCents: true,
  document: true,
} as const;

type Row = Prisma.InvoiceGetPayload<{ select: typeof rowSelect }>;

interface JournalEntry {
  id: string;
  number: string;
  kind: "invoice" | "credit_note";
  issueDate: string;
  customer: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
  paymentRef: string;
  orderId: string;
}

function entryOf(row: Row): JournalEntry {
  const doc = row.document as unknown as InvoiceDocument;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind === "credit_note" ? "credit_note" : "invoice",
    issueDate: doc.issueDate,
    customer: doc.buyer.company,
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    paymentRef: doc.payment.stripePaymentId,
    orderId: row.orderId,
  };
}

const ORDER: Prisma.InvoiceOrderByWithRelationInput[] = [{ issuedAt: "asc" }, { number: "asc" }];

export async function listInvoicesInRange(range: InvoiceRange, limit = 500) {
  const where = rangeWhere(range);
  const [rows, total] = await Promise.all([
    prisma.invoice.findMany({ where, orderBy: ORDER, take: limit, select: rowSelect }),
    prisma.invoice.count({ where }),
  ]);
  return { entries: rows.map(entryOf), total };
}

const CSV_HEADER = [
  "Rechnungsdatum",
  "Rechnungsnummer",
  "Art",
  "Kunde",
  "Netto",
  "USt",
  "Brutto",
  "Zahlungs-ID",
  "Auftrag",
];

/** 123456 → "1234,56"; no thousands separator, which imports would misread. */
function decimalComma(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

// Hand-written because a row is nine known fields: quoting (;, ", line breaks) and the
// spreadsheet-formula guard are all a CSV library would add here.
function csvField(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** Credit notes carry negative amounts, so a column sum is the period's turnover. */
function csvLine(e: JournalEntry): string {
  const sign = e.kind === "credit_note" ? -1 : 1;
  return [
    csvField(germanDate(e.issueDate)),
    csvField(e.number),
    e.kind === "credit_note" ? "Gutschrift" : "Rechnung",
    csvField(e.customer),
    decimalComma(sign * e.netCents),
    decimalComma(sign * e.vatCents),
    decimalComma(sign * e.grossCents),
    csvField(e.paymentRef),
    csvField(e.orderId),
  ].join(";");
}

/** Streams the journal page by page, so a year of invoices never sits in memory at once. */
export function invoiceCsvStream(range: InvoiceRange, pageSize = 200): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = rangeWhere(range);
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${CSV_HEADER.join(";")}\r\n`));
        return;
      }
      const rows = await prisma.invoice.findMany({
        where,
        orderBy: ORDER,
        take: pageSize,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        select: rowSelect,
      });
      if (rows.length) {
        cursor = rows[rows.length - 1].id;
        controller.enqueue(encoder.encode(rows.map((r) => `${csvLine(entryOf(r))}\r\n`).join("")));
      }
      if (rows.length < pageSize) controller.close();
    },
  });
}
