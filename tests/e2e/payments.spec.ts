import { fillCompanyDetails, openOrderTab, starterOrderAtCheckout } from "./checkout-helpers";
import { expect, signInAsNewCustomer, test, type Page } from "./fixtures";

async function completeDetails(page: Page, js: boolean) {
  await page.getByRole("link", { name: "Details vervollständigen" }).click();
  const fill = async (label: RegExp, value: string) => page.getByLabel(label).fill(value);
  await fillCompanyDetails(page, { companyName: "Zahlfreude GmbH" });
  await openOrderTab(page, "Website", js);
  await fill(/^Wunsch-Domain/, "zahlfreude");
  await fill(/^Designwünsche/, "Freundlich");
  await openOrderTab(page, "Seiteninhalte", js);
  for (const name of ["Startseite", "Seite 2", "Seite 3"])
    await page
      .getByRole("group", { name })
      .getByLabel(/^Inhalt und Beschreibung/)
      .fill(`Inhalt ${name}`);
  await page.getByRole("button", { name: "Speichern und zur Zahlung" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
}

test(
  "pay an order in test mode: terms required, hosted checkout, success, paid and read-only",
  {
    tag: "@no-js",
  },
  async ({ page }, info) => {
    test.setTimeout(150_000);
    const js = info.project.name === "js";
    await signInAsNewCustomer(page, {
      packageId: "standard",
      paymentType: "onetime",
      blogSystem: true,
    });
    await page.goto("/dashboard");
    await completeDetails(page, js);

    await expect(page.getByRole("heading", { name: "Zahlung" })).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText(/698\s€/); // 499 + blog 199 at checkout prices
    await page.getByRole("button", { name: /Jetzt bezahlen/ }).click();
    await expect(page.getByText("AGB-Zustimmung erforderlich")).toBeVisible();

    await page.getByLabel(/Ich akzeptiere die/).check();
    await page.getByRole("button", { name: /Jetzt bezahlen/ }).click();
    await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
    await expect(page.getByText("Testmodus – es wird kein echtes Geld bewegt")).toBeVisible();
    await expect(page.getByTestId("standin-total")).toHaveText(/698\s€/);
    await page.getByRole("button", { name: "Testzahlung ausführen" }).click();

    await expect(page).toHaveURL(/\/payment-success\/[0-9a-f-]{36}\?session_id=cs_test_/);
    await expect(
      page.getByRole("heading", { name: "Vielen Dank für Ihre Zahlung!" }),
    ).toBeVisible();
    await expect(page.getByText("Bezahlt", { exact: true })).toBeVisible();
    await expect(page.getByText("Testzahlung", { exact: true })).toBeVisible();
    // reloading the success page changes nothing
    await page.goto(page.url());
    await expect(page.getByText("Bezahlt", { exact: true })).toBeVisible();

    await page.goto("/dashboard");
    const card = page.getByTestId("order-card");
    // the badge; the timeline line says "Schritt 1 von 6: Bezahlt" beside it
    await expect(card.getByText("Bezahlt", { exact: true })).toBeVisible();
    await card.getByRole("link", { name: "Details ansehen" }).click();
    await expect(page.getByTestId("order-timeline")).toBeVisible();
    await page.getByText("Ihre Angaben zur Bestellung ansehen").click();
    await expect(page.getByLabel(/^Firmenname/)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Entwurf speichern" })).toHaveCount(0);
  },
);

// Without JavaScript only (@no-js-only): the way back from the hosted page is a full page load
// either way, and payment-outcomes.spec.ts cancels with JavaScript too
test(
  "cancelling at the hosted checkout returns to the checkout, unpaid",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await starterOrderAtCheckout(page, false);
    await page.getByLabel(/Ich akzeptiere die/).check();
    await page.getByRole("button", { name: /Jetzt bezahlen/ }).click();
    await page.getByRole("button", { name: "Abbrechen und zurück" }).click();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?abgebrochen=1$/);
    await expect(page.getByRole("status").filter({ hasText: /abgebrochen/i })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("order-card").getByText("Zahlung ausstehend")).toBeVisible();
    await expect(page.getByRole("link", { name: "Jetzt bezahlen" })).toBeVisible();
  },
);

// the server's bookkeeping of payment sessions: without JavaScript only
test(
  "a second payment session expires the first: the old hosted page can no longer be paid",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await starterOrderAtCheckout(page, false);
    const checkoutUrl = page.url();
    await page.getByLabel(/Ich akzeptiere die/).check();
    await page.getByRole("button", { name: /Jetzt bezahlen/ }).click();
    await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
    const firstSession = page.url();
    // back to the order's checkout (another tab, the Back button) and start again
    await page.goto(checkoutUrl);
    await page.getByLabel(/Ich akzeptiere die/).check();
    await page.getByRole("button", { name: /Jetzt bezahlen/ }).click();
    await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
    expect(page.url()).not.toBe(firstSession);

    await page.goto(firstSession);
    await expect(page.getByText(/Diese Sitzung ist abgelaufen/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Testzahlung ausführen" })).toHaveCount(0);
  },
);
