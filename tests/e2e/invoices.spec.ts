// Invoices from the customer's side, JS on and off: a paid Starter order (with a
// USt-IdNr. on the order details) shows its invoices on the order page, and the invoice
// downloads as a PDF.
import { fillCompanyDetails } from "./checkout-helpers";
import { expect, test, signInAsNewCustomer, type Page } from "./fixtures";
import { waitForHydration } from "./helpers";

async function payStarterOrder(page: Page) {
  const { orderId: created } = await signInAsNewCustomer(page, {
    packageId: "starter",
    paymentType: "onetime",
  });
  await page.goto(`/order-details/${created}`);
  const { companyName } = await fillCompanyDetails(page, { companyName: "Rechnungsfreude GmbH" });
  // a malformed USt-IdNr. is refused with a German message and what was typed is kept
  await page.getByLabel(/^USt-IdNr\./).fill("123");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText(/gültige USt-IdNr\./)).toBeVisible();
  await expect(page.getByLabel(/^Firmenname/)).toHaveValue(companyName);
  await page.getByLabel(/^USt-IdNr\./).fill("de 123 456 789");
  await page.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(page.getByText("Entwurf gespeichert")).toBeVisible();
  // stored in its normal form (with JavaScript the field keeps what was typed until a reload)
  await page.reload();
  await expect(page.getByLabel(/^USt-IdNr\./)).toHaveValue("DE123456789");
  // the remaining required fields live on the other tabs, which exist once the page has
  // hydrated (without JavaScript every section shows at once)
  await waitForHydration(page);
  const websiteTab = page.getByRole("tab", { name: "Website" });
  if (await websiteTab.count()) await websiteTab.click();
  await page.getByLabel(/^Wunsch-Domain/).fill("rechnungsfreude");
  await page.getByLabel(/^Designwünsche/).fill("Sachlich");
  const pagesTab = page.getByRole("tab", { name: "Seiteninhalte" });
  if (await pagesTab.count()) await pagesTab.click();
  await page
    .getByRole("group", { name: "Startseite" })
    .getByLabel(/^Inhalt und Beschreibung/)
    .fill("Alles über Belege");
  await page.getByRole("button", { name: "Speichern und zur Zahlung" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop()!;
  await page.getByLabel(/Ich akzeptiere die/).check();
  await page.getByRole("button", { name: /Jetzt bezahlen/ }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_test_/);
  await page.getByRole("button", { name: "Testzahlung ausführen" }).click();
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Zahlung!" })).toBeVisible();
  return orderId;
}

// one paid order for both: the invoice section on its page (without JavaScript every section
// shows at once), then the invoice the background job issues, downloaded by a click
test(
  "a paid order's page has its invoice section; the invoice is listed and downloads as a PDF",
  { tag: "@no-js" },
  async ({ page }) => {
    test.setTimeout(150_000);
    const orderId = await payStarterOrder(page);
    await page.goto(`/order-details/${orderId}`);
    await expect(page.getByRole("heading", { name: "Rechnungen" })).toBeVisible();
    await page.getByText("Ihre Angaben zur Bestellung ansehen").click();
    await expect(page.getByLabel(/^USt-IdNr\./)).toHaveValue("DE123456789");
    const invoice = page.getByText(/^Rechnung RE-\d{4}-\d{6}$/);
    // the invoice is issued by a background job shortly after the payment
    await expect(async () => {
      await page.goto(`/order-details/${orderId}`);
      await expect(invoice).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const number = (await invoice.textContent())!.replace("Rechnung ", "");
    const link = page.getByRole("link", { name: new RegExp(`PDF herunterladen.*${number}`) });
    await expect(link).toHaveAttribute("href", /^\/invoices\/[0-9a-f-]{36}\.pdf$/);
    // downloaded as a person would: a click on the link
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");
  },
);
