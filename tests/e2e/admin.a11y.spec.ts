import { expectNoSeriousViolations } from "./a11y";
import { customerWithOrder } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { acceptCookies } from "./helpers";

test("no serious accessibility violations on /admin/login (also with its error)", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await expectNoSeriousViolations(page);
  await acceptCookies(page, "Nur notwendige");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("no serious accessibility violations on the admin dashboard and an order's tabs", async ({
  page,
  browser,
  baseURL,
  admin: _signedIn,
}) => {
  test.setTimeout(120_000);
  const customer = await customerWithOrder(browser, baseURL, false);
  await customer.context.close();
  await page.goto("/admin/dashboard");
  await expectNoSeriousViolations(page);
  await page.goto(`/admin/dashboard?q=${customer.shortId}`);
  await page
    .getByRole("link", { name: /^Details/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(customer.shortId);
  for (const tab of ["company", "services", "pages", "payment"]) {
    await page.goto(`${new URL(page.url()).pathname}?tab=${tab}`);
    await expectNoSeriousViolations(page);
  }
});

test("no serious accessibility violations on the messages inbox and an inquiry with its answer form", async ({
  page,
  admin: _signedIn,
}) => {
  const subject = `Barrierefrei ${Date.now()}`;
  await page.request.post("/kontakt", {
    form: {
      firstName: "Ada",
      lastName: "Axe",
      email: "ada@example.com",
      subject,
      message: "Eine Frage zur Barrierefreiheit unserer neuen Website.",
      returnTo: "/kontakt",
    },
    maxRedirects: 0,
  });
  await page.goto("/admin/nachrichten");
  await expectNoSeriousViolations(page);
  await page.goto("/admin/inquiries?status=new");
  await page.getByRole("link", { name: new RegExp(subject) }).click();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Antwort senden" }).click();
  await expect(page.getByText("Bitte schreiben Sie eine Antwort.")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("no serious accessibility violations on the team page, also with a refused invitation", async ({
  page,
  admin: _signedIn,
}) => {
  await page.goto("/admin/team");
  await expectNoSeriousViolations(page);
  const form = page.getByRole("region", { name: "Person einladen" });
  await form.getByLabel("E-Mail").fill("kein-at");
  await form.getByRole("button", { name: "Einladen" }).click();
  await expect(form.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("no serious accessibility violations on Mein Profil", async ({ page, admin: _signedIn }) => {
  await page.goto("/admin/profil");
  await expect(page.getByRole("region", { name: "Meine Benachrichtigungen" })).toBeVisible();
  await expectNoSeriousViolations(page);
});
