// Issue 28 items 1 and 6 on the document builder: an invoice for a payment before the
// service is marked as such on the page and in the XML (type code 386, the same note),
// never with the payment day as Leistungsdatum; a re-issue to a corrected buyer is a
// credit note without refund plus an invoice naming what it replaces; the billing
// profile's USt-IdNr. and postcode checks.
import { beforeAll, describe, expect, it } from "vitest";
import { pdfText, validateFacturX as validateXsd } from "../support/invoice-checks";
import { billingProfileSchema, BILLING_PROFILE_MESSAGES } from "~/models/billing/profile";
import {
  invoiceDocumentProblems,
  linesFromNet,
  totalsOf,
  type InvoiceDocument,
} from "~/models/invoice/document";
import {
  ADVANCE_PAYMENT_TITLE,
  advancePaymentNote,
  paymentNote,
  serviceRows,
  titleOf,
} from "~/models/invoice/format";
import { renderInvoice } from "~/models/invoice/pdf.server";
import { toEInvoice } from "~/models/invoice/xml.server";

const lines = linesFromNet([
  { description: "Einrichtung Website für Steuerberater", quantity: 1, netCents: 19900 },
]);

const advance: InvoiceDocument = {
  kind: "invoice",
  number: "RE-2026-000200",
  issueDate: "2026-03-06",
  service: { expectedBy: "2026-03-20" },
  seller: {
    name: "Seitenwerk GmbH",
    street: "Friedrichstraße 123",
    zip: "10117",
    city: "Berlin",
    country: "DE",
    vatId: "DE123456789",
    email: "rechnung@seitenwerk.de",
    register: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
    managingDirector: "Jana Beispiel",
  },
  buyer: {
    company: "Kanzlei Steuer & Partner",
    contactPerson: "Dr. Eva Steuer",
    street: "Ludwigstraße 10",
    zip: "80539",
    city: "München",
    country: "DE",
    vatId: "DE987654321",
    email: "eva@steuer.example",
  },
  lines,
  totals: totalsOf(lines),
  payment: { method: "card", paidOn: "2026-03-02", stripePaymentId: "pi_setup_0001" },
  currency: "EUR",
};

const replacement: InvoiceDocument = {
  ...advance,
  number: "RE-2026-000201",
  issueDate: "2026-03-10",
  buyer: { ...advance.buyer, company: "Steuer & Partner mbB" },
  replacesInvoice: { number: "RE-2026-000200", issueDate: "2026-03-06" },
};

const storno: InvoiceDocument = {
  ...advance,
  kind: "credit_note",
  number: "GS-2026-000050",
  issueDate: "2026-03-10",
  correctedInvoice: { number: "RE-2026-000200", issueDate: "2026-03-06" },
  reason: "Storno wegen berichtigter Angaben zum Rechnungsempfänger",
  replacedBy: { number: "RE-2026-000201" },
};

const rendered = new Map<string, { xml: string; text: string }>();
beforeAll(async () => {
  for (const [name, doc] of Object.entries({ advance, replacement, storno })) {
    const result = await renderInvoice(doc);
    rendered.set(name, { xml: result.xml, text: await pdfText(result.pdf) });
  }
}, 120_000);

describe("invoice for an advance payment", () => {
  it("has its own title and an expected date instead of a Leistungsdatum", () => {
    expect(titleOf(advance)).toBe(ADVANCE_PAYMENT_TITLE);
    expect(serviceRows(advance)).toEqual([["Leistung", "voraussichtlich bis 20.03.2026"]]);
    expect(advancePaymentNote(advance)).toContain(
      "Die Leistung wird voraussichtlich bis zum 20.03.2026 erbracht.",
    );
    expect(invoiceDocumentProblems(advance)).toEqual([]);
    expect(invoiceDocumentProblems({ ...advance, service: { expectedBy: "2026-02-30" } })).toEqual([
      "Voraussichtliches Leistungsdatum ist kein gültiges Datum (JJJJ-MM-TT)",
    ]);
  });

  it("says so on the page, with the payment day as the day the money came in", () => {
    const { text } = rendered.get("advance")!;
    expect(text).toContain("Rechnung über eine Vorauszahlung");
    expect(text).toContain("voraussichtlich bis 20.03.2026");
    expect(text).toContain(advancePaymentNote(advance)!);
    expect(text).toContain("Bezahlt am 02.03.2026 per Karte");
    expect(text).not.toContain("Leistungsdatum");
    expect(text).toContain("Kanzlei Steuer & Partner");
    expect(text).toContain("Ludwigstraße 10");
    expect(text).toContain("DE987654321");
  });

  it("is a prepayment invoice (386) in the XML, with the same note and no delivery date", async () => {
    const { xml } = rendered.get("advance")!;
    expect(toEInvoice(advance)["ubl:Invoice"]["cbc:InvoiceTypeCode"]).toBe("386");
    expect(xml).toContain("<ram:TypeCode>386</ram:TypeCode>");
    expect(xml).toContain(advancePaymentNote(advance)!.replace(/&/g, "&amp;"));
    expect(xml).not.toContain("ActualDeliverySupplyChainEvent");
    const check = await validateXsd(xml);
    expect(check.errors, check.rawOutput).toEqual([]);
  });

  it("a delivered service keeps its Leistungsdatum and type code 380", () => {
    const delivered = { ...advance, service: { date: "2026-03-05" } };
    expect(titleOf(delivered)).toBe("Rechnung");
    expect(advancePaymentNote(delivered)).toBeNull();
    expect(toEInvoice(delivered)["ubl:Invoice"]["cbc:InvoiceTypeCode"]).toBe("380");
  });
});

