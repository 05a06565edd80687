// "Preview due tomorrow / overdue" to the order's assignee. There is no event to hang it on, so
// a sweep compares each open order's promised day (the same promise "Was ansteht" shows) with
// today and marks on the order the day it mailed about: each promised day is mailed once, and
// a day that moves (an intake reopened for corrections) is mailed again. The mark is set
// whether or not the assignee wants the mail, so switching it on later sends no backlog.
import { notifyAssignee } from "./notifications.server";
import { assigneePreviewDueMail, assigneePreviewOverdueMail } from "~/mails/assignee";
import { addDays, berlinDayOf } from "~/models/catalog/delivery-promise";
import { prepareNotifications } from "~/models/messages/notifications.server";
import { promiseOf, PROMISE_FACTS } from "~/models/order/timeline.server";
import { prisma } from "~/utils/db.server";

/** Statuses in which the first preview is still owed (as in "Was ansteht"). */
const OPEN_WORK = ["paid", "in_progress", "pending_details"];
/** Orders read at a time: every open order is looked at each run, a page after the other. */
const PAGE = 200;

type OpenOrder = Parameters<typeof promiseOf>[0] & {
  id: string;
  previewDueNoticeFor: string | null;
  previewOverdueNoticeFor: string | null;
};

/** Mails one order's assignee when its promised day calls for it; true when it did the step. */
async function remind(order: OpenOrder, now: Date, tomorrow: string): Promise<boolean> {
  const promise = promiseOf(order, now);
  if (!promise) return false;
  const day = promise.due.iso;
  const overdue = Boolean(promise.overdueSince);
  const due = !overdue && day <= tomorrow;
  if (overdue ? order.previewOverdueNoticeFor === day : !due || order.previewDueNoticeFor === day)
    return false;
  await prepareNotifications();
  return prisma.$transaction(async (tx) => {
    // the condition again, as a claim: another instance's sweep may have been quicker
    const { count } = await tx.order.updateMany({
      where: overdue
        ? { id: order.id, previewOverdueNoticeFor: order.previewOverdueNoticeFor }
        : { id: order.id, previewDueNoticeFor: order.previewDueNoticeFor },
      // an overdue day also settles its "due tomorrow" mail: one that late says nothing new
      data: overdue
        ? { previewOverdueNoticeFor: day, previewDueNoticeFor: day }
        : { previewDueNoticeFor: day },
    });
    if (!count) return false;
    await notifyAssignee(tx, order.id, "staffNotifyPreviewDue", (person, mailOrder) =>
      overdue
        ? assigneePreviewOverdueMail(person, mailOrder, promise.due.label)
        : assigneePreviewDueMail(person, mailOrder, promise.due.label),
    );
    return true;
  });
}

/**
 * Mails the assignee of every order whose first preview is due today or tomorrow, or overdue,
 * once per promised day and kind. Returns how many orders it handled.
 */
export async function sweepPreviewDue(now: Date): Promise<number> {
  const tomorrow = addDays(berlinDayOf(now), 1);
  let handled = 0;
  let after: string | undefined;
  for (;;) {
    const orders = await prisma.order.findMany({
      where: {
        status: { in: OPEN_WORK },
        assigneeId: { not: null },
        deliveries: { none: {} },
        ...(after ? { id: { gt: after } } : {}),
      },
      orderBy: { id: "asc" },
      take: PAGE,
      select: { ...PROMISE_FACTS, previewDueNoticeFor: true, previewOverdueNoticeFor: true },
    });
    for (const order of orders) if (await remind(order, now, tomorrow)) handled += 1;
    if (orders.length < PAGE) break;
    after = orders.at(-1)!.id;
  }
  return handled;
}
