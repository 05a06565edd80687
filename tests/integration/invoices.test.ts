// Invoices from Payment rows: content of the PDF and of its embedded EN 16931 XML, gap-free
// numbering under concurrency, idempotency, the mail with the PDF, download authorisation
// and the CSV journal.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { ciiTexts, pdfText, validateFacturX } from "../support/invoice-checks";
import { startSmtpSink } from "../support/smtp-sink";
import type { Payment } from "@prisma/client";
import type { InvoiceDocument } from "~/models/invoice/document";
import type * as PdfModule from "~/models/invoice/pdf.server";
import { drainQueue, enqueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { billingProfileSchema } from "~/models/billing/profile";
import { saveBillingProfile } from "~/models/billing/profile.server";
import { EMPTY_ADD_ONS, type PackageConfig } from "~/models/catalog/pricing";
import {
  issueCreditNoteForRefund,
  issueInvoiceForPayment,
  listInvoicesForUser,
} from "~/models/invoice/invoice.server";
import { readEmbeddedXml } from "~/models/invoice/xml.server";
import { createDraftOrder } from "~/models/order/order.server";
import { loader as csvLoader } from "~/routes/admin.invoices[.]csv";
import { loader as downloadLoader } from "~/routes/invoices.$file";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { getStorage } from "~/utils/storage.server";

const PROVIDER = {
  PROVIDER_NAME: "Seitenwerk GmbH",
  PROVIDER_ADDRESS: "Musterstraße 1, 10115 Berlin",
  PROVIDER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
  PROVIDER_VAT_ID: "DE123456789",
  PROVIDER_MANAGING_DIRECTOR: "Max Mustermann",
  PROVIDER_EMAIL: "rechnung@seitenwerk.example",
  PROVIDER_PHONE: "+49 30 1234567",
};

// rendering a PDF/A with its validated e-invoice takes seconds on a busy machine
vi.setConfig({ testTimeout: 180_000 });

// The real renderer, with a hook to hold it (or fail it once) while a test looks around.
// Test files share a process (vitest.config.ts: isolate: false), and a module that imports
// the renderer may be loaded already, with the real one: this file starts from fresh
// modules (before its imports), so every one of them gets the mock.
const renderHook = vi.hoisted(() => {
  vi.resetModules();
  return {
    hold: null as Promise<void> | null,
    onStart: null as (() => void) | null,
    failNext: false,
  };
});
vi.mock("~/models/invoice/pdf.server", async (importOriginal) => {
  const real = await importOriginal<typeof PdfModule>();
  return {
    ...real,
    renderInvoice: async (...args: Parameters<typeof real.renderInvoice>) => {
      renderHook.onStart?.();
      if (renderHook.hold) await renderHook.hold;
      if (renderHook.failNext) {
        renderHook.failNext = false;
        throw new Error("Schrift nicht lesbar");
      }
      return real.renderInvoice(...args);
    },
  };
});

const saved = { ...process.env };
beforeAll(async () => {
  Object.assign(process.env, PROVIDER);
  resetEnvCache();
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  // and the next file in this process gets the real renderer, in fresh modules again
  vi.doUnmock("~/models/invoice/pdf.server");
  vi.resetModules();
});
afterEach(() => {
  process.env = { ...saved, ...PROVIDER };
  resetEnvCache();
});

async function storedPdf(storageKey: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await getStorage().get(storageKey)).body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Text of the first <tag>…</tag> in the XML. */
function xmlValue(xml: string, tag: string): string | undefined {
  return new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1];
}

const config = (c: Partial<PackageConfig>): PackageConfig => ({
  packageId: "starter",
  paymentType: "onetime",
  ...EMPTY_ADD_ONS,
  ...c,
});

async function paidOrder(c: PackageConfig | { packageType: string }, email?: string) {
  const user = await createCustomer(email ? { email } : {});
  const id =
    "packageType" in c
      ? (
          await prisma.order.create({
            data: {
              userId: user.id,
              packageType: c.packageType,
              paymentType: "subscription",
              basePriceCents: 0,
              totalPriceCents: 0,
            },
          })
        ).id
      : (await createDraftOrder(user.id, c)).id;
  await prisma.order.update({
    where: { id },
    data: {
      status: "paid",
      company: "Muster & Söhne GmbH",
      companyAddress: "Hauptstraße 5",
      companyZip: "80331",
      companyCity: "München",
      contactPerson: "Erika Mustermann",
      vatId: "DE987654321",
    },
  });
  return { user, orderId: id };
}

