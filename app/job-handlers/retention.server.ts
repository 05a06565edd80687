// The retention rules (app/models/account/retention.server.ts) as a sweep: every run of the sweep
// job applies them as of its `now`. They are idempotent, so running every few minutes
// costs a few queries and deletes each thing exactly when it is due.
import { defineSweep } from "~/jobs/sweep.server";
import { runRetention } from "~/models/account/retention.server";

export const retentionSweep = defineSweep("aufbewahrung", async ({ now }) => {
  const counts = await runRetention(now);
  return (
    counts.contractFiles.files +
    counts.draftsDeleted.orders +
    counts.draftsDeleted.files +
    counts.draftWarnings.sent
  );
});
