// Restores a backup archive. First every member is read and checked against the manifest's
// sha256 (a cut-off or altered archive is refused before anything is written); then the
// schema is made exactly as the archive had it, the rows are loaded and the files stored,
// all inside one transaction: a restore that fails or is killed leaves the database as it
// was. The code's newer migrations are applied afterwards by the caller.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import {
  BackupError,
  corrupt,
  digest,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  readAll,
  readArchive,
  type Manifest,
} from "./archive.server";
import {
  beginWrite,
  connect,
  dropPublicObjects,
  importTable,
  MIGRATIONS_TABLE,
  MIGRATIONS_TABLE_DDL,
  setSequence,
  tablesWithRows,
} from "./database.server";
import { codeMigrations, migrationSql } from "./migrations.server";
import { type Storage } from "~/utils/storage.server";

const member = z.object({ name: z.string(), bytes: z.number().int().min(0), sha256: z.string() });
const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  schema: z.object({ newestMigration: z.string(), migrations: z.array(z.string()) }),
  postgres: z.object({ version: z.string(), versionNum: z.number() }),
  source: z.object({ storage: z.enum(["local", "s3"]) }),
  tables: z.array(
    z.object({
      name: z.string(),
      member: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int(),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
  files: z.array(z.object({ key: z.string(), member: z.string(), contentType: z.string() })),
  missingFiles: z.array(z.string()),
  members: z.array(member),
});

const MANIFEST_LIMIT = 256 * 1024 * 1024;

function parseManifest(text: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text.toString("utf8"));
  } catch {
    throw corrupt("Inhaltsverzeichnis unlesbar");
  }
  const version = (json as { formatVersion?: unknown })?.formatVersion;
  if (typeof version === "number" && version > FORMAT_VERSION)
    throw new BackupError(
      `Das Archiv hat ein neueres Format (${version}) als diese Version von Seitenwerk (${FORMAT_VERSION}). ` +
        "Spielen Sie es mit einer neueren Version ein.",
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError(
      "Die Datei ist keine Seitenwerk-Sicherung (Inhaltsverzeichnis ungültig).",
    );
  return parsed.data as Manifest;
}

/**
 * Reads the whole archive and checks every member against the manifest. Returns the
 * manifest; throws a German BackupError for anything missing, altered or extra.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifest: Manifest | undefined;
  for await (const entry of readArchive(file)) {
    if (entry.name === MANIFEST_NAME) {
      manifest = parseManifest(await readAll(entry.body, MANIFEST_LIMIT));
      continue;
    }
    if (seen.has(entry.name)) throw corrupt(`${entry.name} steht zweimal darin`);
    seen.set(entry.name, await digest(entry.body));
  }
  if (!manifest)
    throw new BackupError(
      "Das Archiv ist unvollständig: das Inhaltsverzeichnis (manifest.json) fehlt – " +
        "vermutlich wurde die Sicherung abgebrochen.",
    );
  const problems: string[] = [];
  for (const expected of manifest.members) {
    const actual = seen.get(expected.name);
    seen.delete(expected.name);
    if (!actual) problems.push(`${expected.name} fehlt`);
    else if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
      problems.push(`${expected.name} ist verändert`);
  }
  for (const extra of seen.keys()) problems.push(`${extra} steht nicht im Inhaltsverzeichnis`);
  if (problems.length)
    throw new BackupError(
      `Das Archiv ist beschädigt: ${problems.length} ${problems.length === 1 ? "Eintrag stimmt" : "Einträge stimmen"} ` +
        `nicht mit den Prüfsummen im Inhaltsverzeichnis überein (${problems.slice(0, 3).join("; ")}` +
        `${problems.length > 3 ? "; …" : ""}).`,
    );
  return manifest;
}

/**
 * Refuses an archive whose schema this code does not know (it came from a newer version);
 * returns the code's migrations the archive does not have yet, to apply after loading it.
 */