async function payment(orderId: string, data: Partial<Payment> & { amountCents: number }) {
  return prisma.payment.create({
    data: {
      orderId,
      kind: "payment",
      purpose: "order",
      externalId: `pi_${randomUUID()}`,
      stripePaymentIntentId: `pi_${randomUUID().slice(0, 12)}`,
      paidAt: new Date("2026-03-05T10:00:00Z"),
      ...data,
    },
  });
}

const NOW = new Date("2026-03-05T12:00:00Z");

describe("invoice content", () => {
  it("Starter one-time with 2 extra pages and blog: every line, sums and mandatory fields", async () => {
    const { orderId } = await paidOrder(config({ additionalPagesCount: 2, blogSystem: true }));
    // 249 + 2 × 99 + 199
    const p = await payment(orderId, { amountCents: 646_00 });
    const invoice = await issueInvoiceForPayment(p.id, { now: NOW });
    expect(invoice.number).toMatch(/^RE-2026-\d{6}$/);
    expect(invoice.storageKey).toBe(`invoices/2026/${invoice.number}.pdf`);
    expect([invoice.netCents, invoice.vatCents, invoice.grossCents]).toEqual([
      542_85, 103_15, 646_00,
    ]);
    expect(invoice.grossCents).toBe(invoice.netCents + invoice.vatCents);

    const pdf = await storedPdf(invoice.storageKey);
    const text = await pdfText(pdf);
    for (const expected of [
      "Rechnung",
      invoice.number,
      "Seitenwerk GmbH",
      "Musterstraße 1",
      "10115 Berlin",
      "DE123456789",
      "Muster & Söhne GmbH",
      "Hauptstraße 5",
      "80331 München",
      "DE987654321",
      "05.03.2026",
      "Starter-Website",
      "Zusätzliche Seite",
      "Blog / News",
      "198,00",
      "646,00",
      "103,15",
      "542,85",
      "19 %",
      "Bezahlt am 05.03.2026 per Karte",
    ])
      expect(text).toContain(expected);

    const xml = await readEmbeddedXml(pdf);
    expect(xml).toContain(invoice.number);
    expect(xml).toContain("DE123456789");
    expect(xml).toContain("DE987654321");
    expect(xmlValue(xml, "ram:GrandTotalAmount")).toBe("646.00");
    expect(xmlValue(xml, "ram:TaxBasisTotalAmount")).toBe("542.85");
    expect(xml).toMatch(/<ram:TaxTotalAmount[^>]*>103.15</);
    expect((xml.match(/<ram:IncludedSupplyChainTradeLineItem>/g) ?? []).length).toBe(3);
  });

  it("Premium subscription, first period: monthly fee with Leistungszeitraum plus one-off add-ons", async () => {
    const { orderId } = await paidOrder(
      config({ packageId: "premium", paymentType: "subscription", bilingual: true }),
    );
    const p = await payment(orderId, {
      amountCents: 99_00 + 199_00,
      periodStart: new Date("2026-03-05T10:00:00Z"),
      periodEnd: new Date("2026-04-05T10:00:00Z"),
    });
    const invoice = await issueInvoiceForPayment(p.id, { now: NOW });
    expect(invoice.grossCents).toBe(298_00);
    const text = await pdfText(await storedPdf(invoice.storageKey));
    expect(text).toContain("Premium-Website – monatliche Gebühr");
    expect(text).toContain("Leistungszeitraum");
    expect(text).toContain("05.03.2026 – 04.04.2026");
    expect(text).toContain("Zweisprachigkeit");
    expect(text).toContain("298,00");
    const xml = await readEmbeddedXml(await storedPdf(invoice.storageKey));
    expect(xml).toContain('<udt:DateTimeString format="102">20260404</udt:DateTimeString>');
  });

  it("later subscription period: the monthly fee alone", async () => {
    const { orderId } = await paidOrder(
      config({ packageId: "premium", paymentType: "subscription", bilingual: true }),
    );
    const p = await payment(orderId, {
      purpose: "subscription_period",
      amountCents: 99_00,
      externalId: `in_${randomUUID()}`,
      periodStart: new Date("2026-04-05T10:00:00Z"),
      periodEnd: new Date("2026-05-05T10:00:00Z"),
    });
    const invoice = await issueInvoiceForPayment(p.id, { now: NOW });
    const text = await pdfText(await storedPdf(invoice.storageKey));
    expect(text).toContain("05.04.2026 – 04.05.2026");
    expect(text).not.toContain("Zweisprachigkeit");
  });

  it("professional setup fee: 199,00 net + 37,81 VAT = 236,81", async () => {
    const { orderId } = await paidOrder({ packageType: "steuerberater" });
    const p = await payment(orderId, { purpose: "setup_fee", amountCents: 236_81 });
    const invoice = await issueInvoiceForPayment(p.id, { now: NOW });
    expect([invoice.netCents, invoice.vatCents, invoice.grossCents]).toEqual([
      199_00, 37_81, 236_81,
    ]);
    const pdf = await storedPdf(invoice.storageKey);
    const text = await pdfText(pdf);
    for (const expected of ["Einrichtung", "Steuerberater", "199,00", "37,81", "236,81"])
      expect(text).toContain(expected);
    expect(xmlValue(await readEmbeddedXml(pdf), "ram:GrandTotalAmount")).toBe("236.81");
  });

  it("an amount the catalogue cannot explain gets one line with the paid amount", async () => {
    const { orderId } = await paidOrder(config({ packageId: "standard" }));
    const p = await payment(orderId, { amountCents: 123_45 });
    const invoice = await issueInvoiceForPayment(p.id, { now: NOW });
    expect(invoice.grossCents).toBe(123_45);
    expect(await pdfText(await storedPdf(invoice.storageKey))).toContain("Standard-Website");
  });

  it("a partial refund becomes a credit note referencing its invoice, issuing the invoice first", async () => {
    const { orderId } = await paidOrder(config({ additionalPagesCount: 2, blogSystem: true }));
    const p = await payment(orderId, { amountCents: 646_00 });
    const refund = await prisma.payment.create({
      data: {
        orderId,
        kind: "refund",
        purpose: "refund",
        amountCents: 100_00,
        externalId: `re_${randomUUID()}`,
        stripeRefundId: "re_teil123",
        refundOfId: p.id,
        reason: "Blog-Modul nicht umgesetzt",
        paidAt: new Date("2026-03-10T09:00:00Z"),
      },
    });
    const note = await issueCreditNoteForRefund(refund.id, {
      now: new Date("2026-03-10T12:00:00Z"),
    });
    const original = await prisma.invoice.findFirstOrThrow({ where: { paymentId: p.id } });
    expect(note.number).toMatch(/^GS-2026-\d{6}$/);
    expect(note.kind).toBe("credit_note");
    expect(note.correctsInvoiceId).toBe(original.id);
    expect([note.netCents, note.vatCents, note.grossCents]).toEqual([84_03, 15_97, 100_00]);
    const pdf = await storedPdf(note.storageKey);
    const text = await pdfText(pdf);
    for (const expected of [
      note.number,
      original.number,
      "Erstattung",
      "Blog-Modul nicht umgesetzt",
      "100,00",
      "re_teil123",
    ])
      expect(text).toContain(expected);
    const xml = await readEmbeddedXml(pdf);
    expect(xml).toContain(original.number);
    expect(xmlValue(xml, "ram:GrandTotalAmount")).toBe("100.00");
  });
});

