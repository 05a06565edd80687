// One-time tokens sent by e-mail. Only a SHA-256 hash is stored, so a leaked database
// does not hand out valid links.
import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { prisma } from "~/utils/db.server";

export type TokenPurpose =
  | "email_verification"
  | "password_reset"
  | "password_setup"
  // `data` holds the new address; the change happens when the link is opened
  | "email-change"
  // handed out after the password was re-entered; one download of the data export
  | "data-export";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  email_verification: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  password_setup: 24 * 60 * 60 * 1000,
  "email-change": 24 * 60 * 60 * 1000,
  "data-export": 10 * 60 * 1000,
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
