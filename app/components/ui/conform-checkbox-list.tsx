// Its own module: only the two mail-settings forms use it, the public pages' forms do not.
import { ConformCheckbox, type Meta } from "./conform-field";
import type { ReactNode } from "react";

/** A fieldset of checkboxes, one per setting: its name in bold and a line that explains it. */
export function ConformCheckboxList<Name extends string>({
  legend,
  settings,
  fields,
}: {
  legend: ReactNode;
  settings: ReadonlyArray<{ name: Name; label: string; text: string }>;
  fields: Record<Name, Meta>;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {settings.map((setting) => (
        <ConformCheckbox
          key={setting.name}
          label={
            <>
              <span className="font-medium text-slate-900">{setting.label}</span>
              <span className="mt-0.5 block text-slate-600">{setting.text}</span>
            </>
          }
          meta={fields[setting.name]}
        />
      ))}
    </fieldset>
  );
}
