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
          <option value="">Nicht zugewiesen</option>
          {team.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
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
