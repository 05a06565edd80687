// Embedded PostgreSQL servers that an interrupted test run left behind. The suites start
// theirs in directories named after the run's process (`<prefix><pid>…`) and stop them in
// their teardown, but a run ended by Ctrl-C, `kill -9` or `npm test`'s own stop after a failed
// check never gets there (Vitest exits on SIGINT without its global teardown), and the
// servers run in sessions of their own. The next run stops and removes those whose process
// is gone.
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { stopEmbeddedPostgres } from "../../server/embedded-postgres.mjs";

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Stops every server under `parent/<prefix><pid>…` whose `pid` no longer runs (the directory
 * itself a DATA_DIR, or one per subdirectory) and removes the directory; returns their names.
 */
export async function removeLeftoverServers(parent: string, prefix: string) {
  if (!existsSync(parent)) return [];
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\d+)`);
  const removed: string[] = [];
  for (const entry of readdirSync(parent, { withFileTypes: true })) {
    const pid = Number(pattern.exec(entry.name)?.[1]);
    if (!entry.isDirectory() || !pid || pid === process.pid || alive(pid)) continue;
    const dir = path.join(parent, entry.name);
    const dataDirs = [dir, ...readdirSync(dir).map((name) => path.join(dir, name))];
    for (const dataDir of dataDirs)
      await stopEmbeddedPostgres(dataDir, "immediate").catch(() => false);
    rmSync(dir, { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}
