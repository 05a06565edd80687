import type { Prisma } from "@prisma/client";
import { prisma } from "~/utils/db.server";
import { hashPassword, verifyPassword } from "~/utils/password.server";

/** The account holder's name and contact, as the account page, the admin and the export show them. */
export const USER_CONTACT_SELECT = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  companyName: true,
} as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(email: string) {
  return prisma.user.findUnique({ where: { email: normalizeEmail(email) } });
}

export async function createCustomer(
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    gclid?: string | null;
  },
  db: Prisma.TransactionClient = prisma,
) {
  return db.user.create({
    data: {
      email: normalizeEmail(input.email),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash: await hashPassword(input.password),
      gclid: input.gclid ?? null,
    },
    select: { id: true, email: true, firstName: true, lastName: true },
  });
}

export type LoginResult =
  | { ok: true; user: { id: string; firstName: string; isAdmin: boolean } }
  | { ok: false; reason: "invalid" | "unverified"; userId?: string };

/** Same answer for an unknown e-mail and a wrong password (no account enumeration). */
export async function verifyLogin(email: string, password: string): Promise<LoginResult> {
  const user = await findUserByEmail(email);
  const valid = await verifyPassword(user?.passwordHash, password);
  // a deleted account never signs in, even if a password hash were ever set on it again
  // … nor does a deactivated staff member: the same answer as a wrong password
  if (!user || !valid || user.deletedAt || user.deactivatedAt)
    return { ok: false, reason: "invalid", userId: user?.id };
  if (!user.emailVerified) return { ok: false, reason: "unverified", userId: user.id };
  return { ok: true, user: { id: user.id, firstName: user.firstName, isAdmin: user.isAdmin } };
}

/** What a sign-in call answers about the account. */
export function getUserSummary(id: string) {
  return prisma.user.findUniqueOrThrow({
    where: { id },
    select: { id: true, email: true, firstName: true, lastName: true },
  });
}

/** A professional signed in by the payment who has not chosen a password yet. */
export async function needsFirstPassword(userId: string) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { needsPasswordSetup: true, passwordHash: true },
  });
  return user.needsPasswordSetup && !user.passwordHash;
}

export async function setPassword(
  userId: string,
  password: string,
  db: Prisma.TransactionClient = prisma,
) {
  await db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(password), needsPasswordSetup: false },
  });
}

/** Who signed in, as the API and the admin's own records name them. */
export function getUserContact(id: string) {
  return prisma.user.findUniqueOrThrow({
    where: { id },
    select: { id: true, email: true, firstName: true, lastName: true },
  });
}

/** Whether the account still waits for its first password (the professional's payment). */
export function passwordSetupState(id: string) {
  return prisma.user.findUnique({
    where: { id },
    select: { needsPasswordSetup: true, passwordHash: true },
  });
}

/** For the test hook: the account counts as verified. */
export async function markEmailVerified(id: string) {
  await prisma.user.update({ where: { id }, data: { emailVerified: true } });
}
