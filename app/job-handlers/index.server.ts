// The job queue's entry point: importing it registers every job kind, so startJobs()
// creates all their queues before anything is enqueued. The app starts it in
// app/startup.server.ts, the separate worker process in scripts/worker.ts.
import { acceptanceSweep } from "./acceptance.server";
import { backupJob, backupSweep } from "./backup.server";
import { hostingSweep } from "./hosting.server";
import { issueInvoiceJob } from "./issue-invoice.server";
import { previewDueSweep } from "./preview-due.server";
import { retentionSweep } from "./retention.server";
import { sessionCleanupSweep } from "./session-cleanup.server";
import { startSubscriptionJob } from "./start-subscription.server";
import { currentQueue, startQueue, stopQueue, type StartOptions } from "~/jobs/queue.server";
import { sendMailJob } from "~/jobs/send-mail.server";
import { sweepJob } from "~/jobs/sweep.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

// Named and used, not imported for their side effect: package.json declares
// "sideEffects": false, so the production build drops a bare `import "./x.server"` – it did,
// and the built app had no invoice, subscription, acceptance or retention job
// (tests/integration/build-jobs.test.ts checks the build).
const JOBS = [sendMailJob, issueInvoiceJob, startSubscriptionJob, sweepJob, backupJob].map(
  (job) => job.name,
);
export const SWEEPS = [
  acceptanceSweep,
  backupSweep,
  hostingSweep,
  previewDueSweep,
  retentionSweep,
  sessionCleanupSweep,
];

export { enqueue } from "~/jobs/queue.server";
export { queueMail } from "~/jobs/send-mail.server";
export { defineSweep, runSweeps } from "~/jobs/sweep.server";
export { drainQueue, runDueJobs } from "~/jobs/run.server";

/** Starts the queue; works jobs in this process unless JOBS_WORKER=0 (or `work` says otherwise). */
export async function startJobs(options: StartOptions = {}) {
  const work = options.work ?? getEnv().JOBS_WORKER === "1";
  const boss = await startQueue({ ...options, work });
  // not when a stop came during the start (it ended the queue again)
  if (currentQueue() === boss)
    logger.info({ worker: work, jobs: JOBS, sweeps: SWEEPS }, "Auftragswarteschlange gestartet");
  return boss;
}

export const stopJobs = stopQueue;
