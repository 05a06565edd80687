// The invoice as a printed page (A4, DIN 5008 form B) and the finished e-invoice:
// that page with the EN 16931 XML embedded (Factur-X/ZUGFeRD profile EN 16931).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  assertInvoiceDocument,
  cleanInvoiceDocument,
  vatBreakdown,
  type InvoiceDocument,
  type InvoiceLine,
} from "./document";
import {
  advancePaymentNote,
  countryName,
  formatEuro,
  formatPercent,
  germanDate,
  germanPeriod,
  paymentNote,
  replacementNote,
  serviceRows,
  titleOf,
} from "./format";
import { embedFacturX, readEmbeddedXml, type PdfAMetadata } from "./xml.server";
import type * as Fontkit from "fontkit";
import { loadOnce } from "~/utils/load-once.server";

// Inter is the site's typeface. The fonts are embedded (PDF/A requires it) and their
// glyphs cover €, umlauts, ß and the typographic dashes and quotes we print; the
// standard Helvetica of PDF viewers would do for WinAnsi text but cannot be embedded.
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf"),
  medium: require.resolve("@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf"),
  semibold: require.resolve("@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf"),
  bold: require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf"),
} as const;
type FontName = keyof typeof FONTS;

// pdfkit and fontkit load with the first invoice, not when the app starts (like the
// e-invoice library in xml.server.ts): loading them is costly, and most starts issue no
// invoice. The fonts are parsed in the same step, once per process: pdfkit would parse each
// TTF again for every invoice (fontkit decoding its layout tables), most of a render's time.
// The decoded tables are read-only and shared; each document
// gets its own object on top (see fontsForOneDocument).
const loadPdfKit = loadOnce(async () => {
  const [fontkit, { default: PDFDocument }] = await Promise.all([
    import("fontkit"),
    import("pdfkit"),
  ]);
  const fonts = Object.fromEntries(
    Object.entries(FONTS).map(([name, file]) => [name, fontkit.create(readFileSync(file))]),
  ) as Record<FontName, Fontkit.Font>;
  return { PDFDocument, fonts };
});

/**
 * The shared fonts with a glyph cache and layout engine of the document's own: fontkit keeps
 * each glyph with the characters it was first asked for, and a PDF's subset asks for the A
 * inside an Ä with none, so a glyph cache shared between documents left later PDFs without
 * the text of "A" (a test in invoice-render.test.ts renders that order).
 */
function fontsForOneDocument(shared: Record<FontName, Fontkit.Font>) {
  return Object.entries(shared).map(
    ([name, font]) =>
      [name, Object.assign(Object.create(font) as Fontkit.Font, { _glyphs: {} })] as const,
  );
}

const MM = 72 / 25.4;
const PAGE = { width: 210 * MM, height: 297 * MM };
// DIN 5008: 25 mm left margin, 20 mm right; form B address field 45 mm from the top
const LEFT = 25 * MM;
const RIGHT = PAGE.width - 20 * MM;
const WIDTH = RIGHT - LEFT;
const INFO_X = 125 * MM;
const FOOTER_TOP = PAGE.height - 27 * MM;
const CONTENT_BOTTOM = FOOTER_TOP - 8 * MM;

const COLOR = {
  ink: "#0f172a",
  text: "#1e293b",
  muted: "#64748b",
  faint: "#94a3b8",
  rule: "#e2e8f0",
  brand: "#1d53ec",
  brandDark: "#1836a3",
  brandTint: "#eef5ff",
  paidTint: "#ecfdf5",
  paidRule: "#10b981",
  paidText: "#065f46",
};

// Tabular figures line amounts up digit under digit in the right-aligned columns.
const NUMERIC = { features: ["tnum"] as PDFKit.Mixins.OpenTypeFeatures[] };

interface Column {
  key: "quantity" | "description" | "unit" | "rate" | "net" | "vat" | "gross";
  label: string;
  width: number;
  align: "left" | "right";
}

