// The admin order page's tabs (01 §2): the tab links and the active tab's panel. The tabs
// are links (?tab=…) rendered on the server, so they work the same with and without
// JavaScript.
import { Link } from "@remix-run/react";
import { DetailList, DocumentLinks, display, EMPTY_VALUE } from "./detail-list";
import { IntakePanel } from "./intake-panel";
import type { AdminOrderPage } from "~/models/order/admin-page.server";
import { AdminDeliveryPanel } from "~/components/delivery/admin-delivery-panel";
import { InvoiceList } from "~/components/invoice/invoice-list";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { Panel } from "~/components/ui/panel";
import {
  ADMIN_ORDER_TABS,
  adminDeliveryHref,
  adminOrderHref,
  adminOrderTabLabel,
  type AdminOrderTab,
} from "~/models/order/admin-page";

type TabData = Pick<
  AdminOrderPage,
  "company" | "website" | "services" | "pages" | "payment" | "invoices" | "delivery" | "intake"
> & { order: { id: string; status: string } };

export function AdminOrderTabs({
  tab,
  data,
  moneyTab = true,
}: {
  tab: AdminOrderTab;
  data: TabData;
  /** false: the role sees no prices or payments, the tab 'Zahlung' is left out */
  moneyTab?: boolean;
}) {
  return (
    <>
      <nav
        aria-label="Bereiche des Auftrags"
        className="flex flex-wrap gap-1 rounded-xl bg-slate-200/60 p-1"
      >
        {ADMIN_ORDER_TABS.filter((t) => moneyTab || t.id !== "payment").map((t) => (
          <Link
            key={t.id}
            to={adminOrderHref(data.order.id, t.id)}
            preventScrollReset
            replace
            aria-current={t.id === tab ? "page" : undefined}
            className={cn(
              // narrow enough that all seven stay one row beside the side column at 1280 px
              "flex-1 whitespace-nowrap rounded-lg px-2.5 py-2 text-center text-sm font-semibold transition",
              t.id === tab
                ? "bg-white text-slate-900 shadow"
                : "text-slate-600 hover:bg-white/60 hover:text-slate-900",
            )}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <Panel
        titleId="tab-title"
        title={adminOrderTabLabel(tab)}
        className="mt-4"
        padding="sm:p-8"
        titleGap="mb-5"
        testId="tab-panel"
      >
        <TabPanel tab={tab} data={data} />
      </Panel>
    </>
  );
}

function TabPanel({ tab, data }: { tab: AdminOrderTab; data: TabData }) {
  switch (tab) {
    case "intake":
      return data.intake ? <IntakePanel intake={data.intake} /> : null;
    case "delivery":
      return data.delivery ? (
        <AdminDeliveryPanel
          delivery={data.delivery}
          status={data.order.status}
          action={adminDeliveryHref(data.order.id)}
        />
      ) : null;
    case "company":
      return <CompanyTab company={data.company} />;
    case "website":
      return <WebsiteTab website={data.website} />;
    case "services":
      return <ServicesTab services={data.services} />;
    case "pages":
      return <PagesTab pages={data.pages} />;
    case "payment":
      return data.payment ? <PaymentTab payment={data.payment} invoices={data.invoices} /> : null;
  }
}

function CompanyTab({ company: c }: { company: AdminOrderPage["company"] }) {
  return (
    <DetailList
      items={[
        { label: "Firmenname", value: display(c.company) },
        { label: "Ansprechpartner", value: display(c.contactPerson) },
        { label: "Telefon", value: display(c.contactPhone) },
        { label: "Branche", value: display(c.industry) },
        { label: "Adresse", value: display(c.companyAddress) },
        { label: "PLZ und Ort", value: display(c.zipCity) },
        { label: "Aktuelle Website", value: display(c.currentWebsite) },
        { label: "Beschreibung", value: display(c.description), wide: true },
        {
          label: "Hochgeladene Dokumente",
          value: <DocumentLinks documents={c.documents} />,
          wide: true,
        },
      ]}
    />
  );
}

function WebsiteTab({ website: w }: { website: AdminOrderPage["website"] }) {
  return (
    <DetailList
      items={[
        { label: "Wunsch-Domain", value: display(w.domain) },
        { label: "Designstil", value: display(w.designStyle) },
        { label: "Farbwünsche", value: display(w.colorDescription), wide: true },
        { label: "Designwünsche", value: display(w.designPreferences), wide: true },
      ]}
    />
  );
}

function ServicesTab({ services }: { services: AdminOrderPage["services"] }) {
  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-sm font-medium text-slate-500">Paket</h3>
        <p className="mt-0.5 font-semibold text-slate-900" data-testid="package-line">
          {services.packageLine}
        </p>
      </div>
      <div>
        <h3 className="text-sm font-medium text-slate-500">Zusatzleistungen</h3>
        {services.addOns.length ? (
          <ul className="mt-1 space-y-1" data-testid="add-on-lines">
            {services.addOns.map((a) => (
              <li key={a.id} className="text-slate-900">
                {a.text}
                {a.detail ? <span className="block text-sm text-slate-500">{a.detail}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-0.5 text-slate-900">Keine Zusatzleistungen</p>
        )}
      </div>
    </div>
  );
}

function PagesTab({ pages }: { pages: AdminOrderPage["pages"] }) {
  if (!pages.length) return <p className="text-slate-600">Keine Seiteninhalte definiert</p>;
  return (
    <ol className="space-y-4">
      {pages.map((p) => (
        <li key={p.label} className="rounded-xl border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">{p.label}</h3>
          <div className="mt-3">
            <DetailList
              items={[
                { label: "Titel", value: display(p.title) },
                { label: "Beschreibung", value: display(p.description), wide: true },
                {
                  label: "Dokumente",
                  value: <DocumentLinks documents={p.documents} />,
                  wide: true,
                },
              ]}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

function PaymentTab({
  payment: p,
  invoices,
}: {
  payment: NonNullable<AdminOrderPage["payment"]>;
  invoices: AdminOrderPage["invoices"];
}) {
  return (
    <>
      <DetailList
        items={[
          { label: "Gesamtpreis", value: p.total },
          {
            label: "Zahlungsart",
            value: p.monthly ? `${p.paymentType} (${p.monthly})` : p.paymentType,
          },
          { label: "Zahlungsmethode", value: display(p.paymentMethod) },
          {
            label: "Zahlungs-ID des Anbieters",
            value: p.paymentId ? (
              <span className="break-all font-mono text-sm">{p.paymentId}</span>
            ) : (
              EMPTY_VALUE
            ),
          },
          {
            label: "Zahlungsstatus",
            value: (
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={p.paymentStatus === "Bezahlt" ? "success" : "warning"}>
                  {p.paymentStatus}
                </Badge>
                {p.isTestPayment ? <Badge tone="neutral">Testzahlung</Badge> : null}
              </span>
            ),
          },
          { label: "Bezahlt am", value: display(p.paidAt) },
          ...(p.subscriptionStatus
            ? [{ label: "Abo-Status beim Anbieter", value: p.subscriptionStatus }]
            : []),
        ]}
      />
      <InvoiceList
        invoices={invoices}
        emptyText="Zu diesem Auftrag gibt es noch keine Rechnungen."
      />
    </>
  );
}
