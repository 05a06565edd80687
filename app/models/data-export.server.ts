// The customer's data export (DSGVO Art. 15 and 20): one ZIP with `daten.json` (account,
// orders with every field, status history, payments, invoices, subscription, deliveries,
// messages), the uploaded files under `dateien/<order>/` and every invoice and credit note
// PDF under `rechnungen/`. The ZIP is built while it is sent (streamZip).
import { type Readable } from "node:stream";
import { CUSTOMER_VISIBLE_DOCUMENTS } from "./messages.server";
import { listInvoicesForUser } from "~/models/invoice/invoice.server";
import { prisma } from "~/utils/db.server";
import { shortId } from "~/utils/format";
import { streamZip } from "~/utils/zip-stream.server";

export const EXPORT_FORMAT_VERSION = 1;

/** Everything stored about the user, scoped to the user in every query. */
export async function collectExportData(userId: string, now = new Date()) {
  const account = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      phone: true,
      companyName: true,
      emailVerified: true,
      notifyOptional: true,
      createdAt: true,
      updatedAt: true,
      billingProfile: {
        select: {
          company: true,
          street: true,
          zip: true,
          city: true,
          country: true,
          vatId: true,
          contactFirstName: true,
          contactLastName: true,
          updatedAt: true,
        },
      },
    },
  });
  const orders = await prisma.order.findMany({
    where: { userId },
    orderBy: { createdAt: "asc" },
    include: {
      statusChanges: {
        orderBy: { createdAt: "asc" },
        // who at the agency made a change is not the customer's data
        select: { fromStatus: true, toStatus: true, source: true, note: true, createdAt: true },
      },
      payments: { orderBy: { paidAt: "asc" } },
      // the stored invoice document stays with us; its PDF is in `rechnungen/`
      invoices: {
        orderBy: { issuedAt: "asc" },
        select: {
          id: true,
          number: true,
          kind: true,
          issuedAt: true,
          serviceDate: true,
          periodStart: true,
          periodEnd: true,
          netCents: true,
          vatCents: true,
          grossCents: true,
          paymentId: true,
          correctsInvoiceId: true,
        },
      },
      subscription: true,
      // failed renewals (issue 28 item 3): what failed, and when it was paid or voided
      failedCharges: {
        orderBy: { failedAt: "asc" },
        select: {
          amountCents: true,
          dueAt: true,
          periodStart: true,
          periodEnd: true,
          attemptCount: true,
          failedAt: true,
          paidAt: true,
          voidedAt: true,
        },
      },
      deliveries: { orderBy: { deliveredAt: "asc" } },
      // internal notes are the agency's working notes, not part of the conversation
      messages: {
        where: { internal: false },
        orderBy: { createdAt: "asc" },
        select: { id: true, fromAgency: true, body: true, readAt: true, createdAt: true },
      },
      documents: {
        where: CUSTOMER_VISIBLE_DOCUMENTS,
        orderBy: { createdAt: "asc" },
        select: {
          id: true,
          name: true,
          contentType: true,
          size: true,
          section: true,
          pageIndex: true,
          deliveryId: true,
          messageId: true,
          createdAt: true,
          storageKey: true,
        },
      },
    },
  });

  const files: Array<{ path: string; storageKey: string }> = [];
  // only invoices whose PDF is stored (the same rule as their download)
  const pdfs = new Map(
    (await invoicePdfs(userId)).map((pdf) => {
      files.push(pdf);
      return [pdf.id, pdf.path];
    }),
  );
  const exportedOrders = orders.map((order) => {
    const { documents, invoices, ...rest } = order;
    const folder = `dateien/${shortId(order.id)}`;
    const used = new Set<string>();
    return {
      ...rest,
      invoices: invoices.map((invoice) => ({ ...invoice, file: pdfs.get(invoice.id) ?? null })),
      documents: documents.map(({ storageKey, ...doc }) => {
        const path = `${folder}/${uniqueName(safeFileName(doc.name), used)}`;
        files.push({ path, storageKey });
        return { ...doc, file: path };
      }),
    };
  });
  return {
    data: {
      format: "seitenwerk-datenexport",
      version: EXPORT_FORMAT_VERSION,
      exportedAt: now.toISOString(),
      note: "Geldbeträge in Cent (EUR). Die hochgeladenen Dateien liegen im Ordner „dateien“, je Bestellung ein Unterordner; Rechnungen und Gutschriften als PDF im Ordner „rechnungen“.",
      account,
      orders: exportedOrders,
    },
    files,
  };
}

/** Every stored invoice and credit note PDF of the user, named by its number. */
export async function invoicePdfs(userId: string, folder = "rechnungen/") {
  const invoices = await listInvoicesForUser(userId);
  const withKeys = await prisma.invoice.findMany({
    where: { id: { in: invoices.map((i) => i.id) }, order: { userId } },
    select: { id: true, storageKey: true },
  });
  const keyOf = new Map(withKeys.map((i) => [i.id, i.storageKey]));
  return invoices
    .filter((i) => keyOf.has(i.id))
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((i) => ({ id: i.id, path: `${folder}${i.number}.pdf`, storageKey: keyOf.get(i.id)! }));
}

/** A name safe as one path segment inside the ZIP (no folders, no control characters). */
export function safeFileName(name: string) {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_").replace(/^\.+/, "_");
  return cleaned.slice(0, 150) || "datei";
}

function uniqueName(name: string, used: Set<string>) {
  let candidate = name;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) {
    const dot = name.lastIndexOf(".");
    candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

/** The export as a ZIP stream, built while it is sent (one storage read at a time). */
export async function createExportArchive(userId: string, now = new Date()): Promise<Readable> {
  const { data, files } = await collectExportData(userId, now);
  return streamZip(
    [
      { name: "daten.json", text: JSON.stringify(data, null, 2) },
      ...files.map((f) => ({ name: f.path, storageKey: f.storageKey })),
    ],
    now,
  );
}

/** All invoice and credit note PDFs of the customer as one ZIP ('Alle herunterladen'). */
export async function createInvoiceArchive(userId: string, now = new Date()) {
  const pdfs = await invoicePdfs(userId, "");
  if (!pdfs.length) return null;
  return streamZip(
    pdfs.map((p) => ({ name: p.path, storageKey: p.storageKey })),
    now,
  );
}
