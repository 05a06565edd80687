// "Nächster Schritt" for the role looking at the order: the step as the team's to-do names
// an action (set a status, deliver, record the go-live, settle a payment); a role that may
// not do it is told who does, and gets no link to a form it cannot use.
import type { Permission } from "~/models/team/permissions";

export interface NextAction {
  text: string;
  link?: { tab: string; label: string };
}

type Can = Partial<Record<Permission, boolean>>;

/** The permission the step of this status needs, and who holds it, in the page's words. */
const STEP_NEEDS: Record<
  string,
  { permission: Permission; text: string; link?: NextAction["link"] }
> = {
  paid: {
    permission: "orders.status",
    text: "Angaben prüfen; mit der Umsetzung beginnt die Projektleitung (Status „In Bearbeitung“).",
    link: { tab: "company", label: "Angaben ansehen" },
  },
  in_progress: {
    permission: "orders.deliver",
    text: "In Umsetzung; die Lieferung zur Abnahme macht das Projektteam.",
  },
  completed: {
    permission: "orders.goLive",
    text: "Abgenommen; die Veröffentlichung trägt die Projektleitung ein.",
  },
};

export function nextActionForRole(
  next: NextAction,
  status: string,
  paymentProblem: string | null,
  can: Can | undefined,
): NextAction {
  if (!can) return next;
  if (paymentProblem) {
    if (can["money.write"]) return next;
    return {
      text: `Zahlungsproblem: ${paymentProblem}. Die Klärung übernehmen Inhaber oder Buchhaltung.`,
      link: can["money.read"] ? next.link : undefined,
    };
  }
  // a link to the payment tab only for those who see payments
  if (next.link?.tab === "payment" && !can["money.read"]) return { text: next.text };
  const needs = STEP_NEEDS[status];
  if (!needs || can[needs.permission]) return next;
  return { text: needs.text, link: needs.link };
}
