// "Zuständig" on the admin order page: who works on the order. A plain form post (intent
// "assign") to the page's action, so it works without JavaScript; a role that may not assign
// (Produktion, Buchhaltung) sees who it is, without the form.
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/auth-card";
import { Button } from "~/components/ui/button";

export function AssigneeForm({
  assigneeId,
  team,
  tab,
  error,
  saving,
  assigneeLabel,
}: {
  assigneeId: string | null;
  /** the people an order can be assigned to; null when the role may not assign */
  team: Array<{ id: string; label: string }> | null;
  tab: string;
  error?: string;
  saving: boolean;
  /** shown without the form: who is assigned */
  assigneeLabel?: string | null;
}) {
  if (!team)
    return (
      <p className="mt-4 text-sm text-slate-700" data-testid="assignee">
        <span className="font-semibold">Zuständig:</span> {assigneeLabel ?? "Nicht zugewiesen"}
      </p>
    );
  return (
    <Form
      method="post"
      className="mt-4 flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      aria-label="Zuständigkeit"
    >
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="tab" value={tab} />
      <div className="sm:w-80">
        <label htmlFor="assignee" className="mb-1 block text-sm font-medium text-slate-700">
          Zuständig
        </label>
        <select
          id="assignee"
          name="assigneeId"
          defaultValue={assigneeId ?? ""}
          key={assigneeId ?? ""}
          className="input"
          aria-describedby={error ? "assignee-error" : undefined}
        >
          <AssigneeOptions team={team} />
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={saving}>
        Zuständigkeit speichern
      </Button>
      {error ? (
        <FormAlert id="assignee-error" title="Nicht gespeichert">
          {error}
        </FormAlert>
      ) : null}
    </Form>
  );
}

/**
 * The same field in a row of the dashboard's order list: a small form per order that posts to
 * the dashboard's action and comes back to the list as it was (`back`).
 */
export function RowAssignForm({
  orderId,
  shortId,
  assigneeId,
  team,
  back,
}: {
  orderId: string;
  shortId: string;
  assigneeId: string | null;
  team: Array<{ id: string; label: string }>;
  back: string;
}) {
  const fieldId = `assign-${orderId}`;
  return (
    <Form
      method="post"
      action="/admin/dashboard"
      className="mt-1 flex items-center gap-1.5"
      data-testid="row-assign"
    >
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="back" value={back} />
      <label htmlFor={fieldId} className="sr-only">
        Zuständig für Auftrag #{shortId}
      </label>
      <select
        id={fieldId}
        name="assigneeId"
        defaultValue={assigneeId ?? ""}
        key={assigneeId ?? ""}
        className="input min-w-0 max-w-48 py-1 text-xs"
      >
        <AssigneeOptions team={team} />
      </select>
      <Button
        className="shrink-0 whitespace-nowrap"
        type="submit"
        variant="secondary"
        size="sm"
        aria-label={`Zuweisen: Auftrag #${shortId}`}
      >
        Zuweisen
      </Button>
    </Form>
  );
}

/** Who can be made responsible, and the choice to leave the order with nobody. */
function AssigneeOptions({ team }: { team: Array<{ id: string; label: string }> }) {
  return (
    <>
      <option value="">Nicht zugewiesen</option>
      {team.map((p) => (
        <option key={p.id} value={p.id}>
          {p.label}
        </option>
      ))}
    </>
  );
}
