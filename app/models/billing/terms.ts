// Dates of the subscription terms (decisions.md): 12-month minimum term, then notice of
// one month to the end of a month. Computed on the Berlin calendar (the terms' months),
// with Intl instead of a date library: four small functions, no dependency.
import { SUBSCRIPTION_TERMS } from "../catalog/catalog";

const ZONE = "Europe/Berlin";
const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

type Parts = Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;

/** The Berlin wall clock at an instant, as Intl gives it. */
export function berlinPartsFromIntl(date: Date): Parts {
  const p = Object.fromEntries(
    partsFormat.formatToParts(date).map((x) => [x.type, Number(x.value)]),
  );
  return {
    year: p.year,
    month: p.month,
    day: p.day,
    hour: p.hour,
    minute: p.minute,
    second: p.second,
  };
}

const HOUR_MS = 3_600_000;
const offsetByHour = new Map<number, number>();

/**
 * Berlin's offset from UTC at an instant. It only ever changes on a whole UTC hour (01:00 UTC
 * in March and October), so one Intl call per hour serves every date in it: /billing asked
 * Intl ~50 times per request for the cards' term dates, 0.8 of its 17 ms.
 */
function berlinOffsetMs(time: number): number {
  const hourStart = Math.floor(time / HOUR_MS) * HOUR_MS;
  let offset = offsetByHour.get(hourStart);
  if (offset === undefined) {
    const p = berlinPartsFromIntl(new Date(hourStart));
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - hourStart;
    if (offsetByHour.size >= 10_000) offsetByHour.clear();
    offsetByHour.set(hourStart, offset);
  }
  return offset;
}

/** The Berlin wall clock at an instant (whole seconds, as Intl's parts). */
export function berlinParts(date: Date): Parts {
  const local = new Date(date.getTime() + berlinOffsetMs(date.getTime()));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The instant of a Berlin wall-clock time (month 0-based, may overflow like Date.UTC). */
function berlinInstant(year: number, month: number, day: number, h = 0, m = 0, s = 0): Date {
  const wall = Date.UTC(year, month, day, h, m, s);
  const offsetAt = (t: number) => {
    const p = berlinParts(new Date(t));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - t;
  };
  let t = wall - offsetAt(wall);
  // across a DST change the first guess can be one hour off
  t = wall - offsetAt(t);
  return new Date(t);
}

/** Same Berlin time n months later; the 31st becomes the month's last day. */
export function addMonths(date: Date, months: number): Date {
  const p = berlinParts(date);
  const lastDay = new Date(Date.UTC(p.year, p.month - 1 + months + 1, 0)).getUTCDate();
  return berlinInstant(
    p.year,
    p.month - 1 + months,
    Math.min(p.day, lastDay),
    p.hour,
    p.minute,
    p.second,
  );
}

/** The last second of the Berlin calendar month the date falls in. */
export function endOfMonth(date: Date): Date {
  const p = berlinParts(date);
  return new Date(berlinInstant(p.year, p.month, 1).getTime() - 1000);
}

export function minimumTermEnd(start: Date): Date {
  return addMonths(start, SUBSCRIPTION_TERMS.minimumTermMonths);
}

/** Notice given at `now` ends the contract at the end of the month after the notice period. */
export function noticeEffectiveDate(now: Date): Date {
  return endOfMonth(addMonths(now, SUBSCRIPTION_TERMS.noticePeriodMonths));
}

/** The first day on which notice ends the contract no earlier than the minimum term. */
export function earliestNoticeDate(minimumTermEndsAt: Date): Date {
  const p = berlinParts(minimumTermEndsAt);
  return berlinInstant(p.year, p.month - 1 - SUBSCRIPTION_TERMS.noticePeriodMonths, 1);
}

/**
 * Where notice given at `now` ends the contract: the end of the notice period,
 * but never before the minimum term – notice given earlier is kept until then, so a
 * customer can give it at any time instead of being told to come back.
 */
export function earliestContractEnd(now: Date, minimumTermEndsAt: Date | null): Date {
  const from =
    minimumTermEndsAt && now < earliestNoticeDate(minimumTermEndsAt)
      ? earliestNoticeDate(minimumTermEndsAt)
      : now;
  return noticeEffectiveDate(from);
}
