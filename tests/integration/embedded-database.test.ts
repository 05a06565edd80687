// The embedded database (PGlite) and its directory (issue 16, item 15): it lives in
// DATA_DIR/pglite, one process at a time holds it (a second opener is refused in German,
// naming the holder; a dead holder's lock is taken over), and the built app starts on it
// reliably, again and again. These tests start the production build as `npm start` does
// (scripts/start.mjs → server/index.mjs) on ports 3700–3799, each in a temporary DATA_DIR.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { databaseTarget } from "~/utils/db-adapter.server";
import {
  DatabaseLockedError,
  lockEmbeddedDatabase,
  lockFileOf,
  lockHolderOf,
  releaseEmbeddedDatabase,
} from "~/utils/pglite-lock.server";

// Each start takes ~4 s here (the first one ~8 s: it creates and migrates the database), so
// the suite starts 3 times; `npm run test:restarts` sets STARTS=20.
const STARTS = Number(process.env.STARTS || 3);
const CUSTOMER = { email: "start@example.com", password: "richtig-und-lang-genug" };

const root = mkdtempSync(path.join(os.tmpdir(), "embedded-db-"));
let template = "";
const children = new Set<ChildProcess>();

beforeAll(() => {
  if (!existsSync("build/index.js")) {
    const build = spawnSync("npx", ["--no-install", "remix", "build"], { stdio: "inherit" });
    expect(build.status).toBe(0);
  }
  // one migrated directory, copied for each test (migrate deploy takes 10 s and more)
  template = path.join(root, "template");
  const migrate = spawnSync(process.execPath, ["scripts/migrate.mjs"], {
    env: childEnv(template),
    encoding: "utf8",
    timeout: 180_000,
  });
  expect(migrate.status, migrate.stderr).toBe(0);
  expect(existsSync(lockFileOf(path.join(template, "pglite"))), "migrate gave its lock up").toBe(
    false,
  );
}, 240_000);

