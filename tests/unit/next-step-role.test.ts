// "Nächster Schritt" on the admin order page never tells a role to do what it may not:
// set a status, deliver, record the go-live or settle a payment.
import { describe, expect, it } from "vitest";
import { nextActionForRole } from "~/components/admin/next-step-role";
import { nextAdminAction } from "~/components/admin/order-status-panel";
import { ORDER_STATUSES } from "~/models/order/status";
import { permissionsOf, STAFF_ROLES } from "~/models/team/permissions";

const step = (status: string, role: (typeof STAFF_ROLES)[number], problem: string | null = null) =>
  nextActionForRole(nextAdminAction(status, problem), status, problem, permissionsOf(role));

describe("the next step, per role", () => {
  it("asks only for what the role may do", () => {
    for (const role of STAFF_ROLES) {
      const can = permissionsOf(role);
      for (const status of ORDER_STATUSES) {
        const next = step(status, role);
        const where = `${role} ${status}: ${next.text}`;
        if (!can["orders.status"]) expect(next.text, where).not.toMatch(/Status auf .* setzen/);
        if (!can["orders.deliver"]) {
          expect(next.text, where).not.toMatch(/zur Abnahme liefern/i);
          expect(next.link?.label, where).not.toBe("Zur Abnahme liefern");
        }
        if (!can["orders.goLive"]) expect(next.text, where).not.toMatch(/Live-Adresse eintragen/);
        if (!can["money.read"]) expect(next.link?.tab, where).not.toBe("payment");
      }
    }
  });

  it("the team's own to-do stays as it was for who may do it", () => {
    expect(step("paid", "owner").text).toContain("Status auf „In Bearbeitung“ setzen");
    expect(step("in_progress", "production").link?.label).toBe("Zur Abnahme liefern");
    expect(step("completed", "project_lead").text).toContain("Live-Adresse eintragen");
  });

  it("says who does it instead", () => {
    expect(step("paid", "production").text).toContain("Projektleitung");
    expect(step("in_progress", "accounting").link).toBeUndefined();
    expect(step("completed", "production").text).toContain("Projektleitung");
  });

  it("a payment problem is settled by Inhaber or Buchhaltung", () => {
    expect(step("paid", "accounting", "Zahlung fehlgeschlagen").text).toContain("Zahlung klären");
    const lead = step("paid", "project_lead", "Zahlung fehlgeschlagen");
    expect(lead.text).toContain("Inhaber oder Buchhaltung");
    expect(lead.text).not.toContain("Zahlung klären");
    expect(lead.link?.tab).toBe("payment");
  });
});
