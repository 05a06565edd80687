// The database side of a backup: a logical dump in PostgreSQL's COPY text format, one member
// per table, all read in one REPEATABLE READ READ ONLY transaction (one consistent snapshot
// while the app keeps writing), and the load of such a dump in one transaction.
//
// Why not pg_dump: the embedded distribution ships no pg_dump, and a system's pg_dump refuses
// a server of a newer major version (Debian 12's 15 against PostgreSQL 18). COPY works with
// every server version and needs nothing installed (docs/decisions/020-backup-archive.md).
//
// Each table is read ordered by its primary key (text keys in the "C" collation), with fixed
// output settings, so the same rows always give the same bytes: the member's sha256 is the
// table's checksum, and the restore drill compares a restored table by dumping it again.
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { BackupError } from "./archive.server";
import type { Readable } from "node:stream";

/** Output settings that make COPY's text the same on every server and session. */
const STABLE_OUTPUT = [
  "SET LOCAL DateStyle = 'ISO, MDY'",
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL extra_float_digits = 3",
  "SET LOCAL bytea_output = 'hex'",
  "SET LOCAL client_encoding = 'UTF8'",
];

export const MIGRATIONS_TABLE = "_prisma_migrations";

export interface TableInfo {
  name: string;
  columns: string[];
  orderBy: string[];
}

const ident = (name: string) => pg.Client.prototype.escapeIdentifier(name);

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // a connection lost mid-way shows up as the failing query's error
  client.on("error", () => {});
  await client.connect();
  return client;
}

/** Starts the snapshot every later read of this client sees. */
export async function beginSnapshot(client: pg.Client) {
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  for (const sql of STABLE_OUTPUT) await client.query(sql);
}

/** Starts the restore's transaction (the same output settings, for the drill's re-dump). */
export async function beginWrite(client: pg.Client) {
  await client.query("BEGIN");
  for (const sql of STABLE_OUTPUT) await client.query(sql);
}

/**
 * The tables of the public schema with their columns and sort keys, in load order: a table
 * comes after every table its foreign keys point to (a reference to itself is checked at
 * the end of the COPY statement, so the order inside a table does not matter).
 */
export async function listTables(client: pg.Client): Promise<TableInfo[]> {
  const { rows } = await client.query<{
    name: string;
    columns: string[];
    keys: { column: string; collatable: boolean }[] | null;
  }>(`
    SELECT c.relname AS name,
      (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
      (SELECT json_agg(json_build_object('column', a.attname, 'collatable', t.typcollation <> 0)
                       ORDER BY array_position(i.indkey::int2[], a.attnum))
         FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey::int2[])
         JOIN pg_type t ON t.oid = a.atttypid
        WHERE i.indrelid = c.oid AND i.indisprimary) AS keys
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`);
  const { rows: refs } = await client.query<{ child: string; parent: string }>(`
    SELECT DISTINCT ch.relname AS child, pa.relname AS parent
    FROM pg_constraint f
    JOIN pg_class ch ON ch.oid = f.conrelid JOIN pg_namespace cn ON cn.oid = ch.relnamespace
    JOIN pg_class pa ON pa.oid = f.confrelid JOIN pg_namespace pn ON pn.oid = pa.relnamespace
    WHERE f.contype = 'f' AND cn.nspname = 'public' AND pn.nspname = 'public' AND ch.oid <> pa.oid`);

  const tables = rows.map((row) => ({
    name: row.name,
    columns: row.columns,
    // a table without a primary key is sorted by its whole row's text
    orderBy: row.keys
      ? row.keys.map((k) => (k.collatable ? `${ident(k.column)} COLLATE "C"` : ident(k.column)))
      : [`${ident(row.name)}::text COLLATE "C"`],
  }));
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of refs) parents.get(child)?.add(parent);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)),
    );
    if (!next)
      throw new BackupError(
        "Die Tabellen verweisen im Kreis aufeinander; diese Datenbank lässt sich so nicht sichern.",
      );
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** The table's rows in COPY text format, in a fixed order. */
export function exportTable(client: pg.Client, table: TableInfo): Readable {
  const columns = table.columns.map(ident).join(", ");
  return client.query(
    copyTo(
      `COPY (SELECT ${columns} FROM ${ident(table.name)} ORDER BY ${table.orderBy.join(", ")}) TO STDOUT`,
    ),
  );
}

