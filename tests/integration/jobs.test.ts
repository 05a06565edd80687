// The job queue (pg-boss) on the test's own PostgreSQL database. Jobs run through
// runDueJobs/drainQueue, and "an hour later" is a `now` argument: no sleeping.
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../support/smtp-sink";
import {
  defineSweep,
  drainQueue,
  enqueue,
  queueMail,
  runDueJobs,
  startJobs,
  stopJobs,
} from "~/job-handlers/index.server";
import { createBoss, JOBS_SCHEMA, workJobs } from "~/jobs/queue.server";
import { defineJob, runJob, type FetchedJob } from "~/jobs/registry.server";
import { SWEEP_SCHEDULE } from "~/jobs/sweep.server";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { getStorage } from "~/utils/storage.server";

declare module "~/jobs/registry.server" {
  interface JobPayloads {
    "test-count": { n: number };
  }
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const saved = { ...process.env };
function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCache();
}
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

beforeAll(async () => {
  // no maintenance or cron timers: everything below happens when the test says so
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
});

async function jobRow(id: string) {
  const rows = await prisma.$queryRawUnsafe<{ state: string; retry_count: number }[]>(
    `SELECT state::text, retry_count FROM ${JOBS_SCHEMA}.job WHERE id = $1::uuid`,
    id,
  );
  return rows[0];
}

