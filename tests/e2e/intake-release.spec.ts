// The team releases a submitted professional intake for changes once: the customer edits the
// portal again and submits anew; the release is not offered a second time.
import { expect, signInAsNewAdmin, test } from "./fixtures";
import { buyProfessional, setPasswordIntoPortal, submitIntake } from "./professional-helpers";

test(
  "the team releases the submitted intake once; the customer changes it and submits again",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }, info) => {
    test.setTimeout(150_000);
    const js = info.project.name === "js";

    // the customer buys, fills in the firm's name and submits
    await buyProfessional(page);
    const orderId = await setPasswordIntoPortal(page);
    const portalUrl = `/professional-portal?orderId=${orderId}`;
    await page.getByLabel(/^Name der Kanzlei/).fill("Kanzlei Erstfassung");
    await page.getByRole("button", { name: /Weiter/ }).click();
    await expect(page.getByRole("heading", { name: "Ansprechpartner" })).toBeVisible();
    await page.goto(`${portalUrl}&step=6`);
    await submitIntake(page, js);

    // the team releases the intake
    const adminContext = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const admin = await adminContext.newPage();
    await signInAsNewAdmin(admin);
    await admin.goto(`/admin/orders/${orderId}`);
    // submitting put the order into the work
    await expect(admin.getByTestId("current-status")).toHaveText("In Bearbeitung");
    const release = admin.getByRole("button", { name: "Angaben zur Bearbeitung freigeben" });
    await release.click();
    await expect(admin.getByTestId("current-status")).toHaveText("Angaben ausstehend");
    await expect(admin.getByTestId("correction-state")).toHaveText(/^am \d\d\.\d\d\.\d{4}/);
    await expect(release).toHaveCount(0);

    // the customer's portal is editable again: change the name and submit anew
    await page.goto(portalUrl);
    await expect(page.getByText("Angaben wieder zur Bearbeitung freigegeben")).toBeVisible();
    await page.goto(`${portalUrl}&step=1`);
    const name = page.getByLabel(/^Name der Kanzlei/);
    await expect(name).toHaveValue("Kanzlei Erstfassung");
    await name.fill("Kanzlei Zweitfassung");
    await page.getByRole("button", { name: /Weiter/ }).click();
    await expect(page.getByRole("heading", { name: "Ansprechpartner" })).toBeVisible();
    await page.goto(`${portalUrl}&step=6`);
    await submitIntake(page, js);
    await page.goto(portalUrl);
    await expect(page.getByText("Kanzlei Zweitfassung")).toBeVisible();
    await expect(page.getByRole("button", { name: "Angaben übermitteln" })).toHaveCount(0);

    // the team sees the new answers; a second release is not offered
    await admin.goto(`/admin/orders/${orderId}?tab=intake`);
    await expect(admin.getByTestId("tab-panel")).toContainText("Kanzlei Zweitfassung");
    await expect(release).toHaveCount(0);
    await adminContext.close();
  },
);
