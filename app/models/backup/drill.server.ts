// The restore drill: a backup counts only once it has been restored. The archive is restored
// into a throwaway database and a temporary folder; every table is dumped again and compared
// with the manifest (row count and sha256 of its rows), and every issued invoice's PDF is
// compared with the hash recorded when it was issued (proof that no invoice changed since).
// Then the code's newer migrations are applied to the restored data, as a real restore would.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { BackupError, digest, type Manifest } from "./archive.server";
import { beginSnapshot, connect, exportTable, listTables } from "./database.server";
import { restoreArchive, verifyArchive } from "./restore.server";
import { isS3Ref, openS3Archive } from "./s3.server";
import { formatBytes, formatCount, formatDateTime, tableLabel } from "./texts";
import { createLocalStorage, ObjectNotFoundError } from "~/utils/storage.server";

export interface ThrowawayDatabase {
  url: string;
  dispose(): Promise<void>;
}

/** Makes an empty database for the drill inside `folder` (removed afterwards). */
export type ThrowawayFactory = (folder: string) => Promise<ThrowawayDatabase>;

/** A fresh embedded PostgreSQL server in the drill's folder. */
const embeddedThrowaway: ThrowawayFactory = async (folder) => {
  const embedded = await import("../../../server/embedded-postgres.mjs");
  const dataDir = path.join(folder, "datenbank");
  const server = await embedded.ensureEmbeddedPostgres({ dataDir, log: () => {} });
  const { dir, relocated } = embedded.embeddedPaths(dataDir);
  return {
    url: server.url,
    dispose: async () => {
      await embedded.stopEmbeddedPostgres(dataDir, "immediate");
      // as root with the temporary folder closed to `postgres`, the cluster lay outside it
      if (relocated) await rm(path.dirname(dir), { recursive: true, force: true });
    },
  };
};

/** A temporary database on an existing server (where no embedded one is installed). */
export function temporaryDatabaseOn(serverUrl: string): ThrowawayFactory {
  return async () => {
    const name = `seitenwerk_probe_${Date.now().toString(36)}_${process.pid}`;
    const admin = await connect(serverUrl);
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      dispose: async () => {
        const again = await connect(serverUrl);
        try {
          await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await again.end();
        }
      },
    };
  };
}

/** Embedded where the package is installed (development, CI), else beside DATABASE_URL's data. */
const defaultThrowaway: ThrowawayFactory = async (folder) => {
  try {
    return await embeddedThrowaway(folder);
  } catch (error) {
    const configured = process.env.DATABASE_URL?.trim();
    if (!configured || (error as Error)?.name !== "EmbeddedPostgresError") throw error;
    return temporaryDatabaseOn(configured)(folder);
  }
};

export interface DrillOptions {
  file: string;
  throwaway?: ThrowawayFactory;
  /** applies the code's migrations to a database (scripts/schema-engine.mjs) */
  migrate?: (url: string) => Promise<string[]>;
}

export interface DrillReport {
  ok: boolean;
  lines: string[];
  manifest?: Manifest;
  checkedAt: Date;
}

function countRows(): { counter: (chunk: Buffer) => void; rows: () => number } {
  let rows = 0;
  return {
    counter: (chunk) => {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
    },
    rows: () => rows,
  };
}

