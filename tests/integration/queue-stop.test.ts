// SIGTERM can reach the server while its start-up task is still starting the job queue
// (`npm start` stopped right after it began to listen). The stop wins: the start ends
// without an error – it used to reject with pg-boss's "Workers are disabled. pg-boss is
// stopped", logged as a failed start task – and the process is left without a queue.
import { expect, it } from "vitest";
import { startJobs, stopJobs } from "~/job-handlers/index.server";
import { currentQueue } from "~/jobs/queue.server";

it("a stop during the queue's start ends the start quietly and leaves no queue", async () => {
  const starting = startJobs({ work: true, maintenance: false });
  await stopJobs({ timeoutMs: 1_000 });
  await expect(starting).resolves.toBeDefined();
  expect(currentQueue()).toBeUndefined();
});

it("a start after that stop gets a new queue with its workers", async () => {
  const boss = await startJobs({ work: true, maintenance: false });
  expect(currentQueue()).toBe(boss);
  await stopJobs({ timeoutMs: 1_000 });
  expect(currentQueue()).toBeUndefined();
});
