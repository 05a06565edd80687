// EN 16931 e-invoice (CII syntax, Factur-X/ZUGFeRD profile EN 16931) for an
// InvoiceDocument, through @e-invoice-eu/core: it converts its UBL-shaped JSON into CII,
// checks that JSON against its schema for the chosen profile, and embeds the XML into
// the PDF we pass it. Two of its mapping bugs that dropped BT-33 and BG-3 are patched
// (patches/@e-invoice-eu+core+2.3.4.patch); its PDF/A metadata is redone in
// normalizePdfA below. It writes the XML with xmlbuilder2, patched so that text is text:
// every "&" escaped, no entity decoded, characters XML 1.0 forbids refused
// (patches/xmlbuilder2+4.0.3.patch, docs/decisions/010-xml-text-rule.md).
import { createHash } from "node:crypto";
import {
  cleanInvoiceDocument,
  isAdvancePayment,
  vatBreakdown,
  type InvoiceDocument,
  type InvoiceLine,
  type ServicePeriod,
} from "./document";
import { advancePaymentNote, germanDate, paymentNote, replacementNote } from "./format";
import type { PDFDict, PDFDocument, PDFRef } from "@cantoo/pdf-lib";
import type { Invoice, InvoiceService } from "@e-invoice-eu/core";
import { loadOnce } from "~/utils/load-once.server";

// Loaded with the first invoice, not when the app starts: @e-invoice-eu/core (with its
// spreadsheet and PDF libraries) is a large part of a start's work, which every start would
// pay, also the many that issue no invoice
const loadPdfLib = loadOnce(() => import("@cantoo/pdf-lib"));
const loadEInvoice = loadOnce(() => import("@e-invoice-eu/core"));
const loadXmlBuilder = loadOnce(() => import("xmlbuilder2"));
type PdfLib = Awaited<ReturnType<typeof loadPdfLib>>;

const FACTURX_FILENAME = "factur-x.xml";
const FACTURX_FORMAT = "Factur-X-EN16931";

type UblInvoice = Invoice["ubl:Invoice"];
type UblLine = UblInvoice["cac:InvoiceLine"][number];

/** 12345 → "123.45": amounts go into the XML as decimal strings, never via floats. */
function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const EUR = "EUR";
const amount = (cents: number) => centsToDecimal(cents);

function period(p: ServicePeriod) {
  return { "cbc:StartDate": p.start, "cbc:EndDate": p.end };
}

function line(l: InvoiceLine, index: number): UblLine {
  return {
    "cbc:ID": String(index + 1),
    "cbc:InvoicedQuantity": String(l.quantity),
    // C62 ("one") is the unit for services counted in pieces; EN 16931 needs one
    "cbc:InvoicedQuantity@unitCode": "C62",
    "cbc:LineExtensionAmount": amount(l.lineNetCents),
    "cbc:LineExtensionAmount@currencyID": EUR,
    ...(l.period ? { "cac:InvoicePeriod": period(l.period) } : {}),
    "cac:Item": {
      "cbc:Name": l.description,
      "cac:ClassifiedTaxCategory": {
        "cbc:ID": "S",
        "cbc:Percent": String(l.vatRatePercent),
        "cac:TaxScheme": { "cbc:ID": "VAT" },
      },
    },
    "cac:Price": {
      "cbc:PriceAmount": amount(l.unitNetCents),
      "cbc:PriceAmount@currencyID": EUR,
    },
  };
}

