// Shared by account.spec.ts and account.a11y.spec.ts (a spec file may not import another).
import { expect, type Page } from "@playwright/test";

/** 'Passwort ändern' on /account: a wrong current password is refused, then the change. */
export async function changePassword(page: Page, current: string, next: string) {
  const form = page.getByRole("region", { name: "Passwort ändern" });
  const send = async (currentPassword: string) => {
    await form.getByLabel(/^Aktuelles Passwort/).fill(currentPassword);
    await form.getByLabel(/^Neues Passwort\*?$/).fill(next);
    await form.getByLabel(/^Neues Passwort bestätigen/).fill(next);
    await form.getByRole("button", { name: "Passwort ändern" }).click();
  };
  await send("falsch-123");
  await expect(form.getByText("Das Passwort ist nicht korrekt")).toBeVisible();
  await send(current);
  await expect(page.getByText("Auf allen anderen Geräten wurden Sie abgemeldet.")).toBeVisible();
  return form;
}

/** 'Meine Daten herunterladen' on /account: prepared with the password, then downloaded. */
export async function downloadDataExport(page: Page, password: string) {
  const form = page.getByRole("region", { name: "Meine Daten herunterladen" });
  await form.getByLabel(/^Aktuelles Passwort/).fill(password);
  await form.getByRole("button", { name: "Datenexport anfordern" }).click();
  await expect(form.getByText("Ihr Datenexport ist bereit")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: "Daten herunterladen (ZIP)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^seitenwerk-daten-\d{4}-\d{2}-\d{2}\.zip$/);
  return download;
}
