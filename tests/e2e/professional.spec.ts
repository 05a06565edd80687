import { adminPage, deliver } from "./delivery-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration, waitForMail } from "./helpers";
import {
  buyProfessional,
  buyProfessionalThroughPages,
  setPasswordIntoPortal,
  submitIntake,
} from "./professional-helpers";

const berlinDate = (date: Date) =>
  date.toLocaleDateString("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  });

test(
  "professional plan: start, pay the setup fee, set a password, six portal steps, submit, dashboard",
  { tag: "@no-js" },
  async ({ page }, info) => {
    test.setTimeout(150_000);
    const js = info.project.name === "js";
    const { successUrl } = await buyProfessionalThroughPages(page);

    await expect(page.getByRole("heading", { name: "Zahlung erfolgreich" })).toBeVisible();
    await page.getByRole("button", { name: "Passwort setzen und weiter" }).click();
    await expect(page.getByText("Passwort muss mindestens 8 Zeichen haben")).toBeVisible();
    await setPasswordIntoPortal(page);

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
    await expect(cards.getByText("In Bearbeitung", { exact: true })).toBeVisible();

    // reloading the success page creates nothing twice
    await page.goto(successUrl);
    await expect(page.getByRole("heading", { name: "Zahlung erfolgreich" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Passwort setzen und weiter" })).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page.getByTestId("order-card")).toHaveCount(1);
  },
);

test(
  "professional plan after the intake: preview, correction, second preview, acceptance, the 69 € subscription",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }, info) => {
    test.setTimeout(180_000);
    const js = info.project.name === "js";
    const { email } = await buyProfessional(page);
    const orderId = await setPasswordIntoPortal(page);
    // the six steps, briefly (the journey above checks each of them)
    await page.getByLabel(/^Name der Kanzlei/).fill("Kanzlei Abnahme");
    // one step at a time: a second click before the next step has rendered is a double click
    // on the same step's button, and the portal rightly moves on by one step only
    for (const next of [
      "Ansprechpartner",
      "Anforderungen",
      "Inhalte",
      "Design & Dateien",
      "Zusammenfassung",
    ]) {
      await page.getByRole("button", { name: /Weiter/ }).click();
      await expect(page.getByRole("heading", { name: next, exact: true })).toBeVisible();
    }
    await submitIntake(page, js);
    // what lasts, not the 5-second notice (the journey above checks that): one CI run on a
    // loaded machine reached the dashboard without seeing it
    await expect(
      page.getByTestId("order-card").getByText("In Bearbeitung", { exact: true }),
    ).toBeVisible();

    // the agency delivers a preview
    const { context: adminContext, page: admin } = await adminPage(browser, baseURL!, js);
    await deliver(admin, orderId, "https://vorschau.example.de/kanzlei", js);
    await waitForMail(email, (m) => /bereit zur Abnahme/.test(m.subject));

    // the customer asks for a correction from the dashboard
    await page.goto("/dashboard");
    await page.getByTestId("order-card").getByRole("link", { name: "Website prüfen" }).click();
    await expect(page.getByTestId("preview-link")).toContainText(
      "https://vorschau.example.de/kanzlei",
    );
    await page.getByLabel("Was sollen wir ändern?").fill("Bitte unsere Sprechzeiten ergänzen.");
    await page.getByRole("button", { name: "Korrektur anfordern" }).click();
    await expect(page.getByRole("heading", { name: "Ihre Korrekturwünsche" })).toBeVisible();

    // the agency delivers again; the customer accepts
    await deliver(admin, orderId, "https://vorschau.example.de/kanzlei-v2", js);
    await adminContext.close();
    await page.goto(`/order-details/${orderId}`);
    await expect(page.getByTestId("preview-link")).toContainText("kanzlei-v2");
    if (js) await waitForHydration(page);
    await page.getByRole("link", { name: "Website abnehmen" }).click();
    await (js ? page.getByRole("dialog", { name: "Website verbindlich abnehmen?" }) : page)
      .getByRole("button", { name: "Jetzt abnehmen" })
      .click();
    await expect(page.getByRole("heading", { name: "Ihre Website ist abgenommen" })).toBeVisible();
    const acceptedOn = new Date();
    await expect(page.getByText("Abgenommen", { exact: true })).toBeVisible();

    // the acceptance starts the monthly fee on the saved card (a queued job)
    await waitForMail(email, (m) => m.subject.includes("hat begonnen"));
    await page.goto("/billing");
    const card = page.getByTestId("subscription-card");
    await expect(card.getByText("Aktiv")).toBeVisible();
    await expect(card.getByTestId("subscription-amount")).toHaveText(/69\s€ \/ Monat/);
    const termEnd = new Date(acceptedOn);
    termEnd.setMonth(termEnd.getMonth() + 12);
    await expect(card.getByTestId("minimum-term-end")).toHaveText(berlinDate(termEnd));

    // notice and its withdrawal with JavaScript (billing.spec.ts walks them without it, with
    // the mails and the dates)
    if (!js) return;
    await card.getByRole("button", { name: "Abo kündigen" }).click();
    await card.getByRole("button", { name: /^Zum \d{2}\.\d{2}\.\d{4} kündigen$/ }).click();
    await expect(page.getByText("Kündigung bestätigt").first()).toBeVisible();
    await expect(card.getByTestId("cancel-at")).toBeVisible();
    await card.getByRole("button", { name: "Kündigung zurücknehmen" }).click();
    await expect(page.getByText("Kündigung zurückgenommen").first()).toBeVisible();
    await expect(card.getByTestId("cancel-at")).toHaveCount(0);
  },
);

test("without a chosen profession the checkout sends the visitor home", async ({ page }) => {
  await page.goto("/professional-checkout");
  await expect(page).toHaveURL(/\/$/);
});
