// The signed-in customer's own account: profile, password, e-mail address, notification
// choice, and the password re-check that guards the export and the deletion. No HTTP here.
import { AccountError } from "./account.server";
import { ACCOUNT_MESSAGES } from "./settings";
import { findUserByEmail, setPassword, USER_CONTACT_SELECT } from "./user.server";
import {
  checkToken,
  consumeToken,
  issueToken,
  revokeOutstandingTokens,
} from "./verification.server";
import type { NotificationSettings } from "./settings";
import { queueMail } from "~/jobs/send-mail.server";
import {
  emailChangedConfirmationMail,
  emailChangedNoticeMail,
  emailChangeLinkMail,
  emailChangeTakenMail,
} from "~/mails/email-change";
import { passwordChangedMail } from "~/mails/password-changed";
import { isUniqueViolation } from "~/utils/db-errors.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { verifyPassword } from "~/utils/password.server";
import { hit, reset, retryAfter, TOO_MANY_ATTEMPTS } from "~/utils/rate-limit.server";

const ACCOUNT_SELECT = {
  ...USER_CONTACT_SELECT,
  notifyOptional: true,
  notifyMessages: true,
  notifyStatus: true,
  passwordHash: true,
  deletedAt: true,
  createdAt: true,
} as const;

export async function getAccount(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: ACCOUNT_SELECT });
  if (!user || user.deletedAt) return null;
  const pending = await prisma.verification.findFirst({
    where: { userId, purpose: "email-change", usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { data: true, expiresAt: true },
  });
  const { passwordHash, ...rest } = user;
  return {
    ...rest,
    hasPassword: Boolean(passwordHash),
    pendingEmail: pending?.data ? { email: pending.data, expiresAt: pending.expiresAt } : null,
  };
}

export async function updateProfile(
  userId: string,
  input: { firstName: string; lastName: string; phone: string | null },
) {
  await prisma.user.update({
    where: { id: userId, deletedAt: null },
    data: input,
    select: { id: true },
  });
}

/**
 * Checks the signed-in customer's current password before a sensitive step. Wrong
 * passwords count per account, so a left-open session cannot be used to guess it.
 */
export async function verifyCurrentPassword(userId: string, password: string) {
  const key = `reauth:${userId}`;
  const wait = await retryAfter("reauthFailures", key);
  if (wait > 0) throw new AccountError(TOO_MANY_ATTEMPTS, 429);
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { passwordHash: true, deletedAt: true },
  });
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || user.deletedAt || !valid) {
    await hit("reauthFailures", key);
    throw new AccountError(ACCOUNT_MESSAGES.wrongPassword, 400, "currentPassword");
  }
  await reset("reauthFailures", key);
}

/**
 * Sets a new password; every other session of the user ends (`keepSessionId` stays) and
 * every link sent before dies (revokeOutstandingTokens).
 */
export async function changePassword(
  userId: string,
  keepSessionId: string | null | undefined,
  currentPassword: string,
  newPassword: string,
) {
  await verifyCurrentPassword(userId, currentPassword);
  const { user, revoked } = await prisma.$transaction(async (tx) => {
    await setPassword(userId, newPassword, tx);
    const revoked = await revokeOutstandingTokens(
      tx,
      userId,
      "password-change",
      keepSessionId ?? null,
    );
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, firstName: true, lastName: true },
    });
    return { user, revoked };
  });
  await queueMail(passwordChangedMail(user, revoked));
}