// Amount columns fit "9.999,99 €" (larger amounts stay on one line and use the gutter);
// the description takes the rest
const FIXED_COLUMNS = 36 + 60 + 44 + 58 + 52 + 60;
const COLUMNS: Column[] = [
  { key: "quantity", label: "Menge", width: 36, align: "right" },
  { key: "description", label: "Beschreibung", width: WIDTH - FIXED_COLUMNS, align: "left" },
  { key: "unit", label: "Einzelpreis netto", width: 60, align: "right" },
  { key: "rate", label: "USt-Satz", width: 44, align: "right" },
  { key: "net", label: "Netto", width: 58, align: "right" },
  { key: "vat", label: "USt", width: 52, align: "right" },
  { key: "gross", label: "Brutto", width: 60, align: "right" },
];
const CELL_PAD = 5;

export interface RenderPdfOptions {
  /** say on the page that the data is also embedded as XML (true in renderInvoice) */
  mentionEInvoice?: boolean;
  /** the PDF's creation date; default: the issue date, so renders are reproducible */
  date?: Date;
}

function defaultDate(doc: InvoiceDocument): Date {
  return new Date(`${doc.issueDate}T00:00:00Z`);
}

/** The printable invoice alone: A4, fonts embedded, marked PDF/A-3b. */
export async function renderInvoicePdf(
  input: InvoiceDocument,
  options: RenderPdfOptions = {},
): Promise<Uint8Array> {
  const doc = cleanInvoiceDocument(input);
  const { PDFDocument, fonts } = await loadPdfKit();
  const pdf = new PDFDocument({
    size: "A4",
    margin: 0,
    bufferPages: true,
    pdfVersion: "1.7",
    subset: "PDF/A-3b",
    lang: "de-DE",
    displayTitle: true,
    // pdfkit writes these unescaped into its XMP; the number is safe, names may not be
    info: {
      Title: `${titleOf(doc)} ${doc.number}`,
      CreationDate: options.date ?? defaultDate(doc),
    },
  } as PDFKit.PDFDocumentOptions);
  // pdfkit takes a parsed font too (anything with `layout`); its types only name files
  for (const [name, font] of fontsForOneDocument(fonts))
    pdf.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);

  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on("error", reject);
  });

  new InvoiceLayout(pdf, doc, options).draw();
  pdf.end();
  return done;
}

