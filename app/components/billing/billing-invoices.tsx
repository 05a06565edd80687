// Every invoice and credit note of the customer across all orders on 'Zahlungen & Abo'
// (they were listed per order only), each with its PDF, and all of them as one
// ZIP. Below 640 px each row is a card with labelled values.
import { BillingListEnd, type BillingLists } from "~/components/billing/show-all-link";
import { invoiceDownloadUrl, type InvoiceListEntry } from "~/components/invoice/invoice-list";
import { Badge } from "~/components/ui/badge";
import { rightAligned, StackedCell, StackedRow, StackedTable } from "~/components/ui/stacked-table";

const INVOICE_ZIP_URL = "/billing/rechnungen.zip";

export interface BillingInvoiceEntry extends InvoiceListEntry {
  orderShortId: string;
}

export function BillingInvoices({
  invoices,
  lists,
  more,
}: {
  invoices: BillingInvoiceEntry[];
  lists: BillingLists;
  /** older invoices exist than those shown */
  more: boolean;
}) {
  return (
    <section aria-labelledby="invoices-title" className="mt-12" data-testid="billing-invoices">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="invoices-title" className="text-xl font-semibold text-slate-900">
            Rechnungen und Gutschriften
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Alle Belege Ihrer Bestellungen an einem Ort, als PDF (ZUGFeRD).
          </p>
        </div>
        {invoices.length ? (
          // a plain link: the browser downloads the ZIP with and without JavaScript
          <a
            href={INVOICE_ZIP_URL}
            download
            className="inline-flex items-center justify-center rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Alle herunterladen (ZIP)
          </a>
        ) : null}
      </div>
      {invoices.length ? (
        <StackedTable
          stackBelow="sm"
          caption="Rechnungen und Gutschriften, neueste zuerst"
          labelledBy="invoices-title"
          className="mt-4"
          testId="billing-invoice-table"
          columns={[
            "Nummer",
            "Datum",
            "Bestellung",
            "Art",
            rightAligned("Betrag"),
            rightAligned("PDF"),
          ]}
        >
          {invoices.map((invoice) => {
            const credit = invoice.kind === "credit_note";
            const label = credit ? "Gutschrift" : "Rechnung";
            return (
              <StackedRow key={invoice.id} testId="billing-invoice-row">
                <StackedCell label="Nummer" className="whitespace-nowrap font-mono text-slate-900">
                  {invoice.number}
                </StackedCell>
                <StackedCell
                  label="Datum"
                  className="whitespace-nowrap tabular-nums text-slate-700"
                >
                  {invoice.date}
                </StackedCell>
                <StackedCell
                  label="Bestellung"
                  className="whitespace-nowrap font-mono text-slate-700"
                >
                  #{invoice.orderShortId}
                </StackedCell>
                <StackedCell label="Art">
                  <Badge tone={credit ? "warning" : "neutral"}>{label}</Badge>
                </StackedCell>
                <StackedCell
                  label="Betrag"
                  align="right"
                  className="whitespace-nowrap font-semibold tabular-nums text-slate-900"
                >
                  {credit ? "− " : ""}
                  {invoice.gross}
                </StackedCell>
                <StackedCell label="PDF" align="right" className="whitespace-nowrap">
                  <a
                    href={invoiceDownloadUrl(invoice.id)}
                    download
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    PDF
                    <span className="sr-only">
                      {" "}
                      {label} {invoice.number} herunterladen
                    </span>
                  </a>
                </StackedCell>
              </StackedRow>
            );
          })}
        </StackedTable>
      ) : null}
      <BillingListEnd
        lists={lists}
        list="allInvoices"
        more={more}
        shown={invoices.length}
        what="Rechnungen und Gutschriften"
        anchor="invoices-title"
        testId="billing-invoices-more"
        empty="Noch keine Rechnungen. Nach jeder Zahlung erscheint die Rechnung hier und kommt per E-Mail."
      />
    </section>
  );
}
