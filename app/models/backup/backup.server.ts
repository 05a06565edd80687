// Makes a backup archive (archive.server.ts) of the database and of every stored file the
// data refers to, while the app keeps serving. No configuration goes in: SESSION_SECRET, the
// payment keys and the database password stay on the machine that has them.
import { createWriteStream, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  ArchiveWriter,
  BackupError,
  FileSink,
  fileMember,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  tableMember,
  type Manifest,
  type TableEntry,
} from "./archive.server";
import {
  appliedMigrations,
  beginSnapshot,
  connect,
  exportTable,
  listTables,
  referencedFiles,
  sequences,
  serverVersion,
} from "./database.server";
import {
  ENCRYPTED_SUFFIX,
  encryptingStream,
  encryptionSettings,
  type EncryptionSettings,
} from "./encryption.server";
import { backupS3Client, isS3Ref, resolveS3Target, S3Sink } from "./s3.server";
import type { ArchiveSink } from "./sink";
import { ObjectNotFoundError, type Storage } from "~/utils/storage.server";

export const BACKUP_FILE_PATTERN =
  /^seitenwerk-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz(\.age)?$/;

/**
 * seitenwerk-backup-2026-11-29T00-15-30Z.tar.gz (UTC: sorts by time, one name per second),
 * with .age appended when encrypted
 */
export function backupFileName(now: Date, encrypted = false) {
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, "-");
  return `seitenwerk-backup-${stamp}Z.tar.gz${encrypted ? ENCRYPTED_SUFFIX : ""}`;
}

/** The archive's path: `out` itself, or a dated file in `out` when that is a folder. */
function resolveTarget(out: string, now: Date, encrypted = false): string {
  const resolved = path.resolve(out);
  const isFolder =
    out.endsWith("/") ||
    out.endsWith(path.sep) ||
    (existsSync(resolved) && statSync(resolved).isDirectory());
  const file = isFolder ? path.join(resolved, backupFileName(now, encrypted)) : resolved;
  mkdirSync(path.dirname(file), { recursive: true });
  if (existsSync(file))
    throw new BackupError(
      `${file} gibt es schon. Eine Sicherung überschreibt keine andere – wählen Sie einen anderen Namen.`,
    );
  return file;
}

function appInfo() {
  try {
    const pkg = JSON.parse(readFileSync(path.resolve("package.json"), "utf8"));
    return { name: "seitenwerk", version: String(pkg.version ?? "unbekannt") };
  } catch {
    return { name: "seitenwerk", version: "unbekannt" };
  }
}

/** Counts COPY text rows (one line each: a newline inside a value is written as \n). */
class RowCounter extends Transform {
  rows = 0;
  bytes = 0;
  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.rows++;
    done(null, chunk);
  }
}

export interface BackupOptions {
  databaseUrl: string;
  storage: Storage;
  /** a file, or a folder for a dated file; s3://bucket/key, or s3://bucket/prefix/ */
  out: string;
  now?: Date;
  /** default: BACKUP_PASSPHRASE or BACKUP_AGE_RECIPIENT; null: unencrypted */
  encryption?: EncryptionSettings | null;
  log?: (line: string) => void;
}

/** Where the archive goes, checked before anything is read: no archive overwrites another. */
async function openSink(out: string, now: Date, encrypted: boolean): Promise<ArchiveSink> {
  if (isS3Ref(out)) {
    const client = backupS3Client();
    return new S3Sink(await resolveS3Target(out, backupFileName(now, encrypted), client), client);
  }
  return new FileSink(resolveTarget(out, now, encrypted));
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

export async function createBackup({
  databaseUrl,
  storage,
  out,
  now = new Date(),
  encryption = encryptionSettings(),
  log = () => {},
}: BackupOptions): Promise<BackupResult> {
  const sink = await openSink(out, now, Boolean(encryption));
  let encrypt;
  try {
    encrypt = encryption ? await encryptingStream(encryption) : undefined;
  } catch (error) {
    sink.cancel();
    sink.stream.destroy();
    await sink.discard();
    throw error;
  }
  const writer = new ArchiveWriter(sink, { mtime: now, encrypt });
  // a table's rows go through a file first: a tar member needs its size up front
  const spool = await mkdtemp(path.join(os.tmpdir(), "seitenwerk-backup-"));
  const client = await connect(databaseUrl).catch(async (error) => {
    await writer.abort();
    await rm(spool, { recursive: true, force: true });
    throw error;
  });
  try {
    await beginSnapshot(client);
    const migrations = await appliedMigrations(client);
    const postgres = await serverVersion(client);
    const tables = await listTables(client);
    const sequenceValues = await sequences(client);
    const files = await referencedFiles(client);
    const tableEntries: TableEntry[] = [];
    for (const [index, table] of tables.entries()) {
      const spoolFile = path.join(spool, `${index}.copy`);
      const counter = new RowCounter();
      await pipeline(exportTable(client, table), counter, createWriteStream(spoolFile));
      const member = tableMember(table.name);
      await writer.addFile(member, spoolFile, counter.bytes);
      await rm(spoolFile);
      tableEntries.push({ name: table.name, member, columns: table.columns, rows: counter.rows });
    }
    await client.query("COMMIT");
    log(
      `Datenbank gesichert: ${tableEntries.length} Tabellen, ${tableEntries.reduce((n, t) => n + t.rows, 0)} Zeilen.`,
    );

    writer.storeOnly();
    const fileEntries: Manifest["files"] = [];
    const missingFiles: string[] = [];
    for (const { key, contentType } of files) {
      let object;
      try {
        object = await storage.get(key);
      } catch (error) {
        // deleted since the snapshot (a customer removed a document), or lost before
        if (error instanceof ObjectNotFoundError) {
          missingFiles.push(key);
          continue;
        }
        throw error;
      }
      const member = fileMember(key);
      await writer.add(member, object.size, object.body);
      fileEntries.push({ key, member, contentType });
    }
    log(`Dateien gesichert: ${fileEntries.length}.`);

    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: now.toISOString(),
      app: appInfo(),
      schema: { newestMigration: migrations.at(-1) ?? "", migrations },
      postgres,
      source: { storage: storage.kind },
      tables: tableEntries,
      sequences: sequenceValues,
      files: fileEntries,
      missingFiles,
      members: [...writer.members],
    };
    await writer.addBuffer(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`));
    await writer.finish();
    return { file: writer.target, bytes: writer.bytes, manifest };
  } catch (error) {
    throw await writer.abort(error);
  } finally {
    await client.end().catch(() => {});
    await rm(spool, { recursive: true, force: true });
  }
}
