// The job queue: pg-boss 10 in the app's own database (schema "pgboss"), so a job row can
// be written in the same transaction as the state change that causes it, and several app
// instances share one queue without a second service.
//
// On PostgreSQL pg-boss gets its own small pool (JOBS_POOL_SIZE). On the embedded database
// (PGlite) it runs on the very PGlite instance Prisma uses, through pg-boss' `db` option
// (executeSql → PGlite.query/exec). We measured the obvious alternative, serving that
// instance over the wire protocol with @electric-sql/pglite-socket, and it is unsafe next to
// Prisma: the socket server runs each protocol message under PGlite's query lock only, not
// its transaction lock, so while a Prisma interactive transaction is open a pg-boss fetch or
// complete through the socket runs *inside* it and is undone by its rollback (200 of 200
// completed jobs went back to "created" in our test), and the other way round. PGlite.query
// and PGlite.exec take the transaction lock, so through `db` every pg-boss statement runs
// between Prisma's transactions, never inside one.
import PgBoss from "pg-boss";
import {
  getJobDefinition,
  registeredJobs,
  runJob,
  type FetchedJob,
  type JobName,
  type JobPayloads,
} from "./registry.server";
import type { PGlite } from "@electric-sql/pglite";
import { databaseTarget } from "~/utils/db-adapter.server";
import { getEmbeddedDatabase } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

export const JOBS_SCHEMA = "pgboss";

/** What pg-boss needs of a database connection (its `db` option). */
export type SqlExecutor = PgBoss.Db;

/** A Prisma client or interactive-transaction client (`tx` in `prisma.$transaction(async (tx) => …)`). */
export interface RawQueryable {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

// node-postgres turns objects into JSON and dates into timestamps by itself; PGlite and
// Prisma's raw queries do not, and pg-boss hands in objects (job data, schedule options).
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

export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values?.length) {
        // migrations and maintenance come as parameterless multi-statement scripts
        // (BEGIN; …; COMMIT), which only the simple protocol (exec) accepts
        try {
          const results = await pglite.exec(text);
          const last = results.at(-1);
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
        } catch (error) {
          // a failed script leaves its BEGIN open in the aborted state, and PGlite's one
          // connection would then refuse every query of the app as well. exec takes the
          // transaction lock, so this ROLLBACK never lands inside a Prisma transaction.
          if (pglite.isInTransaction()) await pglite.exec("ROLLBACK").catch(() => {});
          throw error;
        }
      }
      const result = await pglite.query(text, values.map(prepareValue));
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}

/**
 * Runs pg-boss statements through Prisma, so `enqueue(…, { db: tx })` inserts the job in
 * the caller's transaction: committed with it or rolled back with it.
 */
export function prismaExecutor(client: RawQueryable): SqlExecutor {
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
  /** connections of the own pool on PostgreSQL (default JOBS_POOL_SIZE) */
  poolSize?: number;
}

/** A new, unstarted PgBoss on the app's database. Most code wants startQueue() instead. */
export function createBoss({ maintenance = true, poolSize }: BossOptions = {}): PgBoss {
  const target = databaseTarget();
  const common = { schema: JOBS_SCHEMA, supervise: maintenance, schedule: maintenance };
  let boss: PgBoss;
  if (target.kind === "postgres") {
    boss = new PgBoss({
      ...common,
      connectionString: target.url,
      max: poolSize ?? getEnv().JOBS_POOL_SIZE,
      application_name: "seitenwerk-jobs",
    });
  } else {
    const pglite = getEmbeddedDatabase();
    if (!pglite)
      throw new Error("Keine eingebettete Datenbank für die Auftragswarteschlange gefunden");
    boss = new PgBoss({ ...common, db: pgliteExecutor(pglite) });
  }
  // pg-boss reports failed polls and maintenance here; unhandled, they would crash the process
  boss.on("error", (error) => logger.error({ error }, "Fehler in der Auftragswarteschlange"));
  return boss;
}

/** Creates the queue of every registered job kind (idempotent) and their cron schedules. */
export async function ensureQueues(boss: PgBoss, done = new Set<string>()): Promise<void> {
  for (const { name, options } of registeredJobs()) {
    if (done.has(name)) continue;
    await boss.createQueue(name, {
      name,
      policy: options.policy,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelay,
      retryBackoff: options.retryBackoff,
      expireInSeconds: options.expireInSeconds,
    });
    if (options.schedule) await boss.schedule(name, options.schedule);
    done.add(name);
  }
}

/** Starts pg-boss workers for every registered job kind in this process. */
export async function workJobs(boss: PgBoss): Promise<void> {
  for (const { name, options } of registeredJobs()) {
    for (let i = 0; i < options.concurrency; i++)
      await boss.work(name, { batchSize: 1, includeMetadata: true }, async ([job]) => {
        await runJob(job as FetchedJob);
      });
  }
}

interface QueueState {
  boss: PgBoss;
  ready: Promise<void>;
  queues: Set<string>;
  working: boolean;
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
    state = g.__jobQueue = { boss, ready, queues, working: false };
    ready.catch(() => {
      if (g.__jobQueue === state) g.__jobQueue = undefined; // the next call tries again
    });
  }
  await state.ready;
  // job modules imported after the start still get their queue
  await ensureQueues(state.boss, state.queues);
  if (work && !state.working) {
    state.working = true;
    await workJobs(state.boss);
  }
  return state.boss;
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
  try {
    await state.ready;
  } catch {
    return; // never started
  }
  await state.boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
}

export interface EnqueueOptions {
  /** not before this time (a Date, or seconds from now) */
  startAfter?: Date | number;
  /** deduplicates only on queues with a policy other than "standard" (see JobOptions.policy) */
  singletonKey?: string;
  /**
   * The interactive transaction to write the job in (`tx` of `prisma.$transaction`). On the
   * embedded database this is required inside a transaction: PGlite has one connection,
   * and a write beside the open transaction would wait for it until it times out.
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
  let boss = currentQueue();
  // Outside a transaction the queue starts on first use (scripts, tests). Inside one it
  // must be running already: its start-up would wait for that very transaction on PGlite.
  if (!boss || !g.__jobQueue?.queues.has(name)) {
    if (db)
      throw new Error(
        "Auftragswarteschlange nicht gestartet: startQueue() vor der Transaktion aufrufen",
      );
    boss = await startQueue();
  }
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