export async function drillBackup({
  file,
  throwaway = defaultThrowaway,
  migrate,
}: DrillOptions): Promise<DrillReport> {
  const lines = [`Probe-Wiederherstellung von ${file}`];
  const problems: string[] = [];
  const checkedAt = new Date();
  const finish = (manifest?: Manifest): DrillReport => {
    lines.push(
      problems.length
        ? `Ergebnis: Die Sicherung ist NICHT in Ordnung (${problems.length} ${problems.length === 1 ? "Abweichung" : "Abweichungen"}).`
        : "Ergebnis: Die Sicherung ist in Ordnung und lässt sich wiederherstellen.",
    );
    return { ok: problems.length === 0, lines, manifest, checkedAt };
  };
  const problem = (text: string) => {
    problems.push(text);
    lines.push(`✗ ${text}`);
  };

  const folder = await mkdtemp(path.join(os.tmpdir(), "seitenwerk-probe-"));
  // an archive in a bucket is fetched once: verifying and restoring read the copy
  let source = file;
  let manifest: Manifest;
  try {
    if (isS3Ref(file)) {
      source = path.join(folder, "archiv");
      await pipeline(await openS3Archive(file), createWriteStream(source)).catch(
        (error: unknown) => {
          if (error instanceof BackupError) throw error;
          throw new BackupError(
            `Die Sicherung ${file} ließ sich nicht vollständig laden: ${(error as Error).message}`,
          );
        },
      );
    }
    manifest = await verifyArchive(source);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    if (!(error instanceof BackupError)) throw error;
    problem(error.message);
    return finish();
  }
  lines.push(
    `Sicherung vom ${formatDateTime(manifest.createdAt)} (Version ${manifest.app.version}, ` +
      `Schema ${manifest.schema.newestMigration}, PostgreSQL ${manifest.postgres.version})`,
    `✓ Archiv vollständig: ${formatCount(manifest.members.length)} Einträge, alle Prüfsummen stimmen`,
  );
  if (manifest.missingFiles.length)
    lines.push(
      `! ${manifest.missingFiles.length} Dateien fehlten schon beim Sichern im Speicher: ${manifest.missingFiles.slice(0, 3).join(", ")}${manifest.missingFiles.length > 3 ? ", …" : ""}`,
    );

  let database: ThrowawayDatabase | undefined;
  try {
    database = await throwaway(folder);
    const storage = createLocalStorage(path.join(folder, "dateien"));
    const restored = await restoreArchive({
      file: source,
      databaseUrl: database.url,
      storage,
      manifest,
    });

    const client = await connect(database.url);
    try {
      await beginSnapshot(client);
      const tables = new Map((await listTables(client)).map((t) => [t.name, t]));
      const members = new Map(manifest.members.map((m) => [m.name, m]));
      let rowsTotal = 0;
      let tablesOk = 0;
      for (const entry of manifest.tables) {
        const table = tables.get(entry.name);
        if (!table) {
          problem(`Tabelle ${entry.name} fehlt nach der Wiederherstellung`);
          continue;
        }
        const rows = countRows();
        const { sha256 } = await digest(exportTable(client, table), rows.counter);
        if (rows.rows() !== entry.rows)
          problem(
            `${tableLabel(entry.name)} (${entry.name}): ${formatCount(rows.rows())} statt ${formatCount(entry.rows)} Zeilen`,
          );
        else if (sha256 !== members.get(entry.member)?.sha256)
          problem(`${tableLabel(entry.name)} (${entry.name}): Inhalt weicht von der Sicherung ab`);
        else tablesOk++;
        rowsTotal += rows.rows();
      }
      if (tablesOk === manifest.tables.length)
        lines.push(
          `✓ ${manifest.tables.length} Tabellen wiederhergestellt, Zeilenzahlen und Prüfsummen wie gesichert (${formatCount(rowsTotal)} Zeilen)`,
        );

      const { rows: invoices } = await client.query<{
        number: string;
        key: string;
        sha256: string;
      }>(
        `SELECT number, "storageKey" AS key, sha256 FROM invoices WHERE sha256 <> '' ORDER BY number`,
      );
      let invoicesOk = 0;
      for (const invoice of invoices) {
        try {
          const { body } = await storage.get(invoice.key);
          const { sha256 } = await digest(body);
          if (sha256 === invoice.sha256) invoicesOk++;
          else problem(`Rechnung ${invoice.number}: das PDF weicht vom Stand bei Ausstellung ab`);
        } catch (error) {
          if (!(error instanceof ObjectNotFoundError)) throw error;
          problem(`Rechnung ${invoice.number}: das PDF fehlt in der Sicherung`);
        }
      }
      if (invoicesOk === invoices.length)
        lines.push(
          `✓ ${formatCount(invoices.length)} Rechnungs-PDFs unverändert seit ihrer Ausstellung (sha256 wie bei Ausstellung gespeichert)`,
        );
      lines.push(
        `✓ ${formatCount(restored.files)} Dateien wiederhergestellt (${formatBytes(restored.fileBytes)})`,
      );
      await client.query("COMMIT");
    } finally {
      await client.end().catch(() => {});
    }

    if (migrate) {
      try {
        const applied = await migrate(database.url);
        lines.push(
          applied.length
            ? `✓ Neuere Migrationen dieser Version angewandt: ${applied.join(", ")}`
            : "✓ Das Schema entspricht dieser Version (keine Migration offen)",
        );
      } catch (error) {
        problem(
          `Die Migrationen dieser Version scheitern an den wiederhergestellten Daten: ${(error as Error).message}`,
        );
      }
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    problem(error.message);
  } finally {
    await database?.dispose().catch(() => {});
    await rm(folder, { recursive: true, force: true });
  }
  return finish(manifest);
}
