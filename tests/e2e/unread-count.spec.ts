// The header's unread count after a step into an order's thread. With JavaScript a link is a
// client-side navigation, which runs only the new page's loaders: the root counts again when the
// step opens or leaves a thread, the admin layout at every step (their shouldRevalidate), so the
// count does not keep the messages the page has just marked read.
import { expect, test, signInAsNewAdmin, signInAsNewCustomer } from "./fixtures";
import { headerItem, isJsProject, waitForHydration } from "./helpers";
import { sendMessage, thread } from "./message-helpers";

test(
  "a step into the order's thread takes its messages out of the header's count",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }, info) => {
    const js = isJsProject(info.project.name);
    const customer = await signInAsNewCustomer(page, { packageId: "starter" });
    const orderId = customer.orderId!;
    const adminContext = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const admin = await adminContext.newPage();
    await signInAsNewAdmin(admin);
    await admin.goto(`/admin/orders/${orderId}/messages`);
    await sendMessage(admin, js, "Nachricht an den Kunden oder interne Notiz", "Passt der Termin?");

    // the customer: counted on the dashboard, read by the step into the order page
    await page.goto("/dashboard");
    await expect(await headerItem(page, "link", "Nachrichten (1 neu)")).toBeVisible();
    if (js) await waitForHydration(page);
    await page.getByRole("link", { name: "Details vervollständigen" }).click();
    await expect(page).toHaveURL(new RegExp(`/order-details/${orderId}$`));
    await expect(
      thread(page).getByTestId("message").filter({ hasText: "Passt der Termin?" }),
    ).toBeVisible();
    await expect(await headerItem(page, "link", /^Nachrichten$/)).toBeVisible();

    // the agency: its navigation's count is asked again when a step opens the order
    await sendMessage(page, js, "Ihre Nachricht", "Ja, danke.");
    await admin.goto(`/admin/customers/${customer.userId}`);
    if (js) await waitForHydration(admin);
    const layoutCounted = js
      ? admin.waitForResponse(
          (r) => new URL(r.url()).searchParams.get("_data") === "routes/admin" && r.ok(),
        )
      : null;
    await admin.getByRole("link", { name: `#${customer.shortId}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
    await layoutCounted;
    await expect(
      thread(admin).getByTestId("message").filter({ hasText: "Ja, danke." }),
    ).toBeVisible();
    await adminContext.close();
  },
);
