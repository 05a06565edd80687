import { describe, expect, it } from "vitest";
import { agbDocument } from "~/content/legal/agb";
import { ADD_ON_PRICES, ADD_ONS, PACKAGES, PROFESSIONAL_PACKAGE } from "~/models/catalog/catalog";
import {
  addOnLines,
  computePrice,
  monthlyLabel,
  priceLabel,
  type PricedOrder,
} from "~/models/catalog/pricing";
import { providerFromEnv } from "~/utils/provider.server";

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

  it("prices the add-ons for every screen at the charged catalogue value (decisions: one price everywhere)", () => {
    const config = {
      additionalPagesCount: 2,
      bilingual: false,
      blogSystem: true,
      bookingSystem: false,
    };
    // the lines the register summary and the admin order show are the checkout's lines
    expect(addOnLines(config).map((l) => [l.id, l.unitCents, l.totalCents])).toEqual([
      ["extraPage", 99_00, 198_00],
      ["blogSystem", 199_00, 199_00],
    ]);
    expect(addOnLines(config)).toEqual(
      computePrice({ packageId: "premium", paymentType: "onetime", ...config }).lines.slice(1),
    );
  });

  it("gives the terms the same add-on prices, Premium included, and none of the retired figures", () => {
    const text = JSON.stringify(agbDocument(providerFromEnv({}))).replace(/\u00a0/g, " ");
    expect(text).toContain(
      "Zusatzleistungen kosten einmalig: Zusätzliche Seite 99 € je Seite, Zweisprachigkeit 199 €, Blog / News 199 €, Buchungssystem 199 €. Diese Preise gelten in jedem Paket",
    );
    // the spec's second reading: extra page 75 / 149 / 179 (Premium), blog 149
    expect(text).not.toMatch(/\b(75|149|179) €/);
  });

  it("charges the add-on prices that package selection shows, from one constant", () => {
    const all = computePrice({
      packageId: "standard",
      paymentType: "onetime",
      additionalPagesCount: 2,
      bilingual: true,
      blogSystem: true,
      bookingSystem: true,
    });
    for (const addOn of ADD_ONS) {
      const line = all.lines.find((l) => l.id === addOn.id)!;
      expect(line.unitCents, addOn.id).toBe(addOn.price * 100);
      expect(ADD_ON_PRICES[addOn.id]).toBe(addOn.price);
    }
    expect(all.addOnsCents).toBe((2 * 99 + 3 * 199) * 100);
    expect(PROFESSIONAL_PACKAGE.setupFeeCents).toBe(PROFESSIONAL_PACKAGE.setupFee * 100);
  });
});

describe("priceLabel", () => {
  const order = (over: Partial<PricedOrder>): PricedOrder => ({
    packageType: "standard",
    paymentType: "onetime",
    totalPriceCents: 499_00,
    monthlyPriceCents: null,
    ...over,
  });

  it("shows the monthly amount of a subscription, else the total", () => {
    expect(priceLabel(order({}))).toBe("499\u00a0€");
    expect(
      priceLabel(
        order({ paymentType: "subscription", totalPriceCents: 49_00, monthlyPriceCents: 49_00 }),
      ),
    ).toBe("49\u00a0€ / Monat");
    expect(monthlyLabel(order({}))).toBeNull();
    expect(monthlyLabel(order({ paymentType: "subscription", monthlyPriceCents: 29_00 }))).toBe(
      "29\u00a0€ / Monat",
    );
  });

  it("shows a professional order's setup fee and the monthly fee from acceptance", () => {
    expect(
      priceLabel(
        order({
          packageType: "steuerberater",
          paymentType: "subscription",
          totalPriceCents: 199_00,
          monthlyPriceCents: 69_00,
        }),
      ),
    ).toBe("199\u00a0€ Einrichtung, 69\u00a0€ / Monat ab Abnahme");
  });
});
