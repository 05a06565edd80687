// Contact form (issue 20 item 3), with and without JavaScript: a visitor writes from a
// profession page, the agency is told by mail, and the inquiry waits in the admin inbox.
import { expect, signInAsNewAdmin, test } from "./fixtures";
import { acceptCookies, isJsProject, waitForHydration, waitForMail } from "./helpers";

test(
  "a visitor's inquiry reaches the admin inbox, is answered in the app, marked done and the count follows",
  {
    tag: "@no-js",
  },
  async ({ page, browser }, info) => {
    const js = isJsProject(info.project.name);
    const subject = `Frage ${info.project.name} ${Date.now()}`;
    await page.goto("/aerzte#kontakt");
    await acceptCookies(page, "Nur notwendige");
    if (js) await waitForHydration(page);
    const section = page.locator("section#kontakt");
    await expect(section.getByRole("heading", { name: "Kontakt" })).toBeVisible();

    // an empty message is refused in German and what was typed stays
    await section.getByLabel("Vorname").fill("Dora");
    await section.getByLabel("Nachname").fill("Doktor");
    await section.getByLabel("E-Mail").fill("dora@praxis.example");
    await section.getByRole("button", { name: "Nachricht senden" }).click();
    // without JS the post lands on /kontakt, which shows the form again with the errors
    const form = js ? section : page.locator("main");
    await expect(form.getByText("Bitte schreiben Sie uns Ihre Nachricht.")).toBeVisible();
    await expect(form.getByLabel("Vorname")).toHaveValue("Dora");

    await form.getByLabel("Betreff").fill(subject);
    await form.getByLabel("Nachricht").fill("Wir möchten eine neue Website für unsere Praxis.");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByText("Vielen Dank für Ihre Nachricht!").first()).toBeVisible();
    await waitForMail("team@e2e.example", (m) => m.subject.includes(subject));

    const admin = await browser.newPage({ javaScriptEnabled: js });
    await signInAsNewAdmin(admin);
    await admin.goto("/admin/dashboard");
    const nav = admin.getByRole("navigation", { name: "Admin-Navigation" });
    await nav.getByRole("link", { name: /Anfragen/ }).click();
    await expect(admin.getByRole("heading", { name: "Kontaktanfragen" })).toBeVisible();
    await admin.getByRole("link", { name: "Neu", exact: true }).click();
    await admin.getByRole("link", { name: new RegExp(subject) }).click();
    await expect(admin.getByRole("heading", { name: subject })).toBeVisible();
    await expect(admin.getByText("Wir möchten eine neue Website für unsere Praxis.")).toBeVisible();
    // the mail program is only the fallback now
    await expect(
      admin.getByRole("link", { name: "Stattdessen im eigenen Mailprogramm antworten" }),
    ).toHaveAttribute("href", /^mailto:dora%40praxis\.example\?subject=Re%3A%20/);

    // an empty answer is refused in German; a real one is mailed and kept in the history
    if (js) await waitForHydration(admin);
    await admin.getByRole("button", { name: "Antwort senden" }).click();
    await expect(admin.getByText("Bitte schreiben Sie eine Antwort.")).toBeVisible();
    await expect(admin.getByLabel("Ihre Antwort")).toHaveAttribute("aria-invalid", "true");
    const answer = `Guten Tag Frau Doktor,\n\ngern! Antwort ${info.project.name}.`;
    await admin.getByLabel("Ihre Antwort").fill(answer);
    await admin.getByRole("button", { name: "Antwort senden" }).click();
    await expect(admin.getByText("Antwort gesendet")).toBeVisible();
    const history = admin.getByRole("region", { name: "Verlauf" });
    await expect(history.getByTestId("inquiry-reply")).toContainText(
      `gern! Antwort ${info.project.name}.`,
    );
    await expect(history.getByTestId("inquiry-reply")).toContainText("Antwort von");
    // the form is empty again, the inquiry is being worked on
    await expect(admin.getByLabel("Ihre Antwort")).toHaveValue("");
    await expect(admin.getByText("In Bearbeitung", { exact: true }).first()).toBeVisible();
    await expect(admin.getByLabel("Status")).toHaveValue("in_progress");
    const mail = await waitForMail("dora@praxis.example", (m) => m.subject === `Re: ${subject}`);
    expect(mail.text).toContain(`gern! Antwort ${info.project.name}.`);

    await admin.getByLabel("Status").selectOption("done");
    await admin.getByRole("button", { name: "Status speichern" }).click();
    await expect(admin.getByText("Status gespeichert")).toBeVisible();
    await admin.getByRole("link", { name: "← Alle Anfragen" }).click();
    await admin.getByRole("link", { name: "Neu", exact: true }).click();
    await expect(admin.getByRole("link", { name: new RegExp(subject) })).toHaveCount(0);
    await admin.close();
  },
);
