// The admin order page's status panel, at the top of the page (on a phone the
// status changer sat below ~8,000 px of tabs, money and messages). It shows the current
// status, the next thing to do and the one status form (a plain POST to the page's
// action: intent "status", tab and, after a question, confirm and note), so it works without
// JavaScript.
import { Form, Link } from "@remix-run/react";
import { nextActionForRole, type NextAction } from "./next-step-role";
import type { Permission } from "~/models/team/permissions";
import { FormAlert } from "~/components/auth-card";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { adminOrderHref } from "~/models/order/admin-page";
import { statusLabel, statusTone, type AdminStatusOption } from "~/models/order/status";

export interface StatusPanelOrder {
  id: string;
  status: string;
  statusOptions: AdminStatusOption[];
  paid: boolean;
  createdAt: string;
}

/** What the team does next for an order in this status (a payment problem comes first). */
export function nextAdminAction(status: string, paymentProblem: string | null): NextAction {
  if (paymentProblem)
    return {
      text: `Zahlung klären: ${paymentProblem}.`,
      link: { tab: "payment", label: "Zahlung ansehen" },
    };
  switch (status) {
    case "draft":
      return { text: "Der Kunde vervollständigt seine Angaben und bezahlt – nichts zu tun." };
    case "pending_details":
      return {
        text: "Warten auf die Angaben des Kunden im Kundenportal.",
        link: { tab: "intake", label: "Angaben ansehen" },
      };
    case "pending_payment":
      return {
        text: "Warten auf die Zahlung des Kunden.",
        link: { tab: "payment", label: "Zahlung ansehen" },
      };
    case "paid":
      return {
        text: "Angaben prüfen und mit der Umsetzung beginnen: Status auf „In Bearbeitung“ setzen.",
        link: { tab: "company", label: "Angaben prüfen" },
      };
    case "in_progress":
      return {
        text: "Website fertigstellen und im Tab „Abnahme“ zur Abnahme liefern.",
        link: { tab: "delivery", label: "Zur Abnahme liefern" },
      };
    case "review":
      return {
        text: "Warten auf die Abnahme durch den Kunden.",
        link: { tab: "delivery", label: "Abnahme ansehen" },
      };
    case "completed":
      return {
        text: "Website veröffentlichen und unten unter „Projekt und Veröffentlichung“ die Live-Adresse eintragen.",
      };
    case "online":
      return { text: "Online – nichts mehr zu tun." };
    case "cancelled":
      return { text: "Storniert – nichts mehr zu tun." };
    default:
      return { text: "Kein nächster Schritt hinterlegt." };
  }
}

export function OrderStatusPanel({
  order,
  tab,
  paymentProblem,
  statusError,
  confirmStatus,
  saving,
  canChange = true,
  can,
}: {
  order: StatusPanelOrder;
  tab: string;
  paymentProblem: string | null;
  statusError?: string;
  confirmStatus?: { status: string; question: string };
  saving: boolean;
  /** the role may change the status (orders.status); else the panel only shows it */
  canChange?: boolean;
  /** the role's permissions: the next step is phrased for what it may do */
  can?: Partial<Record<Permission, boolean>>;
}) {
  const next = nextActionForRole(
    nextAdminAction(order.status, paymentProblem),
    order.status,
    paymentProblem,
    can,
  );
  return (
    <section
      aria-labelledby="status-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="status-panel"
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-8">
        <div>
          <h2 id="status-title" className="text-lg font-semibold text-slate-900">
            Status
          </h2>
          <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-3 text-sm">
            <div>
              <dt className="text-slate-500">Aktueller Status</dt>
              <dd className="mt-0.5" data-testid="current-status">
                <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Erstellt am</dt>
              <dd className="mt-0.5 font-medium text-slate-900">{order.createdAt}</dd>
            </div>
            <div className="basis-full">
              <dt className="text-slate-500">Nächster Schritt</dt>
              <dd className="mt-0.5 text-slate-900" data-testid="next-action">
                {next.text}
                {next.link && next.link.tab !== tab ? (
                  <>
                    {" "}
                    <Link
                      to={adminOrderHref(order.id, next.link.tab)}
                      preventScrollReset
                      className="whitespace-nowrap font-semibold text-brand-700 hover:underline"
                    >
                      {next.link.label} →
                    </Link>
                  </>
                ) : null}
              </dd>
            </div>
          </dl>
        </div>

        {!canChange ? null : confirmStatus ? (
          <Form
            method="post"
            className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
            aria-labelledby="status-confirm-title"
            data-testid="status-confirm"
          >
            <h3 id="status-confirm-title" className="font-semibold text-slate-900">
              {confirmStatus.question}
            </h3>
            <p className="text-sm text-slate-700">
              Die Änderung wird im Statusverlauf vermerkt. Zahlungen, Rechnungen und Erstattungen
              bleiben unverändert.
            </p>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="tab" value={tab} />
            <input type="hidden" name="status" value={confirmStatus.status} />
            <input type="hidden" name="confirm" value="1" />
            <div>
              <label
                htmlFor="status-note"
                className="mb-1 block text-sm font-medium text-slate-700"
              >
                Grund (optional, für den Statusverlauf)
              </label>
              <textarea
                // eslint-disable-next-line jsx-a11y/no-autofocus -- answer to the admin's own submit
                autoFocus
                id="status-note"
                name="note"
                rows={2}
                maxLength={500}
                className="input"
              />
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" disabled={saving}>
                {saving ? "Wird gespeichert..." : "Ja, Status ändern"}
              </Button>
              <ButtonLink to={adminOrderHref(order.id, tab)} variant="secondary" replace>
                Abbrechen
              </ButtonLink>
            </div>
          </Form>
        ) : (
          <Form method="post" className="space-y-3" key={order.status}>
            {statusError ? (
              <FormAlert id="status-error" title="Fehler">
                {statusError}
              </FormAlert>
            ) : null}
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="tab" value={tab} />
            <div>
              <label
                htmlFor="status-select"
                className="mb-1 block text-sm font-medium text-slate-700"
              >
                Status ändern
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <select
                  id="status-select"
                  name="status"
                  defaultValue={order.status}
                  className="input sm:flex-1"
                  aria-describedby={statusError ? "status-error status-rules" : "status-rules"}
                >
                  {order.statusOptions.map((o) => (
                    <option key={o.status} value={o.status} disabled={o.disabled}>
                      {o.label}
                      {o.disabled ? " (nicht hier)" : ""}
                    </option>
                  ))}
                </select>
                <Button type="submit" className="shrink-0" disabled={saving}>
                  {saving ? "Wird gespeichert..." : "Status speichern"}
                </Button>
              </div>
              <p id="status-rules" className="mt-1.5 text-xs text-slate-600">
                {order.paid
                  ? "„Zur Abnahme“ entsteht durch eine Lieferung im Tab „Abnahme“, „Abgenommen“ durch die Abnahme des Kunden, „Online“ durch die Live-Adresse. Ein bezahlter Auftrag wird nicht wieder zahlbar."
                  : "„Bezahlt“ setzt nur eine eingegangene Zahlung."}{" "}
                Änderungen zurück werden bestätigt und im Statusverlauf vermerkt.
              </p>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}
