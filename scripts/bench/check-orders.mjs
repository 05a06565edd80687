// Verifies after the mixed load that every acknowledged write is in the database and
// every acknowledged upload is stored byte for byte (downloaded again and hashed). A write
// whose outcome the client never learned (the `maybe…` maps: the instance serving it was
// killed) may have been committed or not; either is accepted, anything else is a deviation.
import { createHash } from "node:crypto";

const same = (a, b) => a?.company === b?.company && a?.companyCity === b?.companyCity;

export async function checkOrders({ origin, expected, owners }) {
  const { prisma } = await import("../../app/utils/db.server.ts");
  const maybeDrafts = expected.maybeDrafts ?? new Map();
  const maybeUploads = expected.maybeUploads ?? new Map();
  const maybeStatuses = expected.maybeStatuses ?? new Map();
  const problems = [];
  for (const [orderId, want] of expected.drafts) {
    const order = await prisma.order.findUnique({
      where: { id: orderId },
      select: { company: true, companyCity: true },
    });
    if (![want, ...(maybeDrafts.get(orderId) ?? [])].some((w) => same(order, w)))
      problems.push(
        `Bestellung ${orderId}: gespeichert ${JSON.stringify(order)}, bestätigt ${JSON.stringify(want)}`,
      );
  }
  let files = 0;
  const download = async (orderId, doc) => {
    const res = await fetch(`${origin}/files/${doc.id}`, {
      headers: { Cookie: owners.get(orderId) },
    });
    const hash = createHash("sha256")
      .update(Buffer.from(await res.arrayBuffer()))
      .digest("hex");
    return { status: res.status, hash };
  };
  for (const orderId of new Set([...expected.uploads.keys(), ...maybeUploads.keys()])) {
    const list = expected.uploads.get(orderId) ?? [];
    const maybe = maybeUploads.get(orderId) ?? [];
    const docs = await prisma.uploadedDocument.findMany({
      where: { orderId },
      select: { id: true, name: true, size: true },
    });
    for (const want of list) {
      const doc = docs.find((d) => d.name === want.name);
      if (!doc) {
        problems.push(`Bestellung ${orderId}: Datei ${want.name} fehlt`);
        continue;
      }
      const got = await download(orderId, doc);
      if (got.status !== 200 || got.hash !== want.sha256 || doc.size !== want.size)
        problems.push(`Bestellung ${orderId}: Datei ${want.name} beschädigt (HTTP ${got.status})`);
      files += 1;
    }
    for (const doc of docs) {
      if (list.some((w) => w.name === doc.name)) continue;
      const sent = maybe.find((m) => m.name === doc.name);
      if (!sent) {
        problems.push(`Bestellung ${orderId}: Datei ${doc.name} gespeichert, nie gesendet`);
        continue;
      }
      // committed although its answer was lost: then it must be whole
      const got = await download(orderId, doc);
      if (got.status !== 200 || got.hash !== sent.sha256 || doc.size !== sent.size)
        problems.push(`Bestellung ${orderId}: Datei ${doc.name} beschädigt (HTTP ${got.status})`);
      files += 1;
    }
  }
  for (const [orderId, status] of expected.statuses) {
    const order = await prisma.order.findUnique({
      where: { id: orderId },
      select: { status: true },
    });
    if (![status, ...(maybeStatuses.get(orderId) ?? [])].includes(order?.status))
      problems.push(`Bestellung ${orderId}: Status ${order?.status}, bestätigt ${status}`);
  }
  return {
    problems,
    summary: `${expected.drafts.size} Entwürfe, ${files} Dateien (SHA-256), ${expected.statuses.size} Status geprüft, ${problems.length} Abweichungen`,
  };
}
