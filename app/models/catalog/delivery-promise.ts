// The delivery promise (catalogue PROMISES: terms, pages, mails): the day by which the
// first preview is due. One rule for the advance-payment invoice and the project timeline,
// so the customer never reads two different dates.
import { isProfessionalPackage, MARKETING, PROMISES } from "./catalog";

const DAY_MS = 24 * 3600_000;
const berlinDay = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" });

/** YYYY-MM-DD of a moment in German time: promises are calendar days where the customer is. */
export function berlinDayOf(instant: Date): string {
  return berlinDay.format(instant);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Friday; public holidays are not counted out, the date is an estimate. */
export function addWorkingDays(day: string, days: number): string {
  let result = day;
  for (let left = days; left > 0;) {
    result = addDays(result, 1);
    const weekday = new Date(`${result}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return result;
}

// Professionals: the first preview this many working days after the complete intake
const PROFESSIONAL_MAX_WORKING_DAYS = PROMISES.professionalFirstPreviewWorkingDays;

/**
 * The promised day (YYYY-MM-DD): packages MARKETING.maxDeliveryDays days after payment or
 * after the details were submitted, whichever is later; professionals PROMISES working days after
 * the submitted intake – `fallbackDay` stands in while it is not submitted (the invoice's
 * issue day), without it there is no date yet.
 */
export function promisedDeliveryDay(
  order: { packageType: string; detailsSubmittedAt: Date | null },
  paidOn: string,
  fallbackDay?: string,
): string | null {
  const submitted = order.detailsSubmittedAt ? berlinDayOf(order.detailsSubmittedAt) : null;
  if (isProfessionalPackage(order.packageType)) {
    const start = submitted ?? fallbackDay;
    return start ? addWorkingDays(start, PROFESSIONAL_MAX_WORKING_DAYS) : null;
  }
  const start = submitted && submitted > paidOn ? submitted : paidOn;
  return addDays(start, MARKETING.maxDeliveryDays);
}

/** "2026-03-12" → "12.03.2026" */
export function germanDay(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}
