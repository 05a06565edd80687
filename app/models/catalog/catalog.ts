// The one source of truth for what we sell and what it costs (spec 01 §9, 02 §9).
// Prices are in whole euros here (as the spec states them, all incl. 19 % VAT);
// pricing.ts turns them into cents. Every screen and the server read from this module.

/**
 * The promises every page, mail, legal text and date makes, one per plan (decisions:
 * "Promises"): a test reads every public page, the terms and the mails for any other.
 */
export const PROMISES = {
  /** packages: the first preview, calendar days after payment and complete details */
  packageFirstPreviewDays: 7,
  /** professionals: the first preview, working days after the complete intake */
  professionalFirstPreviewWorkingDays: 5,
  /** correction loops before acceptance */
  correctionLoops: 1,
  /** a new preview, working days after a correction request */
  correctionPreviewWorkingDays: 5,
  /** the site online, working days after acceptance */
  goLiveWorkingDays: 3,
  /** small changes free of charge after go-live – not the correction loop */
  freeSmallChangesDays: 14,
  /** notice on a subscription: this many months to the end of a month */
  noticePeriodMonths: 1,
  /** acceptance: a reminder after, and deemed given after, these days without an answer */
  acceptanceReminderDays: 7,
  deemedAcceptanceDays: 14,
} as const;

export type PackageId = "starter" | "standard" | "premium";
export type PaymentType = "onetime" | "subscription";
export type Profession = "steuerberater" | "anwaelte" | "aerzte";

export interface Package {
  id: PackageId;
  name: string;
  /** one-time price in euros */
  price: number;
  /** monthly price in euros (care subscription) */
  subscriptionPrice: number;
  description: string;
  /** pages included besides the start page (spec field additionalPages) */
  additionalPages: number;
  /** minutes of changes per month included */
  changeMinutesPerMonth: number;
  /** correction requests after a delivery that are included in the price (decisions: one) */
  correctionLoopsIncluded: number;
  popularTag?: string;
  features: string[];
  subscriptionFeatures: string[];
}

export const PACKAGES: readonly Package[] = [
  {
    id: "starter",
    name: "Starter",
    price: 249,
    subscriptionPrice: 29,
    description: "Der professionelle Onepager für Ihren Auftritt im Netz.",
    additionalPages: 0,
    changeMinutesPerMonth: 15,
    correctionLoopsIncluded: 1,
    features: [
      "Onepager mit allen wichtigen Informationen",
      "Responsives Design für alle Geräte",
      "Kontaktformular",
      "Impressum und Datenschutzerklärung",
      "SEO-Grundoptimierung",
      `Erste Vorschau in ${PROMISES.packageFirstPreviewDays} Tagen`,
    ],
    subscriptionFeatures: [
      "Hosting und SSL-Zertifikat inklusive",
      "15 Minuten Änderungen pro Monat",
      "Sicherheits-Updates und Backups",
    ],
  },
  {
    id: "standard",
    name: "Standard",
    price: 499,
    subscriptionPrice: 49,
    description: "Die Website für Unternehmen, die mehr zeigen wollen.",
    additionalPages: 3,
    changeMinutesPerMonth: 30,
    correctionLoopsIncluded: 1,
    popularTag: "Beliebt",
    features: [
      "3 Seiten inklusive Startseite",
      "Individuelles, responsives Design",
      "Kontaktformular und Google Maps",
      "Impressum und Datenschutzerklärung",
      "Erweiterte SEO-Optimierung",
      `Erste Vorschau in ${PROMISES.packageFirstPreviewDays} Tagen`,
    ],
    subscriptionFeatures: [
      "Hosting und SSL-Zertifikat inklusive",
      "30 Minuten Änderungen pro Monat",
      "Sicherheits-Updates und Backups",
      "Monatlicher Besucherbericht",
    ],
  },
  {
    id: "premium",
    name: "Premium",
    price: 999,
    subscriptionPrice: 99,
    description: "Der große Auftritt mit allem, was Ihr Unternehmen braucht.",
    additionalPages: 5,
    changeMinutesPerMonth: 60,
    correctionLoopsIncluded: 1,
    features: [
      "5 Seiten inklusive Startseite",
      "Premium-Design mit Animationen",
      "Kontaktformular, Google Maps und Social Media",
      "Impressum und Datenschutzerklärung",
      "Umfassende SEO-Optimierung",
      "Barrierearme Umsetzung",
      `Erste Vorschau in ${PROMISES.packageFirstPreviewDays} Tagen`,
    ],
    subscriptionFeatures: [
      "Hosting und SSL-Zertifikat inklusive",
      "60 Minuten Änderungen pro Monat",
      "Reaktion in unter 8 Stunden an Werktagen",
      "Sicherheits-Updates und Backups",
      "Monatlicher Besucherbericht",
    ],
  },
];