/** Loads COPY text into a table of the same columns. */
export function importTable(client: pg.Client, name: string, columns: string[]) {
  return client.query(
    copyFrom(`COPY ${ident(name)} (${columns.map(ident).join(", ")}) FROM STDIN`),
  );
}

export async function serverVersion(client: pg.Client) {
  const { rows } = await client.query<{ version: string; num: string }>(
    "SELECT current_setting('server_version') AS version, current_setting('server_version_num') AS num",
  );
  return { version: rows[0].version, versionNum: Number(rows[0].num) };
}

/** The migrations the database has applied, oldest first; refuses a half-applied one. */
export async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const exists = await client.query("SELECT to_regclass($1) AS t", [`public.${MIGRATIONS_TABLE}`]);
  if (!exists.rows[0].t)
    throw new BackupError(
      "Die Datenbank hat noch keine Tabellen (keine Migration angewandt) – es gibt nichts zu sichern.",
    );
  const { rows } = await client.query<{ name: string; finished: boolean }>(
    `SELECT migration_name AS name, finished_at IS NOT NULL AS finished
       FROM ${ident(MIGRATIONS_TABLE)} WHERE rolled_back_at IS NULL ORDER BY migration_name`,
  );
  const unfinished = rows.find((r) => !r.finished);
  if (unfinished)
    throw new BackupError(
      `Die Migration ${unfinished.name} ist nicht abgeschlossen. Führen Sie zuerst npm run db:migrate aus.`,
    );
  return [...new Set(rows.map((r) => r.name))];
}

export async function sequences(client: pg.Client) {
  const { rows } = await client.query<{ name: string; lastValue: string | null }>(
    `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences
      WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return rows;
}

/** The storage keys of every file the data refers to: documents and issued invoices' PDFs. */
export async function referencedFiles(
  client: pg.Client,
): Promise<{ key: string; contentType: string }[]> {
  const { rows } = await client.query<{ key: string; contentType: string }>(
    `SELECT "storageKey" AS key, "contentType" FROM uploaded_documents
     UNION
     SELECT "storageKey", 'application/pdf' FROM invoices WHERE sha256 <> ''
     ORDER BY 1`,
  );
  return rows;
}

/** Tables of the public schema that hold rows (the migration history does not count). */
export async function tablesWithRows(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND c.relname <> $1 ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  const filled: string[] = [];
  for (const { name } of rows) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${ident(name)} LIMIT 1`);
    if (rowCount) filled.push(name);
  }
  return filled;
}

/**
 * Removes every table, view, sequence and type of the public schema (inside the restore's
 * transaction): the schema is then made again exactly as the archive had it. The schema
 * itself stays, as it may belong to another role than the app's.
 */
export async function dropPublicObjects(client: pg.Client) {
  const { rows } = await client.query<{ kind: string; name: string }>(`
    SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                          WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind, c.relname AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND NOT c.relispartition
    UNION ALL
    SELECT 'TYPE', t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r')`);
  for (const { kind, name } of rows)
    await client.query(`DROP ${kind} IF EXISTS public.${ident(name)} CASCADE`);
}

/** Prisma's migration bookkeeping, as its schema engine creates it on PostgreSQL. */
export const MIGRATIONS_TABLE_DDL = `CREATE TABLE ${MIGRATIONS_TABLE} (
  id                  VARCHAR(36) PRIMARY KEY NOT NULL,
  checksum            VARCHAR(64) NOT NULL,
  finished_at         TIMESTAMPTZ,
  migration_name      VARCHAR(255) NOT NULL,
  logs                TEXT,
  rolled_back_at      TIMESTAMPTZ,
  started_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  applied_steps_count INTEGER NOT NULL DEFAULT 0
)`;

export async function setSequence(client: pg.Client, name: string, lastValue: string) {
  await client.query("SELECT setval($1::regclass, $2::bigint, true)", [
    `public.${ident(name)}`,
    lastValue,
  ]);
}
