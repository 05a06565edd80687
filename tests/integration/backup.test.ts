// Backup, restore and the restore drill (app/models/backup) against the suite's PostgreSQL
// server (the embedded one, or TEST_DATABASE_URL's): a round trip of seeded data into a fresh
// database with every table equal row by row and every file byte-identical; an older
// archive upgraded by the code's migrations; and the faults – a cut-off or altered archive,
// a killed backup, a database that already holds data.
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { PrismaPg } from "@prisma/adapter-pg";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../scripts/schema-engine.mjs";
import { createCustomer } from "../support/fixtures";
import { scratchDatabases } from "../support/scratch-databases";
import { drainQueue } from "~/job-handlers/index.server";
import { verifyLogin } from "~/models/account/user.server";
import { BackupError } from "~/models/backup/archive.server";
import { createBackup } from "~/models/backup/backup.server";
import { connect, MIGRATIONS_TABLE_DDL } from "~/models/backup/database.server";
import { drillBackup } from "~/models/backup/drill.server";
import { codeMigrations, migrationSql } from "~/models/backup/migrations.server";
import {
  checkSchema,
  NotEmptyError,
  restoreArchive,
  verifyArchive,
} from "~/models/backup/restore.server";
import {
  backupDue,
  backupStatus,
  runScheduledBackup,
  type BackupSettings,
} from "~/models/backup/schedule.server";
import { createDbSession } from "~/utils/auth.server";
import { prisma, prismaClientOn, setPrismaClient } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { hashPassword } from "~/utils/password.server";
import { createLocalStorage, getStorage, type Storage } from "~/utils/storage.server";

const PASSWORD = "Altes-Passwort-2026";
const work = mkdtempSync(path.join(os.tmpdir(), "seitenwerk-backup-test-"));
// "ziel" (where a restore goes), "quelle" (a source of its own), "probe" (the drill's)
const scratch = scratchDatabases(work);
const emptyDatabase = (name: "ziel" | "quelle" | "probe") => scratch.empty(name);
const probe = () => scratch.throwaway;

afterAll(async () => {
  await scratch.dispose();
  rmSync(work, { recursive: true, force: true });
});

async function put(storage: Storage, key: string, data: Buffer, contentType: string) {
  await storage.put(key, Readable.from([data]), { contentType });
}