export const PACKAGE_IDS = PACKAGES.map((p) => p.id) as [PackageId, ...PackageId[]];
export const PAYMENT_TYPES = ["onetime", "subscription"] as const;
export const DEFAULT_PAYMENT_TYPE: PaymentType = "subscription";

/**
 * Pages a package includes, start page counted: its `additionalPages`, and at least the
 * start page (Starter is a one-pager with `additionalPages: 0`). Bought extra pages come on
 * top. The one rule for every page count (order creation, the order form, uploads).
 */
export function includedPages(pkg: { additionalPages: number }): number {
  return Math.max(1, pkg.additionalPages);
}

export function getPackage(id: string): Package | undefined {
  return PACKAGES.find((p) => p.id === id);
}

export type AddOnId = "extraPage" | "bilingual" | "blogSystem" | "bookingSystem";

export interface AddOn {
  id: AddOnId;
  name: string;
  /** euros, one-time */
  price: number;
  description: string;
  quantitySelectable: boolean;
  maxQuantity: number;
}

export const ADD_ONS: readonly AddOn[] = [
  {
    id: "extraPage",
    name: "Zusätzliche Seite",
    price: 99,
    description: "Jede weitere Unterseite, gestaltet im Design Ihrer Website.",
    quantitySelectable: true,
    maxQuantity: 10,
  },
  {
    id: "bilingual",
    name: "Zweisprachigkeit",
    price: 199,
    description: "Ihre Website zusätzlich in einer zweiten Sprache.",
    quantitySelectable: false,
    maxQuantity: 1,
  },
  {
    id: "blogSystem",
    name: "Blog / News",
    price: 199,
    description: "Aktuelles und Beiträge selbst veröffentlichen.",
    quantitySelectable: false,
    maxQuantity: 1,
  },
  {
    id: "bookingSystem",
    name: "Buchungssystem",
    price: 199,
    description: "Online-Terminbuchung direkt auf Ihrer Website.",
    quantitySelectable: false,
    maxQuantity: 1,
  },
];

function getAddOn(id: AddOnId): AddOn {
  const addOn = ADD_ONS.find((a) => a.id === id);
  if (!addOn) throw new Error(`Unbekannte Zusatzleistung ${id}`);
  return addOn;
}

export const MAX_EXTRA_PAGES = getAddOn("extraPage").maxQuantity;

/**
 * What each add-on costs, in euros: the one figure for package selection, the register
 * summary, the admin order, the terms, invoices and the charge. 01 §9 once kept a second
 * reading (extra page 75/149/179, blog 149); retired (decisions "One price everywhere"),
 * because a customer must never see a price other than the one charged (PAngV, UWG).
 */
export const ADD_ON_PRICES = Object.fromEntries(ADD_ONS.map((a) => [a.id, a.price])) as Record<
  AddOnId,
  number
>;

/**
 * Figures that only the terms (AGB) name, 01 §9 / 02 §9: services that are not sold in the
 * app. A price the app sells (an extra page, an add-on) is never repeated here.
 */
