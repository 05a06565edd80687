// Seeding through the app's own modules (runs under tsx after startStack() set the env).
export async function seedCustomersWithOrders({ customers = 50, ordersEach = 20 } = {}) {
  const { createCustomer, customerCookie } = await import("../../../tests/support/fixtures.ts");
  const { createDraftOrder } = await import("../../../app/models/order/order.server.ts");
  const packages = ["starter", "standard", "premium"];
  const result = [];
  for (let c = 0; c < customers; c++) {
    const user = await createCustomer();
    const orders = [];
    for (let o = 0; o < ordersEach; o++) {
      const order = await createDraftOrder(user.id, {
        packageId: packages[o % 3],
        paymentType: o % 2 ? "subscription" : "onetime",
        additionalPagesCount: 0,
        bilingual: false,
        blogSystem: false,
        bookingSystem: false,
      });
      orders.push(order.id);
    }
    result.push({ userId: user.id, orders, cookie: await customerCookie(user.id) });
  }
  return result;
}

/** An administrator with a session cookie (signed in through the real login form). */
export async function adminSession(origin) {
  const { prisma } = await import("../../../app/utils/db.server.ts");
  const { hashPassword } = await import("../../../app/utils/password.server.ts");
  const email = `bench-admin-${Date.now()}@example.com`;
  const password = "bench-admin-passwort-1";
  await prisma.user.create({
    data: {
      email,
      firstName: "Bench",
      lastName: "Admin",
      emailVerified: true,
      isAdmin: true,
      staffRole: "owner",
      passwordHash: await hashPassword(password),
    },
  });
  const res = await fetch(`${origin}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  if (res.status !== 302 || !cookie)
    throw new Error(`Admin-Anmeldung fehlgeschlagen (${res.status})`);
  return cookie;
}

/**
 * The signed-in pages' data set: `customers` × `ordersEach` orders (1 000 by default) in
 * every state, each paid one with `perOrder` payments, invoices, deliveries and messages
 * (tests/support/page-data.ts), plus an administrator. Returns each customer's cookie.
 */
export async function seedCustomersWithHistory({
  customers = 50,
  ordersEach = 20,
  perOrder = 3,
} = {}) {
  const { adminCookieFor, createCustomer, customerCookie } =
    await import("../../../tests/support/fixtures.ts");
  const { seedCustomerWithHistory } = await import("../../../tests/support/page-data.ts");
  const admin = await createCustomer({
    email: `bench-admin-${Date.now()}@example.com`,
    isAdmin: true,
  });
  const result = [];
  for (let c = 0; c < customers; c++) {
    const seeded = await seedCustomerWithHistory({ orders: ordersEach, perOrder });
    result.push({ ...seeded, cookie: await customerCookie(seeded.userId) });
  }
  return { customers: result, adminCookie: await adminCookieFor(admin.id) };
}
