// Everything a customer told us, for the admin order page's tab 'Angaben': for the
// professional plan the portal's six steps with the wizard's own labels (FIELD_LABELS,
// PORTAL_STEPS, STEP_FIELDS, styleLabel – never copies) and the portal's files; for every
// order each order field of 01 §3, including those the other tabs leave out.
import { getPackage, getProfession } from "../catalog/catalog";
import {
  FIELD_LABELS,
  MULTILINE_FIELDS,
  normalizeDetails,
  PORTAL_STEPS,
  STEP_FIELDS,
  styleLabel,
  type ProfessionalDetails,
  type TextField,
} from "../professional/professional";
import { DESIGN_STYLES } from "./details";
import { parseAdditionalServices } from "./order.server";
import { statusLabel } from "./status";
import { prisma } from "~/utils/db.server";
import { formatCents, formatDateTime } from "~/utils/format";

interface IntakeItem {
  label: string;
  value: string;
  wide?: boolean;
}

interface IntakeFile {
  id: string;
  name: string;
  size: number;
  url: string | null;
}

export interface AdminIntake {
  orderFields: IntakeItem[];
  professional: {
    submittedAt: string | null;
    steps: { step: number; title: string; items: IntakeItem[] }[];
    files: IntakeFile[];
    providerCustomer: IntakeItem[];
  } | null;
}

function fieldValue(details: ProfessionalDetails, field: TextField | "existingLogo") {
  if (field === "existingLogo") return details.existingLogo ? "Ja" : "Nein";
  const value = details[field];
  if (field === "stylePreferences") return value ? styleLabel(value) || value : "";
  return value;
}

const yesNo = (value: boolean) => (value ? "Ja" : "Nein");

export async function adminIntakeData(orderId: string): Promise<AdminIntake | null> {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    include: {
      documents: {
        where: { messageId: null, deliveryId: null },
        orderBy: { createdAt: "asc" },
        select: { id: true, name: true, size: true, section: true },
      },
    },
  });
  if (!order) return null;
  const services = parseAdditionalServices(order.additionalServices);
  const pages = Array.isArray(order.pageContents) ? order.pageContents : [];
  const design = DESIGN_STYLES.find((s) => s.value === order.designStyle)?.label;
  const orderFields: IntakeItem[] = [
    { label: "Auftrags-ID", value: order.id },
    { label: "Paket", value: getPackage(order.packageType)?.name ?? order.packageType },
    { label: "Status", value: statusLabel(order.status) },
    { label: "Firmenname", value: order.company ?? "" },
    { label: "Straße und Hausnummer", value: order.companyAddress ?? "" },
    { label: "Postleitzahl", value: order.companyZip ?? "" },
    { label: "Ort", value: order.companyCity ?? "" },
    { label: "Ansprechpartner", value: order.contactPerson ?? "" },
    { label: "Telefon", value: order.contactPhone ?? "" },
    { label: "Branche", value: order.industry ?? "" },
    { label: "Aktuelle Website", value: order.currentWebsite ?? "" },
    { label: "USt-IdNr.", value: order.vatId ?? "" },
    { label: "Beschreibung des Unternehmens", value: order.description ?? "", wide: true },
    {
      label: "Unternehmensdokumente",
      value: order.documents.filter((d) => d.section === "company").length.toString(),
    },
    { label: "Wunsch-Domain", value: order.domain ?? "" },
    { label: "Endung", value: order.domainExtension ?? "" },
    { label: "Enthaltene Seiten", value: String(order.additionalPages) },
    { label: "Zusätzliche Seiten", value: String(order.additionalPagesCount) },
    { label: "Seiteninhalte angelegt", value: String(pages.length) },
    { label: "Designstil", value: design ?? order.designStyle ?? "" },
    { label: "Farbwünsche", value: order.colorDescription ?? "", wide: true },
    { label: "Designwünsche und Vorbilder", value: order.designPreferences ?? "", wide: true },
    { label: "Zweisprachig", value: yesNo(services.bilingual) },
    { label: "Sprachen", value: services.bilingualLanguages.join(", ") },
    { label: "Blog-System", value: yesNo(services.blogSystem) },
    { label: "Buchungssystem", value: yesNo(services.bookingSystem) },
    { label: "Grundpreis", value: formatCents(order.basePriceCents) },
    { label: "Gesamtpreis", value: formatCents(order.totalPriceCents) },
    {
      label: "Monatlicher Preis",
      value: order.monthlyPriceCents === null ? "" : formatCents(order.monthlyPriceCents),
    },
    {
      label: "Zahlungsmodell",
      value: order.paymentType === "subscription" ? "Monatliches Abo" : "Einmalzahlung",
    },
    { label: "Zahlungsart", value: order.paymentMethod ?? "" },
    { label: "Zahlungs-ID (Anbieter)", value: order.stripePaymentId ?? "" },
    { label: "Zahlungsvorgang-ID (Anbieter)", value: order.stripePaymentIntentId ?? "" },
    { label: "Aktueller Schritt", value: String(order.currentStep) },
    { label: "Erstellt am", value: formatDateTime(order.createdAt) },
    { label: "Zuletzt geändert", value: formatDateTime(order.updatedAt) },
  ];

  if (!order.professionalPackage) return { orderFields, professional: null };

  const details = normalizeDetails(order.professionalDetails);
  const steps = PORTAL_STEPS.filter((s) => STEP_FIELDS[s.step].length > 0).map((s) => ({
    step: s.step,
    title: s.title,
    items: STEP_FIELDS[s.step].map((field) => ({
      label: FIELD_LABELS[field],
      value: fieldValue(details, field),
      // the portal's text areas span the whole width here too
      wide: (MULTILINE_FIELDS as ReadonlySet<string>).has(field),
    })),
  }));
  const stored = order.documents.filter((d) => d.section === "professional");
  const files: IntakeFile[] = [
    ...stored.map((d) => ({ id: d.id, name: d.name, size: d.size, url: `/files/${d.id}` })),
    // names the portal recorded whose row is gone (e.g. deleted after the contract ended)
    ...details.uploadedFiles
      .filter((f) => !stored.some((d) => d.id === f.id))
      .map((f) => ({ id: f.id, name: f.name, size: f.size, url: null })),
  ];
  const provider = (order.providerCustomer ?? {}) as {
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    address?: { line1?: string | null; postal_code?: string | null; city?: string | null } | null;
  };
  return {
    orderFields: [
      ...orderFields.slice(0, 2),
      {
        label: "Professional-Paket",
        value: `${order.professionalPackage}${order.profession ? ` (${getProfession(order.profession)?.name ?? order.profession})` : ""}`,
      },
      ...orderFields.slice(2),
    ],
    professional: {
      submittedAt: order.detailsSubmittedAt ? formatDateTime(order.detailsSubmittedAt) : null,
      steps,
      files,
      providerCustomer: [
        { label: "Name", value: provider.name ?? "" },
        { label: "E-Mail", value: provider.email ?? "" },
        { label: "Telefon", value: provider.phone ?? "" },
        {
          label: "Adresse",
          value: [
            provider.address?.line1,
            [provider.address?.postal_code, provider.address?.city].filter(Boolean).join(" "),
          ]
            .filter(Boolean)
            .join(", "),
        },
      ],
    },
  };
}
