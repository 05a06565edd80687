// Admin dashboard (01 §2): four figures and the table of all orders. Filter, search and
// pages are plain GET parameters (status, q, page), so they work without JavaScript,
// can be bookmarked and survive a reload.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { AttentionView } from "~/models/team/attention";
import { AccountDeletedBadge } from "~/components/admin/account-deleted-badge";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { RowAssignForm } from "~/components/admin/assignee-form";
import { AttentionQueue } from "~/components/admin/attention-queue";
import {
  BackupStatusBox,
  DashboardStats,
  OrderListPager,
  pageHref,
} from "~/components/admin/dashboard-summary";
import { OrderFilterForm } from "~/components/admin/order-filter";
import { OverdueSubscriptions } from "~/components/admin/overdue-subscriptions";
import { UnreadBadge } from "~/components/messages/order-messages";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { rightAligned, StackedCell, StackedRow, StackedTable } from "~/components/ui/stacked-table";
import { assignFromList } from "~/http/dashboard-assign.server";
import { requireStaff } from "~/http/staff.server";
import { backupStatus } from "~/models/backup/schedule.server";
import { hostingByOrder } from "~/models/billing/hosting.server";
import { overdueSubscriptions } from "~/models/billing/recovery.server";
import { monthlyLabel } from "~/models/catalog/pricing";
import { unreadForAdmin } from "~/models/messages/messages.server";
import {
  getAdminStats,
  listAdminOrders,
  packageDisplayName,
  parseAdminOrderFilter,
  PAYMENT_PROBLEM_FILTERS,
  ASSIGNMENT_VIEWS,
} from "~/models/order/admin-list.server";
import { statusLabel, statusTone } from "~/models/order/status";
import { overduePromises } from "~/models/order/timeline.server";
import { attentionQueue } from "~/models/team/attention.server";
import { permissionsOf, staffSignature } from "~/models/team/permissions";
import { assignableStaff, orderScope } from "~/models/team/staff.server";
import { formatCents, formatDate, shortId } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";

export const meta: MetaFunction = () => noindexMeta("Admin-Dashboard – Seitenwerk");

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, "orders.read");
  const can = permissionsOf(staff.role);
  const scope = orderScope(staff);
  // a role without the money right is sent no prices, revenue or payment problems at all
  const money = can["money.read"];
  const params = new URL(request.url).searchParams;
  const filter = parseAdminOrderFilter(params);
  const [stats, list, overdue, backup] = await Promise.all([
    getAdminStats(scope),
    listAdminOrders(filter, { id: staff.id, scope }),
    money ? overdueSubscriptions() : ([] as Awaited<ReturnType<typeof overdueSubscriptions>>),
    backupStatus(),
  ]);
  const ids = list.orders.map((o) => o.id);
  const [unread, hosting, late, attention, team] = await Promise.all([
    unreadForAdmin(ids),
    money ? hostingByOrder(ids) : ({} as Awaited<ReturnType<typeof hostingByOrder>>),
    overduePromises(ids),
    attentionQueue(staff, overdue),
    can["orders.assign"] && ids.length ? assignableStaff() : null,
  ]);
  const queueView: AttentionView = params.get("queue") === "all" ? "all" : "mine";
  const url = new URL(request.url);
  return json({
    money,
    contact: can["customers.read"],
    // the per-row "Zuständig" form: who can be chosen, and the list to come back to
    team,
    back: `${url.pathname}${url.search}`,
    queue: {
      view: queueView,
      items: attention.filter((i) => queueView === "all" || i.mine),
      counts: { mine: attention.filter((i) => i.mine).length, all: attention.length },
    },
    views: Object.entries(ASSIGNMENT_VIEWS),
    stats: {
      totalOrders: stats.totalOrders.toLocaleString("de-DE"),
      paidOrders: stats.paidOrders.toLocaleString("de-DE"),
      inProgressOrders: stats.inProgressOrders.toLocaleString("de-DE"),
      revenue: money ? formatCents(stats.revenueCents) : null,
      recurring: money ? formatCents(stats.recurringCents) : null,
      overdue: overdue.length.toLocaleString("de-DE"),
    },
    overdue,
    backup,
    filter: {
      status: filter.status ?? "",
      q: filter.query ?? "",
      problem: filter.problem ?? "",
      view: filter.view ?? "",
    },
    // the labels come from a .server module, which the browser bundle does not have
    problemFilters: Object.entries(PAYMENT_PROBLEM_FILTERS),
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    orders: list.orders.map((o) => ({
      id: o.id,
      shortId: shortId(o.id),
      company: o.company,
      contactPerson:
        o.contactPerson || [o.user.firstName, o.user.lastName].filter(Boolean).join(" ") || null,
      // an anonymised account's placeholder address means nothing to the admin
      email: o.user.deletedAt || !can["customers.read"] ? null : o.user.email,
      accountDeleted: Boolean(o.user.deletedAt),
      packageName: packageDisplayName(o.packageType),
      price: money ? formatCents(o.totalPriceCents) : null,
      monthly: money ? monthlyLabel(o) : null,
      status: o.status,
      paymentProblem: money ? o.paymentProblem : null,
      assignee: o.assignee ? staffSignature(o.assignee) : null,
      assigneeId: o.assigneeId,
      createdAt: formatDate(o.createdAt),
      unreadMessages: unread[o.id] ?? 0,
      hosting: hosting[o.id]?.text ?? null,
      overdueSince: late[o.id] ?? null,
    })),
  });
}

export const action = ({ request }: ActionFunctionArgs) => assignFromList(request);