async function bytesOf(storage: Storage, key: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage.get(key)).body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every row of every table of the public schema, in primary-key order, as the driver reads it. */
async function allRows(url: string) {
  const client = await connect(url);
  try {
    const { rows: tables } = await client.query<{ name: string; key: string }>(`
      SELECT c.relname AS name,
        (SELECT string_agg(quote_ident(a.attname) || ' COLLATE "C"', ', ')
           FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
          WHERE i.indrelid = c.oid AND i.indisprimary) AS key
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`);
    const result: Record<string, unknown[]> = {};
    for (const { name, key } of tables) {
      const order = key.replace(/ COLLATE "C"/g, '::text COLLATE "C"');
      result[name] = (await client.query(`SELECT * FROM ${name} ORDER BY ${order}`)).rows;
    }
    return result;
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

const pdfBytes = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);

/** Orders in every state, payments and a refund, an issued invoice and credit note, messages with files, a delivery, sessions. */
async function seed() {
  const storage = getStorage();
  const user = await createCustomer({
    email: "kundin@example.com",
    passwordHash: await hashPassword(PASSWORD),
  });
  await createDbSession(user.id);
  await createDbSession(user.id);
  await prisma.billingProfile.create({
    data: {
      userId: user.id,
      company: "Muster & Söhne GmbH",
      street: "Hauptstraße 5",
      zip: "80331",
      city: "München",
    },
  });
  const statuses = [
    "draft",
    "pending_payment",
    "paid",
    "in_progress",
    "review",
    "completed",
    "online",
    "cancelled",
  ];
  const orders = [];
  for (const [i, status] of statuses.entries())
    orders.push(
      await prisma.order.create({
        data: {
          userId: user.id,
          status,
          company: "Muster & Söhne GmbH",
          companyAddress: "Hauptstraße 5",
          companyZip: "80331",
          companyCity: "München",
          // the characters COPY's text format escapes
          description: `Zeile 1\nZeile 2\tmit Tab, Backslash \\ und „Anführung“ ${i}`,
          pageContents: [{ title: "Start", description: "Ümlaute & Emoji 🎉" }],
          basePriceCents: 249_00,
          totalPriceCents: 249_00,
          paidAt: i >= 2 ? new Date("2026-03-05T10:00:00Z") : null,
        },
      }),
    );
  const paid = orders[2];
  const payment = await prisma.payment.create({
    data: {
      orderId: paid.id,
      kind: "payment",
      purpose: "order",
      amountCents: 249_00,
      externalId: `pi_${randomUUID()}`,
      paidAt: new Date("2026-03-05T10:00:00Z"),
    },
  });
  const refund = await prisma.payment.create({
    data: {
      orderId: paid.id,
      kind: "refund",
      purpose: "refund",
      amountCents: 49_00,
      externalId: `re_${randomUUID()}`,
      refundOfId: payment.id,
      reason: "Kulanz",
    },
  });
  // an invoice and a credit note as the issuer stores them: the PDF in the storage, its
  // sha256 in the row (rendering real ones takes seconds; invoices.test.ts covers that)
  for (const [number, kind, p, gross] of [
    ["RE-2026-000001", "invoice", payment, 249_00],
    ["GS-2026-000001", "credit_note", refund, -49_00],
  ] as const) {
    const pdf = pdfBytes(`${kind} ${number}`);
    const storageKey = `invoices/2026/${number}.pdf`;
    await put(storage, storageKey, pdf, "application/pdf");
    await prisma.invoice.create({
      data: {
        number,
        kind,
        orderId: paid.id,
        paymentId: p.id,
        netCents: Math.round(gross / 1.19),
        vatCents: gross - Math.round(gross / 1.19),
        grossCents: gross,
        document: { number, kind },
        storageKey,
        sha256: createHash("sha256").update(pdf).digest("hex"),
      },
    });
  }

  const message = await prisma.orderMessage.create({
    data: { orderId: paid.id, authorId: user.id, fromAgency: false, body: "Anbei das Logo." },
  });
  const delivery = await prisma.delivery.create({
    data: { orderId: orders[4].id, previewUrl: "https://vorschau.example/1", note: null },
  });
  const files = [
    { key: `orders/${paid.id}/${randomUUID()}`, data: randomUUID().repeat(4000), message: true },
    {
      key: `orders/${paid.id}/${randomUUID()}`,
      data: "Impressum\r\nohne Zeilenende",
      message: false,
    },
    {
      key: `orders/${orders[4].id}/${randomUUID()}`,
      data: pdfBytes("Vorschau").toString(),
      delivery: true,
    },
  ];
  for (const [i, f] of files.entries()) {
    await put(storage, f.key, Buffer.from(f.data), "application/octet-stream");
    await prisma.uploadedDocument.create({
      data: {
        orderId: f.key.split("/")[1],
        uploadedById: user.id,
        section: "company",
        name: `datei-${i}.bin`,
        contentType: "application/octet-stream",
        size: Buffer.byteLength(f.data),
        storageKey: f.key,
        messageId: f.message ? message.id : null,
        deliveryId: f.delivery ? delivery.id : null,
      },
    });
  }
  return { user, orders };
}

let archive: string;
let seeded: Awaited<ReturnType<typeof seed>>;

beforeAll(async () => {
  seeded = await seed();
  const { file } = await createBackup({
    databaseUrl: process.env.DATABASE_URL!,
    storage: getStorage(),
    out: `${work}/`,
  });
  archive = file;
}, 120_000);

describe("a backup restored into a fresh database", () => {
  it("has every table equal row by row, every file byte-identical, and the old password signs in", async () => {
    const manifest = await verifyArchive(archive);
    expect(path.basename(archive)).toMatch(
      /^seitenwerk-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/,
    );
    expect(manifest.schema.newestMigration).toBe(codeMigrations().at(-1));
    expect(manifest.tables.find((t) => t.name === "orders")?.rows).toBe(8);
    expect(manifest.tables.find((t) => t.name === "invoices")?.rows).toBe(2);
    expect(manifest.tables.find((t) => t.name === "sessions")?.rows).toBe(2);
    // no configuration, no secret: only data
    const text = readFileSync(archive).toString("latin1");
    expect(text).not.toContain("test-secret-one");

    const target = await emptyDatabase("ziel");
    const uploads = path.join(work, "restored-files");
    const restoredStorage = createLocalStorage(uploads);
    const result = await restoreArchive({
      file: archive,
      databaseUrl: target.url,
      storage: restoredStorage,
    });
    expect(result.pendingMigrations).toEqual([]);
    expect(result.files).toBe(5);

    const [before, after] = [await allRows(process.env.DATABASE_URL!), await allRows(target.url)];
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(after.orders.length).toBe(8);

    const keys = (before.uploaded_documents as { storageKey: string }[])
      .map((d) => d.storageKey)
      .concat((before.invoices as { storageKey: string }[]).map((i) => i.storageKey));
    expect(keys.length).toBe(5);
    for (const key of keys)
      expect(
        (await bytesOf(restoredStorage, key)).equals(await bytesOf(getStorage(), key)),
        key,
      ).toBe(true);

    // the customer signs in with the old password against the restored data
    const restoredClient = prismaClientOn(new PrismaPg({ connectionString: target.url, max: 2 }));
    setPrismaClient(restoredClient);
    try {
      const login = await verifyLogin("kundin@example.com", PASSWORD);
      expect(login).toMatchObject({ ok: true, user: { id: seeded.user.id } });
      expect((await verifyLogin("kundin@example.com", "falsch-falsch")).ok).toBe(false);
    } finally {
      // the file's own database again (tests/support/setup-db.ts keeps its client there)
      setPrismaClient(
        (globalThis as unknown as { __testDatabase: { client: typeof prisma } }).__testDatabase
          .client,
      );
      await restoredClient.$disconnect();
    }
  });

  it("the drill passes on the archive and reports in German", async () => {
    const report = await drillBackup({
      file: archive,
      throwaway: probe(),
    });
    expect(report.lines.join("\n")).toContain(
      "✓ 2 Rechnungs-PDFs unverändert seit ihrer Ausstellung",
    );
    expect(report.lines.join("\n")).toMatch(
      /Tabellen wiederhergestellt, Zeilenzahlen und Prüfsummen wie gesichert/,
    );
    expect(report.ok, report.lines.join("\n")).toBe(true);
  });

  it("the drill fails when an invoice PDF differs from the hash stored at issue", async () => {
    // an archive made after the PDF was altered in the storage (its hash in the row is the issue's)
    const invoice = await prisma.invoice.findFirstOrThrow({ where: { kind: "invoice" } });
    const storage = getStorage();
    const original = await bytesOf(storage, invoice.storageKey);
    await storage.delete(invoice.storageKey);
    await put(
      storage,
      invoice.storageKey,
      Buffer.concat([original, Buffer.from(" ")]),
      "application/pdf",
    );
    try {
      const { file } = await createBackup({
        databaseUrl: process.env.DATABASE_URL!,
        storage,
        out: path.join(work, "altered-invoice.tar.gz"),
      });
      const report = await drillBackup({
        file,
        throwaway: probe(),
      });
      expect(report.ok).toBe(false);
      expect(report.lines).toContain(
        `✗ Rechnung ${invoice.number}: das PDF weicht vom Stand bei Ausstellung ab`,
      );
    } finally {
      await storage.delete(invoice.storageKey);
      await put(storage, invoice.storageKey, original, "application/pdf");
    }
  });
});

describe("a damaged archive", () => {
  const damaged = (name: string, change: (bytes: Buffer) => Buffer) => {
    const file = path.join(work, name);
    writeFileSync(file, change(readFileSync(archive)));
    return file;
  };

  it.each([
    ["cut off", (b: Buffer) => b.subarray(0, Math.floor(b.length * 0.6))],
    [
      "one byte flipped",
      (b: Buffer) => {
        const copy = Buffer.from(b);
        copy[Math.floor(copy.length / 2)] ^= 0x01;
        return copy;
      },
    ],
  ])("(%s) is refused with a German message, and nothing is written", async (name, change) => {
    const file = damaged(`${name.replace(/ /g, "-")}.tar.gz`, change);
    await expect(verifyArchive(file)).rejects.toThrow(/^Das Archiv ist (beschädigt|unvollständig)/);
    const target = await emptyDatabase("ziel");
    const folder = path.join(work, `files-${name.replace(/ /g, "-")}`);
    await expect(
      restoreArchive({ file, databaseUrl: target.url, storage: createLocalStorage(folder) }),
    ).rejects.toBeInstanceOf(BackupError);
    expect(await tableCount(target.url)).toBe(0);
    expect(existsSync(folder)).toBe(false);

    const report = await drillBackup({ file, throwaway: probe() });
    expect(report.ok).toBe(false);
    expect(report.lines.at(-1)).toMatch(/^Ergebnis: Die Sicherung ist NICHT in Ordnung/);
  });

  it("from a newer schema than the code is refused", async () => {
    const manifest = await verifyArchive(archive);
    const newer = {
      ...manifest,
      schema: {
        newestMigration: "29990101000000_zukunft",
        migrations: [...manifest.schema.migrations, "29990101000000_zukunft"],
      },
    };
    expect(() => checkSchema(newer)).toThrow(
      /stammt von einer neueren Version von Seitenwerk .*29990101000000_zukunft/,
    );
  });
});

describe("restoring over data", () => {
  it("is refused without --force and leaves the database as it was; with --force it replaces it", async () => {
    const target = await emptyDatabase("ziel");
    const storage = createLocalStorage(path.join(work, "over-data"));
    await restoreArchive({ file: archive, databaseUrl: target.url, storage });
    const client = await connect(target.url);
    try {
      await client.query(`DELETE FROM sessions`);
      await client.query(`UPDATE users SET "firstName" = 'Geändert'`);
    } finally {
      await client.end();
    }
    const changed = await allRows(target.url);
    await expect(
      restoreArchive({ file: archive, databaseUrl: target.url, storage }),
    ).rejects.toThrow(NotEmptyError);
    await expect(
      restoreArchive({ file: archive, databaseUrl: target.url, storage }),
    ).rejects.toThrow(/enthält bereits Daten .*--force/);
    expect(await allRows(target.url)).toEqual(changed);

    await restoreArchive({ file: archive, databaseUrl: target.url, storage, force: true });
    expect(await allRows(target.url)).toEqual(await allRows(process.env.DATABASE_URL!));
  });
});

describe("an archive of an older schema", () => {
  it("is loaded at its own schema, then the code's newer migration applies to it", async () => {
    const [newest] = codeMigrations().slice(-1);
    const older = codeMigrations().slice(0, -1);
    const source = await emptyDatabase("quelle");
    const client = await connect(source.url);
    try {
      await client.query(MIGRATIONS_TABLE_DDL);
      for (const name of older) {
        const sql = migrationSql(name);
        await client.query(sql);
        await client.query(
          `INSERT INTO _prisma_migrations (id, checksum, migration_name, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), 1)`,
          [randomUUID(), createHash("sha256").update(sql).digest("hex"), name],
        );
      }
      await client.query(
        `INSERT INTO users (id, email, "updatedAt") VALUES ($1, 'alt@example.com', now())`,
        [randomUUID()],
      );
    } finally {
      await client.end();
    }
    const { file, manifest } = await createBackup({
      databaseUrl: source.url,
      storage: getStorage(),
      out: path.join(work, "older.tar.gz"),
    });
    expect(manifest.schema.newestMigration).toBe(older.at(-1));

    const target = await emptyDatabase("ziel");
    const result = await restoreArchive({
      file,
      databaseUrl: target.url,
      storage: createLocalStorage(path.join(work, "older-files")),
    });
    expect(result.pendingMigrations).toEqual([newest]);
    expect(await applyMigrations(target.url)).toEqual([newest]);
    const rows = await allRows(target.url);
    expect(rows.users).toMatchObject([{ email: "alt@example.com" }]);
    expect(
      (rows._prisma_migrations as { migration_name: string }[]).map((m) => m.migration_name),
    ).toContain(newest);
  });
});

/** Runs tests/support/backup-child.ts and kills it (SIGKILL) once it handles the files. */
async function killWhileCopyingFiles(args: string[]) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "tests/support/backup-child.ts", ...args],
    {
      env: { ...process.env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const exited = new Promise((resolve) => child.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    const check = (d: Buffer) => {
      output += d;
      if (output.includes("DATEIEN")) resolve();
    };
    child.stdout.on("data", check);
    child.stderr.on("data", check);
    void exited.then(() =>
      reject(new Error(`beendet, bevor es die Dateien erreichte:\n${output}`)),
    );
  });
  child.kill("SIGKILL");
  await exited;
}