describe("re-issue to a corrected buyer", () => {
  it("the credit note cancels without a refund and names the new invoice", async () => {
    expect(paymentNote(storno)).toBe(
      "Keine Erstattung: Ihre Zahlung vom 02.03.2026 (Zahlungs-ID pi_setup_0001) gilt für die Rechnung RE-2026-000201.",
    );
    const { text, xml } = rendered.get("storno")!;
    expect(text).toContain("Rechnungskorrektur (Gutschrift)");
    expect(text).toContain("Keine Erstattung");
    expect(text).not.toContain("Erstattet am");
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    const check = await validateXsd(xml);
    expect(check.errors, check.rawOutput).toEqual([]);
  });

  it("the new invoice names the corrected buyer and the invoice it replaces (BG-3)", async () => {
    const { text, xml } = rendered.get("replacement")!;
    expect(text).toContain("Steuer & Partner mbB");
    expect(text).toContain("Ersetzt Rechnung");
    expect(text).toContain("RE-2026-000200");
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-2026-000200<\/ram:IssuerAssignedID>/,
    );
    const check = await validateXsd(xml);
    expect(check.errors, check.rawOutput).toEqual([]);
  });
});

describe("billing profile form", () => {
  const valid = {
    company: "Kanzlei Steuer & Partner",
    street: "Ludwigstraße 10",
    zip: "80539",
    city: "München",
    country: "DE",
  };
  const vatError = (vatId: string) =>
    billingProfileSchema.safeParse({ ...valid, vatId }).error?.flatten().fieldErrors.vatId;

  it("accepts DE + 9 digits and other EU formats, normalised; none at all", () => {
    expect(billingProfileSchema.parse({ ...valid, vatId: "de 987 654 321" }).vatId).toBe(
      "DE987654321",
    );
    for (const ok of ["ATU12345678", "FR12345678901", "NL123456789B01", "IT12345678901"])
      expect(vatError(ok), ok).toBeUndefined();
    expect(billingProfileSchema.parse(valid).vatId).toBeNull();
  });

  it("refuses malformed VAT ids with a German message", () => {
    for (const bad of ["DE12345678", "DE1234567890", "AT12345678", "XX123456789", "123456789"])
      expect(vatError(bad), bad).toEqual([BILLING_PROFILE_MESSAGES.vatId]);
  });

  it("requires firm and address, a German postcode of 5 digits, a listed country", () => {
    const errors = billingProfileSchema
      .safeParse({ company: " ", street: "", zip: "1234", city: "X", country: "ZZ" })
      .error?.flatten().fieldErrors;
    expect(errors?.company).toEqual([BILLING_PROFILE_MESSAGES.required]);
    expect(errors?.street).toEqual([BILLING_PROFILE_MESSAGES.required]);
    expect(errors?.country).toEqual([BILLING_PROFILE_MESSAGES.country]);
    expect(
      billingProfileSchema.safeParse({ ...valid, zip: "8053" }).error?.flatten().fieldErrors.zip,
    ).toEqual([BILLING_PROFILE_MESSAGES.zipDe]);
    expect(billingProfileSchema.safeParse({ ...valid, zip: "1010", country: "AT" }).success).toBe(
      true,
    );
  });
});