function emailChangeUrl(token: string) {
  return `${getEnv().appUrl}/account/email-confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Sends a confirmation link to the new address. Whether that address already has an
 * account is never told on screen: the account gets the same pending change (whose link
 * nobody receives) and the address's owner gets a notice instead of a link.
 */
export async function requestEmailChange(
  userId: string,
  newEmail: string,
  currentPassword: string,
) {
  await verifyCurrentPassword(userId, currentPassword);
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, firstName: true, lastName: true },
  });
  if (user.email === newEmail) throw new AccountError(ACCOUNT_MESSAGES.sameEmail, 400, "newEmail");
  const key = `email-change:${userId}`;
  const wait = await retryAfter("emailChange", key);
  if (wait > 0) throw new AccountError(TOO_MANY_ATTEMPTS, 429);
  await hit("emailChange", key);
  const token = await issueToken(userId, "email-change", prisma, newEmail);
  const taken = Boolean(await findUserByEmail(newEmail));
  await queueMail(
    taken
      ? emailChangeTakenMail(newEmail)
      : emailChangeLinkMail(user, newEmail, emailChangeUrl(token)),
  );
}

const EMAIL_CHANGE_MESSAGES = {
  invalid: "Der Bestätigungslink ist ungültig. Bitte fordern Sie die Änderung erneut an.",
  used: "Dieser Bestätigungslink wurde bereits verwendet.",
  expired: "Der Bestätigungslink ist abgelaufen. Bitte fordern Sie die Änderung erneut an.",
  unavailable:
    "Diese E-Mail-Adresse kann nicht übernommen werden. Bitte wählen Sie in Ihrem Konto eine andere Adresse.",
} as const;

export type EmailChangeResult =
  { state: "success"; email: string; userId: string } | { state: "error"; message: string };

/**
 * Opening the link from the mail makes the change; every other link and every other
 * session of the account end (`keepSessionId`, the session of the browser that opened the
 * link, stays when it is the account's own); both addresses are told.
 */
export async function confirmEmailChange(
  token: string | null,
  keepSessionId: string | null = null,
): Promise<EmailChangeResult> {
  const check = await checkToken(token ?? "", "email-change");
  if (check.status === "unknown") return { state: "error", message: EMAIL_CHANGE_MESSAGES.invalid };
  if (check.status === "used") return { state: "error", message: EMAIL_CHANGE_MESSAGES.used };
  if (check.status === "expired") return { state: "error", message: EMAIL_CHANGE_MESSAGES.expired };
  const newEmail = check.data;
  if (!newEmail) return { state: "error", message: EMAIL_CHANGE_MESSAGES.invalid };
  let before: { email: string; firstName: string; lastName: string } | null;
  try {
    before = await prisma.$transaction(async (tx) => {
      const user = await tx.user.findUnique({
        where: { id: check.userId },
        select: { email: true, firstName: true, lastName: true, deletedAt: true },
      });
      if (!user || user.deletedAt) return null;
      if (!(await consumeToken(check.id, tx))) return null;
      await tx.user.update({
        where: { id: check.userId },
        data: { email: newEmail, emailVerified: true },
      });
      await revokeOutstandingTokens(tx, check.userId, "email-change", keepSessionId);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      return { state: "error", message: EMAIL_CHANGE_MESSAGES.unavailable };
    throw error;
  }
  if (!before) return { state: "error", message: EMAIL_CHANGE_MESSAGES.used };
  await queueMail(emailChangedNoticeMail(before, before.email, newEmail));
  await queueMail(emailChangedConfirmationMail(before, before.email, newEmail));
  return { state: "success", email: newEmail, userId: check.userId };
}

export async function setNotificationSettings(userId: string, settings: NotificationSettings) {
  await prisma.user.update({
    where: { id: userId, deletedAt: null },
    data: settings,
    select: { id: true },
  });
}

/**
 * After the password was re-entered: a one-time token for one download of the export
 * (10 minutes). Counts against the export limit.
 */
export async function grantDataExport(userId: string, currentPassword: string) {
  await verifyCurrentPassword(userId, currentPassword);
  const key = `export:${userId}`;
  const wait = await retryAfter("exports", key);
  if (wait > 0) throw new AccountError(TOO_MANY_ATTEMPTS, 429);
  await hit("exports", key);
  return issueToken(userId, "data-export");
}

/** Uses the export token once; true when it belongs to this user and is still valid. */
export async function redeemDataExport(userId: string, token: string) {
  const check = await checkToken(token, "data-export");
  if (check.status !== "valid" || check.userId !== userId) return false;
  return consumeToken(check.id);
}
