// Work done once when the server process starts (after migrations ran): seeding and
// bootstrapping that needs the database the app itself holds open (PGlite allows
// only one process).
import { seedPortfolioImages } from "~/models/portfolio-image.server";

type StartupTask = { name: string; run: () => Promise<void> };

const tasks: StartupTask[] = [{ name: "Portfolio-Bilder", run: seedPortfolioImages }];

let started = false;
export function startBackgroundTasks() {
  if (started || process.env.VITEST) return;
  started = true;
  void (async () => {
    for (const task of tasks) {
      try {
        await task.run();
      } catch (error) {
        console.error(`Start-Aufgabe „${task.name}“ fehlgeschlagen:`, error);
      }
    }
  })();
}
