// Whether the database's schema is the one this build was made for: every migration in
// prisma/migrations applied, none failed. "Ready" must mean the app can serve a customer –
// an answering database with no tables (the failure that ended PGlite as our default) is
// not ready. Used before the server listens (startup.server.ts) and by /readyz.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { prisma } from "./db.server";

export interface SchemaStatus {
  current: boolean;
  /** migrations of prisma/migrations that the database has not applied */
  missing: string[];
  /** migrations that started and failed (the CLI refuses to go on until they are resolved) */
  failed: string[];
}

let expected: string[] | undefined;
/** The migration history this build ships (read once; the directory never changes at run time). */
function expectedMigrations(dir = path.resolve("prisma", "migrations")): string[] {
  if (expected) return expected;
  try {
    expected = readdirSync(dir)
      .filter((name) => statSync(path.join(dir, name)).isDirectory())
      .sort();
  } catch {
    // a deployment without the folder: only "table present, nothing failed" can be checked
    expected = [];
  }
  return expected;
}

type Row = { migration_name: string; finished_at: Date | null; rolled_back_at: Date | null };

export async function schemaStatus(): Promise<SchemaStatus> {
  let rows: Row[];
  try {
    rows = await prisma.$queryRaw<Row[]>`
      SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations`;
  } catch (error) {
    // no migration table at all: nothing was applied (any other error is the database's)
    if (!/_prisma_migrations|42P01/.test(String((error as Error)?.message ?? error))) throw error;
    return { current: false, missing: expectedMigrations(), failed: [] };
  }
  const applied = new Set(
    rows.filter((r) => r.finished_at && !r.rolled_back_at).map((r) => r.migration_name),
  );
  const failed = rows
    .filter((r) => !r.finished_at && !r.rolled_back_at)
    .map((r) => r.migration_name);
  const missing = expectedMigrations().filter((name) => !applied.has(name));
  return {
    current: missing.length === 0 && failed.length === 0 && applied.size > 0,
    missing,
    failed,
  };
}

/** A German sentence for a person: what is wrong and what to do. */
export function describeSchemaProblem(status: SchemaStatus): string {
  if (status.failed.length)
    return (
      `Die Migration ${status.failed[0]} ist fehlgeschlagen; die Datenbank ist nicht auf dem ` +
      "erwarteten Stand. Prüfen Sie die Ausgabe von `npm run db:migrate`."
    );
  const first = status.missing[0] ?? "(keine)";
  return (
    `Der Datenbank fehlen ${status.missing.length} Migration(en), zuerst ${first}: Tabellen, ` +
    "die die App braucht, sind nicht da. Führen Sie `npm run db:migrate` aus (npm start tut das " +
    "selbst) und starten Sie neu."
  );
}
