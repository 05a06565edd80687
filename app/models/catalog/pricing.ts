// Price computation from the catalogue. Pure and shared by server and browser: the
// browser uses it for the live preview, the server recomputes every stored price.
// The server never takes a price from a request.
import {
  ADD_ON_PRICES,
  ADD_ONS,
  MAX_EXTRA_PAGES,
  getPackage,
  isProfessionalPackage,
  offerName,
  type AddOnId,
  type PackageId,
  type PaymentType,
} from "./catalog";
import { formatCents } from "~/utils/format";

export interface PackageConfig {
  packageId: PackageId;
  paymentType: PaymentType;
  additionalPagesCount: number;
  bilingual: boolean;
  blogSystem: boolean;
  bookingSystem: boolean;
}

export const EMPTY_ADD_ONS = {
  additionalPagesCount: 0,
  bilingual: false,
  blogSystem: false,
  bookingSystem: false,
};

export interface PriceLine {
  id: "package" | AddOnId;
  label: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  recurring: boolean;
}

export interface PriceBreakdown {
  paymentType: PaymentType;
  /** package price for the chosen payment type (one-time price or monthly price) */
  baseCents: number;
  /** sum of the add-ons, always charged once */
  addOnsCents: number;
  /** monthly amount (subscription only) */
  monthlyCents: number | null;
  /**
   * What is due at checkout: one-time = base + add-ons (01 §9: base + pages × 99 +
   * each add-on); subscription = first month + the one-time add-ons.
   */
  totalCents: number;
  lines: PriceLine[];
}

const euros = (n: number) => Math.round(n * 100);

/**
 * Selected add-ons as lines at the charged catalogue price: the one pricing of add-ons for
 * the checkout, the register summary and the admin order (decisions "One price everywhere").
 */
export function addOnLines(
  config: Pick<
    PackageConfig,
    "additionalPagesCount" | "bilingual" | "blogSystem" | "bookingSystem"
  >,
): PriceLine[] {
  const lines: PriceLine[] = [];
  const pages = clampPages(config.additionalPagesCount);
  for (const addOn of ADD_ONS) {
    const quantity = addOn.id === "extraPage" ? pages : config[addOn.id] ? 1 : 0;
    if (!quantity) continue;
    const unitCents = euros(ADD_ON_PRICES[addOn.id]);
    lines.push({
      id: addOn.id,
      label: addOn.name,
      quantity,
      unitCents,
      totalCents: unitCents * quantity,
      recurring: false,
    });
  }
  return lines;
}

function clampPages(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(MAX_EXTRA_PAGES, Math.max(0, Math.trunc(n)));
}

export function computePrice(config: PackageConfig): PriceBreakdown {
  const pkg = getPackage(config.packageId);
  if (!pkg) throw new Error(`Unbekanntes Paket ${config.packageId}`);
  const subscription = config.paymentType === "subscription";
  const baseCents = euros(subscription ? pkg.subscriptionPrice : pkg.price);
  const extras = addOnLines(config);
  const addOnsCents = extras.reduce((sum, l) => sum + l.totalCents, 0);
  return {
    paymentType: config.paymentType,
    baseCents,
    addOnsCents,
    monthlyCents: subscription ? baseCents : null,
    totalCents: baseCents + addOnsCents,
    lines: [
      {
        id: "package",
        label: offerName(pkg.id),
        quantity: 1,
        unitCents: baseCents,
        totalCents: baseCents,
        recurring: subscription,
      },
      ...extras,
    ],
  };
}

/** The stored prices of an order, as every order list and page reads them. */
export interface PricedOrder {
  packageType: string;
  paymentType: string;
  totalPriceCents: number;
  monthlyPriceCents: number | null;
}

/** "49,00 € / Monat" for a subscription, null for a one-time payment. */
export function monthlyLabel(order: PricedOrder): string | null {
  return order.paymentType === "subscription" && order.monthlyPriceCents
    ? `${formatCents(order.monthlyPriceCents)} / Monat`
    : null;
}

/** An order's price in one line: what the customer pays monthly, else in total. */
export function priceLabel(order: PricedOrder): string {
  // professional: the setup fee now, the monthly fee only once the site is accepted (01 §3)
  if (isProfessionalPackage(order.packageType))
    return `${formatCents(order.totalPriceCents)} Einrichtung, ${formatCents(order.monthlyPriceCents ?? 0)} / Monat ab Abnahme`;
  return monthlyLabel(order) ?? formatCents(order.totalPriceCents);
}
