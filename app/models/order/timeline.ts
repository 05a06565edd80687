// The project timeline: what happened to a paid order and what comes next –
// paid → in progress → preview → correction(s) → accepted → online – built only from
// facts that are stored anyway (payment, intake, status history, deliveries, acceptance,
// go-live). A pure function, so every step, loop and overdue case is a unit test; the
// database part is order-timeline.server.ts.
import { correctionLoopsIncluded, isProfessionalPackage, PROMISES } from "../catalog/catalog";
import {
  addDays,
  addWorkingDays,
  berlinDayOf,
  germanDay,
  promisedDeliveryDay,
} from "../catalog/delivery-promise";
import { HOSTING_FREE_UNTIL } from "~/models/billing/hosting";
import { formatDate } from "~/utils/format";

type TimelineActor = "Sie" | "Seitenwerk-Team" | "automatisch";

/** The six milestones the customer sees on the dashboard ("Schritt 3 von 6"). */
export const TIMELINE_MILESTONES = [
  "Bezahlt",
  "In Bearbeitung",
  "Vorschau",
  "Korrekturen",
  "Abnahme",
  "Online",
] as const;

interface TimelineDate {
  /** "12.03.2026" */
  label: string;
  /** for <time dateTime> */
  iso: string;
}

export interface TimelineStep {
  key: string;
  label: string;
  state: "done" | "current" | "upcoming";
  /** 1…6: the milestone the step belongs to */
  milestone: number;
  date: TimelineDate | null;
  actor: TimelineActor | null;
  detail: string | null;
  /** for the current step: what the customer can expect next, with its date when promised */
  next: { label: string; date: TimelineDate | null } | null;
  /** external link (the live site) */
  link: { href: string; label: string } | null;
}

export interface OrderTimeline {
  steps: TimelineStep[];
  /** the step the order stands at (aria-current); the last one once the site is online */
  currentIndex: number;
  /** the first preview's promised day and, while it has not come, since when it is overdue */
  promise: { due: TimelineDate; overdueSince: TimelineDate | null } | null;
  online: { url: string; since: TimelineDate } | null;
  /** until when hosting is free (one-time packages once online) */
  hostingFreeUntil: TimelineDate | null;
}

export interface TimelineInput {
  status: string;
  packageType: string;
  paidAt: Date | null;
  detailsSubmittedAt: Date | null;
  acceptedAt: Date | null;
  acceptanceKind: string | null;
  liveAt: Date | null;
  liveUrl: string | null;
  /** a one-time package's free hosting year: its last day as the go-live mail states it */
  hostingFreeUntil: Date | null;
  deliveries: Array<{
    deliveredAt: Date;
    outcome: string | null;
    respondedAt: Date | null;
    correctionChargeable: boolean;
  }>;
  /** the order's status history, any order */
  changes: Array<{ toStatus: string; createdAt: Date; changedById: string | null }>;
  /** the acceptance period of a delivery (ACCEPTANCE_DEEMED_DAYS) */
  deemedDays: number;
  now: Date;
}

const at = (date: Date): TimelineDate => ({ label: formatDate(date), iso: date.toISOString() });
const onDay = (day: string): TimelineDate => ({ label: germanDay(day), iso: day });

/**
 * What comes next with its promised day; once the day has passed without it, the text says
 * so instead of a date that reads as if it were still ahead.
 */
function promisedNext(onTime: string, late: string, dueDay: string, today: string) {
  return { label: today > dueDay ? late : onTime, date: onDay(dueDay) };
}

/** Statuses without a project to show: not paid yet, or cancelled. */
const NO_TIMELINE = ["draft", "pending_payment", "cancelled"];

function step(
  partial: Pick<TimelineStep, "key" | "label" | "state" | "milestone"> & Partial<TimelineStep>,
): TimelineStep {
  return { date: null, actor: null, detail: null, next: null, link: null, ...partial };
}

/** Host and path of the live address, as people write it ("www.beispiel.de"). */
function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return url;
  }
}

/**
 * The timeline of an order, or null when there is none to show (unpaid or cancelled). The
 * promise is overdue from the day after its date until the first preview is delivered.
 */
