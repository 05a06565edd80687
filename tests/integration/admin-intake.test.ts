// The complete intake for the admin (issue 20, item 4): the admin order page's tab
// 'Angaben' shows every professional field of the six portal steps with the wizard's
// labels, style values by their German label, the portal's files, and every order field.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookieFor, createCustomer, getRequest, routeArgs, thrown } from "../support/fixtures";
import type { AdminIntake } from "~/models/order/admin-intake.server";
import {
  FIELD_LABELS,
  PORTAL_STEPS,
  STEP_FIELDS,
  STYLE_PREFERENCES,
  TEXT_FIELDS,
  emptyDetails,
} from "~/models/professional/professional";
import { loader as adminOrderLoader } from "~/routes/admin.orders.$orderId";
import { prisma } from "~/utils/db.server";

let cookie: string;
beforeAll(async () => {
  const admin = await createCustomer({
    email: `admin-${randomUUID().slice(0, 8)}@example.com`,
    isAdmin: true,
  });
  cookie = await adminCookieFor(admin.id);
});

async function intakeOf(orderId: string) {
  const response = await thrown(
    adminOrderLoader(
      routeArgs(getRequest(`/admin/orders/${orderId}?tab=intake`, cookie), { orderId }),
    ),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { intake: AdminIntake }).intake;
}

describe("admin intake", () => {
  it("shows every field of the portal's steps (step 6 is the summary) with the wizard's labels, the style's label and the files", async () => {
    const user = await createCustomer();
    const details = {
      ...emptyDetails(),
      ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, `Wert ${f}`])),
      stylePreferences: "klassisch",
      existingLogo: true,
    };
    const order = await prisma.order.create({
      data: {
        userId: user.id,
        packageType: "aerzte",
        professionalPackage: "aerzte",
        profession: "aerzte",
        paymentType: "subscription",
        status: "in_progress",
        detailsSubmittedAt: new Date(),
        professionalDetails: details,
        providerCustomer: {
          name: "Dr. Anna Arzt",
          email: "praxis@example.com",
          phone: "030 1",
          address: { line1: "Praxisweg 2", postal_code: "10115", city: "Berlin" },
        },
      },
    });
    const doc = await prisma.uploadedDocument.create({
      data: {
        orderId: order.id,
        section: "professional",
        name: "praxis-logo.svg",
        contentType: "image/svg+xml",
        size: 1234,
        storageKey: `orders/${order.id}/${randomUUID()}`,
      },
    });
    const intake = await intakeOf(order.id);
    expect(intake.professional).not.toBeNull();
    const steps = intake.professional!.steps;
    expect(steps.map((s) => s.title)).toEqual(PORTAL_STEPS.slice(0, 5).map((s) => s.title));
    const shown = new Map(steps.flatMap((s) => s.items.map((i) => [i.label, i.value] as const)));
    for (const step of Object.values(STEP_FIELDS))
      for (const field of step) expect(shown.has(FIELD_LABELS[field]), field).toBe(true);
    for (const field of TEXT_FIELDS)
      if (field !== "stylePreferences")
        expect(shown.get(FIELD_LABELS[field])).toBe(`Wert ${field}`);
    expect(shown.get(FIELD_LABELS.stylePreferences)).toBe(
      STYLE_PREFERENCES.find((s) => s.value === "klassisch")!.label,
    );
    expect(shown.get(FIELD_LABELS.existingLogo)).toBe("Ja");
    expect(intake.professional!.files).toEqual([
      { id: doc.id, name: "praxis-logo.svg", size: 1234, url: `/files/${doc.id}` },
    ]);
    expect(intake.professional!.providerCustomer).toContainEqual({
      label: "Adresse",
      value: "Praxisweg 2, 10115 Berlin",
    });
  });

  it("shows every order field of a package order, including the VAT id the other tabs leave out", async () => {
    const user = await createCustomer();
    const order = await prisma.order.create({
      data: {
        userId: user.id,
        packageType: "premium",
        status: "paid",
        company: "Felder GmbH",
        vatId: "DE123456789",
        domain: "felder",
        domainExtension: ".eu",
        additionalPagesCount: 2,
        designStyle: "classic",
        additionalServices: JSON.stringify({ bilingual: true, bilingualLanguages: ["Englisch"] }),
        totalPriceCents: 119900,
        basePriceCents: 99900,
        paymentMethod: "full",
        stripePaymentIntentId: "pi_123",
      },
    });
    const intake = await intakeOf(order.id);
    expect(intake.professional).toBeNull();
    const fields = Object.fromEntries(intake.orderFields.map((f) => [f.label, f.value]));
    expect(fields).toMatchObject({
      Paket: "Premium",
      "USt-IdNr.": "DE123456789",
      "Wunsch-Domain": "felder",
      Endung: ".eu",
      "Zusätzliche Seiten": "2",
      Designstil: "Klassisch",
      Zweisprachig: "Ja",
      Sprachen: "Englisch",
      Zahlungsart: "full",
      "Zahlungsvorgang-ID (Anbieter)": "pi_123",
    });
  });
});
