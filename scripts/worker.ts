#!/usr/bin/env -S npx tsx
// Works the job queue in a process of its own: `npm run worker`. For several app
// instances, run them with JOBS_WORKER=0 (they only enqueue) and as many of these as the
// jobs need; pg-boss hands each job to exactly one of them (FOR UPDATE SKIP LOCKED).
// Without DATABASE_URL it joins the embedded server of DATA_DIR that `npm start` runs (or
// starts it), exactly as two processes share any PostgreSQL server.
import { EmbeddedPostgresError, ensureEmbeddedPostgres } from "../server/embedded-postgres.mjs";
import { startJobs, stopJobs } from "~/job-handlers/index.server";
import { describeDatabase, prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger as log } from "~/utils/logger.server";

let embedded: Awaited<ReturnType<typeof ensureEmbeddedPostgres>> | undefined;
if (!process.env.DATABASE_URL?.trim()) {
  try {
    embedded = await ensureEmbeddedPostgres({
      dataDir: process.env.DATA_DIR || "data",
      log: (line) => log.info(line),
    });
  } catch (error) {
    if (!(error instanceof EmbeddedPostgresError)) throw error;
    log.fatal(error.message);
    process.exit(1);
  }
  process.env.DATABASE_URL = embedded.url;
  process.env.SEITENWERK_EMBEDDED_DATABASE = embedded.dir;
}
getEnv(); // every bad setting listed now, not on the first job

await startJobs({ work: true });
log.info(`Worker läuft (Datenbank: ${describeDatabase()})`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "Worker wird beendet: laufende Aufträge werden abgeschlossen");
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);
  try {
    await stopJobs({ timeoutMs });
    await prisma.$disconnect();
    // stops the embedded server only when `npm start` no longer uses it
    await embedded?.release();
  } catch (error) {
    log.error({ error }, "Fehler beim Beenden des Workers");
    process.exit(1);
  }
  process.exit(0);
}
for (const signal of ["SIGTERM", "SIGINT"] as const)
  process.on(signal, () => void shutdown(signal));