export const TERMS_FIGURES = {
  complexitySurchargeMin: 59,
  complexitySurchargeMax: 129,
  termAddOnMonthly: [15, 19],
  termAddOnMonths: 12,
  emergencyRestoreFirstHour: 99,
  emergencyRestorePerHour: 69,
  warrantyMonths: 12,
  termsChangeObjectionWeeks: 6,
  priceChangeNoticeWeeks: 6,
  dataExportDays: 30,
  minimumTermMonths: [12, 24],
  noticePeriodMonths: PROMISES.noticePeriodMonths,
  /** warranty: defects found after acceptance are reported within these working days */
  defectAfterDiscoveryWorkingDays: 5,
} as const;

export const SUBSCRIPTION_TERMS = {
  minimumTermMonths: 12,
  noticePeriodMonths: PROMISES.noticePeriodMonths,
} as const;

export const MARKETING = {
  maxDeliveryDays: PROMISES.packageFirstPreviewDays,
  sitesBuilt: "500+",
  hostingFreeMonths: 12,
  hostingMonthlyAfter: 19,
  freeSmallChangesDays: PROMISES.freeSmallChangesDays,
  vatPercent: 19,
} as const;

/**
 * Hosting of a one-time package after its free year. The FAQ, the terms,
 * the hosting page, mails and the Checkout read these values; the amount is gross (19 % VAT).
 */
export const HOSTING = {
  freeMonths: MARKETING.hostingFreeMonths,
  monthlyCents: MARKETING.hostingMonthlyAfter * 100,
  /** reminders (mail + dashboard notice) this many days before the free year ends */
  reminderDaysBefore: [30, 7],
  /** without an answer the site stays online this many days after the free year */
  graceDays: 30,
  /** a continued hosting: notice of one month to the end of a month */
  noticePeriodMonths: SUBSCRIPTION_TERMS.noticePeriodMonths,
  /** ended hosting: export and domain handed over on request within these days (terms) */
  handoverDays: TERMS_FIGURES.dataExportDays,
} as const;

export interface ProfessionPlan {
  id: Profession;
  /** the package value stored on the order (01 §3) */
  packageValue: Profession;
  name: string;
  title: string;
  description: string;
  setupFee: number;
  subscriptionPrice: number;
  /** correction requests after a delivery that are included (01 §9: one) */
  correctionLoopsIncluded: number;
  features: string[];
  subscriptionFeatures: string[];
  exampleSites: { slug: string; title: string }[];
}

const PROFESSIONAL_SETUP_FEE = 199;

/** Professional package (01 §3): price 0, 69 €/month, 199 € setup, 4 pages. */
export const PROFESSIONAL_PACKAGE = {
  id: "professional",
  price: 0,
  subscriptionPrice: 69,
  setupFee: PROFESSIONAL_SETUP_FEE,
  setupFeeCents: PROFESSIONAL_SETUP_FEE * 100,
  additionalPages: 4,
  changeMinutesPerMonth: 45,
  changeRequestsPerMonthFaq: 2,
  reactionHours: 4,
  setupWorkingDays: PROMISES.professionalFirstPreviewWorkingDays,
  correctionLoops: PROMISES.correctionLoops,
  minimumTermMonths: 12,
  /** "mit einer Frist von einem Monat zum Monatsende" */
  noticePeriodText: "einem Monat",
  specialOffer: "Monatliche Gebühr erst nach Abnahme Ihrer Website",
} as const;

const professionalFeatures = [
  "4 Seiten inklusive Startseite",
  "Berufsrechtskonformes Impressum und Datenschutz",
  "Responsives Design für alle Geräte",
  "SEO-Optimierung für Ihre Region",
  `Erste Vorschau in ${PROMISES.professionalFirstPreviewWorkingDays} Werktagen nach Ihren Angaben`,
  "Eine Korrekturschleife inklusive",
];
const professionalSubscriptionFeatures = [
  "Hosting und SSL-Zertifikat inklusive",
  "45 Minuten Änderungen pro Monat",
  "Reaktion in unter 4 Stunden",
  "Sicherheits-Updates und Backups",
];

