import { describe, expect, it } from "vitest";
import { paymentMethodLabel } from "~/models/billing/payment-method";
import { dashboardAction, paymentStatusLabel, statusLabel } from "~/models/order/status";
import { formatBytes, formatCents, formatDate, shortId } from "~/utils/format";
import { safeRedirect } from "~/utils/misc";

describe("safeRedirect", () => {
  it("allows local paths only", () => {
    expect(safeRedirect("/dashboard")).toBe("/dashboard");
    expect(safeRedirect("/order-details/1?tab=x")).toBe("/order-details/1?tab=x");
    for (const bad of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      "/a\r\nSet-Cookie: x",
    ])
      expect(safeRedirect(bad, "/")).toBe("/");
  });
});

describe("order status", () => {
  it("labels statuses in German (01 §4)", () => {
    expect(
      ["draft", "pending_payment", "paid", "in_progress", "completed", "online"].map(statusLabel),
    ).toEqual([
      "Entwurf",
      "Zahlung ausstehend",
      "Bezahlt",
      "In Bearbeitung",
      // issue 30: accepted is not yet done; the project ends when the site is online
      "Abgenommen",
      "Online",
    ]);
    expect(paymentStatusLabel({ status: "online" })).toBe("Bezahlt");
    expect(paymentStatusLabel({ status: "in_progress" })).toBe("Bezahlt");
    expect(paymentStatusLabel({ status: "pending_payment" })).toBe("Ausstehend");
    // the payment fact decides, not the status: a cancelled paid order stays paid
    expect(paymentStatusLabel({ status: "cancelled", paidAt: new Date() })).toBe("Bezahlt");
  });

  it("picks the dashboard action per status", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(dashboardAction({ id, status: "draft", packageType: "standard" })).toEqual({
      label: "Details vervollständigen",
      href: `/order-details/${id}`,
    });
    expect(dashboardAction({ id, status: "pending_payment", packageType: "standard" }).href).toBe(
      `/checkout/${id}`,
    );
    expect(
      dashboardAction({ id, status: "pending_details", packageType: "steuerberater" }).href,
    ).toBe(`/professional-portal?orderId=${id}`);
    expect(dashboardAction({ id, status: "completed", packageType: "premium" }).label).toBe(
      "Details ansehen",
    );
  });
});

describe("payment method (issue 17 item 12)", () => {
  it("names the provider's method in German, never the internal codes", () => {
    expect(paymentMethodLabel("card", "full")).toBe("Kreditkarte");
    expect(paymentMethodLabel("sepa_debit", "subscription")).toBe("SEPA-Lastschrift");
    expect(paymentMethodLabel("neuartig")).toBe("Sonstige Zahlungsmethode");
    expect(paymentMethodLabel(null, "full")).toBeNull();
    expect(paymentMethodLabel(null, "card")).toBe("Kreditkarte");
  });
});

describe("formatting", () => {
  it("formats euros and dates the German way", () => {
    const plain = (s: string) => s.replace(/\u00a0/g, " ");
    expect(plain(formatCents(49900))).toBe("499 €");
    expect(plain(formatCents(350))).toBe("3,50 €");
    expect(plain(formatCents(123456))).toBe("1.234,56 €");
    expect(formatDate("2026-03-05T10:00:00Z")).toBe("05.03.2026");
    expect(shortId("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe("0f8fad5b");
  });
});

describe("formatBytes", () => {
  it("writes sizes the German way: bytes, whole kilobytes, megabytes with one decimal", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1536)).toBe("2 KB");
    expect(formatBytes(250 * 1024)).toBe("250 KB");
    expect(formatBytes(1_234_567)).toBe("1,2 MB");
    expect(formatBytes(20 * 1024 * 1024)).toBe("20 MB");
  });
});
