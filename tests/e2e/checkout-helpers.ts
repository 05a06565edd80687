// The shortest way to a payable order, shared by the payment, invoice and account specs.
import { expect, signInAsNewCustomer, type Page } from "./fixtures";

/** The required fields of the order's 'Unternehmen' tab, as a customer fills them in. */
const COMPANY_DETAILS = {
  companyName: "Ausgang GmbH",
  street: "Weg 2",
  postalCode: "01067",
  city: "Dresden",
  contactPerson: "Anna Ausgang",
  phone: "0351 1",
  industry: "Beratung",
  description: "Beratung",
};
type CompanyDetails = typeof COMPANY_DETAILS;

const COMPANY_LABELS: Record<keyof CompanyDetails, RegExp> = {
  companyName: /^Firmenname/,
  street: /^Straße und Hausnummer/,
  postalCode: /^Postleitzahl/,
  city: /^Ort/,
  contactPerson: /^Ansprechpartner/,
  phone: /^Telefon/,
  industry: /^Branche\*?$/,
  description: /^Beschreibung Ihres Unternehmens/,
};

/** Fills the 'Unternehmen' tab (the one shown first); returns what was typed. */
export async function fillCompanyDetails(page: Page, overrides: Partial<CompanyDetails> = {}) {
  const details = { ...COMPANY_DETAILS, ...overrides };
  for (const key of Object.keys(COMPANY_LABELS) as Array<keyof CompanyDetails>)
    await page.getByLabel(COMPANY_LABELS[key]).fill(details[key]);
  return details;
}

/**
 * With JavaScript the order form's sections are tabs: opens one and checks it is the selected
 * one. Without, every section shows at once. (A tab click once got lost in CI: the page
 * hydrated over server HTML that React had corrupted, patches/react-dom+18.3.1.patch.)
 */
export async function openOrderTab(page: Page, label: string, js: boolean) {
  if (!js) return;
  const tab = page.getByRole("tab", { name: new RegExp(`^${label}`) });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** A starter order (one page) with every required detail, ending on its checkout page. */
export async function starterOrderAtCheckout(page: Page, js: boolean) {
  await signInAsNewCustomer(page, { packageId: "starter", paymentType: "onetime" });
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Details vervollständigen" }).click();
  await fillCompanyDetails(page);
  await openOrderTab(page, "Website", js);
  await page.getByLabel(/^Wunsch-Domain/).fill("ausgang");
  await page.getByLabel(/^Designwünsche/).fill("klar");
  await openOrderTab(page, "Seiteninhalte", js);
  await page
    .getByRole("group", { name: "Startseite" })
    .getByLabel(/^Inhalt und Beschreibung/)
    .fill("Alles auf einer Seite");
  await page.getByRole("button", { name: "Speichern und zur Zahlung" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}
