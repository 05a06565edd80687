// The job queue: pg-boss 10 in the app's own database (schema "pgboss"), so a job row can
// be written in the same transaction as the state change that causes it, and several app
// instances share one queue without a second service.
//
// pg-boss gets its own small pool (JOBS_POOL_SIZE) beside Prisma's, on the same server –
// the embedded one too, which is a real PostgreSQL server (server/embedded-postgres.mjs).
import pg from "pg";
import PgBoss from "pg-boss";
import {
  getJobDefinition,
  registeredJobs,
  runJob,
  type FetchedJob,
  type JobName,
  type JobPayloads,
} from "./registry.server";
import { databaseUrl } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

export const JOBS_SCHEMA = "pgboss";

/** What pg-boss needs of a database connection (its `db` option). */
type SqlExecutor = PgBoss.Db;

/** A Prisma client or interactive-transaction client (`tx` in `prisma.$transaction(async (tx) => …)`). */
export interface RawQueryable {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

// node-postgres turns objects into JSON and dates into timestamps by itself; Prisma's raw
// queries do not, and pg-boss hands in objects (job data, schedule options).
function prepareValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    !ArrayBuffer.isView(value)
  )
    return JSON.stringify(value);
  return value;
}

/**
 * Runs pg-boss statements through Prisma, so `enqueue(…, { db: tx })` inserts the job in
 * the caller's transaction: committed with it or rolled back with it.
 */
function prismaExecutor(client: RawQueryable): SqlExecutor {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const rows = await client.$queryRawUnsafe<unknown[]>(text, ...values.map(prepareValue));
      return { rows };
    },
  };
}

export interface BossOptions {
  /** false: no maintenance and no cron timers (deterministic tests); default true */
  maintenance?: boolean;
  /** connections of the queue's own pool (default JOBS_POOL_SIZE) */
  poolSize?: number;
}

/** A new, unstarted PgBoss on the app's database. Most code wants startQueue() instead. */
export function createBoss({ maintenance = true, poolSize }: BossOptions = {}): PgBoss {
  const boss = new PgBoss({
    schema: JOBS_SCHEMA,
    supervise: maintenance,
    schedule: maintenance,
    connectionString: databaseUrl(),
    max: poolSize ?? getEnv().JOBS_POOL_SIZE,
    application_name: "seitenwerk-jobs",
  });
  // pg-boss reports failed polls and maintenance here; unhandled, they would crash the process
  boss.on("error", (error) => logger.error({ error }, "Fehler in der Auftragswarteschlange"));
  return boss;
}

// pg-boss creates a queue as a partition of its job table, with foreign keys to its queue
// table; two processes creating queues at the same moment (two instances and a worker
// starting on a new database, or after a deploy that adds a job kind) deadlock on those
// tables. One lock per database makes them take turns; a queue that exists is left alone.
const QUEUE_CREATION_LOCK = "seitenwerk.pgboss.create_queue";

async function withQueueCreationLock<T>(work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl(),
    application_name: "seitenwerk-jobs",
  });
  await client.connect();
  try {
    // the lock is the session's: pg-boss creates the queues through its own pool meanwhile
    await client.query("SET lock_timeout = '60s'");
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [QUEUE_CREATION_LOCK]);
    return await work();
  } finally {
    await client.end(); // ends the session and with it the lock, also after an error
  }
}

/**
 * Creates the queue of every registered job kind that has none yet (idempotent, also from
 * several processes at once) and their cron schedules.
 */
export async function ensureQueues(boss: PgBoss, done = new Set<string>()): Promise<void> {
  const wanted = registeredJobs().filter(({ name }) => !done.has(name));
  if (wanted.length === 0) return;
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  const missing = wanted.filter(({ name }) => !existing.has(name));
  if (missing.length > 0)
    await withQueueCreationLock(async () => {
      for (const { name, options } of missing)
        await boss.createQueue(name, {
          name,
          policy: options.policy,
          retryLimit: options.retryLimit,
          retryDelay: options.retryDelay,
          retryBackoff: options.retryBackoff,
          expireInSeconds: options.expireInSeconds,
        });
    });
  for (const { name, options } of wanted) {
    if (options.schedule) await boss.schedule(name, options.schedule);
    done.add(name);
  }
}

export interface WorkOptions {
  /** only these job kinds (default: every registered one) */
  names?: readonly string[];
  /** true once the queue is being stopped: pg-boss refuses a worker after its stop */
  stopped?: () => boolean;
}

/**
 * Starts pg-boss workers for the registered job kinds in this process.
 *
 * pg-boss waits its polling interval after every fetch, also after one that found a job, so
 * a worker ran at most one job per interval, however many were waiting. A worker that has
 * run a job asks for the next one at once; only a worker that found nothing (or whose job
 * failed) waits the interval.
 */
