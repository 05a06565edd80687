// The agency's team (/admin/team, for the Inhaber): the list, invitations by e-mail (a
// one-time link that expires, where the invitee sets a password), role changes and
// deactivation. Nobody is ever deleted: the histories keep the name. The last active owner
// can neither be demoted nor deactivated; the check and the change run under one lock, so two
// owners demoting each other at the same moment cannot leave the team without one.
import { isStaffRole, ROLE_LABELS, staffSignature, type StaffRole } from "./permissions";
import { TEAM_MESSAGES } from "./team";
import type { Prisma } from "@prisma/client";
import { queueMail } from "~/jobs/send-mail.server";
import { staffInviteMail } from "~/mails/team";
import { normalizeEmail, setPassword } from "~/models/account/user.server";
import {
  checkToken,
  consumeToken,
  issueToken,
  TOKEN_TTL_MS,
} from "~/models/account/verification.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

export class TeamError extends Error {
  constructor(
    message: string,
    readonly field: "email" | null = null,
    readonly status = 409,
  ) {
    super(message);
  }
}

export type MemberState = "active" | "invited" | "deactivated";

export const MEMBER_STATE_LABELS: Record<MemberState, string> = {
  active: "Aktiv",
  invited: "Eingeladen",
  deactivated: "Deaktiviert",
};

export async function listTeam() {
  const people = await prisma.user.findMany({
    where: { isAdmin: true },
    orderBy: [{ deactivatedAt: { sort: "asc", nulls: "first" } }, { firstName: "asc" }],
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      staffRole: true,
      passwordHash: true,
      deactivatedAt: true,
      createdAt: true,
    },
  });
  return people.map((p) => ({
    id: p.id,
    email: p.email,
    name: `${p.firstName} ${p.lastName}`.trim() || p.email,
    role: isStaffRole(p.staffRole) ? p.staffRole : null,
    state: (p.deactivatedAt ? "deactivated" : p.passwordHash ? "active" : "invited") as MemberState,
    deactivatedAt: p.deactivatedAt,
    createdAt: p.createdAt,
  }));
}

const inviteUrl = (token: string) =>
  `${getEnv().appUrl}/admin/einladung?token=${encodeURIComponent(token)}`;

/**
 * Invites a person: a staff account without a password and a mail with the link. Inviting an
 * invited person again sends a new link (the old one stops working).
 */
export async function inviteStaff(
  input: { email: string; firstName: string; lastName: string; role: StaffRole },
  invitedById: string,
) {
  const email = normalizeEmail(input.email);
  const inviter = await prisma.user.findUniqueOrThrow({
    where: { id: invitedById },
    select: { firstName: true, lastName: true, email: true, staffRole: true },
  });
  return prisma.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({
      where: { email },
      select: { id: true, isAdmin: true, passwordHash: true, deactivatedAt: true },
    });
    if (existing && !existing.isAdmin) throw new TeamError(TEAM_MESSAGES.customerAccount, "email");
    if (existing && (existing.passwordHash || existing.deactivatedAt))
      throw new TeamError(TEAM_MESSAGES.alreadyMember, "email");
    const person = existing
      ? await tx.user.update({
          where: { id: existing.id },
          data: { staffRole: input.role, firstName: input.firstName, lastName: input.lastName },
          select: { id: true, email: true, firstName: true, lastName: true },
        })
      : await tx.user.create({
          data: {
            email,
            firstName: input.firstName,
            lastName: input.lastName,
            isAdmin: true,
            staffRole: input.role,
            needsPasswordSetup: true,
          },
          select: { id: true, email: true, firstName: true, lastName: true },
        });
    const token = await issueToken(person.id, "staff-invite", tx);
    await queueMail(
      staffInviteMail(person, {
        url: inviteUrl(token),
        role: ROLE_LABELS[input.role],
        invitedBy: staffSignature(inviter),
        validDays: TOKEN_TTL_MS["staff-invite"] / (24 * 60 * 60 * 1000),
      }),
      { db: tx },
    );
    return person;
  });
}

/** Serialises the changes that could remove the last owner (one at a time, per database). */
async function lockTeam(tx: Prisma.TransactionClient) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('team-owners'))`;
}

async function assertAnotherOwner(tx: Prisma.TransactionClient, userId: string) {
  const others = await tx.user.count({
    where: {
      isAdmin: true,
      staffRole: "owner",
      deactivatedAt: null,
      passwordHash: { not: null },
      id: { not: userId },
    },
  });
  if (others === 0) throw new TeamError(TEAM_MESSAGES.lastOwner);
}

async function member(tx: Prisma.TransactionClient, userId: string) {
  const person = await tx.user.findFirst({
    where: { id: userId, isAdmin: true },
    select: { id: true, staffRole: true, deactivatedAt: true },
  });
  if (!person) throw new TeamError(TEAM_MESSAGES.person, null, 404);
  return person;
}

export async function changeRole(userId: string, role: StaffRole) {
  return prisma.$transaction(async (tx) => {
    await lockTeam(tx);
    const person = await member(tx, userId);
    if (person.staffRole === role) return { changed: false };
    if (person.staffRole === "owner" && !person.deactivatedAt) await assertAnotherOwner(tx, userId);
    await tx.user.update({ where: { id: userId }, data: { staffRole: role } });
    return { changed: true };
  });
}

/** Deactivates a member: every session ends at once, open links stop working. */
export async function deactivateStaff(userId: string) {
  return prisma.$transaction(async (tx) => {
    await lockTeam(tx);
    const person = await member(tx, userId);
    if (person.deactivatedAt) return { changed: false };
    if (person.staffRole === "owner") await assertAnotherOwner(tx, userId);
    await tx.user.update({ where: { id: userId }, data: { deactivatedAt: new Date() } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.verification.deleteMany({ where: { userId, usedAt: null } });
    return { changed: true };
  });
}

export async function reactivateStaff(userId: string) {
  return prisma.$transaction(async (tx) => {
    const person = await member(tx, userId);
    if (!person.deactivatedAt) return { changed: false };
    await tx.user.update({ where: { id: userId }, data: { deactivatedAt: null } });
    return { changed: true };
  });
}

/** The invitation a link stands for, or why it cannot be used. */
export async function checkInvite(token: string) {
  const check = await checkToken(token, "staff-invite");
  if (check.status !== "valid")
    return {
      ok: false as const,
      message: check.status === "used" ? TEAM_MESSAGES.linkUsed : TEAM_MESSAGES.linkUnknown,
    };
  const person = await prisma.user.findFirst({
    where: { id: check.userId, isAdmin: true, deactivatedAt: null },
    select: { id: true, email: true, firstName: true, lastName: true, staffRole: true },
  });
  if (!person) return { ok: false as const, message: TEAM_MESSAGES.linkUnknown };
  return { ok: true as const, tokenId: check.id, person };
}

/** Sets the invitee's password; the link is used up. Returns the new member's id. */
export async function acceptInvite(token: string, password: string): Promise<string> {
  const invite = await checkInvite(token);
  if (!invite.ok) throw new TeamError(invite.message, null, 400);
  return prisma.$transaction(async (tx) => {
    // another request used it a moment ago
    if (!(await consumeToken(invite.tokenId, tx)))
      throw new TeamError(TEAM_MESSAGES.linkUsed, null, 400);
    await setPassword(invite.person.id, password, tx);
    // the link came to this address: it is proven
    await tx.user.update({ where: { id: invite.person.id }, data: { emailVerified: true } });
    return invite.person.id;
  });
}