describe("kill -9", () => {
  it("during a backup leaves no archive that looks complete", async () => {
    const folder = path.join(work, "killed");
    await killWhileCopyingFiles(["backup", folder]);
    const left = readdirSync(folder);
    expect(left.filter((name) => name.endsWith(".tar.gz"))).toEqual([]);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/\.unvollstaendig$/);
    const partial = path.join(folder, left[0]);
    expect(statSync(partial).size).toBeGreaterThan(0);
    await expect(verifyArchive(partial)).rejects.toThrow(
      /^Das Archiv ist (unvollständig|beschädigt)/,
    );
  }, 60_000);

  it("during a restore leaves the database untouched", async () => {
    const target = await emptyDatabase("ziel");
    await killWhileCopyingFiles(["restore", archive, target.url]);
    expect(await tableCount(target.url)).toBe(0);
    // and the next restore goes through
    await restoreArchive({
      file: archive,
      databaseUrl: target.url,
      storage: createLocalStorage(path.join(work, "after-kill")),
    });
    expect((await allRows(target.url)).orders).toHaveLength(8);
  }, 60_000);
});

describe("scheduled backups", () => {
  // 03:30 in Berlin (UTC+1), half an hour after the set time
  const night = new Date("2026-11-28T02:30:00Z");
  const later = (hours: number) => new Date(night.getTime() + hours * 3_600_000);
  const throwaway = probe;

  it("back up once a day after the set time, drill the archive, and the dashboard turns red after 36 h", async () => {
    const settings: BackupSettings = {
      schedule: { hour: 3, minute: 0 },
      dir: path.join(work, "scheduled"),
      keepDaily: 7,
      keepMonthly: 12,
    };
    expect((await backupStatus(night, settings)).text).toBe("Letzte Sicherung: noch keine");
    expect((await backupDue(night, settings))?.toISOString()).toBe("2026-11-28T02:00:00.000Z");
    await runScheduledBackup({ now: night, final: true, settings, throwaway: throwaway() });
    expect(await backupDue(later(1), settings)).toBeNull();
    expect((await backupDue(later(24), settings))?.toISOString()).toBe("2026-11-29T02:00:00.000Z");

    const runs = await prisma.backupRun.findMany({ orderBy: { kind: "asc" } });
    expect(runs.map((r) => [r.kind, r.ok])).toEqual([
      ["backup", true],
      ["drill", true],
    ]);
    expect(readdirSync(settings.dir)).toEqual([path.basename(runs[0].archive!)]);
    const fine = await backupStatus(later(1), settings);
    expect(fine.text).toMatch(/^Letzte Sicherung: 28\.11\.2026, 03:30 \(geprüft am .+\)$/);
    expect(fine).toMatchObject({ alarm: false, details: [] });
    const stale = await backupStatus(later(37), settings);
    expect(stale.alarm).toBe(true);
    expect(stale.details[0]).toMatch(
      /^Seit mehr als 36 Stunden gibt es keine erfolgreiche Sicherung/,
    );
  });

  it("a failed backup is recorded and mailed to the agency on its last attempt", async () => {
    await prisma.backupRun.deleteMany();
    process.env.ADMIN_NOTIFY_EMAIL = "team@seitenwerk.example";
    resetEnvCache();
    const blocked = path.join(work, "kein-ordner");
    writeFileSync(blocked, "eine Datei, wo der Ordner sein soll");
    const settings: BackupSettings = {
      schedule: { hour: 3, minute: 0 },
      dir: path.join(blocked, "backups"),
      keepDaily: 7,
      keepMonthly: 12,
    };
    await expect(runScheduledBackup({ now: night, final: false, settings })).rejects.toThrow();
    await expect(runScheduledBackup({ now: later(0.2), final: true, settings })).rejects.toThrow();
    const failed = await prisma.backupRun.findMany({ where: { ok: false } });
    expect(failed).toHaveLength(2);
    await drainQueue({ names: ["send-mail"] });
    const mailDir = path.join(process.env.DATA_DIR!, "mail");
    const mails = await Promise.all(
      readdirSync(mailDir).map((f) => simpleParser(readFileSync(path.join(mailDir, f)))),
    );
    // one mail: the first attempt is retried by the job, only the last one reports
    const sent = mails.filter((m) => m.subject === "Die nächtliche Sicherung ist fehlgeschlagen");
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toMatchObject({ text: "team@seitenwerk.example" });
    expect(sent[0].text).toContain("npm run backup");
    const status = await backupStatus(later(1), settings);
    expect(status.alarm).toBe(true);
    expect(status.details.join(" ")).toMatch(
      /Die Sicherung vom 28\.11\.2026, 03:4\d ist fehlgeschlagen/,
    );
  });
});
