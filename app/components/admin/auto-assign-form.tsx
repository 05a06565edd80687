// The owner's automatic assignment per package on /admin/team: one select per package and one
// button, a plain post (intent "auto-assign"), so it works without JavaScript; a refusal
// keeps the choices made.
import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/auth-card";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { AUTO_ASSIGN_INTENT, AUTO_ASSIGN_TEXTS } from "~/models/team/auto-assign";

export function AutoAssignForm({
  packages,
  rules,
  team,
  error,
  values,
  saving,
}: {
  packages: Array<{ id: string; name: string }>;
  /** package id → person id, as stored */
  rules: Record<string, string | undefined>;
  team: Array<{ id: string; label: string }>;
  error?: string;
  /** the choices of a refused post, shown again */
  values?: Record<string, string>;
  saving: boolean;
}) {
  const options = [
    { value: "", label: AUTO_ASSIGN_TEXTS.none },
    ...team.map((p) => ({ value: p.id, label: p.label })),
  ];
  return (
    <Form method="post" className="space-y-4" aria-label={AUTO_ASSIGN_TEXTS.title}>
      <p className="text-sm text-slate-600">{AUTO_ASSIGN_TEXTS.intro}</p>
      {error ? <FormAlert title="Nicht gespeichert">{error}</FormAlert> : null}
      <input type="hidden" name="intent" value={AUTO_ASSIGN_INTENT} />
      {packages.map((p) => (
        <SelectField
          key={`${p.id}-${rules[p.id] ?? ""}`}
          label={AUTO_ASSIGN_TEXTS.label(p.name)}
          name={`auto.${p.id}`}
          defaultValue={values?.[p.id] ?? rules[p.id] ?? ""}
          options={options}
        />
      ))}
      <Button type="submit" variant="secondary" disabled={saving}>
        {AUTO_ASSIGN_TEXTS.save}
      </Button>
    </Form>
  );
}
