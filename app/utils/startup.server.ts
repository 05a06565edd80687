// Work done once when the server process starts (after migrations ran): seeding and
// bootstrapping that needs the database the app itself holds open (PGlite allows
// only one process).
import { logger } from "./logger.server";
import { ensureAdminsAtStartup } from "~/models/admin.server";
import { seedPortfolioImages } from "~/models/portfolio-image.server";

type StartupTask = { name: string; run: () => Promise<void> };

// the admin first: it is quick, and a sign-in right after start should find it
const tasks: StartupTask[] = [
  { name: "Administrator", run: () => ensureAdminsAtStartup() },
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
