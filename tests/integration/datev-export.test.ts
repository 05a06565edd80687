// The DATEV export end to end on a real database: a seeded October (two invoices, a credit
// note, two payments, a refund, and a payment just outside the month) against golden files,
// the empty period, the fiscal-year refusal, the settings form, the flat ZIP downloaded as
// the admin, and who may download it.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import yauzl from "yauzl";
import { fieldsOf } from "../support/datev-fields";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { BOOKING_COLUMNS } from "~/models/datev/buchungsstapel.server";
import { checkPeriod, datevExport } from "~/models/datev/export.server";
import { decodeExtf } from "~/models/datev/extf.server";
import { PERIOD_MESSAGES, SETTINGS_MESSAGES } from "~/models/datev/schema";
import { getDatevSettings, saveDatevSettings } from "~/models/datev/settings.server";
import { issueCreditNoteForRefund, issueInvoiceForPayment } from "~/models/invoice/invoice.server";
import { can, STAFF_ROLES } from "~/models/team/permissions";
import { loader as pageLoader } from "~/routes/admin.invoices";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin.invoices_.datev";
import { loader as zipLoader } from "~/routes/admin.invoices_.datev[.]zip";
import { prisma } from "~/utils/db.server";

// two PDF/A documents with their e-invoices are rendered while seeding
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const GOLDEN_DIR = path.resolve(__dirname, "golden/datev");
const CREATED_AT = new Date("2026-11-02T08:00:00.000Z");
const OCTOBER = { von: "2026-10-01", bis: "2026-10-31" };
const SEPTEMBER = { von: "2026-09-01", bis: "2026-09-30" };

/**
 * The file must equal its golden copy byte for byte. `UPDATE_GOLDEN=1` writes it instead –
 * after a deliberate change, and then the new copy is read by a person before committing.
 */
function expectGolden(name: string, bytes: Buffer) {
  const file = path.join(GOLDEN_DIR, name);
  if (process.env.UPDATE_GOLDEN === "1") {
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(file, bytes);
  }
  expect(bytes.equals(readFileSync(file)), `${name} differs from its golden copy`).toBe(true);
}

async function customerWithOrder(company: string) {
  const user = await createCustomer();
  await prisma.billingProfile.create({
    data: { userId: user.id, company, street: "Hauptstraße 5", zip: "24103", city: "Kiel" },
  });
  const order = await prisma.order.create({
    data: {
      userId: user.id,
      packageType: "premium",
      paymentType: "onetime",
      status: "paid",
      company,
      basePriceCents: 0,
      totalPriceCents: 0,
    },
  });
  return { user, orderId: order.id };
}

async function pay(orderId: string, key: string, amountCents: number, paidAt: string) {
  return prisma.payment.create({
    data: {
      orderId,
      kind: "payment",
      purpose: "order",
      amountCents,
      externalId: `cs_${key}`,
      stripePaymentIntentId: `pi_${key}`,
      paidAt: new Date(paidAt),
    },
  });
}

let admin: { id: string; cookie: string };

beforeAll(async () => {
  const user = await createCustomer({ email: "buchhaltung@seitenwerk.example", isAdmin: true });
  admin = { id: user.id, cookie: await adminCookieFor(user.id) };

  const mueller = await customerWithOrder("Müller & Söhne GmbH");
  const nord = await customerWithOrder(
    'Agentur "Nord"; Kiel & Co. KG – Webdesign, Fotografie und soziale Medien',
  );
  const late = await customerWithOrder("Spät GmbH");

  // 1.190,00 € on 5 October, invoiced five minutes later
  const big = await pay(mueller.orderId, "mueller", 1190_00, "2026-10-05T08:00:00Z");
  await issueInvoiceForPayment(big.id, { now: new Date("2026-10-05T08:05:00Z") });
  // 00:30 on 1 October in Germany (summer time), still 30 September in UTC
  const early = await pay(nord.orderId, "nord", 49_00, "2026-09-30T22:30:00Z");
  await issueInvoiceForPayment(early.id, { now: new Date("2026-09-30T22:35:00Z") });
  // 190,00 € back on 20 October, with its credit note
  const refund = await prisma.payment.create({
    data: {
      orderId: mueller.orderId,
      kind: "refund",
      purpose: "refund",
      amountCents: 190_00,
      externalId: "re_mueller",
      stripeRefundId: "re_mueller",
      refundOfId: big.id,
      reason: "Teilerstattung",
      paidAt: new Date("2026-10-20T09:00:00Z"),
    },
  });
  await issueCreditNoteForRefund(refund.id, { now: new Date("2026-10-20T09:05:00Z") });
  // 00:30 on 1 November in Germany (winter time): November's, not October's
  const after = await pay(late.orderId, "spaet", 29_00, "2026-10-31T23:30:00Z");
  await issueInvoiceForPayment(after.id, { now: new Date("2026-10-31T23:35:00Z") });

  await saveDatevSettings(
    {
      consultantNumber: 1234567,
      clientNumber: 12345,
      fiscalYearStartMonth: 1,
      chart: "SKR03",
      accountLength: 4,
    },
    admin.id,
  );
});