class InvoiceLayout {
  private y = 0;

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly doc: InvoiceDocument,
    private readonly options: RenderPdfOptions,
  ) {}

  draw() {
    this.letterhead();
    const addressBottom = this.addressField();
    const infoBottom = this.infoBlock();
    // DIN 5008 starts the text at 98 mm; overlong address data pushes it down
    this.y = Math.max(98 * MM, addressBottom + 16, infoBottom + 16);
    this.title();
    this.intro();
    this.table();
    this.totals();
    this.paymentBox();
    this.closing();
    this.finishPages();
  }

  // --- drawing helpers -------------------------------------------------------------

  private font(name: FontName, size: number, color = COLOR.text) {
    this.pdf.font(name).fontSize(size).fillColor(color);
    return this.pdf;
  }

  private text(
    value: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & { numeric?: boolean } = {},
  ) {
    const { numeric, ...rest } = options;
    this.pdf.text(value, x, y, {
      lineBreak: rest.width !== undefined,
      ...(numeric ? NUMERIC : {}),
      ...rest,
    });
  }

  private height(value: string, width: number, options: PDFKit.Mixins.TextOptions = {}) {
    return this.pdf.heightOfString(value, { width, ...options });
  }

  private rule(y: number, x1 = LEFT, x2 = RIGHT, color = COLOR.rule, width = 0.6) {
    this.pdf.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
  }

  private ensureSpace(needed: number, onNewPage?: () => void) {
    if (this.y + needed <= CONTENT_BOTTOM) return;
    this.pdf.addPage({ size: "A4", margin: 0 });
    this.continuationHeader();
    onNewPage?.();
  }

  // --- page furniture ----------------------------------------------------------------

  private logoMark(x: number, y: number, size: number) {
    const s = size / 32;
    this.pdf.roundedRect(x, y, size, size, 9 * s).fill(COLOR.brand);
    this.pdf
      .lineWidth(2.6 * s)
      .lineCap("round")
      .strokeColor("#ffffff");
    for (const [y1, x2] of [
      [11, 23],
      [16, 19],
      [21, 23],
    ]) {
      this.pdf
        .moveTo(x + 9 * s, y + y1 * s)
        .lineTo(x + x2 * s, y + y1 * s)
        .stroke();
    }
    this.pdf.lineCap("butt");
  }

  private letterhead() {
    const { seller } = this.doc;
    this.pdf.rect(0, 0, PAGE.width, 5).fill(COLOR.brand);
    const top = 16 * MM;
    this.logoMark(LEFT, top, 26);
    // a long name shrinks to fit beside the contact block instead of running into it
    const brand = seller.tradingName ?? seller.name;
    const room = INFO_X - (LEFT + 34) - 12;
    const size = Math.min(17, (17 * room) / this.font("bold", 17).widthOfString(brand));
    this.font("bold", size, COLOR.ink);
    this.text(brand, LEFT + 34, top + 4 + (17 - size) / 2, { lineBreak: false });

    const lines = [
      seller.name,
      `${seller.street} · ${seller.zip} ${seller.city}`,
      [seller.phone, seller.email].filter(Boolean).join(" · "),
      seller.website ?? "",
    ].filter(Boolean);
    let y = top - 1;
    lines.forEach((line, i) => {
      this.font(i === 0 ? "semibold" : "regular", 8, i === 0 ? COLOR.ink : COLOR.muted);
      this.text(line, INFO_X, y, { width: RIGHT - INFO_X, align: "right" });
      y += Math.max(11, this.height(line, RIGHT - INFO_X) + 1.5);
    });
    this.foldMarks();
  }

  /** DIN 5008 fold marks (105 mm, 210 mm) and the punch mark (148.5 mm). */
  private foldMarks() {
    for (const [mm, length] of [
      [105, 5 * MM],
      [148.5, 7 * MM],
      [210, 5 * MM],
    ]) {
      this.pdf
        .moveTo(3 * MM, mm * MM)
        .lineTo(3 * MM + length, mm * MM)
        .lineWidth(0.4)
        .strokeColor(COLOR.faint)
        .stroke();
    }
  }

  private addressField(): number {
    const { seller, buyer } = this.doc;
    // return address in the top 5 mm of the window, so it shows through the envelope
    this.font("regular", 6.5, COLOR.muted);
    const sender = `${seller.name} · ${seller.street} · ${seller.zip} ${seller.city}`;
    this.text(sender, LEFT, 45 * MM + 4, { lineBreak: false });
    const senderWidth = this.pdf.widthOfString(sender);
    this.rule(45 * MM + 12, LEFT, LEFT + Math.min(senderWidth, 80 * MM), COLOR.faint, 0.4);

    const lines: [FontName, string][] = [["semibold", buyer.company]];
    if (buyer.contactPerson) lines.push(["regular", buyer.contactPerson]);
    lines.push(["regular", buyer.street], ["regular", `${buyer.zip} ${buyer.city}`]);
    if (buyer.country !== "DE") lines.push(["regular", countryName(buyer.country).toUpperCase()]);
    // names are never cut short on an invoice: a long one wraps inside the window
    let y = 62.7 * MM;
    for (const [font, line] of lines) {
      this.font(font, 10, COLOR.ink);
      this.text(line, LEFT, y, { width: 80 * MM, lineGap: 1 });
      y += this.height(line, 80 * MM, { lineGap: 1 }) + 0.5;
    }
    return y;
  }

  private infoBlock(): number {
    const { doc } = this;
    const rows: [string, string][] = [
      [doc.kind === "invoice" ? "Rechnungsnummer" : "Korrekturnummer", doc.number],
      [doc.kind === "invoice" ? "Rechnungsdatum" : "Datum", germanDate(doc.issueDate)],
    ];
    rows.push(...serviceRows(doc));
    if (doc.kind === "invoice" && doc.replacesInvoice) {
      rows.push(["Ersetzt Rechnung", doc.replacesInvoice.number]);
      rows.push(["vom", germanDate(doc.replacesInvoice.issueDate)]);
    }
    if (doc.kind === "credit_note") {
      rows.push(["Zur Rechnung", doc.correctedInvoice.number]);
      rows.push(["vom", germanDate(doc.correctedInvoice.issueDate)]);
    }
    if (doc.orderNumber) rows.push(["Auftragsnummer", doc.orderNumber]);
    if (doc.buyerReference) rows.push(["Ihre Referenz", doc.buyerReference]);
    if (doc.buyer.vatId) rows.push(["Ihre USt-IdNr.", doc.buyer.vatId]);
    if (doc.seller.vatId) rows.push(["Unsere USt-IdNr.", doc.seller.vatId]);
    if (doc.seller.taxNumber) rows.push(["Steuernummer", doc.seller.taxNumber]);

    let y = 50 * MM;
    const valueX = INFO_X + 80;
    for (const [label, value] of rows) {
      this.font("regular", 8.5, COLOR.muted);
      if (label) this.text(label, INFO_X, y, { lineBreak: false });
      this.font("medium", 8.5, COLOR.ink);
      this.text(value, valueX, y, { width: RIGHT - valueX, align: "right" });
      y += Math.max(13, this.height(value, RIGHT - valueX) + 2.5);
    }
    return y;
  }

  private continuationHeader() {
    const { doc } = this;
    this.pdf.rect(0, 0, PAGE.width, 5).fill(COLOR.brand);
    this.logoMark(LEFT, 14 * MM, 16);
    this.font("semibold", 9, COLOR.ink);
    this.text(doc.seller.tradingName ?? doc.seller.name, LEFT + 22, 14 * MM + 3.5, {
      lineBreak: false,
    });
    this.font("regular", 8.5, COLOR.muted);
    this.text(`${titleOf(doc)} ${doc.number} · Fortsetzung`, INFO_X, 14 * MM + 4, {
      width: RIGHT - INFO_X,
      align: "right",
    });
    this.rule(14 * MM + 24);
    this.foldMarks();
    this.y = 14 * MM + 36;
  }

  // --- body --------------------------------------------------------------------------

  private title() {
    const { doc } = this;
    this.font("bold", 20, COLOR.ink);
    this.text(titleOf(doc), LEFT, this.y, { lineBreak: false });
    this.y += 27;
    this.font("regular", 10, COLOR.muted);
    this.text(`Nr. ${doc.number} vom ${germanDate(doc.issueDate)}`, LEFT, this.y, {
      lineBreak: false,
    });
    this.y += 24;
  }

  private intro() {
    const { doc } = this;
    const greeting = doc.buyer.contactPerson
      ? `Guten Tag ${doc.buyer.contactPerson},`
      : "Guten Tag,";
    const body =
      doc.kind === "invoice"
        ? "vielen Dank für Ihren Auftrag. Für die folgenden Leistungen berechnen wir Ihnen:"
        : "zu der unten genannten Rechnung schreiben wir Ihnen den folgenden Betrag gut:";
    this.font("regular", 9.5, COLOR.text);
    this.text(greeting, LEFT, this.y, { width: WIDTH });
    this.y += this.height(greeting, WIDTH) + 3;
    this.text(body, LEFT, this.y, { width: WIDTH });
    this.y += this.height(body, WIDTH) + 12;

    for (const note of [advancePaymentNote(doc), replacementNote(doc)]) {
      if (!note) continue;
      const width = WIDTH - 24;
      const h = this.font("regular", 9).heightOfString(note, { width }) + 16;
      this.ensureSpace(h + 14);
      this.pdf.rect(LEFT, this.y, WIDTH, h).fill(COLOR.brandTint);
      this.pdf.rect(LEFT, this.y, 3, h).fill(COLOR.brand);
      this.font("regular", 9, COLOR.ink);
      this.text(note, LEFT + 14, this.y + 8, { width });
      this.y += h + 14;
    }

    if (doc.kind === "credit_note") {
      const ref = `Bezug: Rechnung ${doc.correctedInvoice.number} vom ${germanDate(doc.correctedInvoice.issueDate)}`;
      const reason = `Grund: ${doc.reason}`;
      const width = WIDTH - 24;
      const refHeight = this.font("semibold", 9).heightOfString(ref, { width });
      const reasonHeight = this.font("regular", 9).heightOfString(reason, { width });
      const h = refHeight + reasonHeight + 18;
      this.ensureSpace(h + 14);
      this.pdf.rect(LEFT, this.y, WIDTH, h).fill(COLOR.brandTint);
      this.pdf.rect(LEFT, this.y, 3, h).fill(COLOR.brand);
      this.font("semibold", 9, COLOR.ink);
      this.text(ref, LEFT + 14, this.y + 8, { width });
      this.font("regular", 9, COLOR.text);
      this.text(reason, LEFT + 14, this.y + 10 + refHeight, { width });
      this.y += h + 14;
    }
  }

  private columnX(key: Column["key"]) {
    let x = LEFT;
    for (const column of COLUMNS) {
      if (column.key === key) return x;
      x += column.width;
    }
    throw new Error(key);
  }

  private tableHeader() {
    this.font("semibold", 7.5, COLOR.ink);
    const heights = COLUMNS.map((c) => this.height(c.label, c.width - 2 * CELL_PAD));
    const h = Math.max(...heights) + 12;
    this.pdf.rect(LEFT, this.y, WIDTH, h).fill(COLOR.brandTint);
    this.font("semibold", 7.5, COLOR.brandDark);
    let x = LEFT;
    for (const column of COLUMNS) {
      this.text(column.label, x + CELL_PAD, this.y + 6, {
        width: column.width - 2 * CELL_PAD,
        align: column.align,
      });
      x += column.width;
    }
    this.y += h;
  }

  private cells(line: InvoiceLine): Record<Column["key"], string> {
    return {
      quantity: String(line.quantity),
      description: line.description,
      unit: formatEuro(line.unitNetCents),
      rate: formatPercent(line.vatRatePercent),
      net: formatEuro(line.lineNetCents),
      vat: formatEuro(line.vatCents),
      gross: formatEuro(line.grossCents),
    };
  }

  private table() {
    this.ensureSpace(80);
    this.tableHeader();
    const descWidth = COLUMNS[1].width - 2 * CELL_PAD;
    for (const line of this.doc.lines) {
      const cells = this.cells(line);
      const periodText = line.period ? `Zeitraum ${germanPeriod(line.period)}` : "";
      this.font("medium", 8.5);
      let h = this.height(cells.description, descWidth);
      if (periodText) {
        this.font("regular", 7.5);
        h += 2 + this.height(periodText, descWidth);
      }
      const rowHeight = h + 14;
      this.ensureSpace(rowHeight, () => this.tableHeader());

      const top = this.y + 7;
      let x = LEFT;
      for (const column of COLUMNS) {
        const width = column.width - 2 * CELL_PAD;
        if (column.key === "description") {
          this.font("medium", 8.5, COLOR.ink);
          this.text(cells.description, x + CELL_PAD, top, { width });
          if (periodText) {
            const below = top + 2 + this.height(cells.description, width);
            this.font("regular", 7.5, COLOR.muted);
            this.text(periodText, x + CELL_PAD, below, { width });
          }
        } else {
          this.font(column.key === "gross" ? "medium" : "regular", 8.5, COLOR.text);
          this.text(cells[column.key], x + CELL_PAD, top, {
            width,
            align: column.align,
            lineBreak: false,
            numeric: true,
          });
        }
        x += column.width;
      }
      this.y += rowHeight;
      this.rule(this.y);
    }
    this.y += 10;
  }

  private totals() {
    const { doc } = this;
    const rows: { label: string; value: string; strong?: boolean }[] = [
      { label: "Summe netto", value: formatEuro(doc.totals.netCents) },
      ...vatBreakdown(doc.lines).map((v) => ({
        label: `zzgl. USt ${formatPercent(v.ratePercent)} auf ${formatEuro(v.netCents)}`,
        value: formatEuro(v.vatCents),
      })),
      {
        label: doc.kind === "invoice" ? "Gesamtbetrag brutto" : "Gutschrift brutto",
        value: formatEuro(doc.totals.grossCents),
        strong: true,
      },
    ];
    this.ensureSpace(rows.length * 18 + 20);
    const labelX = RIGHT - 250;
    const valueWidth = 90;
    for (const row of rows) {
      if (row.strong) {
        this.rule(this.y - 3, labelX, RIGHT, COLOR.ink, 0.8);
        this.y += 4;
        this.font("bold", 11, COLOR.ink);
      } else {
        this.font("regular", 9, COLOR.text);
      }
      this.text(row.label, labelX, this.y, {
        width: 250 - valueWidth,
        lineBreak: false,
        numeric: true,
      });
      this.text(row.value, RIGHT - valueWidth - CELL_PAD, this.y, {
        width: valueWidth,
        align: "right",
        numeric: true,
      });
      this.y += row.strong ? 20 : 16;
    }
    this.y += 10;
  }

  private paymentBox() {
    const note = paymentNote(this.doc);
    const settled =
      this.doc.kind === "invoice"
        ? "Es ist kein Betrag mehr offen."
        : "Sie müssen nichts weiter veranlassen.";
    const width = WIDTH - 26;
    // measured in the fonts they are set in, or a wrapped line lands on the next one
    const noteHeight = this.font("semibold", 9).heightOfString(note, { width });
    const settledHeight = this.font("regular", 9).heightOfString(settled, { width });
    const h = noteHeight + settledHeight + 20;
    this.ensureSpace(h + 10);
    this.pdf.rect(LEFT, this.y, WIDTH, h).fill(COLOR.paidTint);
    this.pdf.rect(LEFT, this.y, 3, h).fill(COLOR.paidRule);
    this.font("semibold", 9, COLOR.paidText);
    this.text(note, LEFT + 14, this.y + 9, { width });
    this.font("regular", 9, COLOR.paidText);
    this.text(settled, LEFT + 14, this.y + 11 + noteHeight, { width });
    this.y += h + 16;
  }

  private closing() {
    const { doc } = this;
    const parts =
      doc.kind === "invoice"
        ? [`Fragen zu dieser Rechnung beantworten wir gern unter ${doc.seller.email}.`]
        : [
            "Die Umsatzsteuer wird im Umfang dieser Korrektur berichtigt (§ 17 UStG).",
            `Fragen zu dieser Rechnungskorrektur beantworten wir gern unter ${doc.seller.email}.`,
          ];
    if (this.options.mentionEInvoice) {
      parts.push(
        "Die Rechnungsdaten sind zusätzlich maschinenlesbar eingebettet (ZUGFeRD/Factur-X, EN 16931).",
      );
    }
    this.font("regular", 8.5, COLOR.muted);
    for (const part of parts) {
      const h = this.height(part, WIDTH);
      this.ensureSpace(h + 4);
      this.text(part, LEFT, this.y, { width: WIDTH });
      this.y += h + 3;
    }
  }

  private footer(page: number, pages: number) {
    const { seller } = this.doc;
    this.rule(FOOTER_TOP, LEFT, RIGHT, COLOR.rule, 0.6);
    const columns = [
      [seller.name, seller.street, `${seller.zip} ${seller.city}`],
      [seller.phone ? `Tel. ${seller.phone}` : "", seller.email, seller.website ?? ""],
      [
        seller.vatId ? `USt-IdNr. ${seller.vatId}` : "",
        seller.taxNumber ? `Steuernummer ${seller.taxNumber}` : "",
        seller.register ?? "",
        seller.managingDirector ? `Geschäftsführung: ${seller.managingDirector}` : "",
      ],
      seller.iban
        ? [
            seller.bankName ?? "Bankverbindung",
            `IBAN ${seller.iban}`,
            seller.bic ? `BIC ${seller.bic}` : "",
          ]
        : [],
    ]
      .map((lines) => lines.filter(Boolean))
      .filter((lines) => lines.length);

    // Columns as wide as their longest line, the spare room shared out; only when the
    // seller's data is too long for one row of columns do lines wrap.
    const size = 6.8;
    const gap = 14;
    const available = WIDTH - gap * (columns.length - 1);
    const natural = columns.map((lines) =>
      Math.max(...lines.map((line) => this.font("semibold", size).widthOfString(line))),
    );
    const sum = natural.reduce((a, b) => a + b, 0);
    const widths =
      sum <= available
        ? natural.map((w) => w + (available - sum) / columns.length)
        : natural.map((w) => (w * available) / sum);

    let x = LEFT;
    columns.forEach((lines, i) => {
      let y = FOOTER_TOP + 7;
      lines.forEach((line, j) => {
        const head = i === 0 && j === 0;
        this.font(head ? "semibold" : "regular", size, head ? COLOR.text : COLOR.muted);
        this.text(line, x, y, { width: widths[i], lineGap: 0.5 });
        y += this.height(line, widths[i], { lineGap: 0.5 });
      });
      x += widths[i] + gap;
    });
    this.font("regular", size, COLOR.faint);
    this.text(`Seite ${page} von ${pages}`, LEFT, PAGE.height - 8 * MM, {
      width: WIDTH,
      align: "right",
    });
  }

  private finishPages() {
    const range = this.pdf.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.pdf.switchToPage(i);
      this.footer(i + 1, range.count);
    }
  }
}

