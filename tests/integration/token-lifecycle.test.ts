// The token lifecycle (issue 27, items 1 and 2): every link mailed before a password
// change, a used reset link or an e-mail change dies with it, every other session ends,
// and the owner's addresses are told. Through the real routes, mails read back from a
// real SMTP sink.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createCustomer,
  customerCookie,
  formRequest,
  getRequest,
  routeArgs,
  thrown,
} from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { drainQueue, startJobs, stopJobs } from "~/job-handlers/index.server";
import { settleLinkRequests } from "~/models/account/account.server";
import { RESET_INVALID, RESET_USED } from "~/models/account/schemas";
import { verifyLogin } from "~/models/account/user.server";
import { action as accountAction } from "~/routes/account";
import { loader as confirmLoader } from "~/routes/account_.email-confirm";
import { action as exportAction, EXPORT_EXPIRED } from "~/routes/account_.export";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { getUserId } from "~/utils/auth.server";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { hashPassword } from "~/utils/password.server";
import { _resetAllForTests } from "~/utils/rate-limit.server";
import { getToast } from "~/utils/toast.server";

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  Object.assign(process.env, { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
  resetEnvCache();
  await startJobs({ work: false, maintenance: false });
});
afterAll(async () => {
  await stopJobs();
  for (const key of ["SMTP_HOST", "SMTP_PORT"]) delete process.env[key];
  resetEnvCache();
  await smtp.close();
});
beforeEach(() => _resetAllForTests());

const PASSWORD = "altes-passwort-1";
const NEW_PASSWORD = "neues-passwort-2";
const address = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** A customer signed in on two devices. */
async function owner() {
  const email = address("besitzer");
  const user = await createCustomer({ email, passwordHash: await hashPassword(PASSWORD) });
  return {
    user,
    email,
    cookie: await customerCookie(user.id),
    otherDevice: await customerCookie(user.id),
  };
}

const account = (fields: Record<string, string>, cookie: string) =>
  thrown(accountAction(routeArgs(formRequest("/account", fields, cookie))));

/** Queued mails are sent, then the newest mail to `to` matching `subject` is returned. */
async function mailTo(to: string, subject: string) {
  await drainQueue({ names: ["send-mail"] });
  return smtp.waitFor(to, (m) => m.subject === subject);
}

/** Someone who knows the password asks to move the account to their address. */
async function pendingEmailChange(cookie: string) {
  const attacker = address("fremd");
  const res = await account(
    { intent: "email", newEmail: attacker, currentPassword: PASSWORD },
    cookie,
  );
  expect(res.status).toBe(302);
  const mail = await mailTo(attacker, "Bitte bestätigen Sie Ihre neue E-Mail-Adresse");
  return { attacker, link: mail.text.match(/\/account\/email-confirm\?token=[\w-]+/)![0] };
}

/** 'Passwort vergessen' for `email`: the path of the link from the mail. */
async function resetLink(email: string) {
  await thrown(forgotAction(routeArgs(formRequest("/forgot-password", { email }))));
  await settleLinkRequests();
  const mail = await smtp.waitFor(email, (m) => m.subject === "Passwort zurücksetzen");
  return mail.text.match(/\/reset-password\?token=[\w-]+/)![0];
}

async function exportToken(cookie: string) {
  const res = await account({ intent: "export", currentPassword: PASSWORD }, cookie);
  const token = (await res.json()).downloadToken as string;
  expect(token).toBeTruthy();
  return token;
}

const useReset = (link: string, password: string) =>
  thrown(resetAction(routeArgs(formRequest(link, { password, confirmPassword: password }))));

async function expectExportRefused(token: string, cookie: string) {
  const res = await thrown(
    exportAction(routeArgs(formRequest("/account/export", { token }, cookie))),
  );
  expect(res.status).toBe(302);
  const setCookie = res.headers.get("Set-Cookie")!.split(";")[0];
  expect((await getToast(getRequest("/", setCookie))).toast?.description).toBe(EXPORT_EXPIRED);
}

async function expectEmailChangeDead(link: string, userId: string, email: string) {
  const res = await thrown(confirmLoader(routeArgs(getRequest(link))));
  expect(res.status).toBe(400);
  expect((await res.json()).message).toMatch(/ungültig/);
  expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).email).toBe(email);
}

