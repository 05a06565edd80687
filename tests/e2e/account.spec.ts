// 'Mein Konto' end to end: name, password (another browser is signed out), e-mail by link, the
// data export as a ZIP, and deleting the account – after which the admin still sees the paid
// order, without the person. Without JavaScript only (@no-js-only): what these journeys check
// happens on the server (sessions, mails, the ZIP, the deletion), and each of the page's forms
// is also sent with JavaScript in account.a11y.spec.ts.
import { readFile } from "node:fs/promises";
import path from "node:path";
import yauzl from "yauzl";
import { changePassword, downloadDataExport } from "./account-helpers";
import { fillCompanyDetails } from "./checkout-helpers";
import {
  expect,
  test,
  signInAsNewAdmin,
  signInAsNewCustomer,
  type Browser,
  type Page,
} from "./fixtures";
import { headerItem, linkFrom, uniqueEmail, waitForMail } from "./helpers";

const files = (name: string) => path.resolve("tests/e2e/files", name);

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

function readZip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

test(
  "change name, password (another browser is signed out) and e-mail by link",
  { tag: "@no-js-only" },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    const { email, password } = await signInAsNewCustomer(page);
    await page.goto("/dashboard");
    const other = await secondBrowser(browser, baseURL);
    await signIn(other.page, email, password);
    await expect(other.page).toHaveURL(/\/dashboard$/);

    await (await headerItem(page, "link", "Mein Konto")).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Mein Konto", level: 1 })).toBeVisible();

    // name: a bad value is refused with the German message and the input kept
    const profile = page.getByRole("region", { name: "Persönliche Angaben" });
    await profile.getByLabel(/^Vorname/).fill("");
    await profile.getByLabel("Telefon").fill("0176 / 555 12");
    await profile.getByRole("button", { name: "Angaben speichern" }).click();
    await expect(profile.getByText("Vorname ist erforderlich")).toBeVisible();
    await expect(profile.getByLabel("Telefon")).toHaveValue("0176 / 555 12");
    await profile.getByLabel(/^Vorname/).fill("Marta");
    await profile.getByLabel(/^Nachname/).fill("Neumann");
    await profile.getByRole("button", { name: "Angaben speichern" }).click();
    await expect(page.getByText("Angaben gespeichert")).toBeVisible();
    await page.reload();
    await expect(profile.getByLabel(/^Vorname/)).toHaveValue("Marta");
    // the firm is the billing profile's, shown here and changed there
    await expect(profile.getByTestId("profile-company")).toContainText(
      "Unter „Rechnungsangaben“ ändern",
    );

    // password: the current one is required; afterwards the other browser is signed out
    const pw = await changePassword(page, password, "ganz-neu-456");
    await expect(pw.getByLabel(/^Aktuelles Passwort/)).toHaveValue("");
    // this browser stays signed in, the other one is out
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    await other.page.goto("/dashboard");
    await expect(other.page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
    await signIn(other.page, email, password);
    await expect(other.page.getByRole("alert")).toContainText("Ungültige Anmeldedaten");
    await other.page.getByLabel("Passwort").fill("ganz-neu-456");
    await other.page.getByRole("button", { name: "Anmelden" }).click();
    await expect(other.page).toHaveURL(/\/dashboard$/);
    await other.context.close();

    // e-mail: confirmed by the link sent to the new address; the old one is told
    const newEmail = uniqueEmail("neu");
    await page.goto("/account");
    const mail = page.getByRole("region", { name: "E-Mail-Adresse" });
    await mail.getByLabel(/^Neue E-Mail-Adresse/).fill(newEmail);
    await mail.getByLabel(/^Aktuelles Passwort/).fill("ganz-neu-456");
    await mail.getByRole("button", { name: "Bestätigungslink senden" }).click();
    await expect(mail.getByText("Bestätigung ausstehend")).toBeVisible();
    await expect(mail.getByTestId("current-email")).toHaveText(email);
    const link = await waitForMail(newEmail, (m) => m.subject.includes("neue E-Mail-Adresse"));
    await page.goto(linkFrom(link.text, "/account/email-confirm"));
    await expect(page.getByRole("heading", { name: "E-Mail-Adresse geändert" })).toBeVisible();
    await waitForMail(email, (m) => m.subject === "Ihre E-Mail-Adresse wurde geändert");
    await page.getByRole("link", { name: "Zu meinem Konto" }).click();
    await expect(page.getByTestId("current-email")).toHaveText(newEmail);

    // sign in with the new address and the new password only
    await (await headerItem(page, "button", "Abmelden")).click();
    // the sign-out has landed (a navigation now would cancel its post)
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, email, "ganz-neu-456");
    await expect(page.getByRole("alert")).toContainText("Ungültige Anmeldedaten");
    await signIn(page, newEmail, "ganz-neu-456");
    await expect(page).toHaveURL(/\/dashboard$/);
  },
);

/** the order's contact person, who must be gone from the admin's view once the account is */
const CONTACT_PERSON = "Lena Löscher";

