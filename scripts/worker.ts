#!/usr/bin/env -S npx tsx
// Works the job queue in a process of its own: `npm run worker`. For several app
// instances, run them with JOBS_WORKER=0 (they only enqueue) and as many of these as the
// jobs need; pg-boss hands each job to exactly one of them (FOR UPDATE SKIP LOCKED).
// PostgreSQL only: the embedded database belongs to the one app process, which works its
// jobs itself.
import { startJobs, stopJobs } from "~/jobs/index.server";
import { databaseTarget, describeTarget } from "~/utils/db-adapter.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger as log } from "~/utils/logger.server";

const target = databaseTarget();
if (target.kind !== "postgres") {
  log.error(
    "Der separate Worker braucht PostgreSQL (DATABASE_URL). Mit der eingebetteten Datenbank arbeitet die App ihre Aufträge selbst ab.",
  );
  process.exit(1);
}
getEnv(); // every bad setting listed now, not on the first job

await startJobs({ work: true });
log.info({ database: describeTarget(target) }, "Worker läuft");

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "Worker wird beendet: laufende Aufträge werden abgeschlossen");
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);
  try {
    await stopJobs({ timeoutMs });
    await prisma.$disconnect();
  } catch (error) {
    log.error({ error }, "Fehler beim Beenden des Workers");
    process.exit(1);
  }
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => void shutdown(signal));
