// The dashboard's search and filter form: plain GET parameters (q, status, problem, view, and the queue's choice), so
// a filter works without JavaScript, can be bookmarked and survives a reload.
import { Form, useNavigation } from "@remix-run/react";
import type { Filter } from "./dashboard-summary";
import { Button, ButtonLink } from "~/components/ui/button";
import { ORDER_STATUSES, STATUS_LABELS } from "~/models/order/status";

export function OrderFilterForm({
  filter,
  money,
  problemFilters,
  filtered,
  queue,
}: {
  filter: Filter;
  /** "Was ansteht" shows everyone's work: a filter keeps that choice */
  queue: "mine" | "all";
  /** the payment filter only for roles that see payments */
  money: boolean;
  problemFilters: Array<[string, string]>;
  filtered: boolean;
}) {
  const navigation = useNavigation();
  return (
    <Form
      method="get"
      role="search"
      aria-label="Aufträge filtern"
      // the search gives way, so 'Zurücksetzen' never reaches past the table
      className="flex flex-col gap-3 sm:flex-row sm:items-end lg:min-w-0 lg:flex-1 lg:justify-end"
    >
      {filter.view ? <input type="hidden" name="view" value={filter.view} /> : null}
      {queue === "all" ? <input type="hidden" name="queue" value="all" /> : null}
      <div className="sm:min-w-0 sm:flex-1 lg:max-w-72">
        <label htmlFor="order-search" className="mb-1 block text-sm font-medium text-slate-700">
          Suche
        </label>
        <input
          id="order-search"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder="Firma, E-Mail oder Auftragsnummer"
          className="input"
          key={`q-${filter.q}`}
        />
      </div>
      <div className="sm:w-52">
        <label htmlFor="order-status" className="mb-1 block text-sm font-medium text-slate-700">
          Status
        </label>
        <select
          id="order-status"
          name="status"
          defaultValue={filter.status}
          className="input"
          key={`s-${filter.status}`}
        >
          <option value="">Alle Status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className={money ? "sm:w-60" : "hidden"}>
        <label htmlFor="order-problem" className="mb-1 block text-sm font-medium text-slate-700">
          Zahlung
        </label>
        <select
          id="order-problem"
          name="problem"
          defaultValue={filter.problem}
          className="input"
          key={`p-${filter.problem}`}
        >
          <option value="">Alle Zahlungen</option>
          {problemFilters.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={navigation.state === "loading"}>
          Filtern
        </Button>
        {filtered ? (
          <ButtonLink to="/admin/dashboard" variant="ghost">
            Zurücksetzen
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}
