// Two instances started at the same moment on an empty database both run the migrations
// (scripts/start.mjs → scripts/migrate.mjs). The migration lock (scripts/schema-engine.mjs)
// lets one apply them while the other waits and then finds nothing to do.
import { spawn } from "node:child_process";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  MIGRATION_LOCK_KEY,
  MIGRATIONS_DIR,
  migrationsList,
} from "../../scripts/schema-engine.mjs";
import { databaseUrl } from "../support/global-setup";

const serverUrl = inject("serverUrl");
const name = `migrate_lock_${process.pid}`;

async function onServer(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function migrate(url: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["scripts/migrate.mjs"], {
      env: { ...process.env, DATABASE_URL: url },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

afterAll(() => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

describe("migrations started twice at the same moment", () => {
  it("are applied once: one run applies them all, the other finds nothing to do, both exit 0", async () => {
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await onServer(`CREATE DATABASE ${name}`);
    const url = databaseUrl(serverUrl, name);

    const runs = await Promise.all([migrate(url), migrate(url)]);

    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    const applied = runs.filter((r) => r.output.includes("Migrationen angewandt:"));
    const idle = runs.filter((r) => r.output.includes("keine Migration offen"));
    expect(applied).toHaveLength(1);
    expect(idle).toHaveLength(1);
    const all = migrationsList(MIGRATIONS_DIR).migrationDirectories.map((d) => d.path);
    for (const migration of all) expect(applied[0]!.output).toContain(migration);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ migration_name: string; n: number }>(
        `SELECT migration_name, count(*)::int AS n FROM _prisma_migrations
          WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL GROUP BY migration_name`,
      );
      expect(rows.map((r) => r.migration_name).sort()).toEqual([...all].sort());
      expect(rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await client.end();
    }
  });
});

describe("a migration run while another holds the lock", () => {
  it("waits for it however long it takes (the engine's own lock gives up after 10 s)", async () => {
    // the database the test above migrated: the run waits, then finds nothing to do
    const url = databaseUrl(serverUrl, name);
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      const run = migrate(url);
      // the run is queued behind the lock, not failed
      for (;;) {
        const { rows } = await holder.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted AND database = (
              SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        if (rows[0]!.waiting > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await holder.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      const { code, output } = await run;
      expect(code, output).toBe(0);
      expect(output).toContain("keine Migration offen");
    } finally {
      await holder.end();
    }
  });
});
