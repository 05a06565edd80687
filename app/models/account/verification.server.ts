// One-time tokens sent by e-mail. Only a SHA-256 hash is stored, so a leaked database
// does not hand out valid links.
import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { prisma } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";

export type TokenPurpose =
  | "email_verification"
  | "password_reset"
  | "password_setup"
  // `data` holds the new address; the change happens when the link is opened
  | "email-change"
  // handed out after the password was re-entered; one download of the data export
  | "data-export"
  // an invitation to the agency's team: the invitee sets a password
  | "staff-invite";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  email_verification: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  password_setup: 24 * 60 * 60 * 1000,
  "email-change": 24 * 60 * 60 * 1000,
  "data-export": 10 * 60 * 1000,
  "staff-invite": 7 * 24 * 60 * 60 * 1000,
};

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Issues a new token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(
  userId: string,
  purpose: TokenPurpose,
  db: Prisma.TransactionClient = prisma,
  data: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.verification.deleteMany({ where: { userId, purpose, usedAt: null } });
  await db.verification.create({
    data: {
      userId,
      purpose,
      data,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    },
  });
  return token;
}

export type TokenCheck =
  | { status: "valid"; userId: string; id: string; data: string | null }
  | { status: "used"; userId: string }
  | { status: "expired"; userId: string }
  | { status: "unknown" };

export async function checkToken(token: string, purpose: TokenPurpose): Promise<TokenCheck> {
  if (!token || token.length > 200) return { status: "unknown" };
  const row = await prisma.verification.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.purpose !== purpose) return { status: "unknown" };
  if (row.usedAt) return { status: "used", userId: row.userId };
  if (row.expiresAt < new Date()) return { status: "expired", userId: row.userId };
  return { status: "valid", userId: row.userId, id: row.id, data: row.data };
}

/** Marks a token used; false when another request used it first (no double use). */
export async function consumeToken(
  id: string,
  db: Prisma.TransactionClient = prisma,
): Promise<boolean> {
  const { count } = await db.verification.updateMany({
    where: { id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

/** The events after which nothing handed out before may still act for the account. */
export type RevocationReason = "password-change" | "password-reset" | "email-change";

/**
 * The one rule for all three events: every one-time token of the user still
 * open – e-mail change, password reset, export download, verification, password setup –
 * is deleted, and so is every session but `keepSessionId`. A link mailed before the event
 * was sent on the strength of the old password or the old address, so it must not outlive
 * them: an e-mail change asked for by someone who once knew the password would otherwise
 * survive the owner's new password, and a reset link in the old mailbox the new address.
 * The token being used right now is already marked used and stays (it still answers
 * "bereits verwendet"). Returns the address of an e-mail change that was pending, for the
 * mail that tells the owner.
 */
export async function revokeOutstandingTokens(
  tx: Prisma.TransactionClient,
  userId: string,
  reason: RevocationReason,
  keepSessionId: string | null = null,
): Promise<{ discardedEmailChange: string | null }> {
  const open = await tx.verification.findMany({
    where: { userId, usedAt: null },
    select: { purpose: true, data: true, expiresAt: true },
  });
  await tx.verification.deleteMany({ where: { userId, usedAt: null } });
  const sessions = await tx.session.deleteMany({
    where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
  });
  const now = new Date();
  const pendingChange = open.find((t) => t.purpose === "email-change" && t.expiresAt > now);
  logger.info(
    { userId, reason, revokedLinks: open.map((t) => t.purpose), endedLogins: sessions.count },
    "Offene Links und andere Sitzungen beendet",
  );
  return { discardedEmailChange: pendingChange?.data ?? null };
}
