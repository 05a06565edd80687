// Gives every test file an empty, migrated database. Test files share a worker process
// (vitest.config.ts: isolate: false), and what one file leaves in that process – the job
// queue's pool, the HTTP app's modules, the Prisma client – must never point at a database
// the next file no longer uses. So each worker makes one copy of the run's template database
// (made by global-setup.ts, which also drops these copies at the end) the first time this
// file runs in it, and every later file empties that copy instead (one TRUNCATE, instead of
// a new database and new connections per file). The app's prisma client is pointed at it,
// and DATABASE_URL too (the job queue's own pool).
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, inject, vi } from "vitest";
import { databaseUrl, workerDatabaseName } from "./global-setup";
import type { PrismaClient } from "@prisma/client";
// registers every job kind and sweep of the test's own modules (see copyRegistry)
import * as jobHandlers from "~/job-handlers/index.server";
import { stopQueue } from "~/jobs/queue.server";
import { prismaClientOn, setPrismaClient } from "~/utils/db.server";

interface WorkerDatabase {
  url: string;
  client: PrismaClient;
}

type Registry = Map<string, unknown>;

// on globalThis: this module is evaluated again for every test file, the process stays
const g = globalThis as unknown as {
  __testDatabase?: WorkerDatabase;
  __jobRegistry?: Registry;
  __sweeps?: Registry;
  __testJobRegistry?: { modules: unknown; jobs: Registry; sweeps: Registry };
};

async function createWorkerDatabase(): Promise<WorkerDatabase> {
  const serverUrl = inject("serverUrl");
  const template = inject("templateDatabase");
  const name = workerDatabaseName(template, process.pid);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  return { url, client: prismaClientOn(new PrismaPg({ connectionString: url, max: 4 })) };
}

/**
 * Empties every table a test can fill: the app's (not the migration history /readyz
 * checks) and the queue's jobs. The queue's queues and schedules stay as its first start
 * in this process made them (queue.server.ts remembers which queues it created).
 */
async function emptyDatabase({ client }: WorkerDatabase) {
  const tables = await client.$queryRawUnsafe<{ name: string }[]>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE (schemaname = 'public' AND tablename <> '_prisma_migrations')
         OR (schemaname = 'pgboss' AND tablename IN ('job', 'archive'))`,
  );
  await client.$executeRawUnsafe(
    `TRUNCATE ${tables.map((t) => t.name).join(", ")} RESTART IDENTITY CASCADE`,
  );
}

let database = g.__testDatabase;
if (database) await emptyDatabase(database);
else database = g.__testDatabase = await createWorkerDatabase();

process.env.DATABASE_URL = database.url;
setPrismaClient(database.client);

// The job kinds and sweeps live in one registry per process (on globalThis), and the last
// module copy to define one wins: a file's copy of the build (tests/support/http-app.ts)
// replaces the test's handlers with its own, which read that file's env. Every file starts
// with the handlers of the test's own modules again: those registered when the modules
// imported above were evaluated (first in this process, or again after vi.resetModules()).
function copyRegistry(from: Registry | undefined, to: Registry | undefined) {
  if (!from || !to || from === to) return;
  to.clear();
  for (const [name, definition] of from) to.set(name, definition);
}
if (g.__testJobRegistry?.modules !== jobHandlers) {
  g.__testJobRegistry = { modules: jobHandlers, jobs: new Map(), sweeps: new Map() };
  copyRegistry(g.__jobRegistry, g.__testJobRegistry.jobs);
  copyRegistry(g.__sweeps, g.__testJobRegistry.sweeps);
} else {
  copyRegistry(g.__testJobRegistry.jobs, g.__jobRegistry);
  copyRegistry(g.__testJobRegistry.sweeps, g.__sweeps);
}

afterAll(async () => {
  // a queue this file started (perhaps with workers, maintenance and cron timers) must not
  // take the next file's jobs; the next file's first enqueue starts it again
  await stopQueue();
  // a file that faked the clock hands the next file the real one (S3 refuses a skewed request)
  vi.useRealTimers();
});
