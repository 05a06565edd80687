// The parts of the admin's GET filter forms (order list, customer list): a search box, a
// select with an 'all' choice, and the buttons. Keyed on the current value, so the fields
// show what the list shows after a back/forward navigation.
import type { ReactNode } from "react";
import { Button, ButtonLink } from "~/components/ui/button";

const LABEL = "mb-1 block text-sm font-medium text-slate-700";

export function SearchInput({
  id,
  value,
  placeholder,
  className,
}: {
  id: string;
  value: string;
  placeholder: string;
  className: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        Suche
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={value}
        placeholder={placeholder}
        className="input"
        key={`q-${value}`}
      />
    </div>
  );
}

export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  /** the first choice, which filters nothing */
  allLabel: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  className: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="input" key={`${name}-${value}`}>
        <option value="">{allLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Apply the filter and, once something is filtered, go back to the whole list. */
export function FilterButtons({
  children,
  resetTo,
  filtered,
  busy = false,
  className,
}: {
  children: ReactNode;
  resetTo: string;
  filtered: boolean;
  busy?: boolean;
  className: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" variant="primary" disabled={busy}>
        {children}
      </Button>
      {filtered ? (
        <ButtonLink to={resetTo} variant="ghost">
          Zurücksetzen
        </ButtonLink>
      ) : null}
    </div>
  );
}
