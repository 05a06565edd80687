// @ts-check
// One process (family) at a time on an embedded database directory. PGlite has no lock of
// its own (its postmaster.pid stays behind even after a clean stop), and two processes
// opening the same directory are two PostgreSQL instances writing the same files: the
// directory is corrupted and PGlite later dies with `RuntimeError: Aborted()` (issue 16,
// item 15).
//
// Every opener (the app, `npm run db:migrate` through prisma.config.ts, `admin:create`)
// takes this lock before it opens PGlite (app/utils/db-adapter.server.ts, openPGlite) and
// holds it until the process exits. `npm start` (scripts/start.mjs) takes it first and
// hands it to its children (migrate deploy, then the server) through
// SEITENWERK_PGLITE_LOCK_TOKEN, so no other process can slip in between the two.
//
// Why a hand-written lock file and not proper-lockfile: proper-lockfile detects a dead
// holder by the age of the lock (the holder touches it every few seconds) and declares a
// live lock "compromised" when the holder's event loop stalls longer than that – PGlite's
// WebAssembly blocks the event loop for seconds while it starts or migrates. It cannot say
// who holds the lock either, which the refusal must name. Here the lock is a file created
// atomically (link(2) fails when the name exists, like O_EXCL, but the content is complete
// before the name appears) naming the holder's pid, its start time and what it is; a lock
// whose process no longer runs (or whose pid now belongs to another process) is taken over.
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * @typedef {object} LockHolder
 * @property {number} pid
 * @property {string} what what the process is, e.g. "npm start" or "npm run db:migrate"
 * @property {string | null} startTime start time in clock ticks since boot (Linux): a reused pid is no holder
 * @property {string} host
 * @property {string} since
 * @property {string} [token] lets the holder's children (scripts/start.mjs) share the lock
 */

export const LOCK_TOKEN_ENV = "SEITENWERK_PGLITE_LOCK_TOKEN";

export class DatabaseLockedError extends Error {
  /**
   * @param {string} dir
   * @param {LockHolder} holder
   */
  constructor(dir, holder) {
    super(
      `Die eingebettete Datenbank in ${dir} wird bereits von Prozess ${holder.pid} (${holder.what}) verwendet. ` +
        "Beenden Sie diesen Prozess oder setzen Sie DATA_DIR/PGLITE_DIR auf ein anderes Verzeichnis.",
    );
    this.name = "DatabaseLockedError";
    this.dir = dir;
    this.holder = holder;
  }
}

/**
 * Where the embedded database lives: PGLITE_DIR, else DATA_DIR/pglite (DATA_DIR default
 * `data`); null when DATABASE_URL names a PostgreSQL server.
 * @param {NodeJS.ProcessEnv} env
 */
export function embeddedDatabaseDir(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//.test(url)) return null;
  const dir = env.PGLITE_DIR?.trim();
  if (dir) return dir.startsWith("memory://") ? dir : path.resolve(dir);
  return path.resolve(env.DATA_DIR?.trim() || "data", "pglite");
}

/**
 * The lock file of a database directory: beside it, so PGlite's initdb finds an empty folder.
 * @param {string} dir
 */
export function lockFileOf(dir) {
  return `${path.resolve(dir)}.lock`;
}

/** @param {number} pid */
function processStartTime(pid) {
  try {
    // field 22 of /proc/<pid>/stat; the command name (field 2) may contain spaces
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** What this process is, for the refusal another process shows. */
export function processLabel() {
  const label = process.env.SEITENWERK_PROCESS_LABEL?.trim();
  if (label) return label;
  const npmScript = process.env.npm_lifecycle_event;
  if (npmScript && npmScript !== "npx")
    return npmScript === "start" ? "npm start" : `npm run ${npmScript}`;
  const script = process.argv[1];
  if (!script) return process.argv0;
  if (/[\\/]prisma[\\/]/.test(script)) return `prisma ${process.argv.slice(2).join(" ")}`.trim();
  return `node ${path.relative(process.cwd(), script) || script}`;
}

/**
 * @param {string} file
 * @returns {LockHolder | null}
 */
function readHolder(file) {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8"));
    return Number.isInteger(holder?.pid) ? holder : null;
  } catch {
    return null;
  }
}

/** @param {LockHolder} holder */
function isAlive(holder) {
  if (holder.host !== os.hostname()) return true; // another machine: cannot tell, assume alive
  if (holder.pid === process.pid) return false; // a leftover of an earlier process with our pid
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EPERM") return false;
  }
  const startTime = processStartTime(holder.pid);
  // the pid runs, but it is another process than the one that took the lock
  return !(holder.startTime && startTime && holder.startTime !== startTime);
}

