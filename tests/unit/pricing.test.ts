import { describe, expect, it } from "vitest";
import { LEGACY_DISPLAY_PRICES, PACKAGES } from "~/models/catalog";
import { computePrice, monthlyAmountCents, registerSummaryLines } from "~/models/pricing";

const none = { additionalPagesCount: 0, bilingual: false, blogSystem: false, bookingSystem: false };

describe("pricing", () => {
  it("uses the catalogue's one-time and monthly prices (01 §9)", () => {
    expect(PACKAGES.map((p) => [p.id, p.price, p.subscriptionPrice, p.additionalPages])).toEqual([
      ["starter", 249, 29, 0],
      ["standard", 499, 49, 3],
      ["premium", 999, 99, 5],
    ]);
    expect(computePrice({ packageId: "starter", paymentType: "onetime", ...none }).totalCents).toBe(
      249_00,
    );
    expect(
      computePrice({ packageId: "premium", paymentType: "subscription", ...none }),
    ).toMatchObject({ monthlyCents: 99_00, totalCents: 99_00 });
  });

  it("price = base + pages × 99 + each add-on (199)", () => {
    const all = {
      additionalPagesCount: 10,
      bilingual: true,
      blogSystem: true,
      bookingSystem: true,
    };
    const p = computePrice({ packageId: "standard", paymentType: "onetime", ...all });
    expect(p.totalCents).toBe(499_00 + 10 * 99_00 + 3 * 199_00);
    expect(p.lines.map((l) => [l.id, l.quantity, l.totalCents])).toEqual([
      ["package", 1, 499_00],
      ["extraPage", 10, 990_00],
      ["bilingual", 1, 199_00],
      ["blogSystem", 1, 199_00],
      ["bookingSystem", 1, 199_00],
    ]);
  });

  it("clamps page counts to 0..10", () => {
    expect(
      computePrice({
        packageId: "standard",
        paymentType: "onetime",
        ...none,
        additionalPagesCount: 50,
      }).addOnsCents,
    ).toBe(990_00);
    expect(
      computePrice({
        packageId: "standard",
        paymentType: "onetime",
        ...none,
        additionalPagesCount: -3,
      }).addOnsCents,
    ).toBe(0);
  });

  it("keeps the register summary's own figures (75 / 149) as the spec requires", () => {
    expect(LEGACY_DISPLAY_PRICES.registerAndAdmin).toMatchObject({
      extraPage: 75,
      blogSystem: 149,
    });
    const lines = registerSummaryLines({
      packageId: "standard",
      paymentType: "onetime",
      additionalPagesCount: 2,
      bilingual: false,
      blogSystem: true,
      bookingSystem: false,
    });
    expect(lines.map((l) => [l.id, l.totalCents])).toEqual([
      ["package", 499_00],
      ["extraPage", 150_00],
      ["blogSystem", 149_00],
    ]);
  });

  it("maps a stored one-time price to the monthly amount (starter 29, premium 99, otherwise 49)", () => {
    expect(monthlyAmountCents("starter", 249_00)).toBe(29_00);
    expect(monthlyAmountCents("premium", 999_00)).toBe(99_00);
    expect(monthlyAmountCents("standard", 499_00)).toBe(49_00);
    expect(monthlyAmountCents("unbekannt", 300_00)).toBe(49_00);
    expect(monthlyAmountCents("premium", 99_00)).toBe(99_00);
  });
});