async function mailJobsTo(to: string) {
  const rows = await prisma.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = 'send-mail' AND data->>'to' = $1`,
    to,
  );
  return rows[0].n;
}

const mail = (to: string) => ({
  to,
  subject: "Ihre Website ist bereit zur Abnahme",
  text: "Guten Tag, Ihre Website ist fertig.",
  html: "<p>Guten Tag, Ihre Website ist fertig.</p>",
});

describe("send-mail", () => {
  it("is retried with backoff while SMTP is down and sent exactly once when it is back", async () => {
    // a port the sink has just given up: SMTP is down
    const first = await startSmtpSink();
    const port = first.port;
    await first.close();
    setEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port) });

    await getStorage().put(
      "mail-test/angebot.pdf",
      Readable.from([Buffer.from("%PDF-1.4 Angebot")]),
      {
        contentType: "application/pdf",
      },
    );
    const id = await queueMail({
      ...mail("kunde@beispiel.de"),
      attachments: [
        {
          filename: "rechnung.txt",
          contentType: "text/plain",
          content: Buffer.from("Rechnung 42"),
        },
        {
          filename: "angebot.pdf",
          contentType: "application/pdf",
          storageKey: "mail-test/angebot.pdf",
        },
      ],
    });
    expect(id).toBeTruthy();
    const t0 = Date.now();

    const firstTry = await runDueJobs({ names: ["send-mail"] });
    expect(firstTry).toMatchObject({ completed: 0, failed: 1 });
    expect(await jobRow(id!)).toMatchObject({ state: "retry" });

    // the retry waits for its backoff: nothing is due right now
    expect((await runDueJobs({ names: ["send-mail"] })).attempts).toHaveLength(0);

    // an hour later SMTP is still down
    const secondTry = await runDueJobs({ names: ["send-mail"], now: new Date(t0 + HOUR) });
    expect(secondTry).toMatchObject({ completed: 0, failed: 1 });
    expect(await jobRow(id!)).toMatchObject({ state: "retry", retry_count: 1 });

    // SMTP is back on the same address
    const sink = await startSmtpSink({ port });
    try {
      const thirdTry = await runDueJobs({ names: ["send-mail"], now: new Date(t0 + 2 * HOUR) });
      expect(thirdTry).toMatchObject({ completed: 1, failed: 0 });
      expect(await jobRow(id!)).toMatchObject({ state: "completed" });
      // and nothing is left to send, not even a month later
      expect((await drainQueue({ now: new Date(t0 + 30 * DAY) })).attempts).toHaveLength(0);

      expect(sink.mails).toHaveLength(1);
      const [received] = sink.mails;
      expect(received.to).toEqual(["kunde@beispiel.de"]);
      expect(received.subject).toBe("Ihre Website ist bereit zur Abnahme");
      expect(
        received.attachments.map((a) => [a.filename, Buffer.from(a.base64, "base64").toString()]),
      ).toEqual([
        ["rechnung.txt", "Rechnung 42"],
        ["angebot.pdf", "%PDF-1.4 Angebot"],
      ]);
    } finally {
      await sink.close();
    }
  });

  it("sends a burst over one kept-open connection, and opens a new one after the server dropped it", async () => {
    const sink = await startSmtpSink();
    setEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port) });
    for (const n of [1, 2, 3]) await queueMail(mail(`stapel-${n}@beispiel.de`));
    expect(await drainQueue({ names: ["send-mail"] })).toMatchObject({ completed: 3, failed: 0 });
    expect(sink.mails.map((m) => m.to[0])).toEqual([1, 2, 3].map((n) => `stapel-${n}@beispiel.de`));
    expect(sink.connections).toBe(1);

    // the server goes away with the connection open, and comes back on the same address
    await sink.close();
    const back = await startSmtpSink({ port: sink.port });
    try {
      await queueMail(mail("danach@beispiel.de"));
      expect(await drainQueue({ names: ["send-mail"] })).toMatchObject({ completed: 1, failed: 0 });
      expect(back.mails.map((m) => m.to[0])).toEqual(["danach@beispiel.de"]);
      expect(back.connections).toBe(1);
    } finally {
      await back.close();
    }
  });

  it("refuses inline attachments too large for a job row", async () => {
    await expect(
      queueMail({
        ...mail("gross@beispiel.de"),
        attachments: [{ filename: "gross.bin", content: Buffer.alloc(600 * 1024) }],
      }),
    ).rejects.toThrow(/storageKey/);
  });
});

describe("transactional enqueue", () => {
  const inquiry = (email: string) => ({
    firstName: "Erika",
    lastName: "Muster",
    email,
    message: "Bitte um Rückruf",
  });

  it("rolls the job back with the transaction, and commits it with it", async () => {
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.contactInquiry.create({ data: inquiry("abbruch@beispiel.de") });
        await queueMail(mail("abbruch@beispiel.de"), { db: tx });
        throw new Error("Abbruch");
      }),
    ).rejects.toThrow("Abbruch");
    expect(await prisma.contactInquiry.count({ where: { email: "abbruch@beispiel.de" } })).toBe(0);
    expect(await mailJobsTo("abbruch@beispiel.de")).toBe(0);

    const id = await prisma.$transaction(async (tx) => {
      await tx.contactInquiry.create({ data: inquiry("ok@beispiel.de") });
      return queueMail(mail("ok@beispiel.de"), { db: tx });
    });
    expect(id).toBeTruthy();
    expect(await prisma.contactInquiry.count({ where: { email: "ok@beispiel.de" } })).toBe(1);
    expect(await mailJobsTo("ok@beispiel.de")).toBe(1);
    expect(await jobRow(id!)).toMatchObject({ state: "created" });

    const sink = await startSmtpSink();
    setEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port) });
    try {
      expect(await drainQueue({ names: ["send-mail"] })).toMatchObject({ completed: 1, failed: 0 });
      expect(sink.mails.map((m) => m.to)).toEqual([["ok@beispiel.de"]]);
    } finally {
      await sink.close();
    }
  });

  it("a job enqueued beside a transaction is not swallowed by its rollback", async () => {
    // the queue's own pool writes it: it commits on its own, whatever the transaction does
    let beside: Promise<string | null> | undefined;
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.contactInquiry.create({ data: inquiry("daneben@beispiel.de") });
        beside = queueMail(mail("daneben@beispiel.de")); // deliberately not `db: tx`, not awaited
        await tx.contactInquiry.count();
        throw new Error("Abbruch");
      }),
    ).rejects.toThrow("Abbruch");
    expect(await beside).toBeTruthy();
    expect(await prisma.contactInquiry.count({ where: { email: "daneben@beispiel.de" } })).toBe(0);
    expect(await mailJobsTo("daneben@beispiel.de")).toBe(1);
    await prisma.$executeRawUnsafe(
      `DELETE FROM ${JOBS_SCHEMA}.job WHERE data->>'to' = 'daneben@beispiel.de'`,
    );
  });
});

describe("several workers", () => {
  const runs: number[] = [];
  let onRun: (() => void) | undefined;
  defineJob(
    "test-count",
    async ({ n }) => {
      runs.push(n);
      onRun?.();
      // give the other worker a chance to grab the same job, if it could
      await new Promise((resolve) => setImmediate(resolve));
    },
    { retryLimit: 0 },
  );

  it("never run a job twice (fetch/complete passes, two instances)", async () => {
    runs.length = 0;
    const other = createBoss({ maintenance: false });
    await other.start();
    try {
      for (let n = 0; n < 40; n++) await enqueue("test-count", { n });
      const [a, b] = await Promise.all([
        drainQueue({ names: ["test-count"] }),
        drainQueue({ names: ["test-count"], boss: other }),
      ]);
      const ids = [...a.attempts, ...b.attempts].map((x) => x.id);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      expect([...runs].sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
    } finally {
      await other.stop({ graceful: false, wait: true });
    }
  });

  it("never run a job twice (pg-boss workers polling, two instances)", async () => {
    runs.length = 0;
    const bosses = [createBoss({ maintenance: false }), createBoss({ maintenance: false })];
    for (const boss of bosses) await boss.start();
    try {
      for (let n = 0; n < 20; n++) await enqueue("test-count", { n });
      const allRan = new Promise<void>((resolve) => {
        onRun = () => runs.length >= 20 && resolve();
      });
      const byWorker = bosses.map(() => 0);
      for (const [i, boss] of bosses.entries())
        await boss.work(
          "test-count",
          { batchSize: 5, includeMetadata: true, pollingIntervalSeconds: 0.5 },
          async (jobs) => {
            for (const job of jobs) {
              byWorker[i]++;
              await runJob(job as FetchedJob);
            }
          },
        );
      await allRan;
      expect([...runs].sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
      expect(byWorker[0] + byWorker[1]).toBe(20);
    } finally {
      onRun = undefined;
      for (const boss of bosses) await boss.stop({ graceful: true, timeout: 5000, wait: true });
    }
    // stop() lets the last batches finish; still nothing ran twice
    expect(runs).toHaveLength(20);
  });

  it("take the next job at once, without the polling interval between jobs", async () => {
    // with a wait of the interval after each job, five jobs would take four minutes
    setEnv({ JOBS_POLL_SECONDS: "60" });
    runs.length = 0;
    const boss = createBoss({ maintenance: false });
    await boss.start();
    try {
      for (let n = 0; n < 5; n++) await enqueue("test-count", { n });
      const allRan = new Promise<void>((resolve) => {
        onRun = () => runs.length >= 5 && resolve();
      });
      await workJobs(boss, { names: ["test-count"] });
      await allRan;
      expect(runs).toEqual([0, 1, 2, 3, 4]);
    } finally {
      onRun = undefined;
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    }
  }, 30_000);
});

describe("timed steps (sweeps)", () => {
  it("run on a schedule, at most one waiting, with an injectable now", async () => {
    const seen: Date[] = [];
    defineSweep("test-sweep", async ({ now }) => {
      seen.push(now);
      return 0;
    });
    const schedules = await prisma.$queryRawUnsafe<{ name: string; cron: string }[]>(
      `SELECT name, cron FROM ${JOBS_SCHEMA}.schedule`,
    );
    expect(schedules).toEqual([{ name: "sweep", cron: SWEEP_SCHEDULE }]);

    expect(await enqueue("sweep", {})).toBeTruthy();
    expect(await enqueue("sweep", {})).toBeNull(); // "short": the waiting run absorbs it

    const at = new Date("2030-01-15T08:00:00Z");
    expect(await runDueJobs({ names: ["sweep"], now: at })).toMatchObject({ completed: 1 });
    expect(seen).toEqual([at]);
  });
});
