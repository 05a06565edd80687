// The customer's data export (DSGVO Art. 15 and 20): one ZIP with `daten.json` (account,
// orders with every field, status history, payments, invoices, subscription, deliveries,
// messages) and the uploaded files under `dateien/<order>/`. The ZIP is built while it is
// sent: files are opened one after another and read only as fast as the client downloads.
import { once } from "node:events";
import { type Readable } from "node:stream";
import { ZipArchive } from "archiver";
import { CUSTOMER_VISIBLE_DOCUMENTS } from "./messages.server";
import { prisma } from "~/utils/db.server";
import { shortId } from "~/utils/format";
import { getStorage } from "~/utils/storage.server";

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
      // the stored invoice document stays with us; its PDF is on the billing page
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
  const exportedOrders = orders.map((order) => {
    const { documents, ...rest } = order;
    const folder = `dateien/${shortId(order.id)}`;
    const used = new Set<string>();
    return {
      ...rest,
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
      note: "Geldbeträge in Cent (EUR). Die hochgeladenen Dateien liegen im Ordner „dateien“, je Bestellung ein Unterordner.",
      account,
      orders: exportedOrders,
    },
    files,
  };
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

/**
 * The export as a ZIP stream. Each file is opened only when the archive is ready for it
 * (one storage read at a time); the archive pauses while the client is slower than the
 * storage. A file that cannot be read becomes a short note instead of breaking the download.
 */
export async function createExportArchive(userId: string, now = new Date()): Promise<Readable> {
  const { data, files } = await collectExportData(userId, now);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.append(JSON.stringify(data, null, 2), { name: "daten.json", date: now });

  // entries are written in order; count them so the next file opens only after the last one
  let processed = 0;
  let appended = 1;
  archive.on("entry", () => void processed++);
  let current: Readable | null = null;
  const closed = new AbortController();
  // a download the client broke off must not keep a storage stream open
  archive.once("close", () => {
    closed.abort();
    current?.destroy();
  });

  void (async () => {
    const storage = getStorage();
    for (const file of files) {
      try {
        current = (await storage.get(file.storageKey)).body;
        archive.append(current, { name: file.path, date: now });
      } catch {
        archive.append(
          "Diese Datei konnte beim Export nicht gelesen werden. Bitte wenden Sie sich an uns.",
          { name: `${file.path}.nicht-lesbar.txt`, date: now },
        );
      }
      appended++;
      while (processed < appended) await once(archive, "entry", { signal: closed.signal });
    }
    await archive.finalize();
  })().catch((error: unknown) => {
    if (!closed.signal.aborted) archive.destroy(error as Error);
  });

  return archive;
}
