// The admin dashboard's parts around the order table: the figures (money only for roles with the
// money right, whose values the loader leaves out otherwise), the last backup, and the pager.
import { Link } from "@remix-run/react";
import { StatCard } from "./stat-card";

type Stat = string | number;

export function DashboardStats({
  stats,
  money,
}: {
  stats: {
    totalOrders: Stat;
    paidOrders: Stat;
    inProgressOrders: Stat;
    revenue?: Stat | null;
    recurring?: Stat | null;
    overdue: Stat;
  };
  money: boolean;
}) {
  return (
    <section aria-labelledby="stats-title" className="mt-8">
      <h2 id="stats-title" className="sr-only">
        Kennzahlen
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 xl:grid-cols-6">
        <StatCard label="Aufträge gesamt" value={stats.totalOrders} testId="stat-total" />
        <StatCard
          label="Bezahlte Aufträge"
          value={stats.paidOrders}
          hint="inkl. in Bearbeitung, abgenommen und online"
          testId="stat-paid"
        />
        <StatCard label="In Bearbeitung" value={stats.inProgressOrders} testId="stat-in-progress" />
        {money ? (
          <>
            <StatCard
              label="Umsatz eingegangen"
              value={stats.revenue ?? ""}
              hint="Zahlungen abzüglich Erstattungen"
              testId="stat-revenue"
            />
            <StatCard
              label="Monatlich wiederkehrend"
              value={stats.recurring ?? ""}
              hint="Summe der laufenden Abos"
              testId="stat-recurring"
            />
            <StatCard
              label="Überfällige Abos"
              value={stats.overdue}
              hint="Abbuchung fehlgeschlagen, noch offen"
              testId="stat-overdue"
            />
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function BackupStatusBox({
  backup,
}: {
  backup: { alarm: boolean; text: string; details: string[] };
}) {
  return (
    <section
      aria-label="Datensicherung"
      data-testid="backup-status"
      className={`mt-6 rounded-xl border px-4 py-3 text-sm ${
        backup.alarm
          ? "border-red-300 bg-red-50 text-red-900"
          : "border-slate-200 bg-white text-slate-700"
      }`}
    >
      <p className="font-medium">
        {backup.alarm ? <span className="sr-only">Achtung: </span> : null}
        {backup.text}
      </p>
      {backup.details.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
    </section>
  );
}

export type Filter = { status: string; q: string; problem: string; view: string };

/** Link to another page of the same filtered list. */
export function pageHref(filter: Filter, page: number) {
  const params = new URLSearchParams();
  if (filter.view) params.set("view", filter.view);
  if (filter.status) params.set("status", filter.status);
  if (filter.problem) params.set("problem", filter.problem);
  if (filter.q) params.set("q", filter.q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/dashboard${search ? `?${search}` : ""}`;
}

/** "← Vorherige Seite · Seite n von m · Nächste Seite →" under the order list, as links. */
export function OrderListPager({
  filter,
  page,
  pageCount,
}: {
  filter: Filter;
  page: number;
  pageCount: number;
}) {
  return pageCount > 1 ? (
    <nav
      aria-label="Seiten der Auftragsliste"
      className="mt-6 flex items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link
          to={pageHref(filter, page - 1)}
          rel="prev"
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          ← Vorherige Seite
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        Seite {page} von {pageCount}
      </span>
      {page < pageCount ? (
        <Link
          to={pageHref(filter, page + 1)}
          rel="next"
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Nächste Seite →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  ) : null;
}
