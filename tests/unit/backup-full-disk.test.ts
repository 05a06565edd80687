// A disk that fills up while the archive is written, simulated at the write stream (the
// real tmpfs variant in tests/integration/backup-targets.test.ts needs root): the writer
// gives the German message, its partial file goes, an older archive stays, and no error
// escapes as an uncaught exception (which would end the serving app during the nightly job).
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, expect, it } from "vitest";
import { ArchiveWriter, BackupError, FileSink } from "~/models/backup/archive.server";
import { backupFileName } from "~/models/backup/backup.server";

const folder = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-voll-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A file sink whose disk has `room` bytes left. */
class FullDiskSink extends FileSink {
  constructor(target: string, room: number) {
    super(target);
    const file = this.stream;
    (this as { stream: Writable }).stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        room -= chunk.length;
        if (room < 0)
          return done(
            Object.assign(new Error("ENOSPC: no space left on device, write"), {
              code: "ENOSPC",
              syscall: "write",
            }),
          );
        file.write(chunk, done);
      },
      final: (done) => file.end(done),
      destroy: (error, done) => {
        file.destroy();
        done(error);
      },
    });
  }
}

it("a full disk stops the archive with a German message and keeps the older archives", async () => {
  const older = path.join(folder, backupFileName(new Date("2026-11-27T02:00:00Z")));
  writeFileSync(older, "ältere Sicherung");
  const target = path.join(folder, backupFileName(new Date("2026-11-28T02:00:00Z")));
  const writer = new ArchiveWriter(new FullDiskSink(target, 64 * 1024));
  writer.storeOnly();
  const data = randomBytes(512 * 1024);
  let error: unknown;
  try {
    // in chunks, as a stored file arrives: the failure comes while the member is written
    const chunks = Array.from({ length: 64 }, (_, i) => data.subarray(i * 8192, (i + 1) * 8192));
    await writer.add("files/gross.bin", data.length, chunks);
    await writer.finish();
  } catch (failure) {
    error = failure instanceof BackupError ? failure : await writer.abort(failure);
  }
  expect(error).toBeInstanceOf(BackupError);
  expect((error as Error).message).toBe(
    `Kein Speicherplatz mehr für die Sicherung in ${folder}. Die unvollständige Datei wurde ` +
      "gelöscht; ältere Sicherungen sind unverändert.",
  );
  expect(readdirSync(folder)).toEqual([path.basename(older)]);
  expect(readFileSync(older, "utf8")).toBe("ältere Sicherung");
});
