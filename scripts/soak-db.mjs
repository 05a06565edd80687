#!/usr/bin/env node
// `npm run soak:db`: does the zero-config database keep what it acknowledged? Runs
// SOAK_CYCLES (default 50) cycles of `npm start` (scripts/start.mjs) on one fresh DATA_DIR:
//   start → writes through the app's own HTTP routes (registration, a draft order's details,
//   an upload) → stop, alternating SIGTERM and kill -9 (the app, and on every second kill the
//   PostgreSQL server too) → the next start.
// Every 5th cycle is killed with -9 during `db:migrate` instead, every 5th + 2 during
// start-up (after the migrations, before the server listens); the start after it must work.
// After each start every write acknowledged so far is looked up in the database. Prints the
// figures; exits 1 on a failed start or a lost write. The integration suite runs 5 cycles.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  readPostmasterPid,
  runningEmbeddedPostgresUrl,
  stopEmbeddedPostgres,
} from "../server/embedded-postgres.mjs";

const CYCLES = Number(process.env.SOAK_CYCLES || 50);
const START_TIMEOUT_MS = Number(process.env.SOAK_START_TIMEOUT_MS || 120_000);
const dataDir = process.env.SOAK_DIR || mkdtempSync(path.join(os.tmpdir(), "seitenwerk-soak-"));
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

if (!existsSync(path.join(root, "build/index.js"))) {
  console.error("Kein Build gefunden: erst `npm run build` (oder npm start) ausführen.");
  process.exit(1);
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `npm start`'s script in a process group of its own; resolves on a line matching `until`. */
function startApp(port) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([key]) => !/^(DATABASE_URL|VITEST|TEST_|npm_)/.test(key),
        ),
      ),
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      APP_ENV: "test", // /dev/test-session signs the writer in
      LOG_FORMAT: "json",
      RATE_LIMIT_REGISTER: "100000",
      NODE_ENV: "production",
    },
  });
  let output = "";
  const listeners = new Set();
  const onData = (chunk) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  return {
    child,
    exited,
    output: () => output,
    /** resolves when the output matches, or false when the process ended first */
    waitFor(pattern) {
      return new Promise((resolve) => {
        const check = () => {
          if (pattern.test(output)) {
            listeners.delete(check);
            resolve(true);
          }
        };
        listeners.add(check);
        check();
        void exited.then(() => resolve(pattern.test(output)));
      });
    },
  };
}

async function waitReady(app, port) {
  const until = Date.now() + START_TIMEOUT_MS;
  let ended = false;
  void app.exited.then(() => (ended = true));
  while (Date.now() < until && !ended) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status === 200) return true;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  return false;
}

function killGroup(app, signal) {
  try {
    process.kill(-app.child.pid, signal);
  } catch {
    // gone already
  }
}

/** Three writes through the app's routes; each one that was acknowledged is recorded. */
async function write(base, cycle, acknowledged) {
  const email = `soak-${cycle}@example.com`;
  const register = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName: "Soak",
      lastName: `Zyklus ${cycle}`,
      email,
      password: "dauerlauf-geheim",
      packageConfig: { packageId: "starter", paymentType: "onetime" },
    }),
  });
  if (register.status !== 201) throw new Error(`Registrierung: ${register.status}`);
  acknowledged.push({ kind: "user", email });

  const session = await fetch(`${base}/dev/test-session`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      kind: "customer",
      email: `soak-writer-${cycle}@example.com`,
      password: "dauerlauf-geheim",
      package: { packageId: "standard", paymentType: "onetime" },
    }),
  });
  if (session.status !== 200) throw new Error(`Anmeldung: ${session.status}`);
  const { orderId } = await session.json();
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const company = `Dauerlauf GmbH ${cycle}`;
  const patched = await fetch(`${base}/api/orders/${orderId}`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ company }),
  });
  if (patched.status !== 200) throw new Error(`Auftragsentwurf: ${patched.status}`);
  acknowledged.push({ kind: "company", orderId, company });

  const form = new FormData();
  const name = `logo-${cycle}.png`;
  form.append("files", new Blob([`Logo ${cycle}`], { type: "image/png" }), name);
  const upload = await fetch(`${base}/api/orders/${orderId}/upload?section=company`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  if (upload.status !== 200) throw new Error(`Upload: ${upload.status}`);
  acknowledged.push({ kind: "upload", orderId, name });
}

/** Every acknowledged write that the database no longer has. */
async function lostWrites(acknowledged) {
  const url = runningEmbeddedPostgresUrl(dataDir);
  if (!url) throw new Error("Die eingebettete Datenbank läuft nicht");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const lost = [];
    for (const write of acknowledged) {
      const { rowCount } =
        write.kind === "user"
          ? await client.query("SELECT 1 FROM users WHERE email = $1", [write.email])
          : write.kind === "company"
            ? await client.query("SELECT 1 FROM orders WHERE id = $1 AND company = $2", [
                write.orderId,
                write.company,
              ])
            : await client.query(
                'SELECT 1 FROM uploaded_documents WHERE "orderId" = $1 AND name = $2',
                [write.orderId, write.name],
              );
      if (!rowCount) lost.push(write);
    }
    return lost;
  } finally {
    await client.end();
  }
}