/** The document in @e-invoice-eu/core's input format (UBL element names, as JSON). */
export function toEInvoice(doc: InvoiceDocument): Invoice {
  const { seller, buyer, totals } = doc;
  type CountryCode =
    UblInvoice["cac:AccountingCustomerParty"]["cac:Party"]["cac:PostalAddress"]["cac:Country"]["cbc:IdentificationCode"];
  // the library's schema checks the code against the ISO list
  const buyerCountry = buyer.country as CountryCode;
  const notes: string[] = [];
  if (doc.kind === "credit_note") {
    notes.push(
      `Rechnungskorrektur zur Rechnung ${doc.correctedInvoice.number} vom ${germanDate(doc.correctedInvoice.issueDate)}. Grund: ${doc.reason}`,
    );
  }
  // the same sentences as on the page, so the PDF and the XML cannot disagree
  for (const note of [advancePaymentNote(doc), replacementNote(doc)]) if (note) notes.push(note);
  const preceding =
    doc.kind === "credit_note"
      ? doc.correctedInvoice
      : doc.replacesInvoice
        ? doc.replacesInvoice
        : null;
  // UNTDID 1001: 380 commercial invoice, 386 prepayment invoice (paid before the service),
  // 381 credit note; all three are in the EN 16931 code list Factur-X accepts
  const typeCode =
    doc.kind === "credit_note" ? "381" : isAdvancePayment(doc.service) ? "386" : "380";

  const sellerTaxSchemes: { "cbc:CompanyID": string; "cac:TaxScheme": { "cbc:ID": string } }[] = [];
  if (seller.vatId)
    sellerTaxSchemes.push({ "cbc:CompanyID": seller.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } });
  // "FC" makes the library emit the German tax number as BT-32 (schemeID FC in CII)
  if (seller.taxNumber)
    sellerTaxSchemes.push({
      "cbc:CompanyID": seller.taxNumber,
      "cac:TaxScheme": { "cbc:ID": "FC" },
    });

  const invoice: UblInvoice = {
    "cbc:ID": doc.number,
    "cbc:IssueDate": doc.issueDate,
    "cbc:InvoiceTypeCode": typeCode,
    // one note: the library writes several as Contents of one IncludedNote, which the
    // Factur-X schema refuses
    ...(notes.length ? { "cbc:Note": [notes.join(" ")] } : {}),
    "cbc:DocumentCurrencyCode": "EUR",
    ...(doc.buyerReference ? { "cbc:BuyerReference": doc.buyerReference } : {}),
    ...("period" in doc.service ? { "cac:InvoicePeriod": period(doc.service.period) } : {}),
    ...(preceding
      ? {
          "cac:BillingReference": [
            {
              "cac:InvoiceDocumentReference": {
                "cbc:ID": preceding.number,
                "cbc:IssueDate": preceding.issueDate,
              },
            },
          ],
        }
      : {}),
    "cac:AccountingSupplierParty": {
      "cac:Party": {
        "cbc:EndpointID": seller.email,
        "cbc:EndpointID@schemeID": "EM",
        ...(seller.tradingName ? { "cac:PartyName": { "cbc:Name": seller.tradingName } } : {}),
        "cac:PostalAddress": {
          "cbc:StreetName": seller.street,
          "cbc:CityName": seller.city,
          "cbc:PostalZone": seller.zip,
          "cac:Country": { "cbc:IdentificationCode": seller.country },
        },
        "cac:PartyTaxScheme":
          sellerTaxSchemes as UblInvoice["cac:AccountingSupplierParty"]["cac:Party"]["cac:PartyTaxScheme"],
        // BT-30 takes the register entry; BT-33 (needs our patch of the library) the rest
        // of what § 35a GmbHG wants on business letters
        "cac:PartyLegalEntity": {
          "cbc:RegistrationName": seller.name,
          ...(seller.register ? { "cbc:CompanyID": seller.register } : {}),
          ...(seller.managingDirector
            ? { "cbc:CompanyLegalForm": `Geschäftsführung: ${seller.managingDirector}` }
            : {}),
        },
        "cac:Contact": {
          ...(seller.phone ? { "cbc:Telephone": seller.phone } : {}),
          "cbc:ElectronicMail": seller.email,
        },
      },
    },
    "cac:AccountingCustomerParty": {
      "cac:Party": {
        "cbc:EndpointID": buyer.email,
        "cbc:EndpointID@schemeID": "EM",
        "cac:PostalAddress": {
          "cbc:StreetName": buyer.street,
          "cbc:CityName": buyer.city,
          "cbc:PostalZone": buyer.zip,
          "cac:Country": { "cbc:IdentificationCode": buyerCountry },
        },
        ...(buyer.vatId
          ? {
              "cac:PartyTaxScheme": {
                "cbc:CompanyID": buyer.vatId,
                "cac:TaxScheme": { "cbc:ID": "VAT" },
              },
            }
          : {}),
        "cac:PartyLegalEntity": { "cbc:RegistrationName": buyer.company },
        "cac:Contact": {
          ...(buyer.contactPerson ? { "cbc:Name": buyer.contactPerson } : {}),
          "cbc:ElectronicMail": buyer.email,
        },
      },
    },
    "cac:Delivery": {
      ...("date" in doc.service ? { "cbc:ActualDeliveryDate": doc.service.date } : {}),
      // BT-80, the buyer's country (place of supply for a B2B service): Factur-X wants
      // it whenever there is no delivery date (BR-FX-EN-04). It also makes the library
      // write ApplicableHeaderTradeDelivery, which CII requires and 2.3.4 leaves out when
      // cac:Delivery is missing.
      "cac:DeliveryLocation": {
        "cac:Address": { "cac:Country": { "cbc:IdentificationCode": buyerCountry } },
      },
    },
    "cac:PaymentMeans": [
      {
        // UNTDID 4461 code 48 "bank card": Stripe does not tell us credit from debit
        "cbc:PaymentMeansCode": "48",
        "cbc:PaymentMeansCode@name": "Kartenzahlung (Stripe)",
        "cbc:PaymentID": doc.payment.stripePaymentId,
      },
    ],
    "cac:PaymentTerms": { "cbc:Note": paymentNote(doc) },
    "cac:TaxTotal": [
      {
        "cbc:TaxAmount": amount(totals.vatCents),
        "cbc:TaxAmount@currencyID": EUR,
        "cac:TaxSubtotal": vatBreakdown(doc.lines).map((v) => ({
          "cbc:TaxableAmount": amount(v.netCents),
          "cbc:TaxableAmount@currencyID": EUR,
          "cbc:TaxAmount": amount(v.vatCents),
          "cbc:TaxAmount@currencyID": EUR,
          "cac:TaxCategory": {
            "cbc:ID": "S",
            "cbc:Percent": String(v.ratePercent),
            "cac:TaxScheme": { "cbc:ID": "VAT" },
          },
        })),
      },
    ],
    "cac:LegalMonetaryTotal": {
      "cbc:LineExtensionAmount": amount(totals.netCents),
      "cbc:LineExtensionAmount@currencyID": EUR,
      "cbc:TaxExclusiveAmount": amount(totals.netCents),
      "cbc:TaxExclusiveAmount@currencyID": EUR,
      "cbc:TaxInclusiveAmount": amount(totals.grossCents),
      "cbc:TaxInclusiveAmount@currencyID": EUR,
      // settled by card before the document is issued: nothing is left to pay (BR-CO-16)
      "cbc:PrepaidAmount": amount(totals.grossCents),
      "cbc:PrepaidAmount@currencyID": EUR,
      "cbc:PayableAmount": amount(0),
      "cbc:PayableAmount@currencyID": EUR,
    },
    "cac:InvoiceLine": doc.lines.map(line) as UblInvoice["cac:InvoiceLine"],
  };
  return { "ubl:Invoice": invoice };
}

