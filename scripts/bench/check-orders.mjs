// Verifies after the mixed load that every acknowledged write is in the database and
// every acknowledged upload is stored byte for byte (downloaded again and hashed).
import { createHash } from "node:crypto";

export async function checkOrders({ origin, expected, owners }) {
  const { prisma } = await import("../../app/utils/db.server.ts");
  const problems = [];
  for (const [orderId, want] of expected.drafts) {
    const order = await prisma.order.findUnique({
      where: { id: orderId },
      select: { company: true, companyCity: true },
    });
    if (order?.company !== want.company || order?.companyCity !== want.companyCity)
      problems.push(
        `Bestellung ${orderId}: gespeichert ${JSON.stringify(order)}, bestätigt ${JSON.stringify(want)}`,
      );
  }
  let files = 0;
  for (const [orderId, list] of expected.uploads) {
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
      const res = await fetch(`${origin}/files/${doc.id}`, {
        headers: { Cookie: owners.get(orderId) },
      });
      const hash = createHash("sha256")
        .update(Buffer.from(await res.arrayBuffer()))
        .digest("hex");
      if (res.status !== 200 || hash !== want.sha256 || doc.size !== want.size)
        problems.push(`Bestellung ${orderId}: Datei ${want.name} beschädigt (HTTP ${res.status})`);
      files += 1;
    }
    if (docs.length !== list.length)
      problems.push(
        `Bestellung ${orderId}: ${docs.length} Dateien gespeichert, ${list.length} bestätigt`,
      );
  }
  for (const [orderId, status] of expected.statuses) {
    const order = await prisma.order.findUnique({
      where: { id: orderId },
      select: { status: true, _count: { select: { statusChanges: true } } },
    });
    if (order?.status !== status)
      problems.push(`Bestellung ${orderId}: Status ${order?.status}, bestätigt ${status}`);
  }
  return {
    problems,
    summary: `${expected.drafts.size} Entwürfe, ${files} Dateien (SHA-256), ${expected.statuses.size} Status geprüft, ${problems.length} Abweichungen`,
  };
}
