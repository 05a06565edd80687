// What the payment provider reports as the method (Stripe's payment_method_types) in the
// words an admin reads; internal codes never reach a screen.
const METHOD_LABELS: Record<string, string> = {
  card: "Kreditkarte",
  sepa_debit: "SEPA-Lastschrift",
  paypal: "PayPal",
  klarna: "Klarna",
  giropay: "giropay",
  sofort: "Sofortüberweisung",
  link: "Link (Stripe)",
  customer_balance: "Überweisung",
  bancontact: "Bancontact",
  eps: "eps-Überweisung",
  ideal: "iDEAL",
  apple_pay: "Apple Pay",
  google_pay: "Google Pay",
};

/**
 * 'Kreditkarte', 'SEPA-Lastschrift', …; an unknown method reads 'Sonstige
 * Zahlungsmethode'. `legacy` is the order's older field, which holds the spec's payment
 * kind ('full', 'subscription' – no method, shown as 'Zahlungsart') or on old rows a
 * method code.
 */
export function paymentMethodLabel(
  methodType: string | null | undefined,
  legacy?: string | null,
): string | null {
  if (methodType) return METHOD_LABELS[methodType] ?? "Sonstige Zahlungsmethode";
  return legacy ? (METHOD_LABELS[legacy] ?? null) : null;
}
