import { expect, test } from "@playwright/test";
import { buyProfessional } from "./professional-helpers";

test(
  "professional plan: start, pay the setup fee, set a password, six portal steps, submit, dashboard",
  { tag: "@no-js" },
  async ({ page }, info) => {
    test.setTimeout(150_000);
    const js = info.project.name === "js";
    const { successUrl } = await buyProfessional(page);

    await expect(page.getByRole("heading", { name: "Zahlung erfolgreich" })).toBeVisible();
    await page.getByRole("button", { name: "Passwort setzen und weiter" }).click();
    await expect(page.getByText("Passwort muss mindestens 8 Zeichen haben")).toBeVisible();
    await page.getByLabel(/^Passwort\*?$/).fill("kanzlei-geheim");
    await page.getByLabel("Passwort bestätigen").fill("kanzlei-geheim");
    await page.getByRole("button", { name: "Passwort setzen und weiter" }).click();
    await expect(page).toHaveURL(/\/professional-portal\?orderId=[0-9a-f-]{36}/, {
      timeout: 10_000,
    });

    // step 1: prefilled from the payment; the company name is missing
    await expect(page.getByRole("heading", { name: "Unternehmensdaten" })).toBeVisible();
    await expect(page.getByLabel(/^Straße und Hausnummer/)).toHaveValue("Teststraße 1");
    await expect(page.getByRole("button", { name: /Zurück/ })).toBeDisabled();
    await page.getByRole("button", { name: /Weiter/ }).click();
    await expect(page.getByText("Bitte füllen Sie alle Pflichtfelder aus.").first()).toBeVisible();
    await page.getByLabel(/^Name der Kanzlei/).fill("Steuerkanzlei Test");
    if (js) {
      await expect(page.getByTestId("autosave")).toHaveText(/Gespeichert um \d\d:\d\d/, {
        timeout: 10_000,
      });
    }
    await page.getByRole("button", { name: /Weiter/ }).click();

    await expect(page.getByRole("heading", { name: "Ansprechpartner" })).toBeVisible();
    await page.getByLabel("Titel").fill("Dr.");
    await page.getByRole("button", { name: /Weiter/ }).click();
    await expect(page.getByRole("heading", { name: "Anforderungen" })).toBeVisible();
    await page.getByLabel("Angebotene Leistungen").fill("Steuererklärungen, Lohnbuchhaltung");
    await page.getByRole("button", { name: /Weiter/ }).click();
    await expect(page.getByRole("heading", { name: "Inhalte" })).toBeVisible();
    await page.getByLabel("Über uns").fill("Seit 1990 in Berlin.");
    await page.getByRole("button", { name: /Weiter/ }).click();

    await expect(page.getByRole("heading", { name: "Design & Dateien" })).toBeVisible();
    await page.getByLabel("Klassisch & Seriös").check();
    await page
      .getByLabel("Dateien (Logo, Texte, Bilder)")
      .setInputFiles("tests/e2e/files/logo.txt");
    if (js) await expect(page.getByRole("link", { name: "logo.txt" })).toBeVisible();
    await page.getByRole("button", { name: /Weiter/ }).click();

    await expect(page.getByRole("heading", { name: "Zusammenfassung" })).toBeVisible();
    await expect(page.getByText("Steuerkanzlei Test")).toBeVisible();
    await expect(page.getByText("Klassisch & Seriös")).toBeVisible();
    await expect(page.getByText("logo.txt")).toBeVisible();
    await page.getByRole("button", { name: "Angaben übermitteln" }).click();
    if (js) {
      const dialog = page.getByRole("dialog", { name: "Angaben jetzt übermitteln?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Abbrechen" }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "Angaben übermitteln" }).click();
      await dialog.getByRole("button", { name: "Jetzt übermitteln" }).click();
    } else {
      await expect(page.getByRole("heading", { name: "Angaben jetzt übermitteln?" })).toBeVisible();
      await page.getByRole("button", { name: "Jetzt übermitteln" }).click();
    }
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Angaben übermittelt", { exact: true })).toBeVisible();
    const cards = page.getByTestId("order-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.getByText("In Bearbeitung")).toBeVisible();

    // reloading the success page creates nothing twice
    await page.goto(successUrl);
    await expect(page.getByRole("heading", { name: "Zahlung erfolgreich" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Passwort setzen und weiter" })).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page.getByTestId("order-card")).toHaveCount(1);
  },
);

test("without a chosen profession the checkout sends the visitor home", async ({ page }) => {
  await page.goto("/professional-checkout");
  await expect(page).toHaveURL(/\/$/);
});
