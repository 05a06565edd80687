// Hosting after the free year of one-time packages: reminders 30 and 7 days before its
// end, the grace period, the mark for shutdown (app/models/billing/hosting.server.ts).
import { defineSweep } from "~/jobs/sweep.server";
import { sweepHosting } from "~/models/billing/hosting.server";

export const hostingSweep = defineSweep("hosting", async ({ now }) => {
  const r = await sweepHosting(now);
  return r.opened + r.reminded + r.grace + r.shutdownMarked + r.noticed + r.ended;
});
