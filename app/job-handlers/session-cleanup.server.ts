// Expired sessions and spent one-time tokens (app/models/account/session-cleanup.server.ts) as a
// sweep: every run of the sweep job deletes what has expired by its `now`.
import { defineSweep } from "~/jobs/sweep.server";
import { cleanupExpiredSessions } from "~/models/account/session-cleanup.server";

export const sessionCleanupSweep = defineSweep("sitzungen", async ({ now }) => {
  const counts = await cleanupExpiredSessions(now);
  return counts.sessions + counts.tokens;
});
