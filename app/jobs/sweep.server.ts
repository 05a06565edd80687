// Timed steps ("acceptance reminder 7 days after delivery", "deemed accepted after 14
// days") as sweeps: one scheduled job runs every few minutes and asks the database what is
// due at `now`, instead of a far-future pg-boss job per delivery. Why:
// - the deadline is derived from data we keep anyway (deliveredAt), so a customer who
//   accepts early, a corrected delivery date or a restored backup needs no job to be
//   found and cancelled or rescheduled;
// - a missed run (deploy, outage) is caught up by the next one;
// - tests pass `now` (runSweeps({ now }) or runDueJobs({ now })) instead of moving clocks.
// A sweep must be idempotent: mark what it did in the same transaction as the follow-up
// it enqueues, e.g.
//
//   defineSweep("abnahme-erinnerung", async ({ now }) => {
//     const due = await prisma.delivery.findMany({
//       where: { acceptedAt: null, reminderSentAt: null, deliveredAt: { lte: subDays(now, 7) } },
//       take: 100,
//     });
//     for (const d of due)
//       await prisma.$transaction(async (tx) => {
//         // the condition again: another instance's sweep may have been quicker
//         const { count } = await tx.delivery.updateMany({
//           where: { id: d.id, reminderSentAt: null },
//           data: { reminderSentAt: now },
//         });
//         if (count) await queueMail(reminderMail(d), { db: tx });
//       });
//     return due.length;
//   });
import { defineJob } from "./registry.server";
import { logger } from "~/utils/logger.server";

export interface SweepContext {
  now: Date;
}

/** Returns how many items it handled (for the log), or nothing. */
export type Sweep = (context: SweepContext) => Promise<number | void>;

declare module "./registry.server" {
  interface JobPayloads {
    sweep: Record<string, never>;
  }
}

const g = globalThis as unknown as { __sweeps?: Map<string, Sweep> };
const sweeps = (g.__sweeps ??= new Map());

/** Registers a sweep; returns its name, which app/job-handlers/index.server.ts lists (see there why). */
export function defineSweep(name: string, sweep: Sweep): string {
  sweeps.set(name, sweep);
  return name;
}

/**
 * Runs every sweep once at `now`. One failing sweep does not keep the others from running;
 * afterwards the failure is thrown so the job is retried.
 */
export async function runSweeps({ now = new Date() }: Partial<SweepContext> = {}): Promise<
  Record<string, number | void>
> {
  const results: Record<string, number | void> = {};
  const errors: unknown[] = [];
  for (const [name, sweep] of sweeps) {
    try {
      results[name] = await sweep({ now });
    } catch (error) {
      errors.push(error);
      logger.error({ error }, `Zeitgesteuerter Schritt „${name}“ fehlgeschlagen`);
    }
  }
  if (errors.length) throw new AggregateError(errors, "Zeitgesteuerte Schritte fehlgeschlagen");
  return results;
}

export const SWEEP_SCHEDULE = "*/10 * * * *";

export const sweepJob = defineJob(
  "sweep",
  async (_data, { now }) => void (await runSweeps({ now })),
  {
    // "short": a run that is still waiting absorbs the next scheduled one
    policy: "short",
    schedule: SWEEP_SCHEDULE,
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 10 * 60,
  },
);
