// Runs due jobs right now, in the caller, through the same pg-boss calls a worker makes
// (fetch → handler → complete/fail). Tests use it instead of waiting for pollers; an
// operator script could use it to work off a backlog. With `now` it also moves the
// queue's clock: jobs due by then (retries waiting for their backoff, delayed jobs)
// count as due, so "an hour later" needs no sleeping.
import { JOBS_SCHEMA, startQueue } from "./queue.server";
import { registeredJobs, runJob, type FetchedJob, type JobName } from "./registry.server";
import type PgBoss from "pg-boss";

export interface RunOptions {
  /** the time to run at (default: the real time); handlers see it as context.now */
  now?: Date;
  /** only these job kinds (default: all registered) */
  names?: JobName[];
  /** another PgBoss than the process' queue (e.g. a second "instance" in a test) */
  boss?: PgBoss;
  /** guard against a handler that keeps enqueueing due work (default 1000 attempts) */
  limit?: number;
}

export interface RunSummary {
  completed: number;
  failed: number;
  /** ids of the attempted jobs, in order (a retried job appears once per attempt) */
  attempts: { id: string; name: string; ok: boolean }[];
}

/**
 * Fetches every job due at `now` and runs it once. A failing attempt is recorded like a
 * worker records it, so its retry waits for the backoff (it is not due again in this pass).
 */
export async function runDueJobs(options: RunOptions = {}): Promise<RunSummary> {
  const boss = options.boss ?? (await startQueue());
  const now = options.now ?? new Date();
  const names = options.names ?? registeredJobs().map((job) => job.name);
  const limit = options.limit ?? 1000;
  if (options.now) await advanceClock(boss, names, options.now);
  const summary: RunSummary = { completed: 0, failed: 0, attempts: [] };
  for (const name of names) {
    while (summary.attempts.length < limit) {
      const [job] = (await boss.fetch(name, {
        batchSize: 1,
        includeMetadata: true,
      })) as FetchedJob[];
      if (!job) break;
      try {
        await runJob(job, now);
        await boss.complete(name, job.id);
        summary.completed++;
        summary.attempts.push({ id: job.id, name, ok: true });
      } catch (error) {
        await boss.fail(name, job.id, error as object);
        summary.failed++;
        summary.attempts.push({ id: job.id, name, ok: false });
      }
    }
  }
  return summary;
}

/** Runs passes of runDueJobs until nothing is due at `now` any more. */
export async function drainQueue(
  options: RunOptions & { maxPasses?: number } = {},
): Promise<RunSummary> {
  const total: RunSummary = { completed: 0, failed: 0, attempts: [] };
  for (let pass = 0; pass < (options.maxPasses ?? 50); pass++) {
    const summary = await runDueJobs(options);
    total.completed += summary.completed;
    total.failed += summary.failed;
    total.attempts.push(...summary.attempts);
    if (summary.attempts.length === 0) break;
  }
  return total;
}

/**
 * pg-boss compares start_after with the database's now(); a job due by the injected time
 * gets start_after = now() so the next fetch takes it. Only waiting jobs are touched.
 */
async function advanceClock(boss: PgBoss, names: string[], now: Date) {
  await boss.getDb().executeSql(
    `UPDATE ${JOBS_SCHEMA}.job SET start_after = now() - interval '1 millisecond'
      WHERE name = ANY($1::text[]) AND state < 'active' AND start_after > now()
        AND start_after <= $2::timestamptz`,
    [names, now.toISOString()],
  );
}
