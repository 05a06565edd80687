// Starts the production shape for a benchmark: a fresh PostgreSQL database (migrated) on
// BENCH_DATABASE_URL's server or the embedded one,
// an S3 server (s3rver), an SMTP sink and the built app with APP_ENV=production via
// the same server entry as the Docker image. Runs under tsx, so it can reuse the test
// stand-ins and the app's own modules (for seeding).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureEmbeddedPostgres } from "../../../server/embedded-postgres.mjs";
import { startS3Server } from "../../../tests/support/s3-server.ts";
import { startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { staleBuildReason } from "../../stale-build.mjs";

const BENCH_PORT = Number(process.env.BENCH_PORT || 3650);

/**
 * The PostgreSQL server the bench runs on: BENCH_DATABASE_URL's, unless BENCH_DB=embedded asks
 * for the app's embedded one (what `npm start` uses without DATABASE_URL) – undefined then.
 */
export const benchDatabaseServer = () =>
  process.env.BENCH_DB === "embedded" ? undefined : process.env.BENCH_DATABASE_URL || undefined;

export function ensureBuild() {
  // a missing, outdated or development build (npm run dev) would measure the wrong code
  if (!staleBuildReason() && process.env.FORCE_BUILD !== "1") return;
  const r = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (r.status !== 0) throw new Error("Build fehlgeschlagen");
}

async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} antwortet nicht`);
}

// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load
const serverNodeArgs = () => (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);

/** @param {{ port?: number, extraEnv?: Record<string, string> }} [options] */
export async function startStack({ port = BENCH_PORT, extraEnv = {} } = {}) {
  ensureBuild();
  // BENCH_DATABASE_URL's server, or the app's embedded one in a temporary folder
  const embedded = benchDatabaseServer()
    ? undefined
    : await ensureEmbeddedPostgres({
        dataDir: mkdtempSync(path.join(os.tmpdir(), "seitenwerk-bench-db-")),
        log: () => {},
      });
  const serverUrl = benchDatabaseServer() || embedded.url;
  const name = `bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  const migrate = spawnSync("node", ["scripts/migrate.mjs"], {
    env: { ...process.env, DATABASE_URL: dbUrl.toString() },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (migrate.status !== 0) throw new Error("Migration fehlgeschlagen");

  const s3 = await startS3Server();
  const smtp = await startSmtpSink({});
  const env = {
    APP_ENV: "production",
    NODE_ENV: "production",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "seitenwerk-bench-")),
    DATABASE_URL: dbUrl.toString(),
    SESSION_SECRET: "bench-session-secret",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    ...s3.env,
    // never contacted by the pages measured here
    STRIPE_SECRET_KEY: "sk_test_bench",
    STRIPE_WEBHOOK_SECRET: "whsec_bench",
    // required in production (imprint, invoices); example values as in docker-compose.yml
    PROVIDER_NAME: "Seitenwerk Beispiel GmbH",
    PROVIDER_ADDRESS: "Musterstraße 1, 10115 Berlin",
    PROVIDER_EMAIL: "kontakt@seitenwerk.example",
    PROVIDER_VAT_ID: "DE123456789",
    PROVIDER_REGISTER: "Amtsgericht Berlin-Charlottenburg, HRB 123456 B",
    PROVIDER_MANAGING_DIRECTOR: "Erika Mustermann",
    LOG_LEVEL: "info", // as in production: one JSON access-log line per request (to /dev/null here)
    ...extraEnv,
  };
  const start = async (
    /** @type {Record<string, string>} */ extra,
    nodeArgs = serverNodeArgs(),
  ) => {
    const child = spawn(process.execPath, [...nodeArgs, "server/index.mjs", "build/index.js"], {
      env: { ...process.env, ...env, ...extra },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const origin = `http://127.0.0.1:${extra.PORT ?? port}`;
    await waitFor(`${origin}/healthz`);
    return { child, origin };
  };
  const { child, origin } = await start({});
  // this process seeds through the app's own modules: same database, same cookie secret
  Object.assign(process.env, env);
  /** @type {import("node:child_process").ChildProcess[]} */
  const helpers = [];
  return {
    origin,
    pid: /** @type {number} */ (child.pid),
    env,
    /**
     * A second app process on the same database that counts each request's SQL statements
     * (X-Query-Count) and appends them with their values to `logFile` – kept apart so the
     * measured server does no counting.
     * @param {string} logFile
     */
    async startCountingApp(logFile) {
      const helper = await start(
        {
          PORT: String(port + 3),
          SEITENWERK_COUNT_QUERIES: "1",
          SEITENWERK_QUERY_LOG_FILE: logFile,
        },
        [],
      );
      helpers.push(helper.child);
      return helper.origin;
    },
    /**
     * Another app process on the same database (e.g. under `--cpu-prof`); stopped with the
     * stack or earlier through the returned child.
     * @param {number} extraPort @param {string[]} nodeArgs @param {Record<string, string>} [extra]
     */
    async startExtraApp(extraPort, nodeArgs, extra = {}) {
      const helper = await start({ PORT: String(extraPort), ...extra }, nodeArgs);
      helpers.push(helper.child);
      return helper;
    },
    async stop() {
      for (const h of helpers) h.kill("SIGTERM");
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await s3.close();
      await smtp.close?.();
      const { prisma } = await import("../../../app/utils/db.server.ts");
      await prisma.$disconnect();
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
      await embedded?.release();
    },
  };
}

/**
 * A bare Node http handler in its own process: the ceiling to compare pages with. It
 * answers "hello", or with `bodyFile` the bytes of that file (the same page, for a
 * comparison at equal size).
 */
export async function startHello(port, bodyFile, headers = {}) {
  const body = bodyFile ? `require("fs").readFileSync(${JSON.stringify(bodyFile)})` : `"hello"`;
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const b = ${body}, h = ${JSON.stringify(headers)}; require("http").createServer((q, s) => { s.writeHead(200, h); s.end(b); }).listen(${port}, "127.0.0.1")`,
    ],
    { stdio: "ignore" },
  );
  await waitFor(`http://127.0.0.1:${port}/`);
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** VmRSS of a process in bytes (Linux). */
export async function rssOf(pid) {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}

/** CPU time (user + system, all threads) a process has used so far, in ms (Linux). */
export async function cpuMsOf(pid) {
  const { readFile } = await import("node:fs/promises");
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1].split(" ");
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
