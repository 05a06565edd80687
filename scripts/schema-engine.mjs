// Prisma's schema engine as WebAssembly (@prisma/schema-engine-wasm), driven through the
// app's own driver adapter: the engine that applies and diffs migrations, without Prisma's
// native binary. Prisma 6's CLI did exactly this behind `prisma migrate deploy` when
// prisma.config.ts named an adapter; Prisma 7's CLI only knows the native engine, which these
// machines cannot download. The migrations, their checksums and `_prisma_migrations` are
// Prisma's own, so a database migrated by the CLI anywhere else reads the same.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";

export const SCHEMA_FILE = path.join("prisma", "schema.prisma");
export const MIGRATIONS_DIR = path.join("prisma", "migrations");
const NO_FILTER = { externalTables: [], externalEnums: [] };

/** The package exports its module only for bundlers (a `.wasm` import); Node loads it by hand. */
async function loadEngineClass() {
  const require = createRequire(import.meta.url);
  // the package's main file, resolved through its export map, lies beside the WebAssembly
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const bindings = await import(pathToFileURL(path.join(dir, "schema_engine_bg.js")).href);
  const module = new WebAssembly.Module(readFileSync(path.join(dir, "schema_engine_bg.wasm")));
  const instance = new WebAssembly.Instance(module, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  /** @type {() => void} */ (instance.exports.__wbindgen_start)();
  return bindings.SchemaEngine;
}

/**
 * Runs `work` with a schema engine connected to `url`; the pool is closed afterwards, so a
 * script that is done exits at once.
 * @template T
 * @param {string} url
 * @param {(engine: any) => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withSchemaEngine(url, work) {
  const SchemaEngine = await loadEngineClass();
  const factory = new PrismaPg({ connectionString: url, allowExitOnIdle: true });
  const adapter = bindMigrationAwareSqlAdapterFactory(factory);
  const schema = readFileSync(SCHEMA_FILE, "utf8");
  const engine = await SchemaEngine.new({ datamodels: [[SCHEMA_FILE, schema]] }, () => {}, adapter);
  try {
    return await work(engine);
  } finally {
    engine.free();
  }
}

/** The migrations folder as the engine reads it (what Prisma's CLI hands it). */
export function migrationsList(dir = MIGRATIONS_DIR) {
  const read = (file) => {
    try {
      return { tag: "ok", value: readFileSync(file, "utf8") };
    } catch (error) {
      return { tag: "error", value: /** @type {Error} */ (error).message };
    }
  };
  const lockfile = read(path.join(dir, "migration_lock.toml"));
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: lockfile.tag === "ok" ? lockfile.value : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b))
      .map((name) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: read(path.join(dir, name, "migration.sql")),
        },
      })),
  };
}

/**
 * The advisory-lock key that serializes migration runs on one database. The engine takes
 * Prisma's own lock (72707369) too, but gives up after 10 s ("Timed out trying to acquire
 * a postgres advisory lock"): a second instance started while the first applied a long
 * migration failed its start. Ours waits as long as the run before it takes; the engine
 * then finds Prisma's lock free and nothing pending. A key of its own, so the two locks
 * never wait for each other.
 */
export const MIGRATION_LOCK_KEY = 5_319_004_711;

/**
 * Runs `work` while holding the migration lock of `url`'s database on a connection of its
 * own. A second run waits here until the first is done and then finds nothing pending.
 * PostgreSQL releases the lock by itself when the holder's connection ends, so a run
 * that is killed never leaves it held.
 * @template T
 * @param {string} url
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function withMigrationLock(url, work) {
  const client = new pg.Client({ connectionString: url, application_name: "seitenwerk-migrate" });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * `prisma migrate deploy`: applies what is pending; returns the names applied. Runs under
 * the migration lock, so concurrent starts apply each migration once.
 */
export async function applyMigrations(url) {
  return withMigrationLock(url, () =>
    withSchemaEngine(url, async (engine) => {
      const { appliedMigrationNames } = await engine.applyMigrations({
        migrationsList: migrationsList(),
        filters: NO_FILTER,
      });
      return /** @type {string[]} */ (appliedMigrationNames);
    }),
  );
}

/** `prisma migrate diff --script` from one schema file (or nothing) to another. */
export async function diffSchemas(url, fromFile, toFile) {
  const target = (file) =>
    file
      ? { tag: "schemaDatamodel", files: [{ path: file, content: readFileSync(file, "utf8") }] }
      : { tag: "empty" };
  return withSchemaEngine(url, async (engine) => {
    const { stdout } = await engine.diff({
      from: target(fromFile),
      to: target(toFile),
      script: true,
      exitCode: null,
      filters: NO_FILTER,
    });
    return /** @type {string} */ (stdout ?? "");
  });
}
