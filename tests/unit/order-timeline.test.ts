import { describe, expect, it } from "vitest";
import { expectedDeliveryDay } from "~/models/invoice/invoice.server";
import {
  buildOrderTimeline,
  timelineSummary,
  type OrderTimeline,
  type TimelineInput,
} from "~/models/order/timeline";

const CUSTOMER = "11111111-1111-4111-8111-111111111111";
const ADMIN = "22222222-2222-4222-8222-222222222222";
// noon in Berlin, so every day below is the same day in German time
const day = (d: string) => new Date(`${d}T11:00:00Z`);

function input(overrides: Partial<TimelineInput> = {}): TimelineInput {
  return {
    status: "paid",
    packageType: "standard",
    paidAt: day("2026-03-02"),
    detailsSubmittedAt: null,
    acceptedAt: null,
    acceptanceKind: null,
    liveAt: null,
    liveUrl: null,
    hostingFreeUntil: null,
    deliveries: [],
    changes: [],
    deemedDays: 14,
    now: day("2026-03-03"),
    ...overrides,
  };
}

const build = (overrides: Partial<TimelineInput> = {}) => {
  const timeline = buildOrderTimeline(input(overrides));
  if (!timeline) throw new Error("no timeline");
  return timeline;
};
const keys = (t: OrderTimeline) => t.steps.map((s) => `${s.key}:${s.state}`);
const current = (t: OrderTimeline) => t.steps[t.currentIndex];

const delivery = (
  at: string,
  outcome: string | null,
  respondedAt?: string,
  chargeable = false,
) => ({
  deliveredAt: day(at),
  outcome,
  respondedAt: respondedAt ? day(respondedAt) : null,
  correctionChargeable: chargeable,
});

