// "Zuständig" from the dashboard's order list: a small form per row posts to the dashboard,
// assigns with a signed history line and comes back to the same list; a role that may not
// assign gets the German 403; bad input changes nothing and says so in German.
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminCookieFor,
  createCustomer,
  defaultPackageConfig,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { createDraftOrder } from "~/models/order/order.server";
import { action, loader } from "~/routes/admin.dashboard";
import { prisma } from "~/utils/db.server";
import { getToast } from "~/utils/toast.server";

const cookies = { lead: "", production: "" };
const people = { lead: "", production: "" };
let orderId = "";

beforeAll(async () => {
  for (const [key, role] of [
    ["lead", "project_lead"],
    ["production", "production"],
  ] as const) {
    const user = await createCustomer({
      email: `liste-zuweisen-${role}@example.com`,
      firstName: key === "lead" ? "Lea" : "Paul",
      lastName: "Team",
      staffRole: role,
    });
    people[key] = user.id;
    cookies[key] = await adminCookieFor(user.id);
  }
  const customer = await createCustomer();
  orderId = (await createDraftOrder(customer.id, defaultPackageConfig("starter", "onetime"))).id;
  await prisma.order.update({
    where: { id: orderId },
    data: { status: "paid", paidAt: new Date() },
  });
});

const post = (fields: Record<string, string>, cookie = cookies.lead) =>
  thrown(action(routeArgs(formRequest("/admin/dashboard", fields, cookie))));

async function toastOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie") ?? "";
  return (await getToast(getRequest("/", cookie.split(";")[0]))).toast;
}

describe("assigning from the order list", () => {
  it("offers the form per row to who may assign, with the list to come back to", async () => {
    const data = await (
      await thrown(loader(routeArgs(getRequest("/admin/dashboard?view=unassigned", cookies.lead))))
    ).json();
    expect(data.back).toBe("/admin/dashboard?view=unassigned");
    expect(data.team.map((p: { label: string }) => p.label)).toContain("Paul Team (Produktion)");
    const production = await (
      await thrown(loader(routeArgs(getRequest("/admin/dashboard", cookies.production))))
    ).json();
    expect(production.team).toBeNull();
  });

  it("assigns, signs the history and returns to the same list", async () => {
    const res = await post({
      intent: "assign",
      orderId,
      assigneeId: people.production,
      back: "/admin/dashboard?view=unassigned&page=1",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/dashboard?view=unassigned&page=1");
    expect((await toastOf(res))?.title).toBe("Zuständigkeit gespeichert");
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.assigneeId).toBe(people.production);
    const line = await prisma.orderStatusChange.findFirstOrThrow({
      where: { orderId, note: { startsWith: "Zuständig" } },
    });
    expect(line).toMatchObject({
      changedById: people.lead,
      note: "Zuständig: Paul Team (Produktion)",
    });
  });

  it("refuses bad input in German and changes nothing; never leaves the dashboard", async () => {
    const before = await prisma.orderStatusChange.count({ where: { orderId } });
    for (const [fields, message] of [
      [{ orderId, assigneeId: "kein-mensch" }, "Bitte wählen Sie eine Person aus dem Team."],
      [{ orderId: "0000", assigneeId: "" }, "Diesen Auftrag gibt es nicht mehr."],
      [{ orderId, assigneeId: people.lead, back: "https://böse.example" }, null],
    ] as const) {
      const res = await post({ intent: "assign", ...fields });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/admin/dashboard");
      if (message) expect((await toastOf(res))?.description).toBe(message);
    }
    // the third one (a foreign back address) did assign, and came back to the dashboard
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).assigneeId).toBe(
      people.lead,
    );
    expect(await prisma.orderStatusChange.count({ where: { orderId } })).toBe(before + 1);
    const unknown = await post({ intent: "löschen", orderId });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Unbekannte Aktion");
  });

  it("Produktion may not assign: 403 before anything is read", async () => {
    const res = await post(
      { intent: "assign", orderId, assigneeId: people.production },
      cookies.production,
    );
    expect(res.status).toBe(403);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).assigneeId).toBe(
      people.lead,
    );
  });
});
