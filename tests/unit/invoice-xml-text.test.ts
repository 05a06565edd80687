// The text of an invoice, in both halves: whatever a customer types into the billing profile
// (or the operator into PROVIDER_*), the embedded XML parses and validates against the
// Factur-X EN 16931 schema, and the PDF and the XML carry the same strings. The XML is
// written by serializers that escape every "&" and refuse what XML 1.0 forbids.
import { PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { ciiTexts, parseXml, pdfText, validateFacturX } from "../support/invoice-checks";
import {
  cleanInvoiceDocument,
  invoiceText,
  linesFromGross,
  totalsOf,
  type InvoiceDocument,
  type InvoiceSeller,
} from "~/models/invoice/document";
import { renderInvoice } from "~/models/invoice/pdf.server";
import { facturXXmp, readEmbeddedXml, toEInvoice } from "~/models/invoice/xml.server";

// short in the whole suite; `npm run test:invoice-text` runs 500, INVOICE_TEXT_RUNS any number
const RUNS =
  Number(process.env.INVOICE_TEXT_RUNS) ||
  (process.env.npm_lifecycle_event === "test:invoice-text" ? 500 : 25);

// a property run renders a PDF/A with its XML several times a second at best
vi.setConfig({ testTimeout: 60_000 + RUNS * 6_000 });

const seller: InvoiceSeller = {
  name: "Seitenwerk GmbH",
  street: "Friedrichstraße 123",
  zip: "10117",
  city: "Berlin",
  country: "DE",
  vatId: "DE123456789",
  email: "rechnung@seitenwerk.example",
  register: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
};

function invoiceWith(
  parts: Partial<Omit<InvoiceDocument, "kind">> = {},
  descriptions = ["Website-Paket Starter"],
): InvoiceDocument {
  const lines = linesFromGross(
    descriptions.map((description) => ({ description, quantity: 1, grossCents: 11900 })),
  );
  return {
    kind: "invoice",
    number: "RE-2026-000301",
    issueDate: "2026-03-05",
    service: { date: "2026-03-04" },
    seller,
    buyer: {
      company: "Kanzlei Müller & Partner",
      street: "Leopoldstraße 5",
      zip: "80802",
      city: "München",
      country: "DE",
      email: "kanzlei@mueller.example",
    },
    lines,
    totals: totalsOf(lines),
    payment: { method: "card", paidOn: "2026-03-05", stripePaymentId: "pi_3QxText0001" },
    currency: "EUR",
    ...parts,
  } as InvoiceDocument;
}

/** The XMP packet of a PDF, parsed. */
async function xmpOf(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const stream = document.catalog.lookup(PDFName.of("Metadata"));
  if (!(stream instanceof PDFRawStream)) throw new Error("no XMP stream");
  return parseXml(new TextDecoder("utf-8", { fatal: true }).decode(stream.contents));
}

const DC = "http://purl.org/dc/elements/1.1/";
const RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
const xmpSubject = (xmp: ReturnType<typeof parseXml>) =>
  xmp.getElementsByTagNameNS(DC, "description")[0]?.getElementsByTagNameNS(RDF, "li")[0]
    ?.textContent;

// Every string the page layout hands to PDFKit, to see that the page prints the document's
// fields as they are. PDFKit is loaded once per process, so its prototype is the one used.
let drawn: MockInstance;
beforeAll(async () => {
  const { default: PDFKitDocument } = await import("pdfkit");
  drawn = vi.spyOn(PDFKitDocument.prototype, "text");
});
afterAll(() => drawn.mockRestore());
const drawnStrings = () => drawn.mock.calls.map((call) => String(call[0]));

describe("invoiceText", () => {
  it("drops what XML 1.0 forbids, controls and bidi characters; line breaks become spaces", () => {
    expect(invoiceText("A\u0000B\u0001C\u0008D\u001fE\u007fF\u009fG")).toBe("ABCDEFG");
    expect(invoiceText("x\ufffey\uffffz")).toBe("xyz");
    expect(invoiceText("lone \ud800 high, lone \udc00 low")).toBe("lone  high, lone  low");
    expect(invoiceText("\u202eevil\u202c \u2066iso\u2069 \u200fmark\u200e")).toBe("evil iso mark");
    expect(invoiceText("Weg 1\r\nHof\n2\tlinks\u2028oben\u0085")).toBe("Weg 1  Hof 2 links oben");
    expect(invoiceText("  Müller  ")).toBe("Müller");
  });

  it("keeps text as typed: entities, markup characters, emoji, other scripts", () => {
    for (const text of [
      "Test &foo; GmbH &#60;b&#62; &#x0;",
      "Weg &amp; 1",
      "<b>fett</b> & \"zitiert\" 'so'",
      "😀 👩‍👩‍👧 🇩🇪 漢字 العربية עברית e\u0301",
      "a\u00a0b\ufeffc\u200bd",
    ])
      expect(invoiceText(text)).toBe(text);
  });

  it("is applied to every string of a document, nested ones included", () => {
    const doc = invoiceWith(
      {
        buyer: { ...invoiceWith().buyer, company: "A\u0000B", contactPerson: "\u202eC" },
        buyerReference: "R\r\nS",
      },
      ["Zeile\u0007 1", "Zeile 2\ud800"],
    );
    const clean = cleanInvoiceDocument(doc);
    expect(clean.buyer.company).toBe("AB");
    expect(clean.buyer.contactPerson).toBe("C");
    expect(clean.buyer.vatId).toBeUndefined();
    expect(clean.buyerReference).toBe("R  S");
    expect(clean.lines.map((l) => l.description)).toEqual(["Zeile 1", "Zeile 2"]);
    expect(clean.totals).toEqual(doc.totals);
    expect(cleanInvoiceDocument(clean)).toEqual(clean);
  });
});

describe("the XML serializers", () => {
  it("the e-invoice library's XML writer refuses a forbidden character instead of writing it", async () => {
    const { InvoiceService } = await import("@e-invoice-eu/core");
    const quiet = { log: () => {}, warn: () => {}, error: () => {} };
    const dirty = invoiceWith({
      buyer: { ...invoiceWith().buyer, company: "Nul\u0000 GmbH" },
    });
    await expect(
      new InvoiceService(quiet).generate(toEInvoice(dirty), { format: "CII", lang: "de-DE" }),
    ).rejects.toThrow(/U\+0000/);
  });

  it("the XMP writer escapes the names and refuses a forbidden character", async () => {
    const meta = {
      title: "Rechnung RE-2026-000301",
      author: "Seitenwerk GmbH",
      subject: "Rechnung an Test &foo; GmbH &#60;b&#62; <i> & Weg &amp; 1",
      keywords: ["Rechnung"],
      creator: "Seitenwerk",
      producer: "Test",
      date: new Date("2026-03-05T00:00:00Z"),
      lang: "de-DE",
    };
    expect(xmpSubject(parseXml(await facturXXmp(meta)))).toBe(meta.subject);
    await expect(facturXXmp({ ...meta, subject: "Nul\u0000" })).rejects.toThrow(/invalid/i);
  });
});

describe("the probe's billing profile", () => {
  // found by probing the billing profile: xmllint refused the XML ("undefined entity", a raw
  // NUL byte), and the page read "Weg &amp; 1" where the XML read "Weg & 1"
  const company = "Test &foo; GmbH &#60;b&#62; &#x0;";
  const street = "Weg &amp; 1";

  it("gives an XML that validates, with the same company and street as the page", async () => {
    const doc = invoiceWith({ buyer: { ...invoiceWith().buyer, company, street } });
    const { pdf, xml } = await renderInvoice(doc);
    expect(xml).toBe(await readEmbeddedXml(pdf));

    const validation = await validateFacturX(xml);
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(xml).not.toContain("\u0000");

    const texts = ciiTexts(xml);
    expect(texts.buyer.name).toBe(company);
    expect(texts.buyer.street).toBe(street);
    const text = await pdfText(pdf);
    expect(text).toContain(company);
    expect(text).toContain(street);
    expect(xmpSubject(await xmpOf(pdf))).toContain(company);
  });
});

// --- random text through every field -----------------------------------------------------

// Characters Inter has and pdf.js gives back as they are, to compare the page's text itself
const READABLE = "ABCXYZabcxyzÄÖÜäöüß0123456789 &<>;#-.,/'\"()[]!?:=%+*@€";
const readable = (value: string) => [...value].every((c) => READABLE.includes(c));

const hostile = fc.constantFrom(
  ...["&", "<", ">", '"', "'", "&amp;", "&lt;", "&#60;", "&#x3C;", "&#x0;", "&#0;", "&foo;"],
  ...["&#xD800;", "]]>", "<![CDATA[", "<?xml ", "<!--", "-->", "<b>", "</ram:Name>"],
  ...["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f"],
  ...["\u0085", "\u009f", "\t", "\n", "\r\n", "\r", "\u2028", "\u2029", "\ufffe", "\uffff"],
  ...["\ud800", "\udbff", "\udc00", "\udfff", "\u200e", "\u200f", "\u202a", "\u202b"],
  ...["\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u00a0"],
  ...["\ufeff", "\u200b", "😀", "👩‍👩‍👧", "🇩🇪", "漢字", "العربية", "עברית", "e\u0301", " "],
);
const piece = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: fc.constantFrom(...READABLE), maxLength: 8 }) },
  { weight: 3, arbitrary: hostile },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 4 }) },
  // any UTF-16 code unit, lone surrogates included
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) },
);
const text = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(""));
const required = text.filter((value) => invoiceText(value) !== "");
const optional = fc.option(text, { nil: undefined });