export interface RenderedInvoice {
  /** Factur-X/ZUGFeRD EN 16931 hybrid: the page above with the XML embedded, PDF/A-3b */
  pdf: Uint8Array;
  /** the CII XML exactly as embedded in `pdf` */
  xml: string;
  /** hex SHA-256 of `pdf`, for the archive record (GoBD: prove it was not changed) */
  sha256: string;
}

export interface RenderInvoiceOptions {
  /** the PDF's creation date; default: the issue date, so renders are reproducible */
  date?: Date;
}

/**
 * The finished e-invoice. Refuses documents that break § 14 UStG or EN 16931 rules
 * (see invoiceDocumentProblems); the e-invoice library validates its input again.
 */
export async function renderInvoice(
  input: InvoiceDocument,
  options: RenderInvoiceOptions = {},
): Promise<RenderedInvoice> {
  // the page and the XML are drawn from this one cleaned document
  const doc = cleanInvoiceDocument(input);
  assertInvoiceDocument(doc);
  const date = options.date ?? defaultDate(doc);
  const page = await renderInvoicePdf(doc, { mentionEInvoice: true, date });
  const title = `${titleOf(doc)} ${doc.number}`;
  const meta: PdfAMetadata = {
    title,
    author: doc.seller.name,
    subject: `${title} vom ${germanDate(doc.issueDate)}, ${doc.seller.name} an ${doc.buyer.company}`,
    keywords: [titleOf(doc), doc.number, "E-Rechnung", "ZUGFeRD", "Factur-X", "EN 16931"],
    creator: `${doc.seller.tradingName ?? doc.seller.name} Rechnungsstellung (PDFKit)`,
    producer: "@e-invoice-eu/core, pdf-lib",
    date,
    lang: "de-DE",
  };
  const pdf = await embedFacturX(doc, page, meta);
  const xml = await readEmbeddedXml(pdf);
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  return { pdf, xml, sha256 };
}
