// Work done once when the server process starts (after migrations ran): seeding and
// bootstrapping that needs the database the app itself holds open (PGlite allows
// only one process).
import { databaseTarget } from "./db-adapter.server";
import { getEmbeddedDatabase } from "./db.server";
import { logger } from "./logger.server";
import { DatabaseLockedError } from "./pglite-lock.server";
import { startJobs } from "~/jobs/index.server";
import { ensureAdminsAtStartup } from "~/models/admin.server";
import { seedPortfolioImages } from "~/models/portfolio-image.server";

type StartupTask = { name: string; run: () => Promise<void> };

const JOBS_RETRY_MS = 30_000;

// The job queue (and its workers unless JOBS_WORKER=0). If the database is not reachable
// at start, try again later: enqueueing would start the queue on its own, but without
// workers this process would never send a queued mail.
async function startJobQueue(): Promise<void> {
  try {
    await startJobs();
  } catch (error) {
    setTimeout(
      () =>
        void startJobQueue().catch((error) =>
          logger.error({ error }, "Auftragswarteschlange: Start erneut fehlgeschlagen"),
        ),
      JOBS_RETRY_MS,
    ).unref();
    throw error;
  }
}

// the admin first: it is quick, and a sign-in right after start should find it
const tasks: StartupTask[] = [
  { name: "Administrator", run: () => ensureAdminsAtStartup() },
  { name: "Auftragswarteschlange", run: startJobQueue },
  { name: "Portfolio-Bilder", run: seedPortfolioImages },
];

/** PGlite's WebAssembly died (`RuntimeError: Aborted()`): this instance never answers again. */
export function isEmbeddedDatabaseBroken(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /\bAborted\(|RuntimeError|unreachable executed|memory access out of bounds/.test(message);
}

export function unusableDatabaseMessage(dir: string, error: unknown): string {
  const cause = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  return (
    `Die eingebettete Datenbank in ${dir} ist nicht benutzbar (${cause}). ` +
    "Der Server wird beendet, statt eine halb funktionierende Website auszuliefern. " +
    "Mögliche Ursachen: Ein anderer Prozess hat dasselbe Verzeichnis gleichzeitig geöffnet " +
    "(oder hatte es geöffnet, als er abstürzte), oder die Dateien sind beschädigt. " +
    "Was Sie tun können: 1. Prüfen Sie, ob noch ein anderer Seitenwerk-Prozess (npm start, " +
    "npm run db:migrate, npm run admin:create) dieses Verzeichnis benutzt, und beenden Sie ihn. " +
    "2. Spielen Sie eine Sicherung des Verzeichnisses ein. " +
    `3. Oder verschieben Sie das Verzeichnis (z. B. nach ${dir}.defekt), um mit einer leeren ` +
    "Datenbank neu zu beginnen; npm start legt sie neu an und wendet die Migrationen an."
  );
}

/** Logs why the process cannot serve and ends it (exit code 1). */
function exitBecause(message: string): never {
  logger.fatal(message);
  // written directly as well: the logger may hand lines to a worker thread that
  // process.exit does not wait for
  process.stderr.write(`\nFEHLER: ${message}\n\n`);
  process.exit(1);
}

let databaseChecked: Promise<void> | undefined;
/**
 * The embedded database is locked, opened and asked `SELECT 1` before the server listens
 * (server/index.mjs awaits this) and before any start-up task runs. A database held by
 * another process or one that cannot be opened ends the process with a German
 * explanation instead of serving half a site. PostgreSQL is not checked here: a database
 * server that is down at start is waited for (requests answer 503, /readyz tells).
 */
export function checkDatabaseAtStart(): Promise<void> {
  return (databaseChecked ??= (async () => {
    const target = databaseTarget();
    if (target.kind !== "pglite") return;
    try {
      const pglite = getEmbeddedDatabase();
      if (!pglite) return; // a client installed by tests
      await pglite.waitReady;
      await pglite.query("SELECT 1");
    } catch (error) {
      if (error instanceof DatabaseLockedError) exitBecause(error.message);
      exitBecause(unusableDatabaseMessage(target.dir, error));
    }
  })());
}

let started = false;
export function startBackgroundTasks() {
  if (started || process.env.VITEST) return;
  started = true;
  void (async () => {
    await checkDatabaseAtStart();
    for (const task of tasks) {
      try {
        await task.run();
      } catch (error) {
        // the case of issue 16: the database died under the start-up tasks
        const target = databaseTarget();
        if (target.kind === "pglite" && isEmbeddedDatabaseBroken(error))
          exitBecause(unusableDatabaseMessage(target.dir, error));
        logger.error({ error }, `Start-Aufgabe „${task.name}“ fehlgeschlagen`);
      }
    }
  })();
}
