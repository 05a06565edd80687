// Admin order detail (01 §2): the status panel with the status changer and the next step
// at the top, five tabs, and the status history. The tabs are links (?tab=…) rendered on the server, so they work the
// same with and without JavaScript; the status changer is a plain POST form.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { AccountDeletedBadge } from "~/components/admin/account-deleted-badge";
import { AdminShell } from "~/components/admin/admin-shell";
import { DetailList, DocumentLinks, display, EMPTY_VALUE } from "~/components/admin/detail-list";
import { IntakePanel } from "~/components/admin/intake-panel";
import { OrderMoney, PaymentProblemAlert } from "~/components/admin/order-money";
import { OrderStatusPanel } from "~/components/admin/order-status-panel";
import { AdminDeliveryPanel } from "~/components/delivery/admin-delivery-panel";
import {
  adminDeliveryAction,
  adminDeliveryLoaderData,
} from "~/components/delivery/admin-delivery.server";
import { HostingAdminPanel } from "~/components/hosting/hosting-admin-panel";
import { InvoiceList } from "~/components/invoice/invoice-list";
import { adminThreadData } from "~/components/messages/messages.server";
import { OrderMessages } from "~/components/messages/order-messages";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { adminIntakeData } from "~/models/admin-intake.server";
import { getAdminOrder, packageDisplayName } from "~/models/admin-orders.server";
import { isMoneyIntent, moneyAction } from "~/models/billing/admin-money.server";
import { hostingForOrder } from "~/models/billing/hosting.server";
import { adminMoney } from "~/models/billing/overview.server";
import { subscriptionLabel } from "~/models/billing/subscription.server";
import { getPackage } from "~/models/catalog";
import { documentUrl, listDocuments } from "~/models/document.server";
import { listInvoicesForOrder, toInvoiceListEntries } from "~/models/invoice/invoice.server";
import { DESIGN_STYLES } from "~/models/order-details";
import {
  adminStatusOptions,
  isPaidOrder,
  paymentStatusLabel,
  STATUS_LABELS,
  statusLabel,
} from "~/models/order-status";
import {
  adminStatusSchema,
  changeOrderStatus,
  confirmationQuestion,
  INVALID_STATUS,
  listStatusHistory,
  STATUS_UPDATE_FAILED,
} from "~/models/order-status.server";
import { parseAdditionalServices } from "~/models/order.server";
import { paymentMethodLabel } from "~/models/payment-method";
import { addOnLines, monthlyLabel } from "~/models/pricing";
import { CORRECTION_MESSAGES, openCorrectionLoop } from "~/models/professional.server";
import { requireAdminUserId } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { formatCents, formatDate, formatDateTime, shortId } from "~/utils/format";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isMultipart } from "~/utils/upload.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Auftrag #${data.order.shortId} – Admin – Seitenwerk`
      : "Auftrag nicht gefunden – Admin – Seitenwerk",
  },
  { name: "robots", content: "noindex" },
];

const ADMIN_ORDER_TABS = [
  { id: "company", label: "Unternehmen" },
  { id: "website", label: "Website" },
  { id: "services", label: "Leistungen" },
  { id: "pages", label: "Seiten" },
  { id: "payment", label: "Zahlung" },
  { id: "delivery", label: "Abnahme" },
  { id: "intake", label: "Angaben" },
] as const;
type AdminOrderTab = (typeof ADMIN_ORDER_TABS)[number]["id"];

const ORDER_NOT_FOUND = "Auftrag nicht gefunden";

function tabOf(value: string | null | undefined): AdminOrderTab {
  return ADMIN_ORDER_TABS.find((t) => t.id === value)?.id ?? "company";
}

/** '499 EUR' as the spec writes the admin's package line ('Standard Website - 499 EUR'). */
function eur(cents: number) {
  return `${(cents / 100).toLocaleString("de-DE", { maximumFractionDigits: 2 })} EUR`;
}

