// German names of the tables for the reports of backup, restore and drill.
const TABLE_LABELS: Record<string, string> = {
  users: "Benutzerkonten",
  sessions: "Sitzungen",
  verifications: "Bestätigungscodes",
  orders: "Aufträge",
  uploaded_documents: "Dokumente",
  order_status_changes: "Statusänderungen",
  payment_events: "Zahlungsereignisse",
  portfolio_images: "Portfolio-Bilder",
  contact_inquiries: "Kontaktanfragen",
  contact_inquiry_replies: "Antworten auf Kontaktanfragen",
  rate_limits: "Zugriffszähler",
  deliveries: "Lieferungen",
  payments: "Zahlungen",
  subscriptions: "Abonnements",
  failed_charges: "Fehlgeschlagene Abbuchungen",
  invoices: "Rechnungen und Gutschriften",
  invoice_counters: "Rechnungsnummernkreise",
  order_messages: "Nachrichten",
  billing_profiles: "Rechnungsadressen",
  hostings: "Hosting",
  backup_runs: "Sicherungsprotokoll",
  _prisma_migrations: "Migrationsverlauf",
};

export function tableLabel(name: string) {
  return TABLE_LABELS[name] ?? name;
}

const number = new Intl.NumberFormat("de-DE");
export const formatCount = (n: number) => number.format(n);

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

export function formatDateTime(iso: string | Date) {
  return new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}
