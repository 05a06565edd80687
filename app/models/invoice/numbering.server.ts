// Gap-free invoice numbers (GoBD, § 14 Abs. 4 Nr. 4 UStG): one counter row per series and
// year, incremented by the transaction that also inserts the invoice. The UPDATE takes a
// row lock, so concurrent issuers queue behind each other, and a rolled-back transaction
// gives its number back: numbers neither skip nor repeat.
import type { Prisma } from "@prisma/client";

export type InvoiceSeries = "RE" | "GS";

export const SERIES_OF = { invoice: "RE", credit_note: "GS" } as const;

const berlinDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day of an instant in Germany, "YYYY-MM-DD". */
export function berlinDate(instant: Date): string {
  return berlinDay.format(instant);
}

function formatInvoiceNumber(series: InvoiceSeries, year: number, n: number): string {
  return `${series}-${year}-${String(n).padStart(6, "0")}`;
}

/** Must run inside the transaction that inserts the invoice carrying the number. */
export async function nextInvoiceNumber(
  tx: Prisma.TransactionClient,
  series: InvoiceSeries,
  issuedAt: Date,
): Promise<string> {
  const year = Number(berlinDate(issuedAt).slice(0, 4));
  await tx.$executeRaw`INSERT INTO invoice_counters (series, year, last) VALUES (${series}, ${year}, 0) ON CONFLICT (series, year) DO NOTHING`;
  const rows = await tx.$queryRaw<{ last: number }[]>`
    UPDATE invoice_counters SET last = last + 1
    WHERE series = ${series} AND year = ${year}
    RETURNING last`;
  return formatInvoiceNumber(series, year, Number(rows[0].last));
}