export async function workJobs(
  boss: PgBoss,
  { names, stopped = () => false }: WorkOptions = {},
): Promise<void> {
  for (const { name, options } of registeredJobs()) {
    if (names && !names.includes(name)) continue;
    for (let i = 0; i < options.concurrency; i++) {
      if (stopped()) return;
      // the handler may only learn its worker's id once work() returned it
      const worker = { id: "" };
      worker.id = await boss.work(
        name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: getEnv().JOBS_POLL_SECONDS,
        },
        async ([job]) => {
          await runJob(job as FetchedJob);
          if (worker.id) boss.notifyWorker(worker.id);
        },
      );
    }
  }
}

interface QueueState {
  boss: PgBoss;
  ready: Promise<void>;
  queues: Set<string>;
  working: boolean;
  /** set by stopQueue: what is still starting (queues, workers) ends early */
  stopping: boolean;
  /** the steps of startQueue calls after `ready`, which stopQueue lets finish first */
  starting: Set<Promise<void>>;
}

// on globalThis like the Prisma client: dev rebuilds and the test's imports share one queue
const g = globalThis as unknown as { __jobQueue?: QueueState };

export interface StartOptions extends BossOptions {
  /** run the workers in this process too (default false: only enqueue) */
  work?: boolean;
}

/** Starts the process' queue once (later calls return it, and may add the workers). */
export async function startQueue({
  work = false,
  ...bossOptions
}: StartOptions = {}): Promise<PgBoss> {
  let state = g.__jobQueue;
  if (!state) {
    const boss = createBoss(bossOptions);
    const queues = new Set<string>();
    const ready = (async () => {
      await boss.start();
      await ensureQueues(boss, queues);
    })();
    state = g.__jobQueue = {
      boss,
      ready,
      queues,
      working: false,
      stopping: false,
      starting: new Set(),
    };
    ready.catch(() => {
      if (g.__jobQueue === state) g.__jobQueue = undefined; // the next call tries again
    });
  }
  const current = state;
  const rest = (async () => {
    await current.ready;
    // a stop that came meanwhile (SIGTERM during the server's start) wins
    if (current.stopping) return;
    // job modules imported after the start still get their queue
    await ensureQueues(current.boss, current.queues);
    if (work && !current.working && !current.stopping) {
      current.working = true;
      await workJobs(current.boss, { stopped: () => current.stopping });
    }
  })();
  current.starting.add(rest);
  try {
    await rest;
  } finally {
    current.starting.delete(rest);
  }
  return current.boss;
}

/** The started queue, or undefined before startQueue() finished. */
export function currentQueue(): PgBoss | undefined {
  return g.__jobQueue?.boss;
}

/**
 * Stops workers and maintenance; running attempts may finish within timeoutMs, after that
 * they are recorded as failed and retried later (by any instance).
 */
export async function stopQueue({
  timeoutMs = 10_000,
}: { timeoutMs?: number } = {}): Promise<void> {
  const state = g.__jobQueue;
  if (!state) return;
  g.__jobQueue = undefined;
  state.stopping = true;
  try {
    await state.ready;
  } catch {
    return; // never started
  }
  // a start still creating queues or workers ends first: pg-boss throws at a worker
  // registered after its stop ("Workers are disabled"), which logged a failed start task
  await Promise.allSettled(state.starting);
  await state.boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
}

export interface EnqueueOptions {
  /** not before this time (a Date, or seconds from now) */
  startAfter?: Date | number;
  /** deduplicates only on queues with a policy other than "standard" (see JobOptions.policy) */
  singletonKey?: string;
  /**
   * The interactive transaction to write the job in (`tx` of `prisma.$transaction`): the job
   * is then committed or rolled back with the state change that causes it.
   */
  db?: RawQueryable;
}

/**
 * Puts a job into its queue. Returns the job id, or null when a job with the same
 * singletonKey is already waiting (queues with a deduplicating policy).
 */
export async function enqueue<N extends JobName>(
  name: N,
  data: JobPayloads[N],
  { startAfter, singletonKey, db }: EnqueueOptions = {},
): Promise<string | null> {
  const { options } = getJobDefinition(name);
  // the queue starts on first use (scripts, tests); its own pool never waits for `db`
  const boss =
    currentQueue() && g.__jobQueue?.queues.has(name) ? currentQueue()! : await startQueue();
  const id = await boss.send(name, data as object, {
    startAfter,
    singletonKey,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelay,
    retryBackoff: options.retryBackoff,
    expireInSeconds: options.expireInSeconds,
    db: db ? prismaExecutor(db) : undefined,
  });
  // pg-boss returns null both for a deduplicated job and for a missing queue; on a
  // standard queue only the latter can happen, and a silently dropped mail is the worst case
  if (!id && options.policy === "standard")
    throw new Error(`Auftrag ${name} wurde nicht eingereiht (Warteschlange fehlt?)`);
  return id;
}
