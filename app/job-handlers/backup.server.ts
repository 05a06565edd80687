// Scheduled backups (app/models/backup/schedule.server.ts): a sweep notices that the daily
// time has passed without a backup and enqueues one job for it; the job makes the archive,
// applies retention and runs the weekly drill. A missed time (the app was down) is caught
// up by the next sweep; a restarted app does not back up twice, as the run is recorded.
import { enqueue } from "~/jobs/queue.server";
import { defineJob } from "~/jobs/registry.server";
import { defineSweep } from "~/jobs/sweep.server";
import { backupDue, runScheduledBackup } from "~/models/backup/schedule.server";

declare module "~/jobs/registry.server" {
  interface JobPayloads {
    backup: { scheduledAt: string };
  }
}

export const backupJob = defineJob(
  "backup",
  async (_data, { now, retryCount, retryLimit }) => {
    // a second job for the same time (two instances' sweeps) finds the run of the first
    if (retryCount === 0 && !(await backupDue(now))) return;
    await runScheduledBackup({ now, final: retryCount >= retryLimit });
  },
  // a large archive takes a while; one retry after ten minutes rides out a short outage
  {
    retryLimit: 1,
    retryDelay: 600,
    retryBackoff: false,
    expireInSeconds: 3 * 60 * 60,
    policy: "stately",
  },
);

export const backupSweep = defineSweep("sicherung", async ({ now }) => {
  const due = await backupDue(now);
  if (!due) return 0;
  await enqueue("backup", { scheduledAt: due.toISOString() }, { singletonKey: due.toISOString() });
  return 1;
});
