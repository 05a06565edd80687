// Issue 16 item 6: one rule for the pages of a package, start page counted, bought extra
// pages on top (a Starter with 2 extra pages has 3 page slots, not 2).
import { describe, expect, it } from "vitest";
import { includedPages, PACKAGES, PROFESSIONAL_PACKAGE } from "~/models/catalog/catalog";
import { pageCountOf } from "~/models/order/order.server";

describe("includedPages", () => {
  it.each([
    ["starter", 1],
    ["standard", 3],
    ["premium", 5],
  ] as const)("%s includes %i page(s)", (id, pages) => {
    const pkg = PACKAGES.find((p) => p.id === id)!;
    expect(includedPages(pkg)).toBe(pages);
    for (const extra of [0, 1, 2, 5])
      expect(
        pageCountOf({ additionalPages: pkg.additionalPages, additionalPagesCount: extra }),
      ).toBe(pages + extra);
  });

  it("the professional plan includes 4 pages", () => {
    expect(includedPages(PROFESSIONAL_PACKAGE)).toBe(4);
  });

  it("a Starter order with 2 extra pages has 1 + 2 page slots", () => {
    expect(pageCountOf({ additionalPages: 0, additionalPagesCount: 2 })).toBe(3);
  });
});
