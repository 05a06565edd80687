// The invoice renderer end to end: what a recipient gets (the PDF's visible text and
// the XML read back out of the PDF), checked field by field against § 14 Abs. 4 UStG
// and EN 16931, the XML validated against the Factur-X 1.07.3 EN16931 XSD.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFArray, PDFDocument, PDFDict, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { embeddedFiles, pdfText, validateFacturX as validateXsd } from "../support/invoice-checks";
import {
  invoiceDocumentProblems,
  linesFromGross,
  linesFromNet,
  totalsOf,
  InvalidInvoiceDocumentError,
  type InvoiceDocument,
  type InvoiceSeller,
  type InvoiceBuyer,
} from "~/models/invoice/document";
import { renderInvoice, renderInvoicePdf, type RenderedInvoice } from "~/models/invoice/pdf.server";
import { EInvoiceError, readEmbeddedXml } from "~/models/invoice/xml.server";

// --- fixtures ----------------------------------------------------------------------

const seller: InvoiceSeller = {
  name: "Seitenwerk GmbH",
  tradingName: "Seitenwerk",
  street: "Friedrichstraße 123",
  zip: "10117",
  city: "Berlin",
  country: "DE",
  vatId: "DE123456789",
  taxNumber: "30/123/45678",
  email: "rechnung@seitenwerk.de",
  phone: "+49 30 1234567",
  website: "www.seitenwerk.de",
  register: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
  managingDirector: "Jana Beispiel",
  iban: "DE02 1203 0000 0000 2020 51",
  bic: "BYLADEM1001",
  bankName: "Deutsche Kreditbank",
};

const buyer: InvoiceBuyer = {
  company: "Kanzlei Müller & Partner",
  contactPerson: "Erika Müller",
  street: "Leopoldstraße 5",
  zip: "80802",
  city: "München",
  country: "DE",
  email: "kanzlei@mueller-partner.de",
};

const starterLines = linesFromGross([
  { description: "Website-Paket Starter (einmalig)", quantity: 1, grossCents: 49900 },
  { description: "Zusätzliche Seite", quantity: 2, grossCents: 19800 },
  { description: "Blog-System", quantity: 1, grossCents: 19900 },
]);
const starter: InvoiceDocument = {
  kind: "invoice",
  number: "RE-2026-000123",
  issueDate: "2026-03-05",
  service: { date: "2026-03-04" },
  seller,
  buyer: { ...buyer, vatId: "DE987654321" },
  lines: starterLines,
  totals: totalsOf(starterLines),
  payment: { method: "card", paidOn: "2026-03-05", stripePaymentId: "pi_3QxStarter0001" },
  currency: "EUR",
  orderNumber: "A1B2C3D4",
};

const premiumPeriod = { start: "2026-03-05", end: "2026-04-04" };
const premiumLines = linesFromGross([
  {
    description: "Premium – Website-Abonnement, 1. Monat",
    quantity: 1,
    grossCents: 9900,
    period: premiumPeriod,
  },
]);
const premium: InvoiceDocument = {
  kind: "invoice",
  number: "RE-2026-000124",
  issueDate: "2026-03-05",
  service: { period: premiumPeriod },
  seller,
  buyer: {
    ...buyer,
    company: "Praxis Dr. Weiß",
    contactPerson: undefined,
    email: "praxis@weiss.example",
  },
  lines: premiumLines,
  totals: totalsOf(premiumLines),
  payment: { method: "card", paidOn: "2026-03-05", stripePaymentId: "pi_3QxPremium0002" },
  currency: "EUR",
};

const setupLines = linesFromNet([
  { description: "Einrichtungsgebühr Professional", quantity: 1, netCents: 19900 },
]);
const setup: InvoiceDocument = {
  kind: "invoice",
  number: "RE-2026-000125",
  issueDate: "2026-03-06",
  service: { date: "2026-03-06" },
  seller,
  buyer: {
    ...buyer,
    country: "AT",
    zip: "1010",
    city: "Wien",
    street: "Graben 1",
    vatId: "ATU12345678",
  },
  lines: setupLines,
  totals: totalsOf(setupLines),
  payment: { method: "card", paidOn: "2026-03-06", stripePaymentId: "pi_3QxSetup0003" },
  currency: "EUR",
};