export class EInvoiceError extends Error {
  constructor(
    message: string,
    readonly details: unknown,
  ) {
    super(message);
    this.name = "EInvoiceError";
  }
}

async function generate(invoice: Invoice, options: Parameters<InvoiceService["generate"]>[1]) {
  const messages: string[] = [];
  // the library logs validation failures instead of putting them in the error
  const logger = {
    log: () => {},
    warn: (m: string) => messages.push(m),
    error: (m: string) => messages.push(m),
  };
  try {
    const { InvoiceService } = await loadEInvoice();
    return await new InvoiceService(logger).generate(invoice, { noWarnings: true, ...options });
  } catch (error) {
    throw new EInvoiceError(
      `E-Rechnung konnte nicht erzeugt werden: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error, messages },
    );
  }
}

export interface PdfAMetadata {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  creator: string;
  producer: string;
  /** both creation and modification date: same document, same bytes */
  date: Date;
  lang: string;
}

/**
 * The Factur-X EN 16931 hybrid: `pdf` with the XML embedded as factur-x.xml
 * (AFRelationship Alternative) and PDF/A-3b metadata.
 */
export async function embedFacturX(
  doc: InvoiceDocument,
  pdf: Uint8Array,
  meta: PdfAMetadata,
): Promise<Uint8Array> {
  const hybrid = await generate(toEInvoice(cleanInvoiceDocument(doc)), {
    format: FACTURX_FORMAT,
    lang: meta.lang,
    pdf: { buffer: pdf, filename: `${doc.number}.pdf`, mimetype: "application/pdf" },
  });
  if (typeof hybrid === "string") throw new EInvoiceError("Factur-X: PDF erwartet", {});
  return normalizePdfA(hybrid, meta);
}

/** The embedded XML, read back from a PDF: what a recipient's software will see. */
export async function readEmbeddedXml(pdf: Uint8Array, name = FACTURX_FILENAME): Promise<string> {
  const { PDFDocument } = await loadPdfLib();
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const attachment = document.getAttachments().find((a) => a.name === name);
  if (!attachment) throw new Error(`PDF enthält keine Anlage ${name}`);
  return new TextDecoder().decode(attachment.data);
}

function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

const XMP_NS = {
  x: "adobe:ns:meta/",
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  xml: "http://www.w3.org/XML/1998/namespace",
  xmlns: "http://www.w3.org/2000/xmlns/",
  pdfaid: "http://www.aiim.org/pdfa/ns/id/",
  dc: "http://purl.org/dc/elements/1.1/",
  pdf: "http://ns.adobe.com/pdf/1.3/",
  xmp: "http://ns.adobe.com/xap/1.0/",
  pdfaExtension: "http://www.aiim.org/pdfa/ns/extension/",
  pdfaSchema: "http://www.aiim.org/pdfa/ns/schema#",
  pdfaProperty: "http://www.aiim.org/pdfa/ns/property#",
  fx: "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#",
} as const;
type XmpPrefix = Exclude<keyof typeof XMP_NS, "xml" | "xmlns">;

/**
 * XMP for PDF/A-3b with the Factur-X extension schema (Factur-X 1.0 spec, § 6.2.2). Written
 * by an XML serializer, as all our XML: the seller's and the buyer's names are in it, and
 * the serializer escapes them and refuses what XML 1.0 forbids (wellFormed).
 */
export async function facturXXmp(meta: PdfAMetadata): Promise<string> {
  const { create } = await loadXmlBuilder();
  const date = xmpDate(meta.date);
  const packet = create().ins("xpacket", `begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"`);
  const rdf = packet.ele(XMP_NS.x, "x:xmpmeta").ele(XMP_NS.rdf, "rdf:RDF");
  type Node = typeof rdf;
  const el = (parent: Node, prefix: XmpPrefix, name: string, text?: string) => {
    const child = parent.ele(XMP_NS[prefix], `${prefix}:${name}`);
    return text === undefined ? child : child.txt(text);
  };
  const description = (...prefixes: XmpPrefix[]) => {
    const node = el(rdf, "rdf", "Description").att(XMP_NS.rdf, "rdf:about", "");
    for (const prefix of prefixes) node.att(XMP_NS.xmlns, `xmlns:${prefix}`, XMP_NS[prefix]);
    return node;
  };
  const container = (parent: Node, prefix: XmpPrefix, name: string, kind: string) =>
    el(el(parent, prefix, name), "rdf", kind);
  const langAlt = (parent: Node, prefix: XmpPrefix, name: string, text: string) =>
    el(container(parent, prefix, name, "Alt"), "rdf", "li", text).att(
      XMP_NS.xml,
      "xml:lang",
      "x-default",
    );
  const resource = (parent: Node) =>
    el(parent, "rdf", "li").att(XMP_NS.rdf, "rdf:parseType", "Resource");

  const id = description("pdfaid");
  el(id, "pdfaid", "part", "3");
  el(id, "pdfaid", "conformance", "B");

  const dc = description("dc");
  el(dc, "dc", "format", "application/pdf");
  langAlt(dc, "dc", "title", meta.title);
  el(container(dc, "dc", "creator", "Seq"), "rdf", "li", meta.author);
  langAlt(dc, "dc", "description", meta.subject);
  el(container(dc, "dc", "language", "Bag"), "rdf", "li", meta.lang);

  const pdf = description("pdf");
  el(pdf, "pdf", "Producer", meta.producer);
  el(pdf, "pdf", "Keywords", meta.keywords.join(", "));

  const xmp = description("xmp");
  el(xmp, "xmp", "CreatorTool", meta.creator);
  for (const name of ["CreateDate", "ModifyDate", "MetadataDate"]) el(xmp, "xmp", name, date);

  const extension = description("pdfaExtension", "pdfaSchema", "pdfaProperty");
  const schema = resource(container(extension, "pdfaExtension", "schemas", "Bag"));
  el(schema, "pdfaSchema", "schema", "Factur-X PDFA Extension Schema");
  el(schema, "pdfaSchema", "namespaceURI", XMP_NS.fx);
  el(schema, "pdfaSchema", "prefix", "fx");
  const properties = container(schema, "pdfaSchema", "property", "Seq");
  for (const [name, text] of [
    ["DocumentFileName", "name of the embedded XML invoice file"],
    ["DocumentType", "type of the hybrid document, INVOICE (credit notes included)"],
    ["Version", "The actual version of the Factur-X XML schema"],
    ["ConformanceLevel", "The conformance level of the embedded Factur-X data"],
  ]) {
    const property = resource(properties);
    el(property, "pdfaProperty", "name", name);
    el(property, "pdfaProperty", "valueType", "Text");
    el(property, "pdfaProperty", "category", "external");
    el(property, "pdfaProperty", "description", text);
  }

  const fx = description("fx");
  el(fx, "fx", "DocumentType", "INVOICE");
  el(fx, "fx", "DocumentFileName", FACTURX_FILENAME);
  el(fx, "fx", "Version", "1.0");
  el(fx, "fx", "ConformanceLevel", "EN 16931");

  packet.ins("xpacket", `end="w"`);
  return packet.end({ headless: true, prettyPrint: true, indent: "  ", wellFormed: true });
}

/**
 * Repairs what @e-invoice-eu/core 2.3.4 leaves behind, all of which a PDF/A validator
 * rejects or a reader trips over:
 * - its XMP stream is written one byte per UTF-16 unit (Latin-1), so a seller name with
 *   an umlaut makes the XMP invalid UTF-8; we write our own XMP as UTF-8;
 * - its document-information entries (Title, Producer, Creator, Keywords) differ from
 *   the XMP, which PDF/A forbids; we set both from one PdfAMetadata;
 * - it marks the document as tagged (MarkInfo, empty StructTreeRoot) though nothing is
 *   tagged; we remove both rather than claim structure that is not there;
 * - its sRGB output-intent profile stream lacks /N, the component count every ICC
 *   profile stream must state; we add N 3;
 * - it stamps "now" into the dates and the attachment; we use meta.date throughout, so
 *   the same document renders to the same bytes and the same SHA-256;
 * - the objects it replaced (PDFKit's XMP and output intent) stay in the file,
 *   unreferenced, with contradicting metadata; we drop whatever is unreachable.
 */
async function normalizePdfA(pdf: Uint8Array, meta: PdfAMetadata): Promise<Uint8Array> {
  const lib = await loadPdfLib();
  const { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber } = lib;
  const { PDFRawStream, PDFRef, PDFString } = lib;
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const { catalog, context } = document;

  const dropFromCatalog = (key: string) => {
    const value = catalog.get(PDFName.of(key));
    catalog.delete(PDFName.of(key));
    if (value instanceof PDFRef) context.delete(value);
  };
  dropFromCatalog("Metadata");
  dropFromCatalog("MarkInfo");
  dropFromCatalog("StructTreeRoot");
  // uncompressed, as PDF/A wants the XMP readable without decoding
  const xmp = context.stream(new TextEncoder().encode(await facturXXmp(meta)), {
    Type: "Metadata",
    Subtype: "XML",
  });
  catalog.set(PDFName.of("Metadata"), context.register(xmp));

  const intents = catalog.lookupMaybe(PDFName.of("OutputIntents"), PDFArray);
  for (let i = 0; intents && i < intents.size(); i++) {
    const profile = intents.lookup(i, PDFDict).lookup(PDFName.of("DestOutputProfile"));
    if (profile instanceof PDFRawStream && !profile.dict.has(PDFName.of("N"))) {
      profile.dict.set(PDFName.of("N"), PDFNumber.of(3));
    }
  }

  document.setTitle(meta.title, { showInWindowTitleBar: true });
  document.setAuthor(meta.author);
  document.setSubject(meta.subject);
  // one entry, so the Info string equals the XMP's pdf:Keywords character for character
  document.setKeywords([meta.keywords.join(", ")]);
  document.setCreator(meta.creator);
  document.setProducer(meta.producer);
  document.setCreationDate(meta.date);
  document.setModificationDate(meta.date);
  document.setLanguage(meta.lang);

  for (const attachment of embeddedFileStreams(lib, document)) {
    const params = attachment.lookupMaybe(PDFName.of("Params"), PDFDict);
    if (!params) continue;
    params.set(PDFName.of("CreationDate"), PDFString.fromDate(meta.date));
    params.set(PDFName.of("ModDate"), PDFString.fromDate(meta.date));
  }

  const id = PDFHexString.of(
    createHash("sha256").update(`${meta.title}\n${meta.subject}`).digest("hex").slice(0, 32),
  );
  context.trailerInfo.ID = context.obj([id, id]);

  dropUnreachableObjects(lib, document);
  return document.save({ useObjectStreams: false, updateFieldAppearances: false });
}

function dropUnreachableObjects(
  { PDFArray, PDFDict, PDFRef, PDFStream }: PdfLib,
  document: PDFDocument,
) {
  const { context } = document;
  const reachable = new Set<PDFRef>();
  const visit = (object: unknown): void => {
    if (object instanceof PDFRef) {
      if (reachable.has(object)) return;
      reachable.add(object);
      visit(context.lookup(object));
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) visit(value);
    } else if (object instanceof PDFArray) {
      for (let i = 0; i < object.size(); i++) visit(object.get(i));
    } else if (object instanceof PDFStream) {
      visit(object.dict);
    }
  };
  visit(context.trailerInfo.Root);
  visit(context.trailerInfo.Info);
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reachable.has(ref)) context.delete(ref);
  }
}

function embeddedFileStreams(
  { PDFArray, PDFDict, PDFName, PDFRawStream, PDFStream }: PdfLib,
  document: PDFDocument,
): PDFDict[] {
  const af = document.catalog.lookupMaybe(PDFName.of("AF"), PDFArray);
  const streams: PDFDict[] = [];
  for (let i = 0; af && i < af.size(); i++) {
    const spec = af.lookup(i, PDFDict);
    const ef = spec.lookupMaybe(PDFName.of("EF"), PDFDict);
    const stream = ef?.lookup(PDFName.of("F"));
    if (stream instanceof PDFRawStream || stream instanceof PDFStream) streams.push(stream.dict);
  }
  return streams;
}
