// The admin order page's view model (01 §2): the order's header and status, the tabs'
// contents, money, delivery, hosting and the status history, formatted for the page.
import { hostingForOrder } from "../billing/hosting.server";
import { adminMoney } from "../billing/overview.server";
import { paymentMethodLabel } from "../billing/payment-method";
import { subscriptionLabel } from "../billing/subscription.server";
import { getPackage, getProfession, offerName } from "../catalog/catalog";
import { addOnLines, monthlyLabel } from "../catalog/pricing";
import { adminDeliveryView } from "../delivery/view.server";
import { listInvoicesForOrder, toInvoiceListEntries } from "../invoice/invoice.server";
import { canReleaseIntake } from "../professional/professional";
import { staffSignature } from "../team/permissions";
import { adminIntakeData } from "./admin-intake.server";
import { getAdminOrder, packageDisplayName } from "./admin-list.server";
import { DESIGN_STYLES } from "./details";
import { documentUrl, listDocuments } from "./document.server";
import { parseAdditionalServices } from "./order.server";
import { adminStatusOptions, isPaidOrder, paymentStatusLabel, statusLabel } from "./status";
import { listStatusHistory } from "./status.server";
import type { AdminOrderTab } from "./admin-page";
import { formatCents, formatDate, formatDateTime, shortId } from "~/utils/format";

type AdminOrder = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;
type OrderDocument = Awaited<ReturnType<typeof listDocuments>>[number];

const SOURCE_LABELS: Record<string, string> = {
  admin: "Admin",
  customer: "Kunde",
  system: "System",
  payment: "Zahlung",
};

/** '499 EUR' as the spec writes the admin's package line ('Standard-Website - 499 EUR'). */
function eur(cents: number) {
  return `${(cents / 100).toLocaleString("de-DE", { maximumFractionDigits: 2 })} EUR`;
}

const documentLink = (d: OrderDocument) => ({ id: d.id, name: d.name, url: documentUrl(d.id) });

/** What the staff member's role may see on the page (models/team/permissions). */
export interface AdminOrderSight {
  /** prices, payments, invoices, hosting charges */
  money: boolean;
  /** the customer's e-mail address and telephone number */
  contact: boolean;
}

const FULL_SIGHT: AdminOrderSight = { money: true, contact: true };
const MONEY_NOTE_HIDDEN = "Zahlungsvorgang (Einzelheiten sieht, wer Zahlungen sehen darf)";

/** Everything the page shows on `tab`; null for an unknown (or malformed) id. */
export async function adminOrderPage(
  orderId: string,
  tab: AdminOrderTab,
  sight: AdminOrderSight = FULL_SIGHT,
) {
  const order = await getAdminOrder(orderId);
  if (!order) return null;
  // a role without the money right is not sent what it may not see (the page data is public
  // to the browser, hiding it in the view would not be enough)
  const [documents, history, delivery, money, hosting, invoices, intake] = await Promise.all([
    listDocuments(order.id),
    listStatusHistory(order.id),
    adminDeliveryView(order.id),
    sight.money ? adminMoney(order.id) : null,
    sight.money ? hostingForOrder(order.id) : null,
    tab === "payment" && sight.money ? listInvoicesForOrder(order.id) : null,
    tab === "intake" ? adminIntakeData(order.id) : null,
  ]);
  const header = orderHeader(order);
  if (!sight.contact) header.customer.email = null;
  const company = companyTab(order, documents);
  if (!sight.contact) company.contactPhone = null;
  return {
    tab,
    invoices: invoices ? toInvoiceListEntries(invoices) : [],
    order: header,
    professional: professionalIntake(order),
    company,
    website: websiteTab(order),
    services: servicesTab(order, sight.money),
    pages: pagesTab(order, documents),
    payment: sight.money ? paymentTab(order) : null,
    delivery,
    intake,
    money: sight.money ? money! : null,
    hosting,
    assigneeId: order.assigneeId,
    assignee: order.assignee ? staffSignature(order.assignee) : null,
    history: history.map((h) => ({
      id: h.id,
      // a line about money (a refund's amount) keeps its place but not its figures
      note: !sight.money && h.note && /€|EUR|\d,\d\d/.test(h.note) ? MONEY_NOTE_HIDDEN : h.note,
      at: formatDateTime(h.createdAt),
      from: h.fromStatus ? statusLabel(h.fromStatus) : null,
      to: statusLabel(h.toStatus),
      by: h.changedBy ? staffSignature(h.changedBy) : null,
      source: SOURCE_LABELS[h.source] ?? h.source,
    })),
  };
}
export type AdminOrderPage = NonNullable<Awaited<ReturnType<typeof adminOrderPage>>>;

