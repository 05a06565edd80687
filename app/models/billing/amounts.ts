// Amounts the billing charges, derived from the catalogue (never typed twice).
import { MARKETING, PROFESSIONAL_PACKAGE } from "../catalog/catalog";

function grossOfNet(netCents: number): number {
  return Math.round((netCents * (100 + MARKETING.vatPercent)) / 100);
}

/**
 * The professional setup fee is the catalogue's one net price (decisions.md: 199 € net
 * plus 19 % VAT = 236,81 € charged); every other price is gross already.
 */
export const PROFESSIONAL_SETUP_FEE_CHARGED_CENTS = grossOfNet(PROFESSIONAL_PACKAGE.setupFeeCents);

/** The professional plan's monthly fee (gross), charged from acceptance. */
export const PROFESSIONAL_MONTHLY_CENTS = PROFESSIONAL_PACKAGE.subscriptionPrice * 100;
