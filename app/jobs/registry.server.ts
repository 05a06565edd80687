// Job kinds: each module under app/jobs defines its kind once with defineJob() and
// declares its payload type in JobPayloads, so enqueue("send-mail", data) is type-checked
// by name. The registry knows nothing about pg-boss; queue.server.ts creates a queue and
// workers for every kind registered here.
import { logger } from "~/utils/logger.server";

/**
 * Payload type per job name. Each job module adds its own entry:
 * `declare module "./registry.server" { interface JobPayloads { "my-job": MyData } }`.
 * Payloads are stored as JSON (jsonb): plain objects, no Dates, Buffers or class instances.
 */
// empty on purpose: each job module adds its entry by declaration merging, which only an
// interface allows
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobName = keyof JobPayloads & string;

interface JobContext {
  id: string;
  /** 0 on the first attempt */
  retryCount: number;
  retryLimit: number;
  /** "Now" for time-based decisions; tests inject it through runDueJobs({ now }). */
  now: Date;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface JobOptions {
  /**
   * How often a failed attempt is tried again, and the delay in seconds before the first
   * retry. With retryBackoff the n-th retry waits between retryDelay·2ⁿ⁻¹ and
   * retryDelay·2ⁿ seconds (pg-boss adds the jitter), so an outage is ridden out without
   * hammering the failing service.
   */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** An attempt running longer counts as failed (and is retried). */
  expireInSeconds?: number;
  /**
   * pg-boss queue policy. Only non-standard policies make `singletonKey` deduplicate:
   * "short" keeps at most one waiting job per key, "singleton" runs at most one per key
   * at a time, "stately" both.
   */
  policy?: "standard" | "short" | "singleton" | "stately";
  /** Parallel attempts per worker process. */
  concurrency?: number;
  /** Cron expression (UTC): pg-boss enqueues the job on this schedule, once across instances. */
  schedule?: string;
}

export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  handler: JobHandler<JobPayloads[N]>;
  options: Required<Omit<JobOptions, "schedule">> & Pick<JobOptions, "schedule">;
}

const DEFAULTS = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  policy: "standard",
  concurrency: 1,
} as const;

// on globalThis: the production build and the test's own imports must see one registry
const g = globalThis as unknown as { __jobRegistry?: Map<string, JobDefinition> };
const registry = (g.__jobRegistry ??= new Map());

export function defineJob<N extends JobName>(
  name: N,
  handler: JobHandler<JobPayloads[N]>,
  options: JobOptions = {},
): JobDefinition<N> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`Ungültiger Auftragsname: ${name}`);
  const definition = { name, handler, options: { ...DEFAULTS, ...options } };
  // a retry that is due at once would be fetched again in the same pass of runDueJobs and
  // would hammer a failing service: at least a second between attempts
  if (definition.options.retryLimit > 0 && definition.options.retryDelay < 1)
    throw new Error(`Auftrag ${name}: retryDelay muss mindestens 1 Sekunde sein`);
  registry.set(name, definition as unknown as JobDefinition);
  return definition;
}

export function getJobDefinition(name: string): JobDefinition {
  const definition = registry.get(name);
  if (!definition) throw new Error(`Unbekannter Auftrag: ${name}`);
  return definition;
}

export function registeredJobs(): JobDefinition[] {
  return [...registry.values()];
}

/** A job as pg-boss hands it out (fetch/work with includeMetadata). */
export interface FetchedJob {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

/**
 * Runs one attempt. Throws what the handler threw, so the caller (pg-boss' worker or
 * runDueJobs) records the failure and pg-boss schedules the retry.
 */
export async function runJob(job: FetchedJob, now: Date = new Date()): Promise<void> {
  const definition = getJobDefinition(job.name);
  try {
    await definition.handler(job.data as never, {
      id: job.id,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
      now,
    });
  } catch (error) {
    const final = job.retryCount >= job.retryLimit;
    // one line per failed attempt; the final one is an error somebody must look at
    logger[final ? "error" : "warn"](
      { jobId: job.id, attempt: job.retryCount + 1, error },
      final
        ? `Auftrag ${job.name} endgültig fehlgeschlagen`
        : `Auftrag ${job.name} fehlgeschlagen, neuer Versuch folgt`,
    );
    throw error;
  }
}
