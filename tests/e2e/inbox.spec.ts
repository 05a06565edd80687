// One inbox across orders and read state both ways (issue 30 item 3), with and without
// JavaScript: the customer writes, the agency finds it in its inbox (unread first) and
// answers; the customer finds the answer from the header, the inbox and the order page's
// top link, and sees that the agency has read their message.
import { expect, test, signInAsNewAdmin, signInAsNewCustomer } from "./fixtures";
import { headerItem, isJsProject } from "./helpers";
import { sendMessage, thread } from "./message-helpers";

// a 1×1 PNG
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

test(
  "both inboxes list the thread unread first, the top link jumps to it, read state shows both ways",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }, info) => {
    test.setTimeout(120_000);
    const js = isJsProject(info.project.name);
    const customer = await signInAsNewCustomer(page, { packageId: "starter" });
    const orderId = customer.orderId!;
    const question = `Wann geht es los? ${info.project.name}`;

    // an empty inbox says where to write
    await page.goto("/nachrichten");
    await expect(page.getByRole("heading", { name: "Nachrichten", level: 1 })).toBeVisible();
    await expect(page.getByText("Noch keine Nachrichten.")).toBeVisible();

    await page.goto(`/order-details/${orderId}`);
    await thread(page)
      .getByLabel("Dateien anhängen")
      .setInputFiles([
        { name: "skizze.png", mimeType: "image/png", buffer: Buffer.from(PNG, "base64") },
        { name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF") },
      ]);
    await sendMessage(page, js, "Ihre Nachricht", question);
    await expect(
      thread(page).getByTestId("message").filter({ hasText: question }).getByTestId("read-state"),
    ).toHaveText("Noch nicht gelesen");

    // the agency: the navigation counts, the inbox lists the thread as unread
    const adminContext = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const admin = await adminContext.newPage();
    await signInAsNewAdmin(admin);
    await admin.goto("/admin/dashboard");
    const nav = admin.getByRole("navigation", { name: "Admin-Navigation" });
    await expect(nav.getByRole("link", { name: /^Nachrichten \d+ neu$/ })).toBeVisible();
    await nav.getByRole("link", { name: /^Nachrichten/ }).click();
    await expect(admin.getByRole("heading", { name: "Nachrichten", level: 1 })).toBeVisible();
    const line = admin.getByTestId("inbox-thread").filter({ hasText: customer.shortId! });
    await expect(line).toHaveAttribute("data-unread", "true");
    await expect(line).toContainText("1 neu");
    await expect(line).toContainText(`Kunde: ${question}`);
    // the line opens the thread in the inbox, where the agency reads and answers it
    await line.getByRole("link").click();
    await expect(admin).toHaveURL(new RegExp(`/admin/nachrichten\\?thread=${orderId}$`));
    await expect(thread(admin).locator("[data-unread]")).toHaveCount(1);
    // the picture as a thumbnail (loaded, not broken), the PDF opens in the browser
    const attachment = thread(admin).getByTestId("message").filter({ hasText: question });
    const thumbnail = attachment.getByRole("img", { name: "Vorschau: skizze.png" });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      attachment.getByRole("link", { name: "brief.pdf im Browser öffnen (neues Fenster)" }),
    ).toHaveAttribute("href", /\/files\/[0-9a-f-]+\?inline=1$/);
    await sendMessage(admin, js, "Nachricht an den Kunden oder interne Notiz", "Nächste Woche!");
    // the answer is not read yet; the customer's question now is
    await expect(
      thread(admin)
        .getByTestId("message")
        .filter({ hasText: "Nächste Woche!" })
        .getByTestId("read-state"),
    ).toHaveText("Vom Kunden noch nicht gelesen");
    await admin.goto("/admin/nachrichten");
    await expect(
      admin.getByTestId("inbox-thread").filter({ hasText: customer.shortId! }),
    ).not.toHaveAttribute("data-unread", "true");

    // the customer: the header counts, the inbox opens the thread, the order page links to it
    await page.goto("/dashboard");
    await (await headerItem(page, "link", "Nachrichten (1 neu)")).click();
    await expect(page).toHaveURL(/\/nachrichten$/);
    const own = page.getByTestId("inbox-thread").first();
    await expect(own).toContainText(`#${customer.shortId}`);
    await expect(own).toContainText("1 neu");
    await expect(own).toContainText("Seitenwerk-Team: Nächste Woche!");
    await own.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/nachrichten\\?thread=${orderId}$`));
    await expect(
      thread(page).getByTestId("message").filter({ hasText: "Nächste Woche!" }),
    ).toHaveAttribute("data-unread", "true");
    await expect(
      thread(page).getByTestId("message").filter({ hasText: question }).getByTestId("read-state"),
    ).toContainText("Gelesen");
    // the order page's top link leads to the same thread, read now
    await page.getByRole("link", { name: `Zur Bestellung #${customer.shortId}` }).click();
    const top = page.getByTestId("thread-link");
    await expect(top).toHaveText("Nachrichten (2)");
    await expect(top).toHaveAttribute("href", "#nachrichten");
    // read now: the header no longer counts it
    await page.goto("/dashboard");
    await expect(await headerItem(page, "link", "Nachrichten")).toBeVisible();

    // and the agency sees that its answer was read
    await admin.goto(`/admin/orders/${orderId}`);
    await expect(
      thread(admin)
        .getByTestId("message")
        .filter({ hasText: "Nächste Woche!" })
        .getByTestId("read-state"),
    ).toContainText("Gelesen");
    await adminContext.close();
  },
);
