// The backup archive: one gzip-compressed tar stream. Members are the tables' COPY text
// (database/<table>.copy), every stored file (files/<storage key>) and, last, manifest.json
// with the sha256 and size of every other member. Written and read as streams, so memory
// stays bounded whatever the size; the archive appears under its final name only when it is
// complete (a file: written under a temporary name, synced, renamed; S3: the multipart
// upload is completed after the last byte, s3.server.ts). It may be encrypted as a whole
// (encryption.server.ts); reading recognises that by its first bytes.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { decryptionKeys, plainArchive, type DecryptionKeys } from "./encryption.server";
import { BackupError, corrupt } from "./errors";
import { isS3Ref, openS3Archive } from "./s3.server";
import type { ArchiveSink } from "./sink";
import type { Duplex, Readable, Writable, TransformCallback } from "node:stream";

/** The part of a tar entry (a streamx Writable) used here. */
interface TarEntry {
  write(chunk: Uint8Array): boolean;
  end(): void;
  destroy(error?: Error): void;
  on(event: "drain" | "error", listener: () => void): unknown;
  off(event: "drain", listener: () => void): unknown;
}

export const FORMAT = "seitenwerk-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";

export { BackupError, corrupt } from "./errors";

export interface MemberInfo {
  name: string;
  bytes: number;
  sha256: string;
}

export interface TableEntry {
  name: string;
  member: string;
  columns: string[];
  rows: number;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  app: { name: string; version: string };
  schema: { newestMigration: string; migrations: string[] };
  postgres: { version: string; versionNum: number };
  source: { storage: "local" | "s3" };
  /** in load order: a table comes after every table it refers to */
  tables: TableEntry[];
  sequences: { name: string; lastValue: string | null }[];
  files: { key: string; member: string; contentType: string }[];
  /** referred to by the data but gone from the storage when the backup ran */
  missingFiles: string[];
  members: MemberInfo[];
}

/** The dump text packs well; the stored files are mostly compressed already (see storeOnly). */
const GZIP_LEVEL = 6;

export function tableMember(table: string) {
  return `database/${table}.copy`;
}

export function fileMember(key: string) {
  return `files/${key}`;
}

function describeWriteError(error: unknown, file: string): Error {
  if (error instanceof BackupError) return error;
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === "ENOSPC")
    return new BackupError(
      `Kein Speicherplatz mehr für die Sicherung in ${path.dirname(file)}. Die unvollständige ` +
        "Datei wurde gelöscht; ältere Sicherungen sind unverändert.",
    );
  if (code === "EACCES" || code === "EROFS" || code === "EPERM")
    return new BackupError(
      `Die Sicherung darf nicht nach ${path.dirname(file)} schreiben (${code}).`,
    );
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * A file written under a temporary name beside it, which `discard()` removes and which a
 * killed process leaves behind under a name that never ends in .tar.gz; `commit()` syncs and
 * renames it.
 */
export class FileSink implements ArchiveSink {
  readonly temp: string;
  readonly stream: Writable;

  constructor(readonly target: string) {
    this.temp = `${target}.${process.pid}.unvollstaendig`;
    this.stream = createWriteStream(this.temp, { flags: "wx", mode: 0o600 });
  }

  async commit() {
    const handle = await open(this.temp, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(this.temp, this.target);
    try {
      const dir = await open(path.dirname(this.target), "r");
      await dir.sync().finally(() => dir.close());
    } catch {
      // not every file system syncs a directory; the archive itself is synced
    }
  }

  cancel() {}

  async discard() {
    await rm(this.temp, { force: true });
  }

  describe(error: unknown) {
    return describeWriteError(error, this.target);
  }
}

/**
 * Writes members one after another into a sink, through gzip and, when given, encryption.
 * Nothing is visible under the archive's name before `finish()`.
 */
export class ArchiveWriter {
  readonly members: MemberInfo[] = [];
  /** what went to the sink so far: the archive's size once finished */
  bytes = 0;
  private readonly pack = tar.pack();
  private readonly gzip: StagedGzip;
  private readonly written: Promise<void>;
  private readonly mtime: Date;
  private failure: unknown;

