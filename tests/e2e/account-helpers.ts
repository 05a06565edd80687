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
