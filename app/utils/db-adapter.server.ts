// Chooses and opens the database behind Prisma: a real PostgreSQL when DATABASE_URL
// is a postgres URL, otherwise an embedded PostgreSQL (PGlite) in DATA_DIR/pglite (or
// PGLITE_DIR). Shared by the app (db.server.ts), the Prisma CLI (prisma.config.ts), the
// scripts and tests. Opening an embedded database takes its lock (pglite-lock.server.ts).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { embeddedDatabaseDir, lockEmbeddedDatabase } from "./pglite-lock.server";

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  // PGLITE_DIR, else DATA_DIR/pglite (DATA_DIR defaults to `data`)
  return { kind: "pglite", dir: embeddedDatabaseDir({ ...env, DATABASE_URL: "" })! };
}

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "pglite") return `eingebettetes PostgreSQL (PGlite) in ${target.dir}`;
  const u = new URL(target.url);
  // never log the password
  return `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`;
}

/**
 * Opens an embedded database. A directory is locked first, for the life of this process:
 * throws DatabaseLockedError (German, naming the holder) when another process has it open.
 */
export function openPGlite(dir: string, options: { loadDataDir?: Blob | File } = {}): PGlite {
  if (!dir.startsWith("memory://")) {
    mkdirSync(path.dirname(dir), { recursive: true });
    lockEmbeddedDatabase(dir);
  }
  // -F would switch fsync off: the embedded default must survive a crash, so drop it.
  // log_startup_progress_interval=0: PGlite >= 0.4 otherwise re-arms a timer that keeps
  // Node from ever exiting (the CLI's migrate would hang).
  const startParams = [
    ...PGlite.defaultStartParams.filter((p) => p !== "-F"),
    "-c",
    "log_startup_progress_interval=0",
  ];
  return new PGlite(dir, { startParams, ...options });
}

/** Adapter factory for the Prisma CLI (migrate deploy/status). */
export function createMigrationAdapter(target: DatabaseTarget = databaseTarget()) {
  // allowExitOnIdle: an idle pooled connection would keep the finished CLI alive for the
  // pool's 10 s idle timeout (see also scripts/prisma-cli-timers.cjs)
  if (target.kind === "postgres")
    return new PrismaPg({ connectionString: target.url, allowExitOnIdle: true });
  return new PrismaPGlite(openPGlite(target.dir));
}