  constructor(
    private readonly sink: ArchiveSink,
    { mtime = new Date(), encrypt }: { mtime?: Date; encrypt?: Duplex } = {},
  ) {
    this.mtime = mtime;
    const gzip = (this.gzip = new StagedGzip(GZIP_LEVEL));
    const pack = this.pack as unknown as Readable;
    const count = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.bytes += chunk.length;
        done(null, chunk);
      },
    });
    this.written = encrypt
      ? pipeline(pack, gzip, encrypt, count, sink.stream)
      : pipeline(pack, gzip, count, sink.stream);
    this.written.catch((error) => {
      this.failure ??= error;
    });
  }

  get target() {
    return this.sink.target;
  }

  /** Adds a member of exactly `size` bytes from `source`; returns its size and sha256. */
  async add(
    name: string,
    size: number,
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<MemberInfo> {
    this.throwIfFailed();
    const hash = createHash("sha256");
    let bytes = 0;
    let entry!: TarEntry;
    const done = new Promise<void>((resolve, reject) => {
      entry = this.pack.entry({ name, size, mode: 0o600, mtime: this.mtime }, (error) =>
        error ? reject(error) : resolve(),
      ) as unknown as TarEntry;
    });
    // awaited below; a failure before that point is reported by the code that failed
    done.catch(() => {});
    // destroyed with the failure below, which the caller gets thrown: an unheard 'error'
    // event would end the process (the serving app, for the nightly backup)
    entry.on("error", () => {});
    try {
      for await (const chunk of source) {
        this.throwIfFailed();
        bytes += chunk.length;
        if (bytes > size) break;
        hash.update(chunk);
        if (!entry.write(chunk)) await Promise.race([drained(entry), this.written]);
      }
      if (bytes !== size)
        throw new BackupError(
          `${name} hat sich während der Sicherung verändert (${bytes} statt ${size} Bytes). Bitte erneut sichern.`,
        );
      entry.end();
      await Promise.race([done, this.written.then(() => done)]);
    } catch (error) {
      entry.destroy(error as Error);
      throw error;
    }
    const info = { name, bytes, sha256: hash.digest("hex") };
    this.members.push(info);
    return info;
  }

  /**
   * From here on the bytes are stored, not compressed: uploads (PDFs, images, office files)
   * are compressed already, and deflating them again took most of a backup's time for a few
   * percent. The archive stays one .tar.gz (a second gzip member; every gzip reader reads
   * the members one after another), and its CRC still covers every byte.
   */
  storeOnly() {
    this.gzip.switchTo(0);
  }

  async addBuffer(name: string, data: Buffer): Promise<MemberInfo> {
    return this.add(name, data.length, [data]);
  }

  async addFile(name: string, file: string, size: number): Promise<MemberInfo> {
    return this.add(name, size, createReadStream(file));
  }

  /** Ends the archive, makes it durable, and only then gives it its final name. */
  async finish(): Promise<void> {
    try {
      this.throwIfFailed();
      this.pack.finalize();
      await this.written;
      await this.sink.commit();
    } catch (error) {
      this.sink.cancel();
      await this.sink.discard();
      throw this.sink.describe(error);
    }
  }

  async abort(error?: unknown): Promise<Error> {
    // first: an upload must not complete from what the pipeline flushes while it is torn down
    this.sink.cancel();
    this.pack.destroy();
    await this.written.catch(() => {});
    await this.sink.discard();
    return this.sink.describe(error ?? this.failure);
  }

  private throwIfFailed() {
    if (this.failure) throw this.failure;
  }
}

/**
 * gzip whose level can change between members: the current gzip member is ended and a new
 * one begins (zlib's own params() switch made storing slower than deflating).
 */
