// The EXTF serializer and the Buchungsstapel layout field by field: quoting, lengths,
// Windows-1252, decimal comma, dates, the header's 31 fields and the 125 columns; and the
// settings and period rules the forms share.
import { describe, expect, it } from "vitest";
import { fieldsOf } from "../support/datev-fields";
import {
  belegfeld1Of,
  BOOKING_COLUMNS,
  bookingLine,
  buchungsstapel,
  headerLine,
  type Booking,
  type HeaderData,
} from "~/models/datev/buchungsstapel.server";
import {
  amount,
  ddmm,
  decodeExtf,
  ExtfFieldError,
  extfFile,
  serializeField,
  serializeLine,
  text,
  timestamp,
  toCp1252,
} from "~/models/datev/extf.server";
import {
  accountsFor,
  datevPeriodSchema,
  datevSettingsSchema,
  fiscalYearOf,
  PERIOD_MESSAGES,
  previousMonth,
  SETTINGS_MESSAGES,
} from "~/models/datev/schema";

const HEADER: HeaderData = {
  createdAt: new Date("2026-11-01T08:30:05.123Z"),
  consultantNumber: 1234567,
  clientNumber: 12345,
  fiscalYearStart: "2026-01-01",
  accountLength: 4,
  from: "2026-10-01",
  to: "2026-10-31",
  chart: "SKR03",
};

const INVOICE: Booking = {
  kind: "invoice",
  amountCents: 119000,
  side: "S",
  account: 10000,
  contraAccount: 8400,
  day: "2026-10-05",
  documentNumber: "RE-2026-000123",
  relatedNumber: null,
  text: "Rechnung Müller & Söhne GmbH",
  stripeId: null,
};

describe("EXTF fields", () => {
  it("quotes texts and doubles inner quotes; semicolons stay inside the quotes", () => {
    expect(serializeField(text('Firma "Alpha"; Berlin', { field: "T", max: 60 }))).toBe(
      '"Firma ""Alpha""; Berlin"',
    );
    expect(serializeField(null)).toBe("");
  });

  it("writes amounts with a decimal comma, two decimals and no thousands separator", () => {
    expect(serializeField(amount(119000))).toBe("1190,00");
    expect(serializeField(amount(5))).toBe("0,05");
    expect(serializeField(amount(123456789))).toBe("1234567,89");
    expect(serializeField(amount(999_999_999_999))).toBe("9999999999,99");
    for (const bad of [0, -100, 1.5, 10 ** 12]) expect(() => amount(bad)).toThrow(ExtfFieldError);
  });

  it("writes the Belegdatum as TTMM and the creation time as German wall-clock time", () => {
    expect(serializeField(ddmm("2026-10-05"))).toBe("0510");
    expect(serializeField(ddmm("2026-12-31"))).toBe("3112");
    // 08:30 UTC in November is 09:30 in Berlin (CET); in July 10:30 (CEST)
    expect(serializeField(timestamp(new Date("2026-11-01T08:30:05.123Z")))).toBe(
      "20261101093005123",
    );
    expect(serializeField(timestamp(new Date("2026-07-01T08:30:05.004Z")))).toBe(
      "20260701103005004",
    );
  });

  it("cuts free texts at their limit and refuses keys that do not fit", () => {
    const long = "x".repeat(70);
    expect(serializeField(text(long, { field: "Buchungstext", max: 60 }))).toBe(
      `"${"x".repeat(60)}"`,
    );
    // the limit counts characters, not the doubled quotes of the file
    expect(serializeField(text('"'.repeat(60), { field: "T", max: 60 }))).toBe(
      `"${'"'.repeat(120)}"`,
    );
    expect(() =>
      text("RE2026000123X", { field: "Belegfeld 1", max: 12, overflow: "refuse" }),
    ).toThrow("Belegfeld 1 „RE2026000123X“ ist länger als 12 Zeichen.");
  });

  it("keeps Windows-1252 characters and replaces the others deliberately", () => {
    expect(toCp1252("Müller & Söhne GmbH – 5 € „Büro“")).toBe("Müller & Söhne GmbH – 5 € „Büro“");
    // ó is in Windows-1252, Ł and ź are not
    expect(toCp1252("Łódź Spółka")).toBe("Lódz Spólka");
    expect(toCp1252("Dvořák ‑ Őrség")).toBe("Dvorák - Orség");
    expect(toCp1252("Straße ẞ")).toBe("Straße SS");
    expect(toCp1252("Café 😀 東京")).toBe("Café ? ??");
    expect(toCp1252("Zeile 1\r\nZeile 2\tTab  Ende ")).toBe("Zeile 1 Zeile 2 Tab Ende");
  });

  it("encodes the file in Windows-1252 with CRLF after every line", () => {
    const bytes = extfFile([[text("Müller & Söhne", { field: "T", max: 60 }), amount(119000)]]);
    expect([...bytes]).toEqual([
      0x22, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x26, 0x20, 0x53, 0xf6, 0x68, 0x6e, 0x65,
      0x22, 0x3b, 0x31, 0x31, 0x39, 0x30, 0x2c, 0x30, 0x30, 0x0d, 0x0a,
    ]);
    expect(decodeExtf(bytes)).toBe('"Müller & Söhne";1190,00\r\n');
  });
});