const refundLines = linesFromGross([
  { description: "Teilerstattung: Blog-System (nicht umgesetzt)", quantity: 1, grossCents: 19900 },
]);
const creditNote: InvoiceDocument = {
  kind: "credit_note",
  number: "GS-2026-000001",
  issueDate: "2026-03-20",
  service: { date: "2026-03-04" },
  seller,
  buyer,
  lines: refundLines,
  totals: totalsOf(refundLines),
  payment: { method: "card", paidOn: "2026-03-20", stripePaymentId: "re_3QxRefund0001" },
  currency: "EUR",
  correctedInvoice: { number: "RE-2026-000123", issueDate: "2026-03-05" },
  reason: "Das Blog-System wurde auf Wunsch des Kunden nicht umgesetzt.",
};

// --- helpers -----------------------------------------------------------------------

/** Text of the first <ram:tag> in `xml`, or in its first `within` block. */
function field(xml: string, tag: string, within?: string): string | undefined {
  const scope = within ? block(xml, within) : xml;
  return scope?.match(new RegExp(`<ram:${tag}(?:\\s[^>]*)?>([^<]*)</ram:${tag}>`))?.[1];
}

/** The first element `tag` (ram: unless prefixed) with its content. */
function block(xml: string, tag: string): string | undefined {
  const name = tag.includes(":") ? tag : `ram:${tag}`;
  return xml.match(new RegExp(`<${name}>[\\s\\S]*?</${name}>`))?.[0];
}

const cents = (decimal: string | undefined) => Math.round(Number(decimal) * 100);

async function xmpOf(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const stream = document.catalog.lookup(PDFName.of("Metadata"));
  if (!(stream instanceof PDFRawStream)) throw new Error("no XMP stream");
  expect(stream.dict.has(PDFName.of("Filter"))).toBe(false);
  // fatal: the XMP must be valid UTF-8, not one byte per character
  return { xmp: new TextDecoder("utf-8", { fatal: true }).decode(stream.contents), document };
}

// --- rendering once per scenario ---------------------------------------------------

const rendered = new Map<string, { result: RenderedInvoice; text: string }>();
const scenarios = { starter, premium, setup, creditNote };

// INVOICE_SAMPLES_DIR=/tmp/x keeps the rendered files, to look at them or to run other
// validators over them
const samplesDir = process.env.INVOICE_SAMPLES_DIR;

beforeAll(async () => {
  if (samplesDir) mkdirSync(samplesDir, { recursive: true });
  for (const [name, doc] of Object.entries(scenarios)) {
    const result = await renderInvoice(doc);
    rendered.set(name, { result, text: await pdfText(result.pdf) });
    if (samplesDir) {
      writeFileSync(path.join(samplesDir, `${name}.pdf`), result.pdf);
      writeFileSync(path.join(samplesDir, `${name}.xml`), result.xml);
    }
  }
}, 120_000);

const get = (name: keyof typeof scenarios) => rendered.get(name)!;

// --- the amounts -------------------------------------------------------------------

describe("linesFromGross / linesFromNet", () => {
  it("splits gross prices per line: net = round(gross / 1.19), VAT = gross − net", () => {
    expect(
      starterLines.map((l) => [
        l.quantity,
        l.unitNetCents,
        l.lineNetCents,
        l.vatCents,
        l.grossCents,
      ]),
    ).toEqual([
      [1, 41933, 41933, 7967, 49900],
      [2, 8319, 16638, 3162, 19800],
      [1, 16723, 16723, 3177, 19900],
    ]);
    expect(totalsOf(starterLines)).toEqual({ netCents: 75294, vatCents: 14306, grossCents: 89600 });
    expect(premiumLines[0]).toMatchObject({
      lineNetCents: 8319,
      vatCents: 1581,
      grossCents: 9900,
      period: premiumPeriod,
    });
  });

  it("adds VAT on net prices: 199,00 € + 37,81 € = 236,81 €", () => {
    expect(setupLines[0]).toMatchObject({
      unitNetCents: 19900,
      lineNetCents: 19900,
      vatCents: 3781,
      grossCents: 23681,
    });
  });

  it("rounds in integers, half a cent up", () => {
    // 0.19 × 50 = 9.5 cents → 10
    expect(linesFromNet([{ description: "x", quantity: 1, netCents: 50 }])[0].vatCents).toBe(10);
    // 0.19 × 150 = 28.5 → 29
    expect(linesFromNet([{ description: "x", quantity: 1, netCents: 150 }])[0].vatCents).toBe(29);
    expect(
      linesFromGross([{ description: "x", quantity: 1, grossCents: 29750 }])[0].lineNetCents,
    ).toBe(25000);
    expect(linesFromGross([{ description: "x", quantity: 1, grossCents: 1 }])[0]).toMatchObject({
      lineNetCents: 1,
      vatCents: 0,
    });
  });

  it("refuses a line total that does not divide into whole-cent units", () => {
    expect(() =>
      linesFromGross([{ description: "Seite", quantity: 3, grossCents: 10000 }]),
    ).toThrow(RangeError);
    expect(() => linesFromNet([{ description: "Seite", quantity: 0, netCents: 100 }])).toThrow(
      RangeError,
    );
  });
});

