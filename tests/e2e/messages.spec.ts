// Order messages end to end, with and without JavaScript (issue 20): the customer writes a
// message with a file, the agency sees it marked unread, writes an internal note and
// replies; the customer gets a mail, sees the reply – and never the internal note.
import { expect, test, signInAsNewAdmin, signInAsNewCustomer } from "./fixtures";
import { isJsProject, waitForHydration, waitForMail } from "./helpers";
import { sendMessage, thread } from "./message-helpers";

test(
  "customer and agency write to each other on an order; internal notes stay internal",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }, info) => {
    test.setTimeout(120_000);
    const js = isJsProject(info.project.name);
    const customer = await signInAsNewCustomer(page, { packageId: "starter" });
    const orderId = customer.orderId!;

    // the customer writes, with a file; HTML in it is shown as text
    await page.goto(`/order-details/${orderId}`);
    if (js) await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await thread(page)
      .getByLabel("Dateien anhängen")
      .setInputFiles({ name: "kundenlogo.png", mimeType: "image/png", buffer: Buffer.from("PNG") });
    await sendMessage(page, js, "Ihre Nachricht", "Hier unser Logo. <b>Bitte groß</b>");
    const own = thread(page).getByTestId("message").filter({ hasText: "Hier unser Logo." });
    await expect(own).toContainText("<b>Bitte groß</b>");
    await expect(own.getByRole("link", { name: "kundenlogo.png", exact: true })).toBeVisible();
    if (js) {
      // the fetcher posted in place: same document, form emptied
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await expect(thread(page).getByLabel("Ihre Nachricht")).toHaveValue("");
      await expect(page.getByTestId("toast")).toContainText("Nachricht gesendet");
    } else {
      await expect(page).toHaveURL(new RegExp(`/order-details/${orderId}#nachrichten$`));
    }

    // the agency: unread in the order table and on the order
    const adminContext = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const admin = await adminContext.newPage();
    await signInAsNewAdmin(admin);
    await admin.goto(`/admin/dashboard?q=${customer.shortId}`);
    const row = admin.getByTestId("admin-order-row").filter({ hasText: customer.shortId! });
    await expect(row.getByTestId("unread-messages")).toHaveText("1 neue Nachricht");
    await admin.goto(`/admin/orders/${orderId}`);
    const incoming = thread(admin).getByTestId("message").filter({ hasText: "Hier unser Logo." });
    await expect(incoming).toHaveAttribute("data-unread", "true");
    await expect(incoming).toContainText("Neu");
    await expect(incoming).toContainText("<b>Bitte groß</b>");
    await expect(incoming.getByRole("link", { name: "kundenlogo.png", exact: true })).toBeVisible();

    // an internal note, then the reply
    const label = "Nachricht an den Kunden oder interne Notiz";
    if (js) await waitForHydration(admin);
    await thread(admin).getByLabel(label).fill("Intern: Logo ist zu klein, nachfragen");
    await expect(thread(admin).getByRole("checkbox")).toHaveCount(0);
    await thread(admin).getByRole("button", { name: "Interne Notiz speichern" }).click();
    await expect(
      thread(admin).getByTestId("message").filter({ hasText: "Intern: Logo ist zu klein" }),
    ).toContainText("Interne Notiz");
    await sendMessage(admin, js, label, "Danke, das Logo ist angekommen.");
    await expect(
      thread(admin).getByTestId("message").filter({ hasText: "Danke, das Logo ist angekommen." }),
    ).toBeVisible();
    await adminContext.close();

    // the customer: a mail, the marker on the dashboard, the reply – and no internal note
    const mail = await waitForMail(customer.email, (m) =>
      m.subject.startsWith("Neue Nachricht zu Ihrer Bestellung"),
    );
    expect(mail.text).toContain("Danke, das Logo ist angekommen.");
    expect(mail.text).not.toContain("Intern");
    await page.goto("/dashboard");
    await expect(page.getByTestId("unread-messages")).toHaveText("1 neue Nachricht");
    await page.goto(`/order-details/${orderId}`);
    const reply = thread(page)
      .getByTestId("message")
      .filter({ hasText: "Danke, das Logo ist angekommen." });
    await expect(reply).toContainText("Neu");
    await expect(page.locator("body")).not.toContainText("Logo ist zu klein");
    await page.goto(`/order-details/${orderId}/messages`);
    await expect(thread(page).getByTestId("message")).toHaveCount(2);
    await expect(page.locator("body")).not.toContainText("Logo ist zu klein");
  },
);
