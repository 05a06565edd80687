// The DATEV export's forms and rules that the browser shares with the server: the settings
// (Berater-Nr., Mandanten-Nr., fiscal year, chart of accounts, account length), the account
// presets per chart, the export period and its fiscal-year rule, German messages beside them.
import { z } from "zod";
import { isCalendarDay, RANGE_MESSAGES } from "~/models/invoice/range";

export const CHARTS = ["SKR03", "SKR04"] as const;
export type Chart = (typeof CHARTS)[number];

/**
 * The accounts each booking uses, as four-digit accounts of the standard chart. Revenue at
 * 19 % is an automatic account (DATEV computes the VAT from it): a booking on it carries no
 * BU-Schlüssel. The bank account is where Stripe pays out to; the payouts come from the bank
 * statement and are not part of this export, but the tax adviser books them against it.
 */
const CHART_PRESETS = {
  SKR03: { revenue19: 8400, stripeTransit: 1360, bank: 1200 },
  SKR04: { revenue19: 4400, stripeTransit: 1460, bank: 1800 },
} as const satisfies Record<Chart, Record<string, number>>;

export const ACCOUNT_LENGTH = { min: 4, max: 8 } as const;

export interface DatevAccounts {
  revenue19: number;
  stripeTransit: number;
  bank: number;
  /** the one collective debtor every customer is booked on */
  debtor: number;
}

/**
 * The accounts at the chosen account length: a longer Sachkonto is the standard one with
 * zeros appended (8400 → 84000), and personal accounts are one digit longer than Sachkonten,
 * so the collective debtor is the first debtor number (10000, 100000, …).
 */
export function accountsFor(chart: Chart, accountLength: number): DatevAccounts {
  const scale = 10 ** (accountLength - 4);
  const preset = CHART_PRESETS[chart];
  return {
    revenue19: preset.revenue19 * scale,
    stripeTransit: preset.stripeTransit * scale,
    bank: preset.bank * scale,
    debtor: 10 ** accountLength,
  };
}

export const MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
] as const;

export const SETTINGS_MESSAGES = {
  consultantNumber: "Bitte geben Sie die Beraternummer ein: 4 bis 7 Ziffern (1001 bis 9999999).",
  clientNumber: "Bitte geben Sie die Mandantennummer ein: 1 bis 5 Ziffern (1 bis 99999).",
  fiscalYearStartMonth: "Bitte wählen Sie den Monat, in dem Ihr Wirtschaftsjahr beginnt.",
  chart: "Bitte wählen Sie den Kontenrahmen SKR03 oder SKR04.",
  accountLength: `Bitte wählen Sie eine Sachkontenlänge von ${ACCOUNT_LENGTH.min} bis ${ACCOUNT_LENGTH.max} Stellen.`,
} as const;

/** Whole numbers typed as digits only (no sign, no spaces inside) in [min, max]. */
function digits(min: number, max: number, message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
}

export const datevSettingsSchema = z.object({
  consultantNumber: digits(1001, 9_999_999, SETTINGS_MESSAGES.consultantNumber),
  clientNumber: digits(1, 99_999, SETTINGS_MESSAGES.clientNumber),
  fiscalYearStartMonth: digits(1, 12, SETTINGS_MESSAGES.fiscalYearStartMonth),
  chart: z.enum(CHARTS, { errorMap: () => ({ message: SETTINGS_MESSAGES.chart }) }),
  accountLength: digits(ACCOUNT_LENGTH.min, ACCOUNT_LENGTH.max, SETTINGS_MESSAGES.accountLength),
});
export type DatevSettingsInput = z.output<typeof datevSettingsSchema>;

export const PERIOD_MESSAGES = {
  fromRequired: "Bitte geben Sie das Von-Datum ein.",
  toRequired: "Bitte geben Sie das Bis-Datum ein.",
  invalid: RANGE_MESSAGES.invalid,
  order: RANGE_MESSAGES.order,
  noSettings:
    "Bitte hinterlegen Sie zuerst die DATEV-Einstellungen (Berater-Nr., Mandanten-Nr., Wirtschaftsjahr).",
  crossesFiscalYear: (end: string) =>
    `Der Zeitraum reicht über das Ende des Wirtschaftsjahres am ${germanDay(end)} hinaus. ` +
    "DATEV nimmt je Datei nur ein Wirtschaftsjahr an: Bitte exportieren Sie die Zeiträume einzeln.",
} as const;

function germanDay(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
}

const pad = (n: number) => String(n).padStart(2, "0");
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

/** The fiscal year a calendar day ("YYYY-MM-DD") falls in, for a year starting on the 1st of startMonth. */
export function fiscalYearOf(day: string, startMonth: number): { start: string; end: string } {
  const [y, m] = day.split("-").map(Number);
  const startYear = m >= startMonth ? y : y - 1;
  // day 0 of a month is the last day of the month before
  const end = new Date(Date.UTC(startYear + 1, startMonth - 1, 0));
  return { start: `${startYear}-${pad(startMonth)}-01`, end: isoOf(end) };
}

/** The calendar month before the one `today` ("YYYY-MM-DD") is in: the default export period. */
export function previousMonth(today: string): { from: string; to: string } {
  const [y, m] = today.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { from: isoOf(first), to: isoOf(last) };
}

function day(required: string) {
  return z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .superRefine((value, ctx) => {
      const message = !value ? required : isCalendarDay(value) ? null : PERIOD_MESSAGES.invalid;
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message, fatal: true });
    });
}

/**
 * The export period: both days required, in order, and inside one fiscal year (DATEV takes
 * one fiscal year per file). Without settings the fiscal year is unknown and the period is
 * refused with a pointer to them.
 */
export function datevPeriodSchema(fiscalYearStartMonth: number | null) {
  return z
    .object({ von: day(PERIOD_MESSAGES.fromRequired), bis: day(PERIOD_MESSAGES.toRequired) })
    .superRefine((v, ctx) => {
      if (!isCalendarDay(v.von) || !isCalendarDay(v.bis)) return;
      if (v.von > v.bis) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["bis"],
          message: PERIOD_MESSAGES.order,
        });
        return;
      }
      if (fiscalYearStartMonth === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: PERIOD_MESSAGES.noSettings });
        return;
      }
      const { end } = fiscalYearOf(v.von, fiscalYearStartMonth);
      if (v.bis > end)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["bis"],
          message: PERIOD_MESSAGES.crossesFiscalYear(end),
        });
    });
}
export type DatevPeriod = { von: string; bis: string };
