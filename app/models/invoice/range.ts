// The date filter of the invoice journal (/admin/invoices and its CSV): one schema for the
// page's GET form and both loaders, German messages beside it.
import { z } from "zod";

/** The days a filter may name: the tax years this business can have, nothing the date maths breaks on. */
export const RANGE_LIMITS = { min: "2000-01-01", max: "2099-12-31" } as const;

export const RANGE_MESSAGES = {
  invalid: "Bitte geben Sie ein gültiges Datum zwischen dem 01.01.2000 und dem 31.12.2099 ein.",
  order: "Das Bis-Datum liegt vor dem Von-Datum.",
  repeated: "Bitte geben Sie jedes Datum genau einmal an.",
} as const;

export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (value < RANGE_LIMITS.min || value > RANGE_LIMITS.max) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

const day = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || isCalendarDay(v), RANGE_MESSAGES.invalid);

export const invoiceRangeSchema = z
  .object({ from: day, to: day })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ["to"],
    message: RANGE_MESSAGES.order,
  });