describe("the e-invoice's text", () => {
  it("the probe's billing profile gives an XML that validates and reads as the page does", async () => {
    // what the probe typed: entity references that are text, not markup
    const company = "Test &foo; GmbH &#60;b&#62; &#x0;";
    const street = "Weg &amp; 1";
    const { user, orderId } = await paidOrder(config({}));
    await saveBillingProfile(
      user.id,
      billingProfileSchema.parse({ company, street, zip: "10115", city: "Berlin", country: "DE" }),
    );
    const p = await payment(orderId, { amountCents: 249_00 });
    const invoice = await issueInvoiceForPayment(p.id, { now: NOW });
    expect((invoice.document as unknown as InvoiceDocument).buyer).toMatchObject({
      company,
      street,
    });

    const pdf = await storedPdf(invoice.storageKey);
    const xml = await readEmbeddedXml(pdf);
    const validation = await validateFacturX(xml);
    expect(validation.errors.map((e) => e.message)).toEqual([]);
    expect(validation.valid).toBe(true);
    const texts = ciiTexts(xml);
    expect(texts.buyer.name).toBe(company);
    expect(texts.buyer.street).toBe(street);
    const text = await pdfText(pdf);
    expect(text).toContain(company);
    expect(text).toContain(street);
  });
});

describe("numbering and idempotency", () => {
  it("issuing twice returns the same invoice and uses one number", async () => {
    const { orderId } = await paidOrder(config({}));
    const p = await payment(orderId, { amountCents: 249_00 });
    const now = new Date("2030-01-15T12:00:00Z");
    const [a, b] = [
      await issueInvoiceForPayment(p.id, { now }),
      await issueInvoiceForPayment(p.id, { now }),
    ];
    expect(b.id).toBe(a.id);
    // concurrent second attempts for the same payment do not burn a number either
    await Promise.all([
      issueInvoiceForPayment(p.id, { now }),
      issueInvoiceForPayment(p.id, { now }),
    ]);
    expect(await prisma.invoice.count({ where: { paymentId: p.id } })).toBe(1);
    const counter = await prisma.invoiceCounter.findUnique({
      where: { series_year: { series: "RE", year: 2030 } },
    });
    expect(counter?.last).toBe(1);
  });

  it("20 concurrent payments get 20 invoices numbered without gap or repeat", async () => {
    const { orderId } = await paidOrder(config({}));
    const payments = await Promise.all(
      Array.from({ length: 20 }, () => payment(orderId, { amountCents: 249_00 })),
    );
    // the first second of 2031 in Germany is still 2030 in UTC
    const now = new Date("2030-12-31T23:30:00Z");
    const invoices = await Promise.all(payments.map((p) => issueInvoiceForPayment(p.id, { now })));
    const numbers = invoices.map((i) => i.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `RE-2031-${String(i + 1).padStart(6, "0")}`),
    );
    expect(new Set(invoices.map((i) => i.paymentId)).size).toBe(20);
  }, 600_000);
});

