// The term dates' Berlin calendar (app/models/billing/terms.ts) reads the offset once per
// UTC hour instead of asking Intl for every date; it must give exactly what Intl gives.
import { describe, expect, it } from "vitest";
import { berlinParts, berlinPartsFromIntl } from "~/models/billing/terms";

const at = (iso: string) => new Date(iso);

describe("berlinParts", () => {
  it("matches Intl around every change of the clocks from 2020 to 2040", () => {
    for (let year = 2020; year <= 2040; year++) {
      for (const month of [2, 9]) {
        // the last Sunday of March / October, 01:00 UTC, and the hours around it
        const last = new Date(Date.UTC(year, month + 1, 0));
        const sunday = last.getUTCDate() - last.getUTCDay();
        const change = Date.UTC(year, month, sunday, 1);
        const instants = [change - 1000, change - 1, change, change + 1, change + 1000];
        for (let t = change - 2 * 3_600_000; t <= change + 2 * 3_600_000; t += 59_999)
          instants.push(t);
        for (const t of instants)
          expect(berlinParts(new Date(t))).toEqual(berlinPartsFromIntl(new Date(t)));
      }
    }
  });

  it("matches Intl on 20 000 instants spread over 1990–2090, milliseconds included", () => {
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const from = Date.UTC(1990, 0, 1);
    const span = Date.UTC(2090, 0, 1) - from;
    for (let i = 0; i < 20_000; i++) {
      const date = new Date(from + Math.floor(next() * span));
      expect(berlinParts(date)).toEqual(berlinPartsFromIntl(date));
    }
  });

  it("names the wall clock on both sides of a change", () => {
    expect(berlinParts(at("2026-03-29T00:59:59Z"))).toMatchObject({ day: 29, hour: 1, minute: 59 });
    expect(berlinParts(at("2026-03-29T01:00:00Z"))).toMatchObject({ day: 29, hour: 3, minute: 0 });
    expect(berlinParts(at("2026-10-25T00:30:00Z"))).toMatchObject({ hour: 2, minute: 30 });
    expect(berlinParts(at("2026-10-25T01:30:00Z"))).toMatchObject({ hour: 2, minute: 30 });
    expect(berlinParts(at("2026-12-31T23:00:00Z"))).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
    });
  });
});
