// Go-live: after acceptance the admin records where the site is published. The
// order becomes 'Online', the history records it, the customer gets the live link, and a
// one-time package's free hosting year starts that day. Idempotent: the same post twice
// writes and mails once; a corrected address is recorded (and mailed) as a change.
import { openHostingRows } from "../billing/hosting.server";
import { addMonths } from "../billing/terms";
import { HOSTING, isProfessionalPackage, withOffer } from "../catalog/catalog";
import {
  notifyCustomer,
  prepareNotifications,
  RECIPIENT_SELECT,
} from "../messages/notifications.server";
import { recordStatusChange } from "../order/status-history.server";
import { orderTimeline } from "../order/timeline.server";
import { canRecordGoLive, goLiveSchema, GO_LIVE_INTENT } from "./go-live";
import { goLiveMail } from "~/mails/go-live";
import { prisma } from "~/utils/db.server";
import { formatDateTime } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { isUuid } from "~/utils/misc";

export type GoLiveResult =
  | { ok: true; outcome: "published" | "updated" | "unchanged" }
  | { ok: false; reason: "not_found" | "not_accepted" }
  | { ok: false; reason: "invalid"; errors: Record<string, string[]> };

export async function recordGoLive(input: {
  orderId: string;
  adminId: string;
  liveUrl: string;
  domainNotes?: string | null;
  now?: Date;
}): Promise<GoLiveResult> {
  const parsed = goLiveSchema.safeParse({
    intent: GO_LIVE_INTENT,
    liveUrl: input.liveUrl,
    domainNotes: input.domainNotes ?? undefined,
  });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (errors[issue.path.join(".")] ??= []).push(issue.message);
    return { ok: false, reason: "invalid", errors };
  }
  if (!isUuid(input.orderId)) return { ok: false, reason: "not_found" };
  const { liveUrl } = parsed.data;
  const domainNotes = parsed.data.domainNotes || null;
  const now = input.now ?? new Date();
  await prepareNotifications();
  const result = await prisma.$transaction(async (tx): Promise<GoLiveResult> => {
    const order = await tx.order.findUnique({
      where: { id: input.orderId },
      select: {
        id: true,
        status: true,
        packageType: true,
        paymentType: true,
        liveUrl: true,
        liveAt: true,
        domainNotes: true,
        hostingFromAcceptance: true,
        user: { select: RECIPIENT_SELECT },
      },
    });
    if (!order) return { ok: false, reason: "not_found" };
    const online = order.status === "online";
    if (!online && order.status !== "completed") return { ok: false, reason: "not_accepted" };
    if (online && order.liveUrl === liveUrl && order.domainNotes === domainNotes)
      return { ok: true, outcome: "unchanged" };
    // conditional on what was read: two posts at once end in one go-live and one mail
    const { count } = await tx.order.updateMany({
      where: { id: order.id, status: order.status, liveUrl: order.liveUrl },
      data: online
        ? { liveUrl, domainNotes }
        : { status: "online", liveAt: now, liveUrl, domainNotes },
    });
    if (count !== 1) return { ok: true, outcome: "unchanged" };
    const addressChanged = online && order.liveUrl !== liveUrl;
    await recordStatusChange(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: "online",
      changedById: input.adminId,
      source: "admin",
      note: online
        ? addressChanged
          ? `Live-Adresse geändert: ${liveUrl}`
          : "Hinweise zur Domain geändert"
        : `Website veröffentlicht: ${liveUrl}`,
    });
    if (!online || addressChanged) {
      const liveAt = order.liveAt ?? now;
      const hostingFree =
        order.paymentType === "onetime" &&
        !isProfessionalPackage(order.packageType) &&
        !order.hostingFromAcceptance;
      await notifyCustomer(tx, order.user, "siteOnline", (user) =>
        goLiveMail(user, withOffer(order), {
          url: liveUrl,
          at: liveAt,
          freeHostingUntil: hostingFree ? addMonths(liveAt, HOSTING.freeMonths) : null,
          addressChanged,
        }),
      );
    }
    return { ok: true, outcome: online ? "updated" : "published" };
  });
  // the hosting row would come with the next sweep; made now, the admin page shows it at once
  if (result.ok && result.outcome === "published")
    await openHostingRows(now, input.orderId).catch((error: unknown) =>
      logger.error({ error, orderId: input.orderId }, "Hosting-Zeile nach Go-live nicht angelegt"),
    );
  return result;
}

/**
 * The admin page's project box: the promise (and since when it is overdue), and the go-live
 * form or what it recorded; null when the order has no project yet (unpaid, cancelled).
 */
export async function adminProjectView(orderId: string, now = new Date()) {
  if (!isUuid(orderId)) return null;
  const [order, timeline] = await Promise.all([
    prisma.order.findUnique({
      where: { id: orderId },
      select: { id: true, status: true, liveUrl: true, liveAt: true, domainNotes: true },
    }),
    orderTimeline(orderId, now),
  ]);
  if (!order || !timeline) return null;
  return {
    orderId: order.id,
    status: order.status,
    canRecord: canRecordGoLive(order.status),
    promise: timeline.promise
      ? {
          due: timeline.promise.due.label,
          overdueSince: timeline.promise.overdueSince?.label ?? null,
        }
      : null,
    live:
      order.liveUrl && order.liveAt
        ? {
            url: order.liveUrl,
            at: formatDateTime(order.liveAt),
            notes: order.domainNotes,
          }
        : null,
  };
}
export type AdminProjectView = NonNullable<Awaited<ReturnType<typeof adminProjectView>>>;