describe("issue-invoice job", () => {
  it("issues the invoice and mails it with the PDF attached, even without optional mail", async () => {
    const sink = await startSmtpSink();
    process.env.SMTP_HOST = "127.0.0.1";
    process.env.SMTP_PORT = String(sink.port);
    resetEnvCache();
    try {
      const { user, orderId } = await paidOrder(config({}));
      await prisma.user.update({ where: { id: user.id }, data: { notifyOptional: false } });
      const p = await payment(orderId, { amountCents: 249_00 });
      await enqueue("issue-invoice", { paymentId: p.id });
      expect(await drainQueue({ names: ["issue-invoice"] })).toMatchObject({
        completed: 1,
        failed: 0,
      });
      // a repeated job neither issues nor mails again
      await enqueue("issue-invoice", { paymentId: p.id });
      await drainQueue({ names: ["issue-invoice"] });
      expect(await drainQueue({ names: ["send-mail"] })).toMatchObject({ completed: 1, failed: 0 });

      const invoice = await prisma.invoice.findFirstOrThrow({ where: { paymentId: p.id } });
      expect(sink.mails).toHaveLength(1);
      const [mail] = sink.mails;
      expect(mail.to).toEqual([user.email]);
      expect(mail.subject).toBe(`Ihre Rechnung ${invoice.number}`);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({
        filename: `${invoice.number}.pdf`,
        contentType: "application/pdf",
      });
      const attached = Buffer.from(mail.attachments[0].base64, "base64");
      expect(Buffer.compare(attached, Buffer.from(await storedPdf(invoice.storageKey)))).toBe(0);
    } finally {
      await sink.close();
    }
  });
});