describe("Buchungsstapel", () => {
  it("maps document numbers to Belegfeld 1 by dropping the hyphens", () => {
    expect(belegfeld1Of("RE-2026-000123")).toBe("RE2026000123");
    expect(belegfeld1Of("GS-2026-000001")).toBe("GS2026000001");
    expect(() => belegfeld1Of("RE-2026-1000000")).toThrow(ExtfFieldError);
    expect(() => belegfeld1Of("RE 2026")).toThrow(ExtfFieldError);
  });

  it("has 125 distinct column headings in DATEV's order", () => {
    expect(BOOKING_COLUMNS).toHaveLength(125);
    expect(new Set(BOOKING_COLUMNS).size).toBe(125);
    expect(BOOKING_COLUMNS.slice(0, 14)).toEqual([
      "Umsatz (ohne Soll/Haben-Kz)",
      "Soll/Haben-Kennzeichen",
      "WKZ Umsatz",
      "Kurs",
      "Basis-Umsatz",
      "WKZ Basis-Umsatz",
      "Konto",
      "Gegenkonto (ohne BU-Schlüssel)",
      "BU-Schlüssel",
      "Belegdatum",
      "Belegfeld 1",
      "Belegfeld 2",
      "Skonto",
      "Buchungstext",
    ]);
    expect(BOOKING_COLUMNS[113]).toBe("Festschreibung");
    expect(BOOKING_COLUMNS[124]).toBe("Abw. Skontokonto");
  });

  it("writes the header's 31 fields", () => {
    const line = serializeLine(headerLine(HEADER));
    expect(line.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    const f = fieldsOf(line);
    expect(f).toHaveLength(31);
    expect(f[5]).toBe("20261101093005123");
    expect(f.slice(10, 16)).toEqual(["1234567", "12345", "20260101", "4", "20261001", "20261031"]);
    expect(f[16]).toBe("Belege 01.10.2026-31.10.2026");
    expect(f[16].length).toBeLessThanOrEqual(30);
    expect(f.slice(18, 22)).toEqual(["1", "0", "0", "EUR"]);
    expect(f[26]).toBe("03");
    expect(line).toContain(';"EUR";;;;;"03";;;;');
  });

  it("writes an invoice's line: gross amount, S, debtor against revenue, no BU-Schlüssel", () => {
    const f = fieldsOf(serializeLine(bookingLine(INVOICE, 4)));
    expect(f).toHaveLength(125);
    const at = (name: (typeof BOOKING_COLUMNS)[number]) => f[BOOKING_COLUMNS.indexOf(name)];
    expect(at("Umsatz (ohne Soll/Haben-Kz)")).toBe("1190,00");
    expect(at("Soll/Haben-Kennzeichen")).toBe("S");
    expect(at("WKZ Umsatz")).toBe("EUR");
    expect(at("Konto")).toBe("10000");
    expect(at("Gegenkonto (ohne BU-Schlüssel)")).toBe("8400");
    expect(at("BU-Schlüssel")).toBe("");
    expect(at("Belegdatum")).toBe("0510");
    expect(at("Belegfeld 1")).toBe("RE2026000123");
    expect(at("Buchungstext")).toBe("Rechnung Müller & Söhne GmbH");
    expect(at("Beleginfo - Inhalt 1")).toBe("RE-2026-000123");
    expect(at("Festschreibung")).toBe("0");
    const filled = f.filter((v) => v !== "").length;
    expect(filled).toBe(11);
  });

  it("cuts a Buchungstext at 60 characters", () => {
    const long = { ...INVOICE, text: `Rechnung ${"Sehr Lange Firmenbezeichnung ".repeat(4)}` };
    const f = fieldsOf(serializeLine(bookingLine(long, 4)));
    expect(f[13].length).toBe(60);
    expect(f[13].startsWith("Rechnung Sehr Lange")).toBe(true);
  });

  it("makes a file of header and headings only when there is nothing to book", () => {
    const file = decodeExtf(buchungsstapel(HEADER, []));
    const lines = file.split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(fieldsOf(lines[1])).toEqual([...BOOKING_COLUMNS]);
  });
});

describe("settings and period", () => {
  it("derives the accounts from chart and account length", () => {
    expect(accountsFor("SKR03", 4)).toEqual({
      revenue19: 8400,
      stripeTransit: 1360,
      bank: 1200,
      debtor: 10000,
    });
    expect(accountsFor("SKR04", 4)).toEqual({
      revenue19: 4400,
      stripeTransit: 1460,
      bank: 1800,
      debtor: 10000,
    });
    expect(accountsFor("SKR04", 5)).toEqual({
      revenue19: 44000,
      stripeTransit: 14600,
      bank: 18000,
      debtor: 100000,
    });
  });

  it("checks every settings field with a German message", () => {
    const ok = datevSettingsSchema.safeParse({
      consultantNumber: " 1234567 ",
      clientNumber: "1",
      fiscalYearStartMonth: "7",
      chart: "SKR04",
      accountLength: "4",
    });
    expect(ok.success && ok.data).toEqual({
      consultantNumber: 1234567,
      clientNumber: 1,
      fiscalYearStartMonth: 7,
      chart: "SKR04",
      accountLength: 4,
    });
    const bad = datevSettingsSchema.safeParse({
      consultantNumber: "1000",
      clientNumber: "100000",
      fiscalYearStartMonth: "13",
      chart: "SKR99",
      accountLength: "9",
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.flatten().fieldErrors).toEqual({
      consultantNumber: [SETTINGS_MESSAGES.consultantNumber],
      clientNumber: [SETTINGS_MESSAGES.clientNumber],
      fiscalYearStartMonth: [SETTINGS_MESSAGES.fiscalYearStartMonth],
      chart: [SETTINGS_MESSAGES.chart],
      accountLength: [SETTINGS_MESSAGES.accountLength],
    });
    const letters = datevSettingsSchema.safeParse({ consultantNumber: "12a4" });
    expect(letters.error?.flatten().fieldErrors.consultantNumber).toEqual([
      SETTINGS_MESSAGES.consultantNumber,
    ]);
  });

  it("knows fiscal years and the previous month", () => {
    expect(fiscalYearOf("2026-10-15", 1)).toEqual({ start: "2026-01-01", end: "2026-12-31" });
    expect(fiscalYearOf("2026-03-15", 7)).toEqual({ start: "2025-07-01", end: "2026-06-30" });
    expect(fiscalYearOf("2026-07-01", 7)).toEqual({ start: "2026-07-01", end: "2027-06-30" });
    expect(previousMonth("2026-11-29")).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(previousMonth("2027-01-03")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(previousMonth("2028-03-01")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("refuses a period across two fiscal years in German", () => {
    const schema = datevPeriodSchema(1);
    expect(schema.safeParse({ von: "2026-12-01", bis: "2026-12-31" }).success).toBe(true);
    const across = schema.safeParse({ von: "2026-12-01", bis: "2027-01-31" });
    expect(across.error?.flatten().fieldErrors.bis).toEqual([
      PERIOD_MESSAGES.crossesFiscalYear("2026-12-31"),
    ]);
    expect(PERIOD_MESSAGES.crossesFiscalYear("2026-12-31")).toContain(
      "Ende des Wirtschaftsjahres am 31.12.2026",
    );
    // a fiscal year from July: June and July belong to different years
    const july = datevPeriodSchema(7).safeParse({ von: "2026-06-01", bis: "2026-07-31" });
    expect(july.error?.flatten().fieldErrors.bis?.[0]).toContain("30.06.2026");
    const reversed = schema.safeParse({ von: "2026-10-31", bis: "2026-10-01" });
    expect(reversed.error?.flatten().fieldErrors.bis).toEqual([PERIOD_MESSAGES.order]);
    const missing = schema.safeParse({ von: "", bis: "2026-13-01" });
    expect(missing.error?.flatten().fieldErrors).toEqual({
      von: [PERIOD_MESSAGES.fromRequired],
      bis: [PERIOD_MESSAGES.invalid],
    });
    const unset = datevPeriodSchema(null).safeParse({ von: "2026-10-01", bis: "2026-10-31" });
    expect(unset.error?.flatten().formErrors).toEqual([PERIOD_MESSAGES.noSettings]);
  });
});