afterEach(async () => {
  for (const child of children) await stop(child, "SIGKILL", { group: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function childEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env))
    if (/^(VITEST|TEST_|NODE_ENV$|DATABASE_URL$|PGLITE_DIR$|npm_)/.test(key)) delete env[key];
  // PGLITE_DIR as well, so these tests check the lock even where DATA_DIR did not move the
  // database; the DATA_DIR test clears it (an empty PGLITE_DIR means the default)
  return {
    ...env,
    DATA_DIR: dataDir,
    PGLITE_DIR: path.join(dataDir, "pglite"),
    APP_ENV: "test",
    LOG_FORMAT: "json",
    ...extra,
  };
}

function freshDataDir(name: string, migrated = true) {
  const dir = path.join(root, name);
  if (migrated) cpSync(template, dir, { recursive: true });
  return dir;
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function spawnApp(
  dataDir: string,
  port: number,
  {
    direct = false,
    migrate = false,
    byDataDir = false,
  }: { direct?: boolean; migrate?: boolean; byDataDir?: boolean } = {},
): Started {
  const args = direct ? ["server/index.mjs", "build/index.js"] : ["scripts/start.mjs"];
  const child = spawn(process.execPath, args, {
    env: childEnv(dataDir, {
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: "production",
      ...(migrate ? {} : { SKIP_MIGRATIONS: "1" }),
      ...(byDataDir ? { PGLITE_DIR: "" } : {}),
    }),
    stdio: ["ignore", "pipe", "pipe"],
    // a group of its own: the clean-up ends start.mjs and its server together
    detached: true,
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
  return { child, output: () => output, exited };
}

async function stop(
  child: ChildProcess,
  signal: NodeJS.Signals = "SIGTERM",
  { group = false }: { group?: boolean } = {},
) {
  if (group && child.pid)
    try {
      process.kill(-child.pid, signal); // start.mjs and the server it started
    } catch {
      // the group is gone already
    }
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  if (!group) child.kill(signal);
  await exited;
}

async function waitReady(app: Started, port: number, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void app.exited.then((code) => (exitCode = code));
  while (Date.now() < until) {
    if (exitCode !== undefined) throw new Error(`App beendet (${exitCode}):\n${app.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`/readyz nicht bereit nach ${timeoutMs} ms:\n${app.output()}`);
}

/** The app's own log is part of the failure message: a 500 here says nothing on its own. */
async function createCustomer(app: Started, port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/dev/test-session`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ kind: "customer", ...CUSTOMER }),
  });
  expect(res.status, `${await res.clone().text()}\n${app.output()}`).toBe(200);
}

async function signIn(port: number) {
  return fetch(`http://127.0.0.1:${port}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(CUSTOMER),
  });
}

/** Another process opening the directory: its exit code and what it printed. */
function runOpener(args: string[], dataDir: string, port = 3799) {
  const run = spawnSync(process.execPath, args, {
    env: childEnv(dataDir, { PORT: String(port), NODE_ENV: "production" }),
    encoding: "utf8",
    // refused at once; one that is not refused (today's main) would serve until killed
    timeout: 60_000,
    killSignal: "SIGKILL",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

describe("where the embedded database lives", () => {
  it("DATA_DIR/pglite by default, PGLITE_DIR when set", () => {
    expect(databaseTarget(env({ DATA_DIR: "/srv/a" }))).toEqual({
      kind: "pglite",
      dir: "/srv/a/pglite",
    });
    expect(databaseTarget(env({}))).toEqual({
      kind: "pglite",
      dir: path.resolve("data", "pglite"),
    });
    expect(databaseTarget(env({ DATA_DIR: "/srv/a", PGLITE_DIR: "/srv/db" }))).toEqual({
      kind: "pglite",
      dir: "/srv/db",
    });
  });

  it("two instances with different DATA_DIRs do not share one database", async () => {
    const [dirA, dirB] = [freshDataDir("moved-a"), freshDataDir("moved-b")];
    const a = spawnApp(dirA, 3741, { byDataDir: true });
    const b = spawnApp(dirB, 3742, { byDataDir: true });
    await Promise.all([waitReady(a, 3741), waitReady(b, 3742)]);
    await createCustomer(a, 3741);
    expect((await signIn(3741)).status).toBe(200);
    // the customer exists in A's database only
    expect((await signIn(3742)).status).toBe(401);
    expect(lockHolderOf(path.join(dirA, "pglite"))?.pid).toBe(a.child.pid);
    expect(lockHolderOf(path.join(dirB, "pglite"))?.pid).toBe(b.child.pid);
    await Promise.all([stop(a.child), stop(b.child)]);
    expect(await a.exited).toBe(0);
    // nothing was created under ./data of the working directory by these instances
    expect(existsSync(path.join(dirA, "pglite", "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dirB, "pglite", "PG_VERSION"))).toBe(true);
  }, 240_000);
});

describe("one process at a time", () => {
  it("a second opener is refused in German naming the first process, which keeps working", async () => {
    const dataDir = freshDataDir("second-opener");
    const dbDir = path.join(dataDir, "pglite");
    const first = spawnApp(dataDir, 3743);
    await waitReady(first, 3743);
    await createCustomer(first, 3743);
    const refusal =
      `Die eingebettete Datenbank in ${dbDir} wird bereits von Prozess ${first.child.pid} (node scripts/start.mjs) verwendet. ` +
      "Beenden Sie diesen Prozess oder setzen Sie DATA_DIR/PGLITE_DIR auf ein anderes Verzeichnis.";

    // a second `npm start`, the server alone, the migrations and admin:create
    const openers = [
      ["scripts/start.mjs"],
      ["server/index.mjs", "build/index.js"],
      ["scripts/migrate.mjs"],
      [
        "--import",
        "tsx",
        "scripts/admin-create.ts",
        "--email",
        "admin@example.com",
        "--password",
        "ein-langes-passwort",
      ],
    ];
    for (const args of openers) {
      const second = runOpener(args, dataDir);
      expect(second.status, `${args.join(" ")}: ${second.output}`).not.toBe(0);
      expect(second.output, args.join(" ")).toContain(refusal);
    }

    // the first still holds the directory and serves
    expect(lockHolderOf(dbDir)?.pid).toBe(first.child.pid);
    expect((await fetch("http://127.0.0.1:3743/readyz")).status).toBe(200);
    expect((await signIn(3743)).status).toBe(200);
    await stop(first.child);
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFileOf(dbDir)), "the lock is given up on exit").toBe(false);
  }, 300_000);

  it("a lock left by a crashed process is taken over", async () => {
    const dataDir = freshDataDir("crashed");
    const dbDir = path.join(dataDir, "pglite");
    // the server crashes (SIGKILL): its lock stays behind, naming a pid that is gone
    const crashed = spawnApp(dataDir, 3744, { direct: true });
    await waitReady(crashed, 3744);
    await stop(crashed.child, "SIGKILL");
    expect(lockHolderOf(dbDir)?.pid).toBe(crashed.child.pid);

    const next = spawnApp(dataDir, 3744);
    await waitReady(next, 3744);
    expect(lockHolderOf(dbDir)?.pid).toBe(next.child.pid);
    await createCustomer(next, 3744);
    expect((await signIn(3744)).status).toBe(200);
    await stop(next.child);
    expect(await next.exited).toBe(0);
  }, 240_000);

  it("the lock itself: a live holder refuses, a dead or reused pid is taken over, memory:// needs none", () => {
    const dir = path.join(root, "lock-only", "pglite");
    const file = lockFileOf(dir);
    const holder = (pid: number, startTime: string | null = null) =>
      JSON.stringify({ pid, what: "npm start", startTime, host: os.hostname(), since: "" });

    // a live process (this test's parent) with its real start time: refused, named
    const stat = readFileSync(`/proc/${process.ppid}/stat`, "utf8");
    const startTime = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, holder(process.ppid, startTime));
    let refused: unknown;
    try {
      lockEmbeddedDatabase(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DatabaseLockedError);
    expect((refused as Error).message).toContain(`von Prozess ${process.ppid} (npm start)`);

    // the same pid, but started at another time: the pid was reused, the lock is stale
    writeFileSync(file, holder(process.ppid, "1"));
    lockEmbeddedDatabase(dir);
    expect(lockHolderOf(dir)?.pid).toBe(process.pid);
    releaseEmbeddedDatabase(dir);
    expect(existsSync(file)).toBe(false);

    // a pid that is not running
    const gone = spawnSync(process.execPath, ["-e", "process.pid"]).pid!;
    writeFileSync(file, holder(gone));
    lockEmbeddedDatabase(dir);
    expect(lockHolderOf(dir)?.pid).toBe(process.pid);
    releaseEmbeddedDatabase(dir);

    expect(lockEmbeddedDatabase("memory://")).toBeNull();
  });
});

describe("start-up", () => {
  it("an embedded database that cannot be opened ends the server with a German explanation", async () => {
    const dataDir = freshDataDir("broken");
    const dbDir = path.join(dataDir, "pglite");
    // the control file destroyed, as after two instances wrote the directory at once
    writeFileSync(path.join(dbDir, "global", "pg_control"), Buffer.alloc(8192, 0x55));
    const app = spawnApp(dataDir, 3745, { direct: true });
    const code = await app.exited;
    expect(code, app.output()).not.toBe(0);
    expect(app.output()).toContain(`Die eingebettete Datenbank in ${dbDir} ist nicht benutzbar`);
    expect(app.output()).toContain("Sicherung");
    expect(app.output()).not.toContain("Seitenwerk läuft auf");
  }, 120_000);

  it(`the built app starts ${STARTS} times in a row on a fresh directory, ready and signing in each time`, async () => {
    const dataDir = freshDataDir("restarts", false);
    const port = 3746;
    const times: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      const started = Date.now();
      // the first start is a fresh clone's: it creates and migrates the database
      const app = spawnApp(dataDir, port, { migrate: i === 0 });
      await waitReady(app, port, 180_000);
      if (i === 0) await createCustomer(app, port);
      const res = await signIn(port);
      expect(res.status, `start ${i + 1}: ${await res.clone().text()}\n${app.output()}`).toBe(200);
      expect(res.headers.get("set-cookie")).toContain("__session=");
      await stop(app.child);
      expect(await app.exited, `start ${i + 1}:\n${app.output()}`).toBe(0);
      expect(app.output()).not.toMatch(/Start-Aufgabe .* fehlgeschlagen|Aborted/);
      times.push(Date.now() - started);
    }
    console.log(
      `${STARTS} starts: ${times.map((t) => (t / 1000).toFixed(1)).join(" s, ")} s (total ${(
        times.reduce((a, b) => a + b, 0) / 1000
      ).toFixed(1)} s)`,
    );
  }, 3_600_000);
});
