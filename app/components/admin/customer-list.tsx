import { Form, Link } from "@remix-run/react";
import { FilterButtons, SearchInput } from "./filter-fields";
import { Badge } from "~/components/ui/badge";

export type CustomerListItem = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  deleted: boolean;
  createdAt: string;
  orders: number;
  invoices: number;
  unreadMessages: number;
};

const customersHref = (q: string, page = 1) => {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/customers${search ? `?${search}` : ""}`;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The search form: a plain GET, so a search works without JavaScript and can be bookmarked. */
export function CustomerSearch({ q }: { q: string }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Kunden suchen"
      className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <SearchInput
        id="customer-search"
        value={q}
        placeholder="Name, E-Mail oder Firma"
        className="sm:w-96"
      />
      <FilterButtons resetTo="/admin/customers" filtered={Boolean(q)} className="flex gap-3">
        Suchen
      </FilterButtons>
    </Form>
  );
}

export function CustomerList({ customers, q }: { customers: CustomerListItem[]; q: string }) {
  if (customers.length === 0)
    return (
      <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {q ? `Keine Kunden zu „${q}“ gefunden.` : "Noch keine Kunden."}
      </p>
    );
  return (
    <ul
      aria-label="Kunden"
      className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {customers.map((c) => (
        <li key={c.id}>
          <Link
            to={`/admin/customers/${c.id}`}
            className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 md:flex-row md:items-center md:gap-4"
          >
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2">
                <span className="truncate font-semibold text-slate-900">
                  {c.deleted ? "Gelöschtes Konto" : c.name || c.email}
                </span>
                {c.deleted ? <Badge tone="neutral">Gelöscht</Badge> : null}
              </span>
              <span className="block truncate text-sm text-slate-600">
                {[c.company, c.deleted ? null : c.email].filter(Boolean).join(" · ")}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span>{plural(c.orders, "Auftrag", "Aufträge")}</span>
              <span>{plural(c.invoices, "Rechnung", "Rechnungen")}</span>
              {c.unreadMessages ? (
                <Badge tone="warning">
                  {plural(c.unreadMessages, "ungelesene Nachricht", "ungelesene Nachrichten")}
                </Badge>
              ) : null}
              <span className="text-slate-500">seit {c.createdAt}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CustomerPager({
  q,
  page,
  pageCount,
  total,
}: {
  q: string;
  page: number;
  pageCount: number;
  total: number;
}) {
  return (
    <nav aria-label="Seiten" className="mt-6 flex items-center justify-between text-sm">
      <span className="text-slate-600">
        {pageCount > 1 ? `Seite ${page} von ${pageCount} · ` : ""}
        {plural(total, "Kunde", "Kunden")}
      </span>
      {pageCount > 1 ? (
        <span className="flex gap-2">
          {page > 1 ? (
            <Link className="font-semibold text-brand-700" to={customersHref(q, page - 1)}>
              Zurück
            </Link>
          ) : null}
          {page < pageCount ? (
            <Link className="font-semibold text-brand-700" to={customersHref(q, page + 1)}>
              Weiter
            </Link>
          ) : null}
        </span>
      ) : null}
    </nav>
  );
}
