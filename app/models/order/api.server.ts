// The order as the JSON API shows it (01 §3 field names, prices in euros, ids as uuids).
import { documentUrl, listDocuments } from "./document.server";
import type { Order } from "@prisma/client";
import { cents } from "~/utils/api.server";
import { prisma } from "~/utils/db.server";

type Doc = Awaited<ReturnType<typeof listDocuments>>[number];

const docJson = (d: Doc) => ({
  id: d.id,
  name: d.name,
  type: d.contentType,
  size: d.size,
  url: documentUrl(d.id),
});

function serializeOrder(order: Order, documents: Doc[] = []) {
  const pages = Array.isArray(order.pageContents)
    ? (order.pageContents as Array<{ title?: string; description?: string }>)
    : [];
  return {
    id: order.id,
    userId: order.userId,
    company: order.company,
    companyAddress: order.companyAddress,
    companyCity: order.companyCity,
    companyZip: order.companyZip,
    contactPerson: order.contactPerson,
    contactPhone: order.contactPhone,
    industry: order.industry,
    description: order.description,
    currentWebsite: order.currentWebsite,
    companyDocuments: documents.filter((d) => d.section === "company").map(docJson),
    domain: order.domain,
    domainExtension: order.domainExtension,
    additionalPages: order.additionalPages,
    additionalPagesCount: order.additionalPagesCount,
    designStyle: order.designStyle,
    colorDescription: order.colorDescription,
    designPreferences: order.designPreferences,
    pageContents: pages.map((p, i) => ({
      title: p.title ?? "",
      description: p.description ?? "",
      documents: documents.filter((d) => d.section === "page" && d.pageIndex === i).map(docJson),
    })),
    packageType: order.packageType,
    basePrice: cents(order.basePriceCents),
    additionalServices: order.additionalServices,
    totalPrice: cents(order.totalPriceCents),
    monthlyPrice: cents(order.monthlyPriceCents),
    paymentMethod: order.paymentMethod,
    paymentType: order.paymentType,
    status: order.status,
    stripePaymentIntentId: order.stripePaymentIntentId,
    stripePaymentId: order.stripePaymentId,
    isTestPayment: order.isTestPayment,
    package: order.professionalPackage,
    professional_details: order.professionalDetails,
    customer: order.providerCustomer,
    uploadedFiles: documents.filter((d) => d.section === "professional").map(docJson),
    currentStep: order.currentStep,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

export async function serializeOrderWithDocuments(order: Order) {
  return serializeOrder(order, await listDocuments(order.id));
}

/** POST /api/user-orders: the customer's orders, newest first, in the API's shape. */
export async function listOrdersForApi(userId: string) {
  const orders = await prisma.order.findMany({ where: { userId }, orderBy: { createdAt: "desc" } });
  return orders.map((o) => serializeOrder(o));
}