const SOURCE_LABELS: Record<string, string> = {
  admin: "Admin",
  customer: "Kunde",
  system: "System",
  payment: "Zahlung",
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminUserId(request);
  const order = await getAdminOrder(params.orderId ?? "");
  if (!order) throw json(ORDER_NOT_FOUND, { status: 404 });
  const [documents, history, delivery, money] = await Promise.all([
    listDocuments(order.id),
    listStatusHistory(order.id),
    adminDeliveryLoaderData(order.id),
    adminMoney(order.id),
  ]);
  const toLink = (d: (typeof documents)[number]) => ({
    id: d.id,
    name: d.name,
    url: documentUrl(d.id),
  });
  const pages = Array.isArray(order.pageContents)
    ? (order.pageContents as Array<{ title?: string; description?: string } | null>)
    : [];
  const services = parseAdditionalServices(order.additionalServices);
  const subscription = order.paymentType === "subscription";
  const pkg = getPackage(order.packageType);
  const packageLabel = pkg ? `${pkg.name} Website` : packageDisplayName(order.packageType);

  const tab = tabOf(new URL(request.url).searchParams.get("tab"));
  return json({
    tab,
    invoices: tab === "payment" ? toInvoiceListEntries(await listInvoicesForOrder(order.id)) : [],
    order: {
      id: order.id,
      shortId: shortId(order.id),
      status: order.status,
      // the dropdown: only statuses that fit this order (paid orders stay paid)
      statusOptions: adminStatusOptions(order),
      paid: isPaidOrder(order),
      createdAt: formatDate(order.createdAt),
      customer: {
        id: order.user.id,
        email: order.user.deletedAt ? null : order.user.email,
        name: [order.user.firstName, order.user.lastName].filter(Boolean).join(" "),
        deleted: Boolean(order.user.deletedAt),
      },
      packageName: packageDisplayName(order.packageType),
    },
    // the one correction loop of a professional intake (README "Professional plan")
    professional: order.professionalPackage
      ? {
          submittedAt: order.detailsSubmittedAt ? formatDateTime(order.detailsSubmittedAt) : null,
          correctionRequestedAt: order.correctionRequestedAt
            ? formatDateTime(order.correctionRequestedAt)
            : null,
          canOpenCorrection: Boolean(order.detailsSubmittedAt && !order.correctionRequestedAt),
        }
      : null,
    company: {
      company: order.company,
      contactPerson: order.contactPerson,
      contactPhone: order.contactPhone,
      industry: order.industry,
      companyAddress: order.companyAddress,
      zipCity: [order.companyZip, order.companyCity].filter(Boolean).join(" "),
      currentWebsite: order.currentWebsite,
      description: order.description,
      documents: documents.filter((d) => d.section === "company").map(toLink),
    },
    website: {
      domain: order.domain ? `${order.domain}${order.domainExtension || ""}` : null,
      designStyle:
        DESIGN_STYLES.find((s) => s.value === order.designStyle)?.label ?? order.designStyle,
      colorDescription: order.colorDescription,
      designPreferences: order.designPreferences,
    },
    services: {
      packageLine: `${packageLabel} - ${eur(order.basePriceCents)}${subscription ? " / Monat" : ""}`,
      addOns: addOnLines({ additionalPagesCount: order.additionalPagesCount, ...services }).map(
        (line) => ({
          id: line.id,
          text: `${line.label}${line.quantity > 1 ? ` × ${line.quantity}` : ""} - ${eur(line.totalCents)}`,
          detail:
            line.id === "bilingual" && services.bilingualLanguages.length
              ? `Sprachen: ${services.bilingualLanguages.join(", ")}`
              : null,
        }),
      ),
    },
    pages: pages.map((page, index) => ({
      label: index === 0 ? "Startseite" : `Seite ${index + 1}`,
      title: page?.title ?? null,
      description: page?.description ?? null,
      documents: documents.filter((d) => d.section === "page" && d.pageIndex === index).map(toLink),
    })),
    payment: {
      total: formatCents(order.totalPriceCents),
      monthly: monthlyLabel(order),
      paymentType: subscription ? "Monatliches Abo" : "Einmalzahlung",
      // what the provider reports (card, sepa_debit, …) in German; the spec's field
      // (full / subscription) is the 'Zahlungsart' above
      paymentMethod: paymentMethodLabel(order.paymentMethodType, order.paymentMethod),
      // Stripe's status word in German (never "past_due")
      subscriptionStatus: order.subscriptionStatus
        ? (subscriptionLabel[order.subscriptionStatus] ?? "Unbekannt")
        : null,
      paymentId: order.stripePaymentId ?? order.stripePaymentIntentId,
      paymentStatus: paymentStatusLabel(order),
      paidAt: order.paidAt ? formatDateTime(order.paidAt) : null,
      isTestPayment: order.isTestPayment,
    },
    delivery,
    messages: await adminThreadData(order.id),
    intake: tab === "intake" ? await adminIntakeData(order.id) : null,
    money: money!,
    hosting: await hostingForOrder(order.id),
    history: history.map((h) => ({
      id: h.id,
      note: h.note,
      at: formatDateTime(h.createdAt),
      from: h.fromStatus ? statusLabel(h.fromStatus) : null,
      to: statusLabel(h.toStatus),
      by: h.changedBy?.email ?? null,
      source: SOURCE_LABELS[h.source] ?? h.source,
    })),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const adminId = await requireAdminUserId(request);
  const orderId = params.orderId ?? "";
  // the delivery form is the page's only multipart form (it carries files)
  if (isMultipart(request)) {
    const outcome = await adminDeliveryAction(request, orderId, adminId);
    return "response" in outcome
      ? outcome.response
      : json({ delivery: outcome.data }, { status: outcome.status });
  }
  const formData = await readFormData(request);
  const tab = tabOf(String(formData.get("tab") ?? ""));
  const intent = formData.get("intent");
  if (isMoneyIntent(intent)) {
    await requireOrderExists(orderId);
    return moneyAction(orderId, adminId, intent, formData, `/admin/orders/${orderId}`);
  }
  if (formData.get("intent") === "open-correction") {
    const back = `/admin/orders/${orderId}${tab === "company" ? "" : `?tab=${tab}`}`;
    const outcome = await openCorrectionLoop(orderId, adminId);
    if (outcome === "not-found") throw json(ORDER_NOT_FOUND, { status: 404 });
    if (outcome === "not-possible")
      return json({ error: CORRECTION_MESSAGES.notPossible }, { status: 409 });
    return redirectWithToast(back, {
      type: "success",
      title: CORRECTION_MESSAGES.opened,
      description: CORRECTION_MESSAGES.openedText,
    });
  }
  const parsed = adminStatusSchema.safeParse({
    status: formData.get("status"),
    confirm: formData.get("confirm") ?? undefined,
    note: formData.get("note") ?? undefined,
  });
  if (!parsed.success)
    return json({ error: parsed.error.issues[0]?.message ?? INVALID_STATUS }, { status: 400 });
  try {
    const result = await changeOrderStatus(
      orderId,
      parsed.data.status,
      { userId: adminId, source: "admin" },
      { confirmed: parsed.data.confirm, note: parsed.data.note },
    );
    if (result.outcome === "not_found") throw json(ORDER_NOT_FOUND, { status: 404 });
    if (result.outcome === "not_allowed")
      return json({ error: `Statuswechsel nicht möglich: ${result.reason}` }, { status: 409 });
    // a change backwards (or to or from 'Storniert'): the page asks first, nothing is written
    if (result.outcome === "needs_confirmation")
      return json({
        confirmStatus: {
          status: result.toStatus,
          question: confirmationQuestion(result.fromStatus, result.toStatus),
        },
      });
    const back = `/admin/orders/${orderId}${tab === "company" ? "" : `?tab=${tab}`}`;
    if (result.outcome === "unchanged")
      return redirectWithToast(back, {
        type: "message",
        title: "Status unverändert",
        description: `Der Auftrag ist bereits „${STATUS_LABELS[result.status]}“.`,
      });
    return redirectWithToast(back, {
      type: "success",
      title: "Status aktualisiert",
      description: `Neuer Status: ${STATUS_LABELS[result.toStatus]}${
        parsed.data.confirm ? " (im Statusverlauf vermerkt)" : ""
      }`,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ error }, "Status konnte nicht aktualisiert werden");
    return json({ error: STATUS_UPDATE_FAILED }, { status: 500 });
  }
}

async function requireOrderExists(orderId: string) {
  if (!(await getAdminOrder(orderId))) throw json(ORDER_NOT_FOUND, { status: 404 });
}

function TabPanel() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  switch (data.tab) {
    case "intake":
      return data.intake ? <IntakePanel intake={data.intake} /> : null;
    case "delivery":
      return data.delivery ? (
        <AdminDeliveryPanel
          delivery={data.delivery}
          actionData={actionData && "delivery" in actionData ? actionData.delivery : undefined}
          status={data.order.status}
        />
      ) : null;
    case "company": {
      const c = data.company;
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
    case "website": {
      const w = data.website;
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
    case "services":
      return (
        <div className="space-y-5">
          <div>
            <h3 className="text-sm font-medium text-slate-500">Paket</h3>
            <p className="mt-0.5 font-semibold text-slate-900" data-testid="package-line">
              {data.services.packageLine}
            </p>
          </div>
          <div>
            <h3 className="text-sm font-medium text-slate-500">Zusatzleistungen</h3>
            {data.services.addOns.length ? (
              <ul className="mt-1 space-y-1" data-testid="add-on-lines">
                {data.services.addOns.map((a) => (
                  <li key={a.id} className="text-slate-900">
                    {a.text}
                    {a.detail ? (
                      <span className="block text-sm text-slate-500">{a.detail}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-0.5 text-slate-900">Keine Zusatzleistungen</p>
            )}
          </div>
        </div>
      );
    case "pages":
      if (!data.pages.length)
        return <p className="text-slate-600">Keine Seiteninhalte definiert</p>;
      return (
        <ol className="space-y-4">
          {data.pages.map((p) => (
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
    case "payment": {
      const p = data.payment;
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
            invoices={data.invoices}
            emptyText="Zu diesem Auftrag gibt es noch keine Rechnungen."
          />
        </>
      );
    }
  }
}

export default function AdminOrderDetail() {
  const { order, tab, history, professional, money, messages, hosting } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const statusError = actionData && "error" in actionData ? actionData.error : undefined;
  const confirmStatus =
    actionData && "confirmStatus" in actionData ? actionData.confirmStatus : undefined;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const activeLabel = ADMIN_ORDER_TABS.find((t) => t.id === tab)!.label;

  return (
    <AdminShell>
      <div className="container-page py-8 sm:py-12">
        <Link
          to="/admin/dashboard"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Zurück zur Übersicht
        </Link>
        <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">
              Auftrag <span className="font-mono">#{order.shortId}</span>
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-slate-600">
              {order.packageName} ·{" "}
              {order.customer.deleted ? (
                <AccountDeletedBadge />
              ) : (
                <span>
                  {order.customer.name ? `${order.customer.name}, ` : ""}
                  {order.customer.email}
                </span>
              )}
              <Link
                to={`/admin/customers/${order.customer.id}`}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                Kunde ansehen
              </Link>
            </p>
          </div>
        </div>

        <PaymentProblemAlert problem={money.problem} at={money.problemAt} />

        {/* the status and the next step first: on a phone the page is long (issue 28) */}
        <OrderStatusPanel
          order={order}
          tab={tab}
          paymentProblem={money.problem}
          statusError={statusError}
          confirmStatus={confirmStatus}
          saving={saving}
        />

        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0">
            <nav
              aria-label="Bereiche des Auftrags"
              className="flex flex-wrap gap-1 rounded-xl bg-slate-200/60 p-1"
            >
              {ADMIN_ORDER_TABS.map((t) => (
                <Link
                  key={t.id}
                  to={`/admin/orders/${order.id}${t.id === "company" ? "" : `?tab=${t.id}`}`}
                  preventScrollReset
                  replace
                  aria-current={t.id === tab ? "page" : undefined}
                  className={cn(
                    "flex-1 whitespace-nowrap rounded-lg px-4 py-2 text-center text-sm font-semibold transition",
                    t.id === tab
                      ? "bg-white text-slate-900 shadow"
                      : "text-slate-600 hover:bg-white/60 hover:text-slate-900",
                  )}
                >
                  {t.label}
                </Link>
              ))}
            </nav>
            <section
              aria-labelledby="tab-title"
              className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
              data-testid="tab-panel"
            >
              <h2 id="tab-title" className="mb-5 text-lg font-semibold text-slate-900">
                {activeLabel}
              </h2>
              <TabPanel />
            </section>
            <OrderMoney money={money} />
            <OrderMessages {...messages} viewer="admin" className="mt-6" />
          </div>

          <aside className="space-y-6">
            <HostingAdminPanel hosting={hosting} />
            {professional ? (
              <section
                aria-labelledby="correction-title"
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h2 id="correction-title" className="text-lg font-semibold text-slate-900">
                  Kundenportal
                </h2>
                <dl className="mt-3 grid gap-2 text-sm">
                  <div>
                    <dt className="text-slate-500">Angaben übermittelt</dt>
                    <dd className="font-medium text-slate-900">
                      {professional.submittedAt ?? "Noch nicht"}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Korrekturschleife</dt>
                    <dd className="font-medium text-slate-900" data-testid="correction-state">
                      {professional.correctionRequestedAt
                        ? `geöffnet am ${professional.correctionRequestedAt}`
                        : "nicht genutzt"}
                    </dd>
                  </div>
                </dl>
                {professional.canOpenCorrection ? (
                  <Form method="post" className="mt-4">
                    <input type="hidden" name="tab" value={tab} />
                    <p className="mb-3 text-xs text-slate-600">
                      Der Kunde kann seine Angaben dann einmal überarbeiten; der Status wird
                      „Angaben ausstehend“.
                    </p>
                    <Button
                      type="submit"
                      name="intent"
                      value="open-correction"
                      variant="secondary"
                      className="w-full"
                      disabled={saving}
                    >
                      Korrekturschleife öffnen
                    </Button>
                  </Form>
                ) : null}
              </section>
            ) : null}

            <section
              aria-labelledby="history-title"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="history-title" className="text-lg font-semibold text-slate-900">
                Statusverlauf
              </h2>
              {history.length ? (
                <ol className="mt-3 space-y-3" data-testid="status-history">
                  {history.map((h) => (
                    <li key={h.id} className="break-words border-l-2 border-slate-200 pl-3 text-sm">
                      <p className="font-medium text-slate-900">
                        {h.from === h.to && h.note ? h.note : h.from ? `${h.from} → ${h.to}` : h.to}
                      </p>
                      {h.note && h.from !== h.to ? (
                        <p className="text-slate-600">{h.note}</p>
                      ) : null}
                      <p className="text-slate-500">
                        <time>{h.at}</time> · {h.source}
                        {h.by ? ` (${h.by})` : ""}
                      </p>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="mt-3 text-sm text-slate-600">Noch keine Statusänderungen.</p>
              )}
            </section>
          </aside>
        </div>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && typeof document !== "undefined") console.error(error);
  return (
    <AdminShell>
      <div className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {notFound ? ORDER_NOT_FOUND : "Ein Fehler ist aufgetreten"}
        </h1>
        <p className="mt-4 max-w-xl text-slate-600">
          {notFound
            ? "Diesen Auftrag gibt es nicht (mehr)."
            : "Der Auftrag konnte nicht geladen werden. Bitte versuchen Sie es später erneut."}
        </p>
        <ButtonLink to="/admin/dashboard" className="mt-8">
          Zurück zur Übersicht
        </ButtonLink>
      </div>
    </AdminShell>
  );
}
