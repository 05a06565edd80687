// Where archives go and how they are sealed (app/models/backup): an S3 bucket on the real
// S3-compatible server on loopback (scheduled backup, multipart upload, drill and retention
// there, and no object for a failed backup), encryption with a passphrase and with an age key
// (restore and drill decrypt; a wrong passphrase changes nothing), and a full disk (a real,
// small tmpfs as the backup folder: German message, older archives kept).
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { Decrypter, generateIdentity, identityToRecipient } from "age-encryption";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "../support/fixtures";
import { startS3Server } from "../support/s3-server";
import { scratchDatabases } from "../support/scratch-databases";
import { BackupError } from "~/models/backup/archive.server";
import { backupFileName, createBackup } from "~/models/backup/backup.server";
import { connect } from "~/models/backup/database.server";
import { drillBackup } from "~/models/backup/drill.server";
import { restoreArchive, verifyArchive } from "~/models/backup/restore.server";
import { backupS3Client } from "~/models/backup/s3.server";
import {
  applyRetention,
  backupSettings,
  backupStatus,
  runScheduledBackup,
} from "~/models/backup/schedule.server";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { createLocalStorage, getStorage, type Storage } from "~/utils/storage.server";

const work = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-backup-targets-"));
const BUCKET = "sicherungen";
let s3: Awaited<ReturnType<typeof startS3Server>>;
// one database on the suite's server for every restore and drill
const scratch = scratchDatabases(work);
const emptyDatabase = () => scratch.empty();
const probe = scratch.throwaway;

function setEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values))
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  resetEnvCache();
}

async function objectsIn(prefix = "") {
  const page = await backupS3Client().send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}

async function orderCount(url: string) {
  const client = await connect(url);
  try {
    return (await client.query("SELECT count(*)::int AS n FROM orders")).rows[0].n as number;
  } finally {
    await client.end();
  }
}

async function tableCount(url: string) {
  const client = await connect(url);
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

/** A storage serving a file of `size` bytes for any key; its reading fails after `failAfter` bytes. */
function syntheticStorage(size: number, failAfter = Infinity): Storage {
  return {
    kind: "s3",
    async put() {
      return { size: 0 };
    },
    async get() {
      // incompressible, so the archive is as large as the file
      const chunk = Buffer.from(Array.from({ length: 64 * 1024 }, () => (Math.random() * 256) | 0));
      return {
        body: Readable.from(
          (function* () {
            for (let sent = 0; sent < size; sent += chunk.length) {
              if (sent >= failAfter) throw new Error("Speicher weg");
              yield chunk.subarray(0, Math.min(chunk.length, size - sent));
            }
          })(),
        ),
        size,
      };
    },
    async delete() {},
    async ping() {},
  };
}

const SECRET_MARK = `geheim-${randomUUID()}`;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  setEnv({
    BACKUP_S3_ENDPOINT: s3.env.S3_ENDPOINT,
    BACKUP_S3_ACCESS_KEY_ID: s3.env.S3_ACCESS_KEY_ID,
    BACKUP_S3_SECRET_ACCESS_KEY: s3.env.S3_SECRET_ACCESS_KEY,
  });
  const user = await createCustomer({ email: "sicher@example.com" });
  for (let i = 0; i < 3; i++)
    await prisma.order.create({
      data: {
        userId: user.id,
        status: "paid",
        company: `Firma ${i}`,
        description: `${SECRET_MARK} ${i}`,
        basePriceCents: 249_00,
        totalPriceCents: 249_00,
      },
    });
  const key = `orders/${randomUUID()}/logo.png`;
  await getStorage().put(key, Readable.from([Buffer.from(`${SECRET_MARK} Datei`)]), {
    contentType: "image/png",
  });
  const order = await prisma.order.findFirstOrThrow();
  await prisma.uploadedDocument.create({
    data: {
      orderId: order.id,
      uploadedById: user.id,
      section: "company",
      name: "logo.png",
      contentType: "image/png",
      size: 10,
      storageKey: key,
    },
  });
}, 60_000);

