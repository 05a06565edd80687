// Work done once when the server process starts, after `npm start` applied the migrations.
// What the app cannot serve without – a database at the schema of this build, and the
// administrator – is checked before the server listens (server/index.mjs awaits
// checkDatabaseAtStart); when it fails, the process ends with a German explanation instead
// of serving half a site. The rest (job queue, portfolio images) runs in the background and
// is retried or logged.
import { startJobs } from "~/job-handlers/index.server";
import { seedPortfolioImages } from "~/models/catalog/portfolio-images.server";
import { ensureAdminsAtStartup } from "~/models/team/admin.server";
import { isDatabaseUnavailable } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { describeSchemaProblem, schemaStatus } from "~/utils/schema-status.server";

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

const backgroundTasks: StartupTask[] = [
  { name: "Auftragswarteschlange", run: startJobQueue },
  { name: "Portfolio-Bilder", run: seedPortfolioImages },
];

/** Logs why the process cannot serve and ends it (exit code 1). */
function exitBecause(message: string): never {
  logger.fatal(message);
  // written directly as well: the logger may hand lines to a worker thread that
  // process.exit does not wait for
  process.stderr.write(`\nFEHLER: ${message}\n\n`);
  process.exit(1);
}

function isUnavailable(error: unknown) {
  return isDatabaseUnavailable(error) || (error instanceof Response && error.status === 503);
}

let databaseChecked: Promise<boolean> | undefined;
/**
 * Before the server listens: the schema must be at this build's newest migration and the
 * administrator must exist, or the start ends with a German explanation. A database server
 * of DATABASE_URL that is down at start is waited for instead (requests answer 503, /readyz
 * tells; the administrator is then ensured in the background); the embedded server has been
 * started by `npm start` just before, so there it is an error too. Resolves to whether the
 * checks ran.
 */
export function checkDatabaseAtStart(): Promise<boolean> {
  return (databaseChecked ??= (async () => {
    const embedded = Boolean(process.env.SEITENWERK_EMBEDDED_DATABASE);
    try {
      const status = await schemaStatus();
      if (!status.current) exitBecause(describeSchemaProblem(status));
    } catch (error) {
      if (!embedded && isUnavailable(error)) {
        logger.warn("Datenbank beim Start nicht erreichbar – die App wartet auf sie (503).");
        return false;
      }
      exitBecause(
        `Die Datenbank antwortet nicht wie erwartet (${(error as Error)?.message ?? error}).`,
      );
    }
    try {
      await ensureAdminsAtStartup();
    } catch (error) {
      exitBecause(
        "Der Administrator ließ sich nicht anlegen oder prüfen " +
          `(${(error as Error)?.message?.split("\n").at(-1) ?? error}). Ohne ihn kann niemand ` +
          "Aufträge bearbeiten; prüfen Sie ADMIN_EMAIL/ADMIN_PASSWORD und die Datenbank.",
      );
    }
    return true;
  })());
}

let started = false;
export function startBackgroundTasks() {
  if (started || process.env.VITEST) return;
  started = true;
  void (async () => {
    const checked = await checkDatabaseAtStart();
    const tasks = checked
      ? backgroundTasks
      : [{ name: "Administrator", run: () => ensureAdminsAtStartup() }, ...backgroundTasks];
    for (const task of tasks) {
      try {
        await task.run();
      } catch (error) {
        logger.error({ error }, `Start-Aufgabe „${task.name}“ fehlgeschlagen`);
      }
    }
  })();
}