afterAll(async () => {
  await prisma.datevSettings.deleteMany();
});

function unzip(buffer: Buffer): Promise<{ names: string[]; files: Map<string, Buffer> }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      const files = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve({ names, files }));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe("the Buchungsstapel of a seeded month", () => {
  it("equals its golden file byte for byte", async () => {
    const settings = (await getDatevSettings())!;
    const result = await datevExport(OCTOBER, settings, CREATED_AT);
    expect(result.names).toEqual({
      csv: "EXTF_Buchungsstapel_20261001_20261031.csv",
      zip: "DATEV_2026-10-01_2026-10-31.zip",
    });
    expect(result.counts).toEqual({
      invoices: 2,
      creditNotes: 1,
      payments: 2,
      refunds: 1,
      bookings: 6,
    });
    expect(result.documents.map((d) => d.name)).toEqual([
      "RE-2026-000002.pdf",
      "RE-2026-000001.pdf",
      "GS-2026-000001.pdf",
    ]);
    expectGolden("EXTF_Buchungsstapel_20261001_20261031.csv", result.csv);
  });

  it("holds every field in the format DATEV reads", async () => {
    const bytes = readFileSync(path.join(GOLDEN_DIR, "EXTF_Buchungsstapel_20261001_20261031.csv"));
    // Windows-1252: "ü" and "ö" are one byte each, no UTF-8 sequence anywhere
    expect(bytes.includes(Buffer.from("Müller & Söhne", "latin1"))).toBe(true);
    expect(bytes.includes(Buffer.from("Müller", "utf8"))).toBe(false);
    const text = decodeExtf(bytes);
    expect(text.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    // CRLF after every line and no bare LF
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "").includes("\n")).toBe(false);
    const lines = text.slice(0, -2).split("\r\n");
    expect(lines).toHaveLength(2 + 6);

    const header = fieldsOf(lines[0]);
    expect(header).toHaveLength(31);
    expect(header.slice(10, 16)).toEqual([
      "1234567",
      "12345",
      "20260101",
      "4",
      "20261001",
      "20261031",
    ]);
    expect(header[20]).toBe("0"); // Festschreibung: the tax adviser may still change it
    expect(header[21]).toBe("EUR");
    expect(header[26]).toBe("03");
    expect(fieldsOf(lines[1])).toEqual([...BOOKING_COLUMNS]);

    const col = (name: (typeof BOOKING_COLUMNS)[number]) => BOOKING_COLUMNS.indexOf(name);
    const rows = lines.slice(2).map(fieldsOf);
    const pick = (row: string[]) => [
      row[col("Umsatz (ohne Soll/Haben-Kz)")],
      row[col("Soll/Haben-Kennzeichen")],
      row[col("Konto")],
      row[col("Gegenkonto (ohne BU-Schlüssel)")],
      row[col("BU-Schlüssel")],
      row[col("Belegdatum")],
      row[col("Belegfeld 1")],
      row[col("Belegfeld 2")],
    ];
    expect(rows.map(pick)).toEqual([
      ["49,00", "S", "10000", "8400", "", "0110", "RE2026000002", ""],
      ["49,00", "S", "1360", "10000", "", "0110", "RE2026000002", ""],
      ["1190,00", "S", "10000", "8400", "", "0510", "RE2026000001", ""],
      ["1190,00", "S", "1360", "10000", "", "0510", "RE2026000001", ""],
      ["190,00", "H", "10000", "8400", "", "2010", "GS2026000001", "RE2026000001"],
      ["190,00", "H", "1360", "10000", "", "2010", "GS2026000001", ""],
    ]);
    for (const row of rows) {
      expect(row).toHaveLength(125);
      expect(row[col("WKZ Umsatz")]).toBe("EUR");
      expect(row[col("Belegfeld 1")].length).toBeLessThanOrEqual(12);
      expect(row[col("Buchungstext")].length).toBeLessThanOrEqual(60);
      expect(row[col("Festschreibung")]).toBe("0");
    }
    expect(rows[2][col("Buchungstext")]).toBe("Rechnung Müller & Söhne GmbH");
    expect(rows[3][col("Buchungstext")]).toBe("Zahlung Stripe Müller & Söhne GmbH");
    expect(rows[3][col("Beleginfo - Inhalt 2")]).toBe("pi_mueller");
    expect(rows[5][col("Buchungstext")]).toBe("Erstattung Stripe Müller & Söhne GmbH");
    expect(rows[5][col("Beleginfo - Inhalt 2")]).toBe("re_mueller");
    // the long name with quotes and a semicolon: cut at 60 characters, still one field
    expect(rows[0][col("Buchungstext")]).toBe(
      'Rechnung Agentur "Nord"; Kiel & Co. KG – Webdesign, Fotograf',
    );
    expect(rows[0][col("Buchungstext")]).toHaveLength(60);
    expect(lines[2]).toContain('"Rechnung Agentur ""Nord""; Kiel & Co. KG');
  });

  it("gives a valid file with the two header lines only for an empty period", async () => {
    const settings = (await getDatevSettings())!;
    const result = await datevExport(SEPTEMBER, settings, CREATED_AT);
    expect(result.counts.bookings).toBe(0);
    expect(result.documents).toEqual([]);
    expectGolden("EXTF_Buchungsstapel_20260901_20260930.csv", result.csv);
    expect(decodeExtf(result.csv).split("\r\n")).toHaveLength(3);
  });
});