afterAll(async () => {
  await scratch.dispose();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("an S3 bucket as the target", () => {
  it("the nightly backup uploads in parts to BACKUP_S3_BUCKET/PREFIX, the drill restores it from there, and the dashboard counts it", async () => {
    setEnv({ BACKUP_S3_BUCKET: BUCKET, BACKUP_S3_PREFIX: "nacht" });
    const settings = { ...backupSettings(), schedule: { hour: 3, minute: 0 } };
    expect(settings.s3).toBe(`s3://${BUCKET}/nacht/`);
    const now = new Date("2026-11-28T02:30:00Z");
    await runScheduledBackup({ now, final: true, settings, throwaway: probe });

    const runs = await prisma.backupRun.findMany({ orderBy: { kind: "asc" } });
    expect(runs.map((r) => [r.kind, r.ok])).toEqual([
      ["backup", true],
      ["drill", true],
    ]);
    const archive = `s3://${BUCKET}/nacht/${backupFileName(now)}`;
    expect(runs[0].archive).toBe(archive);
    expect(runs[1].message).toMatch(/Tabellen wiederhergestellt, Zeilenzahlen und Prüfsummen/);
    expect(await objectsIn("nacht/")).toEqual([`nacht/${backupFileName(now)}`]);
    expect((await backupStatus(new Date(now.getTime() + 3_600_000), settings)).alarm).toBe(false);

    // the drill restored it from the bucket; the manifest reads back from there too
    const manifest = await verifyArchive(archive);
    expect(manifest.tables.find((t) => t.name === "orders")?.rows).toBe(3);
    expect(manifest.files).toHaveLength(1);
  });

  it("the drill fetches an archive from the bucket once: verifying and restoring read that copy", async () => {
    const { file: archive } = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      storage: getStorage(),
      out: `s3://${BUCKET}/einmal/`,
      encryption: null,
    });
    expect(await objectsIn("einmal/")).toHaveLength(1);
    // the object is gone once the drill has its throwaway database: a second download would fail
    const report = await drillBackup({
      file: archive,
      throwaway: async () => {
        const key = archive.slice(`s3://${BUCKET}/`.length);
        await backupS3Client().send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
        return probe();
      },
    });
    expect(report.lines.join("\n")).toContain("Tabellen wiederhergestellt");
    expect(report.ok).toBe(true);
    expect(await objectsIn("einmal/")).toEqual([]);
  });

  it("a large archive goes up as a multipart upload and reads back byte for byte", async () => {
    const storage = syntheticStorage(9 * 1024 * 1024);
    const { file, bytes, manifest } = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      storage,
      out: `s3://${BUCKET}/gross/`,
      encryption: null,
    });
    // above one 8 MiB part
    expect(bytes).toBeGreaterThan(9 * 1024 * 1024);
    expect(manifest.files).toHaveLength(1);
    expect((await verifyArchive(file)).members).toEqual(manifest.members);
  });

  it("a backup that fails half-way leaves no object, and the older ones stay", async () => {
    const before = await objectsIn("nacht/");
    // two 8 MiB parts are up when reading the file fails
    await expect(
      createBackup({
        databaseUrl: process.env.DATABASE_URL!,
        storage: syntheticStorage(18 * 1024 * 1024, 17 * 1024 * 1024),
        out: `s3://${BUCKET}/nacht/`,
        now: new Date("2026-11-28T05:00:00Z"),
        encryption: null,
      }),
    ).rejects.toThrow("Speicher weg");
    expect(await objectsIn("nacht/")).toEqual(before);
  });

  it("refuses to overwrite an archive in the bucket", async () => {
    const now = new Date("2026-11-28T02:30:00Z");
    await expect(
      createBackup({
        databaseUrl: process.env.DATABASE_URL!,
        storage: getStorage(),
        out: `s3://${BUCKET}/nacht/`,
        now,
      }),
    ).rejects.toThrow(/gibt es schon\. Eine Sicherung überschreibt keine andere/);
  });

  it("retention removes old archives under the prefix and nothing else", async () => {
    const client = backupS3Client();
    const names = ["2026-11-20", "2026-11-25", "2026-11-26", "2026-11-27"].map((day) =>
      backupFileName(new Date(`${day}T02:00:00Z`)),
    );
    for (const key of [
      ...names.map((n) => `alt/${n}`),
      "alt/notiz.txt",
      `alt/unterordner/${names[0]}`,
    ])
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: "x" }));
    const removed = await applyRetention(
      { schedule: null, dir: work, s3: `s3://${BUCKET}/alt/`, keepDaily: 2, keepMonthly: 0 },
      new Date("2026-11-28T03:00:00Z"),
    );
    expect(removed.sort()).toEqual([names[0], names[1]]);
    expect(await objectsIn("alt/")).toEqual(
      [`alt/${names[2]}`, `alt/${names[3]}`, "alt/notiz.txt", `alt/unterordner/${names[0]}`].sort(),
    );
  });

  it("a missing archive in the bucket is a German error", async () => {
    await expect(verifyArchive(`s3://${BUCKET}/gibt-es-nicht.tar.gz`)).rejects.toThrow(
      `Die Sicherung s3://${BUCKET}/gibt-es-nicht.tar.gz gibt es nicht.`,
    );
    // a place instead of an archive: named as such, before the SDK's own English refusal
    await expect(verifyArchive(`s3://${BUCKET}/nacht/`)).rejects.toThrow(
      `s3://${BUCKET}/nacht/ nennt keine Sicherung, nur einen Ort.`,
    );
  });
});

