import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { PaymentRecoveryBanner } from "~/components/billing/payment-recovery";
import { PageErrorBoundary } from "~/components/error-boundary";
import { HostingNotices } from "~/components/hosting/hosting-notices";
import { UnreadBadge } from "~/components/messages/order-messages";
import { TimelineSummaryLine } from "~/components/order-timeline/timeline-summary";
import { PageShell } from "~/components/page-shell";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { hostingNoticesForUser } from "~/models/billing/hosting.server";
import { openChargesByOrder } from "~/models/billing/recovery.server";
import { getPackage, getProfession, isProfessionalPackage } from "~/models/catalog/catalog";
import { priceLabel } from "~/models/catalog/pricing";
import { unreadForCustomer } from "~/models/messages/messages.server";
import { listOwnOrders } from "~/models/order/order.server";
import { dashboardAction, statusLabel, statusTone } from "~/models/order/status";
import { timelineSummariesForUser } from "~/models/order/timeline.server";
import { requireUser } from "~/utils/auth.server";
import { formatDate, shortId } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Meine Bestellungen – Seitenwerk" }];

function packageName(packageType: string) {
  return getPackage(packageType)?.name ?? getProfession(packageType)?.name ?? packageType;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [orders, unread, hostingNotices, open, timelines] = await Promise.all([
    listOwnOrders(user.id),
    unreadForCustomer(user.id),
    hostingNoticesForUser(user.id),
    openChargesByOrder(user.id),
    timelineSummariesForUser(user.id),
  ]);
  return json({
    firstName: user.firstName,
    hostingNotices,
    orders: orders.map((o) => ({
      id: o.id,
      shortId: shortId(o.id),
      status: o.status,
      statusLabel: statusLabel(o.status),
      tone: statusTone(o.status),
      packageName: packageName(o.packageType),
      company: o.company,
      createdAt: formatDate(o.createdAt),
      price: priceLabel(o),
      isTestPayment: o.isTestPayment,
      // the subscription could not start on its own: the customer starts it on /billing
      subscriptionStartPending: o.subscriptionStatus === "start_pending",
      // notice given: the subscription runs (and is charged) until this day, then ends
      noticeEndsOn:
        o.subscription?.cancelAt && o.subscription.status !== "canceled"
          ? formatDate(o.subscription.cancelAt)
          : null,
      // a failed renewal still unpaid: the banner with 'Jetzt bezahlen'
      openCharge: open[o.id] ?? null,
      action: dashboardAction(o),
      unreadMessages: unread[o.id] ?? 0,
      timeline: timelines[o.id] ?? null,
      // a submitted professional intake has no customer page until a preview is delivered
      professionalSubmitted:
        isProfessionalPackage(o.packageType) && (o.status === "paid" || o.status === "in_progress"),
    })),
  });
}

export default function Dashboard() {
  const { firstName, orders, hostingNotices } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <PageShell>
      <div className="container-page py-10 sm:py-14">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-brand-700">
              Willkommen{firstName ? `, ${firstName}` : ""}
            </p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
              Meine Bestellungen
            </h1>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/billing" variant="ghost">
              Zahlungen &amp; Abo
            </ButtonLink>
            <ButtonLink to="/package-selection" variant="secondary">
              Neue Website bestellen
            </ButtonLink>
          </div>
        </div>

        <HostingNotices notices={hostingNotices} />

        {orders.length === 0 ? (
          <div className="mt-10 rounded-3xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center">
            <h2 className="text-lg font-semibold text-slate-900">Noch keine Bestellungen</h2>
            <p className="mt-2 text-slate-600">
              Wählen Sie ein Paket – in maximal 7 Tagen ist Ihre neue Website online.
            </p>
            <ButtonLink to="/package-selection" className="mt-6">
              Paket auswählen
            </ButtonLink>
          </div>
        ) : (
          <ul className="mt-8 grid gap-5 md:grid-cols-2" aria-label="Bestellungen">
            {orders.map((o) => (
              <li
                key={o.id}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                data-testid="order-card"
              >
                {/* on the heading's baseline: aligned by their tops the smaller badge sat above it */}
                <div className="flex items-baseline justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-semibold text-slate-900">{o.packageName}</h2>
                    <p className="text-sm text-slate-500">
                      Bestellung <span className="font-mono">#{o.shortId}</span>
                    </p>
                  </div>
                  <Badge tone={o.tone}>{o.statusLabel}</Badge>
                </div>
                <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  <div>
                    <dt className="text-slate-500">Unternehmen</dt>
                    <dd className="font-medium text-slate-900">{o.company || "–"}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Erstellt am</dt>
                    <dd className="font-medium text-slate-900">{o.createdAt}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Preis</dt>
                    <dd className="font-medium text-slate-900">{o.price}</dd>
                  </div>
                  {o.noticeEndsOn ? (
                    <div data-testid="order-card-notice">
                      <dt className="text-slate-500">Abo gekündigt zum</dt>
                      <dd className="font-medium text-slate-900">{o.noticeEndsOn}</dd>
                    </div>
                  ) : null}
                  {o.isTestPayment ? (
                    <div>
                      <dt className="text-slate-500">Zahlung</dt>
                      <dd>
                        <Badge tone="warning">Testzahlung</Badge>
                      </dd>
                    </div>
                  ) : null}
                </dl>
                {o.timeline ? <TimelineSummaryLine summary={o.timeline} className="mt-4" /> : null}
                {o.unreadMessages ? (
                  <a href={`/order-details/${o.id}#nachrichten`} className="mt-4 self-start">
                    <UnreadBadge count={o.unreadMessages} />
                  </a>
                ) : null}
                {o.openCharge ? (
                  <PaymentRecoveryBanner open={o.openCharge} busy={busy} compact className="mt-4" />
                ) : null}
                <div className="mt-6 flex-1 content-end">
                  {o.subscriptionStartPending ? (
                    <ButtonLink to="/billing" className="mb-3 w-full">
                      Abo-Start ausstehend – jetzt starten
                    </ButtonLink>
                  ) : null}
                  {o.professionalSubmitted ? (
                    <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">
                      Ihre Angaben sind übermittelt. Wir melden uns, sobald Ihre Website zur Abnahme
                      bereitsteht.
                    </p>
                  ) : (
                    <ButtonLink
                      to={o.action.href}
                      variant={
                        o.status === "draft" ||
                        o.status === "pending_payment" ||
                        o.status === "review"
                          ? "primary"
                          : "secondary"
                      }
                      className="w-full"
                    >
                      {o.action.label}
                    </ButtonLink>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary />;
}
