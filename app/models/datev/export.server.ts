// The DATEV export of a period: the bookings of every invoice, credit note, payment and
// refund in it, the Buchungsstapel file made from them, and the ZIP the tax adviser gets
// (the file and the period's invoice and credit-note PDFs, side by side, no folders).
import { buchungsstapel, type Booking, type BookingKind } from "./buchungsstapel.server";
import {
  datevPeriodSchema,
  fiscalYearOf,
  previousMonth,
  type DatevAccounts,
  type DatevPeriod,
} from "./schema";
import type { DatevSettings } from "./settings.server";
import type { InvoiceDocument } from "~/models/invoice/document";
import { berlinMidnight } from "~/models/invoice/export.server";
import { paymentRef } from "~/models/invoice/invoice.server";
import { berlinDate } from "~/models/invoice/numbering.server";
import { prisma } from "~/utils/db.server";
import { streamZip } from "~/utils/zip-stream.server";

export class DatevExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatevExportError";
  }
}

export type PeriodCheck =
  | { ok: true; period: DatevPeriod }
  | { ok: false; values: { von: string; bis: string }; errors: Record<string, string[]> };

/**
 * The period of a download or the page, from the query: `von` and `bis`, checked against
 * the fiscal year of the stored settings. Without either, the previous month.
 */
export function checkPeriod(
  params: URLSearchParams,
  settings: Pick<DatevSettings, "fiscalYearStartMonth"> | null,
  now = new Date(),
): PeriodCheck {
  const fallback = previousMonth(berlinDate(now));
  const given = params.has("von") || params.has("bis");
  const values = given
    ? { von: params.get("von") ?? "", bis: params.get("bis") ?? "" }
    : { von: fallback.from, bis: fallback.to };
  const parsed = datevPeriodSchema(settings?.fiscalYearStartMonth ?? null).safeParse(values);
  if (parsed.success) return { ok: true, period: parsed.data };
  const flat = parsed.error.flatten();
  const errors: Record<string, string[]> = { ...flat.fieldErrors };
  if (flat.formErrors.length) errors[""] = flat.formErrors;
  return { ok: false, values, errors };
}

/** The period's instants: from German midnight of its first day to that after its last. */
function periodWhere(period: DatevPeriod): { gte: Date; lt: Date } {
  const dayAfter = new Date(Date.parse(`${period.bis}T00:00:00Z`) + 24 * 3600_000);
  return {
    gte: berlinMidnight(period.von),
    lt: berlinMidnight(dayAfter.toISOString().slice(0, 10)),
  };
}

async function loadPeriod(period: DatevPeriod) {
  const within = periodWhere(period);
  const [documents, payments] = await Promise.all([
    prisma.invoice.findMany({
      where: { issuedAt: within },
      orderBy: [{ issuedAt: "asc" }, { number: "asc" }],
      select: {
        number: true,
        kind: true,
        grossCents: true,
        document: true,
        storageKey: true,
        correctsInvoice: { select: { number: true } },
      },
    }),
    prisma.payment.findMany({
      where: { paidAt: within },
      orderBy: [{ paidAt: "asc" }, { externalId: "asc" }],
      select: {
        kind: true,
        amountCents: true,
        paidAt: true,
        externalId: true,
        stripeRefundId: true,
        stripePaymentIntentId: true,
        stripeChargeId: true,
        order: { select: { company: true } },
        // the document issued for the money when it moved; a later re-issue to a corrected
        // buyer books its own credit note and invoice and leaves this booking as it was
        invoices: { where: { revision: 0 }, select: { number: true, kind: true, document: true } },
      },
    }),
  ]);
  return { documents, payments };
}

type Loaded = Awaited<ReturnType<typeof loadPeriod>>;

function documentOf(json: unknown, number: string): InvoiceDocument {
  const doc = json as InvoiceDocument;
  // the revenue account is the one for 19 %: a document with another rate would be booked wrong
  if (doc.currency !== "EUR" || doc.lines.some((l) => l.vatRatePercent !== 19))
    throw new DatevExportError(
      `Beleg ${number} enthält einen anderen Steuersatz als 19 % oder eine andere Währung als Euro; der DATEV-Export kennt nur Umsätze zu 19 % in Euro.`,
    );
  return doc;
}

