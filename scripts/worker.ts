#!/usr/bin/env -S npx tsx
// Works the job queue in a process of its own: `npm run worker`. For several app
// instances, run them with JOBS_WORKER=0 (they only enqueue) and as many of these as the
// jobs need; pg-boss hands each job to exactly one of them (FOR UPDATE SKIP LOCKED).
// PostgreSQL only: the embedded database belongs to the one app process, which works its
// jobs itself.
import { createLogger, routeConsoleTo } from "../server/log.mjs";
import { startJobs, stopJobs } from "~/jobs/index.server";
import { log } from "~/jobs/log.server";
import { databaseTarget, describeTarget } from "~/utils/db-adapter.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

// the app's own console output (e.g. the mail stand-in) as JSON lines, as in server/index.mjs
if (process.env.LOG_FORMAT !== "text") routeConsoleTo(createLogger());

const target = databaseTarget();
if (target.kind !== "postgres") {
  log.error(
    "Der separate Worker braucht PostgreSQL (DATABASE_URL). Mit der eingebetteten Datenbank arbeitet die App ihre Aufträge selbst ab.",
  );
  process.exit(1);
}
getEnv(); // every bad setting listed now, not on the first job

await startJobs({ work: true });
log.info("Worker läuft", { database: describeTarget(target) });

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log.info("Worker wird beendet: laufende Aufträge werden abgeschlossen", { signal });
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);
  try {
    await stopJobs({ timeoutMs });
    await prisma.$disconnect();
  } catch (error) {
    log.error("Fehler beim Beenden des Workers", { error });
    process.exit(1);
  }
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => void shutdown(signal));
