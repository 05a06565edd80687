// A ZIP built while it is sent (data export, all invoices of a customer): stored files are
// opened one after another, only when the archive is ready for the next, and read only as
// fast as the client downloads. A file that cannot be read becomes a short German note
// instead of breaking the download.
import { once } from "node:events";
import { type Readable } from "node:stream";
import { ZipArchive } from "archiver";
import { getStorage } from "./storage.server";

export type ZipEntry =
  | { name: string; text: string }
  | { name: string; data: Buffer }
  | { name: string; storageKey: string };

const UNREADABLE_NOTE =
  "Diese Datei konnte beim Export nicht gelesen werden. Bitte wenden Sie sich an uns.";

export function streamZip(entries: ZipEntry[], now = new Date()): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // entries are written in order; count them so the next file opens only after the last one
  let processed = 0;
  let appended = 0;
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
    for (const entry of entries) {
      if ("text" in entry) archive.append(entry.text, { name: entry.name, date: now });
      else if ("data" in entry) archive.append(entry.data, { name: entry.name, date: now });
      else {
        try {
          current = (await storage.get(entry.storageKey)).body;
          archive.append(current, { name: entry.name, date: now });
        } catch {
          archive.append(UNREADABLE_NOTE, { name: `${entry.name}.nicht-lesbar.txt`, date: now });
        }
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