function orderHeader(order: AdminOrder) {
  return {
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
  };
}

/** The team's one release of a submitted intake for changes (models/professional `canReleaseIntake`). */
function professionalIntake(order: AdminOrder) {
  if (!order.professionalPackage) return null;
  return {
    submittedAt: order.detailsSubmittedAt ? formatDateTime(order.detailsSubmittedAt) : null,
    correctionRequestedAt: order.correctionRequestedAt
      ? formatDateTime(order.correctionRequestedAt)
      : null,
    canOpenCorrection: canReleaseIntake(order),
  };
}

function companyTab(order: AdminOrder, documents: OrderDocument[]) {
  return {
    company: order.company,
    contactPerson: order.contactPerson,
    contactPhone: order.contactPhone,
    industry: order.industry,
    companyAddress: order.companyAddress,
    zipCity: [order.companyZip, order.companyCity].filter(Boolean).join(" "),
    currentWebsite: order.currentWebsite,
    description: order.description,
    documents: documents.filter((d) => d.section === "company").map(documentLink),
  };
}

function websiteTab(order: AdminOrder) {
  return {
    domain: order.domain ? `${order.domain}${order.domainExtension || ""}` : null,
    designStyle:
      DESIGN_STYLES.find((s) => s.value === order.designStyle)?.label ?? order.designStyle,
    colorDescription: order.colorDescription,
    designPreferences: order.designPreferences,
  };
}

function servicesTab(order: AdminOrder, prices = true) {
  const services = parseAdditionalServices(order.additionalServices);
  // "Standard-Website", "Professional-Website für Steuerberater"; an unknown value as stored
  const known = getPackage(order.packageType) || getProfession(order.packageType);
  const packageLabel = known ? offerName(order.packageType) : packageDisplayName(order.packageType);
  const monthly = order.paymentType === "subscription" ? " / Monat" : "";
  return {
    packageLine: prices ? `${packageLabel} - ${eur(order.basePriceCents)}${monthly}` : packageLabel,
    addOns: addOnLines({ additionalPagesCount: order.additionalPagesCount, ...services }).map(
      (line) => ({
        id: line.id,
        text: `${line.label}${line.quantity > 1 ? ` × ${line.quantity}` : ""}${prices ? ` - ${eur(line.totalCents)}` : ""}`,
        detail:
          line.id === "bilingual" && services.bilingualLanguages.length
            ? `Sprachen: ${services.bilingualLanguages.join(", ")}`
            : null,
      }),
    ),
  };
}

function pagesTab(order: AdminOrder, documents: OrderDocument[]) {
  const pages = Array.isArray(order.pageContents)
    ? (order.pageContents as Array<{ title?: string; description?: string } | null>)
    : [];
  return pages.map((page, index) => ({
    label: index === 0 ? "Startseite" : `Seite ${index + 1}`,
    title: page?.title ?? null,
    description: page?.description ?? null,
    documents: documents
      .filter((d) => d.section === "page" && d.pageIndex === index)
      .map(documentLink),
  }));
}

function paymentTab(order: AdminOrder) {
  return {
    total: formatCents(order.totalPriceCents),
    monthly: monthlyLabel(order),
    paymentType: order.paymentType === "subscription" ? "Monatliches Abo" : "Einmalzahlung",
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
  };
}
