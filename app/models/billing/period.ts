// A billing period as people read it, one convention everywhere (/billing, the admin's money
// panel, the invoice PDF and XML): from the first day to the last day paid for, both
// included. Stripe's period end is the first moment of the next period, so the last day
// is the day before it in German time; without this one helper /billing said
// "… – 28.01.2027" while the invoice for the same month said "bis 27.01.2027".
import { addDays, berlinDayOf, germanDay } from "~/models/catalog/delivery-promise";

/** First and last day (YYYY-MM-DD, both included) of a period given as Stripe's [start, end). */
export function servicePeriodDays(start: Date, end: Date): { start: string; end: string } {
  const first = berlinDayOf(start);
  const last = addDays(berlinDayOf(end), -1);
  return { start: first, end: last < first ? first : last };
}

/** "28.12.2026 – 27.01.2027", or null for a payment without a period. */
export function servicePeriodLabel(start: Date | null, end: Date | null): string | null {
  if (!start || !end) return null;
  const days = servicePeriodDays(start, end);
  return `${germanDay(days.start)} – ${germanDay(days.end)}`;
}