export function buildOrderTimeline(input: TimelineInput): OrderTimeline | null {
  if (NO_TIMELINE.includes(input.status)) return null;
  const professional = isProfessionalPackage(input.packageType);
  const paidAt = input.paidAt ?? input.changes.find((c) => c.toStatus === "paid")?.createdAt;
  if (!paidAt && input.status !== "pending_details") return null;

  const deliveries = [...input.deliveries].sort(
    (a, b) => a.deliveredAt.getTime() - b.deliveredAt.getTime(),
  );
  const firstDelivery = deliveries[0] ?? null;
  // the portal reopened for corrections to the intake: the promise starts again on submission
  const intakeOpen =
    professional && (!input.detailsSubmittedAt || input.status === "pending_details");
  const dueDay = paidAt && !intakeOpen ? promisedDeliveryDay(input, berlinDayOf(paidAt)) : null;
  const today = berlinDayOf(input.now);
  const promise = dueDay
    ? {
        due: onDay(dueDay),
        overdueSince:
          !firstDelivery && today > dueDay
            ? onDay(addDays(dueDay, 1))
            : (null as TimelineDate | null),
      }
    : null;
  const steps: TimelineStep[] = [];
  const before = firstDelivery?.deliveredAt ?? input.now;
  const started = input.changes
    .filter((c) => c.toStatus === "in_progress" && c.createdAt <= before)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
  // a package's work has begun when the team says so (or delivers): until then the order
  // stands at "Bezahlt", as the admin sees it, and "In Bearbeitung" is still ahead
  const workStarted =
    professional || Boolean(started) || Boolean(firstDelivery) || input.status !== "paid";

  // 2 – in progress: the intake (professionals) or the details that came with the order
  const nextPreview = promise
    ? {
        label: promise.overdueSince
          ? "Leider verspätet – zugesagt war die Vorschau bis"
          : "Vorschau spätestens am",
        date: promise.due,
      }
    : {
        label: `Vorschau innerhalb von ${PROMISES.professionalFirstPreviewWorkingDays} Werktagen nach Ihren Angaben`,
        date: null,
      };
  // 1 – paid
  steps.push(
    step({
      key: "paid",
      label: professional ? "Einrichtungsgebühr bezahlt" : "Bezahlt",
      state: "done",
      milestone: 1,
      date: paidAt ? at(paidAt) : null,
      actor: "Sie",
      next: workStarted ? null : nextPreview,
    }),
  );

  if (intakeOpen) {
    steps.push(
      step({
        key: "progress",
        label: "Ihre Angaben im Kundenportal",
        state: "current",
        milestone: 2,
        detail: "Bitte tragen Sie Ihre Angaben im Kundenportal ein und senden Sie sie ab.",
        next: nextPreview,
      }),
    );
  } else if (!workStarted) {
    steps.push(
      step({
        key: "progress",
        label: "In Bearbeitung",
        state: "upcoming",
        milestone: 2,
        detail: "Wir beginnen in Kürze mit der Gestaltung Ihrer Website.",
      }),
    );
  } else {
    const date = professional ? input.detailsSubmittedAt : (started?.createdAt ?? paidAt ?? null);
    steps.push(
      step({
        key: "progress",
        label: "In Bearbeitung",
        state: firstDelivery ? "done" : "current",
        milestone: 2,
        date: date ? at(date) : null,
        // the work is the team's, whoever moved the status ("In Bearbeitung · Sie" read as if
        // the customer did it); the customer's part (the intake) is the step before
        actor: professional || started?.changedById ? "Seitenwerk-Team" : "automatisch",
        detail: professional
          ? "Ihre Angaben aus dem Kundenportal liegen uns vor; wir gestalten Ihre Website."
          : "Ihre Angaben liegen uns vor; wir gestalten Ihre Website.",
        next: firstDelivery ? null : nextPreview,
      }),
    );
  }

  // 3 and 4 – every preview and every correction asked for, in order
  const included = correctionLoopsIncluded(input.packageType);
  let corrections = 0;
  deliveries.forEach((d, i) => {
    const open = d.outcome === null && input.status === "review";
    steps.push(
      step({
        key: `preview-${i}`,
        label: open
          ? "Vorschau zur Abnahme"
          : i === 0
            ? "Vorschau geliefert"
            : "Neue Vorschau geliefert",
        state: open ? "current" : "done",
        milestone: i === 0 ? 3 : 4,
        date: at(d.deliveredAt),
        actor: "Seitenwerk-Team",
        detail: open
          ? "Bitte prüfen Sie die Vorschau: Nehmen Sie die Website ab oder fordern Sie eine Korrektur an."
          : d.outcome === "superseded"
            ? "Durch eine neue Vorschau ersetzt."
            : null,
        next: open
          ? {
              label: "Ihre Antwort bis",
              date: at(new Date(d.deliveredAt.getTime() + input.deemedDays * 86_400_000)),
            }
          : null,
      }),
    );
    if (d.outcome === "correction" && d.respondedAt) {
      corrections++;
      steps.push(
        step({
          key: `correction-${i}`,
          label: "Korrektur angefordert",
          state: "done",
          milestone: 4,
          date: at(d.respondedAt),
          actor: "Sie",
          detail: `${corrections}. Korrekturschleife (${included} inklusive)${
            d.correctionChargeable ? " – möglicherweise kostenpflichtig" : ""
          }`,
        }),
      );
    }
  });
  const last = deliveries.at(-1);
  const reworking =
    last && !input.acceptedAt && (last.outcome === "correction" || last.outcome === "superseded");
  if (reworking)
    steps.push(
      step({
        key: "rework",
        label: "Korrektur in Arbeit",
        state: "current",
        milestone: 4,
        actor: "Seitenwerk-Team",
        detail: "Wir setzen Ihre Änderungen um und liefern Ihnen eine neue Vorschau.",
        // the promise runs from the request; a preview taken back by the team from that moment
        next: promisedNext(
          "Neue Vorschau spätestens am",
          "Leider verspätet – zugesagt war die neue Vorschau bis",
          addWorkingDays(
            berlinDayOf(last.respondedAt ?? last.deliveredAt),
            PROMISES.correctionPreviewWorkingDays,
          ),
          today,
        ),
      }),
    );
  if (!firstDelivery)
    steps.push(
      step({
        key: "preview",
        label: "Vorschau zur Abnahme",
        state: "upcoming",
        milestone: 3,
        detail: promise ? `Spätestens am ${promise.due.label}` : null,
      }),
    );
  if (!input.acceptedAt && corrections === 0 && !reworking)
    steps.push(
      step({
        key: "corrections",
        label: "Korrekturen, falls nötig",
        state: "upcoming",
        milestone: 4,
        detail: `${included} Korrekturschleife${included === 1 ? "" : "n"} inklusive`,
      }),
    );

  // 5 – accepted
  const deemed = input.acceptanceKind === "deemed";
  steps.push(
    input.acceptedAt
      ? step({
          key: "accepted",
          label: "Abgenommen",
          state: "done",
          milestone: 5,
          date: at(input.acceptedAt),
          actor: deemed ? "automatisch" : "Sie",
          detail: deemed ? "Nach Ablauf der Prüffrist (§ 640 Abs. 2 BGB)" : null,
        })
      : step({ key: "accepted", label: "Abnahme", state: "upcoming", milestone: 5 }),
  );

  // 6 – online
  const online =
    input.liveAt && input.liveUrl ? { url: input.liveUrl, since: at(input.liveAt) } : null;
  const hostingFreeUntil = online && input.hostingFreeUntil ? at(input.hostingFreeUntil) : null;
  steps.push(
    online
      ? step({
          key: "online",
          // the date is in the label ("Online seit …"); not repeated below it
          label: `Online seit ${online.since.label}`,
          state: "done",
          milestone: 6,
          actor: "Seitenwerk-Team",
          link: { href: online.url, label: displayUrl(online.url) },
          next: hostingFreeUntil ? { label: HOSTING_FREE_UNTIL, date: hostingFreeUntil } : null,
        })
      : input.acceptedAt
        ? step({
            key: "online",
            label: "Veröffentlichung",
            state: "current",
            milestone: 6,
            actor: "Seitenwerk-Team",
            detail: "Wir veröffentlichen Ihre Website und melden uns, sobald sie online ist.",
            next: promisedNext(
              "Online spätestens am",
              "Leider verspätet – zugesagt war die Veröffentlichung bis",
              addWorkingDays(berlinDayOf(input.acceptedAt), PROMISES.goLiveWorkingDays),
              today,
            ),
          })
        : step({ key: "online", label: "Online", state: "upcoming", milestone: 6 }),
  );

  // no step in progress: the order stands at the last one done (paid, or online)
  const current = steps.findIndex((s) => s.state === "current");
  const lastDone = steps.map((s) => s.state).lastIndexOf("done");
  return {
    steps,
    currentIndex: current === -1 ? lastDone : current,
    promise,
    online,
    hostingFreeUntil,
  };
}

/** The dashboard card's one line: where the order stands and what comes next. */
export function timelineSummary(timeline: OrderTimeline) {
  const current = timeline.steps[timeline.currentIndex];
  return {
    milestone: current.milestone,
    of: TIMELINE_MILESTONES.length,
    label: current.label,
    next: current.next,
    link: current.link,
  };
}
export type TimelineSummary = ReturnType<typeof timelineSummary>;