describe("rendering outside the numbering transaction", () => {
  it("the database stays usable while a PDF renders; the invoice is listed once it is stored", async () => {
    const { user, orderId } = await paidOrder(config({}));
    const p = await payment(orderId, { amountCents: 249_00 });
    let release!: () => void;
    renderHook.hold = new Promise<void>((resolve) => (release = resolve));
    const started = new Promise<void>((resolve) => (renderHook.onStart = resolve));
    try {
      const issuing = issueInvoiceForPayment(p.id, { now: NOW });
      await started;
      // another request's transaction while the renderer works: with the PDF rendered inside
      // the numbering transaction a busy pool made it wait and give up (P2028 "Unable to
      // start a transaction in the given time")
      expect(await prisma.$transaction((tx) => tx.user.count())).toBeGreaterThan(0);
      const pending = await prisma.invoice.findFirstOrThrow({ where: { paymentId: p.id } });
      expect(pending.number).toMatch(/^RE-2026-\d{6}$/);
      expect(await listInvoicesForUser(user.id)).toEqual([]);
      release();
      const invoice = await issuing;
      expect(invoice.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect((await listInvoicesForUser(user.id)).map((i) => i.number)).toEqual([invoice.number]);
    } finally {
      renderHook.hold = null;
      renderHook.onStart = null;
    }
  });

  it("a failed render keeps the number; the retry stores the PDF and mails it once", async () => {
    const sink = await startSmtpSink();
    process.env.SMTP_HOST = "127.0.0.1";
    process.env.SMTP_PORT = String(sink.port);
    resetEnvCache();
    try {
      const { user, orderId } = await paidOrder(config({}));
      const p = await payment(orderId, { amountCents: 249_00 });
      renderHook.failNext = true;
      await enqueue("issue-invoice", { paymentId: p.id });
      expect(await drainQueue({ names: ["issue-invoice"] })).toMatchObject({ failed: 1 });
      const pending = await prisma.invoice.findFirstOrThrow({ where: { paymentId: p.id } });
      expect(pending.sha256).toBe("");
      expect(await drainQueue({ names: ["send-mail"] })).toMatchObject({ completed: 0 });

      // the job's retry (run here directly) renders the same number from the stored document
      const invoice = await issueInvoiceForPayment(p.id, { now: NOW, mail: true });
      expect(invoice.number).toBe(pending.number);
      await issueInvoiceForPayment(p.id, { now: NOW, mail: true });
      expect(await drainQueue({ names: ["send-mail"] })).toMatchObject({ completed: 1 });
      expect(sink.mails.map((m) => m.to)).toEqual([[user.email]]);
      expect(
        Buffer.from(await storedPdf(invoice.storageKey))
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    } finally {
      renderHook.failNext = false;
      await sink.close();
    }
  });
});

describe("downloads and lists", () => {
  it("owner and admin may download; another customer gets 404", async () => {
    const { user, orderId } = await paidOrder(config({}));
    const p = await payment(orderId, { amountCents: 249_00 });
    const invoice = await issueInvoiceForPayment(p.id, { now: NOW });
    const path = `/invoices/${invoice.id}.pdf`;
    const get = (cookie?: string) =>
      thrown(downloadLoader(routeArgs(getRequest(path, cookie), { file: `${invoice.id}.pdf` })));

    const own = await get(await customerCookie(user.id));
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("application/pdf");
    expect(own.headers.get("Content-Disposition")).toContain(`${invoice.number}.pdf`);
    const body = Buffer.from(await own.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(Buffer.compare(body, Buffer.from(await storedPdf(invoice.storageKey)))).toBe(0);

    const other = await createCustomer();
    expect((await get(await customerCookie(other.id))).status).toBe(404);
    expect((await get()).status).toBe(401);
    const admin = await createCustomer({ isAdmin: true });
    expect((await get(await adminCookieFor(admin.id))).status).toBe(200);

    const listed = await listInvoicesForUser(user.id);
    expect(listed.map((i) => i.number)).toEqual([invoice.number]);
    expect(await listInvoicesForUser(other.id)).toEqual([]);
  });

  it("CSV export: DATEV-friendly columns, BOM, decimal comma, date filter", async () => {
    const { orderId } = await paidOrder(config({ packageId: "standard" }));
    const p1 = await payment(orderId, { amountCents: 499_00 });
    const p2 = await payment(orderId, { amountCents: 499_00 });
    const inRange = await issueInvoiceForPayment(p1.id, { now: new Date("2027-02-10T09:00:00Z") });
    const outside = await issueInvoiceForPayment(p2.id, { now: new Date("2027-03-01T08:00:00Z") });
    const admin = await createCustomer({ isAdmin: true });
    const cookie = await adminCookieFor(admin.id);
    const response = await thrown(
      csvLoader(routeArgs(getRequest("/admin/invoices.csv?from=2027-02-01&to=2027-02-28", cookie))),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe(
      "Rechnungsdatum;Rechnungsnummer;Art;Kunde;Netto;USt;Brutto;Zahlungs-ID;Auftrag",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `10.02.2027;${inRange.number};Rechnung;Muster & Söhne GmbH;419,33;79,67;499,00;${p1.stripePaymentIntentId};${orderId}`,
    );
    expect(lines.join("\n")).not.toContain(outside.number);

    const customer = await createCustomer();
    const denied = await thrown(
      csvLoader(routeArgs(getRequest("/admin/invoices.csv", await customerCookie(customer.id)))),
    );
    expect(denied.status).not.toBe(200);
  });
});
