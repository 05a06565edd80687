// Runs once per test run: the PostgreSQL server the suite uses, and a template database on
// it, migrated by `npm run db:migrate` exactly as `npm start` does (so `_prisma_migrations`
// is there for the schema check of /readyz), that every worker process copies once (CREATE
// DATABASE … TEMPLATE takes ~0.1 s, migrating ~2 s; see setup-db.ts). The server is
// TEST_DATABASE_URL's (scripts/test.mjs hands it in as DATABASE_URL) or, without one, the
// app's own embedded PostgreSQL started in a fresh directory under tests/.tmp and stopped
// and removed afterwards – the same engine either way.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { ensureEmbeddedPostgres } from "../../server/embedded-postgres.mjs";
import { removeLeftoverServers } from "./leftover-servers";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** the server every test file makes its database on (an admin connection URL) */
    serverUrl: string;
    /** the migrated template database on that server */
    templateDatabase: string;
  }
}

/** The copy of the template one worker process uses for all its test files (setup-db.ts). */
export function workerDatabaseName(templateDatabase: string, pid: number) {
  return `${templateDatabase}_w${pid}`;
}

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh embedded server for this run (also used by the e2e server without a URL). */
export async function startTestServer(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  const server = await ensureEmbeddedPostgres({ dataDir: dir, log: () => {} });
  return {
    url: databaseUrl(server.url, "postgres"),
    stop: async () => {
      await server.release();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface TestRun {
  serverUrl: string;
  templateDatabase: string;
  finish: () => Promise<void>;
}

// vitest.config.ts has two projects, and Vitest runs this file once for each: they share
// one server and one template (the first call makes them, the last teardown removes them)
const shared = globalThis as { __seitenwerkTestRun?: Promise<TestRun>; __seitenwerkUsers?: number };

async function prepareRun(): Promise<TestRun> {
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    await removeLeftoverServers(path.resolve("tests/.tmp"), "pg-vitest-");
    const server = await startTestServer(path.resolve(`tests/.tmp/pg-vitest-${process.pid}`));
    serverUrl = server.url;
    stopServer = server.stop;
  }
  const url = serverUrl;
  // one per run, so two runs on one server (a second checkout) do not share it
  const name = `test_template_${process.pid}`;
  await onServer(url, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
  const migrate = spawnSync(process.execPath, ["scripts/migrate.mjs"], {
    env: { ...process.env, DATABASE_URL: databaseUrl(url, name) },
    encoding: "utf8",
  });
  if (migrate.status !== 0)
    throw new Error(
      `Migration der Testdatenbank fehlgeschlagen:\n${migrate.stdout}${migrate.stderr}`,
    );
  return {
    serverUrl: url,
    templateDatabase: name,
    finish: async () => {
      await onServer(url, async (admin) => {
        const { rows } = await admin.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
          [`${name}_w`],
        );
        for (const { datname } of [...rows, { datname: name }])
          await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      });
      await stopServer();
    },
  };
}

export default async function setup(project: TestProject) {
  shared.__seitenwerkUsers = (shared.__seitenwerkUsers ?? 0) + 1;
  const run = await (shared.__seitenwerkTestRun ??= prepareRun());
  project.provide("serverUrl", run.serverUrl);
  project.provide("templateDatabase", run.templateDatabase);
  return async () => {
    shared.__seitenwerkUsers = (shared.__seitenwerkUsers ?? 1) - 1;
    if (shared.__seitenwerkUsers === 0) await run.finish();
  };
}
