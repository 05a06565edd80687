// The customer's order page (/order-details/{id}) as plain JSON for its view: the header,
// the form's stored values and documents, the invoices once paid, the money notices and
// the delivery. The thread comes from the messages module; the URL's choices (tab,
// confirmation step) from the route.
import type { Order } from "@prisma/client";
import type { DeliveryViewData } from "~/models/delivery/delivery";
import { subscriptionNotice } from "~/models/billing/overview.server";
import { openChargeOfOrder } from "~/models/billing/recovery.server";
import {
  getPackage,
  getProfession,
  isProfessionalPackage,
  offerName,
} from "~/models/catalog/catalog";
import { priceLabel } from "~/models/catalog/pricing";
import { deliveryOverview } from "~/models/delivery/delivery.server";
import { deliveryViewData } from "~/models/delivery/view.server";
import { listInvoicesForUser, toInvoiceListEntries } from "~/models/invoice/invoice.server";
import { defaultPageTitle } from "~/models/order/details";
import { documentUrl, listDocuments } from "~/models/order/document.server";
import { pageCountOf } from "~/models/order/order.server";
import { isReadOnlyForCustomer } from "~/models/order/status";
import { formatDate, shortId } from "~/utils/format";

type StoredPage = { title?: string; description?: string };

/** The delivered previews and the customer's answers; null while nothing was delivered. */
export async function customerDeliveryView(
  order: Parameters<typeof deliveryOverview>[0],
): Promise<DeliveryViewData | null> {
  const overview = await deliveryOverview(order);
  return overview.deliveries.length ? deliveryViewData(overview) : null;
}

function packageName(packageType: string) {
  const name = getPackage(packageType)?.name;
  if (name) return name;
  return isProfessionalPackage(packageType)
    ? `Professional ${getProfession(packageType)?.name ?? ""}`.trim()
    : packageType;
}

export type OrderFormValues = ReturnType<typeof formValues>;

/** What the order form starts with: the stored values, one entry per page of the package. */
function formValues(order: Order) {
  const stored = Array.isArray(order.pageContents) ? (order.pageContents as StoredPage[]) : [];
  return {
    company: order.company ?? "",
    companyAddress: order.companyAddress ?? "",
    companyZip: order.companyZip ?? "",
    companyCity: order.companyCity ?? "",
    contactPerson: order.contactPerson ?? "",
    contactPhone: order.contactPhone ?? "",
    industry: order.industry ?? "",
    description: order.description ?? "",
    currentWebsite: order.currentWebsite ?? "",
    vatId: order.vatId ?? "",
    domain: order.domain ?? "",
    domainExtension: order.domainExtension || ".de",
    designStyle: order.designStyle ?? "",
    colorDescription: order.colorDescription ?? "",
    designPreferences: order.designPreferences ?? "",
    pageContents: Array.from({ length: pageCountOf(order) }, (_, i) => ({
      title: stored[i]?.title || defaultPageTitle(i),
      description: stored[i]?.description ?? "",
    })),
  };
}

export async function orderPageData(order: Order) {
  const readOnly = isReadOnlyForCustomer(order.status);
  const professional = isProfessionalPackage(order.packageType);
  const [documents, subscriptionPending, openCharge, invoices, delivery] = await Promise.all([
    listDocuments(order.id),
    subscriptionNotice(order.id),
    openChargeOfOrder(order.id),
    readOnly ? listInvoicesForUser(order.userId, order.id) : null,
    customerDeliveryView(order),
  ]);
  const toDoc = (d: (typeof documents)[number]) => ({
    id: d.id,
    name: d.name,
    size: d.size,
    url: documentUrl(d.id),
  });
  return {
    order: {
      id: order.id,
      shortId: shortId(order.id),
      status: order.status,
      createdAt: formatDate(order.createdAt),
      packageName: packageName(order.packageType),
      offer: offerName(order.packageType),
      price: priceLabel(order),
      values: formValues(order),
    },
    readOnly,
    invoices: invoices ? toInvoiceListEntries(invoices) : [],
    subscriptionPending,
    openCharge,
    companyDocuments: documents.filter((d) => d.section === "company").map(toDoc),
    pageDocuments: Array.from({ length: pageCountOf(order) }, (_, i) =>
      documents.filter((d) => d.section === "page" && d.pageIndex === i).map(toDoc),
    ),
    // a professional's details live in the portal: this page shows only the delivery
    professional: professional ? { submitted: Boolean(order.detailsSubmittedAt) } : null,
    delivery,
  };
}
