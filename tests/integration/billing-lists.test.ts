// /billing shows the newest payments and invoices, and all of them on request (issue 31:
// a customer with 20 orders had 60 payments and 60 invoices on one page, 250 KB of HTML).
// The links are plain GET parameters, so the full lists work without JavaScript.
import { beforeAll, describe, expect, it } from "vitest";
import { customerCookie, getRequest, routeArgs, thrown } from "../support/fixtures";
import { seedCustomerWithHistory, type SeededCustomer } from "../support/page-data";
import { BILLING_LIST_SIZE } from "~/models/billing/overview.server";
import { loader as billingLoader } from "~/routes/billing";
import { prisma } from "~/utils/db.server";
import { formatDate } from "~/utils/format";

let customer: SeededCustomer;
let cookie = "";

async function billing(path: string) {
  return (await thrown(billingLoader(routeArgs(getRequest(path, cookie))))).json();
}

beforeAll(async () => {
  customer = await seedCustomerWithHistory({ orders: 8, perOrder: 3 });
  cookie = await customerCookie(customer.userId);
});

describe("/billing: the newest payments and invoices, all of them on request", () => {
  it("shows the newest ones first and offers the rest", async () => {
    const all = await prisma.payment.findMany({
      where: { order: { userId: customer.userId } },
      orderBy: { paidAt: "desc" },
      select: { paidAt: true },
    });
    expect(all.length).toBeGreaterThan(BILLING_LIST_SIZE);
    const page = await billing("/billing");
    expect(page.payments).toHaveLength(BILLING_LIST_SIZE);
    // the newest ones (several payments share a day, so compared by date)
    expect(page.payments.map((p: { date: string }) => p.date)).toEqual(
      all.slice(0, BILLING_LIST_SIZE).map((p) => formatDate(p.paidAt)),
    );
    expect(page.invoices).toHaveLength(BILLING_LIST_SIZE);
    expect(page).toMatchObject({
      morePayments: true,
      moreInvoices: true,
      allPayments: false,
      allInvoices: false,
    });
  });

  it("shows every payment with ?zahlungen=alle and every invoice with ?rechnungen=alle", async () => {
    const invoices = await prisma.invoice.count({ where: { order: { userId: customer.userId } } });
    const payments = await prisma.payment.count({ where: { order: { userId: customer.userId } } });
    const both = await billing("/billing?zahlungen=alle&rechnungen=alle");
    expect(both.payments).toHaveLength(payments);
    expect(both.invoices).toHaveLength(invoices);
    expect(both).toMatchObject({ morePayments: false, moreInvoices: false });
    // one list in full, the other as it was
    const onlyPayments = await billing("/billing?zahlungen=alle");
    expect(onlyPayments.payments).toHaveLength(payments);
    expect(onlyPayments.invoices).toHaveLength(BILLING_LIST_SIZE);
    // anything else is the short list, never an error
    const odd = await billing("/billing?zahlungen=%27%3Bdrop&rechnungen=");
    expect(odd.payments).toHaveLength(BILLING_LIST_SIZE);
  });

  it("offers no link when everything fits", async () => {
    const small = await seedCustomerWithHistory({ orders: 2, perOrder: 2 });
    cookie = await customerCookie(small.userId);
    const page = await billing("/billing");
    expect(page.payments.length).toBeLessThanOrEqual(BILLING_LIST_SIZE);
    expect(page).toMatchObject({ morePayments: false, moreInvoices: false });
  });
});
