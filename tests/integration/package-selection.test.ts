import { describe, expect, it } from "vitest";
import {
  cookieFromSetCookie,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
} from "../support/fixtures";
import { action, loader } from "~/routes/package-selection";
import { prisma } from "~/utils/db.server";
import { getVisitorSession } from "~/utils/session.server";
import { getToast } from "~/utils/toast.server";

async function run(fields: Record<string, string>, cookie?: string) {
  const response = (await action(
    routeArgs(formRequest("/package-selection", fields, cookie)),
  )) as Response;
  return response;
}

describe("package selection", () => {
  it("reads payment type and add-ons from the URL, subscription by default", async () => {
    const byDefault = await (await loader(routeArgs(getRequest("/package-selection")))).json();
    expect(byDefault.config).toEqual({
      paymentType: "subscription",
      additionalPagesCount: 0,
      bilingual: false,
      blogSystem: false,
      bookingSystem: false,
    });
    const chosen = await (
      await loader(
        routeArgs(
          getRequest("/package-selection?paymentType=onetime&additionalPagesCount=2&blogSystem=on"),
        ),
      )
    ).json();
    expect(chosen.config).toMatchObject({
      paymentType: "onetime",
      additionalPagesCount: 2,
      blogSystem: true,
      bilingual: false,
    });
  });

  it("keeps the package config in the session and sends a visitor to /register", async () => {
    const response = await run({
      packageId: "premium",
      currentPaymentType: "onetime",
      additionalPagesCount: "1",
      bilingual: "on",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/register");
    const session = await getVisitorSession(
      getRequest("/", cookieFromSetCookie(response.headers.get("Set-Cookie"))),
    );
    expect(session.get("packageConfig")).toEqual({
      packageId: "premium",
      paymentType: "onetime",
      additionalPagesCount: 1,
      bilingual: true,
      blogSystem: false,
      bookingSystem: false,
    });
    expect(await prisma.order.count()).toBe(0);
  });

  it("creates a draft order for a signed-in customer with the catalogue price, ignoring tampered prices", async () => {
    const user = await createCustomer();
    const cookie = await customerCookie(user.id);
    const response = await run(
      {
        packageId: "standard",
        currentPaymentType: "onetime",
        additionalPagesCount: "2",
        blogSystem: "on",
        // a tampering client: none of these may reach the stored order
        totalPrice: "1",
        basePrice: "1",
        totalPriceCents: "100",
        price: "0",
      },
      cookie,
    );
    expect(response.status).toBe(302);
    const order = await prisma.order.findFirstOrThrow({ where: { userId: user.id } });
    expect(response.headers.get("Location")).toBe(`/order-details/${order.id}`);
    // 01 §9: 499 + 2 × 99 + blog 199
    expect(order.totalPriceCents).toBe(499_00 + 2 * 99_00 + 199_00);
    expect(order.basePriceCents).toBe(499_00);
    expect(order).toMatchObject({
      status: "draft",
      packageType: "standard",
      paymentType: "onetime",
      additionalPagesCount: 2,
      additionalPages: 3,
    });
    expect(JSON.parse(order.additionalServices)).toEqual({
      bilingual: false,
      bilingualLanguages: [],
      blogSystem: true,
      bookingSystem: false,
    });
    expect(order.pageContents).toEqual([
      { title: "Startseite", description: "" },
      { title: "Seite 2", description: "" },
      { title: "Seite 3", description: "" },
      { title: "Seite 4", description: "" },
      { title: "Seite 5", description: "" },
    ]);
    const history = await prisma.orderStatusChange.findMany({ where: { orderId: order.id } });
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: "draft", source: "customer", changedById: user.id },
    ]);
  });

  it("prices a subscription monthly from the package, add-ons once", async () => {
    const user = await createCustomer();
    await run(
      { packageId: "premium", paymentType: "subscription", bookingSystem: "on" },
      await customerCookie(user.id),
    );
    const order = await prisma.order.findFirstOrThrow({ where: { userId: user.id } });
    expect(order).toMatchObject({
      paymentType: "subscription",
      basePriceCents: 99_00,
      monthlyPriceCents: 99_00,
      totalPriceCents: 99_00 + 199_00,
    });
  });

  it("refuses an unknown package or out-of-range pages with the German toast and creates nothing", async () => {
    const user = await createCustomer();
    const cookie = await customerCookie(user.id);
    const cases: Array<Record<string, string>> = [
      { packageId: "platinum" },
      { packageId: "standard", additionalPagesCount: "11" },
      { packageId: "standard", additionalPagesCount: "-1" },
    ];
    for (const fields of cases) {
      const response = await run(fields, cookie);
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toMatch(/^\/package-selection\?/);
      const { toast } = await getToast(
        getRequest("/", cookieFromSetCookie(response.headers.get("Set-Cookie"))),
      );
      expect(toast).toMatchObject({
        type: "error",
        title: "Fehler",
        description: "Fehler beim Erstellen der Bestellung",
      });
    }
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(0);
  });

  it("does not trust an expired session", async () => {
    const user = await createCustomer();
    const cookie = await customerCookie(user.id);
    await prisma.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const response = await run({ packageId: "starter" }, cookie);
    expect(response.headers.get("Location")).toBe("/register");
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(0);
  });
});
