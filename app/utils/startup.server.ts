// Work done once when the server process starts (after migrations ran): seeding and
// bootstrapping that needs the database the app itself holds open (PGlite allows
// only one process).
type StartupTask = { name: string; run: () => Promise<void> };

const tasks: StartupTask[] = [];

export function registerStartupTask(task: StartupTask) {
  tasks.push(task);
}

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