function documentBooking(row: Loaded["documents"][number], accounts: DatevAccounts): Booking {
  const doc = documentOf(row.document, row.number);
  const credit = row.kind === "credit_note";
  return {
    kind: credit ? "credit_note" : "invoice",
    amountCents: row.grossCents,
    side: credit ? "H" : "S",
    account: accounts.debtor,
    contraAccount: accounts.revenue19,
    day: doc.issueDate,
    documentNumber: row.number,
    relatedNumber: row.correctsInvoice?.number ?? null,
    text: `${credit ? "Gutschrift" : "Rechnung"} ${doc.buyer.company}`,
    stripeId: null,
  };
}

function moneyBooking(row: Loaded["payments"][number], accounts: DatevAccounts): Booking {
  const refund = row.kind === "refund";
  const document = row.invoices.find((i) => i.kind === (refund ? "credit_note" : "invoice"));
  const buyer = document ? (document.document as unknown as InvoiceDocument).buyer.company : null;
  return {
    kind: refund ? "refund" : "payment",
    amountCents: row.amountCents,
    // money comes into (S) or goes out of (H) the Stripe transit account, against the debtor
    side: refund ? "H" : "S",
    account: accounts.stripeTransit,
    contraAccount: accounts.debtor,
    day: berlinDate(row.paidAt),
    documentNumber: document?.number ?? null,
    relatedNumber: null,
    text: `${refund ? "Erstattung" : "Zahlung"} Stripe ${buyer ?? row.order.company ?? ""}`,
    stripeId: paymentRef(row),
  };
}

const RANK: Record<BookingKind, number> = { invoice: 0, payment: 1, credit_note: 2, refund: 3 };

/**
 * By day; within a day a document before the money that settles it (same Belegfeld 1), so
 * the file reads like the books.
 */
function byDay(a: Booking, b: Booking): number {
  return (
    a.day.localeCompare(b.day) ||
    (a.documentNumber ?? "").localeCompare(b.documentNumber ?? "") ||
    RANK[a.kind] - RANK[b.kind]
  );
}

export interface PeriodCounts {
  invoices: number;
  creditNotes: number;
  payments: number;
  refunds: number;
  bookings: number;
}

function countsOf(bookings: Booking[]): PeriodCounts {
  const count = (kind: BookingKind) => bookings.filter((b) => b.kind === kind).length;
  return {
    invoices: count("invoice"),
    creditNotes: count("credit_note"),
    payments: count("payment"),
    refunds: count("refund"),
    bookings: bookings.length,
  };
}

async function bookingsOf(period: DatevPeriod, accounts: DatevAccounts) {
  const loaded = await loadPeriod(period);
  const bookings = [
    ...loaded.documents.map((d) => documentBooking(d, accounts)),
    ...loaded.payments.map((p) => moneyBooking(p, accounts)),
  ]
    // DATEV takes no booking of 0,00 € (a fully discounted order has nothing to book)
    .filter((b) => b.amountCents > 0)
    .sort(byDay);
  return { bookings, documents: loaded.documents };
}

/** What the page shows before the download: how many bookings of each kind the file holds. */
export async function countPeriod(period: DatevPeriod, settings: DatevSettings) {
  return countsOf((await bookingsOf(period, settings.accounts)).bookings);
}

const compact = (day: string) => day.replace(/-/g, "");

function exportNames(period: DatevPeriod) {
  return {
    csv: `EXTF_Buchungsstapel_${compact(period.von)}_${compact(period.bis)}.csv`,
    zip: `DATEV_${period.von}_${period.bis}.zip`,
  };
}

/** The Buchungsstapel of the period and the documents issued in it. */
export async function datevExport(period: DatevPeriod, settings: DatevSettings, now = new Date()) {
  const { bookings, documents } = await bookingsOf(period, settings.accounts);
  const csv = buchungsstapel(
    {
      createdAt: now,
      consultantNumber: settings.consultantNumber,
      clientNumber: settings.clientNumber,
      fiscalYearStart: fiscalYearOf(period.von, settings.fiscalYearStartMonth).start,
      accountLength: settings.accountLength,
      from: period.von,
      to: period.bis,
      chart: settings.chart,
    },
    bookings,
  );
  return {
    names: exportNames(period),
    csv,
    counts: countsOf(bookings),
    documents: documents.map((d) => ({ name: `${d.number}.pdf`, storageKey: d.storageKey })),
  };
}

/** The ZIP for the tax adviser: the CSV first, then every PDF, all at the top level. */
export async function datevArchive(period: DatevPeriod, settings: DatevSettings, now = new Date()) {
  const result = await datevExport(period, settings, now);
  const stream = streamZip(
    [{ name: result.names.csv, data: result.csv }, ...result.documents],
    now,
  );
  return { ...result, stream };
}