class StagedGzip extends Transform {
  private gzip: zlib.Gzip;
  private next: number | null = null;

  constructor(level: number) {
    super();
    this.gzip = this.open(level);
  }

  switchTo(level: number) {
    this.next = level;
  }

  private open(level: number) {
    const gzip = zlib.createGzip({ level });
    gzip.on("data", (chunk: Buffer) => {
      if (!this.push(chunk)) gzip.pause();
    });
    gzip.on("error", (error) => this.destroy(error));
    return gzip;
  }

  _read(size: number) {
    this.gzip.resume();
    super._read(size);
  }

  private async close() {
    const ended = once(this.gzip, "end");
    this.gzip.end();
    await ended;
  }

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    (async () => {
      if (this.next !== null) {
        await this.close();
        this.gzip = this.open(this.next);
        this.next = null;
      }
      if (!this.gzip.write(chunk)) await once(this.gzip, "drain");
    })().then(() => done(), done);
  }

  _flush(done: TransformCallback) {
    this.close().then(() => done(), done);
  }
}

function drained(entry: TarEntry) {
  return new Promise<void>((resolve) => {
    const listener = () => {
      entry.off("drain", listener);
      resolve();
    };
    entry.on("drain", listener);
  });
}

/** zlib's and tar-stream's English reasons, said in German. */
function readFailure(error: unknown): string {
  const { code, message = "" } = (error ?? {}) as { code?: string; message?: string };
  if (/incorrect header check/i.test(message))
    return "die Datei ist kein gzip-Archiv, also keine Seitenwerk-Sicherung";
  if (code === "Z_BUF_ERROR" || /unexpected end|premature close/i.test(message))
    return "die Datei endet vorzeitig";
  if (code === "Z_DATA_ERROR" || /data check|invalid/i.test(message))
    return "die komprimierten Daten sind verfälscht";
  return message;
}

export interface ArchiveEntry {
  name: string;
  size: number;
  body: AsyncIterable<Buffer>;
}

/** The archive's raw bytes: a file, or an object when `ref` is s3://bucket/key. */
async function openRaw(ref: string): Promise<Readable> {
  if (isS3Ref(ref)) return openS3Archive(ref);
  const info = await stat(ref).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") throw new BackupError(`Die Datei ${ref} gibt es nicht.`);
    throw error;
  });
  if (info.isDirectory()) throw new BackupError(`${ref} ist ein Ordner, kein Archiv.`);
  return createReadStream(ref);
}

/**
 * The members of an archive (a file or s3://bucket/key; decrypted when it is encrypted) in
 * order. Every read error (a cut-off file, a flipped byte that breaks the compression or the
 * encryption) ends the iteration with a German BackupError.
 */
export async function* readArchive(
  file: string,
  keys: () => DecryptionKeys = () => decryptionKeys(),
): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const input = await plainArchive(await openRaw(file), keys);
  const gunzip = zlib.createGunzip();
  const fail = (error: unknown) => {
    if (error instanceof BackupError) extract.destroy(error);
    else extract.destroy(corrupt(readFailure(error)));
  };
  input.on("error", fail);
  gunzip.on("error", fail);
  input.pipe(gunzip).pipe(extract as unknown as Writable);
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      if (type !== "file") {
        entry.resume();
        throw corrupt(`unerwarteter Eintrag ${name}`);
      }
      yield { name, size, body: entry as AsyncIterable<Buffer> };
      // a consumer that did not read the body lets it drain here
      for await (const _ of entry) void _;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw corrupt(readFailure(error));
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

/** Reads a member's body, hashing it; the bytes go to `sink` when given. */
export async function digest(
  body: AsyncIterable<Buffer>,
  sink?: (chunk: Buffer) => void | Promise<void>,
): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    bytes += chunk.length;
    if (sink) await sink(chunk);
  }
  return { bytes, sha256: hash.digest("hex") };
}

export async function readAll(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.length;
    if (bytes > limit) throw corrupt("Manifest zu groß");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
