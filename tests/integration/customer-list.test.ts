// The admin's customer list (/admin/customers): search by name, e-mail and company, paging,
// each customer's orders, invoices and unread messages, staff accounts never listed, and
// only for the roles that may see customers (Produktion may not).
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  defaultPackageConfig,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { CUSTOMERS_PER_PAGE } from "~/models/account/customer-list.server";
import { createDraftOrder } from "~/models/order/order.server";
import { loader } from "~/routes/admin.customers._index";
import { prisma } from "~/utils/db.server";

const cookies = { owner: "", production: "", accounting: "" };
let ada = "";

const config = defaultPackageConfig("starter", "onetime");

beforeAll(async () => {
  for (const role of ["owner", "production", "accounting"] as const)
    cookies[role] = await adminCookieFor(
      (await createCustomer({ email: `liste-${role}@example.com`, staffRole: role })).id,
    );
  const user = await createCustomer({
    email: "ada.liste@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
  });
  ada = user.id;
  await prisma.billingProfile.create({
    data: {
      userId: ada,
      company: "Analytische Maschinen GmbH",
      street: "Weg 1",
      zip: "10115",
      city: "Berlin",
    },
  });
  const first = await createDraftOrder(ada, config);
  await createDraftOrder(ada, config);
  await prisma.orderMessage.createMany({
    data: [
      { orderId: first.id, authorId: ada, fromAgency: false, body: "Frage 1" },
      { orderId: first.id, authorId: ada, fromAgency: false, body: "Frage 2" },
      // read, from the agency, or an internal note: none of these is unread for the agency
      { orderId: first.id, authorId: ada, fromAgency: false, body: "Gelesen", readAt: new Date() },
      { orderId: first.id, fromAgency: true, body: "Antwort" },
    ],
  });
  for (let i = 0; i < CUSTOMERS_PER_PAGE + 2; i++)
    await createCustomer({ email: `masse-${String(i).padStart(2, "0")}@example.com` });
});

async function list(query: string, role: keyof typeof cookies = "owner") {
  const res = await thrown(
    loader(routeArgs(getRequest(`/admin/customers${query}`, cookies[role]))),
  );
  return res;
}

describe("/admin/customers", () => {
  it("finds a customer by name, e-mail and company, with orders and unread messages", async () => {
    for (const q of ["Lovelace", "ADA.LISTE@", "analytische maschinen", "Ada Maschinen"]) {
      const data = await (await list(`?q=${encodeURIComponent(q)}`)).json();
      expect(
        data.customers.map((c: { id: string }) => c.id),
        q,
      ).toEqual([ada]);
      expect(data.customers[0]).toMatchObject({
        name: "Ada Lovelace",
        email: "ada.liste@example.com",
        company: "Analytische Maschinen GmbH",
        orders: 2,
        invoices: 0,
        unreadMessages: 2,
      });
    }
    expect((await (await list("?q=gibt-es-nicht")).json()).customers).toEqual([]);
  });

  it("lists customers only, a page at a time", async () => {
    const first = await (await list("")).json();
    expect(first.customers).toHaveLength(CUSTOMERS_PER_PAGE);
    expect(first.total).toBe(CUSTOMERS_PER_PAGE + 3);
    expect(first.pageCount).toBe(2);
    const second = await (await list("?page=2")).json();
    expect(second.customers).toHaveLength(3);
    const emails = [...first.customers, ...second.customers].map((c: { email: string }) => c.email);
    expect(emails.filter((e: string) => e.startsWith("liste-"))).toEqual([]);
    // a page beyond the end shows the last one, not an empty list
    expect((await (await list("?page=99")).json()).page).toBe(2);
  });

  it("Buchhaltung may open it; Produktion gets the German 403", async () => {
    expect((await list("", "accounting")).status).toBe(200);
    const refused = await list("", "production");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Ihre Rolle erlaubt");
  });
});
