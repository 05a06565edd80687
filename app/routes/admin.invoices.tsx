// The invoice journal: every invoice and credit note in a date range, with the CSV export,
// and the DATEV export for the tax adviser (its own period, the previous month by default).
// Both are plain GET forms, so they work without JavaScript and a period can be bookmarked.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { DatevExportPanel, type DatevPanelData } from "~/components/admin/datev-export-panel";
import { invoiceDownloadUrl } from "~/components/invoice/invoice-list";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { rightAligned, StackedCell, StackedRow, StackedTable } from "~/components/ui/stacked-table";
import { requireStaff } from "~/http/staff.server";
import { checkPeriod, countPeriod } from "~/models/datev/export.server";
import { getDatevSettings } from "~/models/datev/settings.server";
import { listInvoicesInRange, parseRange } from "~/models/invoice/export.server";
import { formatEuro, germanDate } from "~/models/invoice/format";
import { RANGE_LIMITS } from "~/models/invoice/range";
import { can, type StaffRole } from "~/models/team/permissions";
import { shortId } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";

export const meta: MetaFunction = () => noindexMeta("Rechnungen – Admin – Seitenwerk");

const LIMIT = 500;
const MONEY = "whitespace-nowrap tabular-nums";

/** The DATEV panel's data, or null for an admin who may not export. */
async function datevPanel(
  role: StaffRole,
  params: URLSearchParams,
): Promise<DatevPanelData | null> {
  if (!can(role, "exports.datev")) return null;
  const settings = await getDatevSettings();
  const check = checkPeriod(params, settings);
  const keep = { from: params.get("from"), to: params.get("to") };
  if (!check.ok)
    return { settings, values: check.values, errors: check.errors, counts: null, keep };
  const counts = settings ? await countPeriod(check.period, settings) : null;
  return { settings, values: check.period, errors: {}, counts, keep };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { role } = await requireStaff(request, "invoices.read");
  const searchParams = new URL(request.url).searchParams;
  const range = parseRange(searchParams);
  const [{ entries, total }, datev] = await Promise.all([
    listInvoicesInRange(range, LIMIT),
    datevPanel(role, searchParams),
  ]);
  const sum = (pick: (e: (typeof entries)[number]) => number) =>
    entries.reduce((s, e) => s + (e.kind === "credit_note" ? -1 : 1) * pick(e), 0);
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  return json({
    datev,
    // the DATEV panel's period, kept when the journal filter is sent
    keepDatev: { von: searchParams.get("von"), bis: searchParams.get("bis") },
    range: { from: range.from, to: range.to },
    // the page still lists (the valid part of the filter), with the reason beside the field
    rangeErrors: range.errors,
    total,
    limited: total > entries.length,
    csvUrl: `/admin/invoices.csv${params.size ? `?${params}` : ""}`,
    totals: {
      net: formatEuro(sum((e) => e.netCents)),
      vat: formatEuro(sum((e) => e.vatCents)),
      gross: formatEuro(sum((e) => e.grossCents)),
    },
    invoices: entries.map((e) => ({
      id: e.id,
      number: e.number,
      creditNote: e.kind === "credit_note",
      date: germanDate(e.issueDate),
      customer: e.customer,
      net: formatEuro(e.netCents),
      vat: formatEuro(e.vatCents),
      gross: formatEuro(e.grossCents),
      orderId: e.orderId,
      orderShortId: shortId(e.orderId),
    })),
  });
}

/** The two ends of the period, in the order of the form. */
const RANGE_FIELDS = [
  { label: "Von", name: "from" },
  { label: "Bis", name: "to" },
] as const;