/** Every profession gets the same Professional package (price, loops, features) as its own order value. */
const professionPlan = (
  plan: Pick<ProfessionPlan, "id" | "name" | "title" | "description" | "exampleSites">,
): ProfessionPlan => ({
  id: plan.id,
  packageValue: plan.id,
  name: plan.name,
  title: plan.title,
  description: plan.description,
  setupFee: PROFESSIONAL_PACKAGE.setupFee,
  subscriptionPrice: PROFESSIONAL_PACKAGE.subscriptionPrice,
  correctionLoopsIncluded: PROFESSIONAL_PACKAGE.correctionLoops,
  features: professionalFeatures,
  subscriptionFeatures: professionalSubscriptionFeatures,
  exampleSites: plan.exampleSites,
});

export const PROFESSIONS: readonly ProfessionPlan[] = [
  professionPlan({
    id: "steuerberater",
    name: "Steuerberater",
    title: "Websites für Steuerberater",
    description: "Die Kanzlei-Website, die Mandanten überzeugt.",
    exampleSites: [
      { slug: "steuerberater-weber", title: "Steuerberatung Weber" },
      { slug: "steuerberater-mueller", title: "Steuerkanzlei Müller" },
    ],
  }),
  professionPlan({
    id: "anwaelte",
    name: "Rechtsanwälte",
    title: "Websites für Rechtsanwälte",
    description: "Der seriöse Auftritt für Ihre Kanzlei.",
    exampleSites: [
      { slug: "anwalt-hoffmann", title: "Kanzlei Hoffmann" },
      { slug: "anwalt-schmidt", title: "Schmidt & Partner" },
    ],
  }),
  professionPlan({
    id: "aerzte",
    name: "Ärzte",
    title: "Websites für Arztpraxen",
    description: "Die Praxis-Website, die Patienten Orientierung gibt.",
    exampleSites: [
      { slug: "arzt-bergmann", title: "Kardiologie Dr. Bergmann" },
      { slug: "arzt-kaiser", title: "Hausarztpraxis Dr. Kaiser" },
    ],
  }),
];

export const PROFESSION_IDS = PROFESSIONS.map((p) => p.id) as [Profession, ...Profession[]];

export function getProfession(id: string | null | undefined): ProfessionPlan | undefined {
  return PROFESSIONS.find((p) => p.id === id);
}

/** What pages, mails and invoices call the ordered site: "Standard-Website", "Professional-Website für …". */
export function offerName(packageType: string): string {
  const pkg = getPackage(packageType);
  if (pkg) return `${pkg.name}-Website`;
  const profession = getProfession(packageType);
  return profession ? `Professional-Website für ${profession.name}` : "Website";
}

/** An order with its offer named, as the mail templates take it. */
export function withOffer<T extends { packageType: string }>(order: T): T & { offer: string } {
  return { ...order, offer: offerName(order.packageType) };
}

// Package values seen on professional orders (01 §3), compared case-insensitively.
const PROFESSIONAL_PACKAGE_VALUES = new Set([
  "professional",
  "steuerberater",
  "anwaelte",
  "aerzte",
  "steuerberater-landingpage",
  "anwalt-landingpage",
  "arzt-landingpage",
]);

export function isProfessionalPackage(packageType: string): boolean {
  return PROFESSIONAL_PACKAGE_VALUES.has(packageType.toLowerCase());
}

/**
 * Correction loops included in the price of an order's package or professional plan. An
 * unknown package value (legacy data) gets the same one loop every offer includes.
 */
export function correctionLoopsIncluded(packageType: string): number {
  return (
    getPackage(packageType)?.correctionLoopsIncluded ??
    getProfession(packageType)?.correctionLoopsIncluded ??
    PROFESSIONAL_PACKAGE.correctionLoops
  );
}