describe("token lifecycle (issue 27)", () => {
  it("a password change kills a pending e-mail change, a reset link and an export download, and names the discarded address", async () => {
    const { user, email, cookie, otherDevice } = await owner();
    const { attacker, link } = await pendingEmailChange(cookie);
    const reset = await resetLink(email);
    const download = await exportToken(cookie);

    const changed = await account(
      {
        intent: "password",
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      cookie,
    );
    expect(changed.status).toBe(302);

    // the old confirmation link no longer moves the account to the other address
    await expectEmailChangeDead(link, user.id, email);
    expect((await verifyLogin(attacker, NEW_PASSWORD)).ok).toBe(false);
    // the reset link from before cannot undo the change
    const late = await useReset(reset, "drittes-passwort");
    expect(late.status).toBe(400);
    expect((await late.json()).result.error[""]).toEqual([RESET_INVALID]);
    expect((await verifyLogin(email, NEW_PASSWORD)).ok).toBe(true);
    await expectExportRefused(download, cookie);
    expect(await prisma.verification.count({ where: { userId: user.id, usedAt: null } })).toBe(0);
    // this device stays, the other one is signed out
    expect(await getUserId(getRequest("/", cookie))).toBe(user.id);
    expect(await getUserId(getRequest("/", otherDevice))).toBeNull();

    const notice = await mailTo(email, "Ihr Passwort wurde geändert");
    expect(notice.text).toContain(`Änderung Ihrer E-Mail-Adresse auf ${attacker} wurde verworfen`);
    expect(notice.text).toMatch(/zuvor versandten Links .* ungültig/);
  });

  it("a used reset link kills a pending e-mail change and every session, and tells the owner", async () => {
    const { user, email, cookie, otherDevice } = await owner();
    const { attacker, link } = await pendingEmailChange(cookie);
    const reset = await resetLink(email);

    const done = await useReset(reset, NEW_PASSWORD);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/login");

    await expectEmailChangeDead(link, user.id, email);
    // "Passwort vergessen" for the other address finds no account to take over
    expect(await prisma.user.count({ where: { email: attacker } })).toBe(0);
    expect(await getUserId(getRequest("/", cookie))).toBeNull();
    expect(await getUserId(getRequest("/", otherDevice))).toBeNull();
    expect(await prisma.verification.count({ where: { userId: user.id, usedAt: null } })).toBe(0);

    const notice = await mailTo(email, "Ihr Passwort wurde zurückgesetzt");
    expect(notice.text).toContain(attacker);
    expect(notice.text).toMatch(/Alle Anmeldungen .* wurden beendet/);

    // opened or sent again, the link says it was used, not that it is unknown
    const page = await thrown(resetLoader(routeArgs(getRequest(reset))));
    expect(page.status).toBe(400);
    expect(await page.json()).toMatchObject({ valid: false, used: true, problem: RESET_USED });
    const again = await useReset(reset, "drittes-passwort");
    expect(again.status).toBe(400);
    expect((await again.json()).result.error[""]).toEqual([RESET_USED]);
    expect((await verifyLogin(email, NEW_PASSWORD)).ok).toBe(true);
  });

  it("an e-mail change kills a reset link sent to the old address and an export download, ends the other sessions and tells both addresses", async () => {
    const { user, email: oldEmail, cookie, otherDevice } = await owner();
    const reset = await resetLink(oldEmail);
    const download = await exportToken(cookie);
    const newEmail = address("neu");
    await account({ intent: "email", newEmail, currentPassword: PASSWORD }, cookie);
    const link = (
      await mailTo(newEmail, "Bitte bestätigen Sie Ihre neue E-Mail-Adresse")
    ).text.match(/\/account\/email-confirm\?token=[\w-]+/)![0];

    // opened in the browser that asked for it: that session stays
    const confirmed = await thrown(confirmLoader(routeArgs(getRequest(link, cookie))));
    expect(confirmed.status).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(newEmail);
    expect(await getUserId(getRequest("/", cookie))).toBe(user.id);
    expect(await getUserId(getRequest("/", otherDevice))).toBeNull();

    // the reset link in the old mailbox sets no password any more (item 2)
    const late = await useReset(reset, "uebernahme-123");
    expect(late.status).toBe(400);
    expect((await verifyLogin(newEmail, "uebernahme-123")).ok).toBe(false);
    expect((await verifyLogin(newEmail, PASSWORD)).ok).toBe(true);
    await expectExportRefused(download, cookie);

    const toOld = await mailTo(oldEmail, "Ihre E-Mail-Adresse wurde geändert");
    expect(toOld.text).toContain(newEmail);
    expect(toOld.text).toMatch(/anderen Anmeldungen wurden beendet/);
    const toNew = await mailTo(newEmail, "Ihre neue E-Mail-Adresse ist bestätigt");
    expect(toNew.text).toContain(oldEmail);
  });

  it("an e-mail change opened in another browser ends every session of the account", async () => {
    const { user, cookie, otherDevice } = await owner();
    const newEmail = address("anders");
    await account({ intent: "email", newEmail, currentPassword: PASSWORD }, cookie);
    const link = (
      await mailTo(newEmail, "Bitte bestätigen Sie Ihre neue E-Mail-Adresse")
    ).text.match(/\/account\/email-confirm\?token=[\w-]+/)![0];
    const stranger = await customerCookie((await createCustomer()).id);

    const confirmed = await thrown(confirmLoader(routeArgs(getRequest(link, stranger))));
    expect(confirmed.status).toBe(200);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await getUserId(getRequest("/", otherDevice))).toBeNull();
    // another account's session is none of this change's business
    expect(await getUserId(getRequest("/", stranger))).not.toBeNull();
  });
});