describe("project timeline", () => {
  it("has none before payment or after cancellation", () => {
    for (const status of ["draft", "pending_payment", "cancelled"])
      expect(buildOrderTimeline(input({ status, paidAt: null }))).toBeNull();
  });

  it("paid: the order stands at 'Bezahlt' (as the admin sees it) with the 7-day promise from the payment", () => {
    const t = build();
    expect(keys(t)).toEqual([
      "paid:done",
      "progress:upcoming",
      "preview:upcoming",
      "corrections:upcoming",
      "accepted:upcoming",
      "online:upcoming",
    ]);
    expect(t.steps[0]).toMatchObject({
      label: "Bezahlt",
      actor: "Sie",
      date: { label: "02.03.2026" },
    });
    // "In Bearbeitung" is done only once it is: not on the day of payment, automatically
    expect(current(t)).toMatchObject({
      key: "paid",
      state: "done",
      next: { label: "Vorschau spätestens am", date: { label: "09.03.2026", iso: "2026-03-09" } },
    });
    expect(t.steps[1]).toMatchObject({ label: "In Bearbeitung", date: null, actor: null });
    expect(t.promise).toEqual({
      due: { label: "09.03.2026", iso: "2026-03-09" },
      overdueSince: null,
    });
    expect(timelineSummary(t)).toMatchObject({ milestone: 1, of: 6, label: "Bezahlt" });
  });

  it("in progress once the team set it, with the same promised day", () => {
    const t = build({
      status: "in_progress",
      changes: [{ toStatus: "in_progress", createdAt: day("2026-03-03"), changedById: ADMIN }],
      now: day("2026-03-04"),
    });
    expect(keys(t).slice(0, 2)).toEqual(["paid:done", "progress:current"]);
    expect(t.steps[0].next).toBeNull();
    expect(timelineSummary(t)).toMatchObject({
      milestone: 2,
      label: "In Bearbeitung",
      next: { date: { label: "09.03.2026" } },
    });
  });

  it("names the team when an admin set 'In Bearbeitung'", () => {
    const t = build({
      status: "in_progress",
      changes: [{ toStatus: "in_progress", createdAt: day("2026-03-03"), changedById: ADMIN }],
      now: day("2026-03-04"),
    });
    expect(current(t)).toMatchObject({ actor: "Seitenwerk-Team", date: { label: "03.03.2026" } });
  });

  it("never credits the team's work to the customer, whoever moved the status", () => {
    const t = build({
      status: "in_progress",
      changes: [{ toStatus: "in_progress", createdAt: day("2026-03-03"), changedById: CUSTOMER }],
      now: day("2026-03-04"),
    });
    expect(current(t)).toMatchObject({ label: "In Bearbeitung", actor: "Seitenwerk-Team" });
    // 'Sie' stays on what the customer did: paying
    expect(t.steps.filter((s) => s.actor === "Sie").map((s) => s.key)).toEqual(["paid"]);
  });

  it("agrees with the advance-payment invoice on the promised day", () => {
    const order = { packageType: "standard", detailsSubmittedAt: null };
    expect(build().promise?.due.iso).toBe(
      expectedDeliveryDay(order as never, "2026-03-02", "2026-03-02"),
    );
  });

  it("professional: the intake first, then 5 working days from its submission", () => {
    const waiting = build({ packageType: "steuerberater", status: "pending_details" });
    expect(current(waiting)).toMatchObject({
      key: "progress",
      label: "Ihre Angaben im Kundenportal",
      next: { label: "Vorschau innerhalb von 5 Werktagen nach Ihren Angaben", date: null },
    });
    expect(waiting.promise).toBeNull();
    expect(waiting.steps[0].label).toBe("Einrichtungsgebühr bezahlt");

    const submitted = build({
      packageType: "steuerberater",
      status: "in_progress",
      detailsSubmittedAt: day("2026-03-06"), // a Friday
      now: day("2026-03-09"),
    });
    // the work is the team's, not the customer's ("In Bearbeitung · Sie" read as if they did it)
    expect(current(submitted)).toMatchObject({
      label: "In Bearbeitung",
      actor: "Seitenwerk-Team",
      date: { label: "06.03.2026" },
      next: { date: { label: "13.03.2026" } },
    });
  });

  it("marks the promise overdue from the day after it until the first preview", () => {
    expect(build({ now: day("2026-03-09") }).promise?.overdueSince).toBeNull();
    const late = build({ now: day("2026-03-10") });
    expect(late.promise?.overdueSince).toEqual({ label: "10.03.2026", iso: "2026-03-10" });
    // the customer is not shown a past date as if it were still ahead
    expect(current(late).next).toEqual({
      label: "Leider verspätet – zugesagt war die Vorschau bis",
      date: { label: "09.03.2026", iso: "2026-03-09" },
    });
    const delivered = build({
      status: "review",
      now: day("2026-03-12"),
      deliveries: [delivery("2026-03-11", null)],
    });
    expect(delivered.promise?.overdueSince).toBeNull();
  });

  it("a preview waiting for the customer: its answer date is the deemed acceptance", () => {
    const t = build({
      status: "review",
      deliveries: [delivery("2026-03-05", null)],
      now: day("2026-03-06"),
    });
    expect(keys(t)).toEqual([
      "paid:done",
      "progress:done",
      "preview-0:current",
      "corrections:upcoming",
      "accepted:upcoming",
      "online:upcoming",
    ]);
    expect(current(t)).toMatchObject({
      label: "Vorschau zur Abnahme",
      actor: "Seitenwerk-Team",
      date: { label: "05.03.2026" },
      next: { label: "Ihre Antwort bis", date: { label: "19.03.2026" } },
    });
    expect(timelineSummary(t).milestone).toBe(3);
  });

  it("correction loops: each request and each new preview, the second one chargeable", () => {
    const reworking = build({
      status: "in_progress",
      deliveries: [delivery("2026-03-05", "correction", "2026-03-06")],
      now: day("2026-03-07"),
    });
    expect(keys(reworking)).toEqual([
      "paid:done",
      "progress:done",
      "preview-0:done",
      "correction-0:done",
      "rework:current",
      "accepted:upcoming",
      "online:upcoming",
    ]);
    expect(reworking.steps[3]).toMatchObject({
      actor: "Sie",
      detail: "1. Korrekturschleife (1 inklusive)",
    });
    // the new preview is promised 5 working days after the request (Friday → Friday)
    expect(current(reworking).next).toEqual({
      label: "Neue Vorschau spätestens am",
      date: { label: "13.03.2026", iso: "2026-03-13" },
    });
    const reworkLate = build({
      status: "in_progress",
      deliveries: [delivery("2026-03-05", "correction", "2026-03-06")],
      now: day("2026-03-14"),
    });
    expect(current(reworkLate).next).toEqual({
      label: "Leider verspätet – zugesagt war die neue Vorschau bis",
      date: { label: "13.03.2026", iso: "2026-03-13" },
    });

    const second = build({
      status: "review",
      deliveries: [
        delivery("2026-03-05", "correction", "2026-03-06"),
        delivery("2026-03-08", "correction", "2026-03-09", true),
        delivery("2026-03-11", null),
      ],
      now: day("2026-03-12"),
    });
    expect(keys(second)).toEqual([
      "paid:done",
      "progress:done",
      "preview-0:done",
      "correction-0:done",
      "preview-1:done",
      "correction-1:done",
      "preview-2:current",
      "accepted:upcoming",
      "online:upcoming",
    ]);
    expect(second.steps[4].label).toBe("Neue Vorschau geliefert");
    expect(second.steps[5].detail).toBe(
      "2. Korrekturschleife (1 inklusive) – möglicherweise kostenpflichtig",
    );
    expect(timelineSummary(second).milestone).toBe(4);
  });

  it("a preview taken back by the admin counts as being reworked", () => {
    const t = build({
      status: "in_progress",
      deliveries: [delivery("2026-03-05", "superseded", "2026-03-06")],
    });
    expect(t.steps[2].detail).toBe("Durch eine neue Vorschau ersetzt.");
    expect(current(t).key).toBe("rework");
  });

  it("accepted by the customer: publishing is current, with the day it goes online", () => {
    const t = build({
      status: "completed",
      acceptedAt: day("2026-03-07"),
      acceptanceKind: "declared",
      deliveries: [delivery("2026-03-05", "accepted", "2026-03-07")],
      now: day("2026-03-08"),
    });
    expect(keys(t)).toEqual([
      "paid:done",
      "progress:done",
      "preview-0:done",
      "accepted:done",
      "online:current",
    ]);
    expect(t.steps[3]).toMatchObject({ label: "Abgenommen", actor: "Sie", detail: null });
    // 3 working days after the acceptance on a Saturday: Wednesday; never "ist online" before it is
    expect(current(t)).toMatchObject({
      label: "Veröffentlichung",
      state: "current",
      next: { label: "Online spätestens am", date: { label: "11.03.2026", iso: "2026-03-11" } },
    });
    const late = build({
      status: "completed",
      acceptedAt: day("2026-03-07"),
      acceptanceKind: "declared",
      deliveries: [delivery("2026-03-05", "accepted", "2026-03-07")],
      now: day("2026-03-12"),
    });
    expect(current(late).next?.label).toBe(
      "Leider verspätet – zugesagt war die Veröffentlichung bis",
    );
  });

  it("deemed acceptance is 'automatisch' with the statute named", () => {
    const t = build({
      status: "completed",
      acceptedAt: day("2026-03-19"),
      acceptanceKind: "deemed",
      deliveries: [delivery("2026-03-05", "deemed_accepted", "2026-03-19")],
      now: day("2026-03-20"),
    });
    expect(t.steps.find((s) => s.key === "accepted")).toMatchObject({
      actor: "automatisch",
      detail: "Nach Ablauf der Prüffrist (§ 640 Abs. 2 BGB)",
    });
  });

  it("online: the last step is current, with the live link", () => {
    const t = build({
      status: "online",
      acceptedAt: day("2026-03-07"),
      acceptanceKind: "declared",
      liveAt: day("2026-03-10"),
      liveUrl: "https://www.beispiel.de/",
      deliveries: [delivery("2026-03-05", "accepted", "2026-03-07")],
      now: day("2026-03-11"),
    });
    expect(t.currentIndex).toBe(t.steps.length - 1);
    expect(current(t)).toMatchObject({
      label: "Online seit 10.03.2026",
      state: "done",
      actor: "Seitenwerk-Team",
      link: { href: "https://www.beispiel.de/", label: "www.beispiel.de" },
    });
    expect(t.online).toEqual({
      url: "https://www.beispiel.de/",
      since: { label: "10.03.2026", iso: day("2026-03-10").toISOString() },
    });
    // a package without a free hosting year (subscription, professional) names none
    expect(timelineSummary(t)).toMatchObject({ milestone: 6, next: null });
    expect(t.hostingFreeUntil).toBeNull();
    // exactly one step is where the order stands
    expect(t.steps.filter((s) => s.state === "current")).toHaveLength(0);
  });

  it("online with a free hosting year: until when it is free, on the step and the summary", () => {
    const t = build({
      status: "online",
      acceptedAt: day("2026-03-07"),
      acceptanceKind: "declared",
      liveAt: day("2026-03-10"),
      liveUrl: "https://www.beispiel.de/",
      hostingFreeUntil: day("2027-03-10"),
      deliveries: [delivery("2026-03-05", "accepted", "2026-03-07")],
      now: day("2026-03-11"),
    });
    const freeUntil = { label: "10.03.2027", iso: day("2027-03-10").toISOString() };
    expect(current(t).next).toEqual({ label: "Hosting kostenlos bis", date: freeUntil });
    expect(timelineSummary(t).next).toEqual({ label: "Hosting kostenlos bis", date: freeUntil });
    expect(t.hostingFreeUntil).toEqual(freeUntil);
  });

  it("every step a customer waits on names a day", () => {
    const waiting = [
      build(),
      build({ status: "review", deliveries: [delivery("2026-03-05", null)] }),
      build({
        status: "in_progress",
        deliveries: [delivery("2026-03-05", "correction", "2026-03-06")],
      }),
      build({
        status: "completed",
        acceptedAt: day("2026-03-07"),
        acceptanceKind: "declared",
        deliveries: [delivery("2026-03-05", "accepted", "2026-03-07")],
      }),
    ];
    for (const t of waiting) expect(current(t).next?.date).not.toBeNull();
  });
});
