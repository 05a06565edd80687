// The money side after the first payment, with and without JavaScript: a professional
// order accepted (played on /dev/billing) → the active 69 € subscription on 'Zahlungen &
// Abo' with its minimum-term end; a renewal adds a payment; a failed renewal shows to the
// customer (banner with 'Jetzt bezahlen' on dashboard, order page and /billing, paid on the
// stand-in's invoice page) and the admin (overdue subscriptions); notice inside the minimum term shows the end it takes effect,
// is confirmed and withdrawn; invoices are listed with the ZIP; the admin's refund (two
// steps) lowers what the order brought in. Without JavaScript only (@no-js-only): the
// dev pages play Stripe, the checks are the server's (mails, periods, sums); with JavaScript,
// notice and withdrawal are sent in professional.spec.ts, the refund in journeys.spec.ts,
// and a payment link leads to the payment provider as in payments.spec.ts.
import { openRefund, refund } from "./admin-helpers";
import { expect, test, signInAsNewAdmin, type Page } from "./fixtures";
import { waitForMail } from "./helpers";
import { buyProfessional, saveBillingProfile, setPasswordIntoPortal } from "./professional-helpers";

const berlinDate = (date: Date) =>
  date.toLocaleDateString("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  });

function inTwelveMonths(from: Date) {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 12);
  d.setUTCDate(
    Math.min(day, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()),
  );
  return d;
}

/** The operator's remote control, which only a signed-in admin may use. */
async function devAction(page: Page, orderId: string, button: string | RegExp) {
  await signInAsNewAdmin(page);
  await page.goto(`/dev/billing?order=${orderId}`);
  // the URL stays the same with JavaScript: wait for the action itself, not for the address
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/dev/billing",
    ),
    page.getByRole("button", { name: button }).click(),
  ]);
  await expect(page).toHaveURL(new RegExp(`/dev/billing\\?order=${orderId}$`));
}

/** '374,81 €' → 37481, '305 €' → 30500 */
const cents = (text: string) =>
  text.includes(",") ? Number(text.replace(/\D/g, "")) : Number(text.replace(/\D/g, "")) * 100;
const formatCents = (c: number) =>
  new Intl.NumberFormat("de-DE", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: c % 100 ? 2 : 0,
    maximumFractionDigits: c % 100 ? 2 : 0,
  }).format(c / 100);

