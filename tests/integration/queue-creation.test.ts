// Two instances and a worker starting on a new database each create the queues of every job
// kind. pg-boss makes a queue a partition of its job table with foreign keys to its queue
// table, and two creators at the same moment deadlocked ("deadlock detected"), which ended
// the start of one of them. Three queues with pools of their own start here at once.
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import "~/job-handlers/index.server";
import { createBoss, ensureQueues } from "~/jobs/queue.server";
import { registeredJobs } from "~/jobs/registry.server";
import { temporaryDatabaseOn, type ThrowawayDatabase } from "~/models/backup/drill.server";

let database: ThrowawayDatabase;
const saved = process.env.DATABASE_URL;

beforeAll(async () => {
  database = await temporaryDatabaseOn(inject("serverUrl"))("");
  process.env.DATABASE_URL = database.url;
}, 60_000);

afterAll(async () => {
  process.env.DATABASE_URL = saved;
  await database?.dispose();
});

it("three processes starting at once on a new database create every queue once", async () => {
  const bosses = [1, 2, 3].map(() => createBoss({ maintenance: false, poolSize: 2 }));
  try {
    const starts = await Promise.allSettled(
      bosses.map(async (boss) => {
        await boss.start();
        await ensureQueues(boss);
      }),
    );
    expect(starts.filter((start) => start.status === "rejected")).toEqual([]);
    const names = (await bosses[0].getQueues()).map((queue) => queue.name).sort();
    expect(names).toEqual(
      registeredJobs()
        .map((job) => job.name)
        .sort(),
    );
    // every queue takes jobs: its partition is attached
    for (const name of names) expect(await bosses[1].send(name, {})).toEqual(expect.any(String));
  } finally {
    await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true })));
  }
}, 60_000);