const figures = {
  cycles: 0,
  starts: 0,
  failedStarts: 0,
  killedDuringMigrate: 0,
  killedDuringStartup: 0,
  sigterm: 0,
  kill9: 0,
  kill9Postgres: 0,
  writeErrors: 0,
  lost: 0,
  /** @type {number[]} */
  startMs: [],
};
/** @type {any[]} */
const acknowledged = [];
const failures = [];

async function startAndCheck(cycle) {
  const port = await freePort();
  const began = Date.now();
  const app = startApp(port);
  figures.starts++;
  if (!(await waitReady(app, port))) {
    figures.failedStarts++;
    failures.push(`Zyklus ${cycle}: Start fehlgeschlagen\n${app.output().slice(-3000)}`);
    killGroup(app, "SIGKILL");
    await app.exited;
    return undefined;
  }
  figures.startMs.push(Date.now() - began);
  const lost = await lostWrites(acknowledged);
  if (lost.length) {
    figures.lost = Math.max(figures.lost, lost.length);
    failures.push(`Zyklus ${cycle}: verloren: ${JSON.stringify(lost.slice(0, 5))}`);
  }
  return { app, port };
}

const began = Date.now();
for (let cycle = 1; cycle <= CYCLES; cycle++) {
  figures.cycles++;
  if (cycle % 5 === 0 || cycle % 5 === 2) {
    // kill -9 in the middle of a start: during migrate deploy, or after it, before listening
    const duringMigrate = cycle % 5 === 0;
    const app = startApp(await freePort());
    const reached = await app.waitFor(
      duringMigrate
        ? /Wende Datenbank-Migrationen an/
        : /Migrationen angewandt|auf dem neuesten Stand/,
    );
    killGroup(app, "SIGKILL");
    await app.exited;
    if (reached) figures[duringMigrate ? "killedDuringMigrate" : "killedDuringStartup"]++;
  }
  const started = await startAndCheck(cycle);
  if (!started) continue;
  const { app, port } = started;
  try {
    await write(`http://127.0.0.1:${port}`, cycle, acknowledged);
  } catch (error) {
    figures.writeErrors++;
    failures.push(`Zyklus ${cycle}: Schreiben: ${error.message}\n${app.output().slice(-2000)}`);
  }
  if (cycle % 2 === 1) {
    figures.sigterm++;
    killGroup(app, "SIGTERM");
    await app.exited;
    if (readPostmasterPid(path.join(dataDir, "postgres")))
      failures.push(`Zyklus ${cycle}: nach SIGTERM läuft die Datenbank noch`);
  } else {
    figures.kill9++;
    const postgres = readPostmasterPid(path.join(dataDir, "postgres"));
    killGroup(app, "SIGKILL");
    await app.exited;
    // every second kill takes the database server down with it, mid-flight
    if (cycle % 4 === 0 && postgres) {
      figures.kill9Postgres++;
      try {
        process.kill(postgres.pid, "SIGKILL");
      } catch {
        // gone already
      }
    }
  }
}
// the last check: everything acknowledged is still there after one more start
const final = await startAndCheck(CYCLES + 1);
if (final) {
  killGroup(final.app, "SIGTERM");
  await final.app.exited;
}
await stopEmbeddedPostgres(dataDir, "immediate").catch(() => {});
if (!process.env.SOAK_DIR) rmSync(dataDir, { recursive: true, force: true });

const sorted = [...figures.startMs].sort((a, b) => a - b);
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const clean = figures.failedStarts === 0 && figures.lost === 0 && figures.writeErrors === 0;
console.log(
  [
    `Dauerlauf der eingebetteten Datenbank: ${figures.cycles} Zyklen in ${Math.round((Date.now() - began) / 1000)} s`,
    `  Starts: ${figures.starts}, fehlgeschlagen: ${figures.failedStarts}; bis /readyz bereit: Median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1) ?? 0} ms`,
    `  Stopps: ${figures.sigterm} × SIGTERM, ${figures.kill9} × kill -9 (davon ${figures.kill9Postgres} mit der Datenbank), ` +
      `${figures.killedDuringMigrate} × kill -9 während db:migrate, ${figures.killedDuringStartup} × kill -9 beim Hochfahren`,
    `  Bestätigte Schreibvorgänge: ${acknowledged.length}, verloren: ${figures.lost}, Schreibfehler: ${figures.writeErrors}`,
    `  Ergebnis: ${clean ? `${figures.cycles} von ${figures.cycles} Zyklen sauber` : "FEHLER"}`,
    ...failures.map((f) => `  - ${f}`),
  ].join("\n"),
);
process.exit(clean ? 0 : 1);
