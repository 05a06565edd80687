// The owner's day (with and without JavaScript): "Was ansteht" names the new paid order with
// the day its preview is promised and leads to its Abnahme tab; the customer list finds the
// customer by e-mail and leads to the customer page; the refund form opens on request.
import { E2E_ADMIN } from "./admin-helpers";
import { paidStarterOrder } from "./delivery-helpers";
import { expect, test } from "./fixtures";
import { isJsProject } from "./helpers";

test(
  "Was ansteht and the customer list lead to where the work is done",
  { tag: "@no-js" },
  async ({ browser, baseURL }, info) => {
    test.setTimeout(120_000);
    const js = isJsProject(info.project.name);
    const customerContext = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const { orderId, shortId, email } = await paidStarterOrder(
      await customerContext.newPage(),
      baseURL!,
    );

    const context = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const admin = await context.newPage();
    await admin.goto("/admin/login");
    await admin.getByLabel("E-Mail").fill(E2E_ADMIN.email);
    await admin.getByLabel(/^Passwort/).fill(E2E_ADMIN.password);
    await admin.getByRole("button", { name: "Anmelden" }).click();
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);

    // the new order is nobody's yet: under Alle, with the promised day
    const queue = admin.getByTestId("attention-queue");
    await queue.getByRole("link", { name: /^Alle/ }).click();
    await expect(admin).toHaveURL(/queue=all/);
    const row = queue.getByTestId("attention-item").filter({ hasText: `#${shortId}` });
    await expect(row).toContainText("Vorschau fällig");
    await expect(row).toContainText(/zugesagt bis \d\d\.\d\d\.\d{4}/);
    await row.getByRole("link").click();
    await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}\\?tab=delivery$`));

    // the refund form waits behind its button, empty
    const money = admin.getByTestId("order-money");
    await expect(money.getByLabel(/^Betrag in Euro/)).toBeHidden();
    await money.getByText("Erstatten…").click();
    await expect(money.getByLabel(/^Betrag in Euro/)).toHaveValue("");

    // the customer list
    await admin
      .getByRole("navigation", { name: "Admin-Navigation" })
      .getByRole("link", { name: "Kunden" })
      .click();
    await expect(admin).toHaveURL(/\/admin\/customers$/);
    await admin.getByRole("searchbox", { name: "Suche" }).fill(email);
    await admin.getByRole("button", { name: "Suchen" }).click();
    const customers = admin.getByRole("list", { name: "Kunden" });
    await expect(customers.getByRole("listitem")).toHaveCount(1);
    await expect(customers).toContainText("1 Auftrag");
    await customers.getByRole("link").click();
    await expect(admin).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
    await expect(admin.getByText(email).first()).toBeVisible();
    await context.close();
    await customerContext.close();
  },
);