export default function AdminInvoices() {
  const { datev, keepDatev, range, rangeErrors, invoices, total, limited, csvUrl, totals } =
    useLoaderData<typeof loader>();
  return (
    <AdminShell>
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Rechnungen</h1>
        <p className="mt-1 text-slate-600">
          Der DATEV-Export für die Steuerberatung und alle Rechnungen und Gutschriften nach
          Rechnungsdatum, auch als CSV-Liste.
        </p>
        {datev ? <DatevExportPanel data={datev} /> : null}
        <h2 className="mt-10 text-xl font-semibold text-slate-900">Rechnungsliste</h2>
        <Form
          method="get"
          className="mt-4 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-end"
        >
          {keepDatev.von ? <input type="hidden" name="von" value={keepDatev.von} /> : null}
          {keepDatev.bis ? <input type="hidden" name="bis" value={keepDatev.bis} /> : null}
          {RANGE_FIELDS.map(({ label, name }) => (
            <Field
              key={name}
              label={label}
              name={name}
              type="date"
              min={RANGE_LIMITS.min}
              max={RANGE_LIMITS.max}
              defaultValue={range[name] ?? ""}
              errors={rangeErrors[name]}
            />
          ))}
          <div className="flex flex-wrap gap-3">
            <Button type="submit">Filtern</Button>
            <ButtonLink to={csvUrl} reloadDocument variant="secondary">
              CSV exportieren
            </ButtonLink>
          </div>
        </Form>
        <p className="mt-4 text-sm text-slate-600" aria-live="polite">
          {total} {total === 1 ? "Beleg" : "Belege"}
          {range.from || range.to
            ? ` ${range.from ? `vom ${germanDate(range.from)}` : ""}${range.to ? ` bis ${germanDate(range.to)}` : ""}`
            : ""}
          {limited
            ? ` – angezeigt werden die ersten ${invoices.length}; der Export enthält alle.`
            : ""}
        </p>
        {invoices.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            Keine Rechnungen in diesem Zeitraum.
          </p>
        ) : (
          // below 1024 px each invoice is a card with labelled values (the
          // table needed sideways scrolling on a phone)
          <StackedTable
            stackBelow="lg"
            caption="Rechnungen und Gutschriften"
            className="mt-4"
            testId="admin-invoices"
            columns={[
              "Datum",
              "Nummer",
              "Kunde",
              rightAligned("Netto"),
              rightAligned("USt"),
              rightAligned("Brutto"),
              "Auftrag",
            ]}
            footer={
              <StackedRow>
                <StackedCell kind="title" colSpan={3}>
                  Summe{limited ? " (angezeigte Belege)" : ""}
                </StackedCell>
                <StackedCell label="Netto" align="right" className={MONEY}>
                  {totals.net}
                </StackedCell>
                <StackedCell label="USt" align="right" className={MONEY}>
                  {totals.vat}
                </StackedCell>
                <StackedCell label="Brutto" align="right" className={MONEY}>
                  {totals.gross}
                </StackedCell>
                <td className="max-lg:hidden" />
              </StackedRow>
            }
          >
            {invoices.map((i) => (
              <StackedRow key={i.id} testId="admin-invoice-row">
                <StackedCell label="Datum" className="whitespace-nowrap">
                  {i.date}
                </StackedCell>
                <StackedCell label="Nummer" className="whitespace-nowrap">
                  <a
                    href={invoiceDownloadUrl(i.id)}
                    className="font-mono font-semibold text-brand-700 hover:underline"
                  >
                    {i.number}
                  </a>
                  {i.creditNote ? (
                    <Badge tone="warning" className="ml-2">
                      Gutschrift
                    </Badge>
                  ) : null}
                </StackedCell>
                <StackedCell label="Kunde">{i.customer}</StackedCell>
                <StackedCell label="Netto" align="right" className={MONEY}>
                  {i.creditNote ? "− " : ""}
                  {i.net}
                </StackedCell>
                <StackedCell label="USt" align="right" className={MONEY}>
                  {i.creditNote ? "− " : ""}
                  {i.vat}
                </StackedCell>
                <StackedCell label="Brutto" align="right" className={`${MONEY} font-semibold`}>
                  {i.creditNote ? "− " : ""}
                  {i.gross}
                </StackedCell>
                <StackedCell label="Auftrag" className="whitespace-nowrap">
                  <Link
                    to={`/admin/orders/${i.orderId}?tab=payment`}
                    className="font-mono text-brand-700 hover:underline"
                  >
                    #{i.orderShortId}
                  </Link>
                </StackedCell>
              </StackedRow>
            ))}
          </StackedTable>
        )}
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
