// Admin area end to end: the admin made by the start-up task (ADMIN_EMAIL in
// tests/support/e2e-server.ts) signs in, finds an order a customer created moments before,
// reads its tabs and changes its status. Without JavaScript only (@no-js-only): with it, the
// sign-in form and the tabs are walked in admin.a11y.spec.ts, status changes in journeys.spec.ts.
import { customerWithOrder, E2E_ADMIN } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { acceptCookies } from "./helpers";

test(
  "admin signs in, filters, opens a customer's order, switches tabs and changes its status",
  { tag: "@no-js-only" },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const customer = await customerWithOrder(browser, baseURL, false);

    // the admin area asks for the admin sign-in first
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole("heading", { name: "Admin-Anmeldung" })).toBeVisible();
    await acceptCookies(page, "Nur notwendige");

    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("alert")).toContainText("Bitte füllen Sie alle Felder aus");
    await page.getByLabel("E-Mail").fill(E2E_ADMIN.email);
    await page.getByLabel(/^Passwort/).fill("falsches-passwort");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("alert")).toContainText("Anmeldung fehlgeschlagen");
    await expect(page.getByRole("alert")).toContainText("Ungültige Anmeldedaten");
    await page.getByLabel(/^Passwort/).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // figures: at least the customer's order exists; revenue is an amount in euros
    await expect(page.getByRole("heading", { name: "Admin-Dashboard" })).toBeVisible();
    const total = Number(
      (await page.getByTestId("stat-total").locator("dd").first().textContent())!.replace(
        /\./g,
        "",
      ),
    );
    expect(total).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId("stat-revenue").locator("dd").first()).toHaveText(/€$/);
    await expect(page.getByTestId("stat-paid")).toContainText("Bezahlte Aufträge");
    await expect(page.getByTestId("stat-in-progress")).toContainText("In Bearbeitung");

    // search by the customer's e-mail, then narrow by status
    await page.getByLabel("Suche").fill(customer.email);
    await page.getByRole("button", { name: "Filtern" }).click();
    await expect(page).toHaveURL(/q=/);
    const rows = page.getByTestId("admin-order-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`#${customer.shortId}`);
    await expect(rows.first()).toContainText("Standard");
    await expect(rows.first()).toContainText("Entwurf");
    await page.getByLabel("Status", { exact: true }).selectOption("paid");
    await page.getByRole("button", { name: "Filtern" }).click();
    await expect(page.getByText("Keine Aufträge für diese Auswahl gefunden.")).toBeVisible();
    await page.getByLabel("Suche").fill(customer.shortId);
    await page.getByLabel("Status", { exact: true }).selectOption("draft");
    await page.getByRole("button", { name: "Filtern" }).click();
    await expect(rows).toHaveCount(1);

    await rows
      .first()
      .getByRole("link", { name: /^Details/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Auftrag #${customer.shortId}`,
    );
    await expect(page.getByTestId("current-status")).toHaveText("Entwurf");

    // the five tabs
    const panel = page.getByTestId("tab-panel");
    await expect(panel.getByRole("heading", { name: "Unternehmen" })).toBeVisible();
    await expect(panel).toContainText("Firmenname");
    await page.getByRole("link", { name: "Website", exact: true }).click();
    await expect(panel.getByRole("heading", { name: "Website" })).toBeVisible();
    await expect(panel).toContainText("Wunsch-Domain");
    await page.getByRole("link", { name: "Leistungen" }).click();
    await expect(page.getByTestId("package-line")).toHaveText("Standard-Website - 499 EUR");
    await page.getByRole("link", { name: "Seiten", exact: true }).click();
    await expect(panel.getByRole("heading", { name: "Startseite" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Seite 2" })).toBeVisible();
    await page.getByRole("link", { name: "Zahlung" }).click();
    await expect(page.getByRole("link", { name: "Zahlung" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(panel).toContainText("Ausstehend");

    // change the status: toast, new badge, history entry (an unpaid order stays unpaid:
    // 'Bezahlt' comes only from a payment, see journeys.spec.ts)
    await page.getByLabel("Status ändern").selectOption("pending_payment");
    await page.getByRole("button", { name: "Status speichern" }).click();
    await expect(page.getByTestId("toast")).toContainText("Status aktualisiert");
    await expect(page.getByTestId("current-status")).toHaveText("Zahlung ausstehend");
    await expect(page).toHaveURL(/tab=payment/);
    await expect(panel).toContainText("Ausstehend");
    const history = page.getByTestId("status-history");
    await expect(history.getByRole("listitem").first()).toContainText(
      "Entwurf → Zahlung ausstehend",
    );
    // signed with the name and the role
    await expect(history.getByRole("listitem").first()).toContainText("Admin (Inhaber)");

    // the customer's session is no admin session
    await customer.page.goto("/admin/dashboard");
    await expect(customer.page).toHaveURL(/\/admin\/login/);
    await customer.context.close();

    // logout ends the admin session
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?/);
  },
);

test("an unknown order shows 'Auftrag nicht gefunden' with a way back", async ({
  page,
  admin: _signedIn,
}) => {
  const response = await page.goto("/admin/orders/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Auftrag nicht gefunden" })).toBeVisible();
  await page.getByRole("link", { name: "Zurück zur Übersicht" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
