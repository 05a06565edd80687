import { expect, test } from "./fixtures";
import { buyProfessional, setPasswordIntoPortal, submitIntake } from "./professional-helpers";

test(
  "after submitting, Back and reopening the portal show the answers read-only",
  { tag: "@no-js" },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    await buyProfessional(page);
    await setPasswordIntoPortal(page);
    const portalUrl = `/professional-portal?orderId=${new URL(page.url()).searchParams.get("orderId")}`;

    await page.getByLabel(/^Name der Kanzlei/).fill("Kanzlei Rückblick");
    await page.getByRole("button", { name: /Weiter/ }).click();
    await expect(page.getByRole("heading", { name: "Ansprechpartner" })).toBeVisible();
    await page.goto(`${portalUrl}&step=6`);
    await submitIntake(page, info.project.name === "js");

    for (const reopen of [() => page.goBack(), () => page.goto(portalUrl)]) {
      await reopen();
      await expect(page.getByRole("heading", { name: "Ihr Kundenportal" })).toBeVisible();
      await expect(page.getByText(/Übermittelt am \d\d\.\d\d\.\d{4}/)).toBeVisible();
      await expect(page.getByText("Kanzlei Rückblick")).toBeVisible();
      await expect(page.getByText("Zugriff verweigert")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Angaben übermitteln" })).toHaveCount(0);
      // a summary, not an invitation to go back and edit
      await expect(page.getByText("Ihre übermittelten Angaben im Überblick.")).toBeVisible();
      await expect(page.getByText(/jederzeit zurückgehen/)).toHaveCount(0);
    }

    // the order page links the intake once it is submitted
    const orderId = new URL(portalUrl, "http://x").searchParams.get("orderId");
    await page.goto(`/order-details/${orderId}`);
    await page.getByRole("link", { name: "Ihre Angaben ansehen" }).click();
    await expect(page.getByText("Ihre übermittelten Angaben im Überblick.")).toBeVisible();
  },
);
