import { expect, test } from "./fixtures";
import { acceptCookies } from "./helpers";

test.describe("package selection", { tag: "@no-js" }, () => {
  test("toggle between subscription (default) and one-time payment", async ({
    visitorPage: page,
  }) => {
    await page.goto("/package-selection");
    await acceptCookies(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Wählen Sie Ihr Website-Paket" }),
    ).toBeVisible();
    const toggle = page.getByRole("group", { name: "Zahlungsart" });
    await expect(toggle.getByRole("button", { name: "Monatliches Abo" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("price-starter")).toHaveText("29 €");
    await expect(page.getByTestId("price-standard")).toHaveText("49 €");
    await expect(page.getByTestId("price-premium")).toHaveText("99 €");
    await expect(page.getByText("Beliebt")).toBeVisible();

    await toggle.getByRole("button", { name: "Einmalzahlung" }).click();
    await expect(toggle.getByRole("button", { name: "Einmalzahlung" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("price-starter")).toHaveText("249 €");
    await expect(page.getByTestId("price-standard")).toHaveText("499 €");
    await expect(page.getByTestId("price-premium")).toHaveText("999 €");
  });

  test("add-ons change the shown price (live with JS, on update without)", async ({
    page,
  }, info) => {
    await page.goto("/package-selection?paymentType=onetime");
    await acceptCookies(page);
    await page.getByLabel("Zusätzliche Seite").selectOption("2");
    await page.getByLabel(/Blog \/ News/).check();
    if (info.project.name !== "js")
      await page.getByRole("button", { name: "Preise aktualisieren" }).click();
    await expect(page.getByTestId("price-standard")).toHaveText("896 €"); // 499 + 2 × 99 + 199
    await expect(page.getByTestId("price-starter")).toHaveText("646 €");
    await expect(page.getByLabel(/Blog \/ News/)).toBeChecked();
  });

  test("choosing a package without an account keeps the choice and goes to registration", async ({
    visitorPage: page,
  }) => {
    await page.goto("/package-selection?paymentType=onetime&additionalPagesCount=1");
    await acceptCookies(page);
    await page.getByRole("button", { name: "Premium wählen" }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
