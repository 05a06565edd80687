// The agency as a team (with and without JavaScript): the owner invites a Produktion and a
// Buchhaltung member, both accept the mailed link and sign in at /admin/login; Produktion sees
// the order assigned to it without prices, payments or refund controls and gets 403 on
// /admin/invoices; Buchhaltung downloads an invoice but cannot change the order's status; the
// owner deactivates Produktion and its open session stops working at the next request.
import { E2E_ADMIN } from "./admin-helpers";
import { paidStarterOrder } from "./delivery-helpers";
import { expect, test } from "./fixtures";
import { isJsProject, linkFrom, uniqueEmail, waitForMail } from "./helpers";
import type { Browser, Page, TestInfo } from "@playwright/test";

async function newPage(browser: Browser, baseURL: string, info: TestInfo) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: isJsProject(info.project.name),
    viewport: info.project.use.viewport ?? { width: 1280, height: 800 },
  });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel(/^Passwort/).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

async function invite(owner: Page, person: { email: string; first: string; role: string }) {
  await owner.goto("/admin/team");
  const form = owner.getByRole("region", { name: "Person einladen" });
  await form.getByLabel("E-Mail").fill(person.email);
  await form.getByLabel("Rolle").selectOption({ label: person.role });
  await form.getByLabel("Vorname").fill(person.first);
  await form.getByLabel("Nachname").fill("Team");
  await form.getByRole("button", { name: "Einladen" }).click();
  await expect(owner.getByText("Einladung gesendet")).toBeVisible();
  await expect(owner.getByTestId("team-member").filter({ hasText: person.email })).toContainText(
    "Eingeladen",
  );
}

/** Opens the mailed link, sets the password, signs out, and signs in at /admin/login. */
async function accept(page: Page, email: string, password: string) {
  const mail = await waitForMail(email, (m) => m.subject.includes("Einladung"));
  await page.goto(linkFrom(mail.text, "/admin/einladung"));
  await expect(page.getByRole("heading", { name: "Willkommen im Team" })).toBeVisible();
  await page.getByLabel(/^Passwort\*?$/).fill(password);
  await page.getByLabel("Passwort bestätigen").fill(password);
  await page.getByRole("button", { name: "Passwort festlegen und anmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await signIn(page, email, password);
}

test(
  "the owner's team: Produktion sees its order without money, Buchhaltung downloads invoices, deactivation ends a session",
  { tag: "@no-js" },
  async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const customer = await newPage(browser, baseURL!, testInfo);
    const { orderId, shortId } = await paidStarterOrder(customer, baseURL!);

    const owner = await newPage(browser, baseURL!, testInfo);
    await signIn(owner, E2E_ADMIN.email, E2E_ADMIN.password);
    const password = "team-passwort-12";
    // both projects run at once against one server: each its own names
    const tag = Math.random().toString(36).slice(2, 7);
    const prod = { email: uniqueEmail("produktion"), first: `Paul-${tag}`, role: "Produktion" };
    const books = { email: uniqueEmail("buchhaltung"), first: `Berta-${tag}`, role: "Buchhaltung" };
    const prodName = `${prod.first} Team (Produktion)`;
    await invite(owner, prod);
    await invite(owner, books);

    const production = await newPage(browser, baseURL!, testInfo);
    await accept(production, prod.email, password);
    const accounting = await newPage(browser, baseURL!, testInfo);
    await accept(accounting, books.email, password);

    // the owner assigns the order to Produktion; the history signs it with name and role
    await owner.goto(`/admin/orders/${orderId}`);
    await owner.getByLabel("Zuständig", { exact: true }).selectOption({ label: prodName });
    await owner.getByRole("button", { name: "Zuständigkeit speichern" }).click();
    await expect(owner.getByTestId("status-history")).toContainText(`Zuständig: ${prodName}`);
    await expect(owner.getByTestId("status-history")).toContainText("Admin (Inhaber)");

    // Produktion: its orders, without prices, payments or refund controls
    await production.goto("/admin/dashboard?view=mine");
    const row = production.getByTestId("admin-order-row").filter({ hasText: `#${shortId}` });
    await expect(row).toContainText(`Zuständig: ${prodName}`);
    await expect(production.getByTestId("admin-orders")).not.toContainText("€");
    await row.getByRole("link", { name: `Details zu Auftrag #${shortId}` }).click();
    await expect(production.getByRole("heading", { name: `Auftrag #${shortId}` })).toBeVisible();
    await expect(production.locator("main")).not.toContainText("€");
    await expect(production.getByTestId("order-money")).toHaveCount(0);
    await expect(production.getByRole("link", { name: "Zahlung", exact: true })).toHaveCount(0);
    await expect(production.getByRole("button", { name: /Erstatt/ })).toHaveCount(0);
    await expect(production.getByRole("link", { name: "Rechnungen" })).toHaveCount(0);
    const forbidden = await production.goto("/admin/invoices");
    expect(forbidden?.status()).toBe(403);
    await expect(production.getByRole("heading", { name: "Keine Berechtigung" })).toBeVisible();

    // Buchhaltung: the invoice journal and the PDF (issued by a job shortly after payment)
    await accounting.goto("/admin/invoices");
    const invoiceRow = accounting
      .getByTestId("admin-invoice-row")
      .filter({ hasText: `#${shortId}` });
    await expect(async () => {
      await accounting.reload();
      await expect(invoiceRow).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const downloading = accounting.waitForEvent("download");
    await invoiceRow.getByRole("link", { name: /^RE-/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^RE-\d{4}-\d{6}\.pdf$/);
    // … but no status change: the page offers none, and a post is refused
    await accounting.goto(`/admin/orders/${orderId}`);
    await expect(accounting.getByTestId("current-status")).toContainText("Bezahlt");
    await expect(accounting.getByLabel("Status ändern")).toHaveCount(0);
    const refused = await accounting.request.post(`/admin/orders/${orderId}`, {
      form: { intent: "status", status: "in_progress" },
      headers: { Origin: baseURL! },
    });
    expect(refused.status()).toBe(403);
    await accounting.reload();
    await expect(accounting.getByTestId("current-status")).toContainText("Bezahlt");

    // the owner deactivates Produktion: its open session stops at the next request
    await owner.goto("/admin/team");
    await owner.getByRole("button", { name: `Deaktivieren: ${prod.first} Team` }).click();
    await expect(owner.getByTestId("team-member").filter({ hasText: prod.email })).toContainText(
      "Deaktiviert",
    );
    await production.goto(`/admin/orders/${orderId}`);
    await expect(production).toHaveURL(/\/admin\/login/);
    // and it cannot sign in again
    await production.getByLabel("E-Mail").fill(prod.email);
    await production.getByLabel(/^Passwort/).fill(password);
    await production.getByRole("button", { name: "Anmelden" }).click();
    await expect(production.getByRole("alert")).toContainText("Anmeldung fehlgeschlagen");

    for (const page of [customer, owner, production, accounting]) await page.context().close();
  },
);
