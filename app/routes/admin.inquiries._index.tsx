// Admin inbox of contact inquiries: newest first, filtered by status through plain GET
// links, so it works without JavaScript and a filter can be bookmarked.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell } from "~/components/admin/admin-shell";
import { Badge } from "~/components/ui/badge";
import { requireStaff } from "~/http/staff.server";
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  INQUIRY_TONES,
  isInquiryStatus,
  type InquiryStatus,
} from "~/models/contact/contact";
import { listInquiries } from "~/models/contact/contact.server";
import { formatDate } from "~/utils/format";
import { noindexMeta } from "~/utils/meta";

export const meta: MetaFunction = () => noindexMeta("Kontaktanfragen – Admin – Seitenwerk");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "inquiries.manage");
  const params = new URL(request.url).searchParams;
  const rawStatus = params.get("status");
  const status: InquiryStatus | null = isInquiryStatus(rawStatus) ? rawStatus : null;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const list = await listInquiries({ status, page });
  return json({
    status,
    page,
    pageCount: list.pageCount,
    total: list.total,
    inquiries: list.inquiries.map((i) => ({
      id: i.id,
      name: `${i.firstName} ${i.lastName}`.trim(),
      email: i.email,
      subject: i.subject,
      status: i.status as InquiryStatus,
      createdAt: formatDate(i.createdAt),
    })),
  });
}

const filterHref = (status: InquiryStatus | null, page = 1) => {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/inquiries${search ? `?${search}` : ""}`;
};

export default function AdminInquiries() {
  const { status, inquiries, total, page, pageCount } = useLoaderData<typeof loader>();
  const filters: Array<{ value: InquiryStatus | null; label: string }> = [
    { value: null, label: "Alle" },
    ...INQUIRY_STATUSES.map((s) => ({ value: s, label: INQUIRY_STATUS_LABELS[s] })),
  ];
  return (
    <AdminShell>
      <div className="container-page py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Kontaktanfragen</h1>
        <p className="mt-1 text-slate-600">
          Anfragen aus dem Kontaktformular der Startseite und der Berufsseiten.
        </p>
        <nav aria-label="Nach Status filtern" className="mt-6 flex flex-wrap gap-2">
          {filters.map((f) => {
            const active = f.value === status;
            return (
              <Link
                key={f.label}
                to={filterHref(f.value)}
                aria-current={active ? "page" : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-inset ${
                  active
                    ? "bg-slate-900 text-white ring-slate-900"
                    : "bg-white text-slate-700 ring-slate-200 hover:bg-slate-50"
                }`}
              >
                {f.label}
              </Link>
            );
          })}
        </nav>
        {inquiries.length === 0 ? (
          <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {status
              ? `Keine Anfragen mit dem Status „${INQUIRY_STATUS_LABELS[status]}“.`
              : "Noch keine Kontaktanfragen."}
          </p>
        ) : (
          <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {inquiries.map((i) => (
              <li key={i.id}>
                <Link
                  to={`/admin/inquiries/${i.id}`}
                  className="flex flex-col gap-1 px-5 py-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-slate-900">
                      {i.subject || "(ohne Betreff)"}
                    </span>
                    <span className="block truncate text-sm text-slate-600">
                      {i.name} · {i.email}
                    </span>
                  </span>
                  <span className="flex items-center gap-3 text-sm text-slate-500">
                    <Badge tone={INQUIRY_TONES[i.status]}>{INQUIRY_STATUS_LABELS[i.status]}</Badge>
                    <span>{i.createdAt}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 ? (
          <nav aria-label="Seiten" className="mt-6 flex items-center justify-between text-sm">
            <span className="text-slate-600">
              Seite {page} von {pageCount} · {total} Anfragen
            </span>
            <span className="flex gap-2">
              {page > 1 ? (
                <Link className="font-semibold text-brand-700" to={filterHref(status, page - 1)}>
                  Zurück
                </Link>
              ) : null}
              {page < pageCount ? (
                <Link className="font-semibold text-brand-700" to={filterHref(status, page + 1)}>
                  Weiter
                </Link>
              ) : null}
            </span>
          </nav>
        ) : null}
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