/** Details with an upload, paid through the test-mode checkout. */
async function payOrder(page: Page, company: string) {
  await page.getByRole("link", { name: "Details vervollständigen" }).click();
  const fill = async (label: RegExp, value: string) => page.getByLabel(label).fill(value);
  await fillCompanyDetails(page, { companyName: company, contactPerson: CONTACT_PERSON });
  await page
    .getByLabel("Unternehmensdokumente (Logo, Texte, Bilder)")
    .setInputFiles(files("logo.txt"));
  await fill(/^Wunsch-Domain/, `loesch-${Date.now()}`);
  await fill(/^Designwünsche/, "Ruhig");
  for (const name of ["Startseite", "Seite 2", "Seite 3"])
    await page
      .getByRole("group", { name })
      .getByLabel(/^Inhalt und Beschreibung/)
      .fill(`Inhalt ${name}`);
  await page.getByRole("button", { name: "Speichern und zur Zahlung" }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop()!;
  await page.getByLabel(/Ich akzeptiere die/).check();
  await page.getByRole("button", { name: /Jetzt bezahlen/ }).click();
  await page.getByRole("button", { name: "Testzahlung ausführen" }).click();
  await expect(page.getByRole("heading", { name: "Vielen Dank für Ihre Zahlung!" })).toBeVisible();
  return orderId;
}

test(
  "export the data as a ZIP, delete the account, the admin keeps the paid order without the person",
  { tag: "@no-js-only" },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const company = "Löschtest GmbH";
    const { email, password } = await signInAsNewCustomer(page, {
      packageId: "standard",
      paymentType: "onetime",
    });
    await page.goto("/dashboard");
    const orderId = await payOrder(page, company);
    // a second, unpaid order that the deletion removes
    await page.goto("/package-selection?paymentType=onetime");
    await page.getByRole("button", { name: "Starter wählen" }).click();
    await expect(page).toHaveURL(/\/order-details\//);

    // export: the password first, then one download
    await page.goto("/account");
    const data = page.getByRole("region", { name: "Meine Daten herunterladen" });
    await data.getByLabel(/^Aktuelles Passwort/).fill("falsch-123");
    await data.getByRole("button", { name: "Datenexport anfordern" }).click();
    await expect(data.getByText("Das Passwort ist nicht korrekt")).toBeVisible();
    const download = await downloadDataExport(page, password);
    const zip = await readZip(await readFile((await download.path())!));
    const json = JSON.parse(zip.get("daten.json")!.toString("utf8"));
    expect(json.konto.eMail).toBe(email);
    const paid = json.bestellungen.find((o: { id: string }) => o.id === orderId);
    expect(paid).toMatchObject({ firma: company, status: "Bezahlt", statusCode: "paid" });
    expect(paid.gesamtpreis).toMatch(/,\d{2} €$/);
    expect(json.bestellungen).toHaveLength(2);
    expect(zip.get(`Ihre Dateien/${orderId.slice(0, 8)}-logo.txt`)).toEqual(
      await readFile(files("logo.txt")),
    );
    expect(zip.get("LIESMICH.txt")!.toString("utf8")).toContain("Dateien der Agentur/");

    // delete: explained, confirmed with the password and a tick
    await page.goto("/account");
    await page.getByRole("link", { name: "Konto löschen …" }).click();
    await expect(page.getByRole("heading", { name: "Konto löschen" })).toBeVisible();
    await expect(page.getByText("1 unbezahlte Bestellung")).toBeVisible();
    await page.getByLabel(/^Aktuelles Passwort/).fill(password);
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(
      page.getByText("Bitte bestätigen Sie, dass Ihr Konto endgültig gelöscht werden soll"),
    ).toBeVisible();
    await page.getByLabel(/^Aktuelles Passwort/).fill(password);
    await page.getByLabel("Ja, mein Konto soll endgültig gelöscht werden.").check();
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Ihr Konto wurde gelöscht")).toBeVisible();
    await waitForMail(email, (m) => m.subject === "Ihr Konto wurde gelöscht");

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, email, password);
    await expect(page.getByRole("alert")).toContainText("Ungültige Anmeldedaten");

    // the admin: the paid order is still there, marked, without name and e-mail
    const admin = await secondBrowser(browser, baseURL);
    await signInAsNewAdmin(admin.page);
    await admin.page.goto(`/admin/dashboard?q=${encodeURIComponent(company)}`);
    const row = admin.page.getByTestId("admin-order-row");
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Konto gelöscht")).toBeVisible();
    await expect(row).not.toContainText(email);
    await expect(row).not.toContainText(CONTACT_PERSON);
    await expect(row).not.toContainText("Erika");
    await row.getByRole("link", { name: /Details/ }).click();
    await expect(admin.page.getByRole("heading", { name: /Auftrag/ })).toBeVisible();
    await expect(admin.page.getByRole("main")).toContainText("Konto gelöscht");
    await expect(admin.page.getByRole("main")).not.toContainText(email);
    await expect(admin.page.getByRole("main")).not.toContainText(CONTACT_PERSON);
    await expect(admin.page.getByTestId("tab-panel")).toContainText(company);
    await expect(admin.page.getByTestId("status-history")).toContainText(
      "auf Wunsch des Kunden gelöscht",
    );
    await admin.page.getByRole("link", { name: "Zahlung" }).click();
    await expect(admin.page.getByTestId("tab-panel")).toContainText("Bezahlt");
    await admin.context.close();
  },
);
