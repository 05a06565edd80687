// "Preview due tomorrow / overdue" mails to the order's assignee, checked by the scheduled sweep.
import { defineSweep } from "~/jobs/sweep.server";
import { sweepPreviewDue } from "~/models/team/preview-due.server";

export const previewDueSweep = defineSweep("vorschau-faellig", async ({ now }) =>
  sweepPreviewDue(now),
);
