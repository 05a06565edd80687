// Issue 28 items 1 and 6 end to end on a real database: the setup-fee invoice waits for the
// firm, is issued when portal step 1 names it and carries the profile's company, address and
// USt-IdNr. with the advance-payment marking; the /account form; the admin's correction and
// re-issue (credit note + new invoice to the corrected buyer, same payment).
import { randomUUID } from "node:crypto";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import type { Order } from "@prisma/client";
import type { InvoiceDocument } from "~/models/invoice/document";
import { drainQueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { deleteAccount } from "~/models/account/deletion.server";
import { BILLING_PROFILE_MESSAGES } from "~/models/billing/profile";
import {
  expectedDeliveryDay,
  issueForPayment,
  issueInvoiceForPayment,
  reissueInvoiceToCurrentBuyer,
  REISSUE_MESSAGES,
} from "~/models/invoice/invoice.server";
import { readEmbeddedXml } from "~/models/invoice/xml.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.customers.$userId";
import { action as portalAction } from "~/routes/professional-portal";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { getStorage } from "~/utils/storage.server";

vi.setConfig({ testTimeout: 180_000 });

const PROVIDER = {
  PROVIDER_NAME: "Seitenwerk GmbH",
  PROVIDER_ADDRESS: "Musterstraße 1, 10115 Berlin",
  PROVIDER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
  PROVIDER_VAT_ID: "DE123456789",
  PROVIDER_MANAGING_DIRECTOR: "Max Mustermann",
  PROVIDER_EMAIL: "rechnung@seitenwerk.example",
};

beforeAll(async () => {
  Object.assign(process.env, PROVIDER);
  resetEnvCache();
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
});

async function storedText(storageKey: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of (await getStorage().get(storageKey)).body) chunks.push(chunk as Buffer);
  const pdf = new Uint8Array(Buffer.concat(chunks));
  const document = await getDocument({ data: pdf.slice(), isEvalSupported: false, verbosity: 0 })
    .promise;
  let text = "";
  for (let i = 1; i <= document.numPages; i++) {
    const content = await (await document.getPage(i)).getTextContent();
    for (const item of content.items)
      if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
  }
  await document.destroy();
  return { text: text.replace(/\s+/g, " "), xml: await readEmbeddedXml(pdf) };
}

const docOf = (invoice: { document: unknown }) => invoice.document as InvoiceDocument;

async function setupFeePaid() {
  const user = await createCustomer({ firstName: "Eva", lastName: "Steuer" });
  const order = await prisma.order.create({
    data: {
      userId: user.id,
      packageType: "steuerberater",
      professionalPackage: "steuerberater",
      profession: "steuerberater",
      paymentType: "subscription",
      status: "pending_details",
      contactPerson: "Dr. Eva Steuer",
      totalPriceCents: 236_81,
      paidAt: new Date("2026-03-02T10:00:00Z"),
    },
  });
  const payment = await prisma.payment.create({
    data: {
      orderId: order.id,
      kind: "payment",
      purpose: "setup_fee",
      amountCents: 236_81,
      externalId: `cs_${randomUUID()}`,
      stripePaymentIntentId: `pi_${randomUUID().slice(0, 12)}`,
      paidAt: new Date("2026-03-02T10:00:00Z"),
    },
  });
  return { user, order, payment, cookie: await customerCookie(user.id) };
}

async function packagePaid() {
  const user = await createCustomer();
  const order = await prisma.order.create({
    data: {
      userId: user.id,
      packageType: "standard",
      paymentType: "onetime",
      status: "paid",
      company: "Muster & Söhne GmbH",
      companyAddress: "Hauptstraße 5",
      companyZip: "80331",
      companyCity: "München",
      contactPerson: "Erika Mustermann",
      vatId: "DE987654321",
      basePriceCents: 499_00,
      totalPriceCents: 499_00,
    },
  });
  const payment = await prisma.payment.create({
    data: {
      orderId: order.id,
      kind: "payment",
      purpose: "order",
      amountCents: 499_00,
      externalId: `cs_${randomUUID()}`,
      stripePaymentIntentId: `pi_${randomUUID().slice(0, 12)}`,
      paidAt: new Date("2026-03-05T10:00:00Z"),
    },
  });
  return { user, order, payment };
}