const g = /** @type {{ __pgliteLocks?: Map<string, string | null> }} */ (globalThis);
/** lock file → the content we wrote (null: the lock of our parent, shared) */
const held = (g.__pgliteLocks ??= new Map());

/** @param {string} file */
function releaseFile(file) {
  const mine = held.get(file);
  held.delete(file);
  try {
    // only our own lock: a shared one is the parent's, and one taken over after we were
    // presumed dead is not ours any more
    if (mine && readFileSync(file, "utf8") === mine) unlinkSync(file);
  } catch {
    // already gone
  }
}

let exitHookInstalled = false;

/**
 * Takes the lock on an embedded database directory for the rest of this process (taking it
 * again in the same process is a no-op) and returns the token its children may share it
 * with. Throws DatabaseLockedError when a running process holds it. `memory://` databases
 * need no lock.
 * @param {string} dir
 * @param {string} [what]
 * @returns {string | null}
 */
export function lockEmbeddedDatabase(dir, what = processLabel()) {
  if (dir.startsWith("memory://")) return null;
  const file = lockFileOf(dir);
  if (held.has(file)) return readHolder(file)?.token ?? null;
  mkdirSync(path.dirname(file), { recursive: true });
  const token = randomBytes(16).toString("hex");
  const content = JSON.stringify(
    /** @type {LockHolder} */ ({
      pid: process.pid,
      what,
      startTime: processStartTime(process.pid),
      host: os.hostname(),
      since: new Date().toISOString(),
      token,
    }),
  );
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, content);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(temp, file); // atomic: fails when the lock exists
        held.set(file, content);
        if (!exitHookInstalled) {
          exitHookInstalled = true;
          process.on("exit", () => {
            for (const f of [...held.keys()]) releaseFile(f);
          });
        }
        return token;
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
      }
      const holder = readHolder(file);
      if (holder && isAlive(holder)) {
        // our parent (npm start) holds it for us
        if (holder.token && holder.token === process.env[LOCK_TOKEN_ENV]) {
          held.set(file, null);
          return holder.token;
        }
        throw new DatabaseLockedError(path.resolve(dir), holder);
      }
      // a stale (or unreadable) lock: move it aside under a name of our own, then check that
      // what we moved is still the dead holder's lock and not one a faster process just took
      const aside = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.stale`;
      try {
        renameSync(file, aside);
      } catch {
        continue; // someone else moved it first
      }
      const moved = readHolder(aside);
      if (moved && isAlive(moved)) {
        try {
          linkSync(aside, file); // put the live lock back; the next round refuses
        } catch {
          // another process took the name meanwhile; the next round sees it
        }
      }
      unlinkSync(aside);
    }
    const holder = readHolder(file);
    throw new DatabaseLockedError(
      path.resolve(dir),
      holder ?? { pid: 0, what: "unbekannt", startTime: null, host: os.hostname(), since: "" },
    );
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Gives the lock up before the process ends (after the database was closed).
 * @param {string} dir
 */
export function releaseEmbeddedDatabase(dir) {
  releaseFile(lockFileOf(dir));
}

/**
 * The holder named in a directory's lock file, if any (for messages and tests).
 * @param {string} dir
 */
export function lockHolderOf(dir) {
  return readHolder(lockFileOf(dir));
}
