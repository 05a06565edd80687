// Invoices and credit notes of an order (or a customer), each with its PDF download.
// Shared by the customer's order page, the admin order page and the billing page.
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";

export interface InvoiceListEntry {
  id: string;
  number: string;
  kind: string;
  /** already formatted, "05.03.2026" */
  date: string;
  /** already formatted, "646,00 €" */
  gross: string;
}

export const invoiceDownloadUrl = (id: string) => `/invoices/${id}.pdf`;

export function InvoiceList({
  invoices,
  title = "Rechnungen",
  emptyText = "Noch keine Rechnungen. Nach jeder Zahlung erhalten Sie hier und per E-Mail Ihre Rechnung.",
  className,
}: {
  invoices: InvoiceListEntry[];
  title?: string;
  emptyText?: string;
  className?: string;
}) {
  return (
    <section aria-labelledby="invoice-list-heading" className={cn("mt-8", className)}>
      <h2 id="invoice-list-heading" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {invoices.map((invoice) => {
            const label = invoice.kind === "credit_note" ? "Gutschrift" : "Rechnung";
            return (
              <li
                key={invoice.id}
                className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">
                    {label} <span className="font-mono">{invoice.number}</span>
                  </span>
                  <span className="block text-sm text-slate-600">vom {invoice.date}</span>
                </span>
                <span className="flex items-center gap-3 text-sm">
                  <Badge tone={invoice.kind === "credit_note" ? "warning" : "neutral"}>
                    {label}
                  </Badge>
                  <span className="font-semibold tabular-nums text-slate-900">
                    {invoice.kind === "credit_note" ? "− " : ""}
                    {invoice.gross}
                  </span>
                  <a
                    href={invoiceDownloadUrl(invoice.id)}
                    download
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    PDF herunterladen
                    <span className="sr-only">
                      {" "}
                      ({label} {invoice.number})
                    </span>
                  </a>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