describe("invoiceDocumentProblems", () => {
  it("accepts the four sample documents", () => {
    for (const doc of Object.values(scenarios)) expect(invoiceDocumentProblems(doc)).toEqual([]);
  });

  it("finds wrong sums, a missing tax id, a wrong number series and a bad period", () => {
    const broken: InvoiceDocument = {
      ...starter,
      number: "GS-2026-000001",
      totals: { ...starter.totals, grossCents: 1 },
      seller: { ...seller, vatId: undefined, taxNumber: undefined, register: undefined },
      service: { period: { start: "2026-04-01", end: "2026-03-01" } },
    };
    const problems = invoiceDocumentProblems(broken).join("\n");
    expect(problems).toMatch(/Nummer GS-2026-000001/);
    expect(problems).toMatch(/Summe brutto/);
    expect(problems).toMatch(/USt-IdNr. oder Steuernummer/);
    expect(problems).toMatch(/BR-CO-26/);
    expect(problems).toMatch(/Beginn liegt nach dem Ende/);
  });

  it("refuses per-line rounding that drifts 1 € or more from 19 % of the net sum (BR-CO-17)", () => {
    // 99 € → 83,19 € net + 15,81 € VAT, 0.39 cent above 19 % per unit: 257 units → 1,0023 €
    const lines = linesFromGross([{ description: "Seite", quantity: 257, grossCents: 257 * 9900 }]);
    const doc: InvoiceDocument = { ...starter, lines, totals: totalsOf(lines) };
    expect(invoiceDocumentProblems(doc).join()).toMatch(/BR-CO-17/);
    const fewer = linesFromGross([{ description: "Seite", quantity: 256, grossCents: 256 * 9900 }]);
    expect(invoiceDocumentProblems({ ...starter, lines: fewer, totals: totalsOf(fewer) })).toEqual(
      [],
    );
  });

  it("makes renderInvoice refuse such a document", async () => {
    await expect(renderInvoice({ ...starter, lines: [] })).rejects.toBeInstanceOf(
      InvalidInvoiceDocumentError,
    );
  });
});

// --- the PDF as read -----------------------------------------------------------------