export default function AdminDashboard() {
  const {
    stats,
    filter,
    orders,
    page,
    pageCount,
    total,
    problemFilters,
    overdue,
    money,
    views,
    backup,
    queue,
    team,
    back,
  } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.status || filter.q || filter.problem || filter.view);
  return (
    <AdminShell>
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin-Dashboard</h1>
        <p className="mt-1 text-slate-600">Alle Aufträge im Überblick.</p>

        <DashboardStats stats={stats} money={money} />
        <BackupStatusBox backup={backup} />
        <AttentionQueue items={queue.items} view={queue.view} counts={queue.counts} />

        <OverdueSubscriptions rows={overdue} />

        <section aria-labelledby="orders-title" className="mt-10">
          <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
            <h2 id="orders-title" className="text-xl font-semibold text-slate-900">
              Aufträge
            </h2>
            <OrderFilterForm
              queue={queue.view}
              filter={filter}
              money={money}
              problemFilters={problemFilters}
              filtered={filtered}
            />
          </div>

          <nav aria-label="Auswahl nach Zuständigkeit" className="mt-4 flex flex-wrap gap-2">
            {[["", "Alle Aufträge"] as const, ...views].map(([value, label]) => (
              <Link
                key={value}
                to={pageHref({ status: "", q: "", problem: "", view: value }, 1)}
                aria-current={filter.view === value ? "page" : undefined}
                className={`rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset ${
                  filter.view === value
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
                }`}
              >
                {label}
              </Link>
            ))}
          </nav>

          <p className="mt-4 text-sm text-slate-600" aria-live="polite" data-testid="result-count">
            {total === 1 ? "1 Auftrag" : `${total.toLocaleString("de-DE")} Aufträge`}
            {filtered ? " gefunden" : ""}
            {pageCount > 1 ? ` · Seite ${page} von ${pageCount}` : ""}
          </p>

          {orders.length === 0 ? (
            <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
              {filtered
                ? "Keine Aufträge für diese Auswahl gefunden."
                : "Noch keine Aufträge vorhanden."}
            </div>
          ) : (
            // below 1024 px each order is a card with labelled values (the
            // table needed sideways scrolling on a phone)
            <StackedTable
              stackBelow="lg"
              caption="Aufträge, neueste zuerst"
              labelledBy="orders-title"
              className="mt-4"
              testId="admin-orders"
              columns={[
                "Auftrag",
                "Kunde",
                "Paket",
                ...(money ? [rightAligned("Preis")] : []),
                "Status",
                "Datum",
                <span key="action" className="sr-only">
                  Aktion
                </span>,
              ]}
            >
              {orders.map((o) => (
                <StackedRow key={o.id} testId="admin-order-row" className="hover:bg-slate-50/70">
                  <StackedCell
                    kind="title"
                    className="whitespace-nowrap font-mono font-semibold text-slate-900"
                  >
                    #{o.shortId}
                    {o.unreadMessages ? (
                      <span className="mt-1 block font-sans max-lg:ml-2 max-lg:mt-0 max-lg:inline-block">
                        <UnreadBadge count={o.unreadMessages} />
                      </span>
                    ) : null}
                  </StackedCell>
                  <StackedCell label="Kunde">
                    <p className="font-medium text-slate-900">{o.company || "-"}</p>
                    <p className="text-slate-600">{o.contactPerson || "-"}</p>
                    {o.accountDeleted ? (
                      <AccountDeletedBadge />
                    ) : (
                      <p className="text-xs text-slate-500">{o.email}</p>
                    )}
                  </StackedCell>
                  <StackedCell label="Paket" className="whitespace-nowrap text-slate-700">
                    {o.packageName}
                  </StackedCell>
                  {money ? (
                    <StackedCell
                      label="Preis"
                      align="right"
                      className="whitespace-nowrap tabular-nums text-slate-900"
                      testId="admin-order-price"
                    >
                      {o.price}
                      {o.monthly ? (
                        <span className="block text-xs text-slate-500">Abo, {o.monthly}</span>
                      ) : null}
                    </StackedCell>
                  ) : null}
                  <StackedCell label="Status">
                    <Badge tone={statusTone(o.status)}>{statusLabel(o.status)}</Badge>
                    <span
                      className="mt-1 block text-xs text-slate-600"
                      data-testid="order-assignee"
                    >
                      Zuständig: {o.assignee ?? "niemand"}
                    </span>
                    {team ? (
                      <RowAssignForm
                        orderId={o.id}
                        shortId={o.shortId}
                        assigneeId={o.assigneeId}
                        team={team}
                        back={back}
                      />
                    ) : null}
                    {o.hosting ? (
                      <span
                        className="mt-1 block text-xs text-slate-600"
                        data-testid="admin-order-hosting"
                      >
                        Hosting: {o.hosting}
                      </span>
                    ) : null}
                    {o.overdueSince ? (
                      <span className="mt-1 block text-xs font-semibold text-red-700">
                        Zusage überschritten seit {o.overdueSince}
                      </span>
                    ) : null}
                    {o.paymentProblem ? (
                      <span className="mt-1 block text-xs font-semibold text-red-700">
                        {o.paymentProblem}
                      </span>
                    ) : null}
                  </StackedCell>
                  <StackedCell
                    label="Datum"
                    className="whitespace-nowrap tabular-nums text-slate-700"
                  >
                    {o.createdAt}
                  </StackedCell>
                  <StackedCell kind="action" className="text-right">
                    <ButtonLink
                      to={`/admin/orders/${o.id}`}
                      variant="secondary"
                      size="sm"
                      className="max-lg:w-full"
                      aria-label={`Details zu Auftrag #${o.shortId}`}
                    >
                      Details
                    </ButtonLink>
                  </StackedCell>
                </StackedRow>
              ))}
            </StackedTable>
          )}

          <OrderListPager filter={filter} page={page} pageCount={pageCount} />
        </section>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
