import { describe, expect, it } from "vitest";
import { servicePeriodDays, servicePeriodLabel } from "~/models/billing/period";

// Stripe's periods as it sends them: start and end at the same wall-clock second, a month apart
const at = (iso: string) => new Date(iso);

describe("billing period (one convention: the last day paid for is included)", () => {
  it("ends the day before Stripe's period end, in German time", () => {
    expect(servicePeriodDays(at("2026-12-28T09:00:00Z"), at("2027-01-28T09:00:00Z"))).toEqual({
      start: "2026-12-28",
      end: "2027-01-27",
    });
    expect(servicePeriodLabel(at("2026-12-28T09:00:00Z"), at("2027-01-28T09:00:00Z"))).toBe(
      "28.12.2026 – 27.01.2027",
    );
  });

  it("counts days in Berlin: a period starting late in the evening UTC starts the next day", () => {
    // 23:30 UTC on 27 Dec is 00:30 on 28 Dec in Berlin
    expect(servicePeriodLabel(at("2026-12-27T23:30:00Z"), at("2027-01-27T23:30:00Z"))).toBe(
      "28.12.2026 – 27.01.2027",
    );
  });

  it("a period of less than a day is that one day; no period, no label", () => {
    expect(servicePeriodDays(at("2026-12-28T09:00:00Z"), at("2026-12-28T10:00:00Z"))).toEqual({
      start: "2026-12-28",
      end: "2026-12-28",
    });
    expect(servicePeriodLabel(null, at("2026-12-28T10:00:00Z"))).toBeNull();
  });
});
