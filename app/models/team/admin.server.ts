// Administrator accounts: created or updated from ADMIN_EMAIL/ADMIN_PASSWORD at start
// (and by scripts/admin-create.ts), and a generated one for a fresh development setup. Each
// is an owner (Inhaber) of the team: the one way in before anybody is invited.
// There are no built-in credentials anywhere: either they come from the operator, or
// they are random and printed once.
import { randomBytes } from "node:crypto";
import { normalizeEmail } from "../account/user.server";
import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { hashPassword, verifyPassword } from "~/utils/password.server";

/** Same rule as ADMIN_PASSWORD in env.server.ts. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const DEV_ADMIN_EMAIL = "admin@seitenwerk.local";

export type EnsureAdminResult = {
  id: string;
  email: string;
  outcome: "created" | "updated" | "unchanged";
};

/**
 * Makes sure an admin with this e-mail and password exists: creates it, or promotes the
 * account and sets the password. A password that already matches is left alone (no new
 * hash, sessions kept), so running this at every start is harmless; a changed password
 * revokes the account's sessions.
 */
export async function ensureAdmin(
  emailInput: string,
  password: string,
): Promise<EnsureAdminResult> {
  const email = normalizeEmail(emailInput);
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH)
    throw new Error(
      `Das Admin-Passwort muss mindestens ${ADMIN_PASSWORD_MIN_LENGTH} Zeichen haben.`,
    );
  const existing = await prisma.user.findUnique({
    where: { email },
    select: {
      id: true,
      passwordHash: true,
      isAdmin: true,
      emailVerified: true,
      staffRole: true,
      deactivatedAt: true,
    },
  });
  if (!existing) {
    const user = await prisma.user.create({
      data: {
        email,
        firstName: "Admin",
        passwordHash: await hashPassword(password),
        isAdmin: true,
        staffRole: "owner",
        emailVerified: true,
      },
      select: { id: true },
    });
    return { id: user.id, email, outcome: "created" };
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, password);
  const isOwner = existing.staffRole === "owner" && !existing.deactivatedAt;
  if (passwordMatches && existing.isAdmin && existing.emailVerified && isOwner)
    return { id: existing.id, email, outcome: "unchanged" };
  const passwordHash = passwordMatches ? undefined : await hashPassword(password);
  await prisma.$transaction([
    prisma.user.update({
      where: { id: existing.id },
      data: {
        isAdmin: true,
        staffRole: "owner",
        deactivatedAt: null,
        emailVerified: true,
        needsPasswordSetup: false,
        ...(passwordHash ? { passwordHash } : {}),
      },
    }),
    // whoever knew the old password must not stay signed in
    ...(passwordHash ? [prisma.session.deleteMany({ where: { userId: existing.id } })] : []),
  ]);
  return { id: existing.id, email, outcome: "updated" };
}

export async function adminExists(): Promise<boolean> {
  return (await prisma.user.count({ where: { isAdmin: true } })) > 0;
}

function generateAdminPassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Development only: on a fresh database nobody could sign in to the admin area, so an
 * admin with a random password is created and its credentials printed once. Later
 * starts find the admin and print nothing.
 */
export async function bootstrapDevAdmin(
  log: (message: string) => void = (message) => logger.warn(message),
  appEnv = getEnv().APP_ENV,
) {
  if (appEnv === "production") return null;
  if (await adminExists()) return null;
  const password = generateAdminPassword();
  const { email } = await ensureAdmin(DEV_ADMIN_EMAIL, password);
  const bar = "=".repeat(72);
  log(
    [
      bar,
      "Entwicklungs-Administrator angelegt (wird nur dieses eine Mal angezeigt):",
      `  E-Mail:   ${email}`,
      `  Passwort: ${password}`,
      "Anmeldung unter /admin/login. Eigene Zugangsdaten: ADMIN_EMAIL/ADMIN_PASSWORD setzen",
      "oder `npm run admin:create -- --email … --password …` (auch bei laufender App).",
      bar,
    ].join("\n"),
  );
  return { email, password };
}

/** Start-up task: the configured admin exists afterwards; a fresh dev setup gets one. */
export async function ensureAdminsAtStartup(
  log: { info: (message: string) => void; warn: (message: string) => void } = {
    info: (message) => logger.info(message),
    warn: (message) => logger.warn(message),
  },
) {
  const env = getEnv();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const result = await ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    const what = { created: "angelegt", updated: "aktualisiert", unchanged: "vorhanden" }[
      result.outcome
    ];
    log.info(`Administrator ${result.email} ${what} (ADMIN_EMAIL).`);
    return;
  }
  const created = await bootstrapDevAdmin(log.warn, env.APP_ENV);
  if (!created && env.APP_ENV === "production" && !(await adminExists()))
    log.warn(
      "Kein Administrator vorhanden: setzen Sie ADMIN_EMAIL und ADMIN_PASSWORD und starten Sie neu.",
    );
}
