// The operator tools (/dev/billing's list and its buttons, /dev/clock, /dev/retention) only
// with DEV_TOOLS=1 and only for a signed-in admin; the stand-in's customer pages stay open.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { action as devBillingAction, loader as devBillingLoader } from "~/routes/dev.billing";
import { loader as devCheckoutLoader } from "~/routes/dev.checkout.$sessionId";
import { action as clockAction, loader as clockLoader } from "~/routes/dev.clock";
import { action as retentionAction, loader as retentionLoader } from "~/routes/dev.retention";
import { resetEnvCache } from "~/utils/env.server";

let admin: string;
let customer: string;
beforeAll(async () => {
  admin = await adminCookieFor((await createCustomer({ isAdmin: true })).id);
  customer = await customerCookie((await createCustomer()).id);
});
afterEach(() => {
  process.env.DEV_TOOLS = "1";
  resetEnvCache();
});

const operatorRequests = (cookie?: string) => [
  () => devBillingLoader(routeArgs(getRequest("/dev/billing", cookie))),
  () =>
    devBillingAction(
      routeArgs(formRequest("/dev/billing", { intent: "renew-ok", subscriptionId: "x" }, cookie)),
    ),
  () => devBillingAction(routeArgs(formRequest("/dev/billing", { intent: "accept" }, cookie))),
  () => clockLoader(routeArgs(getRequest("/dev/clock", cookie))),
  () => clockAction(routeArgs(formRequest("/dev/clock", { date: "2026-05-18" }, cookie))),
  () => retentionLoader(routeArgs(getRequest("/dev/retention", cookie))),
  () => retentionAction(routeArgs(formRequest("/dev/retention", { date: "2020-01-01" }, cookie))),
];

describe("the operator tools", () => {
  it("send visitors and customers to the admin sign-in", async () => {
    for (const cookie of [undefined, customer])
      for (const request of operatorRequests(cookie)) {
        const response = await thrown(request());
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=%2Fdev%2F/);
      }
  });

  it("answer a signed-in admin", async () => {
    for (const path of ["/dev/billing", "/dev/clock", "/dev/retention"]) {
      const loader = {
        "/dev/billing": devBillingLoader,
        "/dev/clock": clockLoader,
        "/dev/retention": retentionLoader,
      }[path]!;
      expect((await thrown(loader(routeArgs(getRequest(path, admin))))).status, path).toBe(200);
    }
  });

  it("are not there at all without DEV_TOOLS=1, not even for an admin (404)", async () => {
    delete process.env.DEV_TOOLS;
    resetEnvCache();
    for (const request of operatorRequests(admin))
      expect((await thrown(request())).status).toBe(404);
  });

  it("leave the stand-in's checkout, portal and invoice pages to whoever holds their id", async () => {
    delete process.env.DEV_TOOLS;
    resetEnvCache();
    // an unknown id is the stand-in's own German 404, not the tools' refusal or a sign-in
    for (const response of [
      await thrown(
        devCheckoutLoader(
          routeArgs(getRequest("/dev/checkout/cs_test_x"), { sessionId: "cs_test_x" }),
        ),
      ),
      await thrown(devBillingLoader(routeArgs(getRequest("/dev/billing?portal=bps_x")))),
      await thrown(devBillingLoader(routeArgs(getRequest("/dev/billing?invoice=in_x")))),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("Location")).toBeNull();
    }
    // the customer's own buttons there (pay the invoice, change the card) need no sign-in
    const pay = await thrown(
      devBillingAction(
        routeArgs(
          formRequest("/dev/billing", {
            intent: "pay-invoice",
            invoiceId: "in_x",
            back: "/dev/billing?invoice=in_x",
          }),
        ),
      ),
    );
    expect(pay.status).toBe(302);
    expect(pay.headers.get("Location")).toBe("/dev/billing?invoice=in_x");
  });
});