const documents = fc
  .record({
    credit: fc.boolean(),
    company: required,
    contactPerson: optional,
    street: required,
    zip: required,
    city: required,
    vatId: optional,
    buyerReference: optional,
    descriptions: fc.array(required, { minLength: 1, maxLength: 3 }),
    reason: required,
    sellerName: required,
    tradingName: optional,
    sellerStreet: required,
    sellerZip: required,
    sellerCity: required,
    sellerVatId: required,
    taxNumber: optional,
    register: optional,
    managingDirector: optional,
    phone: optional,
  })
  .map((f): InvoiceDocument => {
    const base = invoiceWith(
      {
        seller: {
          ...seller,
          name: f.sellerName,
          tradingName: f.tradingName,
          street: f.sellerStreet,
          zip: f.sellerZip,
          city: f.sellerCity,
          vatId: f.sellerVatId,
          taxNumber: f.taxNumber,
          register: f.register,
          managingDirector: f.managingDirector,
          phone: f.phone,
        },
        buyer: {
          company: f.company,
          contactPerson: f.contactPerson,
          street: f.street,
          zip: f.zip,
          city: f.city,
          country: "DE",
          vatId: f.vatId,
          email: "kunde@example.com",
        },
        buyerReference: f.buyerReference,
      },
      f.descriptions,
    );
    if (!f.credit) return base;
    return {
      ...base,
      kind: "credit_note",
      number: "GS-2026-000301",
      correctedInvoice: { number: "RE-2026-000300", issueDate: "2026-03-01" },
      reason: f.reason,
    };
  });

