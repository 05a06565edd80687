// The DATEV export on /admin/invoices: the period (Von/Bis, the previous month by default)
// and one button that downloads the ZIP for the tax adviser. A plain GET form: the download
// button sends it to the ZIP's address (formAction), "Zeitraum prüfen" back to this page,
// which then names what the file will hold – so it works without JavaScript. With it, the
// summary follows the dates while they are typed.
import { getFormProps, getInputProps } from "@conform-to/react";
import { Link, useSubmit } from "@remix-run/react";
import { useMemo } from "react";
import { FormAlert } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { useConformForm } from "~/components/ui/use-conform-form";
import { datevPeriodSchema, MONTHS } from "~/models/datev/schema";
import { germanDate } from "~/models/invoice/format";
import { RANGE_LIMITS } from "~/models/invoice/range";

const DATEV_ZIP_URL = "/admin/invoices/datev.zip";
const DATEV_SETTINGS_URL = "/admin/invoices/datev";

export interface DatevPanelData {
  settings: {
    consultantNumber: number;
    clientNumber: number;
    chart: string;
    fiscalYearStartMonth: number;
  } | null;
  values: { von: string; bis: string };
  errors: Record<string, string[] | undefined>;
  /** what the file for `values` holds; null while the period is not valid */
  counts: {
    invoices: number;
    creditNotes: number;
    payments: number;
    refunds: number;
    bookings: number;
  } | null;
  /** the journal filter's own query, kept when this form is sent */
  keep: { from: string | null; to: string | null };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function summaryOf(
  counts: NonNullable<DatevPanelData["counts"]>,
  values: DatevPanelData["values"],
) {
  const period = `${germanDate(values.von)} bis ${germanDate(values.bis)}`;
  if (counts.bookings === 0)
    return `Vom ${period} gibt es keine Buchungen. Die Datei enthält dann nur die beiden Kopfzeilen – gültig, aber ohne Buchungen.`;
  const parts = [
    plural(counts.invoices, "Rechnung", "Rechnungen"),
    plural(counts.creditNotes, "Gutschrift", "Gutschriften"),
    plural(counts.payments, "Zahlung", "Zahlungen"),
    plural(counts.refunds, "Erstattung", "Erstattungen"),
  ];
  return `Vom ${period}: ${parts.join(", ")} – zusammen ${plural(counts.bookings, "Buchungszeile", "Buchungszeilen")}.`;
}

export function DatevExportPanel({ data }: { data: DatevPanelData }) {
  const { settings, values, errors, counts, keep } = data;
  return (
    <Panel
      id="datev-export"
      titleId="datev-export-title"
      title="DATEV-Export für die Steuerberatung"
      className="mt-6"
      titleGap="mb-4"
      testId="datev-export"
    >
      <p className="text-sm text-slate-600">
        Ein Buchungsstapel im DATEV-Format mit allen Rechnungen, Gutschriften, Zahlungen und
        Erstattungen des Zeitraums, dazu die PDFs der Rechnungen und Gutschriften – zusammen in
        einer ZIP-Datei.
      </p>
      {settings ? (
        <DatevPeriodForm
          fiscalYearStartMonth={settings.fiscalYearStartMonth}
          values={values}
          errors={errors}
          counts={counts}
          keep={keep}
        />
      ) : (
        <FormAlert title="DATEV-Einstellungen fehlen" tone="info">
          Bitte hinterlegen Sie zuerst Berater- und Mandantennummer, das Wirtschaftsjahr und den
          Kontenrahmen.{" "}
          <Link to={DATEV_SETTINGS_URL} className="font-semibold underline">
            Zu den DATEV-Einstellungen
          </Link>
        </FormAlert>
      )}
      {settings ? (
        <p className="mt-4 text-sm text-slate-600">
          Berater {settings.consultantNumber} · Mandant {settings.clientNumber} · {settings.chart} ·
          Wirtschaftsjahr ab 1. {MONTHS[settings.fiscalYearStartMonth - 1]} ·{" "}
          <Link to={DATEV_SETTINGS_URL} className="font-semibold text-brand-700 hover:underline">
            Einstellungen ändern
          </Link>
        </p>
      ) : null}
    </Panel>
  );
}

function DatevPeriodForm({
  fiscalYearStartMonth,
  values,
  errors,
  counts,
  keep,
}: Omit<DatevPanelData, "settings"> & { fiscalYearStartMonth: number }) {
  const schema = useMemo(() => datevPeriodSchema(fiscalYearStartMonth), [fiscalYearStartMonth]);
  const [form, fields] = useConformForm(schema, {
    id: "datev-period",
    defaultValue: values,
    shouldValidate: "onBlur",
  });
  const submit = useSubmit();
  const formErrors = form.errors ?? errors[""];
  return (
    <form
      method="get"
      action="/admin/invoices"
      {...getFormProps(form)}
      className="mt-4 space-y-4"
      onChange={(event) => {
        // with JavaScript the summary follows a complete, valid period right away
        const data = new FormData(event.currentTarget);
        const period = { von: data.get("von"), bis: data.get("bis") };
        if (schema.safeParse(period).success)
          submit(event.currentTarget, { replace: true, preventScrollReset: true });
      }}
    >
      {keep.from ? <input type="hidden" name="from" value={keep.from} /> : null}
      {keep.to ? <input type="hidden" name="to" value={keep.to} /> : null}
      {formErrors?.length ? (
        <FormAlert id={form.errorId} title="Export nicht möglich">
          {formErrors.join(" ")}
        </FormAlert>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Field
          label="Von"
          required
          {...getInputProps(fields.von, { type: "date" })}
          min={RANGE_LIMITS.min}
          max={RANGE_LIMITS.max}
          errors={fields.von.errors ?? errors.von}
          className="sm:w-48"
        />
        <Field
          label="Bis"
          required
          {...getInputProps(fields.bis, { type: "date" })}
          min={RANGE_LIMITS.min}
          max={RANGE_LIMITS.max}
          errors={fields.bis.errors ?? errors.bis}
          className="sm:w-48"
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="datev-summary">
        {counts ? summaryOf(counts, values) : "Bitte prüfen Sie den Zeitraum."}
      </p>
      <div className="flex flex-wrap gap-3">
        {/* first in the form: Enter in a date field downloads, as the one click does */}
        <Button type="submit" formAction={DATEV_ZIP_URL}>
          DATEV-Export herunterladen
        </Button>
        <Button type="submit" variant="secondary">
          Zeitraum prüfen
        </Button>
      </div>
    </form>
  );
}
