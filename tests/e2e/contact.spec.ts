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
    // without JavaScript the notice can be neither closed nor swiped away: on a phone it
    // covers the status form for 5 s, so a tap on it must reach what lies beneath
    if (!js)
      expect(
        await admin.getByTestId("toast").evaluate((toast) => {
          const box = toast.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return toast.contains(hit);
        }),
      ).toBe(false);
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

// Issue 31: the landing page loads no zod; the form's check comes with the first focus and
// then answers in the browser, in German, without asking the server on every keystroke.
test("on the landing page the form's check arrives with the first focus and works in the browser", async ({
  page,
}) => {
  const validationChunk = /\/build\/.*contact-validation-[^/]*\.js$/;
  const fetched: string[] = [];
  const posts: string[] = [];
  page.on("request", (request) => {
    fetched.push(request.url());
    if (request.method() === "POST" && new URL(request.url()).pathname === "/kontakt")
      posts.push(request.url());
  });
  await page.goto("/");
  await acceptCookies(page, "Nur notwendige");
  const section = page.locator("section#kontakt");
  const firstName = section.getByLabel("Vorname");
  await firstName.scrollIntoViewIfNeeded();
  expect(fetched.filter((url) => validationChunk.test(url))).toEqual([]);

  const arrived = page.waitForResponse(validationChunk);
  await firstName.focus();
  expect((await arrived).status()).toBe(200);
  // a blur before the check has arrived checks nothing (the server is not asked per field)
  const missing = section.getByText("Bitte geben Sie Ihren Vornamen an.");
  await expect(async () => {
    await firstName.focus();
    await firstName.blur();
    await expect(missing).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");

  // once an error shows, every input checks again – in the browser
  await firstName.pressSequentially("Dora");
  await expect(missing).toBeHidden();
  await section.getByLabel("E-Mail").fill("keine-adresse");
  await section.getByLabel("E-Mail").blur();
  await expect(section.getByText("Bitte geben Sie eine gültige E-Mail-Adresse an.")).toBeVisible();
  // nothing of this asked the server
  expect(posts).toEqual([]);
});