test("professional subscription: start on acceptance, notice and its withdrawal, invoices, renewal, failure paid through 'Jetzt bezahlen', admin refund @no-js-only", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { email } = await buyProfessional(page);
  const orderId = await setPasswordIntoPortal(page);
  // the buyer's firm and address, without which the invoices wait
  await saveBillingProfile(page);

  // the delivery module's acceptance, played: the subscription starts on the saved card
  const acceptedOn = new Date();
  await devAction(page, orderId, "Abnahme simulieren und Abo starten");
  await expect(page.getByText("Abnahme simuliert")).toBeVisible();
  await waitForMail(email, (m) => m.subject.includes("hat begonnen"));

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Zahlungen & Abo" }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole("heading", { name: "Zahlungen & Abo" })).toBeVisible();
  const card = page.getByTestId("subscription-card");
  await expect(card.getByText("Aktiv")).toBeVisible();
  await expect(card.getByTestId("subscription-amount")).toHaveText(/69\s€ \/ Monat/);
  await expect(card.getByTestId("minimum-term-end")).toHaveText(
    berlinDate(inTwelveMonths(acceptedOn)),
  );
  const rows = page.getByTestId("billing-payment-row");
  await expect(rows.filter({ hasText: "Einrichtungsgebühr" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Monatsgebühr" })).toHaveCount(1);

  // notice inside the minimum term (issue 28): never a refusal – the card names the end,
  // the first post shows it again to confirm, a mail confirms it, and it can be withdrawn
  const minimumEnd = inTwelveMonths(acceptedOn);
  const earliestEnd = berlinDate(
    new Date(Date.UTC(minimumEnd.getUTCFullYear(), minimumEnd.getUTCMonth() + 1, 0, 12)),
  );
  await expect(card.getByTestId("notice-end-if-today")).toContainText(earliestEnd);
  await card.getByRole("button", { name: "Abo kündigen" }).click();
  await expect(card.getByTestId("notice-confirm-date")).toContainText(earliestEnd);
  await card.getByRole("button", { name: `Zum ${earliestEnd} kündigen` }).click();
  await expect(page.getByText("Kündigung bestätigt").first()).toBeVisible();
  await expect(card.getByTestId("cancel-at")).toHaveText(earliestEnd);
  await waitForMail(email, (m) => m.subject.startsWith("Kündigung bestätigt"));
  await card.getByRole("button", { name: "Kündigung zurücknehmen" }).click();
  await expect(page.getByText("Kündigung zurückgenommen").first()).toBeVisible();
  await expect(card.getByTestId("cancel-at")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Abo kündigen" })).toBeVisible();
  await waitForMail(email, (m) => m.subject.startsWith("Kündigung zurückgenommen"));

  // every invoice in one place, with the ZIP of all of them
  // the PDF is listed once it is stored; its mail goes out at the same moment
  const invoiceMail = await waitForMail(email, (m) => m.subject.startsWith("Ihre Rechnung"));
  const number = invoiceMail.subject.match(/RE-\d{4}-\d{6}/)![0];
  await page.goto("/billing");
  const invoiceRows = page.getByTestId("billing-invoice-row");
  await expect(invoiceRows.filter({ hasText: number })).toHaveCount(1);
  await expect(
    invoiceRows.filter({ hasText: number }).getByRole("link", { name: /PDF/ }),
  ).toHaveAttribute("href", /^\/invoices\/[0-9a-f-]{36}\.pdf$/);
  await expect(page.getByRole("link", { name: "Alle herunterladen (ZIP)" })).toHaveAttribute(
    "href",
    "/billing/rechnungen.zip",
  );

  // a renewal that succeeds adds a payment
  await devAction(page, orderId, "Verlängerung erfolgreich");
  await page.goto("/billing");
  await expect(rows.filter({ hasText: "Monatsgebühr" })).toHaveCount(2);

  // a renewal that fails: the customer sees it and gets Stripe's invoice link
  const failedOn = berlinDate(new Date());
  await devAction(page, orderId, "Verlängerung fehlgeschlagen");
  await page.goto("/billing");
  await expect(card.getByText("Zahlung überfällig")).toBeVisible();
  // the open amount is due since the day the charge failed – the stand-in's renewal bills a
  // period that starts weeks ahead – and no 'Nächste Zahlung' a month ahead
  await expect(card.getByTestId("open-amount")).toHaveText(`69\u00a0€, fällig seit ${failedOn}`);
  await expect(card.getByTestId("next-payment")).toHaveCount(0);
  await expect(card.getByRole("alert")).toContainText("Zahlung fehlgeschlagen");
  const failedRow = rows.filter({ has: page.getByTestId("billing-payment-failed") });
  await expect(failedRow).toHaveCount(1);
  await expect(failedRow).toContainText("noch offen");
  const failed = await waitForMail(email, (m) => m.subject.startsWith("Zahlung fehlgeschlagen"));
  expect(failed.text).toMatch(/\/dev\/billing\?invoice=in_test_/);
  // …on the order page too
  await page.goto(`/order-details/${orderId}`);
  await expect(page.getByTestId("payment-recovery")).toContainText(`fällig seit dem ${failedOn}`);

  // …and the admin sees it on the order and in the dashboard filter
  const adminContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const admin = await adminContext.newPage();
  await signInAsNewAdmin(admin);
  await admin.goto("/admin/dashboard");
  await expect(admin.getByTestId("overdue-subscriptions")).toBeVisible();
  await expect(
    admin
      .getByTestId("overdue-subscriptions")
      .getByRole("link", { name: `Auftrag öffnen: überfälliges Abo #${orderId.slice(0, 8)}` }),
  ).toBeVisible();
  await admin.goto("/admin/dashboard?problem=failed");
  await expect(
    admin.getByRole("link", { name: `Details zu Auftrag #${orderId.slice(0, 8)}` }),
  ).toBeVisible();
  await admin.goto(`/admin/orders/${orderId}`);
  await expect(admin.getByTestId("payment-problem")).toContainText("Zahlung fehlgeschlagen");
  const money = admin.getByTestId("order-money");
  await expect(money.getByText("Zahlung überfällig")).toBeVisible();

  // the admin refunds one monthly fee: a confirmation step, then the net figure drops
  const netBefore = cents((await money.getByTestId("order-net").textContent())!);
  // the form opens on request; nothing is pre-filled
  await expect(money.getByLabel(/^Betrag in Euro/)).toBeHidden();
  await openRefund(admin);
  await expect(money.getByLabel(/^Betrag in Euro/)).toHaveValue("");
  const monthly = (
    await money.getByRole("combobox", { name: "Zahlung" }).locator("option").allTextContents()
  ).find((o) => o.includes("Monatsgebühr"))!;
  await money.getByRole("combobox", { name: "Zahlung" }).selectOption({ label: monthly });
  await money.getByLabel(/^Betrag in Euro/).fill("69,00");
  await money.getByRole("button", { name: "Erstattung prüfen" }).click();
  await expect(money.getByText("Bitte geben Sie einen Grund für die Erstattung an.")).toBeVisible();
  await refund(admin, 69, "Kulanz wegen Ausfall");
  await expect(money.getByTestId("order-net")).toHaveText(formatCents(netBefore - 6900));
  await adminContext.close();

  await page.goto("/billing");
  await expect(rows.filter({ hasText: "Erstattung" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Erstattung" })).toContainText("−69");

  // 'Jetzt bezahlen' on the dashboard card → the invoice page (the stand-in's) → paid:
  // the banner goes, the period's payment is listed, the failed row says when it was settled
  await page.goto("/dashboard");
  const banner = page.getByTestId("order-card").getByTestId("payment-recovery");
  await expect(banner).toContainText("69\u00a0€");
  await banner.getByRole("button", { name: "Jetzt bezahlen" }).click();
  await expect(page).toHaveURL(/\/dev\/billing\?invoice=in_test_/);
  await page.getByRole("button", { name: "Rechnung bezahlen" }).click();
  await expect(page.getByText("Diese Rechnung ist bezahlt.")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByTestId("payment-recovery")).toHaveCount(0);
  await page.goto("/billing");
  await expect(card.getByText("Aktiv")).toBeVisible();
  await expect(card.getByTestId("next-payment")).toBeVisible();
  await expect(failedRow).toContainText("beglichen am");
  await expect(
    rows
      .filter({ hasText: "Monatsgebühr" })
      .filter({ hasNot: page.getByTestId("billing-payment-failed") }),
  ).toHaveCount(3);
});