describe("the setup-fee invoice", () => {
  it("waits for the firm, is issued when step 1 names it, with its address, VAT id and the advance-payment marking", async () => {
    const { user, payment, order, cookie } = await setupFeePaid();
    // the card holder alone is no buyer: nothing is issued, the job ends without retrying
    expect(await issueForPayment(payment.id)).toBeNull();
    expect(await prisma.invoice.count({ where: { paymentId: payment.id } })).toBe(0);

    const left = await thrown(
      portalAction(
        routeArgs(
          formRequest(
            `/professional-portal?orderId=${order.id}`,
            {
              intent: "save",
              step: "1",
              goto: "2",
              companyName: "Kanzlei Steuer & Partner",
              streetAddress: "Ludwigstraße 10",
              postalCode: "80539",
              city: "München",
              phone: "089 1",
              email: "kanzlei@steuer.example",
              vatId: "DE 987 654 321",
            },
            cookie,
          ),
        ),
      ),
    );
    expect(left.status).toBe(302);
    expect(
      await prisma.billingProfile.findUniqueOrThrow({ where: { userId: user.id } }),
    ).toMatchObject({
      company: "Kanzlei Steuer & Partner",
      street: "Ludwigstraße 10",
      zip: "80539",
      city: "München",
      vatId: "DE987654321",
    });

    expect(await drainQueue({ names: ["issue-invoice"] })).toMatchObject({ failed: 0 });
    const invoice = await prisma.invoice.findFirstOrThrow({ where: { paymentId: payment.id } });
    const doc = docOf(invoice);
    expect(doc.buyer).toMatchObject({
      company: "Kanzlei Steuer & Partner",
      street: "Ludwigstraße 10",
      zip: "80539",
      city: "München",
      vatId: "DE987654321",
    });
    expect("expectedBy" in doc.service && doc.service.expectedBy > doc.issueDate).toBe(true);
    expect(invoice.serviceDate).toBeNull();

    const { text, xml } = await storedText(invoice.storageKey);
    for (const expected of [
      "Rechnung über eine Vorauszahlung",
      "Kanzlei Steuer & Partner",
      "Ludwigstraße 10",
      "80539 München",
      "DE987654321",
      "voraussichtlich bis",
      "Bezahlt am 02.03.2026",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Leistungsdatum");
    expect(text).not.toContain("Teststraße");
    expect(xml).toContain("<ram:TypeCode>386</ram:TypeCode>");
    expect(xml).toContain("DE987654321");
    expect(xml).toContain("Kanzlei Steuer &amp; Partner");
  });

  it("expects the first preview 5 working days after the intake, packages 7 days after payment", () => {
    const professional = { packageType: "steuerberater", detailsSubmittedAt: null } as Order;
    // Friday 06.03.2026 + 5 working days = Friday 13.03.2026
    expect(expectedDeliveryDay(professional, "2026-03-02", "2026-03-06")).toBe("2026-03-13");
    const pkg = { packageType: "standard", detailsSubmittedAt: null } as Order;
    expect(expectedDeliveryDay(pkg, "2026-03-05", "2026-03-05")).toBe("2026-03-12");
  });
});

describe("/account: Rechnungsangaben", () => {
  it("prefills from the order, refuses a bad VAT id in German keeping the input, saves and issues what waited", async () => {
    const { user, payment, cookie } = await setupFeePaid();
    await prisma.order.updateMany({
      where: { userId: user.id },
      data: { company: "Kanzlei Vorab", companyCity: "Köln" },
    });
    const page = await (
      await thrown(accountLoader(routeArgs(getRequest("/account", cookie))))
    ).json();
    expect(page.billing).toMatchObject({
      saved: false,
      defaults: {
        company: "Kanzlei Vorab",
        city: "Köln",
        country: "DE",
        contactLastName: "Steuer",
      },
    });

    const fields = {
      intent: "billing-profile",
      company: "Kanzlei Steuer & Partner",
      street: "Ludwigstraße 10",
      zip: "80539",
      city: "München",
      country: "DE",
      vatId: "DE12345",
      contactFirstName: "Eva",
      contactLastName: "Steuer",
    };
    const refused = await thrown(accountAction(routeArgs(formRequest("/account", fields, cookie))));
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.result.error.vatId).toEqual([BILLING_PROFILE_MESSAGES.vatId]);
    expect(body.result.initialValue.company).toBe("Kanzlei Steuer & Partner");
    expect(await prisma.billingProfile.count({ where: { userId: user.id } })).toBe(0);

    const saved = await thrown(
      accountAction(
        routeArgs(formRequest("/account", { ...fields, vatId: "DE987654321" }, cookie)),
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/account#rechnungsangaben");
    expect(await drainQueue({ names: ["issue-invoice"] })).toMatchObject({ failed: 0 });
    const invoice = await prisma.invoice.findFirstOrThrow({ where: { paymentId: payment.id } });
    expect(docOf(invoice).buyer).toMatchObject({
      company: "Kanzlei Steuer & Partner",
      contactPerson: "Eva Steuer",
    });

    // deleting the account removes the profile; the invoice keeps its own copy
    await deleteAccount(user.id, { kind: "customer" });
    expect(await prisma.billingProfile.count({ where: { userId: user.id } })).toBe(0);
    expect(
      docOf(await prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).buyer.company,
    ).toBe("Kanzlei Steuer & Partner");
  });
});

describe("admin: correct the profile, re-issue an invoice", () => {
  it("credit note for the old buyer, new invoice for the corrected one, same payment; only once", async () => {
    const { user, payment } = await packagePaid();
    const old = await issueInvoiceForPayment(payment.id, { now: new Date("2026-03-05T12:00:00Z") });
    // a package customer's first invoice adopts the order's company tab as the profile
    expect(
      await prisma.billingProfile.findUniqueOrThrow({ where: { userId: user.id } }),
    ).toMatchObject({
      company: "Muster & Söhne GmbH",
      contactFirstName: "Erika",
      contactLastName: "Mustermann",
    });
    expect(docOf(old).service).toEqual({ expectedBy: "2026-03-12" });

    const admin = await createCustomer({ isAdmin: true });
    const adminCookie = await adminCookieFor(admin.id);
    const path = `/admin/customers/${user.id}`;
    const correction = {
      intent: "billing-profile",
      company: "Muster & Söhne KG",
      street: "Marienplatz 1",
      zip: "80331",
      city: "München",
      country: "DE",
      vatId: "DE987654321",
      contactFirstName: "Erika",
      contactLastName: "Mustermann",
    };
    // a customer's cookie is no admin session
    const customer = await customerCookie(user.id);
    const denied = await thrown(
      adminAction(routeArgs(formRequest(path, correction, customer), { userId: user.id })),
    );
    expect(denied.headers.get("Location")).toMatch(/^\/admin\/login/);

    const corrected = await thrown(
      adminAction(routeArgs(formRequest(path, correction, adminCookie), { userId: user.id })),
    );
    expect(corrected.status).toBe(302);
    expect(
      await prisma.billingProfile.findUniqueOrThrow({ where: { userId: user.id } }),
    ).toMatchObject({ company: "Muster & Söhne KG", updatedById: admin.id });
    // the correction is a line in the order's history, signed by who made it
    const line = await prisma.orderStatusChange.findFirstOrThrow({
      where: { orderId: payment.orderId, note: { startsWith: "Rechnungsangaben korrigiert" } },
    });
    expect(line).toMatchObject({
      changedById: admin.id,
      source: "admin",
      note: "Rechnungsangaben korrigiert: Muster & Söhne KG, Marienplatz 1, 80331 München",
    });
    expect(line.fromStatus).toBe(line.toStatus);
    const before = await (
      await thrown(adminLoader(routeArgs(getRequest(path, adminCookie), { userId: user.id })))
    ).json();
    expect(before.outdated).toEqual([
      expect.objectContaining({ id: old.id, number: old.number, buyer: "Muster & Söhne GmbH" }),
    ]);

    const forged = await adminAction(
      routeArgs(
        formRequest(path, { intent: "reissue-invoice", invoiceId: "rechnung-1" }, adminCookie),
        { userId: user.id },
      ),
    );
    expect(forged.status).toBe(400);
    expect(JSON.stringify(await forged.json())).toContain("Rechnung nicht gefunden.");
    expect(await prisma.invoice.count({ where: { paymentId: payment.id } })).toBe(1);
    const reissue = { intent: "reissue-invoice", invoiceId: old.id };
    const done = await thrown(
      adminAction(routeArgs(formRequest(path, reissue, adminCookie), { userId: user.id })),
    );
    expect(done.status).toBe(302);
    const documents = await prisma.invoice.findMany({
      where: { paymentId: payment.id },
      orderBy: [{ revision: "asc" }, { kind: "asc" }],
    });
    expect(documents.map((d) => [d.kind, d.revision])).toEqual([
      ["invoice", 0],
      ["credit_note", 1],
      ["invoice", 1],
    ]);
    const [, creditNote, replacement] = documents;
    expect(creditNote.number).toMatch(/^GS-\d{4}-\d{6}$/);
    expect(creditNote.correctsInvoiceId).toBe(old.id);
    expect(creditNote.grossCents).toBe(old.grossCents);
    expect(docOf(creditNote).buyer.company).toBe("Muster & Söhne GmbH");
    expect(docOf(replacement).buyer).toMatchObject({
      company: "Muster & Söhne KG",
      street: "Marienplatz 1",
    });
    expect(docOf(replacement)).toMatchObject({
      replacesInvoice: { number: old.number },
      service: docOf(old).service,
      lines: docOf(old).lines,
    });
    expect(creditNote.sha256).not.toBe("");
    expect(replacement.sha256).not.toBe("");
    const { text } = await storedText(creditNote.storageKey);
    expect(text).toContain("Keine Erstattung");
    expect(text).toContain(replacement.number);
    // the old invoice is not touched; the payment's current invoice is the new one
    expect((await prisma.invoice.findUniqueOrThrow({ where: { id: old.id } })).document).toEqual(
      old.document,
    );
    expect((await issueInvoiceForPayment(payment.id)).id).toBe(replacement.id);

    const after = await (
      await thrown(adminLoader(routeArgs(getRequest(path, adminCookie), { userId: user.id })))
    ).json();
    expect(after.outdated).toEqual([]);
    const again = await thrown(
      adminAction(routeArgs(formRequest(path, reissue, adminCookie), { userId: user.id })),
    );
    expect(again.status).toBe(302);
    expect(await prisma.invoice.count({ where: { paymentId: payment.id } })).toBe(3);
    await expect(reissueInvoiceToCurrentBuyer(old.id)).rejects.toThrow(REISSUE_MESSAGES.notCurrent);
    await expect(reissueInvoiceToCurrentBuyer(replacement.id)).rejects.toThrow(
      REISSUE_MESSAGES.sameBuyer,
    );
  });
});