describe("random text in every field", () => {
  it(`the XML parses and validates, and says what the page says (${RUNS} documents)`, async () => {
    const written: { xml: string; doc: InvoiceDocument }[] = [];
    await fc.assert(
      fc.asyncProperty(documents, async (doc) => {
        const clean = cleanInvoiceDocument(doc);
        drawn.mockClear();
        const { pdf, xml } = await renderInvoice(doc);
        written.push({ xml, doc });
        const page = drawnStrings();
        const { seller: s, buyer: b } = clean;
        const opt = (value: string | undefined) => value || undefined;

        // the XML: the cleaned document's strings, as they are
        const texts = ciiTexts(xml);
        expect(texts.buyer).toMatchObject({
          name: b.company,
          contactPerson: opt(b.contactPerson),
          street: b.street,
          zip: b.zip,
          city: b.city,
          vatId: opt(b.vatId),
        });
        expect(texts.seller).toMatchObject({
          name: s.name,
          tradingName: opt(s.tradingName),
          street: s.street,
          zip: s.zip,
          city: s.city,
          vatId: s.vatId,
          taxNumber: opt(s.taxNumber),
          register: opt(s.register),
          phone: opt(s.phone),
          description: s.managingDirector ? `Geschäftsführung: ${s.managingDirector}` : undefined,
        });
        expect(texts.buyerReference).toBe(opt(clean.buyerReference));
        expect(texts.lines).toEqual(clean.lines.map((l) => l.description));
        if (clean.kind === "credit_note")
          expect(texts.notes.join(" ")).toContain(`Grund: ${clean.reason}`);

        // the page: the same strings handed to PDFKit
        const onPage = [
          b.company,
          b.street,
          `${b.zip} ${b.city}`,
          s.name,
          s.street,
          `${s.zip} ${s.city}`,
          ...clean.lines.map((l) => l.description),
        ];
        if (b.contactPerson) onPage.push(b.contactPerson);
        if (b.vatId) onPage.push(b.vatId);
        if (clean.buyerReference) onPage.push(clean.buyerReference);
        if (s.register) onPage.push(s.register);
        if (s.taxNumber) onPage.push(`Steuernummer ${s.taxNumber}`);
        if (s.managingDirector) onPage.push(`Geschäftsführung: ${s.managingDirector}`);
        if (clean.kind === "credit_note") onPage.push(`Grund: ${clean.reason}`);
        for (const value of onPage) expect(page).toContain(value);

        // and as a reader gets them back out of the PDF, where the font has every glyph
        const squash = (value: string) => value.replace(/\s+/g, "");
        const read = squash(await pdfText(pdf));
        for (const value of onPage.filter(readable)) expect(read).toContain(squash(value));

        // the XMP, the PDF's other XML, names the buyer too
        expect(xmpSubject(await xmpOf(pdf))).toContain(b.company);
      }),
      // a failure's shrinking renders again and again: it stops in time to be reported (a
      // machine too slow for all runs in that time passes on the runs it made)
      { numRuns: RUNS, interruptAfterTimeLimit: RUNS * 5_000 },
    );

    // libxml2 with the EN 16931 schema, all documents in one run (the schema compiles once)
    const validation = await validateFacturX(written.map((w) => w.xml));
    const invalid = new Map<string, string[]>();
    for (const error of validation.errors) {
      const file = error.loc?.fileName ?? "?";
      invalid.set(file, [...(invalid.get(file) ?? []), error.message]);
    }
    const byFile = (file: string) => written[Number(/(\d+)\.xml$/.exec(file)?.[1]) - 1]?.doc;
    expect([...invalid].map(([file, errors]) => ({ doc: byFile(file), errors }))).toEqual([]);
    expect(validation.valid).toBe(true);
  });
});