describe("encrypted archives", () => {
  const PASSPHRASE = "korrekt-pferd-batterie-heftklammer";

  it("with a passphrase: unreadable without it, restored with it; a wrong one is a German error and writes nothing", async () => {
    setEnv({ BACKUP_PASSPHRASE: PASSPHRASE });
    const { file } = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      storage: getStorage(),
      out: `${work}/passwort/`,
      // a low scrypt cost keeps the test quick; the format records it, restore reads it
      encryption: { passphrase: PASSPHRASE, scryptWorkFactor: 10 },
    });
    expect(path.basename(file)).toMatch(/^seitenwerk-backup-.*Z\.tar\.gz\.age$/);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
    expect(bytes.includes(Buffer.from("manifest.json"))).toBe(false);
    expect(bytes.includes(Buffer.from(PASSPHRASE))).toBe(false);
    // the age format itself: the reference library decrypts it to the gzip stream
    const decrypter = new Decrypter();
    decrypter.addPassphrase(PASSPHRASE);
    const plain = await decrypter.decrypt(bytes);
    expect([plain[0], plain[1]]).toEqual([0x1f, 0x8b]);

    expect((await verifyArchive(file)).tables.find((t) => t.name === "orders")?.rows).toBe(3);

    setEnv({ BACKUP_PASSPHRASE: "ein-falsches-passwort" });
    const target = await emptyDatabase();
    const folder = path.join(work, "falsch");
    await expect(
      restoreArchive({ file, databaseUrl: target.url, storage: createLocalStorage(folder) }),
    ).rejects.toThrow("Das Passwort (BACKUP_PASSPHRASE) passt nicht zu dieser Sicherung.");
    expect(await tableCount(target.url)).toBe(0);
    expect(existsSync(folder)).toBe(false);
    const report = await drillBackup({ file, throwaway: probe });
    expect(report.ok).toBe(false);
    expect(report.lines).toContain(
      "✗ Das Passwort (BACKUP_PASSPHRASE) passt nicht zu dieser Sicherung.",
    );

    setEnv({ BACKUP_PASSPHRASE: undefined });
    await expect(verifyArchive(file)).rejects.toThrow(
      /^Die Sicherung ist verschlüsselt\. Setzen Sie BACKUP_PASSPHRASE/,
    );

    setEnv({ BACKUP_PASSPHRASE: PASSPHRASE });
    await restoreArchive({ file, databaseUrl: target.url, storage: createLocalStorage(folder) });
    expect(await orderCount(target.url)).toBe(3);
    setEnv({ BACKUP_PASSPHRASE: undefined });
  });

  it("for an age key (BACKUP_AGE_RECIPIENT): read back with BACKUP_AGE_IDENTITY; a changed byte is refused", async () => {
    const identity = await generateIdentity();
    const identityFile = path.join(work, "schluessel.txt");
    writeFileSync(
      identityFile,
      `# created: 2026-11-29\n# public key: ${await identityToRecipient(identity)}\n${identity}\n`,
    );
    setEnv({ BACKUP_AGE_RECIPIENT: await identityToRecipient(identity) });
    const { file } = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      storage: getStorage(),
      out: `s3://${BUCKET}/verschluesselt/`,
    });
    expect(file).toMatch(/\.tar\.gz\.age$/);

    await expect(verifyArchive(file)).rejects.toThrow(/^Die Sicherung ist verschlüsselt/);
    setEnv({ BACKUP_AGE_RECIPIENT: undefined, BACKUP_AGE_IDENTITY: identityFile });
    // restore and the drill read through the same reader (the passphrase test restores)
    const manifest = await verifyArchive(file);
    expect(manifest.tables.find((t) => t.name === "orders")?.rows).toBe(3);

    // one flipped byte in the encrypted payload (past the header)
    const local = path.join(work, "kopie.tar.gz.age");
    const chunks: Buffer[] = [];
    const { openS3Archive } = await import("~/models/backup/s3.server");
    for await (const chunk of await openS3Archive(file)) chunks.push(chunk as Buffer);
    const copy = Buffer.concat(chunks);
    copy[copy.length - 100] ^= 0x01;
    writeFileSync(local, copy);
    await expect(verifyArchive(local)).rejects.toThrow(
      /^Das Archiv ist beschädigt oder unvollständig .*verschlüsselten Daten sind verfälscht/,
    );
    setEnv({ BACKUP_AGE_IDENTITY: undefined });
  });
});

describe("a full disk", () => {
  it("stops the backup with a German message, removes its partial file and keeps the older archives", async (context) => {
    const folder = path.join(work, "voll");
    mkdirSync(folder);
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", folder], {
        stdio: "ignore",
      });
    } catch {
      // mounting needs root (CI and the dev containers run as root)
      context.skip();
    }
    try {
      const older = path.join(folder, backupFileName(new Date("2026-11-27T02:00:00Z")));
      const olderBytes = Buffer.alloc(300 * 1024, 3);
      writeFileSync(older, olderBytes);
      await expect(
        createBackup({
          databaseUrl: process.env.DATABASE_URL!,
          storage: syntheticStorage(2 * 1024 * 1024),
          out: `${folder}/`,
          encryption: null,
        }),
      ).rejects.toThrow(
        new BackupError(
          `Kein Speicherplatz mehr für die Sicherung in ${folder}. Die unvollständige Datei wurde gelöscht; ältere Sicherungen sind unverändert.`,
        ),
      );
      expect(readdirSync(folder)).toEqual([path.basename(older)]);
      expect(readFileSync(older).equals(olderBytes)).toBe(true);
    } finally {
      execFileSync("umount", [folder]);
    }
  });
});