export function checkSchema(manifest: Manifest, code = codeMigrations()): string[] {
  const unknown = manifest.schema.migrations.filter((name) => !code.includes(name));
  if (unknown.length)
    throw new BackupError(
      `Das Archiv stammt von einer neueren Version von Seitenwerk (Schema ${manifest.schema.newestMigration}); ` +
        `diese Version kennt ${unknown.length === 1 ? "die Migration" : "die Migrationen"} ${unknown.join(", ")} nicht. ` +
        "Spielen Sie es mit der neueren Version ein.",
    );
  return code.filter((name) => !manifest.schema.migrations.includes(name));
}

export interface RestoreOptions {
  file: string;
  databaseUrl: string;
  storage: Storage;
  /** replace the data of a database that holds some */
  force?: boolean;
  /** when the archive was already checked by verifyArchive */
  manifest?: Manifest;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  tables: { name: string; rows: number }[];
  files: number;
  fileBytes: number;
  /** the code's migrations still to apply (newer than the archive) */
  pendingMigrations: string[];
}

export class NotEmptyError extends BackupError {
  name = "NotEmptyError";
}

/** Loads a member into COPY, checking its hash on the way. */
async function* hashed(body: AsyncIterable<Buffer>, expected: { sha256: string }, name: string) {
  const hash = createHash("sha256");
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
  // the archive changed between the check and the load: nothing of it may stay
  if (hash.digest("hex") !== expected.sha256)
    throw corrupt(`${name} hat sich beim Lesen verändert`);
}

export async function restoreArchive({
  file,
  databaseUrl,
  storage,
  force = false,
  manifest: checked,
  log = () => {},
}: RestoreOptions): Promise<RestoreResult> {
  const manifest = checked ?? (await verifyArchive(file));
  const pendingMigrations = checkSchema(manifest);
  const client = await connect(databaseUrl);
  try {
    const filled = await tablesWithRows(client);
    if (filled.length && !force)
      throw new NotEmptyError(
        `Die Zieldatenbank enthält bereits Daten (${filled.slice(0, 5).join(", ")}` +
          `${filled.length > 5 ? ", …" : ""}). Es wurde nichts verändert. Zum Ersetzen aller Daten ` +
          "durch die Sicherung rufen Sie den Befehl mit --force auf.",
      );
    await beginWrite(client);
    await dropPublicObjects(client);
    // the schema exactly at the archive's migration: its rows fit column by column
    await client.query(MIGRATIONS_TABLE_DDL);
    for (const name of manifest.schema.migrations) await client.query(migrationSql(name));

    const tables = new Map(manifest.tables.map((t) => [t.member, t]));
    const files = new Map(manifest.files.map((f) => [f.member, f]));
    const members = new Map(manifest.members.map((m) => [m.name, m]));
    let fileCount = 0;
    let fileBytes = 0;
    for await (const entry of readArchive(file)) {
      const expected = members.get(entry.name);
      const table = tables.get(entry.name);
      const stored = files.get(entry.name);
      if (entry.name === MANIFEST_NAME) continue;
      if (!expected) throw corrupt(`${entry.name} steht nicht im Inhaltsverzeichnis`);
      const body = hashed(entry.body, expected, entry.name);
      if (table) {
        await pipeline(Readable.from(body), importTable(client, table.name, table.columns));
      } else if (stored) {
        // a key left by an earlier, interrupted restore is replaced (the local folder never overwrites)
        if (storage.kind === "local") await storage.delete(stored.key);
        await storage.put(stored.key, body, {
          contentType: stored.contentType,
          maxBytes: Number.MAX_SAFE_INTEGER,
        });
        fileCount++;
        fileBytes += expected.bytes;
      } else {
        for await (const _ of body) void _;
      }
    }
    for (const { name, lastValue } of manifest.sequences)
      if (lastValue !== null) await setSequence(client, name, lastValue);
    await client.query("COMMIT");
    log(`Datenbank und ${fileCount} Dateien wiederhergestellt.`);
    return {
      manifest,
      tables: manifest.tables
        .filter((t) => t.name !== MIGRATIONS_TABLE)
        .map((t) => ({ name: t.name, rows: t.rows })),
      files: fileCount,
      fileBytes,
      pendingMigrations,
    };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
