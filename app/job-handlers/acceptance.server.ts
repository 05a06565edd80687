// Acceptance deadlines (Abnahme): the reminder after ACCEPTANCE_REMINDER_DAYS and the
// deemed acceptance after ACCEPTANCE_DEEMED_DAYS, checked by the scheduled sweep.
import { defineSweep } from "~/jobs/sweep.server";
import { sweepAcceptance } from "~/models/delivery/delivery.server";

export const acceptanceSweep = defineSweep("abnahme", async ({ now }) => {
  const { reminded, deemed } = await sweepAcceptance(now);
  return reminded + deemed;
});
