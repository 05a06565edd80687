// Account journeys: registration, e-mail verification, password reset. No HTTP here;
// routes and the JSON API call these same functions.
import { createDraftOrder } from "../order/order.server";
import { resetLinkMessage } from "./schemas";
import { createCustomer, findUserByEmail, setPassword } from "./user.server";
import {
  checkToken,
  consumeToken,
  issueToken,
  revokeOutstandingTokens,
} from "./verification.server";
import type { PackageConfig } from "../catalog/pricing";
import { queueMail } from "~/jobs/send-mail.server";
import { passwordResetMail, verificationMail } from "~/mails/account";
import { passwordChangedMail } from "~/mails/password-changed";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { sendMail } from "~/utils/mail.server";

export class AccountError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly field?: string,
  ) {
    super(message);
  }
}

const EMAIL_TAKEN =
  "Diese E-Mail-Adresse ist bereits registriert. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.";

export async function registerCustomer(input: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  gclid?: string | null;
  packageConfig?: PackageConfig | null;
}) {
  if (await findUserByEmail(input.email)) throw new AccountError(EMAIL_TAKEN, 409, "email");
  const { user, orderId, token } = await prisma
    .$transaction(async (tx) => {
      const user = await createCustomer(input, tx);
      const order = input.packageConfig
        ? await createDraftOrder(user.id, input.packageConfig, tx)
        : null;
      const token = await issueToken(user.id, "email_verification", tx);
      return { user, orderId: order?.id ?? null, token };
    })
    .catch((error: unknown) => {
      // two registrations racing for one address: the unique index decides
      if (error && typeof error === "object" && "code" in error && error.code === "P2002")
        throw new AccountError(EMAIL_TAKEN, 409, "email");
      throw error;
    });
  const emailSent = await trySend(() => sendMail(verificationMail(user, verificationUrl(token))));
  return { user, orderId, emailSent, requiresVerification: true as const };
}

function verificationUrl(token: string) {
  return `${getEnv().appUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

async function trySend(send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    // the account exists either way; the customer can ask for a new link
    logger.error({ error }, "E-Mail konnte nicht gesendet werden");
    return false;
  }
}

/**
 * Link requests ('Passwort vergessen', a new verification link) answer before anything
 * that only an existing account would cause – lookup, token, SMTP – happens: every
 * address takes the same path into the background, so the answer's timing cannot tell
 * whether an account exists (SMTP was awaited for real accounts only).
 */
function inBackground(what: string, work: () => Promise<void>): void {
  const running = work().catch((error) => logger.error({ error }, `${what} fehlgeschlagen`));
  pendingLinkRequests.add(running);
  void running.finally(() => pendingLinkRequests.delete(running));
}
const pendingLinkRequests = new Set<Promise<void>>();

/** Waits for link requests still being worked on (the server's shutdown waits for them). */
export async function settleLinkRequests() {
  await Promise.all([...pendingLinkRequests]);
}

/** Sends a fresh verification link when the address belongs to an unverified account. */
export async function resendVerification(email: string): Promise<void> {
  inBackground("Bestätigungslink", async () => {
    const user = await findUserByEmail(email);
    if (!user || user.emailVerified) return;
    const token = await issueToken(user.id, "email_verification");
    await trySend(() => sendMail(verificationMail(user, verificationUrl(token))));
  });
}

export type VerifyResult =
  | { state: "success"; userId: string }
  | { state: "already-verified" }
  | { state: "error"; message: string };

export const VERIFY_MESSAGES = {
  noToken: "Kein Bestätigungstoken gefunden",
  invalid: "Der Bestätigungslink ist ungültig. Bitte fordern Sie einen neuen Link an.",
  expired: "Der Bestätigungslink ist abgelaufen. Bitte fordern Sie einen neuen Link an.",
  fallback: "Fehler bei der E-Mail-Bestätigung",
  exception: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
} as const;

export async function verifyEmail(token: string | null): Promise<VerifyResult> {
  if (!token) return { state: "error", message: VERIFY_MESSAGES.noToken };
  const check = await checkToken(token, "email_verification");
  if (check.status === "unknown") return { state: "error", message: VERIFY_MESSAGES.invalid };
  const user = await prisma.user.findUnique({
    where: { id: check.userId },
    select: { emailVerified: true },
  });
  if (user?.emailVerified) return { state: "already-verified" };
  if (check.status !== "valid")
    return {
      state: "error",
      message: check.status === "expired" ? VERIFY_MESSAGES.expired : VERIFY_MESSAGES.invalid,
    };
  const verified = await prisma.$transaction(async (tx) => {
    if (!(await consumeToken(check.id, tx))) return false;
    await tx.user.update({ where: { id: check.userId }, data: { emailVerified: true } });
    return true;
  });
  return verified ? { state: "success", userId: check.userId } : { state: "already-verified" };
}

function resetUrl(token: string) {
  return `${getEnv().appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Always answers the same way, whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  inBackground("Passwort-Link", async () => {
    const user = await findUserByEmail(email);
    if (!user) return;
    const token = await issueToken(user.id, "password_reset");
    await trySend(() => sendMail(passwordResetMail(user, resetUrl(token))));
  });
}

/**
 * Sets the new password; every session of the user ends and every other link sent before
 * dies (revokeOutstandingTokens); the account's address is told.
 */
export async function resetPassword(token: string, password: string): Promise<{ userId: string }> {
  const check = await checkToken(token, "password_reset");
  if (check.status !== "valid") throw new AccountError(resetLinkMessage(check.status), 400);
  const { user, revoked } = await prisma.$transaction(async (tx) => {
    // another request used it a moment ago
    if (!(await consumeToken(check.id, tx))) throw new AccountError(resetLinkMessage("used"), 400);
    await setPassword(check.userId, password, tx);
    // whoever knew the old password must not stay signed in; a reset link also proves the address
    const user = await tx.user.update({
      where: { id: check.userId },
      data: { emailVerified: true },
      select: { email: true, firstName: true, lastName: true },
    });
    const revoked = await revokeOutstandingTokens(tx, check.userId, "password-reset");
    return { user, revoked };
  });
  await queueMail(passwordChangedMail(user, { reset: true, ...revoked }));
  return { userId: check.userId };
}
