// The job queue's entry point: importing it registers every job kind, so startJobs()
// creates all their queues before anything is enqueued. The app starts it in
// app/utils/startup.server.ts, the separate worker process in scripts/worker.ts.
import { startQueue, stopQueue, type StartOptions } from "./queue.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import "./send-mail.server";
import "./issue-invoice.server";
import "./start-subscription.server";
import "./sweep.server";
import "./retention.server";
import "./acceptance.server";

export { enqueue, type EnqueueOptions } from "./queue.server";
export { queueMail } from "./send-mail.server";
export { defineSweep, runSweeps } from "./sweep.server";
export { drainQueue, runDueJobs } from "./run.server";

/** Starts the queue; works jobs in this process unless JOBS_WORKER=0 (or `work` says otherwise). */
export async function startJobs(options: StartOptions = {}) {
  const work = options.work ?? getEnv().JOBS_WORKER === "1";
  const boss = await startQueue({ ...options, work });
  logger.info({ worker: work }, "Auftragswarteschlange gestartet");
  return boss;
}

export const stopJobs = stopQueue;
