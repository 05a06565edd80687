// The dashboard's search and filter form: plain GET parameters (q, status, problem, view, and the queue's choice), so
// a filter works without JavaScript, can be bookmarked and survives a reload.
import { Form, useNavigation } from "@remix-run/react";
import { FilterButtons, FilterSelect, SearchInput } from "./filter-fields";
import type { Filter } from "./dashboard-summary";
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
      <SearchInput
        id="order-search"
        value={filter.q}
        placeholder="Firma, E-Mail oder Auftragsnummer"
        className="sm:min-w-0 sm:flex-1 lg:max-w-72"
      />
      <FilterSelect
        id="order-status"
        name="status"
        label="Status"
        value={filter.status}
        allLabel="Alle Status"
        options={ORDER_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const)}
        className="sm:w-52"
      />
      <FilterSelect
        id="order-problem"
        name="problem"
        label="Zahlung"
        value={filter.problem}
        allLabel="Alle Zahlungen"
        options={problemFilters}
        className={money ? "sm:w-60" : "hidden"}
      />
      <FilterButtons
        resetTo="/admin/dashboard"
        filtered={filtered}
        busy={navigation.state === "loading"}
        className="flex gap-2"
      >
        Filtern
      </FilterButtons>
    </Form>
  );
}