describe("PDF text (§ 14 Abs. 4 UStG details)", () => {
  const sellerDetails = [
    "Seitenwerk GmbH",
    "Friedrichstraße 123",
    "10117 Berlin",
    "DE123456789",
    "30/123/45678",
    "rechnung@seitenwerk.de",
    "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
    "Geschäftsführung: Jana Beispiel",
    "IBAN DE02 1203 0000 0000 2020 51",
  ];

  it("(a) Starter one-time with extra pages and blog", () => {
    const { text } = get("starter");
    for (const s of [
      ...sellerDetails,
      "Rechnung",
      "Rechnungsnummer RE-2026-000123",
      "Rechnungsdatum 05.03.2026",
      "Leistungsdatum 04.03.2026",
      "Kanzlei Müller & Partner",
      "Erika Müller",
      "Leopoldstraße 5",
      "80802 München",
      "Ihre USt-IdNr. DE987654321",
      "Auftragsnummer A1B2C3D4",
      "Menge",
      "Beschreibung",
      "Einzelpreis netto",
      "USt-Satz",
      "Netto",
      "Brutto",
      "1 Website-Paket Starter (einmalig) 419,33 € 19 % 419,33 € 79,67 € 499,00 €",
      "2 Zusätzliche Seite 83,19 € 19 % 166,38 € 31,62 € 198,00 €",
      "1 Blog-System 167,23 € 19 % 167,23 € 31,77 € 199,00 €",
      "Summe netto 752,94 €",
      "zzgl. USt 19 % auf 752,94 € 143,06 €",
      "Gesamtbetrag brutto 896,00 €",
      "Bezahlt am 05.03.2026 per Karte (Zahlungs-ID pi_3QxStarter0001).",
      "ZUGFeRD/Factur-X, EN 16931",
      "Seite 1 von 1",
    ]) {
      expect(text).toContain(s);
    }
  });

  it("(b) Premium subscription with its Leistungszeitraum", () => {
    const { text } = get("premium");
    for (const s of [
      ...sellerDetails,
      "Rechnungsnummer RE-2026-000124",
      "Leistungszeitraum 05.03.2026",
      "bis 04.04.2026",
      "Praxis Dr. Weiß",
      "Premium – Website-Abonnement, 1. Monat",
      "Zeitraum 05.03.2026 – 04.04.2026",
      "83,19 € 19 % 83,19 € 15,81 € 99,00 €",
      "Summe netto 83,19 €",
      "zzgl. USt 19 % auf 83,19 € 15,81 €",
      "Gesamtbetrag brutto 99,00 €",
      "Bezahlt am 05.03.2026 per Karte (Zahlungs-ID pi_3QxPremium0002).",
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toContain("Guten Tag,");
  });

  it("(c) Professional setup fee given net, VAT added, foreign buyer", () => {
    const { text } = get("setup");
    for (const s of [
      "Rechnungsnummer RE-2026-000125",
      "Leistungsdatum 06.03.2026",
      "1010 Wien",
      "ÖSTERREICH",
      "Ihre USt-IdNr. ATU12345678",
      "1 Einrichtungsgebühr Professional 199,00 € 19 % 199,00 € 37,81 € 236,81 €",
      "Summe netto 199,00 €",
      "zzgl. USt 19 % auf 199,00 € 37,81 €",
      "Gesamtbetrag brutto 236,81 €",
    ]) {
      expect(text).toContain(s);
    }
  });

  it("(d) credit note for a partial refund, referencing its invoice", () => {
    const { text } = get("creditNote");
    for (const s of [
      ...sellerDetails,
      "Rechnungskorrektur (Gutschrift)",
      "Korrekturnummer GS-2026-000001",
      "Datum 20.03.2026",
      "Zur Rechnung RE-2026-000123",
      "vom 05.03.2026",
      "Bezug: Rechnung RE-2026-000123 vom 05.03.2026",
      "Grund: Das Blog-System wurde auf Wunsch des Kunden nicht umgesetzt.",
      "1 Teilerstattung: Blog-System (nicht umgesetzt) 167,23 € 19 % 167,23 € 31,77 € 199,00 €",
      "Summe netto 167,23 €",
      "zzgl. USt 19 % auf 167,23 € 31,77 €",
      "Gutschrift brutto 199,00 €",
      "Erstattet am 20.03.2026 auf die bei der Zahlung verwendete Karte (Erstattungs-ID re_3QxRefund0001).",
      "Sie müssen nichts weiter veranlassen.",
      "§ 17 UStG",
      "Fragen zu dieser Rechnungskorrektur beantworten wir gern unter rechnung@seitenwerk.de.",
    ]) {
      expect(text).toContain(s);
    }
  });
});

// --- the e-invoice inside the PDF --------------------------------------------------

describe("embedded EN 16931 XML", () => {
  it("is embedded once as factur-x.xml, AFRelationship Alternative, listed in /AF", async () => {
    for (const name of Object.keys(scenarios) as (keyof typeof scenarios)[]) {
      const { result } = get(name);
      expect(await embeddedFiles(result.pdf)).toEqual([
        {
          name: "factur-x.xml",
          mimeType: "text/xml",
          afRelationship: "Alternative",
          inCatalogAF: true,
        },
      ]);
      expect(await readEmbeddedXml(result.pdf)).toBe(result.xml);
      expect(result.sha256).toBe(createHash("sha256").update(result.pdf).digest("hex"));
    }
  });

  it("validates against the Factur-X 1.07.3 EN16931 XSD", async () => {
    for (const name of Object.keys(scenarios) as (keyof typeof scenarios)[]) {
      const result = await validateXsd(get(name).result.xml);
      expect(result.errors, `${name}: ${result.rawOutput}`).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });

  it("the XSD check does catch a broken document", async () => {
    const broken = get("starter").result.xml.replace(/<ram:TypeCode>380<\/ram:TypeCode>/, "");
    expect((await validateXsd(broken)).valid).toBe(false);
    const misplaced = get("starter").result.xml.replace(
      "<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>",
      "",
    );
    expect((await validateXsd(misplaced)).valid).toBe(false);
  });

  it("carries the document header, parties and profile", () => {
    const xml = get("starter").result.xml;
    expect(field(xml, "ID", "GuidelineSpecifiedDocumentContextParameter")).toBe(
      "urn:cen.eu:en16931:2017",
    );
    expect(field(xml, "ID", "rsm:ExchangedDocument")).toBe("RE-2026-000123");
    expect(field(xml, "TypeCode", "rsm:ExchangedDocument")).toBe("380");
    expect(xml).toContain('<udt:DateTimeString format="102">20260305</udt:DateTimeString>');
    expect(field(xml, "InvoiceCurrencyCode")).toBe("EUR");

    const sellerXml = block(xml, "SellerTradeParty")!;
    expect(field(sellerXml, "Name")).toBe("Seitenwerk GmbH");
    expect(field(sellerXml, "TradingBusinessName")).toBe("Seitenwerk");
    expect(field(sellerXml, "ID", "SpecifiedLegalOrganization")).toBe(
      "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
    );
    expect(field(sellerXml, "Description")).toBe("Geschäftsführung: Jana Beispiel");
    expect(sellerXml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(sellerXml).toContain('<ram:ID schemeID="FC">30/123/45678</ram:ID>');
    expect(sellerXml).toContain('<ram:URIID schemeID="EM">rechnung@seitenwerk.de</ram:URIID>');
    expect(field(sellerXml, "LineOne")).toBe("Friedrichstraße 123");
    expect(field(sellerXml, "PostcodeCode")).toBe("10117");
    expect(field(sellerXml, "CityName")).toBe("Berlin");
    expect(field(sellerXml, "CountryID")).toBe("DE");
    expect(field(sellerXml, "CompleteNumber")).toBe("+49 30 1234567");

    const buyerXml = block(xml, "BuyerTradeParty")!;
    expect(field(buyerXml, "Name")).toBe("Kanzlei Müller &amp; Partner");
    expect(field(buyerXml, "PersonName")).toBe("Erika Müller");
    expect(field(buyerXml, "LineOne")).toBe("Leopoldstraße 5");
    expect(field(buyerXml, "PostcodeCode")).toBe("80802");
    expect(field(buyerXml, "CityName")).toBe("München");
    expect(buyerXml).toContain('<ram:ID schemeID="VA">DE987654321</ram:ID>');
    expect(buyerXml).toContain('<ram:URIID schemeID="EM">kanzlei@mueller-partner.de</ram:URIID>');

    // BT-72: the date of supply
    expect(block(xml, "ActualDeliverySupplyChainEvent")).toContain(">20260304<");
    // settled by card: code 48, the Stripe id as remittance information, nothing due
    expect(field(xml, "TypeCode", "SpecifiedTradeSettlementPaymentMeans")).toBe("48");
    expect(field(xml, "PaymentReference")).toBe("pi_3QxStarter0001");
    expect(field(xml, "Description", "SpecifiedTradePaymentTerms")).toBe(
      "Bezahlt am 05.03.2026 per Karte (Zahlungs-ID pi_3QxStarter0001).",
    );
  });

  it.each([
    [
      "starter",
      75294,
      14306,
      89600,
      [
        [1, 41933, 41933],
        [2, 8319, 16638],
        [1, 16723, 16723],
      ],
    ],
    ["premium", 8319, 1581, 9900, [[1, 8319, 8319]]],
    ["setup", 19900, 3781, 23681, [[1, 19900, 19900]]],
    ["creditNote", 16723, 3177, 19900, [[1, 16723, 16723]]],
  ] as const)(
    "%s: lines and sums add up (BR-CO-10, -13, -15, -16, -17)",
    (name, net, vat, gross, lines) => {
      const xml = get(name).result.xml;
      const items = [
        ...xml.matchAll(
          /<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>/g,
        ),
      ].map((m) => m[0]);
      expect(
        items.map((item) => [
          Number(field(item, "BilledQuantity")),
          cents(field(item, "ChargeAmount")),
          cents(field(item, "LineTotalAmount")),
        ]),
      ).toEqual(lines);
      for (const item of items) {
        expect(item).toContain('unitCode="C62"');
        expect(field(item, "CategoryCode")).toBe("S");
        expect(field(item, "RateApplicablePercent")).toBe("19");
      }

      const summation = block(xml, "SpecifiedTradeSettlementHeaderMonetarySummation")!;
      const lineTotal = cents(field(summation, "LineTotalAmount"));
      const taxBasis = cents(field(summation, "TaxBasisTotalAmount"));
      const taxTotal = cents(field(summation, "TaxTotalAmount"));
      const grand = cents(field(summation, "GrandTotalAmount"));
      const prepaid = cents(field(summation, "TotalPrepaidAmount"));
      const due = cents(field(summation, "DuePayableAmount"));
      expect([lineTotal, taxBasis, taxTotal, grand, prepaid, due]).toEqual([
        net,
        net,
        vat,
        gross,
        gross,
        0,
      ]);
      expect(summation).toContain('<ram:TaxTotalAmount currencyID="EUR">');

      expect(lineTotal).toBe(
        items.reduce((sum, item) => sum + cents(field(item, "LineTotalAmount")), 0),
      ); // BR-CO-10
      expect(taxBasis + taxTotal).toBe(grand); // BR-CO-15
      expect(grand - prepaid).toBe(due); // BR-CO-16

      const breakdown = [
        ...xml.matchAll(
          /<ram:ApplicableTradeTax>\s*<ram:CalculatedAmount>[\s\S]*?<\/ram:ApplicableTradeTax>/g,
        ),
      ].map((m) => m[0]);
      expect(breakdown).toHaveLength(1);
      const [tax] = breakdown;
      expect([cents(field(tax, "BasisAmount")), cents(field(tax, "CalculatedAmount"))]).toEqual([
        net,
        vat,
      ]);
      expect(field(tax, "CategoryCode")).toBe("S");
      expect(field(tax, "RateApplicablePercent")).toBe("19");
      // BR-CO-17 allows per-line rounding to drift from basis × rate; ours stays within a cent
      expect(Math.abs(vat - Math.round((net * 19) / 100))).toBeLessThanOrEqual(1);
    },
  );

  it("(b) carries the invoicing period (BG-14) and the line period (BG-26)", () => {
    const xml = get("premium").result.xml;
    const header = block(xml, "ApplicableHeaderTradeSettlement")!;
    expect(block(header, "BillingSpecifiedPeriod")).toMatch(/>20260305<[\s\S]*>20260404</);
    expect(
      block(block(xml, "IncludedSupplyChainTradeLineItem")!, "BillingSpecifiedPeriod"),
    ).toMatch(/>20260305<[\s\S]*>20260404</);
    expect(xml).not.toContain("ActualDeliverySupplyChainEvent");
    // no delivery date, so the deliver-to country (BT-80) stands in, as Factur-X asks
    expect(field(block(xml, "ShipToTradeParty")!, "CountryID")).toBe("DE");
  });

  it("(d) is a credit note (381) with positive amounts referencing the invoice (BG-3)", () => {
    const xml = get("creditNote").result.xml;
    expect(field(xml, "TypeCode", "rsm:ExchangedDocument")).toBe("381");
    expect(field(xml, "ID", "rsm:ExchangedDocument")).toBe("GS-2026-000001");
    const reference = block(xml, "InvoiceReferencedDocument")!;
    expect(field(reference, "IssuerAssignedID")).toBe("RE-2026-000123");
    expect(reference).toContain(">20260305<");
    expect(field(xml, "Content", "IncludedNote")).toBe(
      "Rechnungskorrektur zur Rechnung RE-2026-000123 vom 05.03.2026. Grund: Das Blog-System wurde auf Wunsch des Kunden nicht umgesetzt.",
    );
    expect(xml).not.toMatch(/Amount[^>]*>-/);
    expect(field(xml, "PaymentReference")).toBe("re_3QxRefund0001");
  });

  it("the library's own schema check rejects what ours lets through", async () => {
    const doc = { ...setup, buyer: { ...setup.buyer, country: "XX" } };
    expect(invoiceDocumentProblems(doc)).toEqual([]);
    const error = await renderInvoice(doc).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EInvoiceError);
    expect(JSON.stringify((error as EInvoiceError).details)).toContain("IdentificationCode");
  });
});

// --- the PDF container ---------------------------------------------------------------

describe("PDF/A-3 container", () => {
  it("has UTF-8 XMP with PDF/A-3b and Factur-X EN 16931 entries matching the Info dictionary", async () => {
    const { xmp, document } = await xmpOf(get("creditNote").result.pdf);
    expect(xmp).toContain("<pdfaid:part>3</pdfaid:part>");
    expect(xmp).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(xmp).toContain("<fx:DocumentType>INVOICE</fx:DocumentType>");
    expect(xmp).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
    expect(xmp).toContain("<fx:Version>1.0</fx:Version>");
    expect(xmp).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
    expect(xmp).toContain("<pdfaSchema:prefix>fx</pdfaSchema:prefix>");
    expect(xmp).toContain("Kanzlei Müller &amp; Partner");

    const title = xmp.match(/<dc:title>\s*<rdf:Alt>\s*<rdf:li xml:lang="x-default">([^<]*)</)?.[1];
    expect(title).toBe("Rechnungskorrektur (Gutschrift) GS-2026-000001");
    expect(document.getTitle()).toBe(title);
    expect(document.getAuthor()).toBe(
      xmp.match(/<dc:creator>\s*<rdf:Seq>\s*<rdf:li>([^<]*)</)?.[1],
    );
    expect(document.getProducer()).toBe(xmp.match(/<pdf:Producer>([^<]*)</)?.[1]);
    expect(document.getCreator()).toBe(xmp.match(/<xmp:CreatorTool>([^<]*)</)?.[1]);
    expect(document.getKeywords()).toBe(xmp.match(/<pdf:Keywords>([^<]*)</)?.[1]);
    expect(document.getCreationDate()?.toISOString()).toBe("2026-03-20T00:00:00.000Z");
    expect(xmp).toContain("<xmp:CreateDate>2026-03-20T00:00:00Z</xmp:CreateDate>");

    const intent = document.catalog
      .lookup(PDFName.of("OutputIntents"), PDFArray)
      .lookup(0, PDFDict);
    expect(intent.get(PDFName.of("S"))).toBe(PDFName.of("GTS_PDFA1"));
    const profile = intent.lookup(PDFName.of("DestOutputProfile"));
    expect(profile instanceof PDFRawStream && profile.dict.get(PDFName.of("N"))?.toString()).toBe(
      "3",
    );
    expect(document.catalog.has(PDFName.of("StructTreeRoot"))).toBe(false);
    expect(document.catalog.get(PDFName.of("Lang"))?.toString()).toBe("(de-DE)");
  });

  // Apache PDFBox Preflight checks PDF/A-1b only, but most of its checks (fonts and their
  // widths, XMP syntax, XMP = Info dictionary, output intent) are the same in PDF/A-3b.
  // Debian: apt-get install libpdfbox2-java libactivation-java libjaxb-api-java
  const preflightJars = [
    "preflight",
    "pdfbox2",
    "fontbox2",
    "xmpbox",
    "commons-logging",
    "javax.activation",
    "jaxb-api",
  ].map((name) => `/usr/share/java/${name}.jar`);
  const hasPreflight = preflightJars.every((jar) => existsSync(jar));
  // what PDF/A-1 forbids and PDF/A-3 allows: embedded files, subset fonts without CIDSet, part 3
  const pdfA1Only = [
    /^1\.4\.7 : .*EmbeddedFile/,
    /^1\.2\.9 : .*EmbeddedFile/,
    /^3\.1\.11 : .*CIDSet/,
    /^7\.11\.2 : .*part must be 1/,
  ];

  it.skipIf(!hasPreflight)(
    "passes PDFBox Preflight except for what only PDF/A-1 forbids",
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "preflight-"));
      for (const name of ["starter", "creditNote"] as const) {
        const file = path.join(dir, `${name}.pdf`);
        writeFileSync(file, get(name).result.pdf);
        const output = await new Promise<string>((resolve) =>
          execFile(
            "java",
            ["-cp", preflightJars.join(":"), "org.apache.pdfbox.preflight.Validator_A1b", file],
            { timeout: 60_000 },
            (_error, stdout, stderr) => resolve(`${stdout}\n${stderr}`),
          ),
        );
        expect(output).toMatch(/not a valid PDF\/A-1b file|is a valid PDF\/A-1b file/);
        const findings = output.split("\n").filter((line) => /^\d+(\.\d+)* : /.test(line));
        expect(findings.length).toBeGreaterThan(0);
        expect(findings.filter((line) => !pdfA1Only.some((allowed) => allowed.test(line)))).toEqual(
          [],
        );
      }
    },
  );

  it("embeds every font it uses", async () => {
    const document = await PDFDocument.load(get("starter").result.pdf, { updateMetadata: false });
    const descriptors = document.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (o): o is PDFDict =>
          o instanceof PDFDict && o.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"),
      );
    expect(descriptors.length).toBeGreaterThanOrEqual(3);
    for (const descriptor of descriptors) {
      expect(
        ["FontFile", "FontFile2", "FontFile3"].some((key) => descriptor.has(PDFName.of(key))),
      ).toBe(true);
    }
  });

  it("renders the same bytes for the same document", async () => {
    const again = await renderInvoice(starter);
    expect(again.sha256).toBe(get("starter").result.sha256);
  });

  it("keeps every letter readable in a document rendered after one with umlauts", async () => {
    // Ä, Ö and Ü are drawn from the glyphs of A, O and U: a font object shared between
    // documents once remembered those as glyphs without a character, and later PDFs lost
    // "A" from their text ("Auftragsnummer 1B2C3D4")
    const umlautLines = linesFromGross([
      { description: "Änderung Öffnungszeiten Übersicht äöü", quantity: 1, grossCents: 11900 },
    ]);
    // a fresh module: no glyph of this process's earlier documents is remembered yet
    vi.resetModules();
    const fresh = await import("~/models/invoice/pdf.server");
    await fresh.renderInvoice({
      ...starter,
      number: "RE-2026-000190",
      orderNumber: undefined,
      buyer: { ...starter.buyer, company: "Ärztehaus Östliche Überlandstraße" },
      lines: umlautLines,
      totals: totalsOf(umlautLines),
    });
    const after = await fresh.renderInvoice(starter);
    expect(after.sha256).toBe(get("starter").result.sha256);
    const text = await pdfText(after.pdf);
    expect(text).toContain("Auftragsnummer A1B2C3D4");
    expect(text).toContain("Kanzlei Müller & Partner");
  });

  it("continues a long table on further pages, header and page count included", async () => {
    const lines = linesFromGross(
      Array.from({ length: 36 }, (_, i) => ({
        description: `Zusätzliche Seite ${i + 1}: Unterseite mit Text, Bildern und Kontaktformular`,
        quantity: 1,
        grossCents: 9900,
      })),
    );
    const doc: InvoiceDocument = {
      ...starter,
      number: "RE-2026-000126",
      lines,
      totals: totalsOf(lines),
    };
    const { pdf, xml } = await renderInvoice(doc);
    if (samplesDir) writeFileSync(path.join(samplesDir, "long.pdf"), pdf);
    const text = await pdfText(pdf);
    const pages = Number(text.match(/Seite 1 von (\d+)/)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let page = 2; page <= pages; page++) expect(text).toContain(`Seite ${page} von ${pages}`);
    expect(text.split("Einzelpreis netto").length - 1).toBe(pages);
    expect(text).toContain("Rechnung RE-2026-000126 · Fortsetzung");
    expect(text).toContain(
      "Zusätzliche Seite 36: Unterseite mit Text, Bildern und Kontaktformular",
    );
    expect(text).toContain(`Gesamtbetrag brutto ${"3.564,00 €"}`);
    expect((await validateXsd(xml)).valid).toBe(true);
  });

  it("prints long names and references in full", async () => {
    const company =
      "Gemeinschaftspraxis für Allgemeinmedizin Dr. med. Maximilian Mustermann-Schmidt und Kollegen";
    const reference = "Kostenstelle 4711 / Projekt Praxis-Website Relaunch 2026";
    const doc: InvoiceDocument = {
      ...setup,
      seller: { ...seller, tradingName: "Seitenwerk Websites für Kanzleien und Praxen" },
      buyer: { ...setup.buyer, company },
      buyerReference: reference,
    };
    const { pdf } = await renderInvoice(doc);
    if (samplesDir) writeFileSync(path.join(samplesDir, "long-names.pdf"), pdf);
    const text = await pdfText(pdf);
    expect(text).toContain(company);
    expect(text).toContain(reference);
    expect(text).toContain("Seitenwerk Websites für Kanzleien und Praxen");
  });

  it("renderInvoicePdf alone gives the page without attachment", async () => {
    const pdf = await renderInvoicePdf(premium);
    expect(await embeddedFiles(pdf)).toEqual([]);
    expect(await pdfText(pdf)).toContain("Gesamtbetrag brutto 99,00 €");
  });
});