describe("the page and the download", () => {
  it("offers the previous month and says what the file will hold", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-15T10:00:00Z"), toFake: ["Date"] });
    try {
      const data = await (
        await pageLoader(routeArgs(getRequest("/admin/invoices", admin.cookie)))
      ).json();
      expect(data.datev!.values).toEqual(OCTOBER);
      expect(data.datev!.counts).toMatchObject({ invoices: 2, bookings: 6 });
    } finally {
      vi.useRealTimers();
    }
    const empty = await (
      await pageLoader(
        routeArgs(getRequest("/admin/invoices?von=2026-09-01&bis=2026-09-30", admin.cookie)),
      )
    ).json();
    expect(empty.datev!.counts).toMatchObject({ bookings: 0 });
    expect(empty.datev!.errors).toEqual({});
  });

  it("downloads one flat ZIP with the Buchungsstapel and the period's PDFs", async () => {
    const res = await zipLoader(
      routeArgs(
        getRequest("/admin/invoices/datev.zip?von=2026-10-01&bis=2026-10-31", admin.cookie),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toContain(
      'filename="DATEV_2026-10-01_2026-10-31.zip"',
    );
    const { names, files } = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(names).toEqual([
      "EXTF_Buchungsstapel_20261001_20261031.csv",
      "RE-2026-000002.pdf",
      "RE-2026-000001.pdf",
      "GS-2026-000001.pdf",
    ]);
    // flat: no folders, no directory entries
    for (const name of names) expect(name).not.toMatch(/[/\\]/);
    for (const name of names.slice(1))
      expect(files.get(name)!.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // the same file as the golden one but for the moment it was made (header field 6)
    const csv = decodeExtf(files.get(names[0])!).split("\r\n");
    const golden = decodeExtf(
      readFileSync(path.join(GOLDEN_DIR, "EXTF_Buchungsstapel_20261001_20261031.csv")),
    ).split("\r\n");
    expect(csv.slice(1)).toEqual(golden.slice(1));
    const withoutTime = (line: string) =>
      line
        .split(";")
        .filter((_, i) => i !== 5)
        .join(";");
    expect(withoutTime(csv[0])).toBe(withoutTime(golden[0]));
  });

  it("refuses a period across two fiscal years in German and shows it on the page", async () => {
    const query = "von=2026-12-01&bis=2027-01-31";
    const res = await thrown(
      zipLoader(routeArgs(getRequest(`/admin/invoices/datev.zip?${query}`, admin.cookie))),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/invoices?${query}#datev-export`);
    const page = await (
      await pageLoader(routeArgs(getRequest(`/admin/invoices?${query}`, admin.cookie)))
    ).json();
    expect(page.datev!.errors.bis).toEqual([PERIOD_MESSAGES.crossesFiscalYear("2026-12-31")]);
    expect(page.datev!.counts).toBeNull();
    expect(checkPeriod(new URLSearchParams(query), { fiscalYearStartMonth: 1 }).ok).toBe(false);
  });

  it("lets no customer download it or see the settings", async () => {
    const customer = await createCustomer();
    const cookie = await customerCookie(customer.id);
    for (const res of [
      await thrown(zipLoader(routeArgs(getRequest("/admin/invoices/datev.zip", cookie)))),
      await thrown(settingsLoader(routeArgs(getRequest("/admin/invoices/datev", cookie)))),
      await thrown(
        settingsAction(
          routeArgs(formRequest("/admin/invoices/datev", { consultantNumber: "1001" }, cookie)),
        ),
      ),
    ]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toMatch(/^\/admin\/login\?/);
    }
    // the one rule, in the team matrix: the owner and the bookkeeping role
    expect(STAFF_ROLES.filter((r) => can(r, "exports.datev"))).toEqual(["owner", "accounting"]);
  });
});

describe("settings", () => {
  it("refuses bad values with German messages and keeps what was stored", async () => {
    const before = await getDatevSettings();
    const res = await thrown(
      settingsAction(
        routeArgs(
          formRequest(
            "/admin/invoices/datev",
            {
              consultantNumber: "12",
              clientNumber: "abc",
              fiscalYearStartMonth: "0",
              chart: "SKR99",
              accountLength: "12",
            },
            admin.cookie,
          ),
        ),
      ),
    );
    expect(res.status).toBe(400);
    const reply = await res.json();
    expect(reply.error).toEqual({
      consultantNumber: [SETTINGS_MESSAGES.consultantNumber],
      clientNumber: [SETTINGS_MESSAGES.clientNumber],
      fiscalYearStartMonth: [SETTINGS_MESSAGES.fiscalYearStartMonth],
      chart: [SETTINGS_MESSAGES.chart],
      accountLength: [SETTINGS_MESSAGES.accountLength],
    });
    expect(await getDatevSettings()).toEqual(before);
  });

  it("stores valid values, and the next export uses them", async () => {
    const res = await thrown(
      settingsAction(
        routeArgs(
          formRequest(
            "/admin/invoices/datev",
            {
              consultantNumber: "29098",
              clientNumber: "55003",
              fiscalYearStartMonth: "7",
              chart: "SKR04",
              accountLength: "5",
            },
            admin.cookie,
          ),
        ),
      ),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/invoices#datev-export");
    const settings = (await getDatevSettings())!;
    expect(settings.accounts).toEqual({
      revenue19: 44000,
      stripeTransit: 14600,
      bank: 18000,
      debtor: 100000,
    });
    const page = await (
      await settingsLoader(routeArgs(getRequest("/admin/invoices/datev", admin.cookie)))
    ).json();
    expect(page.defaults).toEqual({
      consultantNumber: "29098",
      clientNumber: "55003",
      fiscalYearStartMonth: "7",
      chart: "SKR04",
      accountLength: "5",
    });
    const { csv } = await datevExport(OCTOBER, settings, CREATED_AT);
    const lines = decodeExtf(csv).split("\r\n");
    const header = fieldsOf(lines[0]);
    expect(header.slice(10, 14)).toEqual(["29098", "55003", "20260701", "5"]);
    expect(header[26]).toBe("04");
    const invoice = fieldsOf(lines[4]);
    expect(invoice.slice(6, 8)).toEqual(["100000", "44000"]);
    // the fiscal year now ends on 30 June: December to January is one year, June to July is not
    expect(checkPeriod(new URLSearchParams("von=2026-12-01&bis=2027-01-31"), settings).ok).toBe(
      true,
    );
    expect(checkPeriod(new URLSearchParams("von=2026-06-01&bis=2026-07-31"), settings).ok).toBe(
      false,
    );
  });
});
