// Work done once when the server process starts (after migrations ran): seeding and
// bootstrapping that needs the database the app itself holds open (PGlite allows
// only one process).
import { logger } from "./logger.server";
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

let started = false;
export function startBackgroundTasks() {
  if (started || process.env.VITEST) return;
  started = true;
  void (async () => {
    for (const task of tasks) {
      try {
        await task.run();
      } catch (error) {
        logger.error({ error }, `Start-Aufgabe „${task.name}“ fehlgeschlagen`);
      }
    }
  })();
}
